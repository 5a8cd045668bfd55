import IndoorGeometry

/// The navigation mesh of one floor: a triangulation of its free space (polygons with holes) with
/// triangle adjacency, the "corner" vertices a shortest path may bend at, connected components and a
/// point-location grid.
///
/// Built by ear clipping (``RoutingEarcut``, a port of Mapbox earcut with exact orientation) without
/// Steiner points, so every mesh vertex is an input vertex and every triangle is counter-clockwise.
/// Vertices are shared by exact coordinate, so a hole touching the shell at a vertex yields one vertex
/// with two free-space wedges ("pinch"): paths may bend there but never pass from one wedge to the
/// other through that zero-width gap. Collinear and repeated input vertices are dropped.
///
/// Invalid input (self-intersecting rings, holes outside their shell, overlapping polygons) never traps:
/// the mesh is built as well as ear clipping allows and every anomaly is listed in ``issues``.
public struct NavigationMesh: Sendable {
    /// Mesh vertices in metres (input vertices, deduplicated by exact coordinate).
    public let vertices: [Point]
    /// Three vertex ids per triangle, counter-clockwise.
    let corners: [Int32]
    /// Per triangle and edge `k` (from corner `k` to corner `k + 1`): the triangle across, or -1 for a wall.
    let neighbours: [Int32]
    /// Whether a taut path may bend at the vertex: a reflex free-space vertex or a pinch vertex.
    let isCorner: [Bool]
    /// Connected component of each triangle (triangles joined through shared edges).
    let component: [Int32]
    /// Point-location grid over the triangles.
    let grid: NavigationMeshGrid
    /// Anomalies met while building; empty for valid input.
    public let issues: [NavigationMeshIssue]

    /// Number of triangles.
    public var triangleCount: Int { corners.count / 3 }

    /// Builds the mesh of one floor's free space.
    ///
    /// - Parameter freeSpace: the walkable area in metres, already shrunk by the walker's clearance.
    ///   Polygons of a multipolygon are triangulated independently: two polygons that only touch are not
    ///   connected (union them first). Ring orientation does not matter. Empty input gives an empty mesh.
    /// - Complexity: O(n log n) typical for n input vertices (ear clipping with a z-order hash, then hashing
    ///   of edges); O(n²) worst case on pathological rings.
    public init(freeSpace: MultiPolygon) {
        let earcut = RoutingEarcut()
        var vertexIds: [Point: Int32] = [:]
        var vertices: [Point] = []
        var corners: [Int32] = []
        var issues: [NavigationMeshIssue] = []
        var degenerate = 0
        for (pi, polygon) in freeSpace.polygons.enumerated() {
            var pts: [Point] = []
            var starts: [Int] = []
            pts.reserveCapacity(polygon.edgeCount)
            for ring in [polygon.shell] + polygon.holes {
                starts.append(pts.count)
                pts.append(contentsOf: ring.points.dropLast())
            }
            let tris = earcut.triangulate(points: pts, ringStarts: starts)
            var area = 0.0
            var t = 0
            while t + 2 < tris.count {
                let a = pts[tris[t]]
                var b = pts[tris[t + 1]], c = pts[tris[t + 2]]
                t += 3
                let s = Orientation.sign(a, b, c)
                if s == 0 {
                    degenerate += 1
                    continue
                }
                if s < 0 { swap(&b, &c) }
                area += abs((b - a).cross(c - a)) / 2
                for p in [a, b, c] {
                    if let id = vertexIds[p] {
                        corners.append(id)
                    } else {
                        let id = Int32(vertices.count)
                        vertexIds[p] = id
                        vertices.append(p)
                        corners.append(id)
                    }
                }
            }
            let expected = polygon.area
            if abs(area - expected) > 1e-6 * Swift.max(1, expected) {
                issues.append(.areaMismatch(polygon: pi, expected: expected, triangulated: area))
            }
        }
        if degenerate > 0 { issues.append(.degenerateTriangles(count: degenerate)) }
        let n = corners.count / 3
        // Adjacency by hashing undirected edges; an edge used twice in the same direction or more than
        // twice means overlapping triangles (invalid input) and becomes a wall.
        var neighbours = [Int32](repeating: -1, count: corners.count)
        var firstUse: [UInt64: Int32] = [:]
        firstUse.reserveCapacity(corners.count)
        var overloaded = Set<UInt64>()
        @inline(__always) func key(_ slot: Int) -> UInt64 {
            let t = slot / 3, k = slot % 3
            let a = corners[slot], b = corners[3 * t + (k + 1) % 3]
            return UInt64(UInt32(Swift.min(a, b))) << 32 | UInt64(UInt32(Swift.max(a, b)))
        }
        for slot in 0 ..< corners.count {
            let e = key(slot)
            guard let other = firstUse[e] else {
                firstUse[e] = Int32(slot)
                continue
            }
            let o = Int(other)
            if neighbours[o] >= 0 || corners[o] == corners[slot] || overloaded.contains(e) {
                overloaded.insert(e)
            } else {
                neighbours[o] = Int32(slot / 3)
                neighbours[slot] = Int32(o / 3)
            }
        }
        var nonManifold = 0
        if !overloaded.isEmpty {
            for slot in 0 ..< corners.count where overloaded.contains(key(slot)) {
                neighbours[slot] = -1
                nonManifold += 1
            }
        }
        if nonManifold > 0 { issues.append(.nonManifoldEdges(count: nonManifold)) }
        self.vertices = vertices
        self.corners = corners
        self.neighbours = neighbours
        self.isCorner = NavigationMesh.cornerFlags(vertexCount: vertices.count, corners: corners, neighbours: neighbours, vertices: vertices)
        self.component = NavigationMesh.components(triangleCount: n, neighbours: neighbours)
        self.grid = NavigationMeshGrid(vertices: vertices, corners: corners)
        self.issues = issues
    }

    /// Reflex or pinch vertices, from the walls (edges without a neighbour) around each vertex.
    private static func cornerFlags(vertexCount: Int, corners: [Int32], neighbours: [Int32], vertices: [Point]) -> [Bool] {
        var wallCount = [Int32](repeating: 0, count: vertexCount)
        var incoming = [Int32](repeating: -1, count: vertexCount)
        var outgoing = [Int32](repeating: -1, count: vertexCount)
        for slot in 0 ..< corners.count where neighbours[slot] < 0 {
            let t = slot / 3, k = slot % 3
            let a = Int(corners[slot]), b = Int(corners[3 * t + (k + 1) % 3])
            wallCount[a] += 1
            wallCount[b] += 1
            outgoing[a] = Int32(b)
            incoming[b] = Int32(a)
        }
        var flags = [Bool](repeating: false, count: vertexCount)
        for v in 0 ..< vertexCount {
            if wallCount[v] != 2 || incoming[v] < 0 || outgoing[v] < 0 {
                flags[v] = true  // pinch (several wedges) or an anomaly: allowing a bend is always safe
                continue
            }
            flags[v] = Orientation.sign(vertices[Int(incoming[v])], vertices[v], vertices[Int(outgoing[v])]) < 0
        }
        return flags
    }

    private static func components(triangleCount n: Int, neighbours: [Int32]) -> [Int32] {
        var comp = [Int32](repeating: -1, count: n)
        var stack: [Int32] = []
        var next: Int32 = 0
        for seed in 0 ..< n where comp[seed] < 0 {
            comp[seed] = next
            stack.append(Int32(seed))
            while let t = stack.popLast() {
                for k in 0 ..< 3 {
                    let o = neighbours[3 * Int(t) + k]
                    if o >= 0 && comp[Int(o)] < 0 {
                        comp[Int(o)] = next
                        stack.append(o)
                    }
                }
            }
            next += 1
        }
        return comp
    }

    @inline(__always) func vertex(_ t: Int, _ k: Int) -> Int { Int(corners[3 * t + k]) }
    @inline(__always) func point(_ t: Int, _ k: Int) -> Point { vertices[Int(corners[3 * t + k])] }
    @inline(__always) func neighbour(_ t: Int, _ k: Int) -> Int { Int(neighbours[3 * t + k]) }

    /// The edge index of `t`'s neighbour `u` that leads back to `t`.
    @inline(__always) func backEdge(from t: Int, into u: Int) -> Int {
        if neighbours[3 * u] == Int32(t) { return 0 }
        if neighbours[3 * u + 1] == Int32(t) { return 1 }
        return 2
    }
}

/// An anomaly met while building a ``NavigationMesh``; the mesh is still usable but may miss some
/// free space or connect less than the input suggests.
public enum NavigationMeshIssue: Hashable, Sendable, CustomStringConvertible {
    /// The triangles of polygon `polygon` do not cover its area (self-intersecting or invalid rings).
    case areaMismatch(polygon: Int, expected: Double, triangulated: Double)
    /// Zero-area triangles produced by repair passes on invalid rings were dropped.
    case degenerateTriangles(count: Int)
    /// Edges used by more than two triangles (overlapping polygons) were turned into walls.
    case nonManifoldEdges(count: Int)

    public var description: String {
        switch self {
        case let .areaMismatch(p, e, t):
            return "polygon \(p): triangulated area \(t) m² differs from its area \(e) m² (invalid or self-intersecting rings?)"
        case let .degenerateTriangles(n):
            return "\(n) zero-area triangles dropped (invalid rings)"
        case let .nonManifoldEdges(n):
            return "\(n) edges shared by more than two triangles were made walls (overlapping polygons? union them first)"
        }
    }
}
