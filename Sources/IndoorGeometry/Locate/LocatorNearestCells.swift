/// For every cell of a floor's coarse ``LocatorGrid``, the polygon edges that can be nearest to some point
/// of the cell lying in no space, flat, grouped by space: a point in no space then scans a handful of
/// edges in one contiguous run instead of descending an R-tree and each polygon's edge hierarchy
/// (benchmark `locate.pacific.single`, where about a sixth of the points lie in no space).
///
/// Correctness, for a cell grown by a rounding slack (every point the query maps to the cell lies in it):
/// - let `c` be the centre, `h` the half-diagonal and `d0` the exact distance from `c` to the nearest
///   space (0 when a space holds `c`). A point `q` of the cell in no space is within `|q − c| + d0 ≤ h + d0`
///   of that space's boundary, so its nearest space's box lies within `h + d0` of the cell;
/// - every edge `f` bounds the answer for every `q` by `maxdist(cell, f)`, the largest distance from a cell
///   corner to `f` (distance to a segment is convex, so its maximum over a box is at a corner);
/// - so with `U` the smaller of `h + d0` and the least `maxdist` over the candidates' edges, an edge whose
///   distance to the cell exceeds `U` is never nearer than the answer, and is left out. Edges at exactly
///   `U` are kept (the bound carries a relative margin of 10⁻⁹), so ties still see every tied space.
///
/// The distances a query computes are the same ``Segment/squaredDistance(to:)`` the polygon's own
/// ``PreparedPolygon/boundaryDistance(to:)`` minimises, over a subset that holds the minimum: the answer is
/// identical, bit for bit.
struct LocatorNearestCells: Sendable {
    /// `start[cell] ..< start[cell + 1]` index ``groupSpace`` and ``groupEnd``.
    let start: [Int32]
    /// Per group: the floor-local space.
    let groupSpace: [Int32]
    /// Per group: one past its last edge in ``edges`` (a group's edges start where the previous ends).
    let groupEnd: [Int32]
    /// Four doubles per edge: `ax, ay, bx, by`.
    let edges: [Double]

    init(grid: LocatorGrid, polygons: [PreparedPolygon], tree: RTree) {
        var start: [Int32] = [0]
        var groupSpace: [Int32] = []
        var groupEnd: [Int32] = []
        var edges: [Double] = []
        guard grid.columns > 0 else {
            (self.start, self.groupSpace, self.groupEnd, self.edges) = (start, groupSpace, groupEnd, edges)
            return
        }
        let boxes = polygons.map(\.boundingBox)
        var extent = BoundingBox.empty
        for b in boxes { extent = extent.union(b) }
        let slack = 1e-9 * (Swift.abs(extent.minX) + Swift.abs(extent.maxX) + Swift.abs(extent.minY) + Swift.abs(extent.maxY) + extent.width + extent.height)
        start.reserveCapacity(grid.columns * grid.rows + 1)
        for r in 0 ..< grid.rows {
            for c in 0 ..< grid.columns {
                let cell = BoundingBox(
                    minX: grid.minX + Double(c) * grid.cellSize, minY: grid.minY + Double(r) * grid.cellSize,
                    maxX: grid.minX + Double(c + 1) * grid.cellSize, maxY: grid.minY + Double(r + 1) * grid.cellSize
                ).expanded(by: slack)
                let centre = cell.center
                let h = 0.5 * (cell.width * cell.width + cell.height * cell.height).squareRoot()
                let d0 = tree.nearestOne(to: centre) { polygons[$0].distance(to: centre) }?.distance ?? .infinity
                if d0.isFinite {
                    let reach = d0 + h
                    var found: [Int] = []
                    tree.search(intersecting: cell.expanded(by: reach)) { k in
                        if Self.boxDistanceBetween(cell, boxes[k]) <= reach { found.append(k) }
                        return true
                    }
                    found.sort()
                    var bound = reach
                    for k in found {
                        Self.forEachEdge(polygons[k]) { a, b in bound = Swift.min(bound, Self.maxDistance(cell, a, b)) }
                    }
                    bound *= 1 + 1e-9
                    for k in found {
                        let first = edges.count
                        Self.forEachEdge(polygons[k]) { a, b in
                            if Self.minDistance(cell, a, b) <= bound { edges += [a.x, a.y, b.x, b.y] }
                        }
                        if edges.count > first {
                            groupSpace.append(Int32(k))
                            groupEnd.append(Int32(edges.count / 4))
                        }
                    }
                }
                start.append(Int32(groupSpace.count))
            }
        }
        precondition(edges.count / 4 < Int(Int32.max), "LocatorNearestCells: too many edges for 32-bit offsets")
        (self.start, self.groupSpace, self.groupEnd, self.edges) = (start, groupSpace, groupEnd, edges)
    }

    /// Calls `body` with every edge of every ring of `polygon`.
    static func forEachEdge(_ polygon: PreparedPolygon, _ body: (Point, Point) -> Void) {
        for ring in polygon.polygon.rings {
            let pts = ring.points
            for e in 0 ..< pts.count - 1 { body(pts[e], pts[e + 1]) }
        }
    }

    /// The largest distance from a point of `box` to the segment `a–b` (at a corner).
    static func maxDistance(_ box: BoundingBox, _ a: Point, _ b: Point) -> Double {
        let s = Segment(a, b)
        return Swift.max(
            s.distance(to: Point(x: box.minX, y: box.minY)), s.distance(to: Point(x: box.maxX, y: box.minY)),
            s.distance(to: Point(x: box.maxX, y: box.maxY)), s.distance(to: Point(x: box.minX, y: box.maxY)))
    }

    /// The smallest distance from a point of `box` to the segment `a–b`: 0 when they meet, else at an end
    /// of the segment or a corner of the box.
    static func minDistance(_ box: BoundingBox, _ a: Point, _ b: Point) -> Double {
        if LocatorCells.segment(a, b, meets: box) { return 0 }
        let s = Segment(a, b)
        return Swift.min(
            box.distance(to: a), box.distance(to: b),
            s.distance(to: Point(x: box.minX, y: box.minY)), s.distance(to: Point(x: box.maxX, y: box.minY)),
            s.distance(to: Point(x: box.maxX, y: box.maxY)), s.distance(to: Point(x: box.minX, y: box.maxY)))
    }

    /// Distance between two boxes (0 when they touch or overlap).
    static func boxDistanceBetween(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The nearest space to `p` among cell `cell`'s groups (floor-local index and distance in metres; ties:
    /// smaller index), or `nil` when the cell lists none.
    @inline(__always)
    func nearest(to p: Point, cell: Int) -> (index: Int, distance: Double)? {
        let lo = Int(start[cell]), hi = Int(start[cell + 1])
        guard lo < hi else { return nil }
        var best = -1
        var bestDistance = Double.infinity
        edges.withUnsafeBufferPointer { e in
            var edge = lo == 0 ? 0 : Int(groupEnd[lo - 1])
            for g in lo ..< hi {
                let end = Int(groupEnd[g])
                var d2 = Double.infinity
                while edge < end {
                    let k = 4 &* edge
                    let s = Segment(Point(x: e[k], y: e[k &+ 1]), Point(x: e[k &+ 2], y: e[k &+ 3])).squaredDistance(to: p)
                    if s < d2 { d2 = s }
                    edge &+= 1
                }
                let d = d2.squareRoot()
                let k = Int(groupSpace[g])
                if d < bestDistance || (d == bestDistance && k < best) {
                    best = k
                    bestDistance = d
                }
            }
        }
        return best >= 0 ? (best, bestDistance) : nil
    }
}

extension LocatorGrid {
    /// The index of the cell holding `p`, or `nil` outside the grid.
    @inline(__always)
    func cell(of p: Point) -> Int? {
        guard columns > 0 else { return nil }
        let fx = (p.x - minX) / cellSize
        let fy = (p.y - minY) / cellSize
        guard fx >= 0, fy >= 0, fx <= Double(columns), fy <= Double(rows) else { return nil }
        return Swift.min(rows - 1, Int(fy)) * columns + Swift.min(columns - 1, Int(fx))
    }
}
