import IndoorGeometry

/// Small numbers (0–15) packed two to a byte: a per-slot number of a mesh that is nearly always below 16
/// costs half a `[UInt8]`.
///
/// Number `i` is the low four bits of byte `i / 2` for even `i`, the high four for odd `i`. Built once and
/// never changed.
struct Nibbles: Sendable, Equatable {
    /// The packed numbers (``init(bytes:count:)`` reads them back from a file).
    let bytes: [UInt8]
    /// How many numbers.
    let count: Int

    /// The largest number a nibble holds.
    static let maximum: UInt8 = 15

    /// `values` packed; each must be at most ``maximum``.
    init(_ values: [UInt8]) {
        var bytes = [UInt8](repeating: 0, count: (values.count + 1) / 2)
        for (i, v) in values.enumerated() {
            precondition(v <= Self.maximum, "a nibble holds 0-15")
            bytes[i >> 1] |= i & 1 == 0 ? v : v << 4
        }
        self.bytes = bytes
        count = values.count
    }

    /// Packed bytes as ``bytes`` holds them, for `count` numbers (`bytes.count == (count + 1) / 2`).
    init(bytes: [UInt8], count: Int) {
        precondition(bytes.count == (count + 1) / 2, "\(bytes.count) bytes do not hold \(count) nibbles")
        self.bytes = bytes
        self.count = count
    }

    /// Number `i` (in `0 ..< count`).
    @inline(__always) subscript(i: Int) -> UInt8 {
        let b = bytes[i >> 1]
        return i & 1 == 0 ? b & 0x0F : b >> 4
    }

    /// Bytes of the packed numbers.
    var footprintBytes: Int { MemoryFootprint.bytes(bytes) }
}
