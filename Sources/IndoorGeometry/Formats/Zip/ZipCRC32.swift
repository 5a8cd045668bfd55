/// CRC-32 (ISO-HDLC, the zip/gzip/PNG polynomial 0xEDB88320, reflected) computed with slicing-by-16.
///
/// Reference: Kounavis & Berry, "A Systematic Approach to Building High Performance Software-Based CRC
/// Generators" (Intel, 2005). Sixteen 256-entry tables (the slicing-by-8 idea, widened) let the loop fold sixteen input bytes per step.
/// Unsafe buffers are used inside this type only; benchmark `zip.crc32`.
public enum ZipCRC32 {
    /// The CRC-32 of `bytes`, continuing from `crc` (pass the result of a previous call to checksum data in pieces).
    /// - Parameters:
    ///   - bytes: the data; may be empty.
    ///   - crc: the CRC of the data before `bytes` (0 for a fresh checksum).
    /// - Returns: the CRC-32 of the concatenation; `checksum([])` is 0, `checksum("123456789")` is 0xCBF43926.
    /// - Complexity: O(n).
    public static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { checksum($0, continuing: crc) }
    }

    /// The CRC-32 of the bytes in `buffer`, continuing from `crc`.
    /// - Parameters:
    ///   - buffer: the data; may be empty.
    ///   - crc: the CRC of the data before `buffer` (0 for a fresh checksum).
    /// - Returns: the CRC-32 of the concatenation.
    /// - Complexity: O(n).
    public static func checksum(_ buffer: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return crc }
        return table.withUnsafeBufferPointer { tp -> UInt32 in
            guard let t = tp.baseAddress else { return crc }
            var c = ~crc
            var n = buffer.count
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while n >= 16 {
                let w0 = c ^ UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let w1 = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                let w2 = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self))
                let w3 = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                c =
                    t[15 * 256 + Int(w0 & 0xFF)] ^ t[14 * 256 + Int((w0 >> 8) & 0xFF)]
                    ^ t[13 * 256 + Int((w0 >> 16) & 0xFF)] ^ t[12 * 256 + Int(w0 >> 24)]
                    ^ t[11 * 256 + Int(w1 & 0xFF)] ^ t[10 * 256 + Int((w1 >> 8) & 0xFF)]
                    ^ t[9 * 256 + Int((w1 >> 16) & 0xFF)] ^ t[8 * 256 + Int(w1 >> 24)]
                    ^ t[7 * 256 + Int(w2 & 0xFF)] ^ t[6 * 256 + Int((w2 >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((w2 >> 16) & 0xFF)] ^ t[4 * 256 + Int(w2 >> 24)]
                    ^ t[3 * 256 + Int(w3 & 0xFF)] ^ t[2 * 256 + Int((w3 >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((w3 >> 16) & 0xFF)] ^ t[Int(w3 >> 24)]
                offset += 16
                n -= 16
            }
            var p = base + offset
            while n > 0 {
                c = t[Int((c ^ UInt32(p[0])) & 0xFF)] ^ (c >> 8)
                p += 1
                n -= 1
            }
            return ~c
        }
    }

    /// Sixteen 256-entry tables: table k maps a byte to its CRC contribution k bytes further along.
    private static let table: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 16 * 256)
        for i in 0 ..< 256 {
            var c = UInt32(i)
            for _ in 0 ..< 8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[i] = c
        }
        for k in 1 ..< 16 {
            for i in 0 ..< 256 {
                let prev = t[(k - 1) * 256 + i]
                t[k * 256 + i] = t[Int(prev & 0xFF)] ^ (prev >> 8)
            }
        }
        return t
    }()
}
