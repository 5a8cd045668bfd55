/// For every cell of a floor's ``LocatorGrid``, the spaces that can be nearest to some point of the cell:
/// a point in no space then measures exact distances to one to three polygons instead of descending the
/// R-tree (benchmark `locate.pacific.single`, where about a fifth of the points lie in no space).
///
/// Correctness: let `c` be the cell's centre, `h` its half-diagonal and `d0` the exact distance from `c` to
/// the nearest space. For any point `q` of the cell the nearest distance is at most `|q − c| + d0 ≤ h + d0`,
/// so the nearest space's box lies within `h + d0` of the cell: keeping every space whose box is that close
/// keeps the answer.
struct LocatorNearestCells: Sendable {
    let start: [Int32]
    let items: [Int32]

    init(grid: LocatorGrid, boxes: [BoundingBox], tree: RTree, distance: (Int, Point) -> Double) {
        guard grid.columns > 0 else {
            start = [0]
            items = []
            return
        }
        var s: [Int32] = [0]
        var it: [Int32] = []
        s.reserveCapacity(grid.columns * grid.rows + 1)
        for r in 0 ..< grid.rows {
            for c in 0 ..< grid.columns {
                let cell = BoundingBox(
                    minX: grid.minX + Double(c) * grid.cellSize, minY: grid.minY + Double(r) * grid.cellSize,
                    maxX: grid.minX + Double(c + 1) * grid.cellSize, maxY: grid.minY + Double(r + 1) * grid.cellSize)
                let centre = cell.center
                let h = grid.cellSize * 0.5 * 2.0.squareRoot()
                let d0 = tree.nearestOne(to: centre) { distance($0, centre) }?.distance ?? .infinity
                if d0.isFinite {
                    let reach = d0 + h
                    var found: [Int32] = []
                    tree.search(intersecting: cell.expanded(by: reach)) { k in
                        if Self.boxDistanceBetween(cell, boxes[k]) <= reach { found.append(Int32(k)) }
                        return true
                    }
                    it += found.sorted()
                }
                s.append(Int32(it.count))
            }
        }
        start = s
        items = it
    }

    /// Distance between two boxes (0 when they touch or overlap).
    static func boxDistanceBetween(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The candidate range of `cellItems` for the grid cell `cell`.
    @inline(__always)
    func range(_ cell: Int) -> Range<Int> { Int(start[cell]) ..< Int(start[cell + 1]) }
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
