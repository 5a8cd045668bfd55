/// One decoder per IMDF feature type. Each reads the properties it needs with type checks (wrong JSON
/// types throw), warns about non-standard properties and categories, and projects geometry to metres.
extension IMDFArchiveDecoder {
    /// Property names IMDF 1.0.0 defines per feature type; anything else is reported once per name.
    static let knownProperties: [String: Set<String>] = [
        "venue": ["category", "restriction", "name", "alt_name", "hours", "website", "phone", "display_point", "address_id"],
        "building": ["name", "alt_name", "category", "restriction", "display_point", "address_id"],
        "footprint": ["category", "name", "building_ids"],
        "level": ["category", "restriction", "outdoor", "ordinal", "name", "short_name", "display_point", "address_id", "building_ids"],
        "unit": ["category", "restriction", "accessibility", "name", "alt_name", "level_id", "display_point"],
        "opening": ["category", "accessibility", "access_control", "door", "name", "alt_name", "display_point", "level_id"],
        "amenity": ["category", "accessibility", "name", "alt_name", "hours", "phone", "website", "unit_ids", "address_id", "correlation_id"],
        "anchor": ["address_id", "unit_id"],
        "occupant": ["name", "category", "anchor_id", "hours", "phone", "website", "validity", "correlation_id"],
        "fixture": ["category", "name", "alt_name", "anchor_id", "level_id", "display_point"],
        "relationship": ["category", "direction", "origin", "intermediary", "destination", "hours"]
    ]

    /// Level categories IMDF 1.0.0 defines.
    static let levelCategories: Set<String> = ["parking", "transit", "transit.bus", "transit.train", "unspecified"]

    /// Warns once per unknown property name of `type` (SPbPU's `unit_categoty`, for example).
    mutating func checkProperties(_ c: IMDFFeatureContext, _ type: String) {
        guard let known = Self.knownProperties[type] else { return }
        for key in c.properties.keys where !known.contains(key) {
            let hint = key == "unit_categoty" ? " (a misspelling of 'unit_category', which IMDF does not define either)" : ""
            log.add("unknown-property", file: c.file, featureID: c.id, key: key, "non-standard property '\(key)'\(hint) ignored")
        }
    }

    /// Warns once per category value not in `known`.
    mutating func checkCategory(_ category: String?, _ c: IMDFFeatureContext, known: Set<String>, what: String) {
        guard let cat = category else {
            log.add("missing-category", file: c.file, featureID: c.id, key: "", "\(what) without a category")
            return
        }
        if !known.contains(cat) {
            log.add("unknown-category", file: c.file, featureID: c.id, key: cat, "\(what) category '\(cat)' is not in IMDF 1.0.0; kept as written")
        }
    }

    mutating func decodeVenue(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFVenueFeature {
        checkProperties(c, "venue")
        return IMDFVenueFeature(
            id: c.id, name: try c.label("name", log: &log), category: try c.string("category"), polygons: try c.polygons(),
            displayPoint: try c.point("display_point"))
    }

    mutating func decodeBuilding(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFBuilding {
        checkProperties(c, "building")
        if c.feature.geometry != nil {
            log.add(
                "building-geometry", file: c.file, featureID: c.id, key: "",
                "building has a geometry, which IMDF does not define; ignored (footprints give the outline)")
        }
        return IMDFBuilding(
            id: c.id, name: try c.label("name", log: &log), category: try c.string("category"), restriction: try c.string("restriction"),
            displayPoint: try c.point("display_point"))
    }

    mutating func decodeFootprint(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFFootprint {
        checkProperties(c, "footprint")
        return IMDFFootprint(id: c.id, category: try c.string("category"), buildingIDs: try c.strings("building_ids"), polygons: try c.polygons())
    }

    mutating func decodeLevel(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFLevel {
        checkProperties(c, "level")
        guard let ordinal = try c.int("ordinal") else { throw c.error("ordinal", "a level needs an integer ordinal") }
        let category = try c.string("category")
        if let cat = category, !Self.levelCategories.contains(cat) {
            log.add("unknown-category", file: c.file, featureID: c.id, key: cat, "level category '\(cat)' is not in IMDF 1.0.0; kept as written")
        }
        let restriction = try c.string("restriction")
        if let r = restriction {
            log.add("level-restriction", file: c.file, featureID: c.id, key: r, "level restriction '\(r)' is kept on the level but not applied to its units")
        }
        let outdoor = try c.bool("outdoor", log: &log)
        if outdoor == nil { log.add("missing-outdoor", file: c.file, featureID: c.id, key: "", "level without 'outdoor'; taken as indoor") }
        return IMDFLevel(
            id: c.id, ordinal: ordinal, isOutdoor: outdoor ?? false, category: category, restriction: restriction,
            name: try c.label("name", log: &log), shortName: try c.label("short_name", log: &log), buildingIDs: try c.strings("building_ids"),
            polygons: try c.polygons(), displayPoint: try c.point("display_point"))
    }

    mutating func decodeUnit(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFUnit {
        checkProperties(c, "unit")
        guard let level = try c.string("level_id") else { throw c.error("level_id", "a unit needs a level_id") }
        let category = try c.string("category")
        checkCategory(category, c, known: IMDFCategories.unitCategories, what: "unit")
        let restriction = try c.string("restriction")
        if let r = restriction, !IMDFCategories.restrictions.contains(r) {
            log.add("unknown-restriction", file: c.file, featureID: c.id, key: r, "unit restriction '\(r)' is not in IMDF 1.0.0; treated as restricted")
        }
        let polygons = try c.polygons()
        if polygons.isEmpty { log.add("missing-geometry", file: c.file, featureID: c.id, "unit without geometry; skipped") }
        return IMDFUnit(
            id: c.id, levelID: level, category: category, restriction: restriction, accessibility: try c.strings("accessibility"),
            name: try c.label("name", log: &log), altName: try c.label("alt_name", log: &log), polygons: polygons,
            displayPoint: try c.point("display_point"))
    }

    mutating func decodeOpening(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFOpening? {
        checkProperties(c, "opening")
        guard let level = try c.string("level_id") else { throw c.error("level_id", "an opening needs a level_id") }
        let category = try c.string("category")
        checkCategory(category, c, known: IMDFCategories.openingCategories, what: "opening")
        var doorType: String? = nil
        var automatic: Bool? = nil
        if let d = c.optionalValue("door", log: &log) {
            guard let o = d.objectValue else { throw c.error("door", "expected an object {type, automatic, material}, found \(d.typeName)") }
            doorType = o["type"]?.stringValue
            automatic = o["automatic"]?.boolValue
        }
        let line = try c.line(log: &log)
        var display = try c.point("display_point")
        if line == nil {
            guard let p = try c.pointGeometry() else {
                log.add("missing-geometry", file: c.file, featureID: c.id, "opening without a line or point geometry; skipped")
                return nil
            }
            log.add("point-opening", file: c.file, featureID: c.id, key: "", "opening drawn as a Point, not a LineString; used as a point door")
            display = p
        }
        return IMDFOpening(
            id: c.id, levelID: level, category: category, accessibility: try c.strings("accessibility"),
            accessControl: try c.strings("access_control"), doorType: doorType, isAutomatic: automatic,
            name: try c.label("name", log: &log), line: line, displayPoint: display)
    }

    mutating func decodeAmenity(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFAmenity? {
        checkProperties(c, "amenity")
        guard let p = try c.pointGeometry() else {
            log.add("missing-geometry", file: c.file, featureID: c.id, "amenity without a Point geometry; skipped")
            return nil
        }
        return IMDFAmenity(
            id: c.id, category: try c.string("category"), unitIDs: try c.strings("unit_ids"), accessibility: try c.strings("accessibility"),
            name: try c.label("name", log: &log), point: p)
    }

    mutating func decodeAnchor(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFAnchor {
        checkProperties(c, "anchor")
        return IMDFAnchor(id: c.id, unitID: try c.optionalID("unit_id", log: &log), point: try c.pointGeometry())
    }

    mutating func decodeOccupant(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFOccupant {
        checkProperties(c, "occupant")
        return IMDFOccupant(
            id: c.id, name: try c.label("name", log: &log), category: try c.string("category"), anchorID: try c.optionalID("anchor_id", log: &log))
    }

    mutating func decodeFixture(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFFixture? {
        checkProperties(c, "fixture")
        guard let level = try c.string("level_id") else { throw c.error("level_id", "a fixture needs a level_id") }
        let polygons = try c.polygons()
        if polygons.isEmpty {
            log.add("missing-geometry", file: c.file, featureID: c.id, "fixture without geometry; skipped")
            return nil
        }
        return IMDFFixture(id: c.id, levelID: level, category: try c.string("category"), name: try c.label("name", log: &log), polygons: polygons)
    }

    mutating func decodeRelationship(_ c: IMDFFeatureContext) throws(FormatError) -> IMDFRelationship {
        checkProperties(c, "relationship")
        let category = try c.string("category")
        checkCategory(category, c, known: IMDFCategories.relationshipCategories, what: "relationship")
        let direction = try c.string("direction")
        if let d = direction, d != "directed", d != "undirected" {
            log.add(
                "unknown-direction", file: c.file, featureID: c.id, key: d,
                "relationship direction '\(d)' is neither directed nor undirected; taken as undirected")
        }
        func ref(_ key: String) throws(FormatError) -> IMDFReference? {
            guard let v = c.properties[key], !v.isNull else { return nil }
            return try c.reference(v, path: c.propertyPath(key))
        }
        var intermediary: [IMDFReference] = []
        if let v = c.properties["intermediary"], !v.isNull {
            guard let a = v.arrayValue else { throw c.error("intermediary", "expected an array of references, found \(v.typeName)") }
            for (k, e) in a.enumerated() { intermediary.append(try c.reference(e, path: c.propertyPath("intermediary") + "[\(k)]")) }
        }
        return IMDFRelationship(
            id: c.id, category: category, isDirected: direction == "directed", origin: try ref("origin"), intermediary: intermediary,
            destination: try ref("destination"))
    }
}
