import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// The line buffer built from one offset curve (``OffsetCurveBuilder``) against the union of per-segment
/// pieces it replaced (``Polyline/pieceUnionBuffer(distance:style:)``), which serves as the oracle: same
/// region, so the same area up to the overlay grid, and always valid.
@Suite struct OffsetCurveBufferTests {
    typealias S = BooleanTestSupport

    static let styles: [BufferStyle] = [
        BufferStyle(),
        BufferStyle(cap: .flat, join: .mitre),
        BufferStyle(cap: .square, join: .bevel),
        BufferStyle(join: .mitre, mitreLimit: 1.1),
        BufferStyle(join: .mitre, mitreLimit: 0),
        BufferStyle(segmentsPerQuarterCircle: 1),
        BufferStyle(segmentsPerQuarterCircle: 3, arcRule: .geos),
        BufferStyle(cap: .round, capAtStart: .flat, capAtEnd: .square)
    ]

    /// Checks validity and the oracle's area; returns failure messages.
    static func compare(_ line: Polyline, distance d: Double, style: BufferStyle, _ what: String) -> [String] {
        let fast = line.buffer(distance: d, style: style)
        let oracle = line.pieceUnionBuffer(distance: d, style: style)
        var problems: [String] = []
        let issues = S.issues(fast)
        if !issues.isEmpty { problems.append("\(what): invalid, \(issues.prefix(2))") }
        let scale = max(oracle.area, d * d)
        if abs(fast.area - oracle.area) > 1e-9 * scale {
            problems.append("\(what): area \(fast.area) vs pieces \(oracle.area)")
        }
        return problems
    }

    /// Random walks like wall runs, zigzags that cross themselves, and lines that double back on
    /// themselves (the next point on the previous segment or beyond its start).
    static func corpus(seed: UInt64) -> [Polyline] {
        var g = SplitMix64(seed: seed)
        var out: [Polyline] = []
        // Random walk, any turn.
        var p = Point(x: g.double(0 ... 10), y: g.double(0 ... 10))
        var heading = g.double(-Double.pi ... Double.pi)
        var walk = [p]
        for _ in 0 ..< g.int(2 ... 30) {
            heading += g.double(-Double.pi ... Double.pi)
            let step = g.double(0.05 ... 3)
            p = Point(x: p.x + step * cos(heading), y: p.y + step * sin(heading))
            walk.append(p)
        }
        out.append(Polyline(uncheckedPoints: walk))
        // Zigzag between two parallel rails with jitter: many sharp inner corners, crossings.
        let teeth = g.int(3 ... 20), amplitude = g.double(0.05 ... 2), pitch = g.double(0.02 ... 1)
        out.append(
            Polyline(
                uncheckedPoints: (0 ... teeth).map { k in
                    Point(x: Double(k) * pitch + g.double(-0.5 ... 0.5) * pitch, y: (k % 2 == 0 ? 0 : amplitude) + g.double(-0.3 ... 0.3) * amplitude)
                }))
        // Back and forth along one line, with exact reversals and repeated points.
        var x = 0.0
        var back: [Point] = [Point(x: 0, y: 0)]
        for _ in 0 ..< g.int(2 ... 10) {
            x += g.double(-3 ... 3)
            back.append(Point(x: x, y: 0))
            if g.int(0 ... 3) == 0 { back.append(Point(x: x, y: 0)) }
        }
        out.append(Polyline(uncheckedPoints: back))
        // Hairpins: out and back with a small sideways offset.
        let w = g.double(1e-6 ... 0.5)
        out.append(
            Polyline(uncheckedPoints: [
                Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: w), Point(x: 0.5, y: w), Point(x: 0.5, y: 2 * w), Point(x: 6, y: 2 * w)
            ]))
        return out
    }

    @Test("seeded random corpus: valid, same area as the piece union, every style")
    func randomCorpus() {
        for seed in UInt64(1) ... 40 {
            for (k, line) in Self.corpus(seed: seed).enumerated() {
                var g = SplitMix64(seed: seed &* 31 &+ UInt64(k))
                let d = g.double(0.01 ... 2)
                for style in Self.styles {
                    let problems = Self.compare(line, distance: d, style: style, "seed \(seed) line \(k) d \(d) \(style)")
                    #expect(problems.isEmpty, "\(problems.prefix(2))")
                }
            }
        }
    }

    /// Named degenerate lines (a typed table: a literal in the attribute took the type checker too long).
    static let degenerateLines: [(String, [(Double, Double)])] = [
        ("repeated points", [(0, 0), (0, 0), (0, 0), (2, 0), (2, 0), (2, 1), (2, 1)]),
        ("collinear back and forth", [(0, 0), (5, 0), (1, 0), (4, 0), (2, 0)]),
        ("exact reversal", [(0, 0), (3, 0), (0, 0)]),
        ("reversal past the start", [(0, 0), (3, 0), (-2, 0), (1, 0)]),
        ("a point", [(1, 1), (1, 1)]),
        ("closed square", [(0, 0), (4, 0), (4, 4), (0, 4), (0, 0)]),
        ("closed bow tie", [(0, 0), (4, 4), (4, 0), (0, 4), (0, 0)]),
        ("closed two points", [(0, 0), (1, 0), (0, 0)]),
        ("tiny segment among long ones", [(0, 0), (5, 0), (5, 1e-13), (10, 1e-13)]),
        ("nearly reversing", [(0, 0), (10, 0), (0, 1e-9)]),
        ("star of spikes", [(0, 0), (3, 0.1), (0, 0.2), (3, 0.3), (0, 0.4), (3, 0.5)])
    ]

    @Test("degenerate lines: valid and equal to the piece union", arguments: 0 ..< 11)
    func degenerate(_ index: Int) {
        let (name, xy) = Self.degenerateLines[index]
        let line = Polyline(uncheckedPoints: xy.map { Point(x: $0.0, y: $0.1) })
        for style in Self.styles {
            for d in [1e-6, 0.05, 0.7, 30] {
                let problems = Self.compare(line, distance: d, style: style, "\(name) d \(d) \(style)")
                #expect(problems.isEmpty, "\(problems.prefix(2))")
            }
        }
    }

    @Test("huge and tiny coordinates", arguments: [1e-9, 1e-3, 1, 1e6, 1e12])
    func scales(_ scale: Double) {
        let base = [(0.0, 0.0), (3, 1), (1, 1.2), (4, -2), (4, -2), (-1, 0.5)]
        let offset = scale >= 1e6 ? scale : 0
        let line = Polyline(uncheckedPoints: base.map { Point(x: offset + $0.0 * scale, y: offset + $0.1 * scale) })
        for style in Self.styles.prefix(3) {
            let problems = Self.compare(line, distance: 0.4 * scale, style: style, "scale \(scale) \(style)")
            #expect(problems.isEmpty, "\(problems.prefix(2))")
        }
    }

    @Test("non-finite positions: a typed error from Polyline(points:); unchecked ones are skipped, no trap")
    func nonFinite() {
        #expect(throws: GeometryError.self) {
            try Polyline(points: [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 2, y: 0)])
        }
        let line = Polyline(uncheckedPoints: [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 2, y: 0)])
        let out = line.buffer(distance: 0.5)
        #expect(S.issues(out).isEmpty)
        #expect(abs(out.area - Polyline(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 2, y: 0)]).buffer(distance: 0.5).area) < 1e-9)
    }

    @Test("many lines at once: the union of their single buffers")
    func manyLines() {
        let lines = (UInt64(1) ... 6).flatMap { Self.corpus(seed: $0) }
        let all = MultiPolygon.buffer(lines: lines, distance: 0.3)
        #expect(S.issues(all).isEmpty)
        let one = MultiPolygon.union(of: lines.flatMap { $0.buffer(distance: 0.3).polygons })
        #expect(abs(all.area - one.area) < 1e-9 * one.area)
    }
}
