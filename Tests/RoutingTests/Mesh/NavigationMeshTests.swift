import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

@Suite struct NavigationMeshTests {
    private func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        RoutingTestDomains.rect(x0, y0, x1, y1)
    }

    /// Sum of the merged polygons' areas.
    private func meshArea(_ mesh: NavigationMesh) -> Double {
        var total = 0.0
        for p in 0 ..< mesh.polygonCount {
            let o = mesh.point(p, 0)
            for k in 1 ..< mesh.edgeCount(p) - 1 { total += (mesh.point(p, k) - o).cross(mesh.point(p, k + 1) - o) / 2 }
        }
        return total
    }

    /// Structural invariants: polygons convex and counter-clockwise, twins consistent.
    private func checkInvariants(_ mesh: NavigationMesh, _ label: String) {
        for p in 0 ..< mesh.polygonCount {
            let m = mesh.edgeCount(p)
            #expect(m >= 3, "\(label): polygon \(p) has \(m) corners")
            for k in 0 ..< m {
                #expect(
                    Orientation.sign(mesh.point(p, k), mesh.point(p, k + 1), mesh.point(p, k + 2)) >= 0,
                    "\(label): polygon \(p) not convex at corner \(k + 1)")
                let u = mesh.neighbour(p, k)
                if u >= 0 {
                    let j = mesh.twinEdge(p, k)
                    #expect(mesh.neighbour(u, j) == p, "\(label): twin of polygon \(p) edge \(k) does not point back")
                    #expect(
                        mesh.vertex(u, j) == mesh.vertex(p, k + 1) && mesh.vertex(u, j + 1) == mesh.vertex(p, k),
                        "\(label): twin edge of polygon \(p) edge \(k) has other end points")
                }
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var polygons: [Polygon]
        var testDescription: String { name }
    }

    static let validCases: [Case] = [
        Case(name: "square", polygons: [RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10))]),
        Case(name: "clockwise shell", polygons: [RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10).reversed())]),
        Case(
            name: "collinear vertices on every side",
            polygons: [
                RoutingTestDomains.polygon([
                    Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 3), Point(x: 10, y: 10),
                    Point(x: 4, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 6), Point(x: 0, y: 0)
                ])
            ]),
        Case(
            name: "hole", polygons: [RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10), holes: [RoutingTestDomains.rect(3, 3, 6, 6).reversed()])]
        ),
        Case(
            name: "hole touching the shell at a vertex",
            polygons: [
                RoutingTestDomains.polygon(
                    RoutingTestDomains.rect(0, 0, 10, 10), holes: [[Point(x: 0, y: 5), Point(x: 3, y: 3), Point(x: 3, y: 7), Point(x: 0, y: 5)]])
            ]),
        Case(
            name: "hole touching the shell on an edge's interior point",
            polygons: [
                RoutingTestDomains.polygon(
                    RoutingTestDomains.rect(0, 0, 10, 10), holes: [[Point(x: 5, y: 0), Point(x: 6, y: 2), Point(x: 4, y: 2), Point(x: 5, y: 0)]])
            ]),
        Case(
            name: "two holes touching each other at a vertex",
            polygons: [
                RoutingTestDomains.polygon(
                    RoutingTestDomains.rect(0, 0, 10, 10),
                    holes: [RoutingTestDomains.rect(2, 2, 5, 5).reversed(), RoutingTestDomains.rect(5, 5, 8, 8).reversed()])
            ]),
        Case(
            name: "two separate polygons",
            polygons: [
                RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 4, 4)),
                RoutingTestDomains.polygon(RoutingTestDomains.rect(6, 0, 10, 4))
            ]),
        Case(name: "comb corridor with 12 rooms", polygons: [RoutingTestDomains.corridor(rooms: 6, below: true)])
    ]

    @Test("valid free space: area preserved, convex polygons, consistent adjacency", arguments: validCases)
    func validInput(_ c: Case) {
        let mesh = NavigationMesh(freeSpace: MultiPolygon(c.polygons))
        #expect(mesh.issues.isEmpty, "\(c.name): \(mesh.issues)")
        let expected = c.polygons.reduce(0) { $0 + $1.area }
        #expect(abs(meshArea(mesh) - expected) < 1e-9 * Swift.max(1, expected), "\(c.name): area \(meshArea(mesh)) != \(expected)")
        #expect(mesh.polygonCount <= mesh.triangleCount)
        checkInvariants(mesh, c.name)
    }

    @Test("random domains keep their area and invariants")
    func randomDomains() {
        for seed in UInt64(100) ..< 130 {
            let p = RoutingTestDomains.holes(seed: seed, lShape: seed % 3 == 0)
            let mesh = NavigationMesh(freeSpace: MultiPolygon([p]))
            #expect(mesh.issues.isEmpty, "seed \(seed): \(mesh.issues)")
            #expect(abs(meshArea(mesh) - p.area) < 1e-9 * p.area, "seed \(seed)")
            checkInvariants(mesh, "seed \(seed)")
        }
    }

    static let invalidCases: [Case] = [
        Case(
            name: "bow-tie shell",
            polygons: [
                RoutingTestDomains.polygon([
                    Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 0)
                ])
            ]),
        Case(
            name: "hole outside its shell",
            polygons: [
                RoutingTestDomains.polygon(
                    RoutingTestDomains.rect(0, 0, 4, 4),
                    holes: [RoutingTestDomains.rect(6, 6, 8, 8)])
            ]),
        Case(
            name: "overlapping polygons",
            polygons: [
                RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 4, 4)),
                RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 4, 4))
            ]),
        Case(
            name: "zero-area sliver shell",
            polygons: [
                RoutingTestDomains.polygon([
                    Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 0)
                ])
            ])
    ]

    @Test("invalid free space is reported, never trapped on", arguments: invalidCases)
    func invalidInput(_ c: Case) {
        let mesh = NavigationMesh(freeSpace: MultiPolygon(c.polygons))
        let expected = c.polygons.reduce(0) { $0 + $1.area }
        // Either the mesh covers the computed area or an issue says it does not.
        #expect(!mesh.issues.isEmpty || abs(meshArea(mesh) - expected) < 1e-9, "\(c.name): silent mismatch")
        checkInvariants(mesh, c.name)
        // Queries on a broken mesh still terminate.
        let search = PolyanyaSearch()
        _ = search.shortestPath(in: mesh, from: Point(x: 1, y: 1), to: Point(x: 3, y: 2))
    }

    @Test("point location: interior, edge, vertex, hole, outside")
    func locate() {
        let p = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10), holes: [RoutingTestDomains.rect(3, 3, 6, 6).reversed()])
        let mesh = NavigationMesh(freeSpace: MultiPolygon([p]))
        let table: [(String, Point, Bool)] = [
            ("interior", Point(x: 1, y: 1), true), ("on the shell edge", Point(x: 5, y: 0), true), ("shell vertex", Point(x: 10, y: 10), true),
            ("hole vertex", Point(x: 3, y: 3), true), ("on a hole edge", Point(x: 4.5, y: 6), true), ("inside the hole", Point(x: 4.5, y: 4.5), false),
            ("outside", Point(x: -1, y: 5), false), ("far outside", Point(x: 1e6, y: -1e6), false), ("NaN", Point(x: .nan, y: 0), false)
        ]
        for (name, q, inside) in table {
            #expect((mesh.locate(q) != nil) == inside, "\(name) \(q)")
            if let t = mesh.locate(q) { #expect(mesh.polygon(t, contains: q), "\(name)") }
        }
    }

    @Test("snapping moves an outside point onto the nearest wall within the limit")
    func snap() throws {
        let p = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10), holes: [RoutingTestDomains.rect(3, 3, 6, 6).reversed()])
        let mesh = NavigationMesh(freeSpace: MultiPolygon([p]))
        let inHole = try #require(mesh.snap(Point(x: 3.2, y: 4.5), within: 1))
        #expect(abs(inHole.point.x - 3) < 1e-9 && abs(inHole.point.y - 4.5) < 1e-9)
        #expect(mesh.polygon(inHole.polygon, contains: inHole.point))
        let outside = try #require(mesh.snap(Point(x: 11.5, y: 12), within: 3))
        #expect(outside.point.distance(to: Point(x: 10, y: 10)) < 1e-9)
        #expect(mesh.snap(Point(x: 13, y: 5), within: 2) == nil)
        #expect(mesh.snap(Point(x: 1, y: 1), within: 0)?.point == Point(x: 1, y: 1))
    }

    @Test("dead-end pruning: a bridge leads into a region without the target")
    func deadEnds() {
        // A corridor with rooms and no holes: its dual graph is a tree, every shared edge is a bridge.
        let p = RoutingTestDomains.corridor(rooms: 3, pillars: false)
        let mesh = NavigationMesh(freeSpace: MultiPolygon([p]))
        var bridges = 0, checked = 0
        for t in 0 ..< mesh.polygonCount {
            for k in 0 ..< mesh.edgeCount(t) where mesh.neighbour(t, k) >= 0 {
                let u = mesh.neighbour(t, k)
                checked += 1
                // Crossing towards u is a dead end for a target in t itself, never for a target in u.
                if mesh.deadEnds.isDeadEnd(from: t, into: u, targets: [mesh.deadEnds.preorder[t]]) { bridges += 1 }
                #expect(!mesh.deadEnds.isDeadEnd(from: t, into: u, targets: [mesh.deadEnds.preorder[u]]))
            }
        }
        #expect(checked > 0 && bridges == checked, "every shared edge of a hole-free mesh is a bridge")
        // With a hole, the edges around it are on a cycle: not bridges.
        let ring = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10), holes: [RoutingTestDomains.rect(4, 4, 6, 6).reversed()])
        let m2 = NavigationMesh(freeSpace: MultiPolygon([ring]))
        var cyclic = 0
        for t in 0 ..< m2.polygonCount {
            for k in 0 ..< m2.edgeCount(t) where m2.neighbour(t, k) >= 0 {
                if !m2.deadEnds.isDeadEnd(from: t, into: m2.neighbour(t, k), targets: [m2.deadEnds.preorder[t]]) { cyclic += 1 }
            }
        }
        #expect(cyclic > 0)
    }
}

@Suite struct NavigationMeshScaleTests {
    @Test("thousands of polygons on one floor: each its own component, located exactly")
    func manyPolygons() {
        var polygons: [Polygon] = []
        for i in 0 ..< 60 {
            for j in 0 ..< 40 {
                let x = Double(i) * 2, y = Double(j) * 2
                polygons.append(
                    RoutingTestDomains.polygon(
                        RoutingTestDomains.rect(x, y, x + 1.5, y + 1.5),
                        holes: (i + j) % 3 == 0 ? [RoutingTestDomains.rect(x + 0.5, y + 0.5, x + 1, y + 1).reversed()] : []))
            }
        }
        let mesh = NavigationMesh(freeSpace: MultiPolygon(polygons))
        #expect(mesh.issues.isEmpty)
        #expect(Set(mesh.component).count == polygons.count)
        let search = PolyanyaSearch()
        #expect(search.shortestPath(in: mesh, from: Point(x: 0.1, y: 0.1), to: Point(x: 2.1, y: 0.1)) == nil, "separate polygons are not connected")
        let inOne = search.shortestPath(in: mesh, from: Point(x: 10.1, y: 10.1), to: Point(x: 11.4, y: 11.4))
        #expect(inOne.map { abs($0.length - 1.3 * 2.0.squareRoot()) < 1e-9 } == true)
        for (i, j) in [(0, 0), (59, 39), (30, 20)] {
            let q = Point(x: Double(i) * 2 + 0.25, y: Double(j) * 2 + 0.25)
            #expect(mesh.locate(q) != nil)
            #expect(mesh.locate(q + Point(x: 1.5, y: 0)) == nil, "gap between squares")
        }
    }
}
