/// Table-driven canonical Huffman decoding tables for the inflater: a primary table indexed by the next
/// `primaryBits` input bits, and secondary tables for longer codes (the zlib `inflate_table` layout).
///
/// An entry is a `UInt32`: bits 0–4 the number of bits to consume, bits 5–7 the ``Kind``, bits 8–15 the
/// number of extra bits (or a secondary table's index width), bits 16–31 the value (literal byte, base
/// length or distance, or a secondary table's start index).
enum ZipHuffmanTable {
    /// What a table entry decodes to.
    enum Kind: UInt32 { case literal = 0, base = 1, endOfBlock = 2, subtable = 3, invalid = 4 }
    /// Which alphabet a table decodes; decides the payloads and the completeness rule.
    enum Alphabet { case codeLengths, literalLength, distance }

    static let literalLengthPrimaryBits = 10
    static let distancePrimaryBits = 8
    static let codeLengthPrimaryBits = 7
    /// Capacity that fits any valid table: 2^primary + (symbols with long codes) x 2^(15 - primary).
    static let literalLengthCapacity = (1 << 10) + 288 * (1 << 5)
    static let distanceCapacity = (1 << 8) + 32 * (1 << 7)
    static let codeLengthCapacity = 1 << 7

    static let invalidEntry: UInt32 = Kind.invalid.rawValue << 5 | 1

    @inline(__always) static func kind(_ e: UInt32) -> UInt32 { (e >> 5) & 7 }

    /// RFC 1951 section 3.2.5: base lengths and extra bits of symbols 257...285.
    static let lengthBase: [UInt32] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt32] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// RFC 1951 section 3.2.5: base distances and extra bits of distance symbols 0...29.
    static let distanceBase: [UInt32] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577
    ]
    static let distanceExtra: [UInt32] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The entry payload (everything but the consumed-bit count) of `symbol` in `alphabet`.
    static func payload(_ symbol: Int, _ alphabet: Alphabet) -> UInt32 {
        switch alphabet {
        case .codeLengths:
            return UInt32(symbol) << 16
        case .literalLength:
            if symbol < 256 { return UInt32(symbol) << 16 }
            if symbol == 256 { return Kind.endOfBlock.rawValue << 5 }
            if symbol <= 285 {
                return lengthBase[symbol - 257] << 16 | lengthExtra[symbol - 257] << 8 | Kind.base.rawValue << 5
            }
            return Kind.invalid.rawValue << 5
        case .distance:
            if symbol < 30 { return distanceBase[symbol] << 16 | distanceExtra[symbol] << 8 | Kind.base.rawValue << 5 }
            return Kind.invalid.rawValue << 5
        }
    }

    /// Builds the decoding table of a canonical Huffman code from its code lengths (RFC 1951 section 3.2.2).
    ///
    /// Over-subscribed codes are refused; incomplete codes are refused except a single code of length 1
    /// (literal/length and distance alphabets, as zlib allows) or no code at all (distance alphabet only).
    /// Unused slots decode to ``Kind/invalid``.
    /// - Parameters:
    ///   - lengths: one code length (0...15) per symbol.
    ///   - table: storage of at least the alphabet's capacity entries.
    /// - Throws: ``ZipInflateFailure/invalidCodeLengths(reason:)``.
    /// - Complexity: O(symbols + table size).
    static func build(
        lengths: UnsafeBufferPointer<UInt8>, alphabet: Alphabet, primaryBits pb: Int,
        into table: UnsafeMutablePointer<UInt32>, capacity: Int
    ) throws(ZipInflateFailure) {
        var count = [Int](repeating: 0, count: 16)
        var maxLength = 0
        for l in lengths {
            count[Int(l)] += 1
            maxLength = max(maxLength, Int(l))
        }
        count[0] = 0
        var left = 1
        for len in 1 ... 15 {
            left = (left << 1) - count[len]
            if left < 0 { throw .invalidCodeLengths(reason: "over-subscribed \(alphabet) code") }
        }
        if left > 0 {
            let allowed = alphabet != .codeLengths && maxLength <= 1
            if !allowed { throw .invalidCodeLengths(reason: "incomplete \(alphabet) code") }
        }
        let primarySize = 1 << pb
        for i in 0 ..< primarySize { table[i] = invalidEntry }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for len in 1 ... 15 {
            code = (code + count[len - 1]) << 1
            next[len] = code
        }
        // Short codes fill the primary table; long codes are grouped by their first `pb` bits.
        var subBits = [Int](repeating: 0, count: maxLength > pb ? primarySize : 0)
        var long: [(symbol: Int, reversed: Int, length: Int)] = []
        for (symbol, l) in lengths.enumerated() where l > 0 {
            let len = Int(l)
            let rev = reverse(next[len], len)
            next[len] += 1
            if len <= pb {
                let e = payload(symbol, alphabet) | UInt32(len)
                var i = rev
                while i < primarySize {
                    table[i] = e
                    i += 1 << len
                }
            } else {
                long.append((symbol, rev, len))
                let prefix = rev & (primarySize - 1)
                subBits[prefix] = max(subBits[prefix], len - pb)
            }
        }
        guard !long.isEmpty else { return }
        var subStart = [Int](repeating: 0, count: primarySize)
        var size = primarySize
        for prefix in 0 ..< primarySize where subBits[prefix] > 0 {
            subStart[prefix] = size
            let n = 1 << subBits[prefix]
            precondition(size + n <= capacity, "Huffman table capacity too small")
            for i in size ..< size + n { table[i] = invalidEntry }
            table[prefix] = UInt32(size) << 16 | UInt32(subBits[prefix]) << 8 | Kind.subtable.rawValue << 5 | UInt32(pb)
            size += n
        }
        for c in long {
            let prefix = c.reversed & (primarySize - 1)
            let sl = c.length - pb
            let e = payload(c.symbol, alphabet) | UInt32(sl)
            let n = 1 << subBits[prefix]
            var i = c.reversed >> pb
            while i < n {
                table[subStart[prefix] + i] = e
                i += 1 << sl
            }
        }
    }

    /// `code` with its low `length` bits reversed (deflate sends Huffman codes most-significant bit first).
    @inline(__always) static func reverse(_ code: Int, _ length: Int) -> Int {
        var r = 0
        var c = code
        for _ in 0 ..< length {
            r = (r << 1) | (c & 1)
            c >>= 1
        }
        return r
    }
}
