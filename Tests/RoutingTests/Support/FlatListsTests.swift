import Testing
import TestSupport

@testable import Routing

/// ``FlatLists``: list `i` reads back as the array it was built from, and the pairs initializer gives each key
/// its elements in the pairs' order (the oracle: appending each pair to an array per key).
@Suite struct FlatListsTests {
    @Test("lists built from arrays, and from (key, element) pairs, read back as arrays of arrays")
    func readBack() {
        var rng = SplitMix64(seed: 0xF1A7)
        for _ in 0 ..< 200 {
            let count = Int(rng.next() % 12)
            var pairs: [(key: Int32, element: Int32)] = []
            if count > 0 { for _ in 0 ..< Int(rng.next() % 40) { pairs.append((Int32(rng.next() % UInt64(count)), Int32(rng.next() % 1_000))) } }
            var lists = [[Int32]](repeating: [], count: count)
            for p in pairs { lists[Int(p.key)].append(p.element) }
            for flat in [FlatLists(lists), FlatLists(count: count, pairs: pairs)] {
                #expect(flat.count == count)
                let back = (0 ..< flat.count).map { i in flat.range(i).map { flat.items[$0] } }
                #expect(back == lists, "\(pairs)")
            }
        }
    }
}
