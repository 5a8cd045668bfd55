import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// The walk simulator does what docs/navigation.md says of it, on the sample campus.
@Suite struct WalkSimulatorTests {
    static let simulator = WalkSimulator(router: TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, options: WalkSimulatorOptions(sigma: 0))

    @Test func walksStartAndEndInsideRoomsAndStopAndTurn() throws {
        let walks = Self.simulator.walks(count: 12, seed: 7)
        #expect(walks.count == 12)
        var stops = 0, reversals = 0
        for w in walks {
            #expect(w.truth.first?.space == w.from)
            #expect(w.truth.last?.space == w.to)
            let venue = Self.simulator.router.venue
            // Not at the room's display point.
            #expect(w.truth[0].point.distance(to: PlaceResolver.point(of: venue.spaces[w.from])) > 0.01)
            #expect(zip(w.fixes, w.fixes.dropFirst()).allSatisfy { ($0.time ?? 0) < ($1.time ?? 0) })
            #expect(w.trueLength > 30)
            stops += zip(w.truth, w.truth.dropFirst()).filter { $0.point == $1.point }.count
            // A turn back: three fixes on one floor whose middle one is farther from both than they are apart.
            for k in 1 ..< max(1, w.truth.count - 1) where w.truth[k - 1].floor == w.truth[k].floor && w.truth[k].floor == w.truth[k + 1].floor {
                let a = w.truth[k - 1].point, b = w.truth[k].point, c = w.truth[k + 1].point
                if a.distance(to: c) < 0.3 * (a.distance(to: b) + b.distance(to: c)) && a.distance(to: b) > 0.5 { reversals += 1 }
            }
        }
        #expect(stops > 12, "stops: \(stops)")
        #expect(reversals > 0)
        // The same seeds give the same walks.
        let again = Self.simulator.walks(count: 2, seed: 7)
        #expect(again.map(\.fixes) == walks.prefix(2).map(\.fixes))
    }

    /// The middle between the walls is taken over ``WalkSimulatorOptions/centringSpan``: the same walks
    /// are shorter than with the middle at each metre (doors and openings pull that walker aside).
    @Test func centringSpanSmoothsTheMiddle() {
        var each = Self.simulator.options
        each.centringSpan = 0
        let perMetre = WalkSimulator(router: Self.simulator.router, locator: Self.simulator.locator, options: each).walks(count: 12, seed: 7)
        let smoothed = Self.simulator.walks(count: 12, seed: 7)
        #expect(smoothed.map(\.from) == perMetre.map(\.from) && smoothed.map(\.to) == perMetre.map(\.to))
        let a = perMetre.reduce(0) { $0 + $1.trueLength }, b = smoothed.reduce(0) { $0 + $1.trueLength }
        print("walked metres: \(b) with the middle over \(Self.simulator.options.centringSpan) m, \(a) with it at each metre")
        #expect(b < a)
    }
}
