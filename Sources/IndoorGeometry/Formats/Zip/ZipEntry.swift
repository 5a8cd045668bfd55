/// A zip compression method, by its numeric code in the archive (APPNOTE.TXT section 4.4.5).
///
/// Open: any code can be represented, but only ``stored`` and ``deflate`` can be extracted.
public struct ZipMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method code as stored in the archive.
    public var rawValue: UInt16
    /// Wraps a method code.
    /// - Parameter rawValue: the 16-bit code from the archive.
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// Method 0: bytes stored as they are.
    public static let stored = ZipMethod(rawValue: 0)
    /// Method 8: raw deflate (RFC 1951).
    public static let deflate = ZipMethod(rawValue: 8)

    /// `stored`, `deflate`, or `method N`.
    public var description: String {
        switch rawValue {
        case 0: return "stored"
        case 8: return "deflate"
        default: return "method \(rawValue)"
        }
    }
}

/// One entry of an archive's central directory.
///
/// Sizes and offsets are the effective ones: ZIP64 extra fields have already replaced the 32-bit
/// placeholders. A directory entry has a name ending in `/` and no data.
public struct ZipEntry: Hashable, Sendable {
    /// The entry's path inside the archive, `/`-separated, exactly as stored (UTF-8; invalid bytes replaced).
    public let name: String
    /// How the entry's data is compressed.
    public let method: ZipMethod
    /// The CRC-32 (ISO-HDLC) of the uncompressed bytes, as declared by the central directory.
    public let crc32: UInt32
    /// Size of the entry's data in the archive, in bytes.
    public let compressedSize: UInt64
    /// Size of the entry once extracted, in bytes.
    public let uncompressedSize: UInt64
    /// Offset of the entry's local header from the start of the archive, in bytes.
    public let localHeaderOffset: UInt64
    /// General-purpose bit flags (bit 0: encrypted, bit 3: data descriptor, bit 11: UTF-8 name).
    public let flags: UInt16
    /// The raw name bytes, compared with the local header's copy.
    let nameBytes: [UInt8]

    /// Whether the entry is a folder (its name ends in `/`).
    public var isDirectory: Bool { name.hasSuffix("/") }
    /// Whether the entry is encrypted (flag bit 0).
    public var isEncrypted: Bool { flags & 1 != 0 }
    /// Whether sizes and CRC follow the data in a data descriptor (flag bit 3).
    public var hasDataDescriptor: Bool { flags & 8 != 0 }
}
