/// A raw deflate (RFC 1951) decoder: stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Decoding is table-driven (``ZipHuffmanTable``: a 10-bit primary table for literals/lengths, 8-bit for
/// distances, plus secondary tables), reads input through a 64-bit bit buffer refilled eight bytes at a
/// time, and writes into an output buffer allocated once at the declared size. It never writes past that
/// size: a stream that would produce more is refused as soon as it tries (this is what makes a lying
/// zip header harmless). Every loop consumes input bits or produces bounded output, and reading past the
/// end of the input is detected at the next refill, so corrupt input cannot make it hang.
///
/// References: RFC 1951 (DEFLATE); zlib's `inflate_fast` and libdeflate's refill idiom for the layout.
/// Unsafe buffers are confined to this type; benchmark `zip.inflate.*`.
public enum ZipInflater {
    /// Inflates a raw deflate stream that must produce exactly `declaredSize` bytes.
    /// - Parameters:
    ///   - input: the compressed bytes; bytes after the final block are ignored.
    ///   - declaredSize: the exact number of bytes the stream must produce (≥ 0); callers check it against
    ///     their limits first, since it is the allocation size.
    /// - Returns: the `declaredSize` inflated bytes.
    /// - Throws: ``ZipInflateFailure`` on any invalid, truncated, too long or too short stream.
    /// - Complexity: O(input + declaredSize).
    public static func inflate(_ input: [UInt8], declaredSize: Int) throws(ZipInflateFailure) -> [UInt8] {
        let r = input.withUnsafeBufferPointer { buf in
            Result { () throws(ZipInflateFailure) -> [UInt8] in try inflate(buf, declaredSize: declaredSize) }
        }
        return try r.get()
    }

    /// Inflates the raw deflate stream in `input`, as the `[UInt8]` overload does.
    /// - Parameters:
    ///   - input: the compressed bytes; bytes after the final block are ignored.
    ///   - declaredSize: the exact number of bytes the stream must produce (≥ 0).
    /// - Returns: the inflated bytes.
    /// - Throws: ``ZipInflateFailure``.
    /// - Complexity: O(input + declaredSize).
    public static func inflate(_ input: UnsafeBufferPointer<UInt8>, declaredSize: Int) throws(ZipInflateFailure) -> [UInt8] {
        precondition(declaredSize >= 0, "declaredSize must not be negative")
        var failure: ZipInflateFailure? = nil
        let out = [UInt8](unsafeUninitializedCapacity: max(1, declaredSize)) { buf, count in
            guard let base = buf.baseAddress else { return }
            var s = ZipInflateState(input: input, output: base, capacity: declaredSize)
            defer { s.release() }
            do throws(ZipInflateFailure) {
                try s.run()
                count = s.outPos
            } catch {
                failure = error
                count = 0
            }
        }
        if let failure { throw failure }
        return out
    }
}

/// The decoder's working state: bit buffer, positions and the two decoding tables.
private struct ZipInflateState {
    let input: UnsafePointer<UInt8>?
    let inCount: Int
    var inPos = 0
    var bitBuffer: UInt64 = 0
    /// Bits in `bitBuffer`, including `padBits` virtual zero bits added past the end of the input.
    var bitCount = 0
    var padBits = 0
    let out: UnsafeMutablePointer<UInt8>
    let outCap: Int
    var outPos = 0
    let litTable: UnsafeMutablePointer<UInt32>
    let distTable: UnsafeMutablePointer<UInt32>

    init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.input = input.baseAddress
        inCount = input.baseAddress == nil ? 0 : input.count
        out = output
        outCap = capacity
        litTable = .allocate(capacity: ZipHuffmanTable.literalLengthCapacity)
        distTable = .allocate(capacity: ZipHuffmanTable.distanceCapacity)
    }

    func release() {
        litTable.deallocate()
        distTable.deallocate()
    }

    mutating func run() throws(ZipInflateFailure) {
        var last = false
        repeat {
            try refill()
            last = bits(1) == 1
            switch bits(2) {
            case 0: try storedBlock()
            case 1:
                try fixedTables()
                try huffmanBlock()
            case 2:
                try dynamicTables()
                try huffmanBlock()
            default: throw .invalidBlockType
            }
        } while !last
        if padBits > bitCount { throw .truncatedInput }
        if outPos != outCap { throw .outputShorterThanDeclared(declared: outCap, actual: outPos) }
    }

    // MARK: bits

    /// Ensures at least 56 bits in the buffer (padding with zeros past the end of the input).
    @inline(__always) mutating func refill() throws(ZipInflateFailure) {
        if bitCount >= 56 { return }
        if let p = input, inPos &+ 8 <= inCount {
            let word = UInt64(littleEndian: UnsafeRawPointer(p + inPos).loadUnaligned(as: UInt64.self))
            bitBuffer |= word &<< UInt64(bitCount)
            inPos &+= (63 &- bitCount) >> 3
            bitCount |= 56
        } else {
            try refillSlow()
        }
    }

    mutating func refillSlow() throws(ZipInflateFailure) {
        if padBits > bitCount { throw .truncatedInput }  // bits past the end were consumed
        if let p = input {
            while bitCount < 56 && inPos < inCount {
                bitBuffer |= UInt64(p[inPos]) &<< UInt64(bitCount)
                inPos += 1
                bitCount += 8
            }
        }
        if bitCount < 56 {
            let add = (56 - bitCount + 7) & ~7
            padBits += add
            bitCount += add
        }
    }

    /// Takes `n` (≤ 32) bits; the caller has refilled.
    @inline(__always) mutating func bits(_ n: Int) -> UInt32 {
        let v = UInt32(truncatingIfNeeded: bitBuffer) & ((1 &<< UInt32(n)) &- 1)
        bitBuffer &>>= UInt64(n)
        bitCount &-= n
        return v
    }

    /// Decodes one table entry (following a secondary table when needed) and consumes its bits.
    @inline(__always) mutating func decode(_ table: UnsafeMutablePointer<UInt32>, _ mask: UInt64) -> UInt32 {
        var e = table[Int(truncatingIfNeeded: bitBuffer & mask)]
        if ZipHuffmanTable.kind(e) == ZipHuffmanTable.Kind.subtable.rawValue {
            let n = Int(e & 31)
            bitBuffer &>>= UInt64(n)
            bitCount &-= n
            let subMask = (UInt64(1) &<< UInt64((e >> 8) & 0xFF)) &- 1
            e = table[Int(e >> 16) &+ Int(truncatingIfNeeded: bitBuffer & subMask)]
        }
        let n = Int(e & 31)
        bitBuffer &>>= UInt64(n)
        bitCount &-= n
        return e
    }

    // MARK: blocks

    mutating func storedBlock() throws(ZipInflateFailure) {
        _ = bits(bitCount & 7)  // to a byte boundary (padding is whole bytes, so this counts real bits)
        try refill()
        let len = Int(bits(16))
        let nlen = Int(bits(16))
        if len != (~nlen & 0xFFFF) { throw .storedLengthMismatch(length: len, complement: nlen) }
        if padBits > bitCount { throw .truncatedInput }
        // Give the whole unconsumed bytes in the bit buffer back to the input.
        inPos -= (bitCount - padBits) >> 3
        bitBuffer = 0
        bitCount = 0
        padBits = 0
        guard len <= inCount - inPos else { throw .truncatedInput }
        guard len <= outCap - outPos else { throw .outputExceedsDeclaredSize(declared: outCap) }
        if len > 0, let p = input {
            (out + outPos).update(from: p + inPos, count: len)
        }
        inPos += len
        outPos += len
    }

    mutating func fixedTables() throws(ZipInflateFailure) {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144 ..< 256 { lengths[i] = 9 }
        for i in 256 ..< 280 { lengths[i] = 7 }
        try buildTables(lengths, literalCount: 288, distanceCount: 0, fixedDistance: true)
    }

    mutating func buildTables(_ lengths: [UInt8], literalCount: Int, distanceCount: Int, fixedDistance: Bool) throws(ZipInflateFailure) {
        let lit = litTable
        let dist = distTable
        let r = lengths.withUnsafeBufferPointer { all -> ZipInflateFailure? in
            do throws(ZipInflateFailure) {
                try ZipHuffmanTable.build(
                    lengths: UnsafeBufferPointer(rebasing: all[0 ..< literalCount]), alphabet: .literalLength,
                    primaryBits: ZipHuffmanTable.literalLengthPrimaryBits, into: lit,
                    capacity: ZipHuffmanTable.literalLengthCapacity)
                if fixedDistance {
                    let five = [UInt8](repeating: 5, count: 32)
                    try five.withUnsafeBufferPointer { (b) throws(ZipInflateFailure) in
                        try ZipHuffmanTable.build(
                            lengths: b, alphabet: .distance, primaryBits: ZipHuffmanTable.distancePrimaryBits,
                            into: dist, capacity: ZipHuffmanTable.distanceCapacity)
                    }
                } else {
                    try ZipHuffmanTable.build(
                        lengths: UnsafeBufferPointer(rebasing: all[literalCount ..< literalCount + distanceCount]),
                        alphabet: .distance, primaryBits: ZipHuffmanTable.distancePrimaryBits, into: dist,
                        capacity: ZipHuffmanTable.distanceCapacity)
                }
                return nil
            } catch {
                return error
            }
        }
        if let r { throw r }
    }

    /// Reads a dynamic block's header (RFC 1951 section 3.2.7) and builds its tables.
    mutating func dynamicTables() throws(ZipInflateFailure) {
        try refill()
        let hlit = Int(bits(5)) + 257
        let hdist = Int(bits(5)) + 1
        let hclen = Int(bits(4)) + 4
        if hlit > 286 { throw .invalidCodeLengths(reason: "\(hlit) literal/length codes (at most 286)") }
        if hdist > 30 { throw .invalidCodeLengths(reason: "\(hdist) distance codes (at most 30)") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var clLengths = [UInt8](repeating: 0, count: 19)
        for i in 0 ..< hclen {
            try refill()
            clLengths[order[i]] = UInt8(bits(3))
        }
        let clTable = UnsafeMutablePointer<UInt32>.allocate(capacity: ZipHuffmanTable.codeLengthCapacity)
        defer { clTable.deallocate() }
        let built = clLengths.withUnsafeBufferPointer { b -> ZipInflateFailure? in
            do throws(ZipInflateFailure) {
                try ZipHuffmanTable.build(
                    lengths: b, alphabet: .codeLengths, primaryBits: ZipHuffmanTable.codeLengthPrimaryBits,
                    into: clTable, capacity: ZipHuffmanTable.codeLengthCapacity)
                return nil
            } catch { return error }
        }
        if let built { throw built }
        let total = hlit + hdist
        var lengths = [UInt8](repeating: 0, count: total)
        var i = 0
        let mask = UInt64((1 << ZipHuffmanTable.codeLengthPrimaryBits) - 1)
        while i < total {
            try refill()
            let e = decode(clTable, mask)
            if ZipHuffmanTable.kind(e) != ZipHuffmanTable.Kind.literal.rawValue {
                throw .invalidSymbol(table: "code length")
            }
            let sym = Int(e >> 16)
            var value: UInt8 = 0
            var run = 1
            switch sym {
            case 0 ..< 16: value = UInt8(sym)
            case 16:
                if i == 0 { throw .invalidCodeLengths(reason: "repeat code 16 with no previous length") }
                value = lengths[i - 1]
                run = 3 + Int(bits(2))
            case 17: run = 3 + Int(bits(3))
            default: run = 11 + Int(bits(7))
            }
            if run > total - i { throw .invalidCodeLengths(reason: "a repeat runs past the \(total) code lengths") }
            for k in i ..< i + run { lengths[k] = value }
            i += run
        }
        if lengths[256] == 0 { throw .missingEndOfBlock }
        try buildTables(lengths, literalCount: hlit, distanceCount: hdist, fixedDistance: false)
    }

    /// Decodes one Huffman-coded block with the current tables.
    mutating func huffmanBlock() throws(ZipInflateFailure) {
        let lit = litTable
        let dist = distTable
        let litMask = UInt64((1 << ZipHuffmanTable.literalLengthPrimaryBits) - 1)
        let distMask = UInt64((1 << ZipHuffmanTable.distancePrimaryBits) - 1)
        while true {
            // 56 bits cover the longest length + extra + distance + extra (15 + 5 + 15 + 13).
            try refill()
            var e = decode(lit, litMask)
            var kind = ZipHuffmanTable.kind(e)
            if kind == ZipHuffmanTable.Kind.literal.rawValue {
                guard outPos < outCap else { throw .outputExceedsDeclaredSize(declared: outCap) }
                out[outPos] = UInt8(truncatingIfNeeded: e >> 16)
                outPos &+= 1
                // A refill leaves ≥ 56 bits and a literal takes ≤ 15: a second symbol needs no refill
                // when it is a literal (a length needs up to 48 bits, so refill first).
                if bitCount < 48 { continue }
                e = decode(lit, litMask)
                kind = ZipHuffmanTable.kind(e)
                if kind == ZipHuffmanTable.Kind.literal.rawValue {
                    guard outPos < outCap else { throw .outputExceedsDeclaredSize(declared: outCap) }
                    out[outPos] = UInt8(truncatingIfNeeded: e >> 16)
                    outPos &+= 1
                    continue
                }
            }
            if kind == ZipHuffmanTable.Kind.endOfBlock.rawValue { return }
            if kind != ZipHuffmanTable.Kind.base.rawValue { throw .invalidSymbol(table: "literal/length") }
            let length = Int(e >> 16) &+ Int(bits(Int((e >> 8) & 0xFF)))
            let d = decode(dist, distMask)
            if ZipHuffmanTable.kind(d) != ZipHuffmanTable.Kind.base.rawValue { throw .invalidSymbol(table: "distance") }
            let distance = Int(d >> 16) &+ Int(bits(Int((d >> 8) & 0xFF)))
            guard distance <= outPos else { throw .distanceTooFarBack(distance: distance, available: outPos) }
            guard length <= outCap &- outPos else { throw .outputExceedsDeclaredSize(declared: outCap) }
            copyMatch(length: length, distance: distance)
        }
    }

    /// Copies `length` bytes from `distance` back; the caller has checked both bounds.
    @inline(__always) mutating func copyMatch(length: Int, distance: Int) {
        var dst = out + outPos
        var src = dst - distance
        if distance >= 8 && outCap &- outPos &- length >= 8 {
            // Eight bytes at a time; may write up to 7 bytes past the match, inside the buffer, later overwritten.
            var n = length
            repeat {
                UnsafeMutableRawPointer(dst).storeBytes(of: UnsafeRawPointer(src).loadUnaligned(as: UInt64.self), as: UInt64.self)
                dst += 8
                src += 8
                n &-= 8
            } while n > 0
        } else if distance == 1 {
            dst.update(repeating: src.pointee, count: length)
        } else {
            for k in 0 ..< length { dst[k] = src[k] }
        }
        outPos &+= length
    }
}
