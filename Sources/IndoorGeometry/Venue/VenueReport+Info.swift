/// The `info` summary of a venue: floors with their counts, totals by kind and type, buildings, and the
/// reader's warnings.
extension VenueReport {
    /// Counts per floor and in total, computed once for both output forms.
    struct Summary {
        var spacesPerFloor: [Int]
        /// Voids (``Space/isVoid``) per floor: drawn, but not spaces.
        var voidsPerFloor: [Int]
        var voids = 0
        var doorsPerFloor: [Int]
        var wallsPerFloor: [Int]
        var obstaclesPerFloor: [Int]
        var spacesByKind: [String: Int] = [:]
        var connectionsByType: [String: Int] = [:]
        var buildingEntrances = 0
        var blockedDoors = 0
        /// Doors the source lists as not walkable (MVF `nonwalkable/`).
        var nonwalkableDoors = 0
        /// ``Venue/inferences`` counted by kind.
        var inferredByKind: [String: Int] = [:]

        init(_ v: Venue) {
            let n = v.floors.count
            spacesPerFloor = Array(repeating: 0, count: n)
            voidsPerFloor = spacesPerFloor
            doorsPerFloor = spacesPerFloor
            wallsPerFloor = spacesPerFloor
            obstaclesPerFloor = spacesPerFloor
            for s in v.spaces {
                if s.isVoid {
                    voids += 1
                    if s.floorIndex < n { voidsPerFloor[s.floorIndex] += 1 }
                    continue
                }
                if s.floorIndex < n { spacesPerFloor[s.floorIndex] += 1 }
                // MVF kind, or the IMDF category for units.
                let kind = s.kind == .unit ? (s.category ?? "unit") : s.kind.description
                spacesByKind[kind, default: 0] += 1
            }
            for d in v.doors {
                if d.floorIndex < n { doorsPerFloor[d.floorIndex] += 1 }
                if d.isEntrance(in: v) { buildingEntrances += 1 }
                if d.isBlocked { blockedDoors += 1 }
                if d.isListedNonwalkable { nonwalkableDoors += 1 }
            }
            for e in v.inferences { inferredByKind[e.kind.rawValue, default: 0] += 1 }
            for w in v.walls where w.floorIndex < n { wallsPerFloor[w.floorIndex] += 1 }
            for o in v.obstacles where o.floorIndex < n { obstaclesPerFloor[o.floorIndex] += 1 }
            if !v.doors.isEmpty { connectionsByType["door"] = v.doors.count }
            for c in v.connections { connectionsByType[c.type.description, default: 0] += 1 }
        }
    }

    /// A human-readable summary: name, totals, buildings, one line per floor, warnings grouped by code.
    /// - Parameters:
    ///   - venue: the venue to describe.
    ///   - warningLimit: examples shown per warning code (default 3).
    public static func infoText(_ venue: Venue, warningLimit: Int = 3) -> String {
        let s = Summary(venue)
        func list(_ c: [String: Int]) -> String { c.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") }
        var lines: [String] = []
        lines.append("\(venue.name) (\(venue.format.rawValue))")
        lines.append("origin: \(venue.projection.origin)")
        lines.append("floors: \(venue.floors.count), buildings: \(venue.buildings.count), outdoor floors: \(venue.floors.filter(\.isOutdoor).count)")
        let voids = s.voids > 0 ? ", voids (openings to the floor below): \(s.voids)" : ""
        lines.append("spaces: \(venue.spaces.count - s.voids) (\(list(s.spacesByKind)))\(voids)")
        lines.append(
            "doors: \(venue.doors.count) (building entrances \(s.buildingEntrances), blocked \(s.blockedDoors)"
                + (s.nonwalkableDoors > 0 ? ", listed not walkable \(s.nonwalkableDoors)" : "") + ")")
        lines.append(
            "inferred: "
                + (venue.inferences.isEmpty
                    ? "nothing (the source has every door, entrance and floor routes need, or inference is off)"
                    : "\(venue.inferences.count) (\(list(s.inferredByKind))); 'indoor check' lists each, '--strict' turns inference off"))
        lines.append("connections: \(list(s.connectionsByType))")
        lines.append("walls: \(venue.walls.count), obstacles: \(venue.obstacles.count), locations: \(venue.destinations.count)")
        if !venue.otherFeatureCounts.isEmpty { lines.append("not modelled: \(list(venue.otherFeatureCounts))") }
        for b in venue.buildings {
            lines.append(
                "building \(b.id) '\(b.name)': " + b.floorIndices.map { "\(venue.floors[$0].name) [\(venue.floors[$0].ordinal)]" }.joined(separator: ", "))
        }
        for (i, f) in venue.floors.enumerated() {
            let where_ = f.isOutdoor ? "outdoor" : (f.buildingIndex.map { "building \(venue.buildings[$0].name)" } ?? "no building")
            lines.append(
                "floor \(f.id) '\(f.name)' ordinal \(f.ordinal), \(where_): spaces \(s.spacesPerFloor[i])\(s.voidsPerFloor[i] > 0 ? ", voids \(s.voidsPerFloor[i])" : ""), doors \(s.doorsPerFloor[i]), walls \(s.wallsPerFloor[i]), obstacles \(s.obstaclesPerFloor[i])"
            )
        }
        lines.append(warningSummary(venue.warnings, limit: warningLimit))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A machine-readable summary as one JSON object:
    /// `name`, `format`, `origin` {longitude, latitude}, `totals` {floors, buildings, spaces, spacesByKind,
    /// voids, doors, buildingEntrances, blockedDoors, nonwalkableDoors, connectionsByType, walls, obstacles,
    /// locations, warnings, notModelled, inferred, inferredByKind (``VenueInference``)}, `buildings` [{id, name,
    /// floors [ids]}], `floors` [{id, name, ordinal, building, outdoor, spaces, voids, doors, walls, obstacles}],
    /// `warnings` {byCode, items [{code, file, feature, message}]}.
    /// Voids (``Space/isVoid``: openings to the floor below) are counted apart, not among the spaces.
    /// Counts keyed by name are in sorted order.
    /// - Parameter venue: the venue to describe.
    public static func infoValue(_ venue: Venue) -> JSONValue {
        let s = Summary(venue)
        func count(_ n: Int) -> JSONValue { .number(Double(n)) }
        let totals: JSONValue = [
            "floors": count(venue.floors.count), "buildings": count(venue.buildings.count), "spaces": count(venue.spaces.count - s.voids),
            "spacesByKind": countsValue(s.spacesByKind), "voids": count(s.voids), "doors": count(venue.doors.count),
            "buildingEntrances": count(s.buildingEntrances),
            "blockedDoors": count(s.blockedDoors), "connectionsByType": countsValue(s.connectionsByType), "walls": count(venue.walls.count),
            "obstacles": count(venue.obstacles.count), "locations": count(venue.destinations.count), "warnings": count(venue.warnings.count),
            "notModelled": countsValue(venue.otherFeatureCounts), "nonwalkableDoors": count(s.nonwalkableDoors),
            "inferred": count(venue.inferences.count), "inferredByKind": countsValue(s.inferredByKind)
        ]
        let buildings: [JSONValue] = venue.buildings.map { b in
            ["id": .string(b.id), "name": .string(b.name), "floors": .array(b.floorIndices.map { .string(venue.floors[$0].id) })]
        }
        let floors: [JSONValue] = venue.floors.enumerated().map { i, f in
            [
                "id": .string(f.id), "name": .string(f.name), "ordinal": count(f.ordinal),
                "building": f.buildingIndex.map { .string(venue.buildings[$0].id) } ?? .null, "outdoor": .bool(f.isOutdoor),
                "spaces": count(s.spacesPerFloor[i]), "voids": count(s.voidsPerFloor[i]), "doors": count(s.doorsPerFloor[i]),
                "walls": count(s.wallsPerFloor[i]),
                "obstacles": count(s.obstaclesPerFloor[i])
            ]
        }
        let warnings: [JSONValue] = venue.warnings.map { x in
            ["code": .string(x.code), "file": .string(x.file), "feature": x.featureID.map(JSONValue.string) ?? .null, "message": .string(x.message)]
        }
        return [
            "name": .string(venue.name), "format": .string(venue.format.rawValue),
            "origin": ["longitude": .number(venue.projection.origin.longitude), "latitude": .number(venue.projection.origin.latitude)],
            "totals": totals, "buildings": .array(buildings), "floors": .array(floors),
            "warnings": ["byCode": countsValue(warningCounts(venue.warnings)), "items": .array(warnings)]
        ]
    }

    /// The compact JSON text of ``infoValue(_:)``.
    /// - Parameter venue: the venue to describe.
    /// - Throws: ``JSONWriteError`` when the venue's origin is not finite (a venue read from a file never is).
    public static func infoJSON(_ venue: Venue) throws(JSONWriteError) -> String { try JSONWriter().string(infoValue(venue)) }
}
