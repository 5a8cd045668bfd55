import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct BinaryHeapTests {
    @Test("empty heap pops nil")
    func empty() {
        var h = BinaryHeap<Int>()
        #expect(h.isEmpty)
        #expect(h.min == nil)
        #expect(h.popMin() == nil)
    }

    @Test("random inserts and pops come out sorted, like a sorted array", arguments: [UInt64(1), 2, 3, 42])
    func randomAgainstSort(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        var h = BinaryHeap<Int>()
        var oracle: [Int] = []
        for step in 0 ..< 2000 {
            if Int.random(in: 0 ..< 3, using: &g) < 2 {
                let v = Int.random(in: -50 ..< 50, using: &g)
                h.insert(v)
                oracle.append(v)
            } else {
                let expected = oracle.min()
                if let m = expected, let i = oracle.firstIndex(of: m) { oracle.remove(at: i) }
                #expect(h.popMin() == expected, "seed \(seed) step \(step)")
            }
            #expect(h.count == oracle.count, "seed \(seed) step \(step)")
            #expect(h.min == oracle.min(), "seed \(seed) step \(step)")
        }
    }

    @Test("heapify from a sequence, then drain in order", arguments: [0, 1, 2, 7, 100, 1001])
    func heapify(n: Int) {
        var g = SplitMix64(seed: UInt64(n))
        let values = (0 ..< n).map { _ in Double.random(in: 0 ..< 1, using: &g) }
        var h = BinaryHeap(values)
        var drained: [Double] = []
        while let v = h.popMin() { drained.append(v) }
        #expect(drained == values.sorted(), "n \(n)")
    }

    @Test("removeAll empties the heap and it can be reused")
    func reuse() {
        var h = BinaryHeap([5, 3, 9])
        h.removeAll()
        #expect(h.isEmpty)
        h.insert(4)
        h.insert(2)
        #expect(h.popMin() == 2)
        #expect(h.unorderedElements == [4])
    }
}
