/// The geometry of a floor's coarse uniform grid (about two cells per space, at most 4 096 per side) that
/// carries the nearest-space edge lists (``LocatorNearestCells``); point queries go through the finer
/// ``LocatorCells``. Queries map a point to a cell with ``LocatorFloorGrid/nearCell(of:)``, the same
/// arithmetic the lists were built for.
struct LocatorGrid: Sendable {
    let minX: Double
    let minY: Double
    let cellSize: Double
    let columns: Int
    let rows: Int

    /// The grid over `boxes` (none: an empty grid of zero columns).
    init(boxes: [BoundingBox]) {
        var all = BoundingBox.empty
        for b in boxes where !b.isEmpty { all = all.union(b) }
        guard !all.isEmpty else {
            (minX, minY, cellSize, columns, rows) = (0, 0, 1, 0, 0)
            return
        }
        let n = max(1, boxes.count)
        let w = max(all.width, 1e-9)
        let h = max(all.height, 1e-9)
        var size = (w * h / Double(2 * n)).squareRoot()
        size = max(size, max(w, h) / 4096)
        (minX, minY, cellSize) = (all.minX, all.minY, size)
        columns = max(1, Int((w / size).rounded(.up)))
        rows = max(1, Int((h / size).rounded(.up)))
    }
}
