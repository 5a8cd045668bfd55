import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

@Suite struct PolyanyaOracleTests {
    /// Checks one query against the visibility-graph oracle: same length within 0.1 %, path inside.
    private static func check(
        _ polygon: Polygon, _ mesh: NavigationMesh, _ search: PolyanyaSearch, _ s: Point, _ t: Point,
        _ label: String
    ) {
        let (expected, oraclePath) = RoutingOracle.shortestPath(s, t, [polygon])
        let got = search.shortestPath(in: mesh, from: s, to: t)
        guard let got else {
            #expect(expected == .infinity, "\(label): router found no path, oracle \(expected) m, s=\(s) t=\(t)")
            return
        }
        #expect(
            abs(got.length - expected) <= 1e-3 * Swift.max(expected, 1e-9) + 1e-9,
            "\(label): router \(got.length) m vs oracle \(expected) m, s=\(s) t=\(t)\n router \(got.points)\n oracle \(oraclePath)")
        var polyLength = 0.0
        for i in 0 ..< got.points.count - 1 {
            let a = got.points[i], b = got.points[i + 1]
            polyLength += a.distance(to: b)
            #expect(RoutingOracle.segmentInside(a, b, [polygon]), "\(label): segment \(a)–\(b) leaves free space")
            for k in 1 ..< 8 {
                let q = a.interpolated(to: b, t: Double(k) / 8)
                #expect(
                    RoutingOracle.locate(q, in: [polygon]) >= 0 || RoutingOracle.boundaryDistance(q, [polygon]) < 1e-9,
                    "\(label): sample on \(a)–\(b) outside")
            }
        }
        #expect(abs(polyLength - got.length) <= 1e-6 * Swift.max(1, got.length), "\(label): polyline length mismatch")
        #expect(got.points.first == s && got.points.last == t, "\(label): path must run from start to goal")
    }

    @Test("end points on vertices and walls match the oracle (collinear wall lines, doorway jambs)")
    func boundaryEndPoints() {
        for seed in UInt64(20) ... 31 {
            let polygon =
                seed % 3 == 0
                ? RoutingTestDomains.corridor(rooms: 3, below: seed % 2 == 0, doorSeed: seed)
                : RoutingTestDomains.holes(seed: seed, lShape: seed % 3 == 1)
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            let search = PolyanyaSearch()
            var rng = SplitMix64(seed: seed)
            let rings = [polygon.shell] + polygon.holes
            let vertices = rings.flatMap { $0.points.dropLast() }
            func wallPoint() -> Point {
                // Midpoints of axis-aligned edges on the grid lie exactly on the wall.
                while true {
                    let r = rings[rng.int(0, rings.count - 1)]
                    let e = r.edge(rng.int(0, r.edgeCount - 1))
                    if e.start.x == e.end.x || e.start.y == e.end.y { return e.start.interpolated(to: e.end, t: 0.5) }
                }
            }
            for q in 0 ..< 6 {
                let s = q < 3 ? vertices[rng.int(0, vertices.count - 1)] : wallPoint()
                let t =
                    q % 3 == 0
                    ? vertices[rng.int(0, vertices.count - 1)]
                    : (q % 3 == 1 ? wallPoint() : RoutingTestDomains.randomInteriorPoint(polygon, &rng))
                Self.check(polygon, mesh, search, s, t, "seed \(seed) boundary query \(q)")
            }
        }
    }

    @Test("a ray grazing aligned door jambs across a corridor stays exact (seed 142 regression)")
    func alignedJambs() {
        let polygon = RoutingTestDomains.corridor(rooms: 6, below: true, doorSeed: 142)
        let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
        let s = Point(x: 5.502930827137716, y: 2.9900011668842996), t = Point(x: 5.809267261605969, y: -4.053447041196865)
        Self.check(polygon, mesh, PolyanyaSearch(), s, t, "aligned jambs")
        Self.check(polygon, mesh, PolyanyaSearch(), t, s, "aligned jambs, reversed")
        // Seed 102: the ray continues past a corner it turned around (collinear jambs on both sides).
        let p2 = RoutingTestDomains.corridor(rooms: 5, below: true, pillars: true, doorSeed: 102)
        let m2 = NavigationMesh(freeSpace: MultiPolygon([p2]))
        let s2 = Point(x: 0.52077039476216, y: -2.572172405361819), t2 = Point(x: 3.0692179168863634, y: 6.233319760673072)
        Self.check(p2, m2, PolyanyaSearch(), s2, t2, "continued ray")
        Self.check(p2, m2, PolyanyaSearch(), t2, s2, "continued ray, reversed")
    }
}

@Suite struct PolyanyaPinchTests {
    @Test("a zero-width pinch (hole touching the shell at a vertex) is not a passage")
    func pinchIsClosed() throws {
        // A square room cut by a diamond hole that touches the bottom and top walls at single points:
        // left and right halves meet only in those two points.
        let hole = [Point(x: 5, y: 0), Point(x: 7, y: 5), Point(x: 5, y: 10), Point(x: 3, y: 5), Point(x: 5, y: 0)]
        let polygon = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10), holes: [hole])
        let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
        #expect(mesh.issues.isEmpty, "\(mesh.issues)")
        let search = PolyanyaSearch()
        #expect(search.shortestPath(in: mesh, from: Point(x: 1, y: 5), to: Point(x: 9, y: 5)) == nil)
        // Within one half, paths bend around the hole's corners as usual and match the oracle.
        let s = Point(x: 1, y: 1), t = Point(x: 1.5, y: 9)
        let got = try #require(search.shortestPath(in: mesh, from: s, to: t))
        let expected = RoutingOracle.shortestDistance(s, t, [polygon])
        #expect(abs(got.length - expected) < 1e-9, "router \(got.length) vs oracle \(expected)")
        // A start exactly on the pinch vertex may leave into either half.
        #expect(search.shortestPath(in: mesh, from: Point(x: 5, y: 0), to: Point(x: 9, y: 1)) != nil)
        #expect(search.shortestPath(in: mesh, from: Point(x: 5, y: 0), to: Point(x: 1, y: 1)) != nil)
    }
}

extension PolyanyaOracleTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("random rectangles with holes match the visibility-graph oracle", arguments: [false, true])
        func randomHoles(lShape: Bool) {
            for seed in UInt64(1) ... 12 {
                let polygon = RoutingTestDomains.holes(seed: seed, lShape: lShape)
                let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
                #expect(mesh.issues.isEmpty, "seed \(seed): \(mesh.issues)")
                let search = PolyanyaSearch()
                var rng = SplitMix64(seed: seed &* 7919)
                for q in 0 ..< 6 {
                    let s = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                    let t = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                    PolyanyaOracleTests.check(polygon, mesh, search, s, t, "seed \(seed) lShape \(lShape) query \(q)")
                }
            }
        }

        @Test("corridors with doorway gaps match the oracle")
        func corridors() {
            for seed in UInt64(1) ... 10 {
                let polygon = RoutingTestDomains.corridor(rooms: 4, below: seed % 2 == 0, pillars: seed % 3 != 0, doorSeed: seed)
                let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
                #expect(mesh.issues.isEmpty, "seed \(seed): \(mesh.issues)")
                let search = PolyanyaSearch()
                var rng = SplitMix64(seed: seed &* 104_729)
                for q in 0 ..< 6 {
                    let s = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                    let t = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                    PolyanyaOracleTests.check(polygon, mesh, search, s, t, "corridor seed \(seed) query \(q)")
                }
            }
        }
    }
}
