/// Little-endian field access and record signatures shared by the zip reader and writer.
enum ZipBytes {
    static let localHeaderSignature: UInt32 = 0x0403_4B50
    static let centralHeaderSignature: UInt32 = 0x0201_4B50
    static let endOfCentralDirectorySignature: UInt32 = 0x0605_4B50
    static let zip64EndOfCentralDirectorySignature: UInt32 = 0x0606_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let dataDescriptorSignature: UInt32 = 0x0807_4B50
    static let zip64ExtraFieldID: UInt16 = 0x0001

    /// The 16-bit little-endian value at `offset`; the caller has checked `offset + 2 <= bytes.count`.
    @inline(__always) static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    /// The 32-bit little-endian value at `offset`; the caller has checked `offset + 4 <= bytes.count`.
    @inline(__always) static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(u16(bytes, offset)) | UInt32(u16(bytes, offset + 2)) << 16
    }

    /// The 64-bit little-endian value at `offset`; the caller has checked `offset + 8 <= bytes.count`.
    @inline(__always) static func u64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        UInt64(u32(bytes, offset)) | UInt64(u32(bytes, offset + 4)) << 32
    }

    /// Appends `value` as `width` little-endian bytes.
    static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        var v = value.littleEndian
        withUnsafeBytes(of: &v) { bytes.append(contentsOf: $0) }
    }
}
