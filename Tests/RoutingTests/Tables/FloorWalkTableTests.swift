import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The walk table (corner and anchor distances to every anchor, with their shortest-path trees) and the
/// walks it gives from free points, against the visibility-graph oracle: every distance within 0.1 % and
/// every path inside the free space with its stated length.
@Suite struct FloorWalkTableTests {
    private func domains() -> [(String, Polygon)] {
        var out: [(String, Polygon)] = []
        for seed in UInt64(1) ... 6 { out.append(("holes \(seed)", RoutingTestDomains.holes(seed: seed, lShape: seed % 2 == 0))) }
        for seed in UInt64(1) ... 6 {
            out.append(("corridor \(seed)", RoutingTestDomains.corridor(rooms: 4, below: seed % 2 == 0, pillars: seed % 3 != 0, doorSeed: seed)))
        }
        return out
    }

    private func checkPath(_ points: [Point], from a: Point, to b: Point, length: Double, in polygon: Polygon, _ label: String) {
        #expect(points.first == a && points.last == b, "\(label): path must run from \(a) to \(b), got \(points)")
        var total = 0.0
        for i in 0 ..< points.count - 1 {
            total += points[i].distance(to: points[i + 1])
            #expect(RoutingOracle.segmentInside(points[i], points[i + 1], [polygon]), "\(label): segment \(points[i])–\(points[i + 1]) leaves free space")
        }
        #expect(abs(total - length) <= 1e-6 * Swift.max(1, length), "\(label): path length \(total) m, distance \(length) m")
    }

    @Test("anchor-to-anchor distances and paths match the oracle")
    func anchorToAnchor() throws {
        for (name, polygon) in domains() {
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            var rng = SplitMix64(seed: 4242)
            let anchors = (0 ..< 6).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
            var core = PolyanyaCore()
            let table = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core))
            for j in anchors.indices {
                for k in anchors.indices where k != j {
                    let (expected, _) = RoutingOracle.shortestPath(anchors[j], anchors[k], [polygon])
                    let got = table.anchorDistance[j * anchors.count + k]
                    #expect(abs(got - expected) <= 1e-3 * Swift.max(expected, 1e-9) + 1e-9, "\(name) \(j)→\(k): table \(got) m, oracle \(expected) m")
                    guard got < .infinity else { continue }
                    checkPath(
                        table.path(from: j, to: k, points: anchors, mesh: mesh), from: anchors[j], to: anchors[k], length: got, in: polygon, "\(name) \(j)→\(k)"
                    )
                }
            }
        }
    }

    @Test("walks from free points to every anchor match the oracle")
    func pointToAnchors() throws {
        for (name, polygon) in domains() {
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            var rng = SplitMix64(seed: 777)
            let anchors = (0 ..< 5).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
            var core = PolyanyaCore()
            let table = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core))
            var walks = PointWalks()
            for q in 0 ..< 8 {
                // Corners too: a start on a vertex must still see its turns.
                let p = q == 0 ? mesh.vertices[mesh.vertices.count / 2] : RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                walks.fill(from: p, mesh: mesh, table: table, anchorPoints: anchors, search: &core)
                for k in anchors.indices {
                    let (expected, _) = RoutingOracle.shortestPath(p, anchors[k], [polygon])
                    let got = walks.distance[k]
                    #expect(
                        abs(got - expected) <= 1e-3 * Swift.max(expected, 1e-9) + 1e-9,
                        "\(name) point \(q) → anchor \(k): walks \(got) m, oracle \(expected) m, p=\(p)")
                    guard got < .infinity else { continue }
                    checkPath(
                        walks.path(from: p, to: k, table: table, anchorPoints: anchors, mesh: mesh), from: p, to: anchors[k],
                        length: got, in: polygon, "\(name) point \(q) → anchor \(k)")
                }
            }
        }
    }

    @Test("each distance is tabled in steps at most two below the exact length summed along the path tree, and never above it")
    func distanceSteps() throws {
        for (name, polygon) in domains() {
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            var rng = SplitMix64(seed: 99)
            let anchors = (0 ..< 4).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
            var core = PolyanyaCore()
            let table = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core))
            var checked = 0
            var chain: [Int32] = []
            for row in table.vertexOfRow.indices {
                for k in anchors.indices {
                    let steps = table.distanceSteps[row * anchors.count + k]
                    guard steps != FloorWalkTable.unreachable else { continue }
                    let exact = table.distance(row: row, to: k, vertices: mesh.vertices, chain: &chain)
                    let low = Double(steps) * table.unit, high = (Double(steps) + 2) * table.unit
                    #expect(low <= exact && exact < high, "\(name) row \(row) → \(k): \(steps) steps of \(table.unit) m, exact \(exact) m")
                    checked += 1
                }
            }
            #expect(checked > 0, "\(name): no finite entry")
        }
    }

    @Test("a table keeping its exact lengths holds the path-tree sums, and gives the same walks, bit for bit, as one keeping only steps")
    func exactLengths() throws {
        for (name, polygon) in domains() {
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            var rng = SplitMix64(seed: 31)
            let anchors = (0 ..< 5).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
            var core = PolyanyaCore()
            let stepped = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core))
            let exact = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core, keepExact: true))
            #expect(stepped.exactDistance.isEmpty && exact.exactDistance.count == exact.distanceSteps.count, "\(name): exact lengths kept only when asked")
            var chain: [Int32] = []
            for row in exact.vertexOfRow.indices {
                for k in anchors.indices {
                    let i = row * anchors.count + k
                    if exact.distanceSteps[i] == FloorWalkTable.unreachable {
                        #expect(exact.exactDistance[i] == .infinity, "\(name) row \(row) → \(k): unreachable but \(exact.exactDistance[i]) m")
                    } else {
                        let summed = exact.distance(row: row, to: k, vertices: mesh.vertices, chain: &chain)
                        #expect(
                            exact.exactDistance[i].bitPattern == summed.bitPattern,
                            "\(name) row \(row) → \(k): kept \(exact.exactDistance[i]) m, summed \(summed) m")
                    }
                }
            }
            var a = PointWalks(), b = PointWalks()
            for q in 0 ..< 10 {
                let p = q == 0 ? mesh.vertices[mesh.vertices.count / 3] : RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                a.fill(from: p, mesh: mesh, table: stepped, anchorPoints: anchors, search: &core)
                b.fill(from: p, mesh: mesh, table: exact, anchorPoints: anchors, search: &core)
                #expect(
                    a.distance.map(\.bitPattern) == b.distance.map(\.bitPattern) && a.via == b.via,
                    "\(name) point \(q): \(a.distance) via \(a.via), exact \(b.distance) via \(b.via)")
            }
        }
    }

    @Test("floors in several pieces: anchors of another piece are unreachable")
    func components() throws {
        let left = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10))
        let right = RoutingTestDomains.polygon(RoutingTestDomains.rect(20, 0, 30, 10))
        let mesh = NavigationMesh(freeSpace: MultiPolygon([left, right]))
        let anchors = [Point(x: 2, y: 2), Point(x: 25, y: 5)]
        var core = PolyanyaCore()
        let table = try #require(FloorWalkTable(mesh: mesh, anchorPoints: anchors, search: &core))
        #expect(table.anchorDistance[1] == .infinity && table.anchorDistance[2] == .infinity)
        var walks = PointWalks()
        walks.fill(from: Point(x: 8, y: 8), mesh: mesh, table: table, anchorPoints: anchors, search: &core)
        #expect(abs(walks.distance[0] - Point(x: 8, y: 8).distance(to: anchors[0])) < 1e-12)
        #expect(walks.distance[1] == .infinity)
    }
}
