/// Accumulates SVG text for ``FloorRenderer``: number formatting rounded to the centimetre, XML escaping,
/// and path data for rings and polylines with y flipped (SVG's y grows downwards, ours northwards).
///
/// Output depends only on the calls made, never on hashing or locale, so rendering is deterministic.
struct RenderSVGBuilder {
    /// The SVG text so far.
    private(set) var text = ""

    /// Appends `line` and a newline.
    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    /// Formats a length or coordinate rounded to the centimetre (two decimals), without trailing zeros and
    /// never as `-0`: `12.3`, `-0.05`, `7`.
    /// - Complexity: O(1).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let centi = (value * 100).rounded()
        guard abs(centi) < 9.0e15 else { return String(Int64(value.rounded())) }
        let c = Int64(centi)
        if c == 0 { return "0" }
        let magnitude = c.magnitude
        var s = c < 0 ? "-" : ""
        s += String(magnitude / 100)
        let frac = magnitude % 100
        if frac != 0 {
            s += frac % 10 == 0 ? "." + String(frac / 10) : (frac < 10 ? ".0" : ".") + String(frac)
        }
        return s
    }

    /// Formats a number with up to four decimals (for sizes that can be below a centimetre, such as a
    /// hairline stroke width in metres at a small scale), without trailing zeros.
    static func fine(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 9.0e15 else { return String(Int64(value.rounded())) }
        let c = Int64(scaled)
        if c == 0 { return "0" }
        var s = c < 0 ? "-" : ""
        s += String(c.magnitude / 10_000)
        var frac = c.magnitude % 10_000
        if frac != 0 {
            var digits = 4
            while frac % 10 == 0 { frac /= 10; digits -= 1 }
            let f = String(frac)
            s += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return s
    }

    /// `x,y` of a plane point in SVG user space: x as is, y negated (north up).
    static func pair(_ p: Point) -> String {
        number(p.x) + "," + number(-p.y)
    }

    /// Path data for closed rings: `M x,y L … Z` per ring; consecutive points equal after rounding are
    /// written once. Use with `fill-rule="evenodd"` so holes stay holes.
    static func ringsPath(_ rings: [Ring]) -> String {
        var d = ""
        for ring in rings {
            d += polylineData(ring.points.dropLast(), closed: true)
        }
        return d
    }

    /// Path data for an open or closed point sequence; empty for fewer than two distinct points.
    static func polylineData<C: Collection>(_ points: C, closed: Bool) -> String where C.Element == Point {
        var parts: [String] = []
        parts.reserveCapacity(points.count)
        var last = ""
        for p in points {
            let s = pair(p)
            if s != last { parts.append(s) }
            last = s
        }
        if closed, parts.count > 1, parts.first == parts.last { parts.removeLast() }
        guard parts.count >= 2 else { return "" }
        var d = "M" + parts[0]
        for s in parts.dropFirst() { d += "L" + s }
        return closed ? d + "Z" : d
    }

    /// Escapes text for XML character data and attribute values (`&`, `<`, `>`, `"`, `'`), and drops
    /// control characters that XML 1.0 forbids (all below U+0020 except tab, newline and carriage return).
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
