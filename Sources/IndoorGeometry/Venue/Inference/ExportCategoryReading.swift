/// The export-category rule of ``VenueInference`` (``VenueInference/readsExportCategories``): IMDF unit
/// categories outside the spec, read by their known parts (`walkway_sta` as `walkway`, `accessible restroom`
/// as `restroom`).
enum ExportCategoryReading {
    /// Words of category names that stand for a known category, beyond the spec's own single-word ones: what
    /// real exports write for shops, toilets, corridors and desks.
    static let categoryWords: [String: String] = [
        "store": "retail", "shop": "retail", "shops": "retail", "stores": "retail", "boutique": "retail", "retail": "retail",
        "toilet": "restroom", "toilets": "restroom", "wc": "restroom", "washroom": "restroom", "lavatory": "restroom",
        "restrooms": "restroom", "info": "information", "information": "information", "corridor": "walkway",
        "hallway": "walkway", "concourse": "walkway", "passage": "walkway", "walkway": "walkway", "cafe": "foodservice",
        "restaurant": "foodservice", "food": "foodservice", "waiting": "waitingroom", "offices": "office",
        "lift": "elevator", "staircase": "stairs", "stair": "stairs"
    ]

    /// The known category an IMDF unit category outside the spec stands for, or `nil` when it has no known
    /// part: the name is split into words at anything but letters and digits, ignoring case, and the last
    /// word that is a spec category (``IMDFCategories/unitCategories``) or one of ``categoryWords`` decides
    /// (English puts the noun last: a `ticket office` is an office, an `information desk` information).
    /// A name the spec knows, or an open-fronted one (``VenueInference/openFrontedCategories``), is returned
    /// as it is.
    static func reading(ofCategory name: String) -> String? {
        let lower = name.lowercased()
        let head = lower.split(separator: ".").first.map(String.init) ?? lower
        if IMDFCategories.unitCategories.contains(lower) || VenueInference.openFrontedCategories.contains(head) { return name }
        let words = lower.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        for w in words.reversed() {
            if let known = categoryWords[w] { return known }
            if IMDFCategories.unitCategories.contains(w) { return w }
        }
        return nil
    }

    /// Reads every IMDF unit category outside the spec by its known part, with one warning and one report
    /// per name; the unit's walls and walkability follow the reading (a `walkway_sta` unit is open floor).
    static func apply(to v: inout Venue) {
        guard v.format == .imdf else { return }
        // Per category name outside the spec: its reading and its units.
        var unitsByName: [String: (read: String, units: [Int])] = [:]
        for i in v.spaces.indices where v.spaces[i].kind == .unit && v.spaces[i].verticalType == nil {
            guard let c = v.spaces[i].category, let read = reading(ofCategory: c), read != c else { continue }
            unitsByName[c, default: (read, [])].units.append(i)
        }
        for (name, (read, units)) in unitsByName.sorted(by: { $0.key < $1.key }) {
            let routing = IMDFCategories.routing(category: read, restriction: nil)
            for i in units {
                v.spaces[i].category = read
                guard v.spaces[i].isWalkable else { continue }
                if case .notWalkable = routing {
                    v.spaces[i].isWalkable = false
                    v.spaces[i].boundaryIsWall = false
                } else {
                    v.spaces[i].boundaryIsWall = !IMDFCategories.openUnitCategories.contains(read)
                }
                v.spaces[i].isHitTestable = !IMDFCategories.nonLocatableUnitCategories.contains(read)
            }
            let message =
                "unit category '\(name)' is not in IMDF 1.0.0; read as '\(read)' by its known part (\(units.count) unit\(units.count == 1 ? "" : "s"))"
            v.warnings.append(VenueWarning(code: "category-read", file: "unit.geojson", featureID: v.spaces[units[0]].id, message: message, subject: name))
            let first = v.spaces[units[0]]
            v.inferences.append(
                InferredElement(
                    kind: .categoryRead, id: "inferred:category:\(name)", spaceIDs: units.map { v.spaces[$0].id }, floorIndex: first.floorIndex,
                    point: first.displayPoint ?? first.polygon.labelPoint().point, message: message))
        }
    }
}
