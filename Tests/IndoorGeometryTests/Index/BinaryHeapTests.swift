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

    // Keyed entries (`HeapEntry`, `push`, `pop`): the form routing's searches use.

    @Test("keyed: interleaved pushes and pops match a sorted-array oracle, ties included", arguments: [UInt64(1), 2, 3, 4, 5])
    func keyedAgainstOracle(seed: UInt64) {
        var g = SplitMix64(seed: seed)
        var h = BinaryHeap<HeapEntry<Int32>>()
        // (key, payload) pairs still in the heap, kept sorted by key (stable: ties in push order).
        var oracle: [(key: Double, payload: Int32)] = []
        var next: Int32 = 0
        for round in 0 ..< 3 {
            h.removeAll()
            oracle.removeAll()
            #expect(h.isEmpty)
            #expect(h.pop() == nil)
            for step in 0 ..< 1500 + 250 * round {
                if g.int(0, 2) < 2 {
                    // Few distinct keys (many ties), some fractional, some negative.
                    let key = Double(g.int(-10, 20)) + (g.unit() < 0.7 ? 0 : g.unit())
                    h.push(key, next)
                    let at = oracle.firstIndex { $0.key > key } ?? oracle.count
                    oracle.insert((key, next), at: at)
                    next += 1
                } else if let (key, payload) = h.pop() {
                    #expect(key == oracle.first?.key, "seed \(seed) round \(round) step \(step): smallest key first")
                    // Among ties any order is allowed, but the pair must be one that was pushed.
                    let i = oracle.firstIndex { $0.key == key && $0.payload == payload }
                    #expect(i != nil, "seed \(seed) round \(round) step \(step): payload \(payload) travelled with key \(key)")
                    if let i { oracle.remove(at: i) }
                } else {
                    #expect(oracle.isEmpty, "seed \(seed) round \(round) step \(step)")
                }
                #expect(h.count == oracle.count)
                #expect(h.min?.key == oracle.first?.key)
            }
            // Drain: keys come out as the sorted oracle's, and every payload exactly once.
            var keys: [Double] = []
            var payloads: [Int32] = []
            while let (k, p) = h.pop() {
                keys.append(k)
                payloads.append(p)
            }
            #expect(keys == oracle.map(\.key), "seed \(seed) round \(round)")
            #expect(payloads.sorted() == oracle.map(\.payload).sorted(), "seed \(seed) round \(round)")
        }
    }

    @Test("keyed: removeAll keeps the capacity, so a reused heap does not reallocate")
    func keyedRemoveAllKeepsCapacity() {
        var h = BinaryHeap<HeapEntry<Int32>>()
        for i in 0 ..< 1000 { h.push(Double(1000 - i), Int32(i)) }
        let capacity = h.storage.capacity
        #expect(capacity >= 1000)
        h.removeAll()
        #expect(h.isEmpty)
        #expect(h.pop() == nil)
        #expect(h.storage.capacity == capacity)
        for i in 0 ..< 1000 { h.push(Double(i % 7), Int32(i)) }
        #expect(h.storage.capacity == capacity)
        var last = -Double.infinity
        while let (k, _) = h.pop() {
            #expect(k >= last)
            last = k
        }
        h.removeAll(keepingCapacity: false)
        #expect(h.storage.capacity == 0)
    }

    @Test("keyed: infinite keys are ordered, a NaN key traps")
    func keyedInfinityAndNaN() async {
        var h = BinaryHeap<HeapEntry<Int32>>()
        h.push(.infinity, 1)
        h.push(-.infinity, 2)
        h.push(0, 3)
        var drained: [(key: Double, payload: Int32)] = []
        while let e = h.pop() { drained.append(e) }
        #expect(drained.map(\.key) == [-.infinity, 0, .infinity])
        #expect(drained.map(\.payload) == [2, 3, 1])
        await #expect(processExitsWith: .failure) {
            var h = BinaryHeap<HeapEntry<Int32>>()
            h.push(.nan, 0)
        }
    }
}
