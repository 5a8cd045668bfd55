import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The one-to-many search (costs, nearest, cost limits) and query-time closures against single routes,
/// on seeded multi-floor instances with every kind of connection, one-way ones, flags and blocked ones.
@Suite(.tags(.slow)) struct OneToManyOracleSlowTests {
    /// Profiles with the key their queries run under: the staff key makes non-public connections and
    /// anchors usable on the same build (``RoutingGraph/under(_:)``).
    static let profiles: [(key: RouterKey, profile: RoutingProfile)] = [
        (.default, .default), (.default, .accessible), (staff, .default),
        (.default, RoutingProfile(avoidedTypes: [.stairs, .elevator])), (.default, RoutingProfile(costModel: .raw(metresPerUnit: 0.01))),
        (staff, RoutingProfile(costModel: .raw(metresPerUnit: 0.0001)))
    ]

    static let staff = RouterKey(includesNonPublic: true)

    /// How targets are prepared: plainly, with the distance table, or with the distance table and the
    /// targets' floor tables (only the tabled graph's floors get them).
    enum Preparation {
        case plain, distanceTable, floorTables
    }

    static func preparations(_ graph: RoutingGraph, _ lazy: RoutingGraph) -> [(Preparation, RoutingGraph)] {
        [(.plain, graph), (.distanceTable, graph), (.floorTables, graph), (.plain, lazy), (.distanceTable, lazy), (.floorTables, lazy)]
    }

    static func prepare(_ points: [RoutePoint], _ profile: RoutingProfile, _ p: Preparation, on g: RoutingGraph) -> RouteTargets {
        let t = g.targets(points, snapDistance: profile.snapDistance, distanceTable: p != .plain)
        return p == .floorTables ? g.addingTargetTables(t, budget: .max) : t
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(b)) }

    /// Every cell of `costs` (with and without a distance table, with a cost limit) equals the single
    /// route's cost, distance and duration; nearest equals the minimum over single routes.
    @Test(arguments: 1 ... 30)
    func costsAndNearestMatchSingleRoutes(seed: Int) throws {
        let inst = MultiFloorInstance(seed: UInt64(seed))
        let built = try RoutingGraph(floors: inst.floors, connections: inst.connections)
        // Every floor's anchor-to-anchor walks evaluated lazily (a campus's crowded outdoor floor).
        let builtLazy = try RoutingGraph(floors: inst.floors, connections: inst.connections, eagerWalkAnchorLimit: 0)
        var rng = SplitMix64(seed: UInt64(seed) &* 7919)
        let scratch = RoutingScratch()
        for (key, profile) in Self.profiles {
            let graph = built.under(key), lazy = builtLazy.under(key)
            let sf = rng.int(0, 3)
            let s = RoutePoint(floor: sf, point: inst.randomPoint(floor: sf, &rng))
            var points: [RoutePoint] = []
            for _ in 0 ..< 7 {
                let f = rng.int(0, 3)
                points.append(RoutePoint(floor: f, point: inst.randomPoint(floor: f, &rng)))
            }
            let singles = points.map { graph.route(from: s, to: $0, profile: profile, scratch: scratch) }
            let found = singles.compactMap { $0.status == .found ? $0.cost : nil }.sorted()
            for (table, g) in Self.preparations(graph, lazy) {
                let targets = Self.prepare(points, profile, table, on: g)
                let all = g.costs(from: s, to: targets, profile: profile, scratch: scratch)
                #expect(all.status == .found)
                for (k, r) in singles.enumerated() {
                    if r.status == .found {
                        guard let c = all.targets[k] else {
                            Issue.record("seed \(seed) table \(table) target \(k): single route \(r.cost), one-to-many none")
                            continue
                        }
                        #expect(Self.close(c.cost, r.cost), "seed \(seed) table \(table) target \(k): cost \(c.cost) vs single \(r.cost)")
                        #expect(Self.close(c.duration, r.duration), "seed \(seed) target \(k): duration \(c.duration) vs \(r.duration)")
                        #expect(abs(c.distance - r.distance) < 1e-6 || c.cost == r.cost, "seed \(seed) target \(k): distance")
                    } else {
                        #expect(
                            all.targets[k] == nil,
                            "seed \(seed) table \(table) target \(k): single \(r.status), one-to-many \(String(describing: all.targets[k]))")
                    }
                }
                // A cost limit keeps exactly the targets within it.
                if found.count >= 2 {
                    let limit = found[found.count / 2]
                    let bounded = g.costs(from: s, to: targets, profile: profile, maxCost: limit, scratch: scratch)
                    for (k, r) in singles.enumerated() {
                        let inside = r.status == .found && r.cost <= limit * (1 - 1e-9)
                        let outside = r.status != .found || r.cost > limit * (1 + 1e-9)
                        if inside { #expect(bounded.targets[k] != nil, "seed \(seed) target \(k) within \(limit) lost") }
                        if outside { #expect(bounded.targets[k] == nil, "seed \(seed) target \(k) beyond \(limit) kept") }
                    }
                }
            }
            // Nearest with lazy walks to the targets, with the distance table (walk-table sweeps on the
            // tabled graph, Polyanya searches on the lazy one) read for the exits' walks, and with the
            // targets' floor tables for the start's floor.
            for (table, g) in Self.preparations(graph, lazy) {
                let targets = Self.prepare(points, profile, table, on: g)
                let near = g.nearest(from: s, to: targets, profile: profile, scratch: scratch)
                if let best = found.first {
                    #expect(near.route.status == .found, "seed \(seed) table \(table): nearest found nothing, best single \(best)")
                    #expect(Self.close(near.route.cost, best), "seed \(seed) table \(table): nearest \(near.route.cost) vs min single \(best)")
                    if let k = near.target {
                        #expect(Self.close(singles[k].cost, best))
                        // The route is whole: it ends at the chosen target, its walks add up to its distance
                        // and each walk's polyline is as long as the walk says (a route read off the floor
                        // tables as much as one searched).
                        let end = near.route.goal, chosen = targets.snapped[k]
                        #expect(end?.floor == chosen?.floor && (end?.point).map { chosen?.point.distance(to: $0) ?? 1 } ?? 1 < 1e-9)
                        var walked = 0.0
                        for case .walk(let leg) in near.route.steps {
                            var length = 0.0
                            for i in 0 ..< leg.points.count - 1 { length += leg.points[i].distance(to: leg.points[i + 1]) }
                            #expect(abs(length - leg.distance) < 1e-6, "seed \(seed) table \(table): leg polyline \(length) vs \(leg.distance)")
                            walked += leg.distance
                        }
                        #expect(abs(walked - near.route.distance) < 1e-6)
                        #expect(Self.close(near.route.cost, singles[k].cost))
                    }
                } else {
                    #expect(near.target == nil)
                }
            }
        }
    }

    /// Closing connections for one query gives the route of a graph built with them blocked.
    @Test(arguments: 1 ... 30)
    func closuresMatchBlockedGraph(seed: Int) throws {
        let inst = MultiFloorInstance(seed: UInt64(seed))
        let built = try RoutingGraph(floors: inst.floors, connections: inst.connections)
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729)
        let closed = Set(inst.connections.indices.filter { _ in rng.unit() < 0.4 }.map { inst.connections[$0].id })
        var edited = inst.connections
        for i in edited.indices where closed.contains(edited[i].id) { edited[i].isBlocked = true }
        let builtBlocked = try RoutingGraph(floors: inst.floors, connections: edited)
        let scratch = RoutingScratch()
        for (key, var profile) in Self.profiles {
            let graph = built.under(key), blocked = builtBlocked.under(key)
            let sf = rng.int(0, 3), tf = rng.int(0, 3)
            let s = RoutePoint(floor: sf, point: inst.randomPoint(floor: sf, &rng))
            let t = RoutePoint(floor: tf, point: inst.randomPoint(floor: tf, &rng))
            let expected = blocked.route(from: s, to: t, profile: profile, scratch: scratch)
            profile.closedConnections = closed
            let got = graph.route(from: s, to: t, profile: profile, scratch: scratch)
            #expect(got.status == expected.status, "seed \(seed): closed \(closed) status \(got.status) vs \(expected.status)")
            if got.status == .found { #expect(Self.close(got.cost, expected.cost), "seed \(seed): cost \(got.cost) vs \(expected.cost)") }
            let many = graph.costs(
                from: s, to: graph.targets([t], snapDistance: profile.snapDistance, distanceTable: false), profile: profile, scratch: scratch)
            #expect((many.targets[0]?.cost).map { Self.close($0, expected.cost) } ?? (expected.status != .found))
        }
    }
}
