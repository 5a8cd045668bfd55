import IndoorGeometry

/// A uniform grid over a mesh's polygons for point location: each cell lists the polygons whose
/// bounding box overlaps it (compressed sparse rows in two flat arrays, two bytes an entry on a floor of
/// fewer than 65,535 entries: ``CompactIndices``).
struct NavigationMeshGrid: Sendable {
    let originX: Double
    let originY: Double
    let cellSize: Double
    let columns: Int
    let rows: Int
    let cellStart: CompactIndices
    let items: CompactIndices

    /// - Complexity: O(v + c) for v polygon vertices and c cells (about 2 cells per polygon by area: fine enough
    ///   that a located point visits about half as many polygons of its cell as with a cell of 2 polygons'
    ///   area, for a few bytes more per polygon).
    init(vertices: [Point], start: [Int32], polygonVertices: [Int32]) {
        let n = start.count - 1
        let box = BoundingBox(points: vertices)
        guard n > 0, !box.isEmpty else {
            originX = 0; originY = 0; cellSize = 1; columns = 1; rows = 1
            cellStart = CompactIndices([0, 0])
            items = CompactIndices([])
            return
        }
        let w = Swift.max(box.width, 1e-9), h = Swift.max(box.height, 1e-9)
        var size = (w * h / Double(n) * 0.5).squareRoot()
        // Keep the cell count bounded (≤ 16 per polygon, ≤ 4M overall) for very elongated domains.
        let maxCells = Double(Swift.min(16 * n + 16, 4_000_000))
        while (w / size).rounded(.up) * (h / size).rounded(.up) > maxCells { size *= 1.5 }
        let columns = Swift.max(1, Int((w / size).rounded(.up)))
        let rows = Swift.max(1, Int((h / size).rounded(.up)))
        originX = box.minX
        originY = box.minY
        cellSize = size
        self.columns = columns
        self.rows = rows
        let ox = box.minX, oy = box.minY
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        func range(_ t: Int) -> (Int, Int, Int, Int) {
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            for s in Int(start[t]) ..< Int(start[t + 1]) {
                let p = vertices[Int(polygonVertices[s])]
                x0 = Swift.min(x0, p.x); x1 = Swift.max(x1, p.x)
                y0 = Swift.min(y0, p.y); y1 = Swift.max(y1, p.y)
            }
            return (
                NavigationMeshGrid.clamp(x0, ox, size, columns), NavigationMeshGrid.clamp(x1, ox, size, columns),
                NavigationMeshGrid.clamp(y0, oy, size, rows), NavigationMeshGrid.clamp(y1, oy, size, rows)
            )
        }
        // Whether polygon `t` (convex, counter-clockwise) may meet the cell at column `c`, row `r`: false only
        // when one of its edges has the whole cell, grown by a margin far above rounding, strictly outside.
        // Only a polygon's cells, not every cell of its box: a long diagonal corridor's box covers many cells
        // its polygon never meets, and each such entry is one more box test (a cold line) per point located.
        let margin = size * 1e-6
        func meets(_ t: Int, _ c: Int, _ r: Int) -> Bool {
            let x0 = ox + Double(c) * size - margin, x1 = ox + Double(c + 1) * size + margin
            let y0 = oy + Double(r) * size - margin, y1 = oy + Double(r + 1) * size + margin
            let s0 = Int(start[t]), s1 = Int(start[t + 1])
            var a = vertices[Int(polygonVertices[s1 - 1])]
            for s in s0 ..< s1 {
                let b = vertices[Int(polygonVertices[s])]
                let ex = b.x - a.x, ey = b.y - a.y
                // The cell corner farthest to the edge's left (inside) side.
                let cx = ey > 0 ? x0 : x1, cy = ex > 0 ? y1 : y0
                if ex * (cy - a.y) - ey * (cx - a.x) < 0 { return false }
                a = b
            }
            return true
        }
        for t in 0 ..< n {
            let (c0, c1, r0, r1) = range(t)
            let whole = c0 == c1 && r0 == r1
            for r in r0 ... r1 { for c in c0 ... c1 where whole || meets(t, c, r) { counts[r * columns + c + 1] += 1 } }
        }
        for i in 1 ..< counts.count { counts[i] += counts[i - 1] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for t in 0 ..< n {
            let (c0, c1, r0, r1) = range(t)
            let whole = c0 == c1 && r0 == r1
            for r in r0 ... r1 {
                for c in c0 ... c1 where whole || meets(t, c, r) {
                    let cell = r * columns + c
                    items[Int(fill[cell])] = Int32(t)
                    fill[cell] += 1
                }
            }
        }
        cellStart = CompactIndices(counts)
        self.items = CompactIndices(items)
    }

    @inline(__always) static func clamp(_ v: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
        let c = ((v - origin) / size).rounded(.down)
        guard c.isFinite else { return 0 }
        return Swift.min(count - 1, Swift.max(0, Int(Swift.max(-1, Swift.min(c, Double(count))))))
    }

    @inline(__always) func clampColumn(_ x: Double) -> Int { NavigationMeshGrid.clamp(x, originX, cellSize, columns) }

    @inline(__always) func clampRow(_ y: Double) -> Int { NavigationMeshGrid.clamp(y, originY, cellSize, rows) }
}

extension NavigationMesh {
    /// Whether the closed convex polygon `t` contains `p` (exact). No bounding box per polygon is kept for a
    /// cheaper rejection: the grid cell already narrows the candidates to a few polygons, and a box per
    /// polygon would cost 32 bytes each, more than the polygon's own row.
    @inline(__always)
    func polygon(_ t: Int, contains p: Point) -> Bool {
        let s0 = Int(polygonStart[t]), s1 = Int(polygonStart[t + 1])
        var prev = vertices[Int(polygonVertices[s1 - 1])]
        for s in s0 ..< s1 {
            let cur = vertices[Int(polygonVertices[s])]
            if Orientation.sign(prev, cur, p) < 0 { return false }
            prev = cur
        }
        return true
    }

    /// A polygon whose closed area contains `p`, or `nil` when `p` is outside the free space.
    ///
    /// A point on an edge or vertex belongs to several polygons; any one of them is returned.
    /// - Parameter p: a point in metres.
    /// - Returns: a polygon index in `0 ..< polygonCount`, or `nil`.
    /// - Complexity: O(1) expected (one grid cell).
    public func locate(_ p: Point) -> Int? {
        guard p.isFinite, polygonCount > 0 else { return nil }
        let c = grid.clampColumn(p.x), r = grid.clampRow(p.y)
        // Points outside the grid's box are clamped to a border cell; the exact test rejects them.
        let cell = r * grid.columns + c
        for i in Int(grid.cellStart[cell]) ..< Int(grid.cellStart[cell + 1]) {
            let t = Int(grid.items[i])
            if polygon(t, contains: p) { return t }
        }
        return nil
    }

    /// Appends every polygon whose closed area contains `p` to `result` (one for an interior point, two on
    /// an edge, the whole fan at a vertex).
    func locateAll(_ p: Point, into result: inout [Int32]) {
        guard p.isFinite, polygonCount > 0 else { return }
        let cell = grid.clampRow(p.y) * grid.columns + grid.clampColumn(p.x)
        for i in Int(grid.cellStart[cell]) ..< Int(grid.cellStart[cell + 1]) {
            let t = Int(grid.items[i])
            if polygon(t, contains: p) { result.append(Int32(t)) }
        }
    }

    /// Per point of `points`, every polygon whose closed area contains it (as ``locateAll(_:into:)``), located
    /// once for points that are searched towards again and again (a floor's anchors: locating them per query
    /// costs a grid cell's cold polygon tests per anchor, a visible share of a campus-wide query). Polygon ids
    /// stay valid on a mesh with cuts closed (``closing(cuts:)`` changes adjacency, not polygons).
    func locateAll(_ points: [Point]) -> FlatLists<Int32> {
        FlatLists(
            points.map { p in
                var polygons: [Int32] = []
                locateAll(p, into: &polygons)
                return polygons
            })
    }

    /// The free point nearest to `p` within `limit` metres, with its polygon: `p` itself when inside,
    /// else the closest point of the nearest wall, nudged into the mesh.
    ///
    /// - Parameters:
    ///   - p: a point in metres.
    ///   - limit: the largest accepted move in metres (≥ 0).
    /// - Returns: the snapped point and a polygon containing it, or `nil` when no free space lies within
    ///   `limit`.
    /// - Complexity: O(k) for the k polygon entries in the grid cells nearer to `p` than its nearest wall
    ///   (at most those within `limit`).
    public func snap(_ p: Point, within limit: Double) -> (point: Point, polygon: Int)? {
        precondition(limit >= 0, "snap limit must be ≥ 0")
        if let t = locate(p) { return (p, t) }
        guard p.isFinite, polygonCount > 0, limit > 0 else { return nil }
        let (bestPoint, bestTriangle) = nearestWall(to: p, within: limit)
        guard bestTriangle >= 0 else { return nil }
        // The rounded closest point may sit a hair outside; pull it towards the polygon's centroid.
        var centroid = Point.zero
        let m = edgeCount(bestTriangle)
        for k in 0 ..< m { centroid = centroid + point(bestTriangle, k) }
        centroid = centroid / Double(m)
        var q = bestPoint
        var f = 1e-12
        while !polygon(bestTriangle, contains: q) {
            q = bestPoint.interpolated(to: centroid, t: f)
            f *= 4
            if f > 1 { return (centroid, bestTriangle) }
        }
        return (q, bestTriangle)
    }

    /// The point of a wall (a polygon edge without neighbour) nearest to `p` within `limit`, with its polygon
    /// (`-1`: none). The grid's cells are visited in square rings around `p`'s cell, and the search stops
    /// once the nearest wall found is strictly nearer than every cell not yet visited.
    func nearestWall(to p: Point, within limit: Double) -> (point: Point, polygon: Int) {
        let c0 = grid.clampColumn(p.x - limit), c1 = grid.clampColumn(p.x + limit)
        let r0 = grid.clampRow(p.y - limit), r1 = grid.clampRow(p.y + limit)
        let pc = grid.clampColumn(p.x), pr = grid.clampRow(p.y)
        var best = limit * limit
        var bestPoint = p
        var bestTriangle = -1
        func visit(_ r: Int, _ c: Int) {
            let cell = r * grid.columns + c
            for i in Int(grid.cellStart[cell]) ..< Int(grid.cellStart[cell + 1]) {
                let t = Int(grid.items[i])
                for k in 0 ..< edgeCount(t) where neighbour(t, k) < 0 {
                    let q = Segment(point(t, k), point(t, k + 1)).closestPoint(to: p)
                    let d = q.squaredDistance(to: p)
                    if d <= best {
                        best = d
                        bestPoint = q
                        bestTriangle = t
                    }
                }
            }
        }
        var k = 0
        while true {
            for r in Swift.max(r0, pr - k) ... Swift.min(r1, pr + k) {
                if r == pr - k || r == pr + k {
                    for c in Swift.max(c0, pc - k) ... Swift.min(c1, pc + k) { visit(r, c) }
                } else {
                    if pc - k >= c0 { visit(r, pc - k) }
                    if pc + k <= c1 && k > 0 { visit(r, pc + k) }
                }
            }
            if pc - k <= c0 && pc + k >= c1 && pr - k <= r0 && pr + k >= r1 { break }
            // Every cell not yet visited lies beyond this block's border.
            let x0 = grid.originX + Double(pc - k) * grid.cellSize, x1 = grid.originX + Double(pc + k + 1) * grid.cellSize
            let y0 = grid.originY + Double(pr - k) * grid.cellSize, y1 = grid.originY + Double(pr + k + 1) * grid.cellSize
            let reach = Swift.min(p.x - x0, x1 - p.x, p.y - y0, y1 - p.y)
            if reach > 0 && best < reach * reach { break }
            k += 1
        }
        return (bestPoint, bestTriangle)
    }
}
