import Foundation

/// How the OSM reader reads Simple Indoor Tagging tags: space kinds, categories, names, widths.
enum OSMTags {
    /// The space kind of an `indoor` value: `room` → ``SpaceKind/room`` (walled), `corridor` →
    /// ``SpaceKind/hallway`` and `area` → ``SpaceKind/area`` (unwalled); `nil` for other values.
    static func spaceKind(_ tags: [String: String]) -> SpaceKind? {
        switch tags["indoor"] {
        case "room": return .room
        case "corridor": return .hallway
        case "area": return .area
        default: return nil
        }
    }

    /// The floor change a space or node stands for: `stairs=yes` or `highway=steps` → stairs,
    /// `elevator=yes`, `highway=elevator` or `room=elevator` → elevator, `conveying=*` → escalator,
    /// `room=stairs` → stairs.
    static func verticalType(_ tags: [String: String]) -> ConnectionType? {
        if let c = tags["conveying"], c != "no" { return .escalator }
        if tags["highway"] == "elevator" || tags["elevator"] == "yes" || tags["room"] == "elevator" { return .elevator }
        if tags["stairs"] == "yes" || tags["highway"] == "steps" || tags["room"] == "stairs" { return .stairs }
        return nil
    }

    static let foodAmenities: Set<String> = ["restaurant", "cafe", "fast_food", "food_court", "bar", "pub", "ice_cream", "biergarten"]

    /// The category of a space (the kinds open-fronted spaces have: `retail`, `foodservice`,
    /// `information`, `waitingroom`, `restroom`; else the `room`, `amenity` or `shop` value) and the
    /// categories of its destination (that category followed by the original tag values, so both
    /// `--to-nearest restroom` and `--to-nearest toilets` find a toilet).
    static func categories(_ tags: [String: String]) -> (space: String?, destination: [String]) {
        var originals: [String] = []
        for key in ["amenity", "shop", "room", "tourism", "information", "office", "railway", "public_transport"] {
            if let v = tags[key], v != "yes" || key == "shop" { originals.append(v) }
        }
        if let t = tags["toilets"], t != "no" { originals.append("toilets") }
        let amenity = tags["amenity"]
        let mapped: String?
        if tags["shop"] != nil {
            mapped = "retail"
        } else if let a = amenity, foodAmenities.contains(a) {
            mapped = "foodservice"
        } else if amenity == "toilets" || tags["room"] == "toilets" || tags["room"] == "toilet" || (tags["toilets"].map { $0 != "no" } ?? false) {
            mapped = "restroom"
        } else if amenity == "information" || tags["tourism"] == "information" || tags["information"] != nil || tags["room"] == "information" {
            mapped = "information"
        } else if tags["room"] == "waiting" || amenity == "waiting_room" || tags["waiting_room"] == "yes" {
            mapped = "waitingroom"
        } else {
            mapped = tags["room"].flatMap { $0 == "yes" ? nil : $0 } ?? amenity
        }
        var all: [String] = []
        for c in (mapped.map { [$0] } ?? []) + originals where !all.contains(c) { all.append(c) }
        return (mapped, all)
    }

    /// Display names, most specific first: `name`, then `name:xx` (sorted by key), `ref`, `short_name`,
    /// `official_name`, `alt_name`, `loc_name`; repeats dropped.
    static func names(_ tags: [String: String]) -> [String] {
        var keys = ["name"]
        keys += tags.keys.filter { $0.hasPrefix("name:") }.sorted()
        keys += ["ref", "short_name", "official_name", "alt_name", "loc_name"]
        var out: [String] = []
        for k in keys {
            guard let raw = tags[k] else { continue }
            let v = String(OSMLevel.trimmed(Substring(raw)))
            guard !v.isEmpty, !out.contains(v) else { continue }
            out.append(v)
        }
        return out
    }

    /// The access restriction of `access=private|no|customers…`: `nil` when public (no tag, `yes`,
    /// `permissive`, `customers`, `destination`), else the value (staff only).
    static func restriction(_ tags: [String: String]) -> String? {
        guard let a = tags["access"] else { return nil }
        return ["private", "no", "staff", "employees"].contains(a) ? a : nil
    }

    /// A length tag (`width=1.2`, `width=90 cm`, `width=1,2 m`) in metres, or `nil` when absent,
    /// unreadable, not positive or above 100 m.
    static func metres(_ text: String?) -> Double? {
        guard let text else { return nil }
        var t = OSMLevel.trimmed(Substring(text))
        var scale = 1.0
        if t.hasSuffix("cm") || t.hasSuffix("CM") {
            scale = 0.01
            t = t.dropLast(2)
        } else if t.hasSuffix("m") || t.hasSuffix("M") {
            t = t.dropLast()
        }
        t = OSMLevel.trimmed(t)
        let decimal = t.contains(",") ? Substring(String(t.map { $0 == "," ? "." : $0 })) : t
        guard let v = OSMLevel.number(decimal).map({ $0 * scale }), v > 0, v <= 100 else { return nil }
        return v
    }

    /// The main keys that say what a feature is, in the order used to name features the reader leaves
    /// out (``Venue/otherFeatureCounts``: `railway=platform`, `amenity=parking`).
    static let describingKeys = [
        "indoor", "building", "building:part", "highway", "railway", "public_transport", "amenity", "shop", "barrier", "door", "entrance", "room",
        "tourism", "leisure", "landuse", "man_made", "natural", "area", "type"
    ]

    /// `key=value` of the first describing key, else `other:<first key>`, else `untagged`.
    static func describe(_ tags: [String: String]) -> String {
        for k in describingKeys { if let v = tags[k] { return "\(k)=\(v)" } }
        return tags.keys.sorted().first.map { "other:\($0)" } ?? "untagged"
    }
}
