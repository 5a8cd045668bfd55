/// Candidate pairs of boxes whose closed extents overlap, by a sweep over x (sort by `minX`, keep an
/// active list, test y-overlap). Used by the overlay noder and by polygon validation; a simple,
/// self-contained stand-in for an R-tree.
///
/// - Complexity: O(n log n + n·a) where a is the mean number of boxes cut by a vertical line.
enum BooleanSegmentSweep {
    /// An active box, stored inline so the scan reads memory sequentially.
    private struct Active {
        var maxX: Double
        var minY: Double
        var maxY: Double
        var index: Int
    }

    /// Calls `body(i, j)` once for every unordered pair `i != j` of `boxes` whose closed boxes intersect.
    static func forEachOverlappingPair(_ boxes: [BoundingBox], _ body: (Int, Int) -> Void) {
        let n = boxes.count
        guard n > 1 else { return }
        var keys: [(Double, Int)] = []
        keys.reserveCapacity(n)
        for i in 0 ..< n { keys.append((boxes[i].minX, i)) }
        keys.sort { $0.0 < $1.0 }
        var active: [Active] = []
        active.reserveCapacity(64)
        for (minX, i) in keys {
            let bi = boxes[i]
            var kept = 0
            for k in 0 ..< active.count {
                let a = active[k]
                if a.maxX < minX { continue }  // expired: drop from the active list
                active[kept] = a
                kept += 1
                if a.minY <= bi.maxY && bi.minY <= a.maxY { body(a.index, i) }
            }
            active.removeSubrange(kept...)
            active.append(Active(maxX: bi.maxX, minY: bi.minY, maxY: bi.maxY, index: i))
        }
    }
}
