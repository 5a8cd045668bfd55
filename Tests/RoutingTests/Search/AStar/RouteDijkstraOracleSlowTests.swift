import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The multi-floor A* (lazy edges, heuristic) against a plain Dijkstra over an explicit graph whose
/// walking edges are all computed eagerly and whose filter rules are re-implemented here.
@Suite(.tags(.slow)) struct RouteDijkstraOracleSlowTests {
    /// Plain Dijkstra: nodes are the start, the goal and every (connection, anchor, role).
    private func oracle(_ graph: RoutingGraph, _ inst: MultiFloorInstance, _ s: RoutePoint, _ t: RoutePoint, _ profile: RoutingProfile) -> Double {
        let nonPublic = graph.key.includesNonPublic
        struct N { var floor: Int; var point: Point; var connection: Int; var anchor: PortalAnchor?; var entrance: Bool }
        var nodes = [
            N(floor: s.floor, point: s.point, connection: -1, anchor: nil, entrance: false),
            N(floor: t.floor, point: t.point, connection: -1, anchor: nil, entrance: true)
        ]
        for (ci, c) in inst.connections.enumerated() {
            if c.isBlocked || profile.avoidedTypes.contains(c.type) { continue }
            if profile.requiresAccessible && ([.stairs, .ladder, .escalator].contains(c.type) || !c.flags.contains(.accessible)) { continue }
            if !nonPublic && !c.flags.contains(.publicAccess) { continue }
            func ok(_ a: PortalAnchor) -> Bool {
                (!profile.requiresAccessible || a.flags.contains(.accessible)) && (nonPublic || a.flags.contains(.publicAccess))
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

    /// With the default limit every floor's anchor walks are precomputed; with 0 every floor is walked over its
    /// corner graph (the mode for floors with very many anchors), or without corner graphs evaluates its walks
    /// lazily during the search (what views with closed cuts do); with landmarks (minimum 0) or without, with
    /// cell bounds (where a floor splits the instance into cells) or without: all must equal Dijkstra.
    @Test(
        "A* with lazy edges equals Dijkstra on random multi-floor venues",
        arguments: [(256, true, 1000, true), (0, true, 1000, true), (0, false, 1000, true), (256, true, 0, true), (0, true, 0, false)])
    func randomVenues(eagerWalkAnchorLimit: Int, cornerGraphs: Bool, landmarkAnchorMinimum: Int, cellBounds: Bool) throws {
        // Profiles on the graph's public key, and the default profile under the staff key (the same
        // build, its queries with non-public connections and anchors usable).
        var avoid = RoutingProfile.default
        avoid.avoidedTypes = [.elevator, .stairs]
        var raw = RoutingProfile.default
        raw.costModel = .raw(metresPerUnit: 0.002)
        let staff = RouterKey(includesNonPublic: true)
        let profiles: [(RouterKey, RoutingProfile)] = [(.default, .default), (.default, .accessible), (.default, avoid), (staff, .default), (.default, raw)]
        var found = 0, total = 0
        for seed in UInt64(1) ... 40 {
            let inst = MultiFloorInstance(seed: seed)
            let built = try RoutingGraph(
                floors: inst.floors, connections: inst.connections, eagerWalkAnchorLimit: eagerWalkAnchorLimit, cornerGraphs: cornerGraphs,
                landmarkAnchorMinimum: landmarkAnchorMinimum, cellBounds: cellBounds)
            #expect(built.issues.isEmpty, "seed \(seed): \(built.issues)")
            var rng = SplitMix64(seed: seed &* 31)
            let scratch = RoutingScratch()
            for q in 0 ..< 5 {
                let fs = rng.int(0, 3), ft = rng.int(0, 3)
                let s = RoutePoint(floor: fs, point: inst.randomPoint(floor: fs, &rng))
                let t = RoutePoint(floor: ft, point: inst.randomPoint(floor: ft, &rng))
                for (pi, (key, profile)) in profiles.enumerated() {
                    let graph = built.under(key)
                    let r = graph.route(from: s, to: t, profile: profile, scratch: scratch)
                    let expected = oracle(graph, inst, s, t, profile)
                    total += 1
                    if expected == .infinity {
                        #expect(r.status == .noPath, "seed \(seed) query \(q) profile \(pi): oracle unreachable, router \(r.status) \(r.cost)")
                    } else {
                        found += 1
                        #expect(
                            r.status == .found && abs(r.cost - expected) <= 1e-6 * Swift.max(1, expected),
                            "seed \(seed) query \(q) profile \(pi): router \(r.status) \(r.cost) vs Dijkstra \(expected)")
                    }
                }
            }
        }
        // The instances must exercise both outcomes, or the test proves little.
        #expect(found > total / 4 && found < total, "found \(found) of \(total)")
    }
}
