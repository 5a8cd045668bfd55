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
        var out = ""
        try write(value, into: &out)
        return out
    }

    /// The JSON text of `value` as UTF-8 bytes.
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path.
    /// - Complexity: O(size of the output).
    public func bytes(_ value: JSONValue) throws(JSONWriteError) -> [UInt8] {
        Array(try string(value).utf8)
    }

    /// Appends the JSON text of `value` to `out`.
    /// - Parameters:
    ///   - indent: the nesting depth `value` starts at, for pretty output (0 at the top level).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path below `value`; what was
    ///   appended before the failure stays in `out`.
    public func write(_ value: JSONValue, into out: inout String, indent: Int = 0) throws(JSONWriteError) {
        switch value {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(d): try Self.appendNumber(d, to: &out)
        case let .string(s): Self.appendQuoted(s, to: &out)
        case let .array(a):
            if a.isEmpty {
                out += "[]"
                return
            }
            out += "["
            if pretty, a.allSatisfy({ if case .number = $0 { true } else { false } }) {
                for k in a.indices {
                    if k > 0 { out += ", " }
                    do {
                        try write(a[k], into: &out, indent: indent + 1)
                    } catch {
                        throw error.below(index: k)
                    }
                }
                out += "]"
                return
            }
            for k in a.indices {
                if k > 0 { out += "," }
                newline(&out, indent + 1)
                do {
                    try write(a[k], into: &out, indent: indent + 1)
                } catch {
                    throw error.below(index: k)
                }
            }
            newline(&out, indent)
            out += "]"
        case let .object(o):
            if o.count == 0 {
                out += "{}"
                return
            }
            out += "{"
            for k in 0 ..< o.count {
                if k > 0 { out += "," }
                newline(&out, indent + 1)
                Self.appendQuoted(o.keys[k], to: &out)
                out += pretty ? ": " : ":"
                do {
                    try write(o.values[k], into: &out, indent: indent + 1)
                } catch {
                    throw error.below(key: o.keys[k])
                }
            }
            newline(&out, indent)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int) {
        guard pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    /// The JSON text of a number by the writer's policy (see the type's documentation).
    /// - Throws: ``JSONWriteError`` with an empty path when `d` is NaN or infinite.
    public static func number(_ d: Double) throws(JSONWriteError) -> String {
        var out = ""
        try appendNumber(d, to: &out)
        return out
    }

    /// Appends the JSON text of a number by the writer's policy (see the type's documentation).
    /// - Throws: ``JSONWriteError`` with an empty path when `d` is NaN or infinite; nothing is appended.
    public static func appendNumber(_ d: Double, to out: inout String) throws(JSONWriteError) {
        guard d.isFinite else { throw JSONWriteError(value: d) }
        if d.rounded(.towardZero) == d, abs(d) < 1e16 {
            // Integral and exact in Int64: plain digits, without the ".0" Swift's description adds.
            out += d == 0 && d.sign == .minus ? "-0" : String(Int64(d))
        } else {
            // Shortest round-trip digits, locale-independent ("0.1", "1e-07", "1e+16"): each is valid JSON.
            out += d.description
        }
    }

    /// Appends `s` in double quotes with JSON escapes (see the type's documentation): the package's one
    /// string escaper.
    public static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        // Most strings (keys, ids, names) need no escape: appended whole, not scalar by scalar.
        guard needsEscape(s) else {
            out += s
            out += "\""
            return
        }
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }

    /// Whether `s` holds a character ``appendQuoted(_:to:)`` escapes: a control character, `"`, `\`, or
    /// U+2028 / U+2029 (UTF-8 E2 80 A8 / A9).
    private static func needsEscape(_ s: String) -> Bool {
        // Native strings are contiguous UTF-8: one tight loop over the bytes.
        s.utf8.withContiguousStorageIfAvailable { needsEscape(utf8: $0) } ?? needsEscape(utf8: Array(s.utf8))
    }

    private static func needsEscape<C: Collection<UInt8>>(utf8: C) -> Bool {
        var before2: UInt8 = 0, before1: UInt8 = 0
        for b in utf8 {
            if b < 0x20 || b == 0x22 || b == 0x5C { return true }
            if before2 == 0xE2 && before1 == 0x80 && (b == 0xA8 || b == 0xA9) { return true }
            before2 = before1
            before1 = b
        }
        return false
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }
}
