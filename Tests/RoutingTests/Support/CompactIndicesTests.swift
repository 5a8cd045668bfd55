import Testing
@testable import Routing

/// ``CompactIndices``: the values read back as given, in two bytes each below the limit and four at or above it.
@Suite struct CompactIndicesTests {
    @Test("small indices and -1 read back from two bytes each")
    func narrow() {
        let values: [Int32] = [0, -1, 7, CompactIndices.narrowLimit - 1, -1] + (0 ..< 59).map { Int32($0 * 1000) }
        let c = CompactIndices(values)
        #expect(c.count == values.count)
        #expect(values.indices.map { c[$0] } == values)
        #expect(c.footprintBytes < values.count * 3 + 32)
    }

    @Test("an index at the limit makes the array four bytes a value, still read back as given")
    func wide() {
        let values: [Int32] = [0, -1, CompactIndices.narrowLimit, 1_000_000]
        let c = CompactIndices(values)
        #expect(values.indices.map { c[$0] } == values)
        #expect(c.footprintBytes >= values.count * 4)
    }

    @Test("an empty array takes no buffer")
    func empty() {
        let c = CompactIndices([])
        #expect(c.count == 0 && c.footprintBytes == 0)
    }
}
