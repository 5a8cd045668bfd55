/// Serialises ``JSONValue``s as RFC 8259 text: strings escaped, numbers in the shortest form that reads back
/// to the same double, members in document order, compact or pretty (two-space indent).
public struct JSONWriter: Sendable {
    /// Whether to emit newlines and indentation.
    public var pretty: Bool

    public init(pretty: Bool = false) { self.pretty = pretty }

    /// The JSON text of `value`.
    /// - Precondition: no number is NaN or infinite (JSON cannot hold them).
    /// - Complexity: O(size of the output).
    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out, indent: 0)
        return out
    }

    /// Appends the JSON text of `value` to `out`.
    public func write(_ value: JSONValue, into out: inout String, indent: Int = 0) {
        switch value {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(d): out += Self.number(d)
        case let .string(s): Self.appendQuoted(s, to: &out)
        case let .array(a):
            if a.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (k, v) in a.enumerated() {
                if k > 0 { out += "," }
                newline(&out, indent + 1)
                write(v, into: &out, indent: indent + 1)
            }
            newline(&out, indent)
            out += "]"
        case let .object(o):
            if o.count == 0 {
                out += "{}"
                return
            }
            out += "{"
            var first = true
            for (k, v) in o.members {
                if !first { out += "," }
                first = false
                newline(&out, indent + 1)
                Self.appendQuoted(k, to: &out)
                out += pretty ? ": " : ":"
                write(v, into: &out, indent: indent + 1)
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

    /// Shortest round-trip text of a double; integers print without a fraction (`3`, not `3.0`).
    ///
    /// ±infinity prints as `1e999` / `-1e999`: valid JSON that ``JSONParser`` (like JavaScript and Python)
    /// reads back as the same infinity. The parser yields it for a number past Double's range (`1e400`),
    /// so a parsed document, such as GeoJSON properties passed through a command, always writes again.
    /// - Precondition: `d` is not NaN (no JSON text reads as NaN, so only a computation makes one).
    public static func number(_ d: Double) -> String {
        precondition(!d.isNaN, "JSON cannot represent NaN")
        if d.isInfinite { return d > 0 ? "1e999" : "-1e999" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"  // Swift prints the shortest representation that round-trips
    }

    /// Appends `s` in double quotes with JSON escapes: quote, backslash, the named control escapes, other
    /// controls as `\u00XX`, and U+2028/U+2029 (valid in JSON, but line breaks for JavaScript). The one
    /// escaper of the package: the CLI's writer and the venue report's writer call it.
    public static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
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
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Builds an object keeping the literal's member order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    public init(nilLiteral: ()) { self = .null }
}
