import Testing
@testable import Routing
import TestSupport

/// ``BitFlags`` and ``Nibbles`` read back what they were built from, at every position of a word or byte.
struct PackedFlagsTests {
    @Test("bit flags read back each flag, across word ends and with a partial last word", arguments: [0, 1, 63, 64, 65, 200])
    func bitFlagsRoundTrip(count: Int) {
        var rng = SplitMix64(seed: UInt64(count) + 11)
        let flags = (0 ..< count).map { _ in rng.unit() < 0.4 }
        let packed = BitFlags(flags)
        #expect(packed.count == count)
        #expect(Array(packed) == flags)
        #expect(packed.words.count == (count + 63) / 64)
        #expect(packed.filter { $0 }.count == flags.filter { $0 }.count)
    }

    @Test("nibbles read back each number, even and odd positions, odd counts", arguments: [0, 1, 2, 7, 101])
    func nibblesRoundTrip(count: Int) {
        var rng = SplitMix64(seed: UInt64(count) + 5)
        let values = (0 ..< count).map { _ in UInt8(rng.int(0, 15)) }
        let packed = Nibbles(values)
        #expect(packed.bytes.count == (count + 1) / 2)
        #expect((0 ..< count).map { packed[$0] } == values)
        let reread = Nibbles(bytes: packed.bytes, count: count)
        #expect((0 ..< count).map { reread[$0] } == values)
    }
}
