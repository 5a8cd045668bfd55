import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Routes across floors walked over their ``FloorCornerGraph`` (every floor lazy: `eagerWalkAnchorLimit: 0`)
/// against the visibility-graph oracle: every cost within 0.1 %, every walking leg inside the free space
/// with its stated length, and the same costs as the lazy Polyanya walks the graph replaces.
@Suite struct FloorCornerGraphTests {
    private func domains() -> [(String, Polygon)] {
        var out: [(String, Polygon)] = []
        for seed in UInt64(1) ... 6 { out.append(("holes \(seed)", RoutingTestDomains.holes(seed: seed, lShape: seed % 2 == 0))) }
        for seed in UInt64(1) ... 6 {
            out.append(("corridor \(seed)", RoutingTestDomains.corridor(rooms: 4, below: seed % 2 == 0, pillars: seed % 3 != 0, doorSeed: seed)))
        }
        return out
    }

    /// Floor 0: the domain with `count` stair anchors at random free points; floor 1 (one level up): a
    /// 10 m square holding each stair's other anchor.
    private func venue(_ polygon: Polygon, count: Int, _ rng: inout SplitMix64) -> (
        floors: [FloorFreeSpace], connections: [Connection], low: [Point], high: [Point]
    ) {
        let square = RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10))
        let floors = [
            FloorFreeSpace(id: "L0", ordinal: 0, freeSpace: MultiPolygon([polygon])), FloorFreeSpace(id: "L1", ordinal: 1, freeSpace: MultiPolygon([square]))
        ]
        var low: [Point] = [], high: [Point] = [], connections: [Connection] = []
        for k in 0 ..< count {
            low.append(RoutingTestDomains.randomInteriorPoint(polygon, &rng))
            high.append(Point(x: 1 + 8 * rng.unit(), y: 1 + 8 * rng.unit()))
            connections.append(
                .twoWay(id: "s\(k)", type: .stairs, anchors: [PortalAnchor(floor: 0, point: low[k]), PortalAnchor(floor: 1, point: high[k])]))
        }
        return (floors, connections, low, high)
    }

    /// Whether segment `u–v` lies in the free space: a wall edge, or inside by the oracle's exact test (which
    /// rounds the far end of a segment along a wall off its line).
    private func inside(_ u: Point, _ v: Point, _ polygon: Polygon) -> Bool {
        let wall = ([polygon.shell] + polygon.holes).contains { ring in
            (0 ..< ring.edgeCount).contains { k in Set([ring.points[k], ring.points[k + 1]]) == Set([u, v]) }
        }
        return wall || RoutingOracle.segmentInside(u, v, [polygon])
    }

    private func checkLegs(_ r: RouteResult, _ polygon: Polygon, _ label: String) {
        for step in r.steps {
            guard case let .walk(leg) = step, leg.floor == 0 else { continue }
            var total = 0.0
            for i in 0 ..< leg.points.count - 1 {
                total += leg.points[i].distance(to: leg.points[i + 1])
                #expect(
                    inside(leg.points[i], leg.points[i + 1], polygon),
                    "\(label): segment \(leg.points[i])–\(leg.points[i + 1]) leaves free space")
            }
            #expect(abs(total - leg.distance) <= 1e-6 * Swift.max(1, total), "\(label): leg length \(total) m, stated \(leg.distance) m")
        }
    }

    @Test("routes over corner graphs match the visibility-graph oracle")
    func againstOracle() throws {
        let profile = RoutingProfile.default
        for (name, polygon) in domains() {
            var rng = SplitMix64(seed: 9001)
            let (floors, connections, low, high) = venue(polygon, count: 4, &rng)
            let graph = try RoutingGraph(floors: floors, connections: connections, eagerWalkAnchorLimit: 0, landmarkAnchorMinimum: 0)
            let lazy = try RoutingGraph(floors: floors, connections: connections, eagerWalkAnchorLimit: 0, cornerGraphs: false, cellBounds: true)
            #expect(graph.data.cornerGraphs[0] != nil && lazy.data.cornerGraphs[0] == nil && graph.landmarks != nil && lazy.landmarks == nil)
            let stairs = profile.cost(of: connections[0], deltaFloors: 1, span: 0).metres
            let scratch = RoutingScratch()
            // Oracle walks from each low anchor, reused by every query.
            for q in 0 ..< 6 {
                // A vertex start too: a start on a corner must still see its turns.
                let mesh = graph.meshes[0]
                let s = q == 0 ? mesh.vertices[mesh.vertices.count / 2] : RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                let t = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                let up = Point(x: 1 + 8 * rng.unit(), y: 1 + 8 * rng.unit())
                let fromS = low.map { RoutingOracle.shortestDistance(s, $0, [polygon]) }
                let toT = low.map { RoutingOracle.shortestDistance($0, t, [polygon]) }
                // Same floor: straight through the free space, or up one stair, across the square and down another.
                var same = RoutingOracle.shortestDistance(s, t, [polygon])
                for j in low.indices {
                    for k in low.indices where k != j { same = Swift.min(same, fromS[j] + stairs + high[j].distance(to: high[k]) + stairs + toT[k]) }
                }
                var down = Double.infinity, upCost = Double.infinity
                for k in low.indices {
                    down = Swift.min(down, up.distance(to: high[k]) + stairs + toT[k])
                    upCost = Swift.min(upCost, fromS[k] + stairs + high[k].distance(to: up))
                }
                let cases: [(RoutePoint, RoutePoint, Double, String)] = [
                    (RoutePoint(floor: 0, point: s), RoutePoint(floor: 0, point: t), same, "same floor"),
                    (RoutePoint(floor: 1, point: up), RoutePoint(floor: 0, point: t), down, "down"),
                    (RoutePoint(floor: 0, point: s), RoutePoint(floor: 1, point: up), upCost, "up")
                ]
                for (a, b, expected, kind) in cases {
                    let label = "\(name) query \(q) \(kind)"
                    let r = graph.route(from: a, to: b, profile: profile, scratch: scratch)
                    let old = lazy.route(from: a, to: b, profile: profile, scratch: scratch)
                    if expected == .infinity {
                        #expect(r.status == .noPath, "\(label): oracle unreachable, router \(r.status) \(r.cost)")
                        continue
                    }
                    #expect(
                        r.status == .found && abs(r.cost - expected) <= 1e-3 * Swift.max(1, expected),
                        "\(label): router \(r.status) \(r.cost) m, oracle \(expected) m")
                    #expect(abs(r.cost - old.cost) <= 1e-9 * Swift.max(1, expected), "\(label): corner graph \(r.cost) m, lazy walks \(old.cost) m")
                    checkLegs(r, polygon, label)
                }
            }
        }
    }

    @Test("a graph's nodes are the mesh's corners and its anchors; edges join distinct nodes")
    func structure() {
        let polygon = RoutingTestDomains.holes(seed: 3, lShape: true)
        let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
        var rng = SplitMix64(seed: 5)
        let anchors = (0 ..< 5).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
        let graph = FloorCornerGraph(mesh: mesh, anchorPoints: anchors)
        #expect(graph.cornerCount == mesh.isCorner.filter { $0 }.count)
        #expect(graph.nodeCount == graph.cornerCount + anchors.count)
        for i in 0 ..< graph.nodeCount {
            for e in Int(graph.edgeStart[i]) ..< Int(graph.edgeStart[i + 1]) {
                let j = Int(graph.edgeTargets[e])
                #expect(j != i && j >= 0 && j < graph.nodeCount)
                // Every edge is a straight segment inside the free space (or a wall: the oracle's test rounds
                // the far end of a segment along a wall off its line).
                let u = graph.points[i], v = graph.points[j]
                #expect(inside(u, v, polygon), "edge \(i)–\(j) leaves free space")
            }
        }
    }
}
