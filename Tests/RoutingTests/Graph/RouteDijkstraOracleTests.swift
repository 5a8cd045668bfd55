import IndoorGeometry
import Testing
@testable import Routing

/// The multi-floor A* (lazy edges, heuristic) against a plain Dijkstra over an explicit graph whose
/// walking edges are all computed eagerly and whose filter rules are re-implemented here.
@Suite struct RouteDijkstraOracleTests {
    private static let types: [ConnectionType] = [.door, .stairs, .elevator, .escalator, .ramp, .ladder, .travelator, .unknown("bridge")]

    private struct Instance {
        var floors: [FloorFreeSpace]
        /// Per floor: its separate free-space polygons (floor 3 has a detached room).
        var polygons: [[Polygon]]
        var connections: [Connection]

        func randomPoint(floor f: Int, _ rng: inout RoutingTestRandom) -> Point {
            RoutingTestDomains.randomInteriorPoint(polygons[f][rng.int(0, polygons[f].count - 1)], &rng)
        }
    }

    private func instance(seed: UInt64) -> Instance {
        var rng = RoutingTestRandom(seed: seed)
        var polygons: [[Polygon]] = []
        var floors: [FloorFreeSpace] = []
        let ordinals = [0, 1, 3, 4]
        for f in 0 ..< 4 {
            let p = f == 1 ? RoutingTestDomains.corridor(rooms: 6, below: true, doorSeed: seed) : RoutingTestDomains.holes(seed: seed &+ UInt64(f), lShape: f == 2)
            let parts = f == 3 ? [p, RoutingTestDomains.polygon(RoutingTestDomains.rect(45, 0, 55, 10))] : [p]
            polygons.append(parts)
            floors.append(FloorFreeSpace(id: "F\(f)", ordinal: ordinals[f], freeSpace: MultiPolygon(parts)))
        }
        var connections: [Connection] = []
        func inst(_ f: Int) -> Point { RoutingTestDomains.randomInteriorPoint(polygons[f][rng.int(0, polygons[f].count - 1)], &rng) }
        for c in 0 ..< rng.int(4, 8) {
            let type = Self.types[rng.int(0, Self.types.count - 1)]
            var anchors: [PortalAnchor] = []
            for _ in 0 ..< rng.int(2, 3) {
                let f = type == .door || type == .travelator ? 3 * rng.int(0, 1) : rng.int(0, 3)
                var flags: NavigationFlags = []
                if rng.unit() < 0.8 { flags.insert(.publicAccess) }
                if rng.unit() < 0.7 { flags.insert(.accessible) }
                anchors.append(PortalAnchor(floor: f, point: inst(f), flags: flags))
            }
            var flags: NavigationFlags = []
            if rng.unit() < 0.8 { flags.insert(.publicAccess) }
            if rng.unit() < 0.7 { flags.insert(.accessible) }
            let oneWay = rng.unit() < 0.3
            connections.append(Connection(
                id: "c\(c)", type: type, entrances: oneWay ? [anchors[0]] : anchors, exits: oneWay ? Array(anchors.dropFirst()) : anchors,
                flags: flags, isBlocked: rng.unit() < 0.1, rawEntryCost: Double(rng.int(0, 3000)), rawFloorCostMultiplier: Double(rng.int(1, 1000))))
        }
        return Instance(floors: floors, polygons: polygons, connections: connections)
    }

    /// Plain Dijkstra: nodes are the start, the goal and every (connection, anchor, role).
    private func oracle(_ graph: RoutingGraph, _ inst: Instance, _ s: RoutePoint, _ t: RoutePoint, _ profile: RoutingProfile) -> Double {
        struct N { var floor: Int; var point: Point; var connection: Int; var anchor: PortalAnchor?; var entrance: Bool }
        var nodes = [N(floor: s.floor, point: s.point, connection: -1, anchor: nil, entrance: false),
                     N(floor: t.floor, point: t.point, connection: -1, anchor: nil, entrance: true)]
        for (ci, c) in inst.connections.enumerated() {
            if c.isBlocked || profile.avoidedTypes.contains(c.type) { continue }
            if profile.requiresAccessible && ([.stairs, .ladder, .escalator].contains(c.type) || !c.flags.contains(.accessible)) { continue }
            if !profile.includesNonPublic && !c.flags.contains(.publicAccess) { continue }
            func ok(_ a: PortalAnchor) -> Bool {
                (!profile.requiresAccessible || a.flags.contains(.accessible)) && (profile.includesNonPublic || a.flags.contains(.publicAccess))
            }
            for a in c.entrances where ok(a) { nodes.append(N(floor: a.floor, point: a.point, connection: ci, anchor: a, entrance: true)) }
            for a in c.exits where ok(a) { nodes.append(N(floor: a.floor, point: a.point, connection: ci, anchor: a, entrance: false)) }
        }
        let scratch = RoutingScratch()
        var dist = [Double](repeating: .infinity, count: nodes.count)
        var done = [Bool](repeating: false, count: nodes.count)
        dist[0] = 0
        while true {
            var u = -1
            for i in nodes.indices where !done[i] && dist[i] < .infinity && (u < 0 || dist[i] < dist[u]) { u = i }
            if u < 0 { return .infinity }
            if u == 1 { return dist[1] }
            done[u] = true
            let x = nodes[u]
            for v in nodes.indices where !done[v] {
                let y = nodes[v]
                var w = Double.infinity
                if !x.entrance && y.entrance && x.floor == y.floor {
                    w = graph.walkingPath(floor: x.floor, from: x.point, to: y.point, scratch: scratch)?.length ?? .infinity
                }
                if x.entrance && !y.entrance && x.connection >= 0 && x.connection == y.connection && x.anchor != y.anchor {
                    let df = abs(inst.floors[x.floor].ordinal - inst.floors[y.floor].ordinal)
                    let span = x.floor == y.floor ? x.point.distance(to: y.point) : 0
                    w = profile.cost(of: inst.connections[x.connection], deltaFloors: df, span: span).metres
                }
                dist[v] = Swift.min(dist[v], dist[u] + w)
            }
        }
    }

    /// With the default limit every floor's anchor walks are precomputed; with 0 every floor evaluates them
    /// lazily during the search (the mode for floors with very many anchors): both must equal Dijkstra.
    @Test("A* with lazy edges equals Dijkstra on random multi-floor venues", arguments: [256, 0])
    func randomVenues(eagerWalkAnchorLimit: Int) throws {
        var profiles: [RoutingProfile] = [.default, .accessible]
        var avoid = RoutingProfile.default
        avoid.avoidedTypes = [.elevator, .stairs]
        var staff = RoutingProfile.default
        staff.includesNonPublic = true
        var raw = RoutingProfile.default
        raw.costModel = .raw(metresPerUnit: 0.002)
        profiles += [avoid, staff, raw]
        var found = 0, total = 0
        for seed in UInt64(1) ... 40 {
            let inst = instance(seed: seed)
            let graph = try RoutingGraph(floors: inst.floors, connections: inst.connections, eagerWalkAnchorLimit: eagerWalkAnchorLimit)
            #expect(graph.issues.isEmpty, "seed \(seed): \(graph.issues)")
            var rng = RoutingTestRandom(seed: seed &* 31)
            let scratch = RoutingScratch()
            for q in 0 ..< 5 {
                let fs = rng.int(0, 3), ft = rng.int(0, 3)
                let s = RoutePoint(floor: fs, point: inst.randomPoint(floor: fs, &rng))
                let t = RoutePoint(floor: ft, point: inst.randomPoint(floor: ft, &rng))
                for (pi, profile) in profiles.enumerated() {
                    let r = graph.route(from: s, to: t, profile: profile, scratch: scratch)
                    let expected = oracle(graph, inst, s, t, profile)
                    total += 1
                    if expected == .infinity {
                        #expect(r.status == .noPath, "seed \(seed) query \(q) profile \(pi): oracle unreachable, router \(r.status) \(r.cost)")
                    } else {
                        found += 1
                        #expect(r.status == .found && abs(r.cost - expected) <= 1e-6 * Swift.max(1, expected),
                                "seed \(seed) query \(q) profile \(pi): router \(r.status) \(r.cost) vs Dijkstra \(expected)")
                    }
                }
            }
        }
        // The instances must exercise both outcomes, or the test proves little.
        #expect(found > total / 4 && found < total, "found \(found) of \(total)")
    }
}
