import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct BufferTests {
    typealias S = BooleanTestSupport

    static func line(_ xy: [(Double, Double)]) -> Polyline { Polyline(uncheckedPoints: xy.map { Point(x: $0.0, y: $0.1) }) }

    static func distance(_ p: Point, to pts: [Point]) -> Double {
        if pts.count == 1 { return p.distance(to: pts[0]) }
        var d = Double.infinity
        for i in 0 ..< pts.count - 1 { d = min(d, Segment(pts[i], pts[i + 1]).distance(to: p)) }
        return d
    }

    /// Every output vertex lies at the buffer distance from `source` (within the chord error), and every
    /// source vertex is covered. Returns failure messages.
    static func checkDistanceProperty(_ out: MultiPolygon, source: [[Point]], distance d: Double, style: BufferStyle, cover: [Point]) -> [String] {
        var problems: [String] = []
        let err = style.maxArcError(distance: d) + 1e-9
        for poly in out.polygons {
            for ring in poly.rings {
                for v in ring.points {
                    let dist = source.map { Self.distance(v, to: $0) }.min() ?? .infinity
                    if dist > d + 1e-9 || dist < d - err { problems.append("vertex \(v) at \(dist), want \(d) − \(err)") }
                }
            }
        }
        for p in cover where !(S.evenOdd(p, out) || S.boundaryDistance(p, out) < 1e-9) {
            problems.append("input vertex \(p) not covered")
        }
        return problems
    }

    @Test("a point: disk for round caps, square for square caps, nothing for flat caps")
    func point() {
        let p = Self.line([(1, 2), (1, 2)])
        let disk = p.buffer(distance: 2)
        let n = 32.0
        #expect(abs(disk.area - n / 2 * 4 * sin(2 * Double.pi / n)) < 1e-9)
        #expect(S.issues(disk).isEmpty)
        #expect(abs(p.buffer(distance: 2, style: BufferStyle(cap: .square)).area - 16) < 1e-9)
        #expect(p.buffer(distance: 2, style: BufferStyle(cap: .flat)).isEmpty)
    }

    @Test("distance zero or negative: empty for lines, the polygon itself for polygons")
    func zeroDistance() {
        #expect(Self.line([(0, 0), (1, 0)]).buffer(distance: 0).isEmpty)
        #expect(Self.line([(0, 0), (1, 0)]).buffer(distance: -1).isEmpty)
        let sq = S.rect(0, 0, 3, 3)
        let same = sq.buffer(distance: 0)
        #expect(same.polygons.count == 1 && abs(same.area - 9) < 1e-12)
    }

    @Test("a straight segment with each cap", arguments: BufferStyle.Cap.allCases)
    func segment(cap: BufferStyle.Cap) {
        let out = Self.line([(0, 0), (10, 0)]).buffer(distance: 1, style: BufferStyle(cap: cap))
        #expect(S.issues(out).isEmpty)
        let half = 16.0 / 2 * sin(Double.pi / 16)  // a half disk of 16 chords, radius 1
        let expected: Double
        switch cap {
        case .flat: expected = 20
        case .square: expected = 24
        case .round: expected = 20 + 2 * half
        }
        #expect(abs(out.area - expected) < 1e-9, "\(cap): \(out.area) != \(expected)")
    }

    @Test("per-end caps: a flat end at a door jamb does not reach past it")
    func perEndCaps() {
        let style = BufferStyle(cap: .round, capAtEnd: .flat)
        let out = Self.line([(0, 0), (5, 0)]).buffer(distance: 0.5, style: style)
        #expect(!S.evenOdd(Point(x: 5.2, y: 0), out))
        #expect(S.evenOdd(Point(x: -0.2, y: 0), out))
        #expect(S.issues(out).isEmpty)
    }

    @Test("a closed wall loop gives a polygon with a hole")
    func wallLoop() throws {
        let out = Self.line([(0, 0), (10, 0), (10, 8), (0, 8), (0, 0)]).buffer(distance: 0.1, style: BufferStyle(join: .mitre))
        #expect(S.issues(out).isEmpty)
        let poly = try #require(out.polygons.first)
        #expect(out.polygons.count == 1 && poly.holes.count == 1)
        #expect(abs(out.area - (10.2 * 8.2 - 9.8 * 7.8)) < 1e-9)
    }

    @Test(
        "awkward lines: hairpins, self-crossing, repeated points, zero-length segments",
        arguments: [
            [(0.0, 0.0), (10, 0), (0, 0.05)],
            [(0.0, 0.0), (10, 0), (0, 0)],
            [(0.0, 0.0), (4, 4), (4, 0), (0, 4)],
            [(0.0, 0.0), (0, 0), (3, 0), (3, 0), (3, 0), (3, 2)],
            [(0.0, 0.0), (5, 0), (5, 5), (2, 5), (2, -3)],
            [(0.0, 0.0), (1e-12, 0), (1, 1e-12), (1, 0)]
        ])
    func awkward(_ xy: [(Double, Double)]) {
        let l = Self.line(xy)
        for style in [BufferStyle(), BufferStyle(join: .mitre), BufferStyle(cap: .flat, join: .bevel), BufferStyle(cap: .square)] {
            let out = l.buffer(distance: 0.7, style: style)
            #expect(!out.isEmpty && S.issues(out).isEmpty, "\(xy) \(style): \(S.issues(out))")
            if style == BufferStyle() {
                let problems = Self.checkDistanceProperty(out, source: [l.points], distance: 0.7, style: style, cover: l.points)
                #expect(problems.isEmpty, "\(xy): \(problems.prefix(3))")
            }
        }
    }

    @Test("polygon buffers grow and shrink a square")
    func square() {
        let sq = S.rect(0, 0, 10, 10)
        let shrunk = sq.buffer(distance: -1)
        #expect(abs(shrunk.area - 64) < 1e-9 && S.issues(shrunk).isEmpty)
        let grown = sq.buffer(distance: 1, style: BufferStyle(join: .mitre))
        #expect(abs(grown.area - 144) < 1e-9 && S.issues(grown).isEmpty)
        #expect(sq.buffer(distance: -5.5).isEmpty)
        let withHole = S.rect(0, 0, 10, 10, holes: [S.rectRing(4, 4, 6, 6)])
        let closed = withHole.buffer(distance: 1.5, style: BufferStyle(join: .mitre))
        #expect(closed.polygons.count == 1 && closed.polygons[0].holes.isEmpty && abs(closed.area - 169) < 1e-9)
    }

    @Test("seeded random lines: valid output at the buffer distance, covering the input")
    func randomLines() {
        for seed in UInt64(1) ... 30 {
            var g = SplitMix64(seed: seed)
            let n = g.int(2 ... 14)
            let pts = (0 ..< n).map { _ in Point(x: g.double(0 ... 10), y: g.double(0 ... 10)) }
            let d = g.double(0.05 ... 3)
            let style = BufferStyle(segmentsPerQuarterCircle: g.int(1 ... 10))
            let line = Polyline(uncheckedPoints: pts)
            let out = line.buffer(distance: d, style: style)
            #expect(!out.isEmpty && S.issues(out).isEmpty, "seed \(seed): \(S.issues(out).prefix(3))")
            let problems = Self.checkDistanceProperty(out, source: [pts], distance: d, style: style, cover: pts)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
            // Other styles: valid, covering, and never farther than the mitre or square reach.
            let other = BufferStyle(cap: [.flat, .square][Int(seed % 2)], join: [.mitre, .bevel][Int(seed / 2 % 2)])
            let o2 = line.buffer(distance: d, style: other)
            #expect(S.issues(o2).isEmpty, "seed \(seed) \(other): \(S.issues(o2).prefix(3))")
            for poly in o2.polygons {
                for v in poly.shell.points where Self.distance(v, to: pts) > d * 26.0.squareRoot() + 1e-9 {
                    Issue.record("seed \(seed): vertex \(v) too far")
                }
            }
        }
    }

    @Test("seeded random polygons: grown and shrunk, valid, boundary at the distance")
    func randomPolygons() {
        for seed in UInt64(1) ... 20 {
            var g = SplitMix64(seed: seed)
            let poly = S.star(&g, center: Point(x: 5, y: 5), radius: 5, vertices: g.int(3 ... 20))
            let d = g.double(0.1 ... 2) * (seed % 2 == 0 ? 1 : -1)
            let out = poly.buffer(distance: d)
            #expect(S.issues(out).isEmpty, "seed \(seed) d \(d): \(S.issues(out).prefix(3))")
            let problems = Self.checkDistanceProperty(out, source: poly.rings.map(\.points), distance: abs(d), style: .default, cover: [])
            #expect(problems.isEmpty, "seed \(seed) d \(d): \(problems.prefix(3))")
            if d > 0 {
                #expect(out.area > poly.area, "seed \(seed)")
                for v in poly.shell.points { #expect(S.evenOdd(v, out), "seed \(seed): \(v) not covered") }
            } else {
                #expect(out.area < poly.area, "seed \(seed)")
                for p in out.polygons.flatMap(\.shell.points) { #expect(S.evenOdd(p, MultiPolygon([poly])), "seed \(seed): \(p) outside") }
            }
        }
    }
}

extension BufferTests {
    @Test("rooms sharing a wall shrink as one area")
    func sharedWallShrink() {
        let rooms = MultiPolygon([S.rect(0, 0, 4, 4), S.rect(4, 0, 8, 4)])
        let shrunk = rooms.buffer(distance: -1)
        #expect(S.issues(shrunk).isEmpty && shrunk.polygons.count == 1)
        #expect(abs(shrunk.area - 12) < 1e-9)
    }
}
