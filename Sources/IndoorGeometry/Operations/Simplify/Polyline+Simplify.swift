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

extension Polyline {
    /// The line with every vertex closer than `minimumSpacing` to the previous kept vertex dropped; the
    /// end points are always kept.
    ///
    /// Every point of the input lies within `minimumSpacing` of the output and every point of the output
    /// within `minimumSpacing` of the input (Hausdorff distance ≤ `minimumSpacing`): the dropped vertices
    /// of a run all lie within the spacing of the run's first vertex, which is kept. Consecutive output
    /// vertices are at least `minimumSpacing` apart, except the last two. Unlike Douglas–Peucker this is one
    /// linear pass whatever the shape, so it bounds the vertex density of hostile input (a zigzag of a
    /// million sub-millimetre steps) before the costlier operations see it.
    /// - Parameter minimumSpacing: metres (≥ 0; 0 drops only repeated points).
    /// - Returns: a subsequence of the input with at least 2 positions.
    /// - Complexity: O(n).
    public func thinned(minimumSpacing: Double) -> Polyline {
        let n = points.count
        guard n > 2 else { return self }
        let s2 = minimumSpacing * minimumSpacing
        var out: [Point] = [points[0]]
        out.reserveCapacity(n)
        for p in points[1 ..< (n - 1)] where out[out.count - 1].squaredDistance(to: p) >= s2 && p != out[out.count - 1] {
            out.append(p)
        }
        // The end point is kept even when it lies within the spacing of the last kept vertex (the only
        // segment that may be shorter than the spacing): dropping either would break the bound.
        if points[n - 1] != out[out.count - 1] || out.count == 1 { out.append(points[n - 1]) }
        return Polyline(uncheckedPoints: out)
    }
}

extension Polyline {
    /// Lines with at most this many vertices are kept exactly as drawn by ``densityBounded(scale:)``
    /// (real exports draw a wall or a door with at most a few dozen, and their longest wall lines with a
    /// hundred or so).
    public static let exactVertexLimit = 256

    /// The line with its vertex density bounded, so that buffering it costs time in proportion to its
    /// length rather than to how finely it was digitised, and a note to warn with when it changed.
    ///
    /// Lines of at most ``exactVertexLimit`` vertices are returned unchanged. Longer ones (hostile or
    /// broken input: a fuzzed export drew a 9 m wall with 100,001 points 0.1 mm apart, which took minutes
    /// to buffer) are thinned to 1 mm vertex spacing and simplified with Douglas–Peucker at 1 mm, which
    /// moves the line by at most 2 mm; if more than four vertices per `scale` of length still remain,
    /// the line is thinned to a quarter of `scale`, which moves it by at most that, and the note says so.
    /// A buffer of radius about `scale / 2` then has a bounded number of overlapping pieces per vertex.
    /// - Parameter scale: metres; the wall's thickness, or the width of the band the line is buffered to.
    /// - Returns: the line and, when it differs from `self`, a sentence for a warning.
    /// - Complexity: O(n) thinning plus Douglas–Peucker on what remains.
    public func densityBounded(scale: Double) -> (line: Polyline, note: String?) {
        let n = points.count
        guard n > Self.exactVertexLimit else { return (self, nil) }
        let s = max(scale, 0.01)
        var out = thinned(minimumSpacing: 0.001).simplified(tolerance: 0.001)
        let allowed = Int(min(4 * length / s, Double(Int32.max))) + 16
        var note = "line has \(n) vertices; kept \(out.points.count) after 1 mm thinning and simplification"
        if out.points.count > allowed {
            out = out.thinned(minimumSpacing: s / 4).simplified(tolerance: 0.001)
            note =
                "line has \(n) vertices, more than four per \(s) m of its \(Int(length.rounded())) m length; kept \(out.points.count) at \(s / 4) m spacing (moves it by at most that)"
        }
        return (out, note)
    }
}
