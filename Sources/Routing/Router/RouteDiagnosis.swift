import IndoorGeometry

/// Why no route joins two places under a profile, said as a person would meet it: which end is cut off
/// and by what (a room without a door, doors blocked or too narrow for the clearance, a floor without a
/// connection the profile may use, a building without an entrance). `indoor route` prints it when it
/// finds no route and `indoor check` explains every unreachable room with it, so both say the same.
///
/// Built from the routing structure itself: each end's piece of free space (a component of its floor's
/// navigation mesh), the pieces reachable through connections the profile allows, the closed doors of the
/// free space, and the venue's rooms, doors and buildings.
public struct RouteDiagnosis: Hashable, Sendable, CustomStringConvertible {
    /// Which end of the route a finding is about.
    public enum End: String, Hashable, Sendable {
        case start, goal
    }

    /// What cuts an end off.
    public enum Cause: Hashable, Sendable {
        /// No free space within the profile's snap distance (metres) for the router's clearance (metres): the room is
        /// narrower than twice the clearance, or filled with obstacles.
        case noFreeSpace(clearance: Double, snapDistance: Double)
        /// The room (a ``Venue/spaces`` index) is enclosed and has no door.
        case roomWithoutDoor(space: Int)
        /// The room is enclosed and every one of its doors is closed for the profile.
        case doorsClosed(space: Int, doors: [ClosedDoor])
        /// The end's piece of its floor (floor index) has no stairs, elevator, ramp or entrance at all.
        case noConnection(floor: Int)
        /// The end's piece of its floor has connections, none of which the profile may use: each type with
        /// why the profile refuses it ("stairs: avoided").
        case connectionsNotAllowed(floor: Int, refusals: [String])
        /// The end's building (a ``Venue/buildings`` index) has no entrance the profile may use.
        case buildingWithoutEntrance(building: Int)
        /// Two neighbouring spaces (``Venue/spaces`` indices), the first on this end's side, share a wall of
        /// `sharedLength` metres that no opening crosses, and the second lies on the other end's side (or in
        /// a piece with a connection to another floor): the data maps no door or opening between them.
        case noOpening(space: Int, neighbour: Int, sharedLength: Double)
        /// None of the above: the pieces of free space reachable from the start (count) never meet those
        /// that reach the goal (count); a passage narrower than the clearance, say, splits a floor.
        case disconnected(reachableFromStart: Int, reachingGoal: Int)
    }

    /// One cause, at one end.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public var end: End
        /// The end's label ("ALD 205").
        public var label: String
        public var cause: Cause
        /// The cause as a sentence in the venue's names, without the end ("'ALD 205' has no door").
        public var reason: String
        /// "the goal 'ALD 205': 'ALD 205' has no door"; the reason alone for
        /// ``Cause/disconnected(reachableFromStart:reachingGoal:)`` and ``Cause/noOpening(space:neighbour:sharedLength:)``.
        public var description: String {
            switch cause {
            case .disconnected, .noOpening: return reason
            default: break
            }
            return "the \(end.rawValue) '\(label)': \(reason)"
        }
    }

    /// The findings, start first; never empty for a failed route.
    public var findings: [Finding]

    /// The findings joined: "the goal 'ALD 205': its only door c_1 (0.800 m, not wider than twice the
    /// clearance 0.4 m) is closed".
    public var description: String { findings.map(\.description).joined(separator: "; ") }

    /// Diagnoses a route between `start` and `goal` (points as passed to the router) that was not found.
    /// - Parameters:
    ///   - router: the router that answered.
    ///   - start, goal: the ends, with their labels and spaces (``ResolvedPlace/spaceIndices``).
    ///   - profile: the profile of the query.
    ///
    /// When a wall that no opening crosses separates the start's side from the goal's (two neighbouring
    /// spaces, one on each side), and no door closed for the profile or refused connection explains the
    /// split, the first finding says so: "no opening joins 'Aisle 3' and 'Elevator B'".
    public init(
        router: VenueRouter, from start: (point: RoutePoint, label: String, spaces: [Int]), to goal: (point: RoutePoint, label: String, spaces: [Int]),
        profile: RoutingProfile
    ) {
        self.init(router: router, from: start, to: goal, profile: profile, openings: MissingOpenings())
    }

    /// ``init(router:from:to:profile:)`` with the walls without openings kept in `openings` (shared by many
    /// diagnoses under one profile).
    init(
        router: VenueRouter, from start: (point: RoutePoint, label: String, spaces: [Int]), to goal: (point: RoutePoint, label: String, spaces: [Int]),
        profile: RoutingProfile, openings: MissingOpenings
    ) {
        // Pieces of free space as the query sees them: its closed doors are walls.
        let graph = router.graph.closing(profile.closedConnections)
        let sPart = graph.part(of: start.point, snapDistance: profile.snapDistance)
        let gPart = graph.part(of: goal.point, snapDistance: profile.snapDistance)
        let fromStart = sPart.map { graph.reachableParts(from: $0, profile: profile, forward: true) } ?? []
        let toGoal = gPart.map { graph.reachableParts(from: $0, profile: profile, forward: false) } ?? []
        var findings: [Finding] = []
        for (end, e, part, reach, other) in [(End.start, start, sPart, fromStart, goal), (End.goal, goal, gPart, toGoal, start)] {
            for cause in Self.causes(
                router: router, graph: graph, point: e.point, spaces: e.spaces, part: part, reach: reach, other: other.point, profile: profile)
            {
                findings.append(Finding(end: end, label: e.label, cause: cause, reason: Self.sentence(cause, router.venue)))
            }
        }
        // A wall without an opening explains a split that nothing else does, or one that missing data
        // (a room without a door, a piece without a connection) explains only in part; a door closed for
        // the profile or a refused connection is the better answer.
        let dataMissing = findings.allSatisfy { f in
            switch f.cause {
            case .roomWithoutDoor, .noConnection: return true
            default: return false
            }
        }
        if dataMissing,
            let (end, cause) = Self.missingOpening(
                router: router, graph: graph, fromStart: fromStart, toGoal: toGoal, profile: profile, openings: openings)
        {
            findings.insert(Finding(end: end, label: end == .start ? start.label : goal.label, cause: cause, reason: Self.sentence(cause, router.venue)), at: 0)
        }
        if findings.isEmpty {
            let cause = Cause.disconnected(reachableFromStart: fromStart.count, reachingGoal: toGoal.count)
            let end: End = fromStart.count <= toGoal.count ? .start : .goal
            findings.append(Finding(end: end, label: end == .start ? start.label : goal.label, cause: cause, reason: Self.sentence(cause, router.venue)))
        }
        self.findings = findings
    }

    /// The local causes at one end: its room, its piece of the floor, its building.
    static func causes(
        router: VenueRouter, graph: RoutingGraph, point: RoutePoint, spaces: [Int], part: RoutingGraph.Part?, reach: Set<RoutingGraph.Part>, other: RoutePoint,
        profile: RoutingProfile
    ) -> [Cause] {
        let v = router.venue
        guard let part else { return [.noFreeSpace(clearance: router.key.clearance, snapDistance: profile.snapDistance)] }
        var out: [Cause] = []
        // The room, when the end's piece of free space lies within it (an enclosed room).
        let space =
            spaces.first { v.spaces[$0].floorIndex == point.floor }
            ?? v.spaces.indices.filter {
                v.spaces[$0].floorIndex == point.floor && v.spaces[$0].polygon.locate(point.point) != .exterior
            }.min { v.spaces[$0].polygon.area < v.spaces[$1].polygon.area }
        if let s = space, graph.area(of: part, upTo: v.spaces[s].polygon.area + 0.01) <= v.spaces[s].polygon.area + 0.01 {
            let doors = v.doors.indices.filter { v.doors[$0].floorIndex == point.floor && v.doors[$0].spaceIndices.contains(s) }
            var closed = router.closedDoors[point.floor].filter { doors.contains($0.door) }
            for d in doors
            where profile.closedConnections.contains(v.doors[d].id) && graph.isClosableCut(v.doors[d].id) && !closed.contains(where: { $0.door == d }) {
                closed.append(ClosedDoor(door: d, width: v.doors[d].line?.length ?? 0, reason: .closedForQuery))
            }
            if doors.isEmpty && reach.count == 1 {
                out.append(.roomWithoutDoor(space: s))
            } else if !doors.isEmpty && closed.count == doors.count {
                out.append(.doorsClosed(space: s, doors: closed))
            }
        }
        // The piece of the floor: does anything lead off it?
        if reach.count == 1 && out.isEmpty && (part.floor != other.floor || graph.part(of: other, snapDistance: profile.snapDistance)?.floor != part.floor) {
            let here = graph.connectionsLeaving(part, profile: profile)
            if here.isEmpty {
                out.append(.noConnection(floor: part.floor))
            } else if !here.contains(where: \.allowed) {
                var refusals: [String] = []
                for (c, _) in here {
                    let conn = graph.connections[c]
                    // An allowed connection whose anchors here the profile refuses (their own flags).
                    let why = profile.refusal(of: conn, on: router.key) ?? (profile.requiresAccessible ? "entrance not accessible" : "entrance not public")
                    let phrase = "\(conn.type) (\(why))"
                    if !refusals.contains(phrase) { refusals.append(phrase) }
                }
                out.append(.connectionsNotAllowed(floor: part.floor, refusals: refusals))
            }
        }
        // The building: an end inside one building and the other outside it needs an entrance.
        if let b = v.floors[point.floor].buildingIndex, v.floors[other.floor].buildingIndex != b {
            let usable = router.buildingEntrances[b].contains { i in
                let c = graph.connections[i]
                return profile.allows(c, on: router.key)
                    && (c.entrances.contains { profile.allows($0, on: router.key) } || c.exits.contains { profile.allows($0, on: router.key) })
            }
            if !usable {
                out.append(.buildingWithoutEntrance(building: b))
            }
        }
        return out
    }

    static func sentence(_ cause: Cause, _ v: Venue) -> String {
        func room(_ s: Int) -> String { v.spaces[s].names.first.map { "'\($0)'" } ?? "\(v.spaces[s].kind) \(v.spaces[s].id)" }
        func floor(_ f: Int) -> String { "'\(v.floors[f].name)'" }
        switch cause {
        case let .noFreeSpace(c, snap):
            return "no free space within \(snap) m for a clearance of \(c) m (the room is narrower than twice the clearance, or filled)"
        case let .roomWithoutDoor(s):
            return "\(room(s)) has no door"
        case let .doorsClosed(s, doors):
            let list = doors.map { "\(v.doors[$0.door].id) (\($0))" }
            return doors.count == 1
                ? "the only door of \(room(s)), \(list[0]), is closed" : "every door of \(room(s)) is closed: " + list.joined(separator: ", ")
        case let .noConnection(f):
            return "its part of floor \(floor(f)) has no stairs, elevator, ramp or entrance to another floor"
        case let .connectionsNotAllowed(f, refusals):
            return "its part of floor \(floor(f)) leaves only by connections this profile may not use: \(refusals.joined(separator: ", "))"
        case let .buildingWithoutEntrance(b):
            return "building '\(v.buildings[b].name)' has no entrance this profile may use"
        case let .noOpening(a, b, length):
            return
                "no opening joins \(room(a)) and \(room(b)): they share \((length * 10).rounded() / 10) m of wall on floor \(floor(v.spaces[a].floorIndex)), but the data maps no door or opening there"
        case let .disconnected(a, b):
            return
                "no walkable connection joins them under this profile: the \(a) piece(s) of free space reachable from the start never meet the \(b) that reach the goal (a passage narrower than twice the clearance, say)"
        }
    }
}
