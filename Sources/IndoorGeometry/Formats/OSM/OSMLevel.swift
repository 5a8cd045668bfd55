import Foundation

/// One value of an OSM `level` tag: a number (`0`, `-1`, `0.5`) or a name (`GF`, `Mezzanine`) that
/// names a level without saying where it lies.
public enum OSMLevel: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case name(String)

    /// The value as written in a tag: integers without a decimal point (`-1`), others as decimals (`0.5`).
    public var description: String {
        switch self {
        case let .number(v):
            return v.rounded() == v && abs(v) < 1e9 ? String(Int(v)) : String(v)
        case let .name(s):
            return s
        }
    }

    /// Parses a `level` or `repeat_on` value into every level it names, sorted (numbers ascending, then
    /// names in the order written), without repeats.
    ///
    /// The forms SIT and the OSM wiki use: a number (`0`, `-2`, `0.5`, `+1`), a list (`0;1`, `-1;0.5`),
    /// a range (`-1-1`, `-3--1`, `0-2`: both ends and every whole number between), and any other text
    /// kept as a name (`GF`). Spaces around list items are ignored; empty items are skipped.
    /// - Complexity: O(text length + whole numbers inside ranges); a range spanning more than
    ///   ``maximumRangeSpan`` levels keeps only its ends (a typo such as `0-1000` must not create a
    ///   thousand floors).
    public static func parse(_ text: String) -> [OSMLevel] {
        var numbers: [Double] = []
        var names: [String] = []
        for raw in text.split(separator: ";", omittingEmptySubsequences: true) {
            let part = String(trimmed(raw))
            if part.isEmpty { continue }
            if let v = number(Substring(part)) {
                numbers.append(v)
            } else if let (lo, hi) = range(part) {
                let a = min(lo, hi), b = max(lo, hi)
                numbers.append(a)
                numbers.append(b)
                if b - a <= maximumRangeSpan {
                    var k = (a + 1).rounded(.down)
                    while k < b {
                        numbers.append(k)
                        k += 1
                    }
                }
            } else if !names.contains(part) {
                names.append(part)
            }
        }
        return Array(Set(numbers)).sorted().map { .number($0) } + names.map { .name($0) }
    }

    /// `s` without leading and trailing spaces and tabs (Foundation's trimming is slow on many short tags).
    static func trimmed(_ s: Substring) -> Substring {
        var t = s
        while let f = t.first, f == " " || f == "\t" { t = t.dropFirst() }
        while let l = t.last, l == " " || l == "\t" { t = t.dropLast() }
        return t
    }

    /// Widest range (in whole levels) expanded into its levels by ``parse(_:)``.
    public static let maximumRangeSpan = 200.0

    /// A finite decimal number without exponent or hex (`Double("inf")` and `Double("0x1")` parse, but
    /// are not level values).
    static func number(_ s: Substring) -> Double? {
        let body = s.hasPrefix("-") || s.hasPrefix("+") ? s.dropFirst() : s
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), body.filter({ $0 == "." }).count <= 1,
            body.first != ".", body.last != "."
        else { return nil }
        guard let v = Double(s.hasPrefix("+") ? String(body) : String(s)), v.isFinite else { return nil }
        return v
    }

    /// `a-b` where both are numbers: the `-` splitting them is one that follows a digit.
    private static func range(_ s: String) -> (Double, Double)? {
        let chars = Array(s)
        for i in 1 ..< max(1, chars.count) where chars[i] == "-" && chars[i - 1].isNumber {
            if let a = number(Substring(String(chars[..<i]))), let b = number(Substring(String(chars[(i + 1)...]))) { return (a, b) }
        }
        return nil
    }
}
