/// One feature of an IMDF file being decoded: where it is (file, JSON path, id) and typed access to its
/// properties. Every accessor treats a missing member and `null` alike (absent) and throws a
/// ``FormatError`` naming `features[k].properties.<key>` when the value has the wrong JSON type.
struct IMDFFeatureContext {
    let file: String
    /// `features[k]`.
    let path: String
    let id: String
    let feature: GeoJSONFeature
    let projection: LocalProjection

    var properties: JSONObject { feature.properties }

    func propertyPath(_ key: String) -> String { path + ".properties." + key }

    func error(_ key: String, _ message: String) -> FormatError {
        FormatError(file: file, path: propertyPath(key), featureID: id, message: message)
    }

    private func value(_ key: String) -> JSONValue? {
        guard let v = properties[key], !v.isNull else { return nil }
        return v
    }

    func string(_ key: String) throws(FormatError) -> String? {
        guard let v = value(key) else { return nil }
        guard let s = v.stringValue else { throw error(key, "expected a string, found \(v.typeName)") }
        return s
    }

    /// A boolean member. Converters write `"true"`/`"false"` as strings often enough that the meaning is
    /// clear: such a string is read as the boolean it spells, with a warning.
    func bool(_ key: String, log: inout IMDFWarningLog) throws(FormatError) -> Bool? {
        guard let v = value(key) else { return nil }
        if let b = v.boolValue { return b }
        if let s = v.stringValue, let b = ["true": true, "false": false][s.lowercased()] {
            log.add("bool-as-string", file: file, featureID: id, key: key, "'\(key)' is the string \"\(s)\", not a boolean; read as \(b)")
            return b
        }
        throw error(key, "expected true or false, found \(v.typeName)")
    }

    /// An optional member whose value must be an object or an id: an empty string, which converters
    /// write for "none", is read as absent, with a warning.
    func optionalValue(_ key: String, log: inout IMDFWarningLog) -> JSONValue? {
        guard let v = value(key) else { return nil }
        if case .string(let s) = v, s.trimmingCharacters(in: .whitespaces).isEmpty {
            log.add("empty-string-as-null", file: file, featureID: id, key: key, "'\(key)' is an empty string; read as null")
            return nil
        }
        return v
    }

    /// An optional id member (`address_id`, `anchor_id`, `unit_id`…): a string, with an empty string read
    /// as absent (see ``optionalValue(_:log:)``).
    func optionalID(_ key: String, log: inout IMDFWarningLog) throws(FormatError) -> String? {
        guard let v = optionalValue(key, log: &log) else { return nil }
        guard let s = v.stringValue else { throw error(key, "expected a string id, found \(v.typeName)") }
        return s
    }

    func int(_ key: String) throws(FormatError) -> Int? {
        guard let v = value(key) else { return nil }
        guard let d = v.numberValue else { throw error(key, "expected an integer, found \(v.typeName)") }
        guard let i = v.intValue else { throw error(key, "expected an integer, found \(d)") }
        return i
    }

    /// An array of strings; absent or `null` gives `[]`.
    func strings(_ key: String) throws(FormatError) -> [String] {
        guard let v = value(key) else { return [] }
        guard let a = v.arrayValue else { throw error(key, "expected an array of strings, found \(v.typeName)") }
        var out: [String] = []
        out.reserveCapacity(a.count)
        for (k, e) in a.enumerated() {
            guard let s = e.stringValue else {
                throw FormatError(file: file, path: propertyPath(key) + "[\(k)]", featureID: id, message: "expected a string, found \(e.typeName)")
            }
            out.append(s)
        }
        return out
    }

    /// A LABELS object (`{"en": "…"}`). A bare string is accepted as a label without language, with a warning.
    func label(_ key: String, log: inout IMDFWarningLog) throws(FormatError) -> IMDFLabel? {
        guard let v = value(key) else { return nil }
        switch v {
        case let .string(s):
            log.add(
                "label-not-object", file: file, featureID: id, key: key, "'\(key)' is a plain string, not a LABELS object; used as a label without language")
            return IMDFLabel([IMDFLabel.Entry(language: "", text: s)])
        case let .object(o):
            var entries: [IMDFLabel.Entry] = []
            entries.reserveCapacity(o.count)
            for (lang, text) in o.members {
                switch text {
                case let .string(s): entries.append(IMDFLabel.Entry(language: lang, text: s))
                case .null: continue
                default:
                    throw FormatError(
                        file: file, path: propertyPath(key) + "." + lang, featureID: id, message: "a label text must be a string, found \(text.typeName)")
                }
            }
            return entries.isEmpty ? nil : IMDFLabel(entries)
        default:
            throw error(key, "expected a LABELS object such as {\"en\": \"…\"}, found \(v.typeName)")
        }
    }

    /// A GeoJSON Point stored in properties (`display_point`), projected to metres.
    func point(_ key: String) throws(FormatError) -> Point? {
        guard let v = value(key) else { return nil }
        let g: GeoJSONGeometry
        do {
            g = try GeoJSONDecoder(file: file).decodeGeometry(v, path: propertyPath(key))
        } catch {
            var e = error
            e.featureID = id
            throw e
        }
        guard case let .point(c) = g else { throw error(key, "expected a Point, found \(g.typeName)") }
        return projection.project(c)
    }

    /// A `{id, feature_type}` reference.
    func reference(_ v: JSONValue, path: String) throws(FormatError) -> IMDFReference {
        guard let o = v.objectValue, let rid = o["id"]?.stringValue else {
            throw FormatError(
                file: file, path: path, featureID: id, message: "expected a reference {\"id\": \"…\", \"feature_type\": \"…\"}, found \(v.typeName)")
        }
        return IMDFReference(id: rid, featureType: o["feature_type"]?.stringValue ?? "")
    }
}
