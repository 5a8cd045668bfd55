/// A uniform grid over the boundary edges of many polygons that answers "whose boundary passes within a
/// tolerance of this point": which spaces a door or an opening joins (MVF connections, IMDF openings).
///
/// Each ring edge is listed in every grid cell (``cellSize`` metres square) its bounding box overlaps, so a
/// query reads a few cells instead of every edge. An edge whose bounding box spans more than
/// ``maxCellsPerEdge`` cells (a long diagonal, a campus-sized outline drawn round a building) is kept on a
/// separate list and tested by every query instead: listing it in each cell would cost memory and time
/// quadratic in its length. Distances are exact (``Segment/squaredDistance(to:)``), so the grid decides
/// only what is looked at, never what is found: the answer equals a scan of every edge.
///
/// Callers keep one index per floor; ids are the caller's (indices into the venue's spaces).
struct BoundaryEdgeIndex {
    /// The most cells one edge is listed in; a longer edge goes on the list every query tests.
    static let maxCellsPerEdge = 4096

    private struct Edge {
        var segment: Segment
        var id: Int
    }

    /// Grid cell side in metres.
    let cellSize: Double
    private var edges: [Edge] = []
    /// The occupied cells' keys, ascending…
    private var cellKeys: [Int64] = []
    /// …where each one's edges start in ``cellEdges`` (one more entry than ``cellKeys``: the end)…
    private var cellStarts: [Int32] = []
    /// …and the edges of every cell, cell after cell, each cell's in ascending order.
    private var cellEdges: [Int32] = []
    /// Edges spanning more than ``maxCellsPerEdge`` cells: tested on every query.
    private var largeEdges: [Int32] = []

    /// Indexes every ring edge (shell and holes) of `polygons`.
    /// - Parameters:
    ///   - polygons: `(id, polygon)` pairs, all on one floor; an id may repeat (its edges count as one
    ///     boundary).
    ///   - cellSize: grid cell side in metres, > 0; near the typical edge length suits best (2 m for MVF
    ///     room outlines, 4 m for IMDF units).
    /// - Complexity: O(L log L) for the L listings of edges in cells, L at most E · ``maxCellsPerEdge``.
    init(polygons: [(id: Int, polygon: Polygon)], cellSize: Double) {
        precondition(cellSize > 0 && cellSize.isFinite, "cellSize must be positive and finite, got \(cellSize)")
        self.cellSize = cellSize
        // Every (cell, edge) listing, then sorted by cell: the grid as three flat arrays, not a map of arrays.
        var listings: [(key: Int64, edge: Int32)] = []
        listings.reserveCapacity(polygons.reduce(0) { $0 + $1.polygon.rings.reduce(0) { $0 + $1.edgeCount } } * 2)
        for (id, polygon) in polygons {
            for ring in polygon.rings {
                for i in 0 ..< ring.edgeCount {
                    let segment = ring.edge(i)
                    let e = Int32(edges.count)
                    edges.append(Edge(segment: segment, id: id))
                    let b = segment.boundingBox
                    let (x0, y0) = cell(b.minX, b.minY)
                    let (x1, y1) = cell(b.maxX, b.maxY)
                    guard Self.cellCount(x0, x1, y0, y1) <= Self.maxCellsPerEdge else {
                        largeEdges.append(e)
                        continue
                    }
                    for cx in x0 ... x1 {
                        for cy in y0 ... y1 { listings.append((key(cx, cy), e)) }
                    }
                }
            }
        }
        listings.sort { $0.key != $1.key ? $0.key < $1.key : $0.edge < $1.edge }
        cellEdges.reserveCapacity(listings.count)
        for (k, e) in listings {
            if cellKeys.last != k {
                cellKeys.append(k)
                cellStarts.append(Int32(cellEdges.count))
            }
            cellEdges.append(e)
        }
        cellStarts.append(Int32(cellEdges.count))
    }

    /// The edges listed in the cell with key `k` (empty when none is).
    private func edges(inCell k: Int64) -> ArraySlice<Int32> {
        var low = 0
        var high = cellKeys.count
        while low < high {
            let mid = (low + high) / 2
            if cellKeys[mid] < k { low = mid + 1 } else { high = mid }
        }
        guard low < cellKeys.count, cellKeys[low] == k else { return [] }
        return cellEdges[Int(cellStarts[low]) ..< Int(cellStarts[low + 1])]
    }

    /// How many edges are on the every-query list (for tests).
    var largeEdgeCount: Int { largeEdges.count }

    /// The smallest squared distance (m²) from `p` to each boundary within `tolerance` metres of it.
    /// - Parameters:
    ///   - p: the query point, metres.
    ///   - tolerance: the search radius in metres, ≥ 0; a boundary exactly at `tolerance` counts.
    /// - Returns: id → smallest squared distance; empty when no boundary is that close.
    /// - Complexity: O(edges in the cells within `tolerance` of `p` + long edges + log cells per cell read).
    func squaredDistances(near p: Point, tolerance: Double) -> [Int: Double] {
        precondition(tolerance >= 0 && tolerance.isFinite, "tolerance must be finite and ≥ 0, got \(tolerance)")
        var best: [Int: Double] = [:]
        let t2 = tolerance * tolerance
        func visit(_ e: Int32) {
            let edge = edges[Int(e)]
            let d2 = edge.segment.squaredDistance(to: p)
            if d2 <= t2, d2 < best[edge.id] ?? .infinity { best[edge.id] = d2 }
        }
        for e in largeEdges { visit(e) }
        let (x0, y0) = cell(p.x - tolerance, p.y - tolerance)
        let (x1, y1) = cell(p.x + tolerance, p.y + tolerance)
        for cx in x0 ... x1 {
            for cy in y0 ... y1 {
                for e in edges(inCell: key(cx, cy)) { visit(e) }
            }
        }
        return best
    }

    /// Appends to `out` the ids whose boundary passes within `tolerance` metres of `p` and are not in it
    /// yet, in ascending order.
    /// - Complexity: as ``squaredDistances(near:tolerance:)``, plus O(found · `out.count`).
    func ids(near p: Point, tolerance: Double, into out: inout [Int]) {
        for id in squaredDistances(near: p, tolerance: tolerance).keys.sorted() where !out.contains(id) {
            out.append(id)
        }
    }

    private func cell(_ x: Double, _ y: Double) -> (Int, Int) {
        (Int((x / cellSize).rounded(.down)), Int((y / cellSize).rounded(.down)))
    }

    /// A distinct key per cell while both cell coordinates fit in 32 bits (±8.6 million km at 2 m cells).
    private func key(_ cx: Int, _ cy: Int) -> Int64 { (Int64(cx) << 32) ^ Int64(UInt32(truncatingIfNeeded: cy)) }

    /// The number of cells in `x0...x1` × `y0...y1`, saturating instead of overflowing.
    private static func cellCount(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Int {
        let (w, h) = (x1 - x0 + 1, y1 - y0 + 1)
        let (n, overflow) = w.multipliedReportingOverflow(by: h)
        return overflow ? Int.max : n
    }
}
