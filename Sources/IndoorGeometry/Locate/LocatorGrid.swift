/// A uniform grid over one floor's spaces: each cell lists the spaces whose box overlaps it, in flat
/// CSR arrays. A point query reads one cell (typically one to three candidates) with no tree descent.
///
/// Chosen over the R-tree for the point query by measurement (benchmark `locate.pacific.single`); the
/// R-tree still answers the nearest-space query.
struct LocatorGrid: Sendable {
    let minX: Double
    let minY: Double
    let cellSize: Double
    let columns: Int
    let rows: Int
    /// `cellStart[c] ..< cellStart[c + 1]` indexes `cellItems` for cell `c`.
    let cellStart: [Int32]
    let cellItems: [Int32]

    /// Builds a grid of about `2 · n` cells (at most 4 096 per side) over `boxes`.
    init(boxes: [BoundingBox]) {
        var all = BoundingBox.empty
        for b in boxes where !b.isEmpty { all = all.union(b) }
        guard !all.isEmpty else {
            (minX, minY, cellSize, columns, rows) = (0, 0, 1, 0, 0)
            cellStart = [0]
            cellItems = []
            return
        }
        let n = max(1, boxes.count)
        let w = max(all.width, 1e-9)
        let h = max(all.height, 1e-9)
        var size = (w * h / Double(2 * n)).squareRoot()
        size = max(size, max(w, h) / 4096)
        let columns = max(1, Int((w / size).rounded(.up)))
        let rows = max(1, Int((h / size).rounded(.up)))
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        func cells(_ b: BoundingBox) -> (Int, Int, Int, Int) {
            let c0 = Swift.min(columns - 1, Swift.max(0, Int((b.minX - all.minX) / size)))
            let c1 = Swift.min(columns - 1, Swift.max(0, Int((b.maxX - all.minX) / size)))
            let r0 = Swift.min(rows - 1, Swift.max(0, Int((b.minY - all.minY) / size)))
            let r1 = Swift.min(rows - 1, Swift.max(0, Int((b.maxY - all.minY) / size)))
            return (c0, c1, r0, r1)
        }
        for b in boxes where !b.isEmpty {
            let (c0, c1, r0, r1) = cells(b)
            for r in r0 ... r1 { for c in c0 ... c1 { counts[r * columns + c + 1] += 1 } }
        }
        for i in 1 ..< counts.count { counts[i] += counts[i - 1] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        for (k, b) in boxes.enumerated() where !b.isEmpty {
            let (c0, c1, r0, r1) = cells(b)
            for r in r0 ... r1 {
                for c in c0 ... c1 {
                    items[Int(fill[r * columns + c])] = Int32(k)
                    fill[r * columns + c] += 1
                }
            }
        }
        (minX, minY, cellSize, self.columns, self.rows) = (all.minX, all.minY, size, columns, rows)
        cellStart = counts
        cellItems = items
    }

    /// The range of `cellItems` for the cell holding `p`, or an empty range outside the grid.
    /// Boxes are closed, so a point on a cell border may need the neighbouring cell: the caller also
    /// checks each candidate's box, and ``candidates(_:)`` includes every cell the point touches.
    @inline(__always)
    func forEachCandidate(_ p: Point, _ body: (Int) -> Void) {
        guard columns > 0 else { return }
        let fx = (p.x - minX) / cellSize
        let fy = (p.y - minY) / cellSize
        guard fx >= 0, fy >= 0, fx <= Double(columns), fy <= Double(rows) else { return }
        let c = Swift.min(columns - 1, Int(fx))
        let r = Swift.min(rows - 1, Int(fy))
        // A point exactly on a cell border also lies in the neighbouring cell(s); visit them too so that
        // boxes ending exactly on that border are not missed (duplicates are skipped by the caller).
        let onX = fx == Double(c) && c > 0
        let onY = fy == Double(r) && r > 0
        visit(c, r, body)
        if onX { visit(c - 1, r, body) }
        if onY { visit(c, r - 1, body) }
        if onX && onY { visit(c - 1, r - 1, body) }
    }

    /// Whether `p` lies exactly on an inner cell border, where ``forEachCandidate(_:_:)`` visits several
    /// cells and may report a candidate more than once.
    @inline(__always)
    func isOnCellBorder(_ p: Point) -> Bool {
        guard columns > 0 else { return false }
        let fx = (p.x - minX) / cellSize
        let fy = (p.y - minY) / cellSize
        return (fx == fx.rounded(.down) && fx > 0) || (fy == fy.rounded(.down) && fy > 0)
    }

    @inline(__always)
    private func visit(_ c: Int, _ r: Int, _ body: (Int) -> Void) {
        let cell = r * columns + c
        for i in Int(cellStart[cell]) ..< Int(cellStart[cell + 1]) { body(Int(cellItems[i])) }
    }
}
