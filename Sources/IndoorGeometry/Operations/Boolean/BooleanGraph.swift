/// The planar graph of noded overlay edges: nodes on the grid, half-edges sorted counter-clockwise
/// around each node, and the winding numbers of both geometries on the left of every half-edge.
///
/// Half-edge `2e` runs along edge `e` from `a` to `b`, `2e + 1` back. Labelling propagates winding numbers
/// around each node (crossing an edge from right to left adds its contribution) and across edges; each
/// connected component starts from its lowest-leftmost node, whose outer wedge gets the winding numbers
/// of a ray cast to the left through the other components.
struct BooleanGraph {
    private(set) var nodes: [Point] = []
    private(set) var edgeA: [Int32] = []
    private(set) var edgeB: [Int32] = []
    private(set) var deltaA: [Int32] = []
    private(set) var deltaB: [Int32] = []
    /// CSR: outgoing half-edges of node v are `outList[outStart[v] ..< outStart[v + 1]]`, in CCW order
    /// starting from the direction +x.
    private(set) var outStart: [Int32] = []
    private(set) var outList: [Int32] = []
    /// Position of each half-edge inside `outList`.
    private(set) var position: [Int32] = []

    /// The graph of noded edges whose end points the noder has already identified (nodes without edges are
    /// allowed: they take part in nothing).
    init(noded: BooleanNodedEdges) {
        nodes = noded.nodes
        edgeA = noded.edgeA
        edgeB = noded.edgeB
        deltaA.reserveCapacity(noded.edges.count)
        deltaB.reserveCapacity(noded.edges.count)
        for e in noded.edges {
            deltaA.append(e.deltaA)
            deltaB.append(e.deltaB)
        }
        let nodeCount = nodes.count, edgeCount = edgeA.count
        var start = [Int32](repeating: 0, count: nodeCount + 1)
        for e in 0 ..< edgeCount {
            start[Int(edgeA[e]) + 1] += 1
            start[Int(edgeB[e]) + 1] += 1
        }
        for v in 0 ..< nodeCount { start[v + 1] += start[v] }
        var list = [Int32](repeating: 0, count: 2 * edgeCount)
        var pos = [Int32](repeating: 0, count: 2 * edgeCount)
        do {
            var fill = start
            for e in 0 ..< edgeCount {
                let u = Int(edgeA[e]), w = Int(edgeB[e])
                list[Int(fill[u])] = Int32(2 * e)
                fill[u] += 1
                list[Int(fill[w])] = Int32(2 * e + 1)
                fill[w] += 1
            }
        }
        // Sorting in place through buffer pointers: a slice's sort copied the slice, and most nodes have
        // degree two (one compare), which dominated building the graph of a buffer curve.
        nodes.withUnsafeBufferPointer { pts in
            edgeA.withUnsafeBufferPointer { ea in
                edgeB.withUnsafeBufferPointer { eb in
                    list.withUnsafeMutableBufferPointer { out in
                        @inline(__always) func target(_ h: Int32) -> Point { pts[Int(h & 1 == 0 ? eb[Int(h >> 1)] : ea[Int(h >> 1)])] }
                        for v in 0 ..< nodeCount {
                            let lo = Int(start[v]), hi = Int(start[v + 1])
                            let origin = pts[v]
                            if hi - lo == 2 {
                                if Self.angleLess(origin, target(out[lo + 1]), target(out[lo])) { out.swapAt(lo, lo + 1) }
                            } else if hi - lo > 2 {
                                var part = UnsafeMutableBufferPointer(rebasing: out[lo ..< hi])
                                part.sort { h1, h2 in
                                    Self.angleLess(origin, target(h1), target(h2))
                                }
                            }
                        }
                    }
                }
            }
        }
        for k in 0 ..< list.count { pos[Int(list[k])] = Int32(k) }
        outStart = start
        outList = list
        position = pos
    }

    /// Whether direction `o → p` comes before `o → q` counter-clockwise from +x (exact).
    @inline(__always)
    static func angleLess(_ o: Point, _ p: Point, _ q: Point) -> Bool {
        let up = p.y > o.y || (p.y == o.y && p.x > o.x)
        let uq = q.y > o.y || (q.y == o.y && q.x > o.x)
        if up != uq { return up }
        return BooleanGridOrientation.sign(o, p, q) > 0
    }

    var edgeCount: Int { edgeA.count }
    @inline(__always) func origin(_ h: Int) -> Int { Int(h & 1 == 0 ? edgeA[h >> 1] : edgeB[h >> 1]) }
    @inline(__always) func target(_ h: Int) -> Int { Int(h & 1 == 0 ? edgeB[h >> 1] : edgeA[h >> 1]) }
    @inline(__always) func delta(_ h: Int) -> (Int32, Int32) {
        h & 1 == 0 ? (deltaA[h >> 1], deltaB[h >> 1]) : (-deltaA[h >> 1], -deltaB[h >> 1])
    }

    // MARK: Labelling

    /// Winding numbers of geometries A and B on the left of every half-edge.
    func leftWindings() -> (a: [Int32], b: [Int32]) {
        let hCount = outList.count
        var leftA = [Int32](repeating: 0, count: hCount)
        var leftB = [Int32](repeating: 0, count: hCount)
        guard hCount > 0 else { return (leftA, leftB) }
        // Components by union–find over nodes.
        var sets = DisjointSets(count: nodes.count)
        for e in edgeA.indices { sets.union(Int(edgeA[e]), Int(edgeB[e])) }
        var lowest = [Int](repeating: -1, count: nodes.count)  // component root → lowest-leftmost node
        for v in nodes.indices where outStart[v + 1] > outStart[v] {
            let r = sets.find(v)
            let cur = lowest[r]
            if cur >= 0 {
                let p = nodes[v], c = nodes[cur]
                if p.x < c.x || (p.x == c.x && p.y < c.y) { lowest[r] = v }
            } else {
                lowest[r] = v
            }
        }
        var starts: [Int] = []
        for v in lowest where v >= 0 { starts.append(v) }
        starts.sort()
        let rays = starts.count > 1 ? BooleanRayIndex(graph: self) : nil
        var nodeDone = [Bool](repeating: false, count: nodes.count)
        var queue: [Int] = []
        for v in starts {
            let lo = Int(outStart[v]), hi = Int(outStart[v + 1])
            // The outer wedge (containing direction −x) follows the last half-edge pointing into [0, π).
            var k = lo - 1
            for i in lo ..< hi {
                let t = nodes[target(Int(outList[i]))], o = nodes[v]
                if t.y > o.y || (t.y == o.y && t.x > o.x) { k = i }
            }
            if k < lo { k = hi - 1 }
            let h0 = Int(outList[k])
            let w = rays?.winding(at: nodes[v]) ?? (0, 0)
            leftA[h0] = w.0
            leftB[h0] = w.1
            queue.append(h0)
            while let h = queue.popLast() {
                let u = origin(h)
                if nodeDone[u] { continue }
                nodeDone[u] = true
                let ulo = Int(outStart[u]), uhi = Int(outStart[u + 1]), deg = uhi - ulo
                var la = leftA[h], lb = leftB[h]
                var k = Int(position[h]) - ulo
                for _ in 1 ..< max(deg, 1) {
                    k += 1
                    if k == deg { k = 0 }
                    let g = Int(outList[ulo + k])
                    let d = delta(g)
                    la += d.0
                    lb += d.1
                    leftA[g] = la
                    leftB[g] = lb
                }
                for i in ulo ..< uhi {
                    let g = Int(outList[i])
                    let d = delta(g)
                    let twin = g ^ 1
                    if !nodeDone[target(g)] {
                        leftA[twin] = leftA[g] - d.0
                        leftB[twin] = leftB[g] - d.1
                        queue.append(twin)
                    }
                }
            }
        }
        return (leftA, leftB)
    }
}

/// Horizontal strips of graph edges for casting rays to the left: the winding numbers at a node of one
/// component due to all the others.
struct BooleanRayIndex {
    private let graph: BooleanGraph
    private let minY: Double
    private let rowHeight: Double
    private let rowCount: Int
    private var rowStart: [Int32] = []
    private var rowEdges: [Int32] = []

    init(graph: BooleanGraph) {
        self.graph = graph
        var lo = Double.infinity, hi = -Double.infinity
        for p in graph.nodes {
            lo = min(lo, p.y)
            hi = max(hi, p.y)
        }
        minY = lo
        let n = graph.edgeCount
        rowCount = max(1, min(1 << 14, Int(Double(n).squareRoot())))
        rowHeight = hi > lo ? (hi - lo) / Double(rowCount) : 1
        var counts = [Int32](repeating: 0, count: rowCount + 1)
        for e in 0 ..< n {
            let (r0, r1) = rows(e)
            if r0 > r1 { continue }
            for r in r0 ... r1 { counts[r + 1] += 1 }
        }
        for r in 0 ..< rowCount { counts[r + 1] += counts[r] }
        rowStart = counts
        rowEdges = [Int32](repeating: 0, count: Int(counts[rowCount]))
        var fill = Array(counts.dropLast())
        for e in 0 ..< n {
            let (r0, r1) = rows(e)
            if r0 > r1 { continue }
            for r in r0 ... r1 {
                rowEdges[Int(fill[r])] = Int32(e)
                fill[r] += 1
            }
        }
    }

    private func row(_ y: Double) -> Int { min(rowCount - 1, max(0, Int((y - minY) / rowHeight))) }

    private func rows(_ e: Int) -> (Int, Int) {
        let a = graph.nodes[Int(graph.edgeA[e])], b = graph.nodes[Int(graph.edgeB[e])]
        if a.y == b.y { return (1, 0) }  // horizontal edges never cross a horizontal ray
        return (row(min(a.y, b.y)), row(max(a.y, b.y)))
    }

    /// Winding numbers of A and B just left of `p` (a node), summed over the edges crossing the ray to −x.
    func winding(at p: Point) -> (Int32, Int32) {
        let r = row(p.y)
        var wa: Int32 = 0, wb: Int32 = 0
        for k in Int(rowStart[r]) ..< Int(rowStart[r + 1]) {
            let e = Int(rowEdges[k])
            var lower = graph.nodes[Int(graph.edgeA[e])], upper = graph.nodes[Int(graph.edgeB[e])]
            var da = graph.deltaA[e], db = graph.deltaB[e]
            if lower.y > upper.y {
                swap(&lower, &upper)
                da = -da
                db = -db
            }
            guard lower.y <= p.y && p.y < upper.y else { continue }
            if min(lower.x, upper.x) >= p.x { continue }
            if BooleanGridOrientation.sign(lower, upper, p) < 0 {
                wa -= da
                wb -= db
            }
        }
        return (wa, wb)
    }
}
