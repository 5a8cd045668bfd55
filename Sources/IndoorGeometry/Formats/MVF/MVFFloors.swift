/// Floors, floor stacks (buildings) and outdoor floors of an MVF bundle (`floors.geojson`,
/// `floor-stacks.json`, `outdoors.json`).
struct MVFFloors {
    /// One decoded floor before projection (its outline is still in degrees).
    struct Entry {
        var id: String
        var name: String
        var shortName: String?
        var ordinal: Int
        var geometry: GeoJSONGeometry?
        var path: String
    }

    var entries: [Entry]
    /// Floor id → index into ``entries`` (and into ``Venue/floors``).
    var index: [String: Int]

    static let fileName = "floors.geojson"

    /// Decodes `floors.geojson`. `elevation` is an ordinal; a fractional one is rounded with a warning,
    /// a missing one becomes 0 with a warning.
    /// - Throws: ``FormatError`` for invalid GeoJSON, a missing or duplicate floor id, wrong member types.
    static func read(_ v: JSONValue, file: MVFFile, warnings: inout [VenueWarning]) throws(FormatError) -> MVFFloors {
        let root = try file.object(v, "")
        let features = try file.array(try file.member(root, "features", ""), "features")
        let decoder = GeoJSONDecoder(file: file.name)
        var entries: [Entry] = []
        var index: [String: Int] = [:]
        for (k, fv) in features.enumerated() {
            func path() -> String { "features[\(k)]" }
            let fo = try file.object(fv, path())
            let props = try file.optionalObject(fo, "properties", path())
            func pp() -> String { path() + ".properties" }
            guard let id = try file.optionalString(props, "id", pp()) ?? fo["id"]?.stringValue else {
                throw file.error(pp() + ".id", nil, "floor has no 'id'")
            }
            var feature: GeoJSONFeature
            do {
                feature = try decoder.decodeFeature(fv, path: path())
            } catch {
                var e = error
                e.featureID = id
                throw e
            }
            var ordinal = 0
            if let e = try file.optionalNumber(props, "elevation", pp(), id: id) {
                ordinal = Int(e.rounded())
                if Double(ordinal) != e {
                    warnings.append(
                        VenueWarning(
                            code: "fractional-elevation", file: file.name, featureID: id,
                            message: "elevation \(e) is not an integer ordinal; rounded to \(ordinal)"))
                }
            } else {
                warnings.append(VenueWarning(code: "missing-elevation", file: file.name, featureID: id, message: "floor has no elevation; ordinal 0 assumed"))
            }
            let details = try file.optionalObject(props, "details", pp(), id: id)
            let name = try file.optionalString(details, "name", pp() + ".details", id: id)
            let shortName = try file.optionalString(details, "shortName", pp() + ".details", id: id)
            if index[id] != nil { throw file.error(pp() + ".id", id, "duplicate floor id '\(id)'") }
            switch feature.geometry {
            case nil, .polygon?, .multiPolygon?: break
            case let g?:
                warnings.append(
                    VenueWarning(
                        code: "floor-geometry", file: file.name, featureID: id,
                        message: "floor geometry is a \(g.typeName), expected Polygon or MultiPolygon; outline ignored"))
                feature.geometry = nil
            }
            index[id] = entries.count
            entries.append(
                Entry(
                    id: id, name: (name?.isEmpty == false ? name : nil) ?? id, shortName: shortName, ordinal: ordinal, geometry: feature.geometry,
                    path: path() + ".geometry.coordinates"))
        }
        if entries.isEmpty { throw file.error("features", nil, "the bundle has no floors") }
        return MVFFloors(entries: entries, index: index)
    }

    /// The centre of the bounding box of all floor outlines, in degrees, or `nil` without outlines.
    var geometryCentre: GeoCoordinate? {
        var minLon = Double.infinity, minLat = Double.infinity, maxLon = -Double.infinity, maxLat = -Double.infinity
        for e in entries {
            guard let g = e.geometry else { continue }
            for c in g.allCoordinates {
                minLon = min(minLon, c.longitude)
                maxLon = max(maxLon, c.longitude)
                minLat = min(minLat, c.latitude)
                maxLat = max(maxLat, c.latitude)
            }
        }
        guard minLon <= maxLon else { return nil }
        return GeoCoordinate(longitude: (minLon + maxLon) / 2, latitude: (minLat + maxLat) / 2)
    }

    /// The model floors with projected outlines (buildings and outdoor flags are filled in later).
    /// - Throws: ``FormatError`` for unclosed or short outline rings.
    func floors(converter: MVFGeometryConverter) throws(FormatError) -> [Floor] {
        var out: [Floor] = []
        out.reserveCapacity(entries.count)
        for e in entries {
            var outline: MultiPolygon?
            if let g = e.geometry { outline = MultiPolygon(try converter.polygons(g, path: e.path, id: e.id)) }
            out.append(Floor(id: e.id, name: e.name, shortName: e.shortName, ordinal: e.ordinal, outline: outline))
        }
        return out
    }

    /// Reads `floor-stacks.json` into buildings whose floors are sorted by ordinal (source order breaks
    /// ties), and sets each floor's ``Floor/buildingIndex``. Unknown floor ids are warned about and skipped.
    /// - Throws: ``FormatError`` for wrong JSON types.
    func buildings(_ v: JSONValue, file: MVFFile, floors: inout [Floor], warnings: inout [VenueWarning]) throws(FormatError) -> [Building] {
        let stacks = try file.array(v, "")
        var out: [Building] = []
        for (k, sv) in stacks.enumerated() {
            let path = "[\(k)]"
            let o = try file.object(sv, path)
            let id = try file.requiredString(o, "id", path)
            let details = try file.optionalObject(o, "details", path, id: id)
            let name = try file.optionalString(details, "name", path + ".details", id: id) ?? id
            var members: [Int] = []
            for (j, fv) in try file.array(try file.member(o, "floors", path, id: id), path + ".floors", id: id).enumerated() {
                let fid = try file.string(fv, path + ".floors[\(j)]", id: id)
                guard let fi = index[fid] else {
                    warnings.append(
                        VenueWarning(
                            code: "unknown-floor", file: file.name, featureID: id,
                            message: "floor stack lists floor '\(fid)' which floors.geojson lacks; skipped"))
                    continue
                }
                if let other = floors[fi].buildingIndex {
                    // `other == out.count` when this very stack lists the floor twice (it is not in `out` yet).
                    if other == out.count {
                        warnings.append(
                            VenueWarning(
                                code: "floor-listed-twice", file: file.name, featureID: id,
                                message: "floor stack lists floor '\(fid)' more than once; kept once"))
                    } else {
                        warnings.append(
                            VenueWarning(
                                code: "floor-in-two-stacks", file: file.name, featureID: id,
                                message: "floor '\(fid)' is already in stack '\(out[other].id)'; kept there"))
                    }
                    continue
                }
                floors[fi].buildingIndex = out.count
                members.append(fi)
            }
            members.sort { floors[$0].ordinal != floors[$1].ordinal ? floors[$0].ordinal < floors[$1].ordinal : $0 < $1 }
            out.append(Building(id: id, name: name, floorIndices: members))
        }
        return out
    }

    /// Reads `outdoors.json` (observed `{"floors": [...]}`, or the bare array the spec prose describes)
    /// and marks those floors outdoor.
    /// - Throws: ``FormatError`` for wrong JSON types.
    func markOutdoors(_ v: JSONValue, file: MVFFile, floors: inout [Floor], warnings: inout [VenueWarning]) throws(FormatError) {
        let list: [JSONValue]
        let path: String
        switch v {
        case let .array(a):
            list = a
            path = ""
            warnings.append(
                VenueWarning(code: "outdoors-bare-array", file: file.name, message: "outdoors given as a bare array; the observed form is {\"floors\": [...]}"))
        case let .object(o):
            list = try file.array(try file.member(o, "floors", ""), "floors")
            path = "floors"
        default:
            throw file.error("", nil, "expected {\"floors\": [...]} or an array of floor ids, found \(v.typeName)")
        }
        for (k, fv) in list.enumerated() {
            let fid = try file.string(fv, path + "[\(k)]")
            guard let fi = index[fid] else {
                warnings.append(
                    VenueWarning(code: "unknown-floor", file: file.name, featureID: fid, message: "outdoor floor '\(fid)' is not in floors.geojson; skipped"))
                continue
            }
            floors[fi].isOutdoor = true
            if floors[fi].buildingIndex != nil {
                warnings.append(
                    VenueWarning(code: "outdoor-floor-in-stack", file: file.name, featureID: fid, message: "floor is both outdoors and in a floor stack"))
            }
        }
    }
}
