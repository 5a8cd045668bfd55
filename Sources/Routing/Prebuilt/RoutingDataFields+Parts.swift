import IndoorGeometry

/// The parts of ``RoutingDataFields/coded(_:_:connections:)``: floors, anchors and anchor issues as columns, and
/// the fields derived from stored ones as the build derives them.
extension RoutingDataFields {
    typealias Anchor = RoutingData.Anchor
    typealias FloorInfo = RoutingData.FloorInfo
    typealias TransitionExit = RoutingData.TransitionExit

    /// Largest floor ordinal, level or stack a file may give (far beyond any building; keeps their
    /// differences within `Int`).
    static let storedFloorNumberLimit = 1 << 40

    /// Writes or reads (`floors` nil) the floors' ids, ordinals, stacks and levels.
    static func codedFloors(_ floors: [FloorInfo]?, _ c: inout PrebuiltCoder) throws(PrebuiltError) -> [FloorInfo] {
        let limit = storedFloorNumberLimit
        let ids = try c.strings(floors?.map(\.id), "data.floors.id")
        let ordinals = try c.indices(floors?.map(\.ordinal), "data.floors.ordinal", in: -limit ..< limit)
        let stacks = try c.indices(floors?.map { $0.stack ?? -1 }, "data.floors.stack", in: -1 ..< limit)
        let levels = try c.indices(floors?.map(\.level), "data.floors.level", in: -limit ..< limit)
        try c.check(ordinals.count == ids.count && stacks.count == ids.count && levels.count == ids.count, "floor columns miscounted")
        if let floors { return floors }
        return ids.indices.map { FloorInfo(id: ids[$0], ordinal: ordinals[$0], stack: stacks[$0] < 0 ? nil : stacks[$0], level: levels[$0]) }
    }

    /// Writes or reads (`anchors` nil) the anchors' columns: floor, point, connection, entry and exit flags,
    /// access flags and component (slots and exits are derived: ``linked(_:byFloor:transitions:)``).
    static func codedAnchors(_ anchors: [Anchor]?, _ c: inout PrebuiltCoder, meshes: [NavigationMesh], connections: Int) throws(PrebuiltError)
        -> [Anchor]
    {
        let floor = try c.indices(anchors?.map { Int32($0.floor) }, "data.anchors.floor", in: 0 ..< meshes.count)
        let point = try c.points(anchors?.map(\.point), "data.anchors.point")
        let connection = try c.indices(anchors?.map { Int32($0.connection) }, "data.anchors.connection", in: 0 ..< connections)
        let canEnter = try c.bools(anchors?.map(\.canEnter), "data.anchors.canEnter")
        let canExit = try c.bools(anchors?.map(\.canExit), "data.anchors.canExit")
        let flags = try c.array(anchors?.map(\.flags.rawValue), "data.anchors.flags")
        let component = try c.array(anchors?.map(\.component), "data.anchors.component")
        let n = floor.count
        try c.check(
            point.count == n && connection.count == n && canEnter.count == n && canExit.count == n && flags.count == n && component.count == n,
            "anchor columns miscounted")
        if let anchors { return anchors }
        for i in 0 ..< n where component[i] < 0 || Int(component[i]) >= max(meshes[Int(floor[i])].polygonCount, 1) {
            throw c.damaged("anchor \(i)'s component \(component[i]) is not one of its floor's")
        }
        return (0 ..< n).map { i in
            Anchor(
                floor: Int(floor[i]), point: point[i], connection: Int(connection[i]), canEnter: canEnter[i], canExit: canExit[i],
                flags: NavigationFlags(rawValue: flags[i]), slot: 0, component: component[i])
        }
    }

    /// Writes or reads (`issues` nil) the anchors left off the free space (the mesh issues are the meshes').
    static func codedAnchorIssues(_ issues: [RoutingBuildIssue]?, _ c: inout PrebuiltCoder, floors: Int) throws(PrebuiltError) -> [RoutingBuildIssue] {
        var id: [String] = [], floor: [Int32] = [], point: [Point] = []
        for case let .anchorOutsideFreeSpace(i, f, p) in issues ?? [] {
            id.append(i)
            floor.append(Int32(f))
            point.append(p)
        }
        let ids = try c.strings(issues == nil ? nil : id, "data.anchorIssues.connectionId")
        let floors = try c.indices(issues == nil ? nil : floor, "data.anchorIssues.floor", in: 0 ..< max(floors, 1))
        let points = try c.points(issues == nil ? nil : point, "data.anchorIssues.point")
        try c.check(floors.count == ids.count && points.count == ids.count, "anchor issues miscounted")
        return ids.indices.map { .anchorOutsideFreeSpace(connectionId: ids[$0], floor: Int(floors[$0]), point: points[$0]) }
    }

    /// The anchors with their slots on their floors and their exit runs, and the transition exits end to
    /// end (as the build links them).
    static func linked(_ anchors: [Anchor], byFloor: [[Int32]], transitions: [[Int32]]) -> (anchors: [Anchor], exits: [TransitionExit]) {
        var anchors = anchors
        for ids in byFloor { for (slot, a) in ids.enumerated() { anchors[Int(a)].slot = slot } }
        var exits: [TransitionExit] = []
        for a in anchors.indices {
            let first = Int32(exits.count)
            for b in transitions[a] { exits.append(TransitionExit(anchor: b, floor: Int32(anchors[Int(b)].floor), point: anchors[Int(b)].point)) }
            anchors[a].exits = first ..< Int32(exits.count)
        }
        return (anchors, exits)
    }

    /// The corner states of `graphs`: per floor the first, their count, and each one's floor and point (as
    /// the build numbers them).
    static func cornerStates(_ graphs: [FloorCornerGraph?]) -> (base: [Int], count: Int, floor: [Int32], point: [Point]) {
        var base = [Int](repeating: 0, count: graphs.count)
        var floor: [Int32] = []
        var point: [Point] = []
        for (f, g) in graphs.enumerated() {
            base[f] = floor.count
            guard let g else { continue }
            floor.append(contentsOf: repeatElement(Int32(f), count: g.nodeCount))
            point.append(contentsOf: g.points)
        }
        return (base, floor.count, floor, point)
    }
}
