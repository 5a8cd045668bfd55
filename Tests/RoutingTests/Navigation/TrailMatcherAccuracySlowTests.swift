import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The accuracy table of trail matching on synthetic walks of the sample campus (12 walks per row; about
/// a minute in a debug build, hence Slow).
@Suite(.tags(.slow)) struct TrailMatcherAccuracySlowTests {
    /// The issue's accuracy table (docs/navigation.md has the measured figures): the space goals (95% at
    /// sigma 3 m, 90% at 5 m) on every row, the floor and walk length goals at sigma 3 m.
    @Test(arguments: [(3.0, 0.0), (3.0, 0.1), (5.0, 0.0), (5.0, 0.1)])
    func accuracy(sigma: Double, mislabel: Double) {
        let a = TrailAccuracy.measure(TrailMatcherTests.matcher, trails: TrailMatcherTests.trails(sigma: sigma, mislabel: mislabel, seed: 100))
        print("sigma \(sigma) m, mislabel \(mislabel): \(a)")
        #expect(a.fixes > 500)
        if sigma == 3 { #expect(a.floorRate >= 0.99, "floor at sigma 3 m, mislabel \(mislabel)") }
        if sigma == 3 { #expect(a.medianLengthError <= 0.05, "walk length at sigma 3 m, mislabel \(mislabel)") }
        #expect(a.spaceRate >= (sigma == 3 ? 0.95 : 0.90), "space at sigma \(sigma) m, mislabel \(mislabel)")
    }

    /// The destination prior at a trail's ends (``TrailMatchParameters/endDestinationPrior``) matches more of
    /// the walks' first and last fixes, which lie in the rooms they start and end in, to their true space
    /// (the Viterbi's own choice: without the ends' segment likelihood, which would decide those fixes).
    @Test func endDestinationPriorMatchesEndRooms() {
        var none = TrailMatchParameters()
        none.endDestinationPrior = 0
        none.endWindow = 0
        var prior = TrailMatchParameters()
        prior.endWindow = 0
        let with = TrailMatcher(router: TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, parameters: prior)
        let without = TrailMatcher(router: TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, parameters: none)
        func endHits(_ matcher: TrailMatcher) -> Int {
            TrailMatcherTests.trails(sigma: 3, seed: 100).reduce(0) { hits, trail in
                let m = matcher.match(trail.fixes)
                let ends = [0, 1, trail.fixes.count - 2, trail.fixes.count - 1]
                return hits + ends.filter { m.fixes[$0]?.space == trail.truth[$0].space }.count
            }
        }
        let hits = endHits(with), base = endHits(without)
        print("end fixes matched to their true space: \(hits) with the prior, \(base) without")
        #expect(hits > base)
    }

    /// The pace prior (``TrailMatchParameters/paceSpread``) places more fixes in their true space than a
    /// plain least-squares fit of the walked metres, for a walker at the profile's speed and for one 20%
    /// slower or faster than it (the prior is a preference, not an assumption the walk must meet).
    @Test(arguments: [nil, 0.8, 1.2])
    func pacePriorPlacesFixes(speedFactor: Double?) {
        var plain = TrailMatchParameters()
        plain.paceSpread = .infinity
        let without = TrailMatcher(router: TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, parameters: plain)
        let speed = speedFactor.map { $0 * TrailMatcherTests.matcher.profile.walkingSpeed }
        let trails = TrailMatcherTests.routes.enumerated().map { k, r in
            SyntheticTrail(
                walking: r, locator: TrailMatcherTests.matcher.locator, options: SyntheticTrailOptions(seed: 400 &+ UInt64(k), sigma: 3, walkingSpeed: speed))
        }
        let with = TrailAccuracy.measure(TrailMatcherTests.matcher, trails: trails), base = TrailAccuracy.measure(without, trails: trails)
        print(
            "walker at \(speed.map { "\($0) m/s" } ?? "the profile's speed"): space \(with.spaceHits) with the pace prior, \(base.spaceHits) without, of \(with.fixes)"
        )
        #expect(with.spaceHits > base.spaceHits)
    }

}
