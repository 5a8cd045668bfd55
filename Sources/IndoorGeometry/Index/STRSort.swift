/// The sorts of the R-tree's STR packing: entries ordered by a centre coordinate, ties by entry, so the
/// packing is deterministic and any correct algorithm gives the same permutation.
///
/// Coordinates are compared through ``orderedBits(_:)``. A sort moves one 64-bit word per entry, the
/// key's high 32 bits above the entry, with a least-significant-digit radix sort on those 32 bits (bytes
/// that are the same in every word are skipped, as the exponent's high bits usually are); entries whose
/// high halves tie are then ordered by their full keys. Against a comparison sort of (key, entry) pairs
/// this reads and writes about a quarter of the bytes, with no comparisons.
enum STRSort {
    /// Bits of `value` whose unsigned order is the order of the doubles (`-0` equals `+0`; not for NaN):
    /// positive values get the sign bit set, negative values are complemented.
    @inline(__always)
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern  // -0 + 0 = +0
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The word that stands for `entry` with key `key` in ``sort(_:scratch:keys:histogram:)``.
    @inline(__always)
    static func word(key: UInt64, entry: Int) -> UInt64 { (key & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: entry) }

    /// The entry of a word.
    @inline(__always)
    static func entry(_ word: UInt64) -> Int { Int(truncatingIfNeeded: word & 0xFFFF_FFFF) }

    /// The number of integers the histogram of ``sort(_:scratch:keys:histogram:)`` holds (256 counts for
    /// each of the 4 bytes sorted on).
    static let histogramCount = 4 * 256

    /// Sorts `words` (each ``word(key:entry:)`` of an entry and `keys[entry]`) by `(keys[entry], entry)`.
    /// `scratch` (at least as long) is working space; `histogram` holds ``histogramCount`` integers.
    /// - Complexity: O(4·n + 4·256) time for keys whose high halves differ; ties on the high half cost a
    ///   comparison sort of each tied run.
    static func sort(
        _ words: UnsafeMutableBufferPointer<UInt64>, scratch: UnsafeMutableBufferPointer<UInt64>, keys: UnsafePointer<UInt64>,
        histogram h: UnsafeMutablePointer<Int>
    ) {
        let n = words.count
        guard n > 1, let base = words.baseAddress else { return }
        if n <= 32 {
            insertionSort(base, n)
        } else {
            precondition(scratch.count >= n, "STRSort.sort needs a scratch buffer as long as the words")
            h.update(repeating: 0, count: histogramCount)
            for i in 0 ..< n {
                let w = base[i]
                h[Int((w >> 32) & 255)] += 1
                h[256 + Int((w >> 40) & 255)] += 1
                h[512 + Int((w >> 48) & 255)] += 1
                h[768 + Int(w >> 56)] += 1
            }
            var source = base
            var target = scratch.baseAddress!
            let first = base[0]
            for digit in 0 ..< 4 {
                let shift = UInt64(32 + 8 * digit)
                let counts = h + 256 * digit
                if counts[Int((first >> shift) & 255)] == n { continue }  // one byte value: order unchanged
                var sum = 0
                for b in 0 ..< 256 {
                    let c = counts[b]
                    counts[b] = sum
                    sum += c
                }
                for i in 0 ..< n {
                    let w = source[i]
                    let b = Int((w >> shift) & 255)
                    target[counts[b]] = w
                    counts[b] += 1
                }
                swap(&source, &target)
            }
            if source != base { base.update(from: source, count: n) }
        }
        // Runs of equal high halves: order by the full key, then the entry.
        var i = 1
        while i < n {
            if base[i] >> 32 != base[i - 1] >> 32 {
                i += 1
                continue
            }
            var end = i + 1
            while end < n && base[end] >> 32 == base[i] >> 32 { end += 1 }
            var run = UnsafeMutableBufferPointer(start: base + (i - 1), count: end - i + 1)
            run.sort { a, b in
                let ka = keys[entry(a)], kb = keys[entry(b)]
                return ka < kb || (ka == kb && a < b)
            }
            i = end
        }
    }

    /// Insertion sort of `count` words at `p` (by high half, then entry: the word's own order).
    private static func insertionSort(_ p: UnsafeMutablePointer<UInt64>, _ count: Int) {
        for i in 1 ..< count {
            let x = p[i]
            var j = i
            while j > 0 && p[j - 1] > x {
                p[j] = p[j - 1]
                j -= 1
            }
            p[j] = x
        }
    }
}
