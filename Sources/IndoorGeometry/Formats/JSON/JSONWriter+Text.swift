/// The leaves of ``JSONWriter``'s text: numbers and strings by its policy (see the type's documentation),
/// appended as UTF-8 bytes, with `String` forms for the writers that build text.
extension JSONWriter {
    /// The JSON text of a number by the writer's policy (see the type's documentation).
    /// - Throws: ``JSONWriteError`` with an empty path when `d` is NaN or infinite.
    public static func number(_ d: Double) throws(JSONWriteError) -> String {
        var out: [UInt8] = []
        try appendNumber(d, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON text of a number by the writer's policy (see the type's documentation).
    /// - Throws: ``JSONWriteError`` with an empty path when `d` is NaN or infinite; nothing is appended.
    public static func appendNumber(_ d: Double, to out: inout String) throws(JSONWriteError) {
        out += try number(d)
    }

    /// Appends the JSON text of a number as UTF-8 bytes by the writer's policy (see the type's documentation).
    /// - Throws: ``JSONWriteError`` with an empty path when `d` is NaN or infinite; nothing is appended.
    /// - Complexity: O(1); no allocation beyond `out`'s growth.
    public static func appendNumber(_ d: Double, to out: inout [UInt8]) throws(JSONWriteError) {
        guard d.isFinite else { throw JSONWriteError(value: d) }
        if d.rounded(.towardZero) == d, abs(d) < 1e16 {
            // Integral and exact in Int64: plain digits, without the ".0" Swift's description adds.
            if d == 0 && d.sign == .minus {
                append("-0", to: &out)
            } else {
                appendInteger(Int64(d), to: &out)
            }
        } else {
            // Shortest round-trip digits, locale-independent ("0.1", "1e-07", "1e+16"): each is valid JSON.
            // At most 24 bytes: a small string, not allocated.
            var text = d.description
            text.withUTF8 { out.append(contentsOf: $0) }
        }
    }

    /// Appends the decimal digits of `n` (with `-` when negative).
    public static func appendInteger(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        guard m >= 10 else {
            out.append(UInt8(ascii: "0") + UInt8(m))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, room for the 20 digits of UInt64.max
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var i = buffer.count
            while m > 0 {
                i -= 1
                buffer[i] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// Appends `s` in double quotes with JSON escapes (see the type's documentation): the package's one
    /// string escaper.
    public static func appendQuoted(_ s: String, to out: inout String) {
        // Most strings (keys, ids, names) need no escape: appended whole.
        var copy = s
        if !copy.withUTF8({ needsEscape(utf8: $0) }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        appendQuoted(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `s` in double quotes with JSON escapes as UTF-8 bytes (see ``appendQuoted(_:to:)-(_,String)``).
    /// - Complexity: O(bytes of `s`); a string without escapes is copied whole.
    public static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(s, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 text `u` in double quotes with JSON escapes.
    static func appendQuoted(utf8 u: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(utf8: u, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `s` with the JSON escapes of ``appendQuoted(_:to:)-(_,[UInt8])``, without the quotes: for a
    /// string literal written in pieces (a sentence whose fixed words need no escape and whose names are
    /// appended through this). Escapes never straddle pieces: each is one character of `s`.
    package static func appendEscaped(_ s: String, to out: inout [UInt8]) {
        // Native strings (every string the package builds or reads) are contiguous UTF-8: no copy.
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0, to: &out) }) { return done }
        var copy = s
        copy.withUTF8 { appendEscaped(utf8: $0, to: &out) }
    }

    /// Appends the UTF-8 text `u` with JSON escapes, without quotes.
    static func appendEscaped(utf8 u: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        guard needsEscape(utf8: u) else {
            out.append(contentsOf: u)
            return
        }
        var i = 0
        while i < u.count {
            let b = u[i]
            i += 1
            switch b {
            case UInt8(ascii: "\""): append("\\\"", to: &out)
            case UInt8(ascii: "\\"): append("\\\\", to: &out)
            case 10: append("\\n", to: &out)
            case 13: append("\\r", to: &out)
            case 9: append("\\t", to: &out)
            case 8: append("\\b", to: &out)
            case 12: append("\\f", to: &out)
            case 0 ..< 0x20:
                append("\\u00", to: &out)
                out.append(hexDigit(b >> 4))
                out.append(hexDigit(b & 15))
            case 0xE2 where i + 1 < u.count && u[i] == 0x80 && (u[i + 1] == 0xA8 || u[i + 1] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR: line breaks to JavaScript.
                append(u[i + 1] == 0xA8 ? "\\u2028" : "\\u2029", to: &out)
                i += 2
            default: out.append(b)
            }
        }
    }

    /// Whether the UTF-8 text holds a byte sequence ``appendQuoted(_:to:)-(_,String)`` escapes: a control
    /// character, `"`, `\`, or U+2028 / U+2029 (UTF-8 E2 80 A8 / A9).
    /// Eight bytes at a time (the last word overlapping the one before it, a text under eight bytes padded
    /// with spaces): false when no word holds a control byte, `"`, `\` or E2 (the lead byte of U+2028/9);
    /// else byte by byte from the first word that holds one (all escapes start there or later).
    static func needsEscape(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(utf8.baseAddress) else { return false }
        let count = utf8.count
        var start = 0
        if count >= 8 {
            while start + 8 <= count && !mayNeedEscape(base.loadUnaligned(fromByteOffset: start, as: UInt64.self)) { start += 8 }
            if start + 8 > count {
                // The bytes after the last whole word, read as the last eight bytes.
                if start == count || !mayNeedEscape(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) { return false }
                start = count - 8
            }
        } else {
            var word: UInt64 = 0x2020_2020_2020_2020
            withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
            if !mayNeedEscape(word) { return false }
        }
        var before2: UInt8 = 0, before1: UInt8 = 0
        for b in utf8[start...] {
            if b < 0x20 || b == 0x22 || b == 0x5C { return true }
            if before2 == 0xE2 && before1 == 0x80 && (b == 0xA8 || b == 0xA9) { return true }
            before2 = before1
            before1 = b
        }
        return false
    }

    /// Whether the eight bytes of `w` may hold a byte below 0x20, `"` (0x22), `\` (0x5C) or 0xE2: never
    /// false when one does (the word-parallel zero-byte test of each, exact for "some byte matches").
    private static func mayNeedEscape(_ w: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        let control = (w &- ones &* 0x20) & ~w & highs != 0  // some byte < 0x20
        return control || hasZeroByte(w ^ (ones &* 0x22)) || hasZeroByte(w ^ (ones &* 0x5C)) || hasZeroByte(w ^ (ones &* 0xE2))
    }

    /// `s` as a JSON string literal, quotes included.
    public static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }

    /// Appends the bytes of an ASCII literal.
    static func append(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// The lower-case hex digit of `v` (0–15).
    private static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10 }
}
