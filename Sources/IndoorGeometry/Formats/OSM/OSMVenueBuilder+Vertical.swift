/// Connections between levels, as SIT draws them:
/// - a stairs, elevator or escalator room (`indoor=room` with `stairs=yes`, `highway=steps`,
///   `elevator=yes`, `conveying=*`) on several levels (`level=0;1;2`, `level=0-2`, `repeat_on`) is one
///   connection anchored at a point inside it on each level, entered on any and left on any. The anchor
///   on a level is the room's entry node there when it has one: a node inside the room, tagged as the
///   same kind of link (`highway=elevator` in an elevator, `stairs=yes` or `highway=steps` in stairs,
///   `conveying=*` in an escalator) and on that level (`level=0;1;2` for one node on every level): where a
///   mapper marks the spot a person boards. Without one, the room's representative point (its box's
///   centre when inside, else its pole of inaccessibility);
/// - a `highway=elevator` node on several levels likewise, anchored at the node;
/// - a `highway=steps`, `highway=footway` or `highway=elevator` way whose level names several levels
///   joins the lowest and highest of them at its two ends: its first node is on the lowest level unless
///   `incline=down` (or a negative incline) says the way runs downwards.
///
/// `conveying=forward|backward` (with `incline`) makes an escalator one-way: entered on the levels it
/// starts from, left on the levels it ends on. Elevators are accessible; stairs and escalators are not.
/// Single-level stairs and elevator rooms stacked on each other are linked too (see
/// `OSMVenueBuilder+Stacking`).
extension OSMVenueBuilder {
    /// Whether the way or escalator runs upwards from its first node (or, for an escalator room, whether it
    /// carries people up): `incline=up` or a positive number, or no incline, flipped by `conveying=backward`.
    static func runsUp(_ t: [String: String]) -> Bool {
        inclinesUp(t) != (t["conveying"] == "backward")
    }

    /// Whether the way climbs from its first node to its last: `incline=up`, a positive number or none.
    static func inclinesUp(_ t: [String: String]) -> Bool {
        guard let i = t["incline"]?.lowercased() else { return true }
        return !(i == "down" || i.hasPrefix("-"))
    }

    static func anchorFlags(_ type: ConnectionType, _ t: [String: String]) -> AccessFlags {
        var flags: AccessFlags = type == .elevator ? .all : [.isPublic]
        if OSMTags.restriction(t) != nil { flags.remove(.isPublic) }
        if type == .elevator && t["wheelchair"] == "no" { flags.remove(.accessible) }
        return flags
    }

    /// Adds one connection through `anchors` (bottom to top); one-way for `conveying=forward|backward`.
    mutating func addConnection(_ k: Int, _ type: ConnectionType, _ anchors: [ConnectionAnchor]) {
        let t = items[k].feature.tags
        let sorted = anchors.sorted { (venue.floors[$0.floorIndex].ordinal, $0.floorIndex) < (venue.floors[$1.floorIndex].ordinal, $1.floorIndex) }
        guard Set(sorted.map(\.floorIndex)).count > 1 else { return }
        var entrances = sorted, exits = sorted
        if let c = t["conveying"], c == "forward" || c == "backward", let bottom = sorted.first, let top = sorted.last {
            if Self.runsUp(t) {
                entrances = [bottom]
                exits = [top]
            } else {
                entrances = [top]
                exits = [bottom]
            }
        }
        used[k] = true
        venue.connections.append(
            VerticalConnection(id: items[k].feature.id, type: type, entrances: entrances, exits: exits, name: OSMTags.names(t).first))
    }

    /// The space of floor `fi` containing `p`, when any.
    func space(containing p: Point, onFloor fi: Int) -> Int? {
        guard fi < spacesByFloor.count else { return nil }
        return spacesByFloor[fi].first { venue.spaces[$0].polygon.locate(p) != .exterior }
    }

    /// A point feature tagged as a floor change (`highway=elevator`, `stairs=yes`, …) with a level: a
    /// connection of its own, or the entry node of the multi-level room holding it.
    struct EntryNode {
        var item: Int
        var type: ConnectionType
        var point: Point
    }

    /// The vertical point features with a `level` or `repeat_on`, by the floors they are on (floors that
    /// exist already: a node alone on a level makes its floor when it becomes a connection of its own).
    mutating func entryNodesByFloor() -> [Int: [EntryNode]] {
        var out: [Int: [EntryNode]] = [:]
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            // Read quietly: a node left over is read again as a connection of its own, and warned about then.
            guard case let .point(c) = item.feature.geometry, let type = OSMTags.verticalType(t) else { continue }
            let p = projection.project(c)
            guard abs(p.x) <= OSMReader.maxDistanceFromOrigin, abs(p.y) <= OSMReader.maxDistanceFromOrigin else { continue }
            let b = building(at: p)
            for level in levels.levels(level: t["level"], repeatOn: t["repeat_on"]) {
                if let fi = floorOf[FloorKey(building: b, level: level)] { out[fi, default: []].append(EntryNode(item: k, type: type, point: p)) }
            }
        }
        return out
    }

    /// The anchors of a multi-level room's connection, one per level: at the room's entry node on that
    /// level when one lies inside it (the node is then `consumed`: not a connection of its own), else at
    /// its representative point.
    func roomAnchors(
        _ spaces: [Int], _ type: ConnectionType, _ flags: AccessFlags, nodes: [Int: [EntryNode]], consumed: inout Set<Int>
    ) -> [ConnectionAnchor] {
        spaces.map { i in
            let s = venue.spaces[i]
            if let n = nodes[s.floorIndex]?.first(where: { $0.type == type && s.polygon.locate($0.point) == .interior }) {
                consumed.insert(n.item)
                return ConnectionAnchor(floorIndex: s.floorIndex, point: n.point, spaceIndex: i, geometryID: items[n.item].feature.id, flags: flags)
            }
            return ConnectionAnchor(floorIndex: s.floorIndex, point: representativePoint(s.polygon), spaceIndex: i, geometryID: s.id, flags: flags)
        }
    }

    mutating func buildVerticalConnections() {
        spacesByFloor = Array(repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() { spacesByFloor[s.floorIndex].append(i) }
        // Multi-level rooms first, so that the entry nodes inside them are known before the nodes are read.
        let nodes = entryNodesByFloor()
        var consumed = Set<Int>()
        var anchorsOfRoom: [Int: [ConnectionAnchor]] = [:]
        for (k, spaces) in spacesOfItem {
            let t = items[k].feature.tags
            guard let type = OSMTags.verticalType(t), Set(spaces.map { venue.spaces[$0].floorIndex }).count > 1 else { continue }
            anchorsOfRoom[k] = roomAnchors(spaces, type, Self.anchorFlags(type, t), nodes: nodes, consumed: &consumed)
        }
        buildStackedConnections(nodes: nodes, consumed: &consumed)
        for (k, item) in items.enumerated() {
            let t = item.feature.tags
            guard let type = OSMTags.verticalType(t) else { continue }
            let flags = Self.anchorFlags(type, t)
            if spacesOfItem[k] != nil {
                // A multi-level room: one anchor per level, inside the room.
                if let anchors = anchorsOfRoom[k] { addConnection(k, type, anchors) }
                continue
            }
            if consumed.contains(k) {
                used[k] = true
                continue
            }
            guard t["level"] != nil || t["repeat_on"] != nil else { continue }
            switch item.feature.geometry {
            case .point:
                guard let p = point(k) else { continue }
                let b = building(at: p)
                let anchors = levelsOf(k).map { level -> ConnectionAnchor in
                    let fi = floor(building: b, level: level)
                    return ConnectionAnchor(floorIndex: fi, point: p, spaceIndex: space(containing: p, onFloor: fi), geometryID: item.feature.id, flags: flags)
                }
                addConnection(k, type, anchors)
            case .line:
                guard let line = lines(k).first, line.count >= 2 else { continue }
                let levelList = levelsOf(k)
                guard levelList.count > 1, let low = levelList.first, let high = levelList.last else { continue }
                let up = Self.inclinesUp(t)
                let (lowEnd, highEnd) = up ? (line[0], line[line.count - 1]) : (line[line.count - 1], line[0])
                let b = building(at: lowEnd)
                let fl = floor(building: b, level: low), fh = floor(building: b, level: high)
                addConnection(
                    k, type,
                    [
                        ConnectionAnchor(
                            floorIndex: fl, point: lowEnd, spaceIndex: space(containing: lowEnd, onFloor: fl), geometryID: item.feature.id, flags: flags),
                        ConnectionAnchor(
                            floorIndex: fh, point: highEnd, spaceIndex: space(containing: highEnd, onFloor: fh), geometryID: item.feature.id, flags: flags)
                    ])
            case .polygons:
                continue
            }
        }
    }
}
