import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// `match` and `follow` on the walk simulator's walks (not the router's): the accuracy tables of
/// docs/navigation.md, on the sample campus (16 walks per row) and on the Pacific University export (10
/// walks per row, skipped visibly when absent). Each row asserts the figures measured, rounded down, as
/// floors; where they fall short of the issue's goals docs/navigation.md says by how much.
@Suite(.tags(.slow)) struct SimulatedWalkAccuracySlowTests {
    /// The rows: sigma (m) and share of mislabelled floors.
    static let rows: [(sigma: Double, mislabel: Double)] = [(3, 0), (3, 0.1), (5, 0), (5, 0.1)]

    /// The walks of one row: the same rooms, points and paces on every row, the noise of that row.
    static func walks(_ router: VenueRouter, locator: Locator, count: Int, seed: UInt64, sigma: Double, mislabel: Double) -> [SimulatedWalk] {
        let options = WalkSimulatorOptions(seed: 500, sigma: sigma, floorMislabelRate: mislabel)
        return WalkSimulator(router: router, locator: locator, options: options).walks(count: count, seed: seed)
    }

    /// Measures `match` and `follow` (its settled answers, lag one) on every row and checks each against
    /// `floors` (per row: match space, ends, floor, median length error; follow space, floor, median
    /// length error, ends).
    static func table(_ name: String, matcher: TrailMatcher, count: Int, seed: UInt64, floors: [[Double]]) {
        for (row, (sigma, mislabel)) in rows.enumerated() {
            let walks = Self.walks(matcher.router, locator: matcher.locator, count: count, seed: seed, sigma: sigma, mislabel: mislabel)
            let m = TrailAccuracy.measure(matcher, trails: walks), f = TrailAccuracy.measureFollow(matcher, trails: walks)
            print("\(name) sigma \(sigma) mislabel \(mislabel) walks \(walks.count)\n  match:  \(m)\n  follow: \(f)")
            let floor = floors[row]
            #expect(m.spaceRate >= floor[0], "\(name) match space, sigma \(sigma), mislabel \(mislabel)")
            #expect(m.endRate >= floor[1], "\(name) match ends, sigma \(sigma), mislabel \(mislabel)")
            #expect(m.floorRate >= floor[2], "\(name) match floor, sigma \(sigma), mislabel \(mislabel)")
            #expect(m.medianLengthError <= floor[3], "\(name) match length, sigma \(sigma), mislabel \(mislabel)")
            #expect(f.spaceRate >= floor[4], "\(name) follow space, sigma \(sigma), mislabel \(mislabel)")
            #expect(f.floorRate >= floor[5], "\(name) follow floor, sigma \(sigma), mislabel \(mislabel)")
            #expect(f.medianLengthError <= floor[6], "\(name) follow length, sigma \(sigma), mislabel \(mislabel)")
            #expect(f.endRate >= floor[7], "\(name) follow ends, sigma \(sigma), mislabel \(mislabel)")
        }
    }

    @Test func campus() {
        let floors: [[Double]] = [
            [0.94, 0.77, 0.99, 0.10, 0.89, 0.99, 0.08, 0.61], [0.94, 0.76, 0.99, 0.11, 0.88, 0.99, 0.08, 0.62],
            [0.93, 0.65, 0.99, 0.06, 0.84, 0.99, 0.07, 0.48], [0.92, 0.65, 0.99, 0.10, 0.84, 0.99, 0.05, 0.46]
        ]
        Self.table("campus", matcher: TrailMatcherTests.matcher, count: 16, seed: 41, floors: floors)
    }

    /// The ends' segment likelihood (``TrailMatchParameters/endWindow``) places more of the walks' first
    /// and last four fixes in their true space than each fix's own candidates do, on walks other than the
    /// table's (route seed 21).
    @Test func endWindowPlacesTheEnds() {
        var off = TrailMatchParameters()
        off.endWindow = 0
        let without = TrailMatcher(router: TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, parameters: off)
        let walks = Self.walks(TrailMatcherTests.router, locator: TrailMatcherTests.matcher.locator, count: 10, seed: 21, sigma: 3, mislabel: 0)
        let with = TrailAccuracy.measure(TrailMatcherTests.matcher, trails: walks), base = TrailAccuracy.measure(without, trails: walks)
        print("ends in their space: \(with.endHits) with the ends' rule, \(base.endHits) without, of \(with.endFixes)")
        #expect(with.endHits > base.endHits)
        #expect(with.spaceHits >= base.spaceHits)
    }

    /// Other walk sets to measure a change on beyond the table's walks (docs/navigation.md's "other
    /// walks"): `venue:seed:count` items, comma-separated (`campus:21:30,pacific:23:10`; `pacific` needs
    /// the shared venues).
    static let otherSets = ProcessInfo.processInfo.environment["SIMULATED_WALK_SETS"]

    /// `match` and `follow` on the walks `SIMULATED_WALK_SETS` names, every row printed in the table's
    /// order (space / ends, floor, length); skipped without it. A measurement for the docs' other-walk
    /// figures, not a floor: it checks only that each set's walks were drawn.
    @Test(.enabled(if: otherSets != nil)) func otherWalks() throws {
        var pacific: TrailMatcher? = nil
        for item in (Self.otherSets ?? "").split(separator: ",") {
            let parts = item.split(separator: ":")
            guard parts.count == 3, let seed = UInt64(parts[1]), let count = Int(parts[2]) else {
                Issue.record("SIMULATED_WALK_SETS item \(item): venue:seed:count")
                continue
            }
            let matcher: TrailMatcher
            if parts[0] == "pacific" {
                if pacific == nil { pacific = TrailMatcher(router: try VenueRouter(venue: try VenueLoader.load(path: SharedVenues.pacificFolder))) }
                matcher = pacific!
            } else {
                matcher = TrailMatcherTests.matcher
            }
            for (sigma, mislabel) in Self.rows {
                let walks = Self.walks(matcher.router, locator: matcher.locator, count: count, seed: seed, sigma: sigma, mislabel: mislabel)
                #expect(!walks.isEmpty, "\(item): no walks")
                let m = TrailAccuracy.measure(matcher, trails: walks), f = TrailAccuracy.measureFollow(matcher, trails: walks)
                print(
                    "\(item) sigma \(sigma) mislabel \(mislabel): match space \(m.spaceHits)/\(m.fixes) ends \(m.endHits)/\(m.endFixes) "
                        + "floor \(m.floorRate) length \(m.medianLengthError); follow space \(f.spaceHits)/\(f.fixes) ends \(f.endHits)/\(f.endFixes) "
                        + "floor \(f.floorRate) length \(f.medianLengthError)")
            }
        }
    }

    @Test(.sharedVenues) func pacific() throws {
        let venue = try VenueLoader.load(path: SharedVenues.pacificFolder)
        let matcher = TrailMatcher(router: try VenueRouter(venue: venue))
        let floors: [[Double]] = [
            [0.98, 0.78, 0.99, 0.05, 0.95, 0.99, 0.09, 0.73], [0.98, 0.85, 0.99, 0.05, 0.95, 0.99, 0.08, 0.66],
            [0.97, 0.71, 0.99, 0.03, 0.91, 0.99, 0.13, 0.56], [0.96, 0.63, 0.99, 0.07, 0.92, 0.99, 0.11, 0.48]
        ]
        Self.table("Pacific U", matcher: matcher, count: 10, seed: 43, floors: floors)
    }
}
