/// Reads the files of an IMDF archive into an ``IMDFArchive``: file inventory, manifest, projection
/// origin, then one decoding pass per feature type (see `IMDFArchiveDecoder+Features.swift`).
struct IMDFArchiveDecoder {
    let source: any VenueSource
    var log = IMDFWarningLog()

    /// The feature files the IMDF 1.0.0 spec defines.
    static let standardFiles: Set<String> = [
        "address", "amenity", "anchor", "building", "detail", "fixture", "footprint", "geofence", "kiosk", "level",
        "occupant", "opening", "relationship", "section", "unit", "venue"
    ]

    init(source: any VenueSource) { self.source = source }

    /// Decodes the whole archive.
    mutating func decode() throws -> IMDFArchive {
        checkInventory()
        let manifest = try readManifest()
        let venueFC = try collection("venue")
        let levelFC = try requiredCollection("level")
        let unitFC = try requiredCollection("unit")
        let projection = try Self.projection(venue: venueFC, levels: levelFC, units: unitFC, file: source.displayName)

        var archive = IMDFArchive(
            manifest: manifest, projection: projection, venue: nil, buildings: [], footprints: [], levels: [], units: [],
            openings: [], amenities: [], anchors: [], occupants: [], fixtures: [], relationships: [], warnings: [])
        if let venueFC {
            let vs = try contexts(venueFC, "venue", projection)
            if vs.count > 1 { log.add("multiple-venues", file: "venue.geojson", featureID: vs[1].id, "\(vs.count) venue features; only the first is used") }
            if let v = vs.first { archive.venue = try decodeVenue(v) }
        } else {
            log.add("missing-file", file: "venue.geojson", "no venue.geojson; the venue has no name")
        }
        archive.levels = try decodeAll(levelFC, "level", projection) { (c, d) throws(FormatError) in try d.decodeLevel(c) }
        archive.units = try decodeAll(unitFC, "unit", projection) { (c, d) throws(FormatError) in try d.decodeUnit(c) }
        archive.buildings = try optional("building", projection) { (c, d) throws(FormatError) in try d.decodeBuilding(c) }
        archive.footprints = try optional("footprint", projection) { (c, d) throws(FormatError) in try d.decodeFootprint(c) }
        archive.openings = try optional("opening", projection, warnIfMissing: true) { (c, d) throws(FormatError) in try d.decodeOpening(c) }
        archive.amenities = try optional("amenity", projection) { (c, d) throws(FormatError) in try d.decodeAmenity(c) }
        archive.anchors = try optional("anchor", projection) { (c, d) throws(FormatError) in try d.decodeAnchor(c) }
        archive.occupants = try optional("occupant", projection) { (c, d) throws(FormatError) in try d.decodeOccupant(c) }
        archive.fixtures = try optional("fixture", projection) { (c, d) throws(FormatError) in try d.decodeFixture(c) }
        archive.relationships = try optional("relationship", projection) { (c, d) throws(FormatError) in try d.decodeRelationship(c) }
        if archive.openings.isEmpty && archive.units.count > 1 {
            // IMDF has no walls: units join only through openings, so nothing is routable between them.
            log.add(
                "no-openings", file: "opening.geojson",
                "\(archive.units.count) units but no openings: a route can leave a room only across the shared edges of open walkway-like units")
        }
        archive.warnings = log.warnings
        return archive
    }

    /// Decodes an optional file's features with `body`; an absent file gives `[]`.
    private mutating func optional<T>(
        _ name: String, _ projection: LocalProjection, warnIfMissing: Bool = false,
        _ body: (IMDFFeatureContext, inout IMDFArchiveDecoder) throws(FormatError) -> T?
    ) throws -> [T] {
        guard let fc = try collection(name) else {
            if warnIfMissing { log.add("missing-file", file: name + ".geojson", "no \(name).geojson") }
            return []
        }
        return try decodeAll(fc, name, projection, body)
    }

    private mutating func decodeAll<T>(
        _ fc: GeoJSONFeatureCollection, _ name: String, _ projection: LocalProjection,
        _ body: (IMDFFeatureContext, inout IMDFArchiveDecoder) throws(FormatError) -> T?
    ) throws(FormatError) -> [T] {
        var out: [T] = []
        for c in try contexts(fc, name, projection) {
            if let t = try body(c, &self) { out.append(t) }
        }
        return out
    }

    /// Warns once per file that is neither the manifest nor a standard feature file.
    private mutating func checkInventory() {
        for path in source.filePaths {
            if path == "manifest.json" { continue }
            if path.hasSuffix(".geojson"), !path.contains("/"), Self.standardFiles.contains(String(path.dropLast(8))) { continue }
            log.add("ignored-file", file: path, "not an IMDF 1.0.0 file; ignored")
        }
    }

    private mutating func readManifest() throws -> IMDFManifest {
        let file = "manifest.json"
        guard let bytes = try source.read(file) else {
            log.add("missing-file", file: file, "no manifest.json; labels fall back to English, then the first language")
            return IMDFManifest()
        }
        let v = try GeoJSONDecoder(file: file).parse(bytes)
        guard let o = v.objectValue else { throw FormatError(file: file, message: "expected a JSON object, found \(v.typeName)") }
        // Some producers wrap the members in "properties"; accept both.
        let props = o["properties"]?.objectValue ?? o
        func str(_ k: String) throws(FormatError) -> String? {
            guard let x = props[k], !x.isNull else { return nil }
            guard let s = x.stringValue else { throw FormatError(file: file, path: k, message: "expected a string, found \(x.typeName)") }
            return s
        }
        let m = IMDFManifest(version: try str("version"), language: try str("language"), generatedBy: try str("generated_by"), created: try str("created"))
        if let ver = m.version, !ver.hasPrefix("1.") {
            log.add("unknown-version", file: file, "IMDF version '\(ver)' is not 1.x; read as 1.0.0")
        }
        return m
    }

    /// Reads and decodes `<name>.geojson`, or `nil` when the archive has no such file.
    private func collection(_ name: String) throws -> GeoJSONFeatureCollection? {
        let file = name + ".geojson"
        guard let bytes = try source.read(file) else { return nil }
        return try GeoJSONDecoder(file: file).decodeFeatureCollection(bytes)
    }

    /// Reads and decodes `<name>.geojson`, which the archive must have.
    private func requiredCollection(_ name: String) throws -> GeoJSONFeatureCollection {
        guard let fc = try collection(name) else {
            throw FormatError(file: name + ".geojson", message: "missing: an IMDF archive needs \(name).geojson (in \(source.displayName))")
        }
        return fc
    }

    /// Wraps each feature with its location, checking `id` and `feature_type` and skipping duplicate ids.
    private mutating func contexts(_ fc: GeoJSONFeatureCollection, _ type: String, _ projection: LocalProjection) throws(FormatError) -> [IMDFFeatureContext] {
        let file = type + ".geojson"
        var seen = Set<String>()
        var out: [IMDFFeatureContext] = []
        out.reserveCapacity(fc.features.count)
        for (k, f) in fc.features.enumerated() {
            let path = "features[\(k)]"
            guard let id = f.id, !id.isEmpty else {
                throw FormatError(file: file, path: path + ".id", message: "missing feature id (IMDF features need a top-level \"id\")")
            }
            switch f.foreignMembers["feature_type"] {
            case let .string(t)?:
                if t != type {
                    throw FormatError(file: file, path: path + ".feature_type", featureID: id, message: "feature_type '\(t)' in \(file), expected '\(type)'")
                }
            case nil, .null?:
                log.add("missing-feature-type", file: file, featureID: id, key: "", "no top-level feature_type; taken as '\(type)' from the file name")
            case let other?:
                throw FormatError(file: file, path: path + ".feature_type", featureID: id, message: "expected a string, found \(other.typeName)")
            }
            guard seen.insert(id).inserted else {
                log.add("duplicate-id", file: file, featureID: id, "feature id '\(id)' appears again at \(path); the later copy is ignored")
                continue
            }
            out.append(IMDFFeatureContext(file: file, path: path, id: id, feature: f, projection: projection))
        }
        return out
    }

    /// The projection origin: the venue's bounding-box centre, else the levels', else the units'.
    static func projection(venue: GeoJSONFeatureCollection?, levels: GeoJSONFeatureCollection, units: GeoJSONFeatureCollection, file: String)
        throws(FormatError) -> LocalProjection
    {
        for fc in [venue, levels, units] {
            guard let fc else { continue }
            var minLon = Double.infinity, maxLon = -Double.infinity, minLat = Double.infinity, maxLat = -Double.infinity
            for f in fc.features {
                guard let g = f.geometry else { continue }
                for c in g.allCoordinates {
                    minLon = min(minLon, c.longitude)
                    maxLon = max(maxLon, c.longitude)
                    minLat = min(minLat, c.latitude)
                    maxLat = max(maxLat, c.latitude)
                }
            }
            if minLon <= maxLon {
                let origin = GeoCoordinate(longitude: (minLon + maxLon) / 2, latitude: (minLat + maxLat) / 2)
                if abs(origin.latitude) < 89 { return LocalProjection(origin: origin) }
            }
        }
        throw FormatError(file: file, message: "no venue, level or unit has coordinates: cannot place the venue")
    }
}
