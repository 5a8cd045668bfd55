/// One polygon's row of slots in a ``NavigationMesh`` (its corners, counter-clockwise, and the edges from each
/// to the next), read once per expansion so that the corners and edges around the polygon are addressed
/// without reading the polygon's bounds again for each.
struct PolygonRow {
    /// The polygon.
    let polygon: Int
    /// Its first slot.
    let start: Int
    /// Its number of slots (corners, edges).
    let count: Int

    @inline(__always) init(_ mesh: NavigationMesh, _ polygon: Int) {
        self.polygon = polygon
        (start, count) = mesh.row(polygon)
    }

    /// The slot of corner (and edge) `k` of the polygon, `0 ≤ k < 2·count` (taken modulo ``count``: the
    /// corners after an edge wrap around once at most).
    @inline(__always) func slot(_ k: Int) -> Int { start + (k < count ? k : k - count) }
}
