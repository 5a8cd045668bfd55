import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The posterior of walked metres that places matched fixes on the matched walk.
@Suite struct TrailMatcherAlongPosteriorTests {
    /// An L-shaped walk far outside the venue (in no space): 30 m east, then 30 m north.
    static let walk: [NavigationRoute.Segment] = {
        let a = Point(x: 5_000, y: 5_000), b = Point(x: 5_030, y: 5_000), c = Point(x: 5_030, y: 5_030)
        return [
            NavigationRoute.Segment(floor: 0, leg: 0, a: a, b: b, along: 0, length: 30, connectionSeconds: 0),
            NavigationRoute.Segment(floor: 0, leg: 0, a: b, b: c, along: 30, length: 30, connectionSeconds: 0)
        ]
    }()

    @Test func paceKernelRowsAreDistributionsDrawnToTheSpeed() {
        let h = TrailAlongPosterior.step
        let kernel = TrailAlongPosterior.paceKernel(dt: 1, paces: 16, step: h, speed: 1.4, spread: 0.3, time: 5)
        let rho = exp(-1.0 / 5)
        for from in 0 ..< 16 {
            let weights = kernel.weights[kernel.start[from] ..< kernel.start[from] + kernel.count[from]]
            #expect(abs(weights.reduce(0, +) - 1) < 1e-12)
            let mean = weights.enumerated().reduce(0.0) { $0 + Double(kernel.first[from] + $1.offset) * h * $1.element }
            // Away from the grid's ends the row's mean is the process's (a slow pace speeds up, a fast one slows).
            if from > 2 && from < 13 { #expect(abs(mean - (1.4 + rho * (Double(from) * h - 1.4))) < 0.01, "pace \(Double(from) * h)") }
            // A pace of v m/s moves v metres in a second: v / h grid steps.
            #expect(kernel.shift[from] == from)
        }
    }

    @Test func samplesFollowTheWalkAndItsGaps() {
        let g = Self.walk
        let points = TrailAlongPosterior.sample(g, from: 29, step: 0.5, count: 5)
        #expect(points.map(\.x) == [5_029, 5_029.5, 5_030, 5_030, 5_030])
        #expect(points.map(\.y) == [5_000, 5_000, 5_000, 5_000.5, 5_001])
        // A gap (the walk on another floor between 30 and 40 m): each metre there at the nearer end.
        var gapped = g
        gapped[1].along = 40
        let inGap = TrailAlongPosterior.sample(gapped, from: 32, step: 6, count: 2)
        #expect(inGap == [g[0].b, g[1].a])
        // Before the first segment and after the last: at that end.
        #expect(TrailAlongPosterior.sample(g, from: -3, step: 70, count: 2) == [g[0].a, g[1].b])
    }

    @Test func decisionTakesTheSpaceOfMostMass() {
        // Steps 0–9: space 1 holds one sharp peak (0.3), space 2 the rest spread thinly (0.7 in all).
        let mass = [0.0, 0.3, 0, 0, 0, 0.1, 0.1, 0.2, 0.2, 0.2]
        let space = { (b: Int) in b < 5 ? 1 : 2 }
        let chosen = TrailAlongPosterior.decide(mass, steps: 10 ... 19, space: { space($0 - 10) })
        // Space 2's mean is step 17.14: its nearest step.
        #expect(chosen == 17)
        #expect(TrailAlongPosterior.decide([0, 0], steps: 0 ... 1, space: { _ in 0 }) == nil)
    }

    /// Fixes of a walker turning a corner, σ 3 m: the posterior's walked metres are nearer the truth than
    /// the nearest point of the walk (which gathers the fixes beside the corner onto it) and than the
    /// line fitted to those projections, over 20 seeded walks.
    @Test func posteriorBeatsProjectionsAtATurn() {
        let matcher = TrailMatcherTests.matcher
        let speed = matcher.profile.walkingSpeed
        var posteriorError = 0.0, projectionError = 0.0, lineError = 0.0, count = 0.0
        for seed in 0 ..< 20 {
            var rng = SyntheticRandom(seed: UInt64(seed))
            let times = (0 ..< Int(60 / speed)).map(Double.init)
            let truth = times.map { $0 * speed }
            let fixes = truth.map { s -> NavigationFix in
                let p = TrailAlongPosterior.sample(Self.walk, from: s, step: 0, count: 1)[0]
                return NavigationFix(time: nil, point: p + Point(x: 3 * rng.gaussian(), y: 3 * rng.gaussian()), floor: 0, accuracy: 3)
            }
            let run = Array(fixes.indices)
            let projected = fixes.map { TrailMatcher.project($0.point, floor: 0, onto: Self.walk, from: 0, to: .infinity) }
            let pace = TrailMatcher.PacePrior(speed: speed, spread: 0.3, sigma: 3)
            let line = run.map { TrailMatcher.windowFit(run, times: times, values: projected, at: $0, window: 5, pace: pace) ?? projected[$0]! }
            let posterior = matcher.alongPosterior(run, floor: 0, fixes: fixes, times: times, centres: line, segs: Self.walk)
            // The fixes around the turn (30 m), where the walk bends.
            for i in run where abs(truth[i] - 30) < 8 {
                posteriorError += abs(posterior[i]! - truth[i])
                projectionError += abs(projected[i]! - truth[i])
                lineError += abs(line[i] - truth[i])
                count += 1
            }
        }
        print(
            "mean error at the turn over \(Int(count)) fixes: posterior \(posteriorError / count) m, line \(lineError / count) m, projection \(projectionError / count) m"
        )
        #expect(posteriorError < lineError)
        #expect(lineError < projectionError)
    }

    /// Trails the grid was not shaped for: every fix at one time, time running backwards, a ten-minute gap,
    /// a fix of 200 m accuracy, and times so large that their differences overflow. Each fix still gets a
    /// walkable match on the walk.
    @Test func oddTimesAndAccuraciesStillMatch() throws {
        let trail = TrailMatcherTests.trails(sigma: 2, seed: 9)[0]
        let n = trail.fixes.count
        let variants: [[NavigationFix]] = [
            trail.fixes.map { NavigationFix(time: 0, point: $0.point, floor: $0.floor, accuracy: $0.accuracy) },
            trail.fixes.enumerated().map { k, f in NavigationFix(time: Double(n - k), point: f.point, floor: f.floor, accuracy: f.accuracy) },
            trail.fixes.enumerated().map { k, f in NavigationFix(time: Double(k) + (k >= n / 2 ? 600 : 0), point: f.point, floor: f.floor, accuracy: f.accuracy)
            },
            trail.fixes.enumerated().map { k, f in NavigationFix(time: f.time, point: f.point, floor: f.floor, accuracy: k == n / 2 ? 200 : f.accuracy) }
        ]
        for (v, fixes) in variants.enumerated() {
            let m = TrailMatcherTests.matcher.match(fixes)
            let matched = m.fixes.compactMap { $0 }
            #expect(matched.count >= n * 9 / 10, "variant \(v)")
            for f in matched {
                #expect(TrailMatcherTests.router.graph.meshes[f.floor].locate(f.point) != nil, "variant \(v): a matched point off the free space")
            }
        }
        // Every seventh fix at 1e300 s (the fuzz target's seed): the ends' anchor lies across the gap, which the
        // ends' segment likelihood must leave alone (it trapped converting the gap's seconds to an Int).
        let gapped = trail.fixes.enumerated().map { k, f in
            NavigationFix(time: k % 7 == 3 ? 1e300 : Double(k), point: f.point, floor: f.floor, accuracy: f.accuracy)
        }
        let m = TrailMatcherTests.matcher.match(gapped)
        #expect(m.fixes.count == n)
        for f in m.fixes.compactMap({ $0 }) {
            #expect(f.point.x.isFinite && f.point.y.isFinite && f.offset.isFinite)
        }
        #expect(m.fixes.prefix(3).allSatisfy { $0 != nil }, "the fixes before the gap are matched")
    }

    /// Times whose differences overflow, or centres that are not numbers, give walked metres on the walk.
    @Test func extremeTimesAndCentres() {
        let fixes = (0 ..< 4).map { NavigationFix(point: Point(x: 5_010 + Double($0), y: 5_000), floor: 0, accuracy: 3) }
        let cases: [(times: [Double], centres: [Double])] = [
            ([0, 1e303, 2e303, 3e303], [10, 11, 12, 13]), ([-1e308, 1e308, -1e308, 1e308], [10, 11, 12, 13]), ([0, 1, 2, 3], [.nan, .infinity, -.infinity, 12])
        ]
        for (times, centres) in cases {
            let s = TrailMatcherTests.matcher.alongPosterior(Array(0 ..< 4), floor: 0, fixes: fixes, times: times, centres: centres, segs: Self.walk)
            for v in s { #expect(v.map { $0 >= 0 && $0 <= 60 } == true, "times \(times), centres \(centres): \(s)") }
        }
    }
}
