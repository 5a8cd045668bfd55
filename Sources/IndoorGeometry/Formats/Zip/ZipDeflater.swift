/// A small raw deflate (RFC 1951) compressor: greedy LZ77 matching over hash chains, coded as one
/// fixed-Huffman block.
///
/// Meant for the ``ZipWriter`` (generated venues, tests), not for best ratio: one fixed-Huffman block
/// and greedy matching give output about a quarter larger than zlib's level 6 on venue GeoJSON. The output inflates with any conforming decoder.
/// References: RFC 1951 sections 3.2.5–3.2.6 (fixed codes), section 4 (hash-chain matching as in zlib).
public enum ZipDeflater {
    /// Longest hash chain followed per position: more finds longer matches, slower.
    static let maxChainLength = 48
    static let windowSize = 32_768
    static let hashBits = 15

    /// Compresses `bytes` into a raw deflate stream (one final fixed-Huffman block).
    /// - Parameter bytes: the data; may be empty (gives the 2-byte empty stream).
    /// - Returns: the compressed stream; it can be larger than the input for incompressible data
    ///   (at most 9/8 of it plus a few bytes), in which case callers should store instead.
    /// - Complexity: O(n · maxChainLength) time, O(n) memory.
    public static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var w = ZipBitWriter(capacity: bytes.count / 2 + 16)
        w.write(1, 1)  // BFINAL
        w.write(1, 2)  // BTYPE = 01, fixed Huffman
        let n = bytes.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var prev = [Int32](repeating: -1, count: windowSize)
        @inline(__always) func hash(_ i: Int) -> Int {
            let v = UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
            return Int((v &* 0x9E37_79B1) >> (32 - UInt32(hashBits)))
        }
        @inline(__always) func insert(_ i: Int) {
            let h = hash(i)
            prev[i & (windowSize - 1)] = head[h]
            head[h] = Int32(i)
        }
        var i = 0
        while i < n {
            var bestLength = 0
            var bestDistance = 0
            if i + 3 <= n {
                let limit = min(258, n - i)
                var candidate = Int(head[hash(i)])
                var chain = maxChainLength
                while candidate >= 0 && i - candidate <= windowSize && chain > 0 {
                    if bytes[candidate + bestLength] == bytes[i + bestLength] || bestLength == 0 {
                        var l = 0
                        while l < limit && bytes[candidate + l] == bytes[i + l] { l += 1 }
                        if l > bestLength {
                            bestLength = l
                            bestDistance = i - candidate
                            if l == limit { break }
                        }
                    }
                    let next = Int(prev[candidate & (windowSize - 1)])
                    if next >= candidate { break }  // the slot was reused by a newer position
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= 3 {
                writeLength(bestLength, &w)
                writeDistance(bestDistance, &w)
                let end = i + bestLength
                while i < end {
                    if i + 3 <= n { insert(i) }
                    i += 1
                }
            } else {
                writeLiteralOrEnd(Int(bytes[i]), &w)
                if i + 3 <= n { insert(i) }
                i += 1
            }
        }
        writeLiteralOrEnd(256, &w)
        return w.finish()
    }

    /// Writes literal/length symbol `s` with its fixed code (RFC 1951 section 3.2.6).
    private static func writeLiteralOrEnd(_ s: Int, _ w: inout ZipBitWriter) {
        let (code, length): (Int, Int)
        switch s {
        case 0 ... 143: (code, length) = (0x30 + s, 8)
        case 144 ... 255: (code, length) = (0x190 + s - 144, 9)
        case 256 ... 279: (code, length) = (s - 256, 7)
        default: (code, length) = (0xC0 + s - 280, 8)
        }
        w.write(UInt64(ZipHuffmanTable.reverse(code, length)), length)
    }

    private static func writeLength(_ length: Int, _ w: inout ZipBitWriter) {
        var k = ZipHuffmanTable.lengthBase.count - 1
        while Int(ZipHuffmanTable.lengthBase[k]) > length { k -= 1 }
        writeLiteralOrEnd(257 + k, &w)
        let extra = Int(ZipHuffmanTable.lengthExtra[k])
        if extra > 0 { w.write(UInt64(length - Int(ZipHuffmanTable.lengthBase[k])), extra) }
    }

    private static func writeDistance(_ distance: Int, _ w: inout ZipBitWriter) {
        var k = ZipHuffmanTable.distanceBase.count - 1
        while Int(ZipHuffmanTable.distanceBase[k]) > distance { k -= 1 }
        w.write(UInt64(ZipHuffmanTable.reverse(k, 5)), 5)
        let extra = Int(ZipHuffmanTable.distanceExtra[k])
        if extra > 0 { w.write(UInt64(distance - Int(ZipHuffmanTable.distanceBase[k])), extra) }
    }
}

/// Appends bits least-significant first, as deflate packs them.
struct ZipBitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `n` (≤ 32) bits of `value`.
    mutating func write(_ value: UInt64, _ n: Int) {
        buffer |= (value & ((1 << UInt64(n)) - 1)) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Flushes the last partial byte (zero-padded) and returns the stream.
    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
        return bytes
    }
}
