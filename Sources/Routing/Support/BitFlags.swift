import IndoorGeometry

/// Flags packed one bit each, 64 to a word: a per-vertex flag of a mesh costs an eighth of a `[Bool]`.
///
/// Read like an array of `Bool` (a random-access collection with indices `0 ..< count`); built once from
/// the flags and never changed.
struct BitFlags: RandomAccessCollection, Sendable, Equatable {
    /// The flags, bit `i % 64` of word `i / 64`; the last word's bits past ``count`` are 0.
    let words: [UInt64]
    let count: Int

    /// The flags of `flags`, in order.
    init(_ flags: [Bool]) {
        var words = [UInt64](repeating: 0, count: (flags.count + 63) / 64)
        for (i, f) in flags.enumerated() where f { words[i >> 6] |= 1 << UInt64(i & 63) }
        self.words = words
        count = flags.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Flag `i` (in `0 ..< count`).
    @inline(__always) subscript(i: Int) -> Bool { words[i >> 6] >> UInt64(i & 63) & 1 != 0 }

    /// Bytes of the words.
    var footprintBytes: Int { MemoryFootprint.bytes(words) }
}
