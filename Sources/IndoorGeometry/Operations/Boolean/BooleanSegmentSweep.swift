/// Candidate pairs of boxes whose closed extents overlap, by a sweep over x (sort by `minX`, keep an
/// active list, test y-overlap). Used by the overlay noder and by polygon validation; a simple,
/// self-contained stand-in for an R-tree.
///
/// - Complexity: O(n log n + n·a) where a is the mean number of boxes cut by a vertical line.
enum BooleanSegmentSweep {
    /// Calls `body(i, j)` once for every unordered pair `i != j` of `boxes` whose closed boxes intersect.
    static func forEachOverlappingPair(_ boxes: [BoundingBox], _ body: (Int, Int) -> Void) {
        let n = boxes.count
        guard n > 1 else { return }
        var order = Array(0 ..< n)
        order.sort { boxes[$0].minX < boxes[$1].minX }
        var active: [Int] = []
        active.reserveCapacity(64)
        for i in order {
            let bi = boxes[i]
            var kept = 0
            for k in 0 ..< active.count {
                let a = active[k]
                let ba = boxes[a]
                if ba.maxX < bi.minX { continue }  // expired: drop from the active list
                active[kept] = a
                kept += 1
                if ba.minY <= bi.maxY && bi.minY <= ba.maxY { body(a, i) }
            }
            active.removeSubrange(kept...)
            active.append(i)
        }
    }
}
