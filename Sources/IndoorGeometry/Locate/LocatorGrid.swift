/// A coarse uniform grid over one floor's spaces (about two cells per space): each cell lists the spaces
/// whose box overlaps it, in flat CSR arrays. It carries the nearest-space candidate lists
/// (``LocatorNearestCells``); point queries go through the finer ``LocatorCells``.
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
}
