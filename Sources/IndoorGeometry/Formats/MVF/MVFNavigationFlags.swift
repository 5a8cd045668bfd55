/// The navigation-flag declarations of a bundle (`navigationFlags.json`): where the `accessible`,
/// `public` and `outdoors` bits live in an anchor's or edge's `flags` array.
///
/// Bit positions are not fixed between bundles, so they are always read from the declarations. A
/// well-known key the bundle does not declare is treated as set everywhere (the source says nothing
/// against it), which matches ``AccessFlags/all`` for `accessible` and `public`; `outdoors` is then unset.
struct MVFNavigationFlags: Sendable {
    /// `(word index, bit)` of each well-known flag, when declared.
    var accessible: (index: Int, bit: Int)?
    var isPublic: (index: Int, bit: Int)?
    var outdoors: (index: Int, bit: Int)?

    /// No declarations: everything accessible and public.
    static let undeclared = MVFNavigationFlags()

    /// Reads the declarations. Accepts the observed key→declaration map and, for the array form one spec
    /// paragraph describes, `[{key, index, bit}]`.
    /// - Throws: ``FormatError`` for wrong JSON types or negative/over-wide bit positions.
    static func read(_ v: JSONValue, file: MVFFile, warnings: inout [VenueWarning]) throws(FormatError) -> MVFNavigationFlags {
        var out = MVFNavigationFlags()
        var entries: [(String, JSONObject, String)] = []
        switch v {
        case let .object(o):
            for (k, d) in o.members { entries.append((k, try file.object(d, k), k)) }
        case let .array(a):
            warnings.append(
                VenueWarning(
                    code: "navigation-flags-array", file: file.name, message: "navigation flags given as an array; the observed form is a key→declaration map"))
            for (i, d) in a.enumerated() {
                let o = try file.object(d, "[\(i)]")
                entries.append((try file.requiredString(o, "key", "[\(i)]"), o, "[\(i)]"))
            }
        default:
            throw file.error("", nil, "expected an object mapping flag keys to {index, bit}, found \(v.typeName)")
        }
        for (key, o, path) in entries {
            let index = try file.integer(try file.member(o, "index", path), MVFFile.join(path, "index"))
            let bit = try file.integer(try file.member(o, "bit", path), MVFFile.join(path, "bit"))
            guard index >= 0, index < 64, bit >= 0, bit < 53 else {
                throw file.error(path, nil, "flag '\(key)' has index \(index), bit \(bit): index must be in 0..<64 and bit in 0..<53")
            }
            switch key {
            case "accessible": out.accessible = (index, bit)
            case "public": out.isPublic = (index, bit)
            case "outdoors": out.outdoors = (index, bit)
            default:
                warnings.append(
                    VenueWarning(
                        code: "unknown-navigation-flag", file: file.name,
                        message: "flag '\(key)' is not one the model knows (accessible, public, outdoors); ignored"))
            }
        }
        return out
    }

    /// The access flags of a `flags` word array; `nil` (no `flags` member) means ``AccessFlags/all``.
    func accessFlags(_ words: [Int]?) -> AccessFlags {
        guard let words else { return .all }
        var f: AccessFlags = []
        if Self.isSet(accessible, words, default: true) { f.insert(.accessible) }
        if Self.isSet(isPublic, words, default: true) { f.insert(.isPublic) }
        if Self.isSet(outdoors, words, default: false) { f.insert(.outdoors) }
        return f
    }

    private static func isSet(_ d: (index: Int, bit: Int)?, _ words: [Int], default value: Bool) -> Bool {
        guard let d else { return value }
        guard d.index < words.count else { return false }
        return (words[d.index] >> d.bit) & 1 == 1
    }

    /// Reads a `flags` member: an array of integers, or `nil` when absent or null.
    static func words(_ o: JSONObject, _ path: @autoclosure () -> String, file: MVFFile, id: String?) throws(FormatError) -> [Int]? {
        guard let v = o["flags"], !v.isNull else { return nil }
        let a = try file.array(v, MVFFile.join(path(), "flags"), id: id)
        var out: [Int] = []
        out.reserveCapacity(a.count)
        for (k, v) in a.enumerated() { out.append(try file.integer(v, MVFFile.join(path(), "flags") + "[\(k)]", id: id)) }
        return out
    }
}
