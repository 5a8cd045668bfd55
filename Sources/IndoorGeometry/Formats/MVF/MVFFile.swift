/// One MVF bundle file being decoded: loads it, and reads typed members with errors that name the file,
/// the JSON path and the feature id.
///
/// Internal helper of ``MVFReader``; every accessor throws ``FormatError`` on a wrong JSON type so no
/// reader code needs casts. The accessors' `path` arguments are autoclosures: a JSON path is built only
/// for an error, never while reading a valid file.
struct MVFFile {
    /// Path of the file relative to the bundle (`geometry/f_1.geojson`).
    let name: String

    /// Reads and parses `name` from `source`.
    /// - Returns: the parsed value, or `nil` when the file is absent and `required` is false.
    /// - Throws: ``FormatError`` when a required file is missing, the file cannot be read, is empty or is
    ///   not valid JSON (the message gives the line and column).
    static func load(_ name: String, from source: VenueSource, required: Bool) throws(FormatError) -> (MVFFile, JSONValue)? {
        let file = MVFFile(name: name)
        guard let bytes = try bytes(of: name, in: source) else {
            if required { throw FormatError(file: name, message: "required file is missing from bundle '\(source.displayName)'") }
            return nil
        }
        return (file, try file.parse(bytes))
    }

    /// Reads `name` from `source` as a top-level array, handing `body` one element at a time (its tree is
    /// dropped before the next element is parsed; see ``JSONElementStream``).
    /// - Returns: the file, or `nil` when it is absent (`body` not called).
    /// - Throws: ``FormatError`` when the file cannot be read, is empty, is not valid JSON (line and
    ///   column), is not an array, or when `body` throws.
    static func forEachElement(_ name: String, from source: VenueSource, _ body: (MVFFile, Int, JSONValue) throws(FormatError) -> Void)
        throws(FormatError) -> MVFFile?
    {
        let file = MVFFile(name: name)
        guard let bytes = try bytes(of: name, in: source) else { return nil }
        try file.checkNotBlank(bytes)
        let outcome: JSONElementStream.Outcome
        do {
            outcome = try JSONElementStream.forEachElement(bytes) { k, v throws(FormatError) in try body(file, k, v) }
        } catch let e as FormatError {
            throw e
        } catch let e as JSONParseError {
            throw FormatError(file: name, message: e.description)
        } catch {
            throw FormatError(file: name, message: "\(error)")
        }
        if case let .other(v) = outcome { _ = try file.array(v, "") }  // throws: not an array
        return file
    }

    /// The bytes of `name` in `source`, or `nil` when the bundle lacks it.
    /// - Throws: ``FormatError`` for a path leaving the bundle or a file that cannot be read.
    private static func bytes(of name: String, in source: VenueSource) throws(FormatError) -> [UInt8]? {
        try checkInsideBundle(name)
        do {
            return try source.read(name)
        } catch {
            throw FormatError(file: name, message: "cannot be read: \(error)")
        }
    }

    /// Refuses paths that could leave the bundle folder (ids are used in file names).
    /// - Throws: ``FormatError`` for an absolute path or a `..` component.
    static func checkInsideBundle(_ name: String) throws(FormatError) {
        if name.hasPrefix("/") || name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            throw FormatError(file: name, message: "refusing a path that leaves the bundle (an id with '/' or '..' in it?)")
        }
    }

    /// The per-floor file of an extension folder: `<folder>/<floorID>.<ext>` for the first extension in
    /// `extensions` that the bundle has (MVF allows `.json` and `.geojson`), else the first candidate.
    static func floorFile(_ folder: String, _ floorID: String, in source: VenueSource, extensions: [String]) -> String {
        let candidates = extensions.map { "\(folder)/\(floorID).\($0)" }
        return candidates.first { source.contains($0) } ?? candidates[0]
    }

    /// Parses bytes as JSON, turning emptiness and syntax errors into ``FormatError``s for this file.
    func parse(_ bytes: [UInt8]) throws(FormatError) -> JSONValue {
        try checkNotBlank(bytes)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw FormatError(file: name, message: error.description)
        }
    }

    /// - Throws: ``FormatError`` ("file is empty") when `bytes` hold nothing but whitespace.
    func checkNotBlank(_ bytes: [UInt8]) throws(FormatError) {
        for c in bytes where !(c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09) { return }
        throw FormatError(file: name, message: "file is empty")
    }

    func error(_ path: String, _ id: String?, _ message: String) -> FormatError {
        FormatError(file: name, path: path, featureID: id, message: message)
    }

    func object(_ v: JSONValue, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> JSONObject {
        guard case let .object(o) = v else { throw error(path(), id, "expected an object, found \(v.typeName)") }
        return o
    }

    func array(_ v: JSONValue, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> [JSONValue] {
        guard case let .array(a) = v else { throw error(path(), id, "expected an array, found \(v.typeName)") }
        return a
    }

    func string(_ v: JSONValue, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> String {
        guard case let .string(s) = v else { throw error(path(), id, "expected a string, found \(v.typeName)") }
        return s
    }

    func number(_ v: JSONValue, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> Double {
        guard case let .number(d) = v else { throw error(path(), id, "expected a number, found \(v.typeName)") }
        return d
    }

    func integer(_ v: JSONValue, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> Int {
        guard let i = v.intValue else {
            throw error(path(), id, "expected an integer, found \(v.numberValue.map { "\($0)" } ?? v.typeName)")
        }
        return i
    }

    /// A required member of `o`.
    func member(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> JSONValue {
        guard let v = o[key] else { throw error(Self.join(path(), key), id, "missing required member '\(key)'") }
        return v
    }

    func requiredString(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> String {
        try string(member(o, key, path(), id: id), Self.join(path(), key), id: id)
    }

    /// An optional string member: absent or `null` gives `nil`; any other type throws.
    func optionalString(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> String? {
        guard let v = o[key], !v.isNull else { return nil }
        return try string(v, Self.join(path(), key), id: id)
    }

    /// An optional number member: absent or `null` gives `nil`; any other type throws.
    func optionalNumber(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> Double? {
        guard let v = o[key], !v.isNull else { return nil }
        return try number(v, Self.join(path(), key), id: id)
    }

    /// An optional array member: absent or `null` gives `[]`; any other type throws.
    func optionalArray(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> [JSONValue] {
        guard let v = o[key], !v.isNull else { return [] }
        return try array(v, Self.join(path(), key), id: id)
    }

    /// An optional object member: absent or `null` gives an empty object; any other type throws.
    func optionalObject(_ o: JSONObject, _ key: String, _ path: @autoclosure () -> String, id: String? = nil) throws(FormatError) -> JSONObject {
        guard let v = o[key], !v.isNull else { return JSONObject() }
        return try object(v, Self.join(path(), key), id: id)
    }

    /// `path.key`, or `key` at the top level.
    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}
