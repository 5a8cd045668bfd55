import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Trail matching on the Pacific University export: synthetic walks between random rooms.
@Suite(.sharedVenues, .tags(.slow)) struct TrailMatcherPacificSlowTests {
    @Test func pacificAccuracy() throws {
        let venue = try VenueLoader.load(path: SharedVenues.pacificFolder)
        let router = try VenueRouter(venue: venue)
        let matcher = TrailMatcher(router: router)
        let routes = SyntheticTrail.routes(in: router, count: 10, seed: 3, minimumDistance: 40)
        let trails = routes.enumerated().map { k, r in
            SyntheticTrail(walking: r, locator: matcher.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3))
        }
        for t in trails.prefix(0) {
            let m = matcher.match(t.fixes)
            let floors = matcher.candidateFloors(t.fixes)
            for (k, truth) in t.truth.enumerated().prefix(12) {
                let c = matcher.candidates(for: t.fixes[k], at: t.fixes[k].point, floors: floors[k])
                print(
                    k, "true", truth.floor, truth.space.map { venue.spaces[$0].kind.description } ?? "-", "fix floor", t.fixes[k].floor ?? -1, "matched",
                    m.fixes[k]?.floor ?? -1, "cands", c.count, c.map(\.floor))
            }
        }
        let a = TrailAccuracy.measure(matcher, trails: trails)
        print("Pacific U sigma 3: \(a)")
        #expect(a.floorRate >= 0.99)
    }
}
