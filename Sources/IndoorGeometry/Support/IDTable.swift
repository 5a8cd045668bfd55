import Foundation

/// A set of ids (strings), each numbered in the order it was first inserted: `index(of:)` finds an id's
/// number, `insert(_:)` adds one. The map behind a venue reader's id look-ups, where the ids run to millions
/// (a feature's geometry id, a door line's id).
///
/// Why not `[String: Int]`: an exported id is typically 18 bytes or more, longer than a `String` holds
/// inline, so each of the standard dictionary's probes compares against a key stored in its own heap object
/// (one cache miss per occupied bucket visited), and each hash runs SipHash over the bytes. Here every
/// slot holds 32 bits of the id's hash beside its number (one 8-byte word), probes compare those bits and
/// read a key only when they match (almost always the key looked for), and the table grows by re-placing
/// the stored hashes, read in order, without touching a key.
///
/// Two ids are the same when their UTF-8 bytes are (as JSON and the exports that write them compare ids; a
/// `Dictionary` would also merge canonically equivalent spellings). The hash is of those bytes, keyed by a
/// random seed per table (a word-wise multiply-fold hash), so that ids written to collide cannot make a read
/// quadratic. Load factor at most 1/2, linear probing; at most 2^32 − 1 ids.
package struct IDTable {
    /// The ids, by number.
    package private(set) var keys: [String] = []
    /// Each id's full hash, by number (read in order when the table grows).
    private var hashes: [UInt64] = []
    /// Open-addressing slots: 0 empty, else ``slotWord(hash:number:)``.
    private var slots: [UInt64]
    private var mask: Int
    private let seed: UInt64

    /// An empty table with room for `capacity` ids before it grows.
    package init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        seed = UInt64.random(in: .min ... .max)
        keys.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
    }

    /// How many ids it holds.
    package var count: Int { keys.count }

    /// The number of `id`, or `nil` when absent.
    package func index(of id: String) -> Int? { probe(id, hash: hash(id)).index }

    /// Where `id` is: its number when present, else the empty slot where it would go.
    private func probe(_ id: String, hash h: UInt64) -> (index: Int?, slot: Int) {
        let tag = h >> 32
        var s = Int(truncatingIfNeeded: h) & mask
        while true {
            let slot = slots[s]
            if slot == 0 { return (nil, s) }
            if slot >> 32 == tag {
                let i = Int(slot & 0xFFFF_FFFF) - 1
                if Self.sameBytes(keys[i], id) { return (i, s) }
            }
            s = (s + 1) & mask
        }
    }

    /// Whether it holds `id`.
    package func contains(_ id: String) -> Bool { index(of: id) != nil }

    /// Adds `id` when absent.
    /// - Returns: whether it was added, and its number (the earlier one when it was there).
    @discardableResult
    package mutating func insert(_ id: String) -> (inserted: Bool, index: Int) {
        let h = hash(id)
        let (found, s) = probe(id, hash: h)
        if let found { return (false, found) }
        let i = keys.count
        precondition(i < Int(UInt32.max), "IDTable holds at most 2^32 - 1 ids")
        keys.append(id)
        hashes.append(h)
        if 2 * keys.count > slots.count {
            grow()
        } else {
            slots[s] = Self.slotWord(hash: h, number: i)
        }
        return (true, i)
    }

    /// Doubles the slots and places every id again from its stored hash.
    private mutating func grow() {
        let size = slots.count * 2
        var fresh = [UInt64](repeating: 0, count: size)
        let m = size - 1
        for (i, h) in hashes.enumerated() {
            var s = Int(truncatingIfNeeded: h) & m
            while fresh[s] != 0 { s = (s + 1) & m }
            fresh[s] = Self.slotWord(hash: h, number: i)
        }
        slots = fresh
        mask = m
    }

    /// The slot word of number `i` whose id hashes to `h`: the hash's high 32 bits, then `i + 1`.
    private static func slotWord(hash h: UInt64, number i: Int) -> UInt64 { (h >> 32) << 32 | UInt64(i + 1) }

    /// Whether `a` and `b` have the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb in pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
        if let compared, let result = compared { return result }
        return a.utf8.elementsEqual(b.utf8)
    }

    /// The keyed hash of `id`'s UTF-8 bytes.
    func hash(_ id: String) -> UInt64 {
        if let h = id.utf8.withContiguousStorageIfAvailable({ Self.hash(UnsafeRawBufferPointer($0), seed: seed) }) { return h }
        return Array(id.utf8).withUnsafeBytes { Self.hash($0, seed: seed) }
    }

    /// A multiply-fold hash of `bytes`: 16 bytes at a time folded into the state with a 64 × 64 → 128-bit
    /// product (its halves xored), the tail zero-padded, the length mixed in last.
    static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let k0: UInt64 = 0xA076_1D64_78BD_642F
        let k1: UInt64 = 0xE703_7ED1_A0B4_28DB
        let k2: UInt64 = 0x8EBC_6AF0_9C88_C6E3
        var h = seed ^ k0
        let n = bytes.count
        var o = 0
        while n - o >= 16 {
            let a = bytes.loadUnaligned(fromByteOffset: o, as: UInt64.self)
            let b = bytes.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)
            h = fold(a ^ k1, b ^ h)
            o += 16
        }
        if o < n {
            var tail: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &tail) { t in
                t.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[o ..< n]))
            }
            h = fold(tail.0 ^ k1, tail.1 ^ h)
        }
        return fold(h ^ k2, UInt64(n) ^ k1)
    }

    /// The xor of the two halves of `a × b`.
    @inline(__always)
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (hi, lo) = a.multipliedFullWidth(by: b)
        return hi ^ lo
    }
}
