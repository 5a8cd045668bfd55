import Foundation
import IndoorGeometry

/// The relaxed state graph `G'` of ``RoutingCellBounds`` condensed onto its hub: the hub's states, the edges of
/// `G'` between them, and per cell one edge from each gate to each exit it reaches through the cell (the
/// shortest way in `G'` from the gate that enters the cell, stays inside and leaves to that exit).
///
/// Distances between hub states are the same as in `G'`: a path of `G'` between two hub states is hub edges and
/// passes through cells, and a pass through a cell enters it from one of its gates and leaves it to one of its
/// exits (no edge of `G'` joins two cells). So ``RoutingCellBounds``'s table, one backward Dijkstra per gate,
/// searches the hub's states only (on a campus, a fraction of all states: the rooms' cells hold the rest).
///
/// Edges are kept reversed (into each hub state, by hub row), as the table's searches run from the gate back.
struct HubGraph {
    /// Number of hub states (rows of the table: ``RoutingCellBounds/Place/hubRow``).
    let count: Int
    /// Per hub row: its incoming edges, `edges[start[r] ..< start[r + 1]]`.
    let start: [Int32]
    let edges: [Edge]

    /// An edge into a hub row: from `source`, `weight` metres (side by side: the search reads both).
    struct Edge {
        var source: Int32
        var weight: Double
    }

    /// Condenses `edges` (`n` rows of `G'`) onto the hub: `rowCell` is each row's cell (−1 on the hub),
    /// `hubRow` each hub row's position among `hubRows`; `gates[c]` lists cell `c`'s gates (rows of `G'`).
    init(edges: RoutingLandmarks.Edges, rows n: Int, rowCell: [Int32], hubRow: [Int32], hubRows: [Int], gates: [[Int32]]) {
        var from: [Int32] = []
        var to: [Int32] = []
        var w: [Double] = []
        for (i, u) in hubRows.enumerated() {
            for e in Int(edges.start[u]) ..< Int(edges.start[u + 1]) {
                let v = Int(edges.target[e])
                guard rowCell[v] == -1 else { continue }
                from.append(Int32(i))
                to.append(hubRow[v])
                w.append(edges.weight[e])
            }
        }
        // Through each cell: from each gate, a Dijkstra over the cell's states, to the exits it reaches.
        var dist = [Double](repeating: .infinity, count: n)
        var touched: [Int] = []
        var exitCost = [Double](repeating: .infinity, count: hubRows.count)
        var exitsReached: [Int32] = []
        var heap = BinaryHeap<HeapEntry<Int32>>()
        for (c, list) in gates.enumerated() {
            let cell = Int32(c)
            for a in list.map(Int.init) {
                for e in Int(edges.start[a]) ..< Int(edges.start[a + 1]) {
                    let x = Int(edges.target[e])
                    guard rowCell[x] == cell, edges.weight[e] < dist[x] else { continue }
                    if dist[x] == .infinity { touched.append(x) }
                    dist[x] = edges.weight[e]
                    heap.push(edges.weight[e], Int32(x))
                }
                while let (d, px) = heap.pop() {
                    let x = Int(px)
                    if d > dist[x] { continue }
                    for e in Int(edges.start[x]) ..< Int(edges.start[x + 1]) {
                        let y = Int(edges.target[e])
                        let nd = d + edges.weight[e]
                        if rowCell[y] == cell {
                            if nd < dist[y] {
                                if dist[y] == .infinity { touched.append(y) }
                                dist[y] = nd
                                heap.push(nd, Int32(y))
                            }
                        } else if y != a {
                            let r = Int(hubRow[y])
                            if exitCost[r] == .infinity { exitsReached.append(Int32(r)) }
                            if nd < exitCost[r] { exitCost[r] = nd }
                        }
                    }
                }
                for r in exitsReached {
                    from.append(hubRow[a])
                    to.append(r)
                    w.append(exitCost[Int(r)])
                    exitCost[Int(r)] = .infinity
                }
                exitsReached.removeAll(keepingCapacity: true)
                for x in touched { dist[x] = .infinity }
                touched.removeAll(keepingCapacity: true)
            }
        }
        // Reversed, by target row (a counting sort).
        let m = hubRows.count
        var start = [Int32](repeating: 0, count: m + 1)
        for t in to { start[Int(t) + 1] += 1 }
        for i in 0 ..< m { start[i + 1] += start[i] }
        var fill = start
        var reversed = [Edge](repeating: Edge(source: 0, weight: 0), count: to.count)
        for k in to.indices {
            let t = Int(to[k])
            reversed[Int(fill[t])] = Edge(source: from[k], weight: w[k])
            fill[t] += 1
        }
        self.count = m
        self.start = start
        self.edges = reversed
    }

    /// Per hub row, where its cell bounds lie (``RoutingCellBounds/HubRowSlot``): rows are taken in order, and
    /// each row not yet placed becomes a reference (numbered in order) for itself and for every row not yet
    /// placed that an edge of at most `radius` metres joins to it both ways; those get delta rows (numbered in
    /// order).
    func referenceSlots(radius: Double) -> [RoutingCellBounds.HubRowSlot] {
        /// The weight of the edge from `a` into `b`, ∞ when none.
        func weight(from a: Int, into b: Int) -> Double {
            var w = Double.infinity
            for e in Int(start[b]) ..< Int(start[b + 1]) where Int(edges[e].source) == a { w = Swift.min(w, edges[e].weight) }
            return w
        }
        var referenceOf = [Int](repeating: -1, count: count)
        for r in 0 ..< count where referenceOf[r] < 0 {
            referenceOf[r] = r
            for e in Int(start[r]) ..< Int(start[r + 1]) {
                let u = Int(edges[e].source)
                guard referenceOf[u] < 0, edges[e].weight <= radius, weight(from: r, into: u) <= radius else { continue }
                referenceOf[u] = r
            }
        }
        var referenceSlot = [Int32](repeating: -1, count: count)
        var references: Int32 = 0, others: Int32 = 0
        for r in 0 ..< count where referenceOf[r] == r {
            referenceSlot[r] = references
            references += 1
        }
        return (0 ..< count).map { r in
            if referenceOf[r] == r { return RoutingCellBounds.HubRowSlot(reference: referenceSlot[r], delta: -1) }
            defer { others += 1 }
            return RoutingCellBounds.HubRowSlot(reference: referenceSlot[referenceOf[r]], delta: others)
        }
    }

    /// Per hub row, its distance in `G'` to the nearest of hub rows `targets`, in `search.dist` (∞: no way).
    /// `search` is scratch of ``count`` states, reused between calls.
    func distances(to targets: [Int], search: HubSearch) {
        edges.withUnsafeBufferPointer { edges in
            start.withUnsafeBufferPointer { start in search.run(from: targets, start: start, edges: edges) }
        }
    }
}

/// A backward Dijkstra over a ``HubGraph``'s states with its scratch, reused between searches by one thread:
/// distances and an indexed 4-ary heap that lowers a queued state's key in place (the hub's corner states are
/// reached along many edges each; a heap of every improvement grew several times larger and its pops
/// dominated). A class over raw buffers: the search loop is the table's whole build, and array accesses there
/// paid a bounds and uniqueness check each.
final class HubSearch {
    /// Number of states.
    let count: Int
    /// Per state: its distance once the search has run (∞: unreached).
    let dist: UnsafeMutableBufferPointer<Double>
    /// Per state: its position in the heap, −1 when not queued.
    private let position: UnsafeMutablePointer<Int32>
    /// The heap: queued states and their keys, side by side by position; `size` of them.
    private let heapState: UnsafeMutablePointer<Int32>
    private let heapKey: UnsafeMutablePointer<Double>
    private var size = 0

    /// Scratch for a graph of `count` states.
    init(count: Int) {
        self.count = count
        dist = .allocate(capacity: count)
        dist.initialize(repeating: .infinity)
        position = .allocate(capacity: count)
        position.initialize(repeating: -1, count: count)
        heapState = .allocate(capacity: Swift.max(count, 1))
        heapKey = .allocate(capacity: Swift.max(count, 1))
    }

    deinit {
        dist.deallocate()
        position.deallocate()
        heapState.deallocate()
        heapKey.deallocate()
    }

    /// Distances from the nearest of `origins` over the edges `edges[start[u] ..< start[u + 1]]` into each
    /// state `u` (none negative), that is, to the nearest origin over the edges as given forward.
    func run(from origins: [Int], start: UnsafeBufferPointer<Int32>, edges: UnsafeBufferPointer<HubGraph.Edge>) {
        let dist = self.dist.baseAddress!
        for i in 0 ..< count { dist[i] = .infinity }
        size = 0
        for origin in origins where dist[origin] != 0 {
            dist[origin] = 0
            push(Int32(origin), key: 0)
        }
        while size > 0 {
            let u = Int(heapState[0])
            let d = heapKey[0]
            popMin()
            for e in Int(start[u]) ..< Int(start[u + 1]) {
                let edge = edges[e]
                let v = Int(edge.source)
                let nd = d + edge.weight
                guard nd < dist[v] else { continue }
                dist[v] = nd
                let at = Int(position[v])
                if at < 0 { push(edge.source, key: nd) } else { siftUp(at, state: edge.source, key: nd) }
            }
        }
    }

    @inline(__always) private func push(_ state: Int32, key: Double) {
        size += 1
        siftUp(size - 1, state: state, key: key)
    }

    /// Moves `state` (now keyed `key`) up from position `i` to its place.
    @inline(__always) private func siftUp(_ i: Int, state: Int32, key: Double) {
        var i = i
        while i > 0 {
            let parent = (i - 1) >> 2
            guard key < heapKey[parent] else { break }
            heapState[i] = heapState[parent]
            heapKey[i] = heapKey[parent]
            position[Int(heapState[i])] = Int32(i)
            i = parent
        }
        heapState[i] = state
        heapKey[i] = key
        position[Int(state)] = Int32(i)
    }

    /// Removes the root.
    @inline(__always) private func popMin() {
        position[Int(heapState[0])] = -1
        size -= 1
        let n = size
        guard n > 0 else { return }
        let lastState = heapState[n]
        let lastKey = heapKey[n]
        var i = 0
        while true {
            let first = 4 * i + 1
            guard first < n else { break }
            var best = first
            var bestKey = heapKey[first]
            for c in first + 1 ..< Swift.min(first + 4, n) where heapKey[c] < bestKey {
                best = c
                bestKey = heapKey[c]
            }
            guard bestKey < lastKey else { break }
            heapState[i] = heapState[best]
            heapKey[i] = bestKey
            position[Int(heapState[i])] = Int32(i)
            i = best
        }
        heapState[i] = lastState
        heapKey[i] = lastKey
        position[Int(lastState)] = Int32(i)
    }
}
