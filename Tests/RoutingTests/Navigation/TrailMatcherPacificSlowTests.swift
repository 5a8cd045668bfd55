import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Trail matching on the Pacific University export: the accuracy table on 10 synthetic walks between
/// random rooms per row (see docs/navigation.md): the space goals (95% at sigma 3 m, 90% at 5 m) on
/// every row, the floor and walk length goals at sigma 3 m.
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
            #expect(a.spaceRate >= (sigma == 3 ? 0.95 : 0.90), "space at sigma \(sigma) m, mislabel \(mislabel)")
        }
    }
}
