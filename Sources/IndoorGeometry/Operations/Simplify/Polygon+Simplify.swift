extension Polygon {
    /// The polygon with every ring simplified independently by ``Ring/simplified(tolerance:)``.
    ///
    /// Fast, but rings may end up crossing each other, a hole may poke out of its shell and a ring may
    /// self-intersect; no ring is dropped. Use ``TopologyPreservingSimplifier`` (or
    /// `[Polygon].simplifiedPreservingTopology(tolerance:)`) for a valid result and for neighbouring
    /// polygons that must keep sharing their edges.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0).
    /// - Returns: a polygon with the same number of holes, each ring with at least 4 positions.
    /// - Precondition: `tolerance >= 0` (not NaN).
    /// - Complexity: O(n log n) typical in the total number of vertices.
    public func simplified(tolerance: Double) -> Polygon {
        Polygon(shell: shell.simplified(tolerance: tolerance), holes: holes.map { $0.simplified(tolerance: tolerance) })
    }
}
