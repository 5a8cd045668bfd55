/// Connections (`connections.json`): doors become ``Door``s, everything else ``VerticalConnection``s.
extension MVFVenueBuilder {
    /// MVF's "blocked" cost (``Door/blockedEntryCost``).
    static let blockedCost = Door.blockedEntryCost

    /// How close (metres) a door's midpoint must be to a space edge for the door to join that space.
    static let doorTolerance = 0.05

    /// Reads `connections.json`.
    ///
    /// Types are open-ended (unknown ones stay usable as ``ConnectionType/unknown(_:)``). Costs keep the
    /// source scale; a cost of 2147483647 marks the connection blocked. A door's line is its LineString
    /// entrance; its ``Door/spaceIndices`` are the spaces whose edges pass within ``doorTolerance`` of the
    /// line's midpoint, on the line's floor and on the other indoor floors of the same elevation its anchors
    /// reach; its anchors are its exits (one point per side), or its entrances when it has no exits, in which
    /// case it is also marked blocked (nothing to leave through).
    /// - Throws: ``FormatError`` for wrong JSON types, negative or non-finite costs.
    mutating func readConnections(locator: MVFSpaceLocator) throws(FormatError) {
        var seen = IDTable()
        // Record by record: the file's whole tree would be several times its size (see JSONElementStream).
        let file = try MVFFile.forEachElement("connections.json", from: source) { file, k, cv throws(FormatError) in
            try readConnection(cv, k, file: file, locator: locator, seen: &seen)
        }
        if file == nil { warn("missing-connections", "connections.json", nil, "bundle has no connections.json: no doors, stairs or elevators") }
    }

    /// Reads connection `k` of `connections.json` (see ``readConnections(locator:)``).
    private mutating func readConnection(_ cv: JSONValue, _ k: Int, file: MVFFile, locator: MVFSpaceLocator, seen: inout IDTable) throws(FormatError) {
        func path() -> String { "[\(k)]" }
        let o = try file.object(cv, path())
        let id = try file.requiredString(o, "id", path())
        if !seen.insert(id).inserted { warn("duplicate-id", file.name, id, "connection id appears more than once; both kept") }
        let typeName = try file.optionalString(o, "type", path(), id: id) ?? "unknown"
        let type = ConnectionType(typeName)
        if case .unknown = type, typeName != "unknown" {
            warn("unknown-connection-type", file.name, id, "connection type '\(typeName)' is unknown; kept as a usable connection")
        }
        let entryCost = try cost(o, "entryCost", path(), id: id, file: file, default: 0)
        let multiplier = try cost(o, "floorCostMultiplier", path(), id: id, file: file, default: 1)
        var entranceLines: [(Int, Polyline, String)] = []
        let entrances = try anchors(o, "entrances", path(), id: id, file: file, locator: locator, lines: &entranceLines)
        var exitLines: [(Int, Polyline, String)] = []
        let exits = try anchors(o, "exits", path(), id: id, file: file, locator: locator, lines: &exitLines)
        let blocked = entryCost >= Self.blockedCost || multiplier >= Self.blockedCost
        if entrances.isEmpty && exits.isEmpty {
            warn("connection-without-anchor", file.name, id, "\(typeName) connection has no usable anchor; skipped")
            return
        }
        guard type == .door else {
            connections.append(
                VerticalConnection(
                    id: id, type: type, entrances: entrances, exits: exits, entryCost: entryCost, floorCostMultiplier: multiplier, isBlocked: blocked))
            return
        }
        let line = (entranceLines.first ?? exitLines.first)
        let floor = line?.0 ?? (entrances.first ?? exits[0]).floorIndex
        var spaceIndices: [Int] = []
        if let (lf, l, _) = line {
            let mid = MVFGeometryRegistry.midpoint(of: l)
            spaceIndices = locator.spaces(touching: mid, floor: lf, tolerance: Self.doorTolerance)
            // A door between two indoor floors of one storey (floors at one elevation) also joins the
            // spaces its line touches on the other floor.
            for other in Set((entrances + exits).map(\.floorIndex)).sorted()
            where other != lf && floors[other].ordinal == floors[lf].ordinal && !floors[other].isOutdoor && !floors[lf].isOutdoor {
                spaceIndices += locator.spaces(touching: mid, floor: other, tolerance: Self.doorTolerance).filter { !spaceIndices.contains($0) }
            }
        }
        if exits.isEmpty {
            warn("door-without-exits", file.name, id, "door has no exits, so it cannot be passed; marked blocked")
        }
        var doorFlags = AccessFlags([.accessible, .isPublic, .outdoors])
        for a in entrances { doorFlags.formIntersection(a.flags) }
        if entrances.isEmpty { doorFlags = .all }
        var door = Door(
            id: id, floorIndex: floor, line: line?.1, spaceIndices: spaceIndices, anchors: exits.isEmpty ? entrances : exits,
            entryCost: entryCost, isBlocked: blocked || exits.isEmpty, flags: doorFlags, lineGeometryID: line?.2)
        door.hasNoExits = exits.isEmpty
        door.isListedNonwalkable = line.map { nonwalkableIDs.contains($0.2) } ?? false
        doors.append(door)
    }

    private func cost(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String, file: MVFFile, default value: Double) throws(FormatError)
        -> Double
    {
        guard let c = try file.optionalNumber(o, key, path(), id: id) else { return value }
        guard c.isFinite, c >= 0 else {
            throw file.error(MVFFile.join(path(), key), id, "\(key) must be a finite number ≥ 0, found \(c)")
        }
        return c
    }

    /// Resolves an anchor list (`entrances` or `exits`); line anchors are also returned in `lines`.
    private mutating func anchors(
        _ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String, file: MVFFile, locator: MVFSpaceLocator,
        lines: inout [(Int, Polyline, String)]
    ) throws(FormatError) -> [ConnectionAnchor] {
        var out: [ConnectionAnchor] = []
        for (j, av) in try file.optionalArray(o, key, path(), id: id).enumerated() {
            func ap() -> String { MVFFile.join(path(), key) + "[\(j)]" }
            let a = try file.object(av, ap(), id: id)
            let named = try file.requiredString(a, "geometryId", ap(), id: id)
            let fid = try file.optionalString(a, "floorId", ap(), id: id)
            let words = try MVFNavigationFlags.words(a, ap(), file: file, id: id)
            guard let (gid, entry) = anchorGeometry(named, floorID: fid, of: id, file: file, what: "\(key) anchor") else { continue }
            let p = MVFGeometryRegistry.point(of: entry.shape, spaces: spaces)
            var spaceIndex: Int?
            switch entry.shape {
            case let .spaces(ix): spaceIndex = ix.first
            case let .line(l):
                lines.append((entry.floorIndex, l, gid))
                spaceIndex = nil  // a door line lies between spaces
            default: spaceIndex = locator.spaces(containing: p, floor: entry.floorIndex, in: spaces).first
            }
            out.append(ConnectionAnchor(floorIndex: entry.floorIndex, point: p, spaceIndex: spaceIndex, geometryID: gid, flags: flags.accessFlags(words)))
        }
        return out
    }
}
