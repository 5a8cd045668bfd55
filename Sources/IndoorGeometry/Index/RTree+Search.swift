extension RTree {
    /// Visits every item whose box intersects `box` (closed boxes: touching counts), until the visitor
    /// asks to stop.
    ///
    /// Depth-first over the packed nodes; a node's box is tested before its children are read. Items come
    /// in packing order, not index order. An empty (or NaN) query box matches nothing; items with empty
    /// boxes are never visited.
    /// - Parameters:
    ///   - box: the query box, in metres.
    ///   - visit: called with the caller's index of each matching item; return `false` to stop the search.
    /// - Returns: `false` when the visitor stopped the search early, `true` when every match was visited.
    /// - Complexity: O(log n + k) for k matches on well-distributed data; O(n) in the worst case.
    @inlinable
    @discardableResult
    public func search(intersecting box: BoundingBox, _ visit: (Int) -> Bool) -> Bool {
        guard count > 0, !box.isEmpty else { return true }
        let qMinX = box.minX, qMinY = box.minY, qMaxX = box.maxX, qMaxY = box.maxY
        let root = rootEntry
        guard entryBoxes[4 * root] <= qMaxX, qMinX <= entryBoxes[4 * root + 2],
            entryBoxes[4 * root + 1] <= qMaxY, qMinY <= entryBoxes[4 * root + 3]
        else { return true }
        // The depth-first stack never holds more than `nodeCapacity - 1` pending siblings per level plus
        // one level of children: `height * nodeCapacity` entries. A stack-allocated buffer avoids one heap
        // allocation per query.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: height * nodeCapacity + 1) { stack in
            var top = 0
            stack[0] = Int32(root)
            top = 1
            while top > 0 {
                top -= 1
                let node = stack[top]
                let j = 2 * (Int(node) - count)
                let first = Int(nodeChildren[j])
                let last = Int(nodeChildren[j + 1])
                if first < count {
                    for e in first ..< last {
                        let o = 4 * e
                        if entryBoxes[o] <= qMaxX && qMinX <= entryBoxes[o + 2] && entryBoxes[o + 1] <= qMaxY && qMinY <= entryBoxes[o + 3] {
                            if !visit(Int(itemIndices[e])) { return false }
                        }
                    }
                } else {
                    for e in first ..< last {
                        let o = 4 * e
                        if entryBoxes[o] <= qMaxX && qMinX <= entryBoxes[o + 2] && entryBoxes[o + 1] <= qMaxY && qMinY <= entryBoxes[o + 3] {
                            precondition(top < stack.count, "RTree search stack overflow")
                            stack[top] = Int32(e)
                            top += 1
                        }
                    }
                }
            }
            return true
        }
    }

    /// Visits every item whose closed box contains `point` (boundary included), until the visitor asks
    /// to stop.
    /// - Parameters:
    ///   - point: the query point, in metres. A NaN point matches nothing.
    ///   - visit: called with the caller's index of each matching item; return `false` to stop the search.
    /// - Returns: `false` when the visitor stopped the search early, `true` when every match was visited.
    /// - Complexity: O(log n + k) for k matches on well-distributed data.
    @inlinable
    @discardableResult
    public func search(containing point: Point, _ visit: (Int) -> Bool) -> Bool {
        search(intersecting: BoundingBox(point: point), visit)
    }

    /// The indices of all items whose box intersects `box` (closed boxes), in packing order.
    /// - Parameter box: the query box, in metres; an empty box matches nothing.
    /// - Returns: the caller's indices of the matching items, each once, in no particular order.
    /// - Complexity: O(log n + k) for k matches on well-distributed data.
    public func search(intersecting box: BoundingBox) -> [Int] {
        var found: [Int] = []
        search(intersecting: box) { i in
            found.append(i)
            return true
        }
        return found
    }

    /// The indices of all items whose closed box contains `point`, in packing order.
    /// - Parameter point: the query point, in metres.
    /// - Returns: the caller's indices of the matching items, each once, in no particular order.
    /// - Complexity: O(log n + k) for k matches on well-distributed data.
    public func search(containing point: Point) -> [Int] {
        search(intersecting: BoundingBox(point: point))
    }
}
