import IndoorGeometry
import Testing
@testable import Routing

/// A three-floor building: the same corridor with 4 rooms on every floor, stairs at the west end,
/// an elevator at the east end, an up escalator in the middle, staff stairs next to it and a blocked
/// stair; plus a fourth floor with no connection at all.
private enum Building {
    static let corridor = RoutingTestDomains.corridor(rooms: 4, pillars: false, doorSeed: 3)
    static let west = Point(x: 0.5, y: 1.25), east = Point(x: 19.5, y: 1.25)
    static let middle = Point(x: 10, y: 1.25), staff = Point(x: 12, y: 1.25), blocked = Point(x: 8, y: 1.25)

    static func anchors(_ p: Point, floors: [Int], flags: NavigationFlags = .unrestricted) -> [PortalAnchor] {
        floors.map { PortalAnchor(floor: $0, point: p, flags: flags) }
    }

    static let connections: [Connection] = [
        .twoWay(id: "stairs", type: .stairs, anchors: anchors(west, floors: [0, 1, 2]), flags: .publicAccess),
        .twoWay(id: "elevator", type: .elevator, anchors: anchors(east, floors: [0, 1, 2])),
        Connection(
            id: "escalator-up", type: .escalator, entrances: anchors(middle, floors: [0]),
            exits: anchors(middle, floors: [1]), flags: .publicAccess),
        .twoWay(id: "staff-stairs", type: .stairs, anchors: anchors(staff, floors: [0, 1, 2]), flags: []),
        .twoWay(id: "blocked", type: .stairs, anchors: anchors(blocked, floors: [0, 1, 2]), rawEntryCost: Connection.rawBlockedCost)
    ]

    static let graph: RoutingGraph? = try? RoutingGraph(  // nil only if building throws; the tests #require it
        floors: (0 ..< 4).map { FloorFreeSpace(id: "L\($0)", ordinal: $0, freeSpace: MultiPolygon([corridor])) },
        connections: connections)
}

@Suite struct MultiFloorRoutingTests {
    private func used(_ r: RouteResult) -> [String] { r.connections.map(\.id) }

    @Test("a route across floors is consistent: legs, connections, totals")
    func consistentTotals() throws {
        let graph = try #require(Building.graph)
        #expect(graph.issues.isEmpty, "\(graph.issues)")
        let r = graph.route(from: RoutePoint(floor: 0, point: Point(x: 2.5, y: 5)), to: RoutePoint(floor: 2, point: Point(x: 17.5, y: 5)))
        try #require(r.status == .found)
        #expect(!r.connections.isEmpty)
        var cost = 0.0, distance = 0.0, floor = 0, floorChanges = 0
        for step in r.steps {
            switch step {
            case let .walk(leg):
                #expect(leg.floor == floor)
                #expect(abs(Polyline(uncheckedPoints: leg.points).length - leg.distance) < 1e-9)
                cost += leg.distance
                distance += leg.distance
            case let .connection(c):
                #expect(c.entrance.floor == floor)
                floor = c.exit.floor
                cost += c.cost
                if c.floorsCrossed > 0 && c.type != .door { floorChanges += 1 }
            }
        }
        #expect(floor == 2)
        #expect(floorChanges > 0)
        #expect(abs(cost - r.cost) < 1e-9 && abs(distance - r.distance) < 1e-9)
        // The cost holds one floor-change penalty per floor change; the duration none.
        let speed = RoutingProfile.default.walkingSpeed
        let penalties = Double(floorChanges) * RoutingProfile.default.floorChangePenalty * speed
        #expect(abs(r.duration - ((r.cost - penalties) / speed)) < 1e-6)
    }

    @Test("a one-way escalator is used upwards only")
    func oneWayEscalator() throws {
        let graph = try #require(Building.graph)
        let up = graph.route(from: RoutePoint(floor: 0, point: Point(x: 10.5, y: 1)), to: RoutePoint(floor: 1, point: Point(x: 10.5, y: 2)))
        #expect(used(up) == ["escalator-up"])
        let down = graph.route(from: RoutePoint(floor: 1, point: Point(x: 10.5, y: 1)), to: RoutePoint(floor: 0, point: Point(x: 10.5, y: 2)))
        #expect(down.status == .found)
        #expect(!used(down).contains("escalator-up"))
    }

    @Test("blocked and staff-only connections are skipped unless the graph's key includes non-public ones")
    func blockedAndStaff() throws {
        let graph = try #require(Building.graph)
        let from = RoutePoint(floor: 2, point: Point(x: 11, y: 1)), to = RoutePoint(floor: 0, point: Point(x: 11, y: 2))
        let r = graph.route(from: from, to: to)
        #expect(r.status == .found)
        #expect(!used(r).contains("blocked") && !used(r).contains("staff-stairs"))
        let s = graph.under(RouterKey(includesNonPublic: true)).route(from: from, to: to)
        #expect(used(s) == ["staff-stairs"])
        #expect(s.cost < r.cost)
    }

    @Test("the accessible profile avoids stairs and escalators; an avoid list is honoured")
    func accessibleAndAvoid() throws {
        let graph = try #require(Building.graph)
        let from = RoutePoint(floor: 0, point: Point(x: 1.5, y: 1)), to = RoutePoint(floor: 2, point: Point(x: 1.5, y: 2))
        let normal = graph.route(from: from, to: to)
        #expect(used(normal) == ["stairs"])
        let accessible = graph.route(from: from, to: to, profile: .accessible)
        #expect(used(accessible) == ["elevator"])
        var noStairs = RoutingProfile.default
        noStairs.avoidedTypes = [.stairs]
        #expect(used(graph.route(from: from, to: to, profile: noStairs)) == ["elevator"])
        var nothing = RoutingProfile.default
        nothing.avoidedTypes = [.stairs, .elevator]
        #expect(graph.route(from: from, to: to, profile: nothing).status == .noPath)
    }

    @Test("failures carry a status: unreachable floor, outside free space, unknown floor; snapping works")
    func statuses() throws {
        let graph = try #require(Building.graph)
        let inside = RoutePoint(floor: 0, point: Point(x: 3, y: 1))
        #expect(graph.route(from: inside, to: RoutePoint(floor: 3, point: Point(x: 3, y: 1))).status == .noPath)
        #expect(graph.route(from: RoutePoint(floor: 0, point: Point(x: -50, y: 1)), to: inside).status == .startOutsideFreeSpace)
        #expect(graph.route(from: inside, to: RoutePoint(floor: 1, point: Point(x: 3, y: -9))).status == .goalOutsideFreeSpace)
        #expect(graph.route(from: inside, to: RoutePoint(floor: 9, point: .zero)).status == .unknownGoalFloor)
        #expect(graph.route(from: RoutePoint(floor: -1, point: .zero), to: inside).status == .unknownStartFloor)
        let snapped = graph.route(from: RoutePoint(floor: 0, point: Point(x: 3, y: -0.5)), to: inside)
        #expect(snapped.status == .found)
        #expect(abs((snapped.start?.point.y ?? 99) - 0) < 1e-9)
        let same = graph.route(from: inside, to: inside)
        #expect(same.status == .found && same.cost == 0)
    }

    @Test("one scratch serves several graphs and profiles in turn, with the answers of fresh scratch")
    func sharedScratch() throws {
        let g1 = try #require(Building.graph)
        let g2 = try RoutingGraph(
            floors: (0 ..< 4).map { FloorFreeSpace(id: "L\($0)", ordinal: 10 * $0, freeSpace: MultiPolygon([Building.corridor])) },
            connections: Building.connections)
        let from = RoutePoint(floor: 0, point: Point(x: 3, y: 1)), to = RoutePoint(floor: 2, point: Point(x: 16, y: 2))
        let shared = RoutingScratch()
        for (graph, profile) in [(g2, RoutingProfile.default), (g1, .default), (g2, .accessible), (g1, .accessible), (g2, .default)] {
            let a = graph.route(from: from, to: to, profile: profile, scratch: shared)
            let b = graph.route(from: from, to: to, profile: profile)
            #expect(a == b)
        }
        #expect(g1.route(from: from, to: to).cost < g2.route(from: from, to: to).cost, "ten times the floors crossed cost more")
        // The cached per-floor connection costs follow the graph (stale ones could overestimate).
        let fresh = RoutingScratch()
        _ = g1.route(from: from, to: to, scratch: fresh)
        _ = g2.route(from: from, to: to, scratch: shared)
        _ = g1.route(from: from, to: to, scratch: shared)
        #expect(shared.state.tables.floorIncoming.map { $0.map(\.floor) } == fresh.state.tables.floorIncoming.map { $0.map(\.floor) })
        #expect(shared.state.tables.floorIncoming.map { $0.map(\.cost) } == fresh.state.tables.floorIncoming.map { $0.map(\.cost) })
        #expect(shared.state.floors.lowerBound == fresh.state.floors.lowerBound)
    }

    @Test("an empty floor and an anchor off the free space are reported, not fatal; a bad floor index throws")
    func degenerateInput() throws {
        let room = MultiPolygon([RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 10, 10))])
        let floors = [FloorFreeSpace(id: "A", ordinal: 0, freeSpace: room), FloorFreeSpace(id: "empty", ordinal: 1, freeSpace: MultiPolygon())]
        let lift = Connection.twoWay(
            id: "lift", type: .elevator,
            anchors: [
                PortalAnchor(floor: 0, point: Point(x: 5, y: 5)),
                PortalAnchor(floor: 1, point: Point(x: 5, y: 5))
            ])
        let graph = try RoutingGraph(floors: floors, connections: [lift])
        #expect(graph.issues.count == 1, "\(graph.issues)")
        #expect(graph.anchorCount == 1)
        #expect(
            graph.route(from: RoutePoint(floor: 0, point: Point(x: 1, y: 1)), to: RoutePoint(floor: 1, point: Point(x: 1, y: 1))).status
                == .goalOutsideFreeSpace)
        #expect(
            graph.route(from: RoutePoint(floor: 0, point: Point(x: .nan, y: 1)), to: RoutePoint(floor: 0, point: Point(x: 1, y: 1))).status
                == .startOutsideFreeSpace)
        let bad = Connection.twoWay(id: "bad", type: .stairs, anchors: [PortalAnchor(floor: 7, point: .zero)])
        #expect(throws: RoutingBuildError.anchorFloorOutOfRange(connectionId: "bad", floor: 7, floorCount: 2)) {
            try RoutingGraph(floors: floors, connections: [bad])
        }
    }

    @Test("doors as connections between separate room polygons: dead-end rooms are skipped, never the goal's")
    func doorConnections() throws {
        // A corridor y ∈ [0, 2] and four rooms above it (separate polygons), each with a door connection.
        var polygons = [RoutingTestDomains.polygon(RoutingTestDomains.rect(0, 0, 40, 2))]
        var doors: [Connection] = []
        for i in 0 ..< 4 {
            let x0 = Double(i) * 10 + 0.5
            polygons.append(RoutingTestDomains.polygon(RoutingTestDomains.rect(x0, 2.4, x0 + 9, 8)))
            doors.append(
                .twoWay(
                    id: "door\(i)", type: .door,
                    anchors: [
                        PortalAnchor(floor: 0, point: Point(x: x0 + 4.5, y: 1.7)),
                        PortalAnchor(floor: 0, point: Point(x: x0 + 4.5, y: 2.7))
                    ]))
        }
        let graph = try RoutingGraph(floors: [FloorFreeSpace(id: "G", ordinal: 0, freeSpace: MultiPolygon(polygons))], connections: doors)
        #expect(graph.issues.isEmpty)
        // Room 0 to room 3: out through door 0, along the corridor, in through door 3.
        let r = graph.route(from: RoutePoint(floor: 0, point: Point(x: 2, y: 6)), to: RoutePoint(floor: 0, point: Point(x: 38, y: 6)))
        try #require(r.status == .found)
        #expect(r.connections.map(\.id) == ["door0", "door3"])
        let walked =
            Point(x: 2, y: 6).distance(to: Point(x: 5, y: 2.7)) + Point(x: 5, y: 1.7).distance(to: Point(x: 35, y: 1.7))
            + Point(x: 35, y: 2.7).distance(to: Point(x: 38, y: 6))
        #expect(abs(r.distance - walked) < 1e-9)
        #expect(abs(r.cost - (walked + 2 * 2 * 1.3)) < 1e-9, "two doors at 2 s × 1.3 m/s")
        // Room to corridor, corridor to room, and a room to itself (no door).
        #expect(
            graph.route(from: RoutePoint(floor: 0, point: Point(x: 12, y: 6)), to: RoutePoint(floor: 0, point: Point(x: 30, y: 1))).connections.map(\.id) == [
                "door1"
            ])
        #expect(
            graph.route(from: RoutePoint(floor: 0, point: Point(x: 30, y: 1)), to: RoutePoint(floor: 0, point: Point(x: 22, y: 7))).connections.map(\.id) == [
                "door2"
            ])
        #expect(graph.route(from: RoutePoint(floor: 0, point: Point(x: 22, y: 3)), to: RoutePoint(floor: 0, point: Point(x: 27, y: 7))).connections.isEmpty)
    }
}
