import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Trail matching on the Pacific University export: the accuracy table on 10 synthetic walks between
/// random rooms per row (see docs/navigation.md). The floor and walk length goals are expected, and the
/// space goals on the rows that meet them; a known issue on the row that misses them.
@Suite(.sharedVenues, .tags(.slow)) struct TrailMatcherPacificSlowTests {
    @Test func pacificAccuracy() throws {
        let venue = try VenueLoader.load(path: SharedVenues.pacificFolder)
        let router = try VenueRouter(venue: venue)
        let matcher = TrailMatcher(router: router)
        let routes = SyntheticTrail.routes(in: router, count: 10, seed: 3, minimumDistance: 40)
        for (sigma, mislabel) in [(3.0, 0.0), (3.0, 0.1), (5.0, 0.0), (5.0, 0.1)] {
            let trails = routes.enumerated().map { k, r in
                SyntheticTrail(walking: r, locator: matcher.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: sigma, floorMislabelRate: mislabel))
            }
            let a = TrailAccuracy.measure(matcher, trails: trails)
            print("Pacific U sigma \(sigma) m, mislabel \(mislabel): \(a)")
            if sigma == 3 { #expect(a.floorRate >= 0.99, "floor at sigma 3 m, mislabel \(mislabel)") }
            if sigma == 3 { #expect(a.medianLengthError <= 0.05, "walk length at sigma 3 m, mislabel \(mislabel)") }
            // A match far worse than the table says is a regression, not the known shortfall.
            #expect(a.spaceRate >= 0.85)
            // The space goal: expected on the rows that meet it, a known issue on the one that misses it.
            let goal = sigma == 3 ? 0.95 : 0.90
            if sigma == 5 && mislabel > 0 {
                withKnownIssue("space below 90% at sigma 5 m with mislabelled floors", isIntermittent: true) {
                    #expect(a.spaceRate >= goal, "space at sigma 5 m, mislabel \(mislabel)")
                }
            } else {
                #expect(a.spaceRate >= goal, "space at sigma \(sigma) m, mislabel \(mislabel)")
            }
        }
    }
}
