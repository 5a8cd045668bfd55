/// The `info` summary of a venue: floors with their counts, totals by kind and type, buildings, and the
/// reader's warnings.
extension VenueReport {
    /// Counts per floor and in total, computed once for both output forms.
    struct Summary {
        var spacesPerFloor: [Int]
        var doorsPerFloor: [Int]
        var wallsPerFloor: [Int]
        var obstaclesPerFloor: [Int]
        var spacesByKind: [String: Int] = [:]
        var connectionsByType: [String: Int] = [:]
        var buildingEntrances = 0
        var blockedDoors = 0

        init(_ v: Venue) {
            let n = v.floors.count
            spacesPerFloor = Array(repeating: 0, count: n)
            doorsPerFloor = spacesPerFloor
            wallsPerFloor = spacesPerFloor
            obstaclesPerFloor = spacesPerFloor
            for s in v.spaces {
                if s.floorIndex < n { spacesPerFloor[s.floorIndex] += 1 }
                // MVF kind, or the IMDF category for units.
                let kind = s.kind == .unit ? (s.category ?? "unit") : s.kind.description
                spacesByKind[kind, default: 0] += 1
            }
            for d in v.doors {
                if d.floorIndex < n { doorsPerFloor[d.floorIndex] += 1 }
                if d.joinsFloors { buildingEntrances += 1 }
                if d.isBlocked { blockedDoors += 1 }
            }
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
        lines.append("spaces: \(venue.spaces.count) (\(list(s.spacesByKind)))")
        lines.append("doors: \(venue.doors.count) (building entrances \(s.buildingEntrances), blocked \(s.blockedDoors))")
        lines.append("connections: \(list(s.connectionsByType))")
        lines.append("walls: \(venue.walls.count), obstacles: \(venue.obstacles.count), locations: \(venue.destinations.count)")
        if !venue.otherFeatureCounts.isEmpty { lines.append("not modelled: \(list(venue.otherFeatureCounts))") }
        for b in venue.buildings {
            lines.append("building \(b.id) '\(b.name)': " + b.floorIndices.map { "\(venue.floors[$0].name) [\(venue.floors[$0].ordinal)]" }.joined(separator: ", "))
        }
        for (i, f) in venue.floors.enumerated() {
            let where_ = f.isOutdoor ? "outdoor" : (f.buildingIndex.map { "building \(venue.buildings[$0].name)" } ?? "no building")
            lines.append("floor \(f.id) '\(f.name)' ordinal \(f.ordinal), \(where_): spaces \(s.spacesPerFloor[i]), doors \(s.doorsPerFloor[i]), walls \(s.wallsPerFloor[i]), obstacles \(s.obstaclesPerFloor[i])")
        }
        lines.append(warningSummary(venue.warnings, limit: warningLimit))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A machine-readable summary as one JSON object:
    /// `name`, `format`, `origin` {longitude, latitude}, `totals` {floors, buildings, spaces, spacesByKind,
    /// doors, buildingEntrances, blockedDoors, connectionsByType, walls, obstacles, locations, warnings,
    /// notModelled}, `buildings` [{id, name, floors [ids]}], `floors` [{id, name, ordinal, building,
    /// outdoor, spaces, doors, walls, obstacles}], `warnings` {byCode, items [{code, file, feature, message}]}.
    /// - Parameter venue: the venue to describe.
    public static func infoJSON(_ venue: Venue) -> String {
        let s = Summary(venue)
        var w = VenueJSONWriter()
        w.beginObject()
        w.value(venue.name, "name")
        w.value(venue.format.rawValue, "format")
        w.beginObject("origin")
        w.value(venue.projection.origin.longitude, "longitude")
        w.value(venue.projection.origin.latitude, "latitude")
        w.endObject()
        w.beginObject("totals")
        w.value(venue.floors.count, "floors")
        w.value(venue.buildings.count, "buildings")
        w.value(venue.spaces.count, "spaces")
        w.counts("spacesByKind", s.spacesByKind)
        w.value(venue.doors.count, "doors")
        w.value(s.buildingEntrances, "buildingEntrances")
        w.value(s.blockedDoors, "blockedDoors")
        w.counts("connectionsByType", s.connectionsByType)
        w.value(venue.walls.count, "walls")
        w.value(venue.obstacles.count, "obstacles")
        w.value(venue.destinations.count, "locations")
        w.value(venue.warnings.count, "warnings")
        w.counts("notModelled", venue.otherFeatureCounts)
        w.endObject()
        w.beginArray("buildings")
        for b in venue.buildings {
            w.beginObject()
            w.value(b.id, "id")
            w.value(b.name, "name")
            w.beginArray("floors")
            for f in b.floorIndices { w.value(venue.floors[f].id) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.beginArray("floors")
        for (i, f) in venue.floors.enumerated() {
            w.beginObject()
            w.value(f.id, "id")
            w.value(f.name, "name")
            w.value(f.ordinal, "ordinal")
            w.value(f.buildingIndex.map { venue.buildings[$0].id }, "building")
            w.value(f.isOutdoor, "outdoor")
            w.value(s.spacesPerFloor[i], "spaces")
            w.value(s.doorsPerFloor[i], "doors")
            w.value(s.wallsPerFloor[i], "walls")
            w.value(s.obstaclesPerFloor[i], "obstacles")
            w.endObject()
        }
        w.endArray()
        w.beginObject("warnings")
        w.counts("byCode", warningCounts(venue.warnings))
        w.beginArray("items")
        for x in venue.warnings {
            w.beginObject()
            w.value(x.code, "code")
            w.value(x.file, "file")
            w.value(x.featureID, "feature")
            w.value(x.message, "message")
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endObject()
        return w.text
    }
}
