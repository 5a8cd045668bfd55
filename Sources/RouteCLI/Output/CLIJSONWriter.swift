import IndoorGeometry

/// Serialises ``CLIJSONValue`` to RFC 8259 JSON text, compact or pretty, independent of locale.
///
/// - Strings: `"` and `\` are escaped, control characters U+0000–U+001F become `\b \f \n \r \t` or
///   `\u00XX`, and U+2028 / U+2029 become `\u2028` / `\u2029` (valid JSON either way, but safe to embed in
///   JavaScript). Everything else, non-ASCII included, is written as UTF-8 as is; `/` is not escaped.
/// - Numbers: integers exactly; doubles in the shortest form that reads back to the same value (Swift's
///   `description`, Steele & White / Ryu-style shortest round trip), written without `.0` when integral
///   and below 2^53 in magnitude (`3`, `-0`, `0.1`, `1e-07`, `1.5e+300`); NaN and infinities become `null`.
/// - Pretty output: two-space indentation, `"key": value`, one member or element per line, empty containers
///   as `[]` and `{}`. Compact output has no whitespace at all.
struct CLIJSONWriter: Sendable {
    /// Whether to indent and break lines.
    var pretty: Bool = false

    /// Creates a writer.
    /// - Parameter pretty: indent with two spaces and break lines when `true`.
    init(pretty: Bool = false) { self.pretty = pretty }

    /// The JSON text of `value`, without a trailing newline.
    /// - Complexity: O(size of the output).
    func string(for value: CLIJSONValue) -> String {
        var out = ""
        write(value, into: &out, depth: 0)
        return out
    }

    private func write(_ value: CLIJSONValue, into out: inout String, depth: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .integer(let i): out += String(i)
        case .number(let d): out += Self.number(d)
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                newline(&out, depth: depth + 1)
                write(element, into: &out, depth: depth + 1)
            }
            newline(&out, depth: depth)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                newline(&out, depth: depth + 1)
                Self.appendQuoted(member.key, to: &out)
                out += pretty ? ": " : ":"
                write(member.value, into: &out, depth: depth + 1)
            }
            newline(&out, depth: depth)
            out += "}"
        }
    }

    private func newline(_ out: inout String, depth: Int) {
        guard pretty else { return }
        out += "\n"
        out += String(repeating: "  ", count: depth)
    }

    /// The JSON text of a double: shortest round-trip digits, `null` if not finite.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
            // Integral and exactly representable as Int64: print without the ".0" Swift adds.
            return value.sign == .minus && value == 0 ? "-0" : String(Int64(value))
        }
        // Swift's description is locale-independent and the shortest string that round-trips
        // ("0.1", "1e-07", "1.5e+300"), and each of those forms is valid JSON.
        return value.description
    }

    /// Appends `"text"` with JSON escapes (``JSONWriter/appendQuoted(_:to:)``, the package's one escaper).
    static func appendQuoted(_ text: String, to out: inout String) {
        JSONWriter.appendQuoted(text, to: &out)
    }
}
