extension RTree {
    /// The `k` items nearest to `point` by the caller's exact item distance, nearest first.
    ///
    /// Best-first search (Hjaltason & Samet, *Distance Browsing in Spatial Databases*, ACM TODS 1999): a
    /// priority queue holds nodes keyed by the distance from `point` to their box, a lower bound of the
    /// distance to anything inside, and items keyed by their exact distance from `distance`; an item popped
    /// from the queue is the next result. Items are measured when their parent node is expanded, and only
    /// when their box is within `maxDistance` and within the k-th smallest exact distance measured so far,
    /// so `distance` is called for few items beyond the k nearest. `distance` must never be smaller than
    /// the distance from `point` to the item's box (true for any geometry inside its box).
    ///
    /// Ties are broken by the caller's index (smaller first), so the result equals sorting all items by
    /// `(distance, index)` and keeping the first `k` within `maxDistance`. Items with empty boxes are never
    /// returned.
    /// - Parameters:
    ///   - point: the query point, in metres.
    ///   - k: the number of items wanted (≥ 0); fewer are returned when fewer items lie within
    ///     `maxDistance` (including when `k > count`).
    ///   - maxDistance: items farther than this (in metres) are ignored; inclusive (default: no limit).
    ///   - distance: the exact distance in metres from `point` to the geometry of item `i` (not its box).
    /// - Returns: up to `k` pairs `(index, distance)` sorted by distance, then index.
    /// - Precondition: `k >= 0`, `maxDistance` is not NaN.
    /// - Complexity: O((m + k) log m) where m is the number of entries whose box is nearer than the k-th
    ///   result; about O(log n + k) calls of `distance` on well-distributed data.
    public func nearest(
        to point: Point, k: Int, maxDistance: Double = .infinity, distance: (Int) -> Double
    ) -> [(index: Int, distance: Double)] {
        precondition(k >= 0, "RTree.nearest needs k >= 0, got \(k)")
        precondition(!maxDistance.isNaN, "RTree.nearest needs a maxDistance that is not NaN")
        guard k > 0, count > 0, maxDistance >= 0 else { return [] }
        var results: [(index: Int, distance: Double)] = []
        results.reserveCapacity(Swift.min(k, count))
        var queue = BinaryHeap<RTreeNearestCandidate>(minimumCapacity: 4 * nodeCapacity)
        // The k smallest exact distances computed so far (ascending): once there are k, nothing farther
        // than the largest can be a result, so farther entries are not queued at all (fewer heap operations;
        // entries at exactly that distance still are, for the tie order).
        var bestExact: [Double] = []
        bestExact.reserveCapacity(k)
        var cutoff = maxDistance
        let root = rootEntry
        let rootDistance = entryDistance(root, point)
        guard rootDistance <= cutoff, rootDistance.isFinite else { return [] }
        queue.insert(RTreeNearestCandidate(distance: rootDistance, isExact: false, id: Int32(root)))
        while let c = queue.popMin() {
            if c.isExact {
                results.append((index: Int(c.id), distance: c.distance))
                if results.count == k { break }
                continue
            }
            if c.distance > cutoff { continue }  // queued before the cut-off tightened
            let j = 2 * (Int(c.id) - count)
            let first = Int(nodeChildren[j])
            let last = Int(nodeChildren[j + 1])
            if first < count {
                // Leaf parent: items within the cut-off are measured now and queued by exact distance.
                for child in first ..< last {
                    let b = entryDistance(child, point)
                    guard b <= cutoff && b.isFinite else { continue }  // an empty box is infinitely far
                    let index = Int(itemIndices[child])
                    let d = distance(index)
                    guard d <= cutoff else { continue }
                    queue.insert(RTreeNearestCandidate(distance: d, isExact: true, id: Int32(index)))
                    var at = bestExact.count
                    while at > 0 && bestExact[at - 1] > d { at -= 1 }
                    if at < k {
                        bestExact.insert(d, at: at)
                        if bestExact.count > k { bestExact.removeLast() }
                        if bestExact.count == k { cutoff = Swift.min(cutoff, bestExact[k - 1]) }
                    }
                }
            } else {
                for child in first ..< last {
                    let d = entryDistance(child, point)
                    if d <= cutoff && d.isFinite {
                        queue.insert(RTreeNearestCandidate(distance: d, isExact: false, id: Int32(child)))
                    }
                }
            }
        }
        return results
    }

    /// Distance in metres from `p` to the box of entry `e` (0 inside; infinite or NaN for an empty box).
    @usableFromInline
    func entryDistance(_ e: Int, _ p: Point) -> Double {
        let o = 4 * e
        let dx = Swift.max(Swift.max(entryBoxes[o] - p.x, p.x - entryBoxes[o + 2]), 0)
        let dy = Swift.max(Swift.max(entryBoxes[o + 1] - p.y, p.y - entryBoxes[o + 3]), 0)
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// A queue entry of ``RTree/nearest(to:k:maxDistance:distance:)``: a node or item keyed by its box
/// distance (`isExact == false`, `id` = entry), or an item keyed by its exact distance (`isExact == true`,
/// `id` = caller's index). At equal distance, box entries come first (they may still hold an item at that
/// distance with a smaller index), then exact items by index: this makes the tie order by index.
struct RTreeNearestCandidate: Comparable {
    var distance: Double
    var isExact: Bool
    var id: Int32

    static func < (a: RTreeNearestCandidate, b: RTreeNearestCandidate) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        if a.isExact != b.isExact { return !a.isExact }
        return a.id < b.id
    }
}

extension RTree {
    /// The single item nearest to `point` by the caller's exact item distance, without allocating.
    ///
    /// Branch and bound, depth first (Roussopoulos, Kelley, Vincent, *Nearest Neighbor Queries*, SIGMOD
    /// 1995): children are visited nearest box first and pruned when their box is no closer than the best
    /// exact distance found. Same answer as `nearest(to:k: 1, ...)`, including the tie rule (smaller
    /// caller index wins), but with a stack-allocated traversal instead of a heap, for hot paths such as
    /// hit-testing a point that lies in no space.
    /// - Parameters:
    ///   - point: the query point, in metres.
    ///   - maxDistance: items farther than this (metres, inclusive) are ignored.
    ///   - distance: exact distance from `point` to item `i`'s geometry; never less than its box distance.
    /// - Returns: the nearest item and its distance, or `nil` when no item lies within `maxDistance`.
    /// - Complexity: O(log n) node visits on well-distributed data.
    public func nearestOne(to point: Point, maxDistance: Double = .infinity, distance: (Int) -> Double) -> (index: Int, distance: Double)? {
        guard count > 0, !point.x.isNaN, !point.y.isNaN else { return nil }
        var bestIndex = -1
        var bestDistance = maxDistance
        let capacity = height * nodeCapacity + 1
        withUnsafeTemporaryAllocation(of: (entry: Int32, distance: Double).self, capacity: capacity) { stack in
            var top = 0
            let rd = entryDistance(rootEntry, point)
            guard rd <= bestDistance else { return }
            stack[0] = (Int32(rootEntry), rd)
            top = 1
            while top > 0 {
                top -= 1
                let (node, nd) = stack[top]
                if nd > bestDistance { continue }
                let j = 2 * (Int(node) - count)
                let first = Int(nodeChildren[j])
                let last = Int(nodeChildren[j + 1])
                if first < count {
                    for e in first ..< last {
                        let bd = entryDistance(e, point)
                        if bd > bestDistance || !bd.isFinite { continue }
                        let index = Int(itemIndices[e])
                        let d = distance(index)
                        if d < bestDistance || (d == bestDistance && (bestIndex < 0 || index < bestIndex)) {
                            bestDistance = d
                            bestIndex = index
                        }
                    }
                } else {
                    // Push children farthest first so the nearest is popped next (insertion into the stack top).
                    let base = top
                    for e in first ..< last {
                        let bd = entryDistance(e, point)
                        if bd > bestDistance || !bd.isFinite { continue }
                        var k = top
                        while k > base && stack[k - 1].distance < bd {
                            stack[k] = stack[k - 1]
                            k -= 1
                        }
                        stack[k] = (Int32(e), bd)
                        top += 1
                    }
                }
            }
        }
        return bestIndex >= 0 ? (bestIndex, bestDistance) : nil
    }
}
