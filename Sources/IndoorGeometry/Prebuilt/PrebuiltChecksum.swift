/// The checksum of a prebuilt venue file: 64-bit FNV-1a applied to 8-byte little-endian words in four
/// interleaved lanes, so that a modern core hashes several words at once.
///
/// Definition, for bytes `b[0..<n]`: word `i` is `b[8i..<8i+8]` read little-endian, the last word padded
/// with zero bytes. Lane `k` (0...3) starts at the FNV-1a 64 offset basis `0xcbf29ce484222325` plus `k` and
/// takes the words `i ≡ k (mod 4)` in order: `h = (h ^ word) &* 0x100000001b3` (the FNV 64 prime). The
/// result folds the lanes and the length the same way: starting from lane 0, `h = (h ^ x) &* prime` for
/// `x` = lane 1, lane 2, lane 3, `n`. Each step is a bijection of `h`, so changing any one word always
/// changes the result; it detects damage, it is no defence against a forger.
///
/// - Complexity: O(n), one multiply per 8 bytes.
public struct PrebuiltChecksum: Sendable {
    /// The FNV-1a 64 offset basis.
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV 64 prime.
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    private var lanes: (UInt64, UInt64, UInt64, UInt64)
    private var length: UInt64 = 0
    /// Bytes carried over between ``update(_:)`` calls (fewer than 32).
    private var pending: [UInt8] = []

    /// A checksum of no bytes yet.
    public init() {
        lanes = (Self.offsetBasis, Self.offsetBasis &+ 1, Self.offsetBasis &+ 2, Self.offsetBasis &+ 3)
    }

    /// The checksum of `bytes` in one call.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var c = PrebuiltChecksum()
        c.update(bytes)
        return c.finalize()
    }

    /// The checksum of `bytes` in one call.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// Adds `bytes` to the checksum, as if appended to everything added before.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var start = 0
        if !pending.isEmpty {
            let take = min(32 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0 ..< take])
            start = take
            if pending.count < 32 { return }
            let p = pending
            pending = []
            p.withUnsafeBytes { mix(blocksOf: $0) }
        }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
        let whole = rest.count / 32 * 32
        mix(blocksOf: UnsafeRawBufferPointer(rebasing: rest[0 ..< whole]))
        pending.append(contentsOf: rest[whole...])
    }

    /// Mixes whole 32-byte blocks (one word per lane each).
    private mutating func mix(blocksOf bytes: UnsafeRawBufferPointer) {
        let p = Self.prime
        var (a, b, c, d) = lanes
        var o = 0
        while o < bytes.count {
            a = (a ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt64.self))) &* p
            b = (b ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self))) &* p
            c = (c ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self))) &* p
            d = (d ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self))) &* p
            o += 32
        }
        lanes = (a, b, c, d)
        length &+= UInt64(bytes.count)
    }

    /// The checksum of everything added.
    public func finalize() -> UInt64 {
        var copy = self
        if !copy.pending.isEmpty {
            let tail = copy.pending
            copy.pending = []
            let padded = tail + [UInt8](repeating: 0, count: (8 - tail.count % 8) % 8)
            var words = [UInt64](repeating: 0, count: padded.count / 8)
            for i in words.indices {
                words[i] = padded.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
            }
            for (i, w) in words.enumerated() {
                switch i {
                case 0: copy.lanes.0 = (copy.lanes.0 ^ w) &* Self.prime
                case 1: copy.lanes.1 = (copy.lanes.1 ^ w) &* Self.prime
                case 2: copy.lanes.2 = (copy.lanes.2 ^ w) &* Self.prime
                default: copy.lanes.3 = (copy.lanes.3 ^ w) &* Self.prime
                }
            }
            copy.length &+= UInt64(tail.count)
        }
        var h = copy.lanes.0
        for x in [copy.lanes.1, copy.lanes.2, copy.lanes.3, copy.length] { h = (h ^ x) &* Self.prime }
        return h
    }
}
