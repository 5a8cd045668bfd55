import Foundation
import IndoorGeometry

/// The relaxed state graph `G'` of ``RoutingCellBounds`` condensed onto its hub: the hub's states, the edges of
/// `G'` between them, and per cell one edge from each gate to each exit it reaches through the cell (the
/// shortest way in `G'` from the gate that enters the cell, stays inside and leaves to that exit).
///
/// Distances between hub states are the same as in `G'`: a path of `G'` between two hub states is hub edges and
/// passes through cells, and a pass through a cell enters it from one of its gates and leaves it to one of its
/// exits (no edge of `G'` joins two cells). So ``RoutingCellBounds``'s table, one backward Dijkstra per gate,
/// searches the hub's states only (generated 100x: about 25,000 of about 80,000 states).
///
/// Edges are kept reversed (into each hub state, by hub row), as the table's searches run from the gate back.
struct HubGraph {
    /// Number of hub states (rows of the table: ``RoutingCellBounds/Place/hubRow``).
    let count: Int
    /// Per hub row: its incoming edges, `source[start[r] ..< start[r + 1]]` with `weight` beside.
    let start: [Int32]
    let source: [Int32]
    let weight: [Double]

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
        var source = [Int32](repeating: 0, count: to.count)
        var weight = [Double](repeating: 0, count: to.count)
        for k in to.indices {
            let t = Int(to[k])
            source[Int(fill[t])] = from[k]
            weight[Int(fill[t])] = w[k]
            fill[t] += 1
        }
        self.count = m
        self.start = start
        self.source = source
        self.weight = weight
    }

    /// Per hub row, its distance in `G'` to hub row `target`, written into `dist` (``count`` entries, any
    /// contents on entry; ∞: no way). `heap` is scratch, reused between calls.
    func distances(to target: Int, into dist: inout [Double], heap: inout BinaryHeap<HeapEntry<Int32>>) {
        for i in dist.indices { dist[i] = .infinity }
        dist[target] = 0
        heap.push(0, Int32(target))
        start.withUnsafeBufferPointer { start in
            source.withUnsafeBufferPointer { source in
                weight.withUnsafeBufferPointer { weight in
                    while let (d, x) = heap.pop() {
                        let u = Int(x)
                        if d > dist[u] { continue }
                        for e in Int(start[u]) ..< Int(start[u + 1]) {
                            let v = Int(source[e])
                            let nd = d + weight[e]
                            if nd < dist[v] {
                                dist[v] = nd
                                heap.push(nd, Int32(v))
                            }
                        }
                    }
                }
            }
        }
    }
}
