import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// Every routing question with same-floor doors closed per query (nearest, matrix, reachable, via and
/// optimized order) against the same question on the venue edited to have walls across those doors
/// (``SameFloorDoorClosureTests/walled(_:_:)``), on generated campuses (MVF and IMDF); and closing a door
/// that no answer uses changes no answer.
@Suite struct SameFloorDoorQuestionTests {
    typealias Doors = SameFloorDoorClosureTests

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(b)) }

    /// The profile closing `ids` (resolved as the CLI does).
    static func closing(_ ids: Set<String>, _ router: VenueRouter) throws -> RoutingProfile {
        var p = RoutingProfile.default
        p.closedConnections = try router.closure(of: ids.sorted()).connectionIds
        return p
    }

    /// The closable same-floor doors the found routes cross, first crossings first.
    static func crossed(_ routes: [RouteResult], _ router: VenueRouter) -> [String] {
        var out: [String] = []
        for r in routes where r.status == .found {
            for d in Doors.crossedDoors(r, router.venue, router) where !out.contains(d) { out.append(d) }
        }
        return out
    }

    static func expectSame(_ got: TargetCost?, _ want: TargetCost?, _ what: String) {
        #expect((got == nil) == (want == nil), "\(what): \(String(describing: got)) vs walled \(String(describing: want))")
        if let got, let want {
            #expect(
                close(got.cost, want.cost) && close(got.distance, want.distance) && close(got.duration, want.duration),
                "\(what): \(got) vs walled \(want)")
        }
    }

    @Test(arguments: Doors.formats)
    func matrixWithClosedDoorsEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Doors.venue(f)
        let router = try VenueRouter(venue: v)
        let ends = Doors.rooms(v, count: 16, seed: 31)
        let sources = Array(ends[0 ..< 8]), destinations = Array(ends[8 ..< 16])
        let open = router.matrix(from: sources, to: destinations, profile: .default)
        let routes = sources.flatMap { s in destinations.map { router.route(from: s, to: $0, profile: .default) } }
        let doors = Self.crossed(routes, router)
        #expect(doors.count >= 3, "\(f): the open routes cross \(doors.count) closable doors")
        let ids = Set(doors.prefix(3))
        let profile = try Self.closing(ids, router)
        let edited = try VenueRouter(venue: Doors.walled(v, ids))
        let got = router.matrix(from: sources, to: destinations, profile: profile)
        let want = edited.matrix(from: sources, to: destinations, profile: .default)
        var changed = 0
        for i in sources.indices {
            for j in destinations.indices {
                Self.expectSame(got.cells[i][j], want.cells[i][j], "\(f) closed \(ids.sorted()) cell \(i),\(j)")
                if got.cells[i][j]?.cost != open.cells[i][j]?.cost { changed += 1 }
            }
        }
        #expect(changed > 0, "\(f): closing doors the open routes cross changes some cell")
        // The graph-level call with targets prepared on the open graph (prepared again for the view) and
        // with targets prepared on the view (its distance table) agree with the walled venue's single routes.
        let view = router.graph.closing(profile.closedConnections)
        let pts = destinations.map { RoutePoint(floor: $0.points[0].floorIndex, point: $0.points[0].point) }
        let onOpen = router.graph.targets(pts, snapDistance: profile.snapDistance, distanceTable: true)
        let onView = view.targets(pts, snapDistance: profile.snapDistance, distanceTable: true)
        for (i, s) in sources.enumerated() {
            let start = RoutePoint(floor: s.points[0].floorIndex, point: s.points[0].point)
            let a = router.graph.costs(from: start, to: onOpen, profile: profile, scratch: RoutingScratch()).targets
            let b = view.costs(from: start, to: onView, profile: profile, scratch: RoutingScratch()).targets
            for j in destinations.indices {
                let single = edited.route(from: s, to: destinations[j], profile: .default)
                let want = single.status == .found ? TargetCost(cost: single.cost, distance: single.distance, duration: single.duration) : nil
                Self.expectSame(a[j], want, "\(f) graph costs, open targets, \(i),\(j)")
                Self.expectSame(b[j], want, "\(f) graph costs, view targets, \(i),\(j)")
            }
        }
    }

    @Test(arguments: Doors.formats)
    func nearestWithClosedDoorsEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Doors.venue(f)
        let router = try VenueRouter(venue: v)
        let ends = Doors.rooms(v, count: 14, seed: 41)
        let starts = Array(ends[0 ..< 6]), candidates = Array(ends[6 ..< 14])
        let chosen = starts.map { router.nearest(from: $0, to: candidates, profile: .default).route }
        let doors = Self.crossed(chosen, router)
        #expect(doors.count >= 2, "\(f): the nearest routes cross \(doors.count) closable doors")
        let ids = Set(doors.prefix(4))
        let profile = try Self.closing(ids, router)
        let edited = try VenueRouter(venue: Doors.walled(v, ids))
        var changed = 0
        for (k, s) in starts.enumerated() {
            let got = router.nearest(from: s, to: candidates, profile: profile)
            let want = edited.nearest(from: s, to: candidates, profile: .default)
            #expect(got.route.status == want.route.status, "\(f) start \(k): \(got.route.status) vs walled \(want.route.status)")
            // Brute force: the minimum over single routes to every candidate on the walled venue.
            let best = candidates.map { edited.route(from: s, to: $0, profile: .default) }.filter { $0.status == .found }.map(\.cost).min()
            if let best {
                #expect(got.route.status == .found && Self.close(got.route.cost, best), "\(f) start \(k): nearest \(got.route.cost) vs walled minimum \(best)")
                #expect(Self.close(got.route.cost, want.route.cost))
            } else {
                #expect(got.place == nil)
            }
            if got.route.status != chosen[k].status || !Self.close(got.route.cost, chosen[k].cost) { changed += 1 }
            #expect(Self.crossed([got.route], router).allSatisfy { !ids.contains($0) }, "\(f) start \(k): the nearest route crosses a closed door")
        }
        #expect(changed > 0, "\(f): closing the doors the nearest routes cross changes some answer")
    }

    @Test(arguments: Doors.formats)
    func reachableWithClosedDoorsEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Doors.venue(f)
        let router = try VenueRouter(venue: v)
        let ends = Doors.rooms(v, count: 10, seed: 51)
        let start = ends[0]
        let limit = 60.0  // metres of walking
        let open = router.reachable(from: start, maxCost: limit, profile: .default)
        let routes = open.prefix(12).map { router.route(from: start, to: PlaceResolver.place(label: "s", spaces: [$0.space], venue: v), profile: .default) }
        let doors = Self.crossed(routes, router)
        #expect(!doors.isEmpty, "\(f): routes to the reachable rooms cross closable doors")
        let ids = Set(doors.prefix(2))
        let profile = try Self.closing(ids, router)
        let edited = try VenueRouter(venue: Doors.walled(v, ids))
        let got = router.reachable(from: start, maxCost: limit, profile: profile)
        let want = edited.reachable(from: start, maxCost: limit, profile: .default)
        #expect(Set(got.map(\.space)) == Set(want.map(\.space)), "\(f) closed \(ids.sorted()): \(got.count) spaces vs walled \(want.count)")
        let wanted = Dictionary(want.map { ($0.space, $0.cost) }, uniquingKeysWith: { a, _ in a })
        for r in got { Self.expectSame(r.cost, wanted[r.space], "\(f) space \(r.space)") }
        let before = Dictionary(open.map { ($0.space, $0.cost.cost) }, uniquingKeysWith: { a, _ in a })
        let costChanged = got.contains { r in before[r.space].map { !Self.close(r.cost.cost, $0) } ?? true }
        #expect(
            costChanged || got.count < open.count,
            "\(f): closing doors on the way to reachable rooms changes the set or a cost")
    }

    @Test(arguments: Doors.formats)
    func viaAndOptimizedOrderWithClosedDoorsEqualWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Doors.venue(f)
        let router = try VenueRouter(venue: v)
        let stops = Doors.rooms(v, count: 5, seed: 61)
        let open = try router.route(through: stops, order: .given, profile: .default)
        let doors = Self.crossed(open.legs, router)
        #expect(doors.count >= 2, "\(f): the via legs cross \(doors.count) closable doors")
        let ids = Set(doors.prefix(3))
        let profile = try Self.closing(ids, router)
        let edited = try VenueRouter(venue: Doors.walled(v, ids))
        for order in [ViaOrder.given, .optimizedFixedEnds, .optimizedFreeEnd] {
            let got = try router.route(through: stops, order: order, profile: profile)
            let want = try edited.route(through: stops, order: order, profile: .default)
            #expect(got.status == want.status, "\(f) \(order): \(got.status) vs walled \(want.status)")
            if got.status == .found && want.status == .found {
                #expect(Self.close(got.cost, want.cost), "\(f) \(order): \(got.cost) vs walled \(want.cost)")
                #expect(Self.crossed(got.legs, router).allSatisfy { !ids.contains($0) }, "\(f) \(order): a leg crosses a closed door")
            }
            if order == .given {
                #expect(got.status != .found || got.cost > open.cost + 1e-9, "\(f): closing doors the legs cross makes the tour longer")
            }
        }
    }

    /// A door that no open answer crosses: closing it changes no route, cell, nearest choice, tour or
    /// reachable set.
    @Test(arguments: Doors.formats)
    func closingAnUnusedDoorChangesNothing(f: GeneratorOptions.Format) throws {
        let v = try Doors.venue(f)
        let router = try VenueRouter(venue: v)
        let ends = Doors.rooms(v, count: 8, seed: 71)
        let start = ends[0]
        let reach = router.reachable(from: start, maxCost: 40, profile: .default)
        var routes = ends.flatMap { s in ends.map { router.route(from: s, to: $0, profile: .default) } }
        routes += reach.map { router.route(from: start, to: PlaceResolver.place(label: "s", spaces: [$0.space], venue: v), profile: .default) }
        let used = Set(Self.crossed(routes, router))
        #expect(!used.isEmpty, "\(f): the routes cross doors (the check below is not vacuous)")
        let endSpaces = Set(ends.flatMap(\.spaceIndices))
        guard
            let unused = v.doors.first(where: { d in
                !d.joinsFloors && router.graph.isClosableCut(d.id) && !used.contains(d.id) && d.spaceIndices.allSatisfy { !endSpaces.contains($0) }
            })
        else {
            Issue.record("\(f): every closable door is used")
            return
        }
        let profile = try Self.closing([unused.id], router)
        #expect(profile.closedConnections == [unused.id])
        for (k, r) in zip(routes.indices, routes).prefix(ends.count * ends.count) {
            let got = router.route(from: ends[k / ends.count], to: ends[k % ends.count], profile: profile)
            #expect(got.status == r.status && (r.status != .found || Self.close(got.cost, r.cost)), "\(f) pair \(k): \(got.cost) vs open \(r.cost)")
        }
        let m0 = router.matrix(from: ends, to: ends, profile: .default), m1 = router.matrix(from: ends, to: ends, profile: profile)
        for i in ends.indices { for j in ends.indices { Self.expectSame(m1.cells[i][j], m0.cells[i][j], "\(f) cell \(i),\(j)") } }
        let n0 = router.nearest(from: start, to: Array(ends.dropFirst()), profile: .default)
        let n1 = router.nearest(from: start, to: Array(ends.dropFirst()), profile: profile)
        #expect(n1.route.status == n0.route.status && (n0.route.status != .found || Self.close(n1.route.cost, n0.route.cost)))
        let t0 = try router.route(through: Array(ends.prefix(5)), order: .optimizedFixedEnds, profile: .default)
        let t1 = try router.route(through: Array(ends.prefix(5)), order: .optimizedFixedEnds, profile: profile)
        #expect(
            t1.status == t0.status && t1.order == t0.order
                && zip(t1.legs, t0.legs).allSatisfy { $0.status == $1.status && ($1.status != .found || Self.close($0.cost, $1.cost)) },
            "\(f) tour closing \(unused.id): \(t1.order) \(t1.legs.map(\.cost)) vs open \(t0.order) \(t0.legs.map(\.cost))")
        let r1 = router.reachable(from: start, maxCost: 40, profile: profile)
        #expect(r1.map(\.space) == reach.map(\.space) || Set(r1.map(\.space)) == Set(reach.map(\.space)))
        let before = Dictionary(reach.map { ($0.space, $0.cost) }, uniquingKeysWith: { a, _ in a })
        for r in r1 { Self.expectSame(r.cost, before[r.space], "\(f) reachable space \(r.space)") }
    }

    /// A failed route behind closed doors names them: every door of the goal's room closed for the query.
    @Test func diagnosisNamesDoorsClosedForTheQuery() throws {
        let v = try Doors.venue(.mvf)
        let router = try VenueRouter(venue: v)
        let ends = Doors.rooms(v, count: 12, seed: 81)
        guard
            let goal = ends.first(where: { g in
                let doors = v.doors.filter { $0.spaceIndices.contains(g.spaceIndices[0]) && !$0.joinsFloors }
                let holdsConnection = v.connections.contains { c in (c.entrances + c.exits).contains { $0.spaceIndex == g.spaceIndices[0] } }
                return !doors.isEmpty && !holdsConnection && doors.allSatisfy { router.graph.isClosableCut($0.id) }
            })
        else {
            Issue.record("no room whose doors all close per query")
            return
        }
        let doors = v.doors.filter { $0.spaceIndices.contains(goal.spaceIndices[0]) }.map(\.id)
        let profile = try Self.closing(Set(doors), router)
        let start = ends.first { $0.spaceIndices != goal.spaceIndices }!
        let r = router.route(from: start, to: goal, profile: profile)
        #expect(r.status == .noPath)
        let d = RouteDiagnosis(
            router: router, from: (RoutePoint(floor: start.points[0].floorIndex, point: start.points[0].point), "a", start.spaceIndices),
            to: (RoutePoint(floor: goal.points[0].floorIndex, point: goal.points[0].point), "b", goal.spaceIndices), profile: profile)
        let closed = d.findings.compactMap { f -> [ClosedDoor]? in if case let .doorsClosed(_, ds) = f.cause { return ds } else { return nil } }.first
        #expect(closed?.contains { $0.reason == .closedForQuery } == true, "\(d)")
    }
}
