import Foundation

/// A strict RFC 8259 JSON parser over UTF-8 bytes, written for speed on large GeoJSON files.
///
/// Rejects trailing commas, comments, leading zeros, unescaped control characters, lone surrogates in
/// escapes, NaN/Infinity literals, and nesting deeper than ``maxDepth`` (so hostile input cannot overflow the
/// stack). A UTF-8 byte-order mark at the start is skipped. Numbers use Clinger's exact fast path, then the
/// Eisel–Lemire algorithm (``JSONEiselLemire``), and fall back to `strtod` (correctly rounded) otherwise.
public struct JSONParser {
    /// Deepest array/object nesting accepted.
    public static let maxDepth = 512

    /// Parses a complete JSON text.
    /// - Throws: ``JSONParseError`` with the position of the first problem.
    /// - Complexity: O(n) in the byte count.
    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let r: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buf in
            var p = JSONParserCursor(buf)
            do {
                p.skipBOM()
                p.skipWhitespace()
                let v = try p.parseValue(depth: 0)
                p.skipWhitespace()
                if p.i != buf.count { throw p.error("unexpected data after the top-level value") }
                return .success(v)
            } catch let e as JSONParseError {
                return .failure(e)
            } catch {
                return .failure(p.error("\(error)"))
            }
        }
        return try r.get()
    }
}

/// The parser's position in the input; all scanning happens here.
struct JSONParserCursor {
    let b: UnsafeBufferPointer<UInt8>
    var i = 0

    init(_ b: UnsafeBufferPointer<UInt8>) { self.b = b }

    func error(_ message: String) -> JSONParseError {
        var line = 1
        var col = 1
        var k = 0
        let end = min(i, b.count)
        while k < end {
            if b[k] == 0x0A {
                line += 1
                col = 1
            } else {
                col += 1
            }
            k += 1
        }
        return JSONParseError(offset: i, line: line, column: col, message: message)
    }

    mutating func skipBOM() {
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3 }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while i < b.count {
            let c = b[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 } else { return }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard i < b.count else { throw error("unexpected end of input") }
        switch b[i] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw error("unexpected character '\(Self.printable(b[i]))'")
        }
    }

    static func printable(_ c: UInt8) -> String {
        c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : String(format: "\\x%02X", c)
    }

    mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { throw error("unexpected end of input") }
        let w = word.utf8Start
        for k in 0 ..< n where b[i + k] != w[k] { throw error("invalid literal") }
        i += n
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth)") }
        i += 1
        var obj = JSONObject()
        skipWhitespace()
        if i < b.count, b[i] == UInt8(ascii: "}") {
            i += 1
            return .object(obj)
        }
        obj.reserveCapacity(4)  // one allocation per member array for the small objects of map data
        while true {
            skipWhitespace()
            guard i < b.count else { throw error("unexpected end of input in object") }
            guard b[i] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
            let key = try parseString()
            skipWhitespace()
            guard i < b.count, b[i] == UInt8(ascii: ":") else { throw error("expected ':' after member name") }
            i += 1
            skipWhitespace()
            obj.append(key, try parseValue(depth: depth))
            skipWhitespace()
            guard i < b.count else { throw error("unexpected end of input in object") }
            if b[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if b[i] == UInt8(ascii: "}") {
                i += 1
                return .object(obj)
            }
            throw error("expected ',' or '}' in object")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= JSONParser.maxDepth else { throw error("nesting deeper than \(JSONParser.maxDepth)") }
        i += 1
        var arr: [JSONValue] = []
        skipWhitespace()
        if i < b.count, b[i] == UInt8(ascii: "]") {
            i += 1
            return .array(arr)
        }
        arr.reserveCapacity(4)  // one allocation for the 2- and 3-element arrays that dominate GeoJSON
        while true {
            skipWhitespace()
            arr.append(try parseValue(depth: depth))
            skipWhitespace()
            guard i < b.count else { throw error("unexpected end of input in array") }
            if b[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            if b[i] == UInt8(ascii: "]") {
                i += 1
                return .array(arr)
            }
            throw error("expected ',' or ']' in array")
        }
    }

    mutating func parseString() throws(JSONParseError) -> String {
        i += 1  // opening quote
        let start = i
        // Fast path: no escapes.
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: b[start ..< i]), as: UTF8.self)
                i += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            if c < 0x20 { throw error("unescaped control character in string") }
            i += 1
        }
        var out = [UInt8](UnsafeBufferPointer(rebasing: b[start ..< i]))
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c < 0x20 { throw error("unescaped control character in string") }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            guard i < b.count else { break }
            let e = b[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    i += 2
                    let low = try parseHex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw error("invalid low surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    throw error("unpaired surrogate in \\u escape")
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                i -= 1
                throw error("invalid escape '\\\(Self.printable(e))'")
            }
        }
        throw error("unterminated string")
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard i + 4 <= b.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0 ..< 4 {
            let c = b[i]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// Exact powers of ten representable in a double (Clinger's fast path).
    static let exactPowers: [Double] = (0 ... 22).map { k in
        var p = 1.0
        for _ in 0 ..< k { p *= 10 }
        return p
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = i
        var negative = false
        if b[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        guard i < b.count else { throw error("truncated number") }
        var mantissa: UInt64 = 0
        var digits = 0
        var exp10 = 0
        if b[i] == UInt8(ascii: "0") {
            i += 1
            if i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { throw error("leading zero in number") }
        } else if b[i] >= UInt8(ascii: "1") && b[i] <= UInt8(ascii: "9") {
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(b[i] - UInt8(ascii: "0"))
                    if mantissa != 0 { digits += 1 }
                } else {
                    exp10 += 1
                    digits += 1
                }
                i += 1
            }
        } else {
            throw error("invalid number")
        }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            let fracStart = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(b[i] - UInt8(ascii: "0"))
                    if mantissa != 0 { digits += 1 }
                    exp10 -= 1
                } else {
                    digits += 1
                }
                i += 1
            }
            if i == fracStart { throw error("missing digits after decimal point") }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                expNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            let expStart = i
            var e = 0
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") {
                if e < 100_000 { e = e * 10 + Int(b[i] - UInt8(ascii: "0")) }
                i += 1
            }
            if i == expStart { throw error("missing digits in exponent") }
            exp10 += expNegative ? -e : e
        }
        // Clinger's fast path: exact when the mantissa and the power of ten are both exact doubles.
        if digits <= 19, mantissa < (1 << 53), exp10 >= -22, exp10 <= 22 {
            var d = Double(mantissa)
            if exp10 < 0 { d /= Self.exactPowers[-exp10] } else { d *= Self.exactPowers[exp10] }
            return negative ? -d : d
        }
        // Eisel–Lemire: exact for any ≤ 19-digit significand (17-digit coordinates land here).
        if digits <= 19, let d = JSONEiselLemire.double(mantissa: mantissa, exp10: exp10, negative: negative) { return d }
        return slowNumber(start: start, end: i)
    }

    /// Correctly rounded conversion through `strtod` for the rare numbers outside the fast path.
    func slowNumber(start: Int, end: Int) -> Double {
        var tmp = [CChar](repeating: 0, count: end - start + 1)
        for k in start ..< end { tmp[k - start] = CChar(bitPattern: b[k]) }
        return strtod(tmp, nil)
    }
}
