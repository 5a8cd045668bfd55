/// Candidate pairs of overlapping boxes from a uniform grid sized to the boxes: each box is listed in
/// the cells it covers, and a pair is reported only in the cell holding the lower-left corner of the
/// two boxes' intersection, so exactly once. Falls back to ``BooleanSegmentSweep`` when the boxes are
/// so unequal that the grid would list them in too many cells. A self-contained stand-in for an R-tree.
///
/// - Complexity: O(n + Σ k²) for k boxes per cell; about O(n) for boxes of similar size.
enum BooleanSegmentGrid {
    /// Calls `body(i, j)` once for every unordered pair `i != j` of `boxes` whose closed boxes intersect.
    static func forEachOverlappingPair(_ boxes: [BoundingBox], _ body: (Int, Int) -> Void) {
        let n = boxes.count
        guard n > 1 else { return }
        var bounds = BoundingBox.empty
        var extentSum = 0.0
        for b in boxes {
            bounds = bounds.union(b)
            extentSum += max(b.width, b.height)
        }
        let span = max(bounds.width, bounds.height)
        guard span > 0, span.isFinite else {
            BooleanSegmentSweep.forEachOverlappingPair(boxes, body)
            return
        }
        // Cells about as large as the mean box, but no more than ~4n of them.
        let cell = max(extentSum / Double(n), span / (2 * Double(n).squareRoot()))
        let nx = min(Int(bounds.width / cell) + 1, 1 << 15), ny = min(Int(bounds.height / cell) + 1, 1 << 15)
        @inline(__always) func cx(_ x: Double) -> Int { min(nx - 1, max(0, Int((x - bounds.minX) / cell))) }
        @inline(__always) func cy(_ y: Double) -> Int { min(ny - 1, max(0, Int((y - bounds.minY) / cell))) }
        var counts = [Int32](repeating: 0, count: nx * ny + 1)
        var entries = 0
        for b in boxes {
            let x0 = cx(b.minX), x1 = cx(b.maxX), y0 = cy(b.minY), y1 = cy(b.maxY)
            entries += (x1 - x0 + 1) * (y1 - y0 + 1)
            if entries > 16 * n {
                BooleanSegmentSweep.forEachOverlappingPair(boxes, body)
                return
            }
            for y in y0 ... y1 { for x in x0 ... x1 { counts[y * nx + x + 1] += 1 } }
        }
        for c in 0 ..< nx * ny { counts[c + 1] += counts[c] }
        var fill = Array(counts.dropLast())
        var list = [Int32](repeating: 0, count: entries)
        for (i, b) in boxes.enumerated() {
            let x0 = cx(b.minX), x1 = cx(b.maxX), y0 = cy(b.minY), y1 = cy(b.maxY)
            for y in y0 ... y1 {
                for x in x0 ... x1 {
                    list[Int(fill[y * nx + x])] = Int32(i)
                    fill[y * nx + x] += 1
                }
            }
        }
        for y in 0 ..< ny {
            for x in 0 ..< nx {
                let c = y * nx + x
                let lo = Int(counts[c]), hi = Int(counts[c + 1])
                if hi - lo < 2 { continue }
                for p in lo ..< hi - 1 {
                    let i = Int(list[p])
                    let bi = boxes[i]
                    for q in p + 1 ..< hi {
                        let j = Int(list[q])
                        let bj = boxes[j]
                        guard bi.minX <= bj.maxX && bj.minX <= bi.maxX && bi.minY <= bj.maxY && bj.minY <= bi.maxY else { continue }
                        // Report in the cell of the intersection's lower-left corner only.
                        if cx(max(bi.minX, bj.minX)) == x && cy(max(bi.minY, bj.minY)) == y { body(i, j) }
                    }
                }
            }
        }
    }
}
