import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// The polygon buffer built from the rings' offset curves (``OffsetCurveBuilder/addRing(_:side:)``) against
/// the overlay of the polygon with per-edge pieces it replaced (``MultiPolygon/pieceUnionBuffer(distance:style:)``),
/// the oracle: same region, so the same area up to the overlay grid, and always valid; plus exact areas
/// where they are known in closed form.
@Suite struct PolygonOffsetBufferTests {
    typealias S = BooleanTestSupport

    static let styles: [BufferStyle] = [
        BufferStyle(),
        BufferStyle(join: .mitre),
        BufferStyle(join: .bevel),
        BufferStyle(join: .mitre, mitreLimit: 1.1),
        BufferStyle(segmentsPerQuarterCircle: 1),
        BufferStyle(segmentsPerQuarterCircle: 3, arcRule: .geos)
    ]

    /// Checks validity and the oracle's area; returns failure messages.
    static func compare(_ m: MultiPolygon, distance d: Double, style: BufferStyle, _ what: String) -> [String] {
        let fast = m.buffer(distance: d, style: style)
        let oracle = m.pieceUnionBuffer(distance: d, style: style)
        var problems: [String] = []
        let issues = S.issues(fast)
        if !issues.isEmpty { problems.append("\(what): invalid, \(issues.prefix(2))") }
        let scale = max(oracle.area, m.area, d * d)
        if abs(fast.area - oracle.area) > 1e-9 * scale {
            problems.append("\(what): area \(fast.area) vs pieces \(oracle.area)")
        }
        return problems
    }

    /// Stars (some with a square hole), a comb with narrow teeth, a star with spikes (exact reversals
    /// outwards and inwards) and collinear vertices.
    static func corpus(seed: UInt64) -> [MultiPolygon] {
        var g = SplitMix64(seed: seed)
        var out: [MultiPolygon] = []
        let c = Point(x: g.double(-5 ... 5), y: g.double(-5 ... 5))
        let r = g.double(1 ... 8)
        let star = S.star(&g, center: c, radius: r, vertices: g.int(6 ... 40))
        out.append(MultiPolygon([star]))
        // A hole well inside (the star holds the disk of radius 0.22 r around its centre for n ≥ 6).
        let h = 0.1 * r
        let hole = S.rectRing(c.x - h, c.y - h, c.x + h, c.y + h)
        out.append(MultiPolygon([Polygon(shell: star.shell, holes: [Ring(uncheckedPoints: hole)])]))
        // A comb: teeth of random width and gap on a base bar.
        var comb: [Point] = [Point(x: 0, y: 0)]
        var x = 0.0
        for _ in 0 ..< g.int(2 ... 8) {
            let w = g.double(0.05 ... 1), gap = g.double(0.05 ... 1), top = g.double(0.5 ... 3)
            comb += [Point(x: x + gap, y: 1), Point(x: x + gap, y: 1 + top), Point(x: x + gap + w, y: 1 + top), Point(x: x + gap + w, y: 1)]
            x += gap + w
        }
        comb += [Point(x: x + 0.5, y: 1), Point(x: x + 0.5, y: 0), Point(x: 0, y: 0)]
        out.append(MultiPolygon([Polygon(shell: Ring(uncheckedPoints: comb.reversed()))]))
        // Spikes: an outward needle on the bottom edge, an inward crack from the top edge, and a collinear vertex.
        let s = g.double(1 ... 4)
        let spiky: [Point] = [
            Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: -s), Point(x: 2, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 3), Point(x: 6, y: 5),
            Point(x: 3, y: 5), Point(x: 3, y: 5 - 0.6 * s), Point(x: 3, y: 5), Point(x: 0, y: 5), Point(x: 0, y: 0)
        ]
        out.append(MultiPolygon([Polygon(shell: Ring(uncheckedPoints: spiky))]))
        // Rooms sharing walls (merged before shrinking).
        let a = g.double(2 ... 5), b = g.double(2 ... 5)
        out.append(MultiPolygon([S.rect(0, 0, a, b), S.rect(a, 0, 2 * a, b), S.rect(0, b, a, 2 * b)]))
        return out
    }

    @Test("seeded random polygons: valid, same area as the piece overlay, inward and outward, every style")
    func randomCorpus() {
        for seed in UInt64(1) ... 30 {
            for (k, m) in Self.corpus(seed: seed).enumerated() {
                var g = SplitMix64(seed: seed &* 31 &+ UInt64(k))
                let d = g.double(0.01 ... 1.5)
                for style in Self.styles {
                    for signed in [d, -d] {
                        let problems = Self.compare(m, distance: signed, style: style, "seed \(seed) shape \(k) d \(signed) \(style)")
                        #expect(problems.isEmpty, "\(problems.prefix(2))")
                    }
                }
            }
        }
    }

    @Test("a rectangle's exact areas: mitre corners, bevel corners, round corners of 4·q chords, and shrinking")
    func rectangleAreas() {
        let w = 7.0, h = 3.0, d = 0.8
        let rect = MultiPolygon([S.rect(1, 2, 1 + w, 2 + h)])
        let mitre = rect.buffer(distance: d, style: BufferStyle(join: .mitre))
        #expect(abs(mitre.area - (w + 2 * d) * (h + 2 * d)) < 1e-9)
        let bevel = rect.buffer(distance: d, style: BufferStyle(join: .bevel))
        #expect(abs(bevel.area - ((w + 2 * d) * (h + 2 * d) - 2 * d * d)) < 1e-9)
        for q in [1, 2, 8] {
            // Four quarter circles of q chords each make one polygon of 4q sides inscribed in the circle.
            let round = rect.buffer(distance: d, style: BufferStyle(segmentsPerQuarterCircle: q))
            let corners = Double(2 * q) * d * d * sin(Double.pi / Double(2 * q))
            #expect(abs(round.area - (w * h + 2 * d * (w + h) + corners)) < 1e-9, "q \(q)")
        }
        for style in Self.styles {
            let shrunk = rect.buffer(distance: -d, style: style)
            #expect(abs(shrunk.area - (w - 2 * d) * (h - 2 * d)) < 1e-9, "\(style)")
            #expect(rect.buffer(distance: -h / 2 - 1e-6, style: style).isEmpty)
        }
    }

    @Test("degenerate rings: a two-point shell grows like a line, shrinks to nothing")
    func degenerateRing() {
        let flat = MultiPolygon([Polygon(shell: Ring(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 0)]))])
        for style in Self.styles {
            for d in [0.3, -0.3] {
                let problems = Self.compare(flat, distance: d, style: style, "two points d \(d) \(style)")
                #expect(problems.isEmpty, "\(problems.prefix(2))")
            }
        }
        #expect(flat.buffer(distance: -0.3).isEmpty)
    }
}
