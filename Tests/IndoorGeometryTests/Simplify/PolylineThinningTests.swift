import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// ``Polyline/thinned(minimumSpacing:)`` and ``Polyline/densityBounded(scale:)``, which bound the vertex
/// density of hostile lines before they are buffered (issue 13).
@Suite struct PolylineThinningTests {
    static func distance(_ p: Point, to line: Polyline) -> Double {
        var best = Double.infinity
        for i in 1 ..< line.points.count { best = min(best, Segment(line.points[i - 1], line.points[i]).distance(to: p)) }
        return best
    }

    /// A random walk with steps of 0.05–5 mm: the density a fuzzer produced.
    static func walk(_ n: Int, seed: UInt64) -> Polyline {
        var rng = SplitMix64(seed: seed)
        var p = Point(x: 0, y: 0)
        var pts = [p]
        for _ in 1 ..< n {
            p = Point(x: p.x + Double.random(in: -0.005 ... 0.005, using: &rng), y: p.y + Double.random(in: -0.0001 ... 0.005, using: &rng))
            pts.append(p)
        }
        return Polyline(uncheckedPoints: pts)
    }

    @Test("short lines are kept exactly; a 100,001-point circle becomes a few hundred within 2 mm")
    func densityBound() {
        let short = Self.walk(Polyline.exactVertexLimit, seed: 9)
        #expect(short.densityBounded(scale: 0.1).line == short)
        #expect(short.densityBounded(scale: 0.1).note == nil)
        let n = 100_000
        let circle = Polyline(
            uncheckedPoints: (0 ... n).map { k in
                let a = 2 * Double.pi * Double(k % n) / Double(n)
                return Point(x: 8 * cos(a), y: 8 * sin(a))
            })
        let (bounded, note) = circle.densityBounded(scale: 0.1)
        #expect(note != nil)
        #expect(bounded.points.count < 1_000)
        for p in circle.points.enumerated().filter({ $0.offset % 97 == 0 }).map(\.element) { #expect(Self.distance(p, to: bounded) <= 0.002 + 1e-9) }
    }

    @Test("a dense zigzag is thinned to a quarter of the scale, so buffering it stays cheap")
    func zigzag() {
        let zig = Polyline(uncheckedPoints: (0 ..< 4_000).map { Point(x: Double($0) * 0.0008, y: $0 % 2 == 0 ? 0 : 0.01) })
        let (bounded, note) = zig.densityBounded(scale: 0.3)
        #expect(note?.contains("0.075 m spacing") == true)
        #expect(bounded.points.count <= Int(4 * zig.length / 0.3) + 16)
        for p in zig.points { #expect(Self.distance(p, to: bounded) <= 0.075 + 0.001 + 1e-9) }
    }
}

extension PolylineThinningTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("thinning keeps every input vertex within the spacing and output vertices the spacing apart", arguments: [1, 2, 3, 4])
        func thinningBounds(seed: UInt64) {
            let line = PolylineThinningTests.walk(3_000, seed: seed)
            for s in [0.0, 0.001, 0.01, 0.1] {
                let t = line.thinned(minimumSpacing: s)
                #expect(t.points.first == line.points.first && t.points.last == line.points.last)
                for p in line.points { #expect(PolylineThinningTests.distance(p, to: t) <= s + 1e-12) }
                for i in 1 ..< max(1, t.points.count - 1) { #expect(t.points[i - 1].distance(to: t.points[i]) >= s) }
                if s > 0.005 { #expect(t.points.count < line.points.count) }
            }
        }
    }
}
