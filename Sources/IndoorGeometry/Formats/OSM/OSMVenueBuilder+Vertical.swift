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
/// ``buildStackedConnections(nodes:consumed:)``, below).
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

/// Stairwells and shafts drawn one room per level: SIT draws a stairwell as one `indoor=room` +
/// `stairs=yes` on several levels, but mappers also draw one such room per level, stacked.
///
/// Single-level stairs and elevator rooms of one building (not escalators: which way one runs is told by
/// its own tags) with the same outline, each covering at least ``OSMVenueBuilder/stackedOutlineOverlap``
/// of the larger one's area, on consecutive levels (consecutive among the building's levels, so −1, 0, 2
/// link 0 and 2) are linked one to one, largest overlap first. Each chain of links is one connection
/// through their anchors (entry node or inside point, as for a multi-level room), inferred
/// (``VerticalConnection/isInferred``), with id `inferred:<id>|<id>|…` bottom to top and the first name
/// found. Links are one to one so that no route goes down one room and straight back up another.
extension OSMVenueBuilder {
    /// The share of the larger outline's area two stacked rooms must overlap by to be one stairwell or
    /// shaft: 0.9 (the same room redrawn on each level, give or take a node).
    static let stackedOutlineOverlap = 0.9

    /// A single-level vertical room: its space, type and tags' item.
    struct StackCandidate {
        var item: Int
        var space: Int
        var type: ConnectionType
    }

    /// Links the single-level vertical rooms stacked on consecutive levels into connections.
    mutating func buildStackedConnections(nodes: [Int: [EntryNode]], consumed: inout Set<Int>) {
        // Candidates by building, then by ordinal.
        var byBuilding: [Int: [Int: [StackCandidate]]] = [:]
        for (k, spaces) in spacesOfItem.sorted(by: { $0.key < $1.key }) {
            guard let type = OSMTags.verticalType(items[k].feature.tags), type == .stairs || type == .elevator,
                Set(spaces.map { venue.spaces[$0].floorIndex }).count == 1
            else { continue }
            for s in spaces {
                let floor = venue.floors[venue.spaces[s].floorIndex]
                guard let b = floor.buildingIndex, !floor.isOutdoor else { continue }
                byBuilding[b, default: [:]][floor.ordinal, default: []].append(StackCandidate(item: k, space: s, type: type))
            }
        }
        for b in byBuilding.keys.sorted() {
            guard let byOrdinal = byBuilding[b] else { continue }
            let ordinals = Set(venue.buildings[b].floorIndices.map { venue.floors[$0].ordinal }).sorted()
            var above: [Int: StackCandidate] = [:], below = Set<Int>()
            for (lo, hi) in zip(ordinals, ordinals.dropFirst()) {
                guard let lower = byOrdinal[lo], let upper = byOrdinal[hi] else { continue }
                for (a, c) in stackLinks(lower, upper) {
                    above[a.space] = c
                    below.insert(c.space)
                }
            }
            for bottom in byOrdinal.keys.sorted().flatMap({ byOrdinal[$0] ?? [] }) where above[bottom.space] != nil && !below.contains(bottom.space) {
                var chain = [bottom]
                while let next = above[chain[chain.count - 1].space] { chain.append(next) }
                addStackedConnection(chain, nodes: nodes, consumed: &consumed)
            }
        }
    }

    /// One-to-one links between the candidates of two consecutive levels, largest overlap first.
    func stackLinks(_ lower: [StackCandidate], _ upper: [StackCandidate]) -> [(StackCandidate, StackCandidate)] {
        var matches: [(area: Double, i: Int, j: Int)] = []
        for (i, a) in lower.enumerated() {
            let pa = venue.spaces[a.space].polygon
            for (j, c) in upper.enumerated() where c.type == a.type {
                let pc = venue.spaces[c.space].polygon
                guard pa.boundingBox.intersects(pc.boundingBox) else { continue }
                let area = IMDFPolygonOverlap.intersectionArea(pa, pc)
                if area >= Self.stackedOutlineOverlap * max(pa.area, pc.area) { matches.append((area, i, j)) }
            }
        }
        matches.sort { ($0.area, $1.i, $1.j) > ($1.area, $0.i, $0.j) }
        var linkedLower = Set<Int>(), linkedUpper = Set<Int>()
        var out: [(StackCandidate, StackCandidate)] = []
        for m in matches where !linkedLower.contains(m.i) && !linkedUpper.contains(m.j) {
            linkedLower.insert(m.i)
            linkedUpper.insert(m.j)
            out.append((lower[m.i], upper[m.j]))
        }
        return out
    }

    /// One two-way connection through a chain of stacked rooms (bottom to top), each anchored as a
    /// multi-level room is on its level.
    mutating func addStackedConnection(_ chain: [StackCandidate], nodes: [Int: [EntryNode]], consumed: inout Set<Int>) {
        var anchors: [ConnectionAnchor] = []
        for c in chain {
            let flags = Self.anchorFlags(c.type, items[c.item].feature.tags)
            anchors += roomAnchors([c.space], c.type, flags, nodes: nodes, consumed: &consumed)
        }
        let name = chain.compactMap { c in OSMTags.names(items[c.item].feature.tags).first }.first
        let id = "inferred:" + chain.map { venue.spaces[$0.space].id }.joined(separator: "|")
        venue.connections.append(VerticalConnection(id: id, type: chain[0].type, entrances: anchors, exits: anchors, isInferred: true, name: name))
    }
}
