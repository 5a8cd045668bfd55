extension Polyline {
    /// The line simplified with Douglas–Peucker: vertices closer than `tolerance` to the simplified line
    /// are dropped; the end points are always kept.
    ///
    /// Every removed vertex lies within `tolerance` of the output segment that replaced it (distance to
    /// the segment, not the infinite line). A closed line (first == last) stays closed. The result may
    /// cross itself where the input came within `tolerance` of itself; see ``TopologyPreservingSimplifier``
    /// for polygons. Iterative (explicit stack): million-vertex lines are fine.
    /// Ramer 1972; Douglas & Peucker 1973.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0;
    ///   0 removes only vertices lying exactly on the segment between their kept neighbours).
    /// - Returns: a line with at least 2 positions, a subsequence of the input.
    /// - Precondition: `tolerance >= 0` (not NaN).
    /// - Complexity: O(n log n) typical, O(n²) worst case; O(n) memory.
    public func simplified(tolerance: Double) -> Polyline {
        DouglasPeucker.checkTolerance(tolerance)
        let n = points.count
        guard n > 2 else { return self }
        var keep = [Bool](repeating: false, count: n)
        DouglasPeucker.mark(points, anchors: [0, n - 1], squaredTolerance: tolerance * tolerance, keep: &keep)
        return Polyline(uncheckedPoints: DouglasPeucker.collect(points, keep))
    }
}
