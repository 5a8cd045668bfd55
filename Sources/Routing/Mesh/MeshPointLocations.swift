import IndoorGeometry

/// The polygons of a ``NavigationMesh`` that hold each of a fixed list of points (every polygon whose closed
/// area contains it: one inside, two on an edge, a fan at a vertex), located once: a floor's anchors are the
/// targets of every sweep from a route's start and goal, and locating them again per query costs a grid
/// cell's cold polygon tests per anchor (about 6% of a campus-wide query at 100x).
///
/// Compressed rows: point `k`'s polygons are `polygons[start[k] ..< start[k + 1]]`. Polygon ids stay valid
/// on a mesh with cuts closed (``NavigationMesh/closing(cuts:)`` changes adjacency, not polygons).
struct MeshPointLocations: Sendable {
    let start: [Int32]
    let polygons: [Int32]

    /// Locates `points` on `mesh`.
    /// - Complexity: one grid lookup per point.
    init(_ points: [Point], in mesh: NavigationMesh) {
        var start: [Int32] = [0]
        var polygons: [Int32] = []
        start.reserveCapacity(points.count + 1)
        for p in points {
            mesh.locateAll(p, into: &polygons)
            start.append(Int32(polygons.count))
        }
        self.start = start
        self.polygons = polygons
    }

    /// Number of points located.
    var count: Int { start.count - 1 }

    /// Indices into ``polygons`` of point `k`'s polygons (a range, not a slice: a slice retains the array, an
    /// atomic write to a line that every thread's queries share).
    @inline(__always) func range(of k: Int) -> Range<Int> { Int(start[k]) ..< Int(start[k + 1]) }
}
