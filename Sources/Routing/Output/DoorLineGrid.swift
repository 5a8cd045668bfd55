import IndoorGeometry

/// A uniform grid over the bounding boxes of a floor's door lines (``FloorDoorLines``), for finding the
/// boxes a query box meets without testing every box: per cell, the boxes that meet the cell, ascending.
/// A query visits the cells its box meets and yields each box that meets it exactly once, in the cell
/// where the two boxes' overlap begins (its lower-left corner), so the answer is the set a scan of every
/// box gives, in cell order rather than box order.
///
/// Immutable; cells about twice the boxes' mean spacing (about four boxes per cell), at most 2^16 cells.
/// - Complexity: O(boxes + cells) to build; a query O(cells its box meets + boxes in them).
struct DoorLineGrid: Sendable {
    /// The lower-left corner of the grid (metres).
    let minX: Double, minY: Double
    /// A cell's side (metres).
    let cell: Double
    /// Columns and rows.
    let columns: Int, rows: Int
    /// Per cell (row-major), the indices of the boxes that meet it, ascending.
    let boxesByCell: FlatLists<Int32>

    /// A grid over `boxes`, or `nil` for fewer than 16 (a scan costs as little) or boxes that are not finite.
    init?(boxes: [BoundingBox]) {
        guard boxes.count >= 16 else { return nil }
        var all = boxes[0]
        for b in boxes {
            all.minX = min(all.minX, b.minX)
            all.minY = min(all.minY, b.minY)
            all.maxX = max(all.maxX, b.maxX)
            all.maxY = max(all.maxY, b.maxY)
        }
        guard all.minX.isFinite, all.minY.isFinite, all.maxX.isFinite, all.maxY.isFinite else { return nil }
        let w = all.maxX - all.minX, h = all.maxY - all.minY
        var cell = max(1, 2 * (max(w * h, 1) / Double(boxes.count)).squareRoot())
        while (w / cell + 1) * (h / cell + 1) > 65_536 { cell *= 2 }
        let columns = Int(w / cell) + 1, rows = Int(h / cell) + 1
        var pairs: [(key: Int32, element: Int32)] = []
        pairs.reserveCapacity(boxes.count * 2)
        for (k, b) in boxes.enumerated() {
            let c0 = Self.slot(b.minX, all.minX, cell, columns), c1 = Self.slot(b.maxX, all.minX, cell, columns)
            for r in Self.slot(b.minY, all.minY, cell, rows) ... Self.slot(b.maxY, all.minY, cell, rows) {
                for c in c0 ... c1 { pairs.append((Int32(r * columns + c), Int32(k))) }
            }
        }
        minX = all.minX
        minY = all.minY
        self.cell = cell
        self.columns = columns
        self.rows = rows
        boxesByCell = FlatLists(count: columns * rows, pairs: pairs)
    }

    /// The slot (column or row) of coordinate `v` on an axis starting at `origin` with `count` slots of
    /// side `cell`, clamped to the axis (0 for NaN).
    static func slot(_ v: Double, _ origin: Double, _ cell: Double, _ count: Int) -> Int {
        let t = (v - origin) / cell
        guard t > 0 else { return 0 }
        return t >= Double(count) ? count - 1 : Int(t)
    }

    /// The column of abscissa `x`, clamped to the grid.
    func column(_ x: Double) -> Int { Self.slot(x, minX, cell, columns) }

    /// The row of ordinate `y`, clamped to the grid.
    func row(_ y: Double) -> Int { Self.slot(y, minY, cell, rows) }

    /// Calls `body` once with the index of each box of `boxes` (the boxes the grid was built over) that
    /// meets `query`; returns `false`, having called nothing, when `query` meets more than `maxCells`
    /// cells (then scan the boxes instead).
    func visit(meeting query: BoundingBox, boxes: [BoundingBox], maxCells: Int, _ body: (Int) -> Void) -> Bool {
        let c0 = column(query.minX), c1 = column(query.maxX), r0 = row(query.minY), r1 = row(query.maxY)
        guard (c1 - c0 + 1) * (r1 - r0 + 1) <= maxCells else { return false }
        for r in r0 ... r1 {
            for c in c0 ... c1 {
                for q in boxesByCell.range(r * columns + c) {
                    let k = Int(boxesByCell.items[q])
                    let b = boxes[k]
                    // Each meeting box once: in the cell of the overlap's lower-left corner.
                    guard b.intersects(query), column(max(b.minX, query.minX)) == c, row(max(b.minY, query.minY)) == r else { continue }
                    body(k)
                }
            }
        }
        return true
    }
}
