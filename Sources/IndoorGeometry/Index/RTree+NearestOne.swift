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
