/// One ring of a ``PreparedPolygon``: its edges copied into y-bands, flat, for exact point location
/// without scanning every edge, plus a ``PreparedEdgeHierarchy`` for nearest-edge distance.
///
/// Layout: each band's edges are stored inline as four `Double`s `(ax, ay, bx, by)` in ring direction, so
/// a query reads one contiguous run of memory; within a band they are sorted by `max(ax, bx)` descending,
/// so the ray-crossing loop stops at the first edge lying wholly left of the query point. An edge spanning
/// several bands is copied into each. (Chosen for locality; the band count was measured, see
/// ``bandsPerEdge``, the layout was not benchmarked against an edge-id indirection.)
struct PreparedRingIndex: Sendable {
    /// The ring's bounding box (the same value as ``Ring/boundingBox``).
    let box: BoundingBox
    let bands: PreparedPolygonBands
    /// `starts[b] ..< starts[b + 1]` are band `b`'s edges (in units of edges, 4 doubles each).
    let starts: [Int32]
    /// Band after band, 4 doubles per edge: `ax, ay, bx, by`.
    let coords: [Double]
    /// Rounding slack in metres for conservative pruning by box distances (1e-9 of the coordinates' size).
    let slack: Double
    /// Nearest-edge search structure.
    let edges: PreparedEdgeHierarchy

    /// Bands per edge, chosen on `pointlocation.prepared.locate` (docs/performance.md): fewer bands make
    /// short outlines' queries slower, more only make the build slower.
    static let bandsPerEdge = 1.0
    /// Copies per edge allowed before the band count is halved (memory guard for long walls).
    static let maxEntriesPerEdge = 4

    init(ring: Ring) {
        let pts = ring.points
        let n = ring.edgeCount
        let box = ring.boundingBox
        self.box = box
        var lows = [Double](repeating: 0, count: n)
        var highs = [Double](repeating: 0, count: n)
        for i in 0 ..< n {
            lows[i] = Swift.min(pts[i].y, pts[i + 1].y)
            highs[i] = Swift.max(pts[i].y, pts[i + 1].y)
        }
        bands = PreparedPolygonBands(
            lows: lows, highs: highs, minY: box.minY, maxY: box.maxY,
            bandsPerItem: Self.bandsPerEdge, maxEntriesPerItem: Self.maxEntriesPerEdge)
        var coords: [Double] = []
        coords.reserveCapacity(bands.items.count * 4)
        var order: [Int32] = []
        for b in 0 ..< bands.count {
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: bands.items[Int(bands.starts[b]) ..< Int(bands.starts[b + 1])])
            order.sort { i, j in
                let mi = Swift.max(pts[Int(i)].x, pts[Int(i) + 1].x)
                let mj = Swift.max(pts[Int(j)].x, pts[Int(j) + 1].x)
                return mi > mj || (mi == mj && i < j)
            }
            for e in order {
                let a = pts[Int(e)]
                let c = pts[Int(e) + 1]
                coords.append(a.x)
                coords.append(a.y)
                coords.append(c.x)
                coords.append(c.y)
            }
        }
        self.coords = coords
        starts = bands.starts
        slack = 1e-9 * (Swift.abs(box.minX) + Swift.abs(box.maxX) + Swift.abs(box.minY) + Swift.abs(box.maxY))
        edges = PreparedEdgeHierarchy(ring: ring, slack: slack)
    }

    /// Exact location of `p` relative to the ring's enclosed region; equal to ``Ring/locate(_:)``.
    @inline(__always)
    func locate(_ p: Point) -> Location {
        guard p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY else { return .exterior }
        let b = bands.band(of: p.y)
        let lo = Int(starts[b])
        let hi = Int(starts[b + 1])
        // Unsafe reads (docs/performance.md): every index stays inside band b's run,
        // `starts[b] ..< starts[b + 1]`, which the builder filled.
        return coords.withUnsafeBufferPointer { c in
            guard let base = c.baseAddress else { return .exterior }
            return Self.locate(p, edgeCount: hi &- lo) { base + 4 &* (lo &+ $0) }
        }
    }

    /// The ray-crossing count of `p` over a run of edges sorted by `max(ax, bx)` descending, each edge read
    /// as four `Double`s `ax, ay, bx, by` from `edge(j)`: exact, with no tolerance.
    ///
    /// The run must hold every edge of the ring that could meet the rightward ray from `p` or hold `p`: each
    /// edge whose y-range contains `p.y` and whose `max(ax, bx) >= p.x` (a band of the ring, or the edges a
    /// ``Locator`` cell lists). Shared by ``PreparedRingIndex`` and the locator's cell lists so that both
    /// decide crossings with the same code.
    @inline(__always)
    static func locate(_ p: Point, edgeCount: Int, edge: (Int) -> UnsafePointer<Double>) -> Location {
        var crossings = 0
        var j = 0
        while j < edgeCount {
            let e = edge(j)
            let ax = e[0]
            let ay = e[1]
            let bx = e[2]
            let by = e[3]
            j &+= 1
            // Sorted by max x descending: from here on every edge is strictly left of p.
            if ax < p.x && bx < p.x { break }
            let aAbove = ay > p.y
            if aAbove != (by > p.y) {
                // Straddles the ray under the half-open rule min(y) <= p.y < max(y).
                if ax > p.x && bx > p.x {
                    crossings &+= 1  // wholly right of p: the crossing is certain, no arithmetic needed
                    continue
                }
                var side = Orientation.sign(Point(x: ax, y: ay), Point(x: bx, y: by), p)
                if side == 0 { return .boundary }
                if aAbove { side = -side }
                if side > 0 { crossings &+= 1 }
            } else if (ax == p.x && ay == p.y) || (bx == p.x && by == p.y) {
                return .boundary
            } else if ay == p.y && by == p.y {
                // Horizontal edge on the ray's line (its max x is ≥ p.x, see the break above).
                if Swift.min(ax, bx) <= p.x { return .boundary }
            }
        }
        return crossings & 1 == 1 ? .interior : .exterior
    }

    /// The smallest ``Segment/squaredDistance(to:)`` from `p` to an edge when it is below `bound`;
    /// otherwise some value ≥ `bound`. Equal, bit for bit, to the minimum over all edges whenever that
    /// minimum is below `bound` (see ``PreparedEdgeHierarchy``).
    func squaredBoundaryDistance(to p: Point, below bound: Double) -> Double {
        edges.squaredDistance(to: p, below: bound)
    }
}
