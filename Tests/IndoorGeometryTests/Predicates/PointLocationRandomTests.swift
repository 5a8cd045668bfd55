import Foundation
import Testing
import IndoorGeometry
import TestSupport

/// Seeded random tests: plain locate against a winding-number oracle, and the prepared form against the
/// plain one (locate, tolerance locate, distances), on polygons built to hit degenerate configurations.
@Suite struct PointLocationRandomTests {
    /// Integer star shells with up to four integer star holes, small enough that integer query points
    /// often fall on edges, on vertices and on rays through vertices.
    static func integerPolygonWithHoles(_ rng: inout SplitMix64) -> Polygon {
        let shell = PointLocationOracle.integerStar(center: (0, 0), radius: 24 ... 32, vertices: Int.random(in: 5 ... 40, using: &rng), rng: &rng)
        var holes: [[Point]] = []
        for c in [(-10, -10), (10, -10), (-10, 10), (10, 10)] where Bool.random(using: &rng) {
            holes.append(PointLocationOracle.integerStar(center: c, radius: 2 ... 5, vertices: Int.random(in: 3 ... 9, using: &rng), rng: &rng))
        }
        let rings = [shell] + holes
        return Polygon(shell: Ring(uncheckedPoints: rings[0]), holes: rings.dropFirst().map(Ring.init(uncheckedPoints:)))
    }

    static func histogramPolygon(_ rng: inout SplitMix64) -> Polygon {
        let pts = PointLocationOracle.histogram(columns: Int.random(in: 2 ... 30, using: &rng), maxHeight: 12, rng: &rng)
        return Polygon(shell: Ring(uncheckedPoints: pts))
    }

    /// Query points: every integer and half-integer point of the (slightly grown) box, plus exact edge points.
    static func latticeQueries(_ polygon: Polygon) -> [Point] {
        let b = polygon.boundingBox
        var out: [Point] = []
        var y = b.minY - 1
        while y <= b.maxY + 1 {
            var x = b.minX - 1
            while x <= b.maxX + 1 {
                out.append(Point(x: x, y: y))
                x += 0.5
            }
            y += 0.5
        }
        for ring in polygon.rings { out += PointLocationOracle.exactEdgePoints(ring, perEdge: 8) }
        return out
    }

    @Test("plain locate agrees with the winding-number oracle on integer polygons with holes", arguments: [UInt64(0x5EED_0001), 0x5EED_0002])
    func plainVersusOracle(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var mismatches = 0
        var first = ""
        var boundaryHits = 0
        for k in 0 ..< 6 {
            let base = k % 3 == 2 ? Self.histogramPolygon(&rng) : Self.integerPolygonWithHoles(&rng)
            let polygon = Bool.random(using: &rng) ? base.withReversedRings : base
            for p in Self.latticeQueries(polygon) {
                let expected = PointLocationOracle.locate(polygon, p)
                if expected == .boundary { boundaryHits += 1 }
                let got = polygon.locate(p)
                if got != expected {
                    mismatches += 1
                    if first.isEmpty { first = "polygon \(k) point \(p): got \(got), oracle \(expected)" }
                }
            }
        }
        #expect(mismatches == 0, "seed \(seed): \(mismatches) mismatches, first: \(first)")
        #expect(boundaryHits > 100, "seed \(seed): the queries should hit the boundary often, got \(boundaryHits)")
    }

    /// Compares every query of both forms; returns the number of mismatches and the first one described.
    static func compare(_ polygon: Polygon, _ queries: [Point], tolerances: [Double]) -> (Int, String) {
        let prepared = PreparedPolygon(polygon)
        var mismatches = 0
        var first = ""
        func note(_ s: @autoclosure () -> String) {
            mismatches += 1
            if first.isEmpty { first = s() }
        }
        for p in queries {
            let a = polygon.locate(p), b = prepared.locate(p)
            if a != b { note("locate \(p): plain \(a), prepared \(b)") }
            let da = polygon.distance(to: p), db = prepared.distance(to: p)
            if da != db { note("distance \(p): plain \(da), prepared \(db)") }
            let ba = polygon.boundaryDistance(to: p), bb = prepared.boundaryDistance(to: p)
            if ba != bb { note("boundaryDistance \(p): plain \(ba), prepared \(bb)") }
            for t in tolerances {
                let ta = polygon.locate(p, tolerance: t), tb = prepared.locate(p, tolerance: t)
                if ta != tb { note("locate \(p) tolerance \(t): plain \(ta), prepared \(tb)") }
            }
        }
        return (mismatches, first)
    }

    @Test("prepared equals plain on large, self-intersecting and many-holed polygons far from the origin", arguments: [UInt64(0xFA11_0001), 0xFA11_0002])
    func preparedVersusPlainLarge(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let offset = Point(x: 312_345.25, y: -4_567_890.5)
        // A large star with real coordinates, a random walk (self-intersecting), a comb with long
        // teeth (forces the band-count guard), and a grid of 25 holes (forces the hole bands).
        var shapes: [(String, Polygon)] = []
        var star: [Point] = []
        let n = 800
        for i in 0 ..< n {
            let a = Double(i) / Double(n) * 2 * .pi
            let r = Double.random(in: 400 ... 500, using: &rng)
            star.append(Point(x: offset.x + r * cos(a), y: offset.y + r * sin(a)))
        }
        star.append(star[0])
        shapes.append(("star", Polygon(shell: Ring(uncheckedPoints: star))))
        shapes.append(("walk", Polygon(shell: Ring(uncheckedPoints: PointLocationOracle.randomWalk(vertices: 300, scale: 100, offset: offset, rng: &rng)))))
        var comb: [Point] = [Point(x: 0, y: 0)]
        for t in 0 ..< 200 {
            let x = Double(t) * 2
            comb += [Point(x: x + 1, y: 0), Point(x: x + 1, y: 1000), Point(x: x + 2, y: 1000), Point(x: x + 2, y: 0)]
        }
        comb += [Point(x: 400, y: -5), Point(x: 0, y: -5), Point(x: 0, y: 0)]
        shapes.append(("comb", Polygon(shell: Ring(uncheckedPoints: comb.map { $0 + offset }))))
        var holes: [Ring] = []
        for i in 0 ..< 5 {
            for j in 0 ..< 5 {
                let c = Point(x: offset.x + Double(i) * 20 + 10, y: offset.y + Double(j) * 20 + 10)
                let h = [c + Point(x: -4, y: -4), c + Point(x: -4, y: 4), c + Point(x: 4, y: 4), c + Point(x: 4, y: -4), c + Point(x: -4, y: -4)]
                holes.append(Ring(uncheckedPoints: (i + j) % 2 == 0 ? h : h.reversed()))
            }
        }
        let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)].map { $0 + offset }
        shapes.append(("holes", Polygon(shell: Ring(uncheckedPoints: square), holes: holes)))

        for (name, polygon) in shapes {
            let b = polygon.boundingBox
            var queries: [Point] = []
            for _ in 0 ..< 300 {
                queries.append(
                    Point(
                        x: Double.random(in: b.minX - 10 ... b.maxX + 10, using: &rng),
                        y: Double.random(in: b.minY - 10 ... b.maxY + 10, using: &rng)))
            }
            for ring in polygon.rings {
                for i in stride(from: 0, to: ring.edgeCount, by: max(1, ring.edgeCount / 100)) {
                    let e = ring.edge(i)
                    queries.append(e.start)
                    queries.append(e.midpoint)  // on the edge or within rounding of it: both forms must agree
                    queries.append(Point(x: Double.random(in: b.minX ... b.maxX, using: &rng), y: e.start.y))  // ray through a vertex
                }
            }
            let (mismatches, first) = Self.compare(polygon, queries, tolerances: [0.25])
            #expect(mismatches == 0, "seed \(seed) shape \(name): \(mismatches) mismatches, first: \(first)")
            // Distances also match brute force (the plain form is brute force; this guards the oracle path).
            for p in queries.prefix(50) {
                #expect(polygon.boundaryDistance(to: p) == PointLocationOracle.boundaryDistance(polygon, p), "seed \(seed) shape \(name) point \(p)")
            }
        }
    }

    @Test(
        "invalid polygons (holes overlapping each other and crossing the shell): plain, prepared and oracle agree",
        arguments: [UInt64(0x0BAD_0001), 0x0BAD_0002])
    func invalidHoles(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for k in 0 ..< 3 {
            let shell = PointLocationOracle.integerStar(center: (0, 0), radius: 14 ... 20, vertices: 12, rng: &rng)
            var holes: [Ring] = []
            for _ in 0 ..< Int.random(in: 3 ... 14, using: &rng) {  // more than 8 holes uses the hole bands
                let c = (Int.random(in: -18 ... 18, using: &rng), Int.random(in: -18 ... 18, using: &rng))
                let h = PointLocationOracle.integerStar(center: c, radius: 2 ... 7, vertices: Int.random(in: 3 ... 8, using: &rng), rng: &rng)
                holes.append(Ring(uncheckedPoints: h))
            }
            let polygon = Polygon(shell: Ring(uncheckedPoints: shell), holes: holes)
            let prepared = PreparedPolygon(polygon)
            var mismatches = 0
            var first = ""
            for p in Self.latticeQueries(polygon) {
                let oracle = PointLocationOracle.locate(polygon, p)
                let plain = polygon.locate(p)
                let fast = prepared.locate(p)
                if plain != oracle || fast != plain {
                    mismatches += 1
                    if first.isEmpty { first = "\(p): plain \(plain), prepared \(fast), oracle \(oracle)" }
                }
            }
            #expect(mismatches == 0, "seed \(seed) polygon \(k) (\(holes.count) holes): \(mismatches) mismatches, first: \(first)")
        }
    }
}

extension PointLocationRandomTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("prepared equals plain on integer polygons with holes and histograms (lattice and edge points)", arguments: [UInt64(0xB0A7_0001), 0xB0A7_0002])
        func preparedVersusPlainLattice(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            for k in 0 ..< 4 {
                let polygon = k % 2 == 0 ? PointLocationRandomTests.integerPolygonWithHoles(&rng) : PointLocationRandomTests.histogramPolygon(&rng)
                let (n, first) = PointLocationRandomTests.compare(polygon, PointLocationRandomTests.latticeQueries(polygon), tolerances: [0.5])
                #expect(n == 0, "seed \(seed) polygon \(k): \(n) mismatches, first: \(first)")
            }
        }
    }
}
