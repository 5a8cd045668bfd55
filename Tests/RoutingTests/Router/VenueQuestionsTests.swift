import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Nearest, matrix, reachable, via and closures on generated campuses (MVF and IMDF), each against
/// brute force over single routes.
@Suite struct VenueQuestionsTests {
    struct Case: Sendable, CustomStringConvertible {
        var format: GeneratorOptions.Format
        /// The washroom category in that format.
        var washroom: String
        var description: String { "\(format)" }
    }
    static let cases = [Case(format: .mvf, washroom: "Washroom"), Case(format: .imdf, washroom: "restroom")]

    static let routers: [String: VenueRouter] = {
        var out: [String: VenueRouter] = [:]
        for c in cases {
            do {
                let v = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: c.format, buildings: 2, floors: 3, roomsPerFloor: 10, seed: 3)))
                out["\(c.format)"] = try VenueRouter(venue: v)
            } catch {
                fatalError("generated venue must route: \(error)")
            }
        }
        return out
    }()

    static func rooms(_ router: VenueRouter, count: Int, seed: UInt64) -> [ResolvedPlace] {
        var rng = SplitMix64(seed: seed)
        let v = router.venue
        let walkable = v.spaces.indices.filter { v.spaces[$0].isWalkable }
        return (0 ..< count).map { _ in PlaceResolver.place(label: "r", spaces: [walkable[rng.int(0, walkable.count - 1)]], venue: v) }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(b)) }

    /// The router's queries under three profiles: default, avoiding elevators, and staff (its staff router:
    /// the generated campus has no restricted spaces, so the public build serves it) with raw MVF weights.
    static func queries(_ router: VenueRouter) -> [(VenueRouter, RoutingProfile)] {
        let staff = router.sharing(with: RouterKey(clearance: router.key.clearance, includesNonPublic: true))
        return [(router, .default), (router, RoutingProfile(avoidedTypes: [.elevator])), (staff, RoutingProfile(costModel: .raw(metresPerUnit: 0.01)))]
    }

    @Test(arguments: cases)
    func nearestOfKindIsTheMinimumOverSingleRoutes(c: Case) throws {
        let router = Self.routers["\(c.format)"]!
        let candidates = PlaceResolver.places(ofKind: c.washroom, in: router.venue)
        #expect(candidates.count >= 2, "the generated campus has washrooms")
        let exits = PlaceResolver.places(ofKind: "exit", in: router.venue)
        #expect(!exits.isEmpty, "the generated campus has building entrances")
        for (router, profile) in Self.queries(router) {
            for (k, start) in Self.rooms(router, count: 6, seed: 11).enumerated() {
                for set in [candidates, exits] {
                    let near = router.nearest(from: start, to: set, profile: profile)
                    let singles = set.map { router.route(from: start, to: $0, profile: profile) }
                    let best = singles.filter { $0.status == .found }.map(\.cost).min()
                    if let best {
                        #expect(near.route.status == .found)
                        #expect(Self.close(near.route.cost, best), "\(c) start \(k): nearest \(near.route.cost) vs min \(best)")
                    } else {
                        #expect(near.place == nil)
                    }
                }
            }
        }
    }

    @Test(arguments: cases)
    func matrixCellsAreSingleRoutes(c: Case) throws {
        let router = Self.routers["\(c.format)"]!
        let sources = Self.rooms(router, count: 5, seed: 5), destinations = Self.rooms(router, count: 6, seed: 6)
        for (router, profile) in Self.queries(router) {
            let m = router.matrix(from: sources, to: destinations, profile: profile)
            for (i, s) in sources.enumerated() {
                for (j, d) in destinations.enumerated() {
                    let r = router.route(from: s, to: d, profile: profile)
                    if r.status == .found {
                        #expect(
                            m.cells[i][j].map { Self.close($0.cost, r.cost) && Self.close($0.duration, r.duration) } == true,
                            "\(c) cell \(i),\(j): \(String(describing: m.cells[i][j])) vs \(r.cost)")
                    } else {
                        #expect(m.cells[i][j] == nil)
                    }
                }
            }
        }
    }

    @Test(arguments: cases)
    func reachableSetIsSingleRoutesWithinTheLimit(c: Case) throws {
        let router = Self.routers["\(c.format)"]!
        let v = router.venue
        let start = Self.rooms(router, count: 1, seed: 9)[0]
        let profile = RoutingProfile.default
        let limit = 60 * profile.walkingSpeed  // one minute
        let got = router.reachable(from: start, maxCost: limit, profile: profile)
        let byIndex = Dictionary(uniqueKeysWithValues: got.map { ($0.space, $0.cost) })
        for i in v.spaces.indices where v.spaces[i].isWalkable {
            let r = router.route(from: start, to: PlaceResolver.place(label: "s", spaces: [i], venue: v), profile: profile)
            let cost = start.spaceIndices.contains(i) ? 0 : (r.status == .found ? r.cost : .infinity)
            if cost <= limit * (1 - 1e-9) {
                #expect(
                    byIndex[i].map { Self.close($0.cost, cost) || start.spaceIndices.contains(i) } == true, "\(c) space \(v.spaces[i].id) at \(cost) missing")
            } else if cost > limit * (1 + 1e-9) {
                #expect(byIndex[i] == nil, "\(c) space \(v.spaces[i].id) at \(cost) beyond \(limit) listed")
            }
        }
        #expect(got.count > 1)
    }

    @Test(arguments: cases)
    func viaIsTheSumOfLegsAndTheOptimizedOrderIsExhaustiveBest(c: Case) throws {
        let router = Self.routers["\(c.format)"]!
        let profile = RoutingProfile.default
        // Seven rooms reachable both ways from the first (generated IMDF stair units have no way in).
        let pool = Self.rooms(router, count: 30, seed: 21)
        let stops = Array(
            pool.filter {
                router.route(from: pool[0], to: $0, profile: profile).status == .found
                    && router.route(from: $0, to: pool[0], profile: profile).status == .found
            }.prefix(7))
        try #require(stops.count == 7)
        let given = try router.route(through: stops, profile: profile)
        #expect(given.status == .found)
        #expect(given.order == Array(0 ..< 7))
        var sum = 0.0
        for k in 0 ..< 6 { sum += router.route(from: stops[k], to: stops[k + 1], profile: profile).cost }
        #expect(Self.close(given.cost, sum), "\(c): via \(given.cost) vs legs \(sum)")
        // Exhaustive: every order of the 5 middle stops (fixed ends), every order of the 6 after the first (free end).
        var pair = [[Double]](repeating: [Double](repeating: 0, count: 7), count: 7)
        for a in 0 ..< 7 { for b in 0 ..< 7 where a != b { pair[a][b] = router.route(from: stops[a], to: stops[b], profile: profile).cost } }
        func permutations(_ xs: [Int]) -> [[Int]] {
            guard xs.count > 1 else { return [xs] }
            return xs.flatMap { x in permutations(xs.filter { $0 != x }).map { [x] + $0 } }
        }
        func tour(_ order: [Int]) -> Double { zip(order, order.dropFirst()).reduce(0) { $0 + pair[$1.0][$1.1] } }
        let fixedBest = permutations(Array(1 ... 5)).map { tour([0] + $0 + [6]) }.min()!
        let freeBest = permutations(Array(1 ... 6)).map { tour([0] + $0) }.min()!
        let fixed = try router.route(through: stops, order: .optimizedFixedEnds, profile: profile)
        let free = try router.route(through: stops, order: .optimizedFreeEnd, profile: profile)
        #expect(Self.close(fixed.cost, fixedBest), "\(c): optimized \(fixed.cost) vs exhaustive \(fixedBest)")
        #expect(Self.close(free.cost, freeBest), "\(c): optimized free end \(free.cost) vs exhaustive \(freeBest)")
        #expect(fixed.order.first == 0 && fixed.order.last == 6 && Set(fixed.order) == Set(0 ..< 7))
        #expect(free.order.first == 0 && Set(free.order) == Set(0 ..< 7))
        #expect(throws: ViaRouteError.self) { try router.route(through: Array(repeating: stops[0], count: 15), order: .optimizedFixedEnds, profile: profile) }
    }

    /// Closing each vertical connection per query gives the route of the venue edited to block it.
    @Test(arguments: cases)
    func closedConnectionsMatchAnEditedVenue(c: Case) throws {
        let router = Self.routers["\(c.format)"]!
        var rng = SplitMix64(seed: 77)
        let ids = router.venue.connections.map(\.id).filter { _ in rng.unit() < 0.5 }
        let closure = try router.closure(of: ids)
        var edited = router.venue
        for i in edited.connections.indices where ids.contains(edited.connections[i].id) { edited.connections[i].isBlocked = true }
        let blocked = try VenueRouter(venue: edited)
        var profile = RoutingProfile.default
        profile.closedConnections = closure.connectionIds
        let ends = Self.rooms(router, count: 8, seed: 31)
        for k in stride(from: 0, to: 8, by: 2) {
            let got = router.route(from: ends[k], to: ends[k + 1], profile: profile)
            let want = blocked.route(from: ends[k], to: ends[k + 1], profile: .default)
            #expect(got.status == want.status)
            if want.status == .found { #expect(Self.close(got.cost, want.cost), "\(c): closed \(got.cost) vs edited \(want.cost)") }
        }
        #expect(throws: VenueClosureError.self) { try router.closure(of: ["no-such-id"]) }
        if let door = router.venue.doors.first(where: { !$0.joinsFloors && router.graph.isClosableCut($0.id) }) {
            #expect(try router.closure(of: [door.id]).connectionIds.contains(door.id), "same-floor doors close per query")
        }
    }
}
