/// Nearest-edge search for one ring of a ``PreparedPolygon``: a bounding-volume hierarchy over runs of
/// consecutive edges, searched depth first, nearest box first, pruning boxes farther than the best
/// distance found so far.
///
/// Consecutive edges of a ring are spatially close, so runs of ``fanout`` edges make tight leaf boxes
/// without any sorting (the idea of GEOS's `FacetSequenceTreeBuilder`, which groups consecutive segments
/// before indexing them); each upper level boxes runs of ``fanout`` nodes of the level below. Built in
/// O(n); a query costs O(log n) plus the leaves whose box is nearer than the answer, which for a point
/// near the boundary (snapping) is a handful, and for a point deep inside a large round room can be many.
///
/// Pruning is conservative by `slack` metres per axis, far above rounding, so the result equals, bit for
/// bit, the minimum of ``Segment/squaredDistance(to:)`` over all edges whenever that minimum is below the
/// caller's bound.
struct PreparedEdgeHierarchy: Sendable {
    /// Edges per leaf and children per node.
    static let fanout = 8
    /// Ring vertex coordinates, closing repeat included.
    let xs: [Double]
    let ys: [Double]
    /// `levels[0]`: leaf boxes (edges `fanout·i ..< fanout·(i+1)`); `levels[k]`: boxes of runs of
    /// `fanout` nodes of level `k - 1`. Four doubles per box: `minX, minY, maxX, maxY`.
    let levels: [[Double]]
    let slack: Double

    init(ring: Ring, slack: Double) {
        let pts = ring.points
        xs = pts.map(\.x)
        ys = pts.map(\.y)
        self.slack = slack
        let n = ring.edgeCount
        var level: [Double] = []
        level.reserveCapacity((n / Self.fanout + 1) * 4)
        for first in stride(from: 0, to: n, by: Self.fanout) {
            var box = BoundingBox.empty
            for v in first ... Swift.min(first + Self.fanout, n) { box.expand(toInclude: pts[v]) }
            level += [box.minX, box.minY, box.maxX, box.maxY]
        }
        var levels = [level]
        while level.count / 4 > Self.fanout {
            var up: [Double] = []
            up.reserveCapacity((level.count / 4 / Self.fanout + 1) * 4)
            for first in stride(from: 0, to: level.count / 4, by: Self.fanout) {
                var b = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
                for c in first ..< Swift.min(first + Self.fanout, level.count / 4) {
                    b = (Swift.min(b.0, level[4 * c]), Swift.min(b.1, level[4 * c + 1]), Swift.max(b.2, level[4 * c + 2]), Swift.max(b.3, level[4 * c + 3]))
                }
                up += [b.0, b.1, b.2, b.3]
            }
            levels.append(up)
            level = up
        }
        self.levels = levels
    }

    /// The smallest ``Segment/squaredDistance(to:)`` from `p` to an edge when it is below `bound`,
    /// otherwise some value ≥ `bound`.
    func squaredDistance(to p: Point, below bound: Double) -> Double {
        var best = bound
        if xs.count <= 2 * Self.fanout + 1 {
            // A room-sized ring: a straight scan beats any pruning (`pointlocation.prepared.snap`, n = 10).
            for e in 0 ..< xs.count - 1 {
                let s = Segment(Point(x: xs[e], y: ys[e]), Point(x: xs[e + 1], y: ys[e + 1])).squaredDistance(to: p)
                if s < best { best = s }
            }
            return best
        }
        let top = levels.count - 1
        visit(level: top, nodes: 0 ..< levels[top].count / 4, p, &best)
        return best
    }

    /// Visits `nodes` (at most `fanout`) of `level` in order of their box distance.
    private func visit(level: Int, nodes: Range<Int>, _ p: Point, _ best: inout Double) {
        // A stack-allocated scratch of `fanout` entries keeps queries free of heap allocation.
        withUnsafeTemporaryAllocation(of: (Double, Int).self, capacity: Self.fanout) { order in
            var count = 0
            do {
                let boxes = levels[level]
                for i in nodes {
                    let dx = Swift.max(0, Swift.max(boxes[4 * i] - p.x, p.x - boxes[4 * i + 2]) - slack)
                    let dy = Swift.max(0, Swift.max(boxes[4 * i + 1] - p.y, p.y - boxes[4 * i + 3]) - slack)
                    let d = dx * dx + dy * dy
                    guard d <= best else { continue }
                    // Insertion into the sorted prefix.
                    var j = count
                    while j > 0 && order[j - 1].0 > d {
                        order[j] = order[j - 1]
                        j -= 1
                    }
                    order[j] = (d, i)
                    count += 1
                }
            }
            for k in 0 ..< count {
                let (d, i) = order[k]
                if d > best { break }
                if level > 0 {
                    let first = i * Self.fanout
                    visit(level: level - 1, nodes: first ..< Swift.min(first + Self.fanout, levels[level - 1].count / 4), p, &best)
                } else {
                    let first = i * Self.fanout
                    let last = Swift.min(first + Self.fanout, xs.count - 1)
                    for e in first ..< last {
                        let s = Segment(Point(x: xs[e], y: ys[e]), Point(x: xs[e + 1], y: ys[e + 1])).squaredDistance(to: p)
                        if s < best { best = s }
                    }
                }
            }
        }
    }
}
