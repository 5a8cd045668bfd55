/// Percent-decoding of paths and `application/x-www-form-urlencoded` query strings (WHATWG URL).
enum HTTPQuery {
    /// The parameters of a query string's UTF-8 bytes (`a=1&b=x%20y`), decoded, in order; `nil` when a `%` is not
    /// followed by two hex digits or the decoded bytes are not UTF-8. Empty pieces (`a=1&&b=2`) are skipped;
    /// a piece without `=` has an empty value.
    static func parameters(bytes query: ArraySlice<UInt8>) -> [(name: String, value: String)]? {
        var out: [(name: String, value: String)] = []
        out.reserveCapacity(4)
        var start = query.startIndex
        while start < query.endIndex {
            let end = query[start...].firstIndex(of: UInt8(ascii: "&")) ?? query.endIndex
            defer { start = end + 1 }
            guard end > start else { continue }
            let piece = query[start ..< end]
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            guard let name = percentDecoded(bytes: piece[..<equals], plusIsSpace: true) else { return nil }
            guard let value = equals < piece.endIndex ? percentDecoded(bytes: piece[(equals + 1)...], plusIsSpace: true) : "" else { return nil }
            out.append((name, value))
        }
        return out
    }

    /// The UTF-8 bytes `text` with `%XX` escapes decoded (and `+` as a space when `plusIsSpace`); `nil` on a
    /// bad escape or bytes that are not UTF-8.
    static func percentDecoded(bytes text: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
        if !text.contains(where: { $0 == UInt8(ascii: "%") || ($0 == UInt8(ascii: "+") && plusIsSpace) }) {
            return text.withUnsafeBufferPointer(string)
        }
        // Decoded into a stack buffer (never longer than the text), then made a string once.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { buffer -> String? in
            var n = 0
            var it = text.makeIterator()
            while let c = it.next() {
                switch c {
                case UInt8(ascii: "%"):
                    guard let h = it.next().flatMap(hexValue), let l = it.next().flatMap(hexValue) else { return nil }
                    buffer[n] = h << 4 | l
                case UInt8(ascii: "+") where plusIsSpace: buffer[n] = 32
                default: buffer[n] = c
                }
                n += 1
            }
            return string(UnsafeBufferPointer(rebasing: buffer[..<n]))
        }
    }

    /// The UTF-8 bytes as a string, `nil` when they are not UTF-8 (ASCII, the common case, without the
    /// general check).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of a hex digit, `nil` for any other byte.
    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 48 ... 57: return c - 48
        case 65 ... 70: return c - 55
        case 97 ... 102: return c - 87
        default: return nil
        }
    }
}
