/// Serialises ``JSONValue``s as RFC 8259 text: the package's one JSON writer. CLI output, route documents
/// (through ``GeoJSONEncoder``), venue reports and the generator's files all go through it; the locate
/// batch's byte writer writes its one number (a distance) by the same policy and is tested against it.
///
/// ## Numbers
/// - A finite double is written in the shortest decimal form that reads back to the same double (Swift's
///   `description`, a shortest round-trip algorithm), locale-independent: `0.1`, `-122.6765`, `1e-07`,
///   `5e-324`, `1.7976931348623157e+308`.
/// - An integral double of magnitude below 10^16 is written as a plain integer, without `.0`: `3`, `-12`,
///   `9007199254740992`; from 10^16 on, the shortest form: `1e+16`, `1e+21`.
/// - Negative zero is written `-0`, which reads back as -0.0 here, in Swift and in JavaScript (Python reads
///   the integer 0).
/// - NaN and ±infinity are refused: the write throws ``JSONWriteError`` naming the value's JSON path
///   (`features[3].properties.cost`) and never traps. JSON has no such numbers, and each stand-in loses:
///   `null` passes a bug, or an input number past Double's range (`1e400` parses to infinity), on as a
///   missing value a consumer cannot tell from a real `null`; `1e999` is grammatical, but Swift's
///   `JSONDecoder` and `JSONSerialization` ("Number 1e999 is not representable in Swift") and Go's
///   `encoding/json` refuse it. A demanding consumer wants valid JSON in which every number is
///   the number computed, or a loud failure that says which value is wrong, as Swift's `JSONEncoder` (its
///   default `.throw` strategy), Go's `encoding/json` and Python's `json.dumps(allow_nan=False)` do. A field
///   that gives a non-finite value a meaning (a locate answer's `distance` when no space is within reach)
///   writes `null` itself and documents it.
///
/// ## Strings
/// Quote and backslash escaped, `\b \f \n \r \t` for those controls, `\u00XX` (lower-case hex) for the other
/// controls U+0000–U+001F, `\u2028` and `\u2029` (valid JSON, but line breaks to JavaScript). Everything else,
/// non-ASCII and DEL included, is written as UTF-8 as is; `/` is not escaped.
///
/// ## Layout
/// Object members in their stored order (keys are not de-duplicated). Compact output has no white space;
/// pretty output puts one member or element per line with two-space indentation and `"key": value`, except
/// that an array of numbers only (a coordinate pair, a matrix row) stays on one line as `[1.5, 2]`, and
/// writes empty containers as `[]` and `{}`. No trailing newline.
///
/// ## Cost
/// The text is written as UTF-8 bytes into one growing `[UInt8]` (``write(_:into:indent:)-([UInt8])``):
/// a string without escapes is copied whole, an integral number is written digit by digit, another number
/// through its shortest form; the `String` methods decode those bytes once at the end.
public struct JSONWriter: Sendable {
    /// Whether to emit newlines and indentation.
    public var pretty: Bool

    /// Creates a writer.
    /// - Parameter pretty: one member or element per line, two-space indentation (default compact).
    public init(pretty: Bool = false) { self.pretty = pretty }

    /// The JSON text of `value`.
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path.
    /// - Complexity: O(size of the output).
    public func string(_ value: JSONValue) throws(JSONWriteError) -> String {
        String(decoding: try bytes(value), as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 bytes.
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path.
    /// - Complexity: O(size of the output).
    public func bytes(_ value: JSONValue) throws(JSONWriteError) -> [UInt8] {
        var out: [UInt8] = []
        try write(value, into: &out)
        return out
    }

    /// Appends the JSON text of `value` to `out`.
    /// - Parameters:
    ///   - indent: the nesting depth `value` starts at, for pretty output (0 at the top level).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path below `value`; what was
    ///   appended before the failure stays in `out`.
    public func write(_ value: JSONValue, into out: inout String, indent: Int = 0) throws(JSONWriteError) {
        var bytes: [UInt8] = []
        defer { out += String(decoding: bytes, as: UTF8.self) }
        try write(value, into: &bytes, indent: indent)
    }

    /// Appends the JSON text of `value` to `out` as UTF-8 bytes.
    /// - Parameters:
    ///   - indent: the nesting depth `value` starts at, for pretty output (0 at the top level).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path below `value`; what was
    ///   appended before the failure stays in `out`.
    /// - Complexity: O(size of the output).
    public func write(_ value: JSONValue, into out: inout [UInt8], indent: Int = 0) throws(JSONWriteError) {
        switch value {
        case .null: Self.append("null", to: &out)
        case let .bool(b): Self.append(b ? "true" : "false", to: &out)
        case let .number(d): try Self.appendNumber(d, to: &out)
        case let .string(s): Self.appendQuoted(s, to: &out)
        case let .array(a): try write(a, into: &out, indent: indent)
        case let .object(o): try write(o, into: &out, indent: indent)
        }
    }

    /// Appends an array (see ``write(_:into:indent:)-([UInt8])``).
    func write(_ a: [JSONValue], into out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        if a.isEmpty {
            Self.append("[]", to: &out)
            return
        }
        out.append(UInt8(ascii: "["))
        let inline = pretty && a.allSatisfy { if case .number = $0 { true } else { false } }
        for k in a.indices {
            if k > 0 { Self.append(inline ? ", " : ",", to: &out) }
            if !inline { newline(&out, indent + 1) }
            do {
                try write(a[k], into: &out, indent: indent + 1)
            } catch {
                throw error.below(index: k)
            }
        }
        if !inline { newline(&out, indent) }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends an object (see ``write(_:into:indent:)-([UInt8])``).
    func write(_ o: JSONObject, into out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        if o.count == 0 {
            Self.append("{}", to: &out)
            return
        }
        out.append(UInt8(ascii: "{"))
        for k in 0 ..< o.count {
            key(o.keys[k], first: k == 0, into: &out, indent: indent + 1)
            do {
                try write(o.values[k], into: &out, indent: indent + 1)
            } catch {
                throw error.below(key: o.keys[k])
            }
        }
        newline(&out, indent)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends an object member's separator (unless `first`), line break and key with its colon, for a
    /// member at depth `indent`: what an object writes before each value.
    func key(_ k: String, first: Bool, into out: inout [UInt8], indent: Int) {
        if !first { out.append(UInt8(ascii: ",")) }
        newline(&out, indent)
        Self.appendQuoted(k, to: &out)
        Self.append(pretty ? ": " : ":", to: &out)
    }

    /// In pretty output, a line break and `indent` levels of two spaces; nothing in compact output.
    func newline(_ out: inout [UInt8], _ indent: Int) {
        guard pretty else { return }
        out.append(10)
        for _ in 0 ..< indent * 2 { out.append(32) }
    }
}
