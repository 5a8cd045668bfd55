extension Ring {
    /// The ring simplified with Douglas–Peucker; it stays closed and never has fewer than 4 positions.
    ///
    /// The first position is kept (so is the closing repeat), as is the vertex farthest from it; each of
    /// the two halves is simplified as a line. When fewer than three distinct vertices would remain, the
    /// three most significant are kept instead (first, farthest from it, farthest from the segment
    /// between them) and the sections between them are simplified again, so every removed vertex still
    /// lies within `tolerance` of the output edge that replaced it. The result may self-intersect or
    /// flip orientation for tolerances near the ring's width; use ``TopologyPreservingSimplifier`` when
    /// that matters. Ramer 1972; Douglas & Peucker 1973.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0).
    /// - Returns: a closed ring with at least 4 positions, a subsequence of the input.
    /// - Precondition: `tolerance >= 0` (not NaN).
    /// - Complexity: O(n log n) typical, O(n²) worst case; O(n) memory.
    public func simplified(tolerance: Double) -> Ring {
        DouglasPeucker.checkTolerance(tolerance)
        let n = points.count  // closing repeat included: vertices 0 ..< n - 1, points[n - 1] == points[0]
        guard n > 4 else { return self }
        var far = 1
        var farD2 = -1.0
        for i in 1 ..< n - 1 {
            let d2 = points[i].squaredDistance(to: points[0])
            if d2 > farD2 {
                farD2 = d2
                far = i
            }
        }
        let tol2 = tolerance * tolerance
        var keep = [Bool](repeating: false, count: n)
        DouglasPeucker.mark(points, anchors: [0, far, n - 1], squaredTolerance: tol2, keep: &keep)
        if keep.lazy.filter({ $0 }).count < 4 {
            // Only the first vertex and `far` survive: add the vertex farthest from their segment.
            let a = DouglasPeucker.farthestVertex(points, 0, far)
            let b = DouglasPeucker.farthestVertex(points, far, n - 1)
            let third: Int
            if far == 1 {
                third = b.index
            } else if far == n - 2 {
                third = a.index
            } else {
                third = a.squaredDistance >= b.squaredDistance ? a.index : b.index
            }
            keep = [Bool](repeating: false, count: n)
            DouglasPeucker.mark(points, anchors: [0, Swift.min(far, third), Swift.max(far, third), n - 1], squaredTolerance: tol2, keep: &keep)
        }
        return Ring(uncheckedPoints: DouglasPeucker.collect(points, keep))
    }
}
