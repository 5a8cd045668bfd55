/// Lists of elements laid end to end (compressed rows): list `i` is `items[start[i] ..< start[i + 1]]`.
///
/// For per-query reads of the graph's tables: reading a list of an array of arrays retains and releases the
/// inner array, an atomic write to a line every thread's queries share (it caps how batches scale over
/// threads); here a read is two loads from two flat arrays, and nothing is retained (read by ``range(_:)``
/// and ``items``: a slice of ``items`` would retain it again).
struct FlatLists<Element>: Sendable where Element: Sendable {
    let start: [Int32]
    let items: [Element]

    /// The lists of `lists`, in order.
    init(_ lists: [[Element]]) {
        var start: [Int32] = [0]
        start.reserveCapacity(lists.count + 1)
        var items: [Element] = []
        items.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists {
            items.append(contentsOf: list)
            start.append(Int32(items.count))
        }
        self.start = start
        self.items = items
    }

    /// `count` lists filled from `(key, element)` pairs: list `k` holds the elements paired with key `k`, in
    /// the pairs' order (a relation reversed: "the anchors with a transition into each anchor"), by a
    /// counting sort, without an array per list.
    init(count: Int, pairs: [(key: Int32, element: Element)]) {
        var start = [Int32](repeating: 0, count: count + 1)
        for p in pairs { start[Int(p.key) + 1] += 1 }
        for k in 0 ..< count { start[k + 1] += start[k] }
        // The pairs' positions by key, stable: `order[fill[k]]` takes the next pair of key `k`.
        var fill = start
        var order = [Int](repeating: 0, count: pairs.count)
        for (i, p) in pairs.enumerated() {
            order[Int(fill[Int(p.key)])] = i
            fill[Int(p.key)] += 1
        }
        self.start = start
        items = order.map { pairs[$0].element }
    }

    /// Number of lists.
    var count: Int { start.count - 1 }

    /// Indices into ``items`` of list `i`.
    @inline(__always) func range(_ i: Int) -> Range<Int> { Int(start[i]) ..< Int(start[i + 1]) }
}
