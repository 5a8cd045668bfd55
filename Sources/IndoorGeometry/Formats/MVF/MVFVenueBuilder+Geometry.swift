/// Per-floor geometry: `geometry/<floorId>.geojson` combined with `kinds/`, `walkable/`, `nonwalkable/`
/// and the default styles, turned into spaces, walls and obstacles.
extension MVFVenueBuilder {
    /// Metres: the scale ``Polyline/densityBounded(scale:)`` bounds wall and door lines to (a thin wall).
    static let lineDensityScale = 0.1

    /// Reads every file of floor `fi`. A missing geometry file is a warning (the floor stays, empty).
    /// - Throws: ``FormatError`` for invalid JSON, wrong types, unclosed rings, bad coordinates.
    mutating func readGeometry(floor fi: Int) throws(FormatError) {
        let floorID = floors[fi].id
        let geometryName = MVFFile.floorFile("geometry", floorID, in: source, extensions: ["geojson", "json"])
        guard let (file, root) = try MVFFile.load(geometryName, from: source, required: false) else {
            warn("missing-geometry", geometryName, floorID, "floor '\(floors[fi].name)' has no geometry file; it stays empty")
            return
        }
        var kinds: [String: String] = [:]
        var kindsFile = MVFFile.floorFile("kinds", floorID, in: source, extensions: ["json", "geojson"])
        if let (kf, o) = try idMap(kindsFile) {
            kindsFile = kf.name
            kinds.reserveCapacity(o.count)
            for (gid, kv) in o.members { kinds[gid] = try kf.string(kv, gid, id: gid) }
        }
        var walkable = Set<String>()
        if let (_, o) = try idMap(MVFFile.floorFile("walkable", floorID, in: source, extensions: ["json", "geojson"])) { walkable = Set(o.keys) }
        var nonwalkable = Set<String>()
        if let (_, o) = try idMap(MVFFile.floorFile("nonwalkable", floorID, in: source, extensions: ["json", "geojson"])) { nonwalkable = Set(o.keys) }
        for id in nonwalkable where !walkable.contains(id) { nonwalkableIDs.insert(id) }

        let converter = MVFGeometryConverter(projection: projection, file: file.name)
        let decoder = GeoJSONDecoder(file: file.name)
        let features = try file.array(try file.member(try file.object(root, ""), "features", ""), "features")
        var seenKinded = 0
        for (k, fv) in features.enumerated() {
            func path() -> String { "features[\(k)]" }
            let fo = try file.object(fv, path())
            let props = try file.optionalObject(fo, "properties", path())
            guard let id = try file.optionalString(props, "id", path() + ".properties") ?? fo["id"]?.stringValue else {
                throw file.error(path() + ".properties.id", nil, "geometry feature has no 'id'")
            }
            let feature: GeoJSONFeature
            do {
                feature = try decoder.decodeFeature(fv, path: path())
            } catch {
                var e = error
                e.featureID = id
                throw e
            }
            guard let g = feature.geometry else {
                warn("null-geometry", file.name, id, "feature has null geometry; skipped")
                continue
            }
            let kind = kinds[id]
            if kind != nil { seenKinded += 1 }
            // The duplicate warning goes before the feature's own; the registry is probed once per feature.
            let mark = warnings.count
            let n = registry.number(id)
            let shape = try readFeature(
                id: id, kind: kind, style: styles.style(number: n), geometry: g, path: path() + ".geometry.coordinates", floor: fi,
                converter: converter, file: file.name, isNonwalkable: nonwalkable.contains(id) && !walkable.contains(id),
                isBlocking: nonwalkable.contains(id))
            let earlier = if let shape { registry.register(n, .init(floorIndex: fi, shape: shape, kind: kind)) } else { registry.entry(number: n) }
            if let prev = earlier {
                warnings.insert(
                    VenueWarning(
                        code: "duplicate-id", file: file.name, featureID: id,
                        message: "geometry id also used on floor '\(floors[prev.floorIndex].id)'; anchors resolve to the first"),
                    at: mark)
            }
        }
        if seenKinded < kinds.count {
            warn("kind-without-geometry", kindsFile, nil, "\(kinds.count - seenKinded) kind(s) name geometry this floor's geometry file lacks")
        }
    }

    /// Turns one geometry feature into model values according to its kind.
    /// - Returns: the registry shape for anchors, or `nil` for an empty geometry.
    private mutating func readFeature(
        id: String, kind: String?, style: MVFStyles.Style?, geometry g: GeoJSONGeometry, path: @autoclosure () -> String, floor fi: Int,
        converter: MVFGeometryConverter, file: String, isNonwalkable: Bool, isBlocking: Bool
    ) throws(FormatError) -> MVFGeometryRegistry.Shape? {
        let polygons = try converter.polygons(g, path: path(), id: id)
        // Walls and door lines are buffered later: bound their vertex density now (hostile input only;
        // real lines are far below the limit and stay exact).
        let lines = try converter.polylines(g, path: path(), id: id).map { l in
            let bounded = l.densityBounded(scale: Self.lineDensityScale)
            if let note = bounded.note { warn("dense-line", file, id, note) }
            return bounded.line
        }
        var shape: MVFGeometryRegistry.Shape?
        switch g {
        case let .point(c): shape = .point(projection.project(c))
        case let .multiPoint(cs): shape = cs.first.map { .point(projection.project($0)) }
        default:
            if let l = lines.first { shape = .line(l) }
            if let p = polygons.first { shape = .polygon(p.boundingBox.center) }
        }
        switch kind {
        case "room"?, "hallway"?, "area"?:
            guard let kind, !polygons.isEmpty else {
                mismatch(kind, g, id, file)
                return shape
            }
            if polygons.count > 1 {
                warn("multipolygon-space", file, id, "\(kind) is a MultiPolygon of \(polygons.count) parts; each part becomes a space with this id")
            }
            var indices: [Int] = []
            for p in polygons {
                indices.append(spaces.count)
                spaces.append(Space(id: id, floorIndex: fi, kind: SpaceKind(kind), polygon: p, isWalkable: !isBlocking, color: style?.color))
            }
            return .spaces(indices)
        case "wall"?:
            if !polygons.isEmpty {
                for p in polygons { obstacles.append(Obstacle(id: id, floorIndex: fi, polygon: p, kind: "wall")) }
                return shape
            }
            guard !lines.isEmpty else {
                mismatch("wall", g, id, file)
                return shape
            }
            var buffer = 0.0
            var exterior = false
            if let style {
                buffer = style.buffer
                exterior = style.isExteriorWalls
            } else {
                buffer = styles.defaultWallBuffer ?? 0.15
                warn("wall-without-style", file, id, "no style references this wall; buffer \(buffer) m per side assumed")
            }
            if buffer < 0 {
                warn("negative-wall-buffer", file, id, "wall style buffer \(buffer) m is negative; thickness 0 used")
            }
            for l in lines { walls.append(Wall(id: id, floorIndex: fi, line: l, thickness: max(0, 2 * buffer), isExterior: exterior)) }
        case "object"?:
            guard !polygons.isEmpty else {
                mismatch("object", g, id, file)
                return shape
            }
            for p in polygons { obstacles.append(Obstacle(id: id, floorIndex: fi, polygon: p, kind: "object")) }
        case "window"?:
            otherCounts["window", default: 0] += 1
        case nil:
            if !polygons.isEmpty {
                if isNonwalkable {
                    for p in polygons { obstacles.append(Obstacle(id: id, floorIndex: fi, polygon: p, kind: "nonwalkable")) }
                } else {
                    otherCounts["unkinded-polygon", default: 0] += 1
                }
            }
        case let other?:
            otherCounts["unknown-kind:" + other, default: 0] += 1
            warnings.append(
                VenueWarning(
                    code: "unknown-kind", file: file, featureID: id,
                    message: "kind '\(other)' is unknown (known: room, hallway, area, wall, object, window); kept as an anchor only", subject: other))
        }
        return shape
    }

    private mutating func mismatch(_ kind: String?, _ g: GeoJSONGeometry, _ id: String, _ file: String) {
        let k = kind ?? "?"
        otherCounts["kind-geometry-mismatch", default: 0] += 1
        warn("kind-geometry-mismatch", file, id, "kind '\(k)' on a \(g.typeName); kept as an anchor only")
    }
}
