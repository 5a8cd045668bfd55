import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct DouglasPeuckerTests {
    static func randomWalk(_ n: Int, seed: UInt64, step: Double = 1) -> [Point] {
        var g = SplitMix64(seed: seed)
        var p = Point.zero
        var pts = [p]
        pts.reserveCapacity(n)
        for _ in 1 ..< n {
            p = p + Point(x: g.double(-step ..< step), y: g.double(-step ..< step))
            pts.append(p)
        }
        return pts
    }

    @Test("random polylines: output within tolerance, end points kept, subsequence", arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func randomPolylines(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for round in 0 ..< 20 {
            let n = Int.random(in: 2 ..< 400, using: &g)
            let pts = Self.randomWalk(n, seed: seed * 1000 + UInt64(round))
            let line = try Polyline(points: pts)
            let tolerance = [0, 0.1, 0.5, 2, 10, 1000][round % 6]
            let out = line.simplified(tolerance: tolerance)
            let dev = try #require(SimplifyOracle.maxDeviation(input: pts, output: out.points), "seed \(seed) round \(round): not a subsequence")
            #expect(dev <= tolerance * (1 + 1e-12), "seed \(seed) round \(round) tolerance \(tolerance): deviation \(dev)")
            #expect(out.points.first == pts.first && out.points.last == pts.last)
            if tolerance == 1000 { #expect(out.points.count == 2, "seed \(seed)") }
            // Idempotent: simplifying again removes nothing more than another pass would allow.
            #expect(out.points.count <= n)
        }
    }

    @Test("table of line corner cases")
    func lineCases() throws {
        let straight = try Polyline(points: (0 ... 10).map { Point(x: Double($0), y: 0) })
        #expect(straight.simplified(tolerance: 0).points == [Point(x: 0, y: 0), Point(x: 10, y: 0)])  // collinear go at 0
        let zigzag = try Polyline(points: [Point(x: 0, y: 0), Point(x: 1, y: 0.1), Point(x: 2, y: 0)])
        #expect(zigzag.simplified(tolerance: 0).points.count == 3)  // off the line at tolerance 0: kept
        #expect(zigzag.simplified(tolerance: 0.1).points.count == 2)  // exactly at the tolerance: removed
        #expect(zigzag.simplified(tolerance: 0.0999).points.count == 3)
        let two = try Polyline(points: [Point(x: 0, y: 0), Point(x: 0, y: 0)])
        #expect(two.simplified(tolerance: 5) == two)
        // A closed line stays closed; distances to a degenerate segment are distances to its point.
        let loop = try Polyline(points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 0, y: 0)])
        #expect(loop.simplified(tolerance: 1).points == loop.points)
        #expect(loop.simplified(tolerance: 100).points == [Point(x: 0, y: 0), Point(x: 0, y: 0)])
        // Beyond the segment's end: the distance is to the end point, not to the infinite line.
        let overshoot = try Polyline(points: [Point(x: 0, y: 0), Point(x: 3, y: 0), Point(x: 1, y: 0)])
        #expect(overshoot.simplified(tolerance: 1.5).points.count == 3)
    }

    @Test("random rings: closed, at least 4 positions, within tolerance", arguments: [UInt64(11), 12, 13, 14])
    func randomRings(seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for round in 0 ..< 20 {
            let n = Int.random(in: 3 ..< 300, using: &g)
            let radius = g.double(1 ..< 50)
            // A star-shaped noisy ring around the origin.
            var pts = (0 ..< n).map { k -> Point in
                let a = Double(k) / Double(n) * 2 * Double.pi
                let r = radius * g.double(0.5 ..< 1)
                return Point(x: r * cos(a), y: r * sin(a))
            }
            pts.append(pts[0])
            let ring = try Ring(points: pts)
            for tolerance in [0, 0.5, 3, 1e6] {
                let out = ring.simplified(tolerance: tolerance)
                #expect(out.points.count >= 4 && out.points.first == out.points.last, "seed \(seed) round \(round)")
                let dev = try #require(SimplifyOracle.maxDeviation(input: ring.points, output: out.points), "seed \(seed) round \(round)")
                #expect(dev <= tolerance * (1 + 1e-12), "seed \(seed) round \(round) tolerance \(tolerance): deviation \(dev)")
                if tolerance == 1e6 { #expect(out.points.count == 4, "seed \(seed): a huge tolerance keeps a triangle") }
            }
        }
    }

    @Test("degenerate rings never collapse below 4 positions")
    func degenerateRings() throws {
        let a = Point(x: 1, y: 1)
        let same = try Ring(points: [a, a, a, a, a, a])
        #expect(same.simplified(tolerance: 1).points.count == 4)
        let line = try Ring(closing: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)])
        let out = line.simplified(tolerance: 0)
        #expect(out.points.count == 4 && out.points.first == out.points.last)
        let square = try Ring(closing: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
        #expect(square.simplified(tolerance: 10).points.count == 4)
        let triangle = try Ring(closing: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)])
        #expect(triangle.simplified(tolerance: 10) == triangle)
    }

    @Test("polygon simplification keeps every hole")
    func polygonKeepsHoles() throws {
        let shell = try Ring(closing: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        let hole = try Ring(closing: [Point(x: 4, y: 4), Point(x: 4, y: 4.1), Point(x: 4.1, y: 4.1), Point(x: 4.1, y: 4)])
        let out = Polygon(shell: shell, holes: [hole, hole]).simplified(tolerance: 5)
        #expect(out.holes.count == 2)
        #expect(out.holes.allSatisfy { $0.points.count >= 4 })
    }

    @Test("negative tolerance is a precondition failure")
    func negativeTolerance() async {
        await #expect(processExitsWith: .failure) {
            let line = Polyline(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 1, y: 1)])
            _ = line.simplified(tolerance: -1)
        }
    }
}

extension DouglasPeuckerTests {
    /// A million-vertex line: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("a 1,000,000-vertex line simplifies without recursion trouble")
        func millionVertices() throws {
            let pts = DouglasPeuckerTests.randomWalk(1_000_000, seed: 99)
            let out = try Polyline(points: pts).simplified(tolerance: 2)
            #expect(out.points.count >= 2 && out.points.count < pts.count)
            #expect(out.points.first == pts.first && out.points.last == pts.last)
        }
    }
}
