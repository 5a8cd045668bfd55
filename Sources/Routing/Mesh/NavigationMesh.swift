import IndoorGeometry

/// The navigation mesh of one floor: its free space (polygons with holes) cut into convex polygons with
/// adjacency, the "corner" vertices a shortest path may bend at, connected components, the bridges of
/// the adjacency graph (for dead-end pruning) and a point-location grid.
///
/// Built by ear clipping (``RoutingEarcut``, a port of Mapbox earcut with exact orientation; the
/// collinear vertices it drops are put back by splitting the neighbouring triangle, so there is no
/// T-junction), then merging triangles into convex polygons (``NavigationMeshMerge``, Hertel–Mehlhorn).
/// There are no Steiner points: every mesh vertex is an input vertex. Vertices are shared by exact
/// coordinate, so a hole touching the shell at a vertex yields one vertex with two free-space wedges
/// ("pinch"): paths may bend there but never pass from one wedge to the other through that zero-width
/// gap (a walker cannot either).
///
/// Invalid input (self-intersecting rings, holes outside their shell, overlapping polygons) never traps:
/// the mesh is built as well as ear clipping allows and every anomaly is listed in ``issues``.
public struct NavigationMesh: Sendable {
    /// The mesh's arrays, behind one reference: a copy of the mesh (every `meshes[f]` read of a search)
    /// retains one object instead of each of its arrays.
    private final class Storage: Sendable {
        let vertices: [Point]
        let polygonStart: CompactIndices
        let polygonVertices: CompactIndices
        let neighbours: CompactIndices
        let twins: Nibbles
        let triangleCount: Int
        let isCorner: BitFlags
        let component: CompactIndices
        let deadEnds: NavigationMeshDeadEnds
        let grid: NavigationMeshGrid
        let issues: [NavigationMeshIssue]
        let cutIds: [String]
        let cutSlots: FlatLists<Int32>

        init(
            vertices: [Point], polygonStart: CompactIndices, polygonVertices: CompactIndices, neighbours: CompactIndices, twins: Nibbles,
            triangleCount: Int,
            isCorner: BitFlags, component: CompactIndices, deadEnds: NavigationMeshDeadEnds, grid: NavigationMeshGrid,
            issues: [NavigationMeshIssue], cutIds: [String], cutSlots: FlatLists<Int32>
        ) {
            self.vertices = vertices
            self.polygonStart = polygonStart
            self.polygonVertices = polygonVertices
            self.neighbours = neighbours
            self.twins = twins
            self.triangleCount = triangleCount
            self.isCorner = isCorner
            self.component = component
            self.deadEnds = deadEnds
            self.grid = grid
            self.issues = issues
            self.cutIds = cutIds
            self.cutSlots = cutSlots
        }

        /// The same storage with other adjacency and components (a mesh with cuts closed).
        func with(neighbours: CompactIndices, component: CompactIndices) -> Storage {
            Storage(
                vertices: vertices, polygonStart: polygonStart, polygonVertices: polygonVertices, neighbours: neighbours, twins: twins,
                triangleCount: triangleCount, isCorner: isCorner, component: component, deadEnds: deadEnds, grid: grid, issues: issues, cutIds: cutIds,
                cutSlots: cutSlots)
        }
    }

    private let storage: Storage

    /// Mesh vertices in metres (input vertices, deduplicated by exact coordinate).
    public var vertices: [Point] { storage.vertices }
    /// Polygon `p`'s vertex ids are `polygonVertices[polygonStart[p] ..< polygonStart[p + 1]]`,
    /// counter-clockwise; the polygons are convex. Like the adjacency and components, two bytes a number on
    /// floors below 65,535 slots (``CompactIndices``).
    var polygonStart: CompactIndices { storage.polygonStart }
    var polygonVertices: CompactIndices { storage.polygonVertices }
    /// Per slot (polygon edge from the slot's vertex to the next): the polygon across, or -1 for a wall.
    var neighbours: CompactIndices { storage.neighbours }
    /// Per slot with a polygon across: the index of its twin edge within that polygon (``twinEdge(_:_:)``), or
    /// ``noTwin`` where there is none or the index does not fit in four bits (found by a scan then: a
    /// polygon of more than 15 edges). Half a byte a slot.
    var twins: Nibbles { storage.twins }
    /// ``twins`` entry of a wall, or of a twin index above 14.
    static let noTwin = Nibbles.maximum
    /// Number of triangles before merging into convex polygons.
    public var triangleCount: Int { storage.triangleCount }
    /// Whether a taut path may bend at the vertex: a reflex free-space vertex or a pinch vertex.
    var isCorner: BitFlags { storage.isCorner }
    /// Connected component of each polygon (polygons joined through shared edges).
    var component: CompactIndices { storage.component }
    /// Bridges of the triangle adjacency graph, for dead-end pruning.
    var deadEnds: NavigationMeshDeadEnds { storage.deadEnds }
    /// Point-location grid over the polygons.
    var grid: NavigationMeshGrid { storage.grid }
    /// Anomalies met while building; empty for valid input.
    public var issues: [NavigationMeshIssue] { storage.issues }
    /// Ids of the cuts the mesh was built with (``MeshCut/id``), in input order.
    public var cutIds: [String] { storage.cutIds }
    /// Per cut: the slots (both sides) of the mesh edges on its chord; empty when the cut could not be
    /// made (its midpoint outside the free space: a door already closed, or a degenerate crossing).
    var cutSlots: FlatLists<Int32> { storage.cutSlots }

    private init(storage: Storage) { self.storage = storage }

    /// A mesh from its stored parts (a prebuilt file's; see ``NavigationMeshFields/coded(_:_:)``).
    init(
        vertices: [Point], polygonStart: CompactIndices, polygonVertices: CompactIndices, neighbours: CompactIndices, twins: Nibbles,
        triangleCount: Int, isCorner: BitFlags, component: CompactIndices, deadEnds: NavigationMeshDeadEnds, grid: NavigationMeshGrid,
        issues: [NavigationMeshIssue], cutIds: [String], cutSlots: FlatLists<Int32>
    ) {
        storage = Storage(
            vertices: vertices, polygonStart: polygonStart, polygonVertices: polygonVertices, neighbours: neighbours, twins: twins,
            triangleCount: triangleCount, isCorner: isCorner, component: component, deadEnds: deadEnds, grid: grid, issues: issues, cutIds: cutIds,
            cutSlots: cutSlots)
    }

    /// Whether cut `c` is a mesh edge that ``closing(cuts:)`` can close.
    public func isClosable(cut c: Int) -> Bool { !cutSlots.range(c).isEmpty }

    /// The same mesh with the edges of cuts `cuts` (indices into ``cutIds``) made walls: a per-query
    /// view that shares everything with the open mesh but its adjacency and components (both copied and
    /// recomputed, O(polygons)). Dead ends and corner flags stay those of the open mesh, which stays
    /// exact: closing only removes adjacency (a dead end stays one), and a cut's end vertices were
    /// convex or already corners on both sides.
    public func closing(cuts: some Sequence<Int>) -> NavigationMesh {
        var neighbours = Array(self.neighbours)
        for c in cuts {
            for k in cutSlots.range(c) { neighbours[Int(cutSlots.items[k])] = -1 }
        }
        let component = NavigationMesh.components(start: Array(polygonStart), neighbours: neighbours)
        return NavigationMesh(storage: storage.with(neighbours: CompactIndices(neighbours), component: CompactIndices(component)))
    }

    /// Number of convex polygons.
    public var polygonCount: Int { polygonStart.count - 1 }

    /// Builds the mesh of one floor's free space.
    ///
    /// - Parameter freeSpace: the walkable area in metres, already shrunk by the walker's clearance.
    ///   Polygons of a multipolygon are triangulated independently: two polygons that only touch are not
    ///   connected (union them first). Ring orientation does not matter. Empty input gives an empty mesh.
    /// - Complexity: O(n log n) typical for n input vertices (ear clipping with a z-order hash, then hashing
    ///   of edges); O(n²) worst case on pathological rings.
    public init(freeSpace: MultiPolygon, cuts: [MeshCut] = []) {
        // Without cuts the rings go to ear clipping as they are; with cuts, split along the chords first.
        let cutter: FreeSpaceCutter? = cuts.isEmpty ? nil : FreeSpaceCutter(freeSpace, cuts: cuts)
        let pieces: [[[Point]]] =
            cutter?.pieces
            ?? freeSpace.polygons.map { polygon in
                ([polygon.shell] + polygon.holes).map { Array($0.points.dropLast()) }
            }
        let (vertices, vertexIds, corners, triangulationIssues) = NavigationMesh.triangulate(pieces)
        var issues = triangulationIssues
        let (neighbours, nonManifold) = NavigationMesh.triangleNeighbours(corners)
        if nonManifold > 0 { issues.append(.nonManifoldEdges(count: nonManifold)) }
        // Cut chords stay mesh edges (never merged away), so that a query can close them.
        var chordKeys: [UInt64: Int32] = [:]
        for (c, chord) in (cutter?.chords ?? []).enumerated() {
            guard let (a, b) = chord, let ia = vertexIds[a], let ib = vertexIds[b] else { continue }
            chordKeys[UInt64(UInt32(Swift.min(ia, ib))) << 32 | UInt64(UInt32(Swift.max(ia, ib)))] = Int32(c)
        }
        let merged = NavigationMeshMerge(points: vertices, corners: corners, triangleNeighbours: neighbours, keep: Set(chordKeys.keys))
        var cutSlots = [[Int32]](repeating: [], count: cuts.count)
        if !chordKeys.isEmpty {
            for p in 0 ..< merged.start.count - 1 {
                let s0 = Int(merged.start[p]), s1 = Int(merged.start[p + 1])
                for s in s0 ..< s1 where merged.neighbours[s] >= 0 {
                    let a = merged.vertices[s], b = merged.vertices[s + 1 < s1 ? s + 1 : s0]
                    if let c = chordKeys[UInt64(UInt32(Swift.min(a, b))) << 32 | UInt64(UInt32(Swift.max(a, b)))] {
                        cutSlots[Int(c)].append(Int32(s))
                    }
                }
            }
        }
        // Built by appending: kept without their growth slack.
        self.storage = Storage(
            vertices: vertices.withExactCapacity(), polygonStart: CompactIndices(merged.start), polygonVertices: CompactIndices(merged.vertices),
            neighbours: CompactIndices(merged.neighbours),
            twins: NavigationMesh.twinIndices(start: merged.start, polygonVertices: merged.vertices, neighbours: merged.neighbours),
            triangleCount: corners.count / 3,
            isCorner: BitFlags(
                NavigationMesh.cornerFlags(vertices: vertices, start: merged.start, polygonVertices: merged.vertices, neighbours: merged.neighbours)),
            component: CompactIndices(NavigationMesh.components(start: merged.start, neighbours: merged.neighbours)),
            deadEnds: NavigationMeshDeadEnds(start: merged.start, neighbours: merged.neighbours),
            grid: NavigationMeshGrid(vertices: vertices, start: merged.start, polygonVertices: merged.vertices),
            issues: issues, cutIds: cuts.map(\.id), cutSlots: FlatLists(cutSlots))
    }

    /// Triangulates the pieces (rings of points, shell first, not closed) by ear clipping, sharing equal
    /// points as one vertex, with an issue for each piece whose triangles' area differs from its own.
    /// - Returns: the vertices, their ids by point, three vertex ids per triangle, the issues.
    private static func triangulate(
        _ pieces: [[[Point]]]
    ) -> (vertices: [Point], vertexIds: [Point: Int32], corners: [Int32], issues: [NavigationMeshIssue]) {
        var earcut = RoutingEarcut()
        var vertexIds: [Point: Int32] = [:]
        var vertices: [Point] = []
        var corners: [Int32] = []
        var issues: [NavigationMeshIssue] = []
        for (pi, rings) in pieces.enumerated() {
            var pts: [Point] = []
            var starts: [Int] = []
            var expected = 0.0
            for (k, ring) in rings.enumerated() {
                starts.append(pts.count)
                pts.append(contentsOf: ring)
                expected += k == 0 ? abs(FreeSpaceCutter.signedArea(ring)) : -abs(FreeSpaceCutter.signedArea(ring))
            }
            let tris = earcut.triangulate(points: pts, ringStarts: starts)
            var ids = [Int32](repeating: 0, count: pts.count)
            for (i, p) in pts.enumerated() {
                if let id = vertexIds[p] {
                    ids[i] = id
                } else {
                    let id = Int32(vertices.count)
                    vertexIds[p] = id
                    vertices.append(p)
                    ids[i] = id
                }
            }
            var local: [Int32] = []
            local.reserveCapacity(tris.count)
            for i in tris { local.append(ids[i]) }
            let fixed = NavigationMesh.resolveSlivers(local, vertices)
            var area = 0.0
            var t = 0
            while t + 2 < fixed.count {
                let a = vertices[Int(fixed[t])], b = vertices[Int(fixed[t + 1])], c = vertices[Int(fixed[t + 2])]
                area += (b - a).cross(c - a) / 2
                corners.append(fixed[t]); corners.append(fixed[t + 1]); corners.append(fixed[t + 2])
                t += 3
            }
            if abs(area - expected) > 1e-6 * Swift.max(1, expected) {
                issues.append(.areaMismatch(polygon: pi, expected: expected, triangulated: area))
            }
        }
        return (vertices, vertexIds, corners, issues)
    }

    /// Each triangle side's neighbouring triangle (`-1` for a wall), by hashing undirected edges, and how
    /// many sides were made walls because their edge is used twice in the same direction or more than twice
    /// (overlapping triangles: invalid input).
    private static func triangleNeighbours(_ corners: [Int32]) -> (neighbours: [Int32], nonManifold: Int) {
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
        return (neighbours, nonManifold)
    }

    /// Orients triangles counter-clockwise and removes zero-area ones. A zero-area triangle `(e1, m, e2)`
    /// (earcut dropping a collinear vertex `m` that earlier triangles already use) would leave a
    /// T-junction; the real triangles on the edge `e1–e2` are split at `m` instead (latest sliver first,
    /// since later triangles own the edges that earlier slivers left behind).
    /// A sliver whose long edge no triangle owns lies on a wall and is simply dropped (zero area).
    private static func resolveSlivers(_ tris: [Int32], _ vertices: [Point]) -> [Int32] {
        var real: [Int32] = []
        real.reserveCapacity(tris.count)
        var slivers: [(Int32, Int32, Int32)] = []
        var t = 0
        while t + 2 < tris.count {
            let a = tris[t], b = tris[t + 1], c = tris[t + 2]
            t += 3
            if a == b || b == c || a == c { continue }
            let s = Orientation.sign(vertices[Int(a)], vertices[Int(b)], vertices[Int(c)])
            if s > 0 {
                real.append(a); real.append(b); real.append(c)
            } else if s < 0 {
                real.append(a); real.append(c); real.append(b)
            } else {
                slivers.append((a, b, c))
            }
        }
        guard !slivers.isEmpty else { return real }
        @inline(__always) func key(_ a: Int32, _ b: Int32) -> UInt64 {
            UInt64(UInt32(Swift.min(a, b))) << 32 | UInt64(UInt32(Swift.max(a, b)))
        }
        var owners: [UInt64: [Int32]] = [:]
        func addEdges(_ tri: Int) {
            for k in 0 ..< 3 { owners[key(real[3 * tri + k], real[3 * tri + (k + 1) % 3]), default: []].append(Int32(tri)) }
        }
        func removeEdges(_ tri: Int) {
            for k in 0 ..< 3 {
                let e = key(real[3 * tri + k], real[3 * tri + (k + 1) % 3])
                owners[e]?.removeAll { $0 == Int32(tri) }
            }
        }
        for tri in 0 ..< real.count / 3 { addEdges(tri) }
        for (a, b, c) in slivers.reversed() {
            // The middle vertex along the common line, and the two ends.
            let pa = vertices[Int(a)], pb = vertices[Int(b)], pc = vertices[Int(c)]
            let d =
                (pa - pc).squaredLength >= (pa - pb).squaredLength
                ? ((pa - pc).squaredLength >= (pb - pc).squaredLength ? (a, b, c) : (b, a, c))
                : ((pa - pb).squaredLength >= (pb - pc).squaredLength ? (a, c, b) : (b, a, c))
            let (e1, m, e2) = d
            let list = owners[key(e1, e2)] ?? []
            for tri in list {
                let ti = Int(tri)
                // Rotate so that the triangle reads (x, y, w) with {x, y} == {e1, e2}.
                var k = 0
                while k < 3 {
                    let x = real[3 * ti + k], y = real[3 * ti + (k + 1) % 3]
                    if (x == e1 && y == e2) || (x == e2 && y == e1) { break }
                    k += 1
                }
                guard k < 3 else { continue }
                let x = real[3 * ti + k], y = real[3 * ti + (k + 1) % 3], w = real[3 * ti + (k + 2) % 3]
                removeEdges(ti)
                real[3 * ti] = x; real[3 * ti + 1] = m; real[3 * ti + 2] = w
                addEdges(ti)
                real.append(m); real.append(y); real.append(w)
                addEdges(real.count / 3 - 1)
            }
        }
        return real
    }

    /// Reflex or pinch vertices, from the walls (edges without a neighbour) around each vertex.
    private static func cornerFlags(vertices: [Point], start: [Int32], polygonVertices: [Int32], neighbours: [Int32]) -> [Bool] {
        let vertexCount = vertices.count
        var wallCount = [Int32](repeating: 0, count: vertexCount)
        var incoming = [Int32](repeating: -1, count: vertexCount)
        var outgoing = [Int32](repeating: -1, count: vertexCount)
        for p in 0 ..< start.count - 1 {
            let s0 = Int(start[p]), s1 = Int(start[p + 1])
            for s in s0 ..< s1 where neighbours[s] < 0 {
                let a = Int(polygonVertices[s]), b = Int(polygonVertices[s + 1 < s1 ? s + 1 : s0])
                wallCount[a] += 1
                wallCount[b] += 1
                outgoing[a] = Int32(b)
                incoming[b] = Int32(a)
            }
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

    private static func components(start: [Int32], neighbours: [Int32]) -> [Int32] {
        let n = start.count - 1
        var comp = [Int32](repeating: -1, count: n)
        var stack: [Int32] = []
        var next: Int32 = 0
        for seed in 0 ..< n where comp[seed] < 0 {
            comp[seed] = next
            stack.append(Int32(seed))
            while let t = stack.popLast() {
                for s in Int(start[Int(t)]) ..< Int(start[Int(t) + 1]) {
                    let o = neighbours[s]
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

    /// Number of edges (= vertices) of polygon `p`.
    @inline(__always) func edgeCount(_ p: Int) -> Int { row(p).count }
    /// Vertex id of corner `k` of polygon `p` (`k` taken modulo the polygon's size).
    @inline(__always) func vertex(_ p: Int, _ k: Int) -> Int {
        let (s0, m) = row(p)
        return vertex(slot: s0 + k % m)
    }
    @inline(__always) func point(_ p: Int, _ k: Int) -> Point { vertices[vertex(p, k)] }
    /// Polygon `p`'s first slot and its number of slots (edges): its slots are `start ..< start + count`.
    @inline(__always) func row(_ p: Int) -> (start: Int, count: Int) {
        let s0 = Int(polygonStart[p])
        return (s0, Int(polygonStart[p + 1]) - s0)
    }
    /// The vertex of slot `slot` (a polygon's corner, numbered as in ``row(_:)``).
    @inline(__always) func vertex(slot: Int) -> Int { Int(polygonVertices[slot]) }
    /// The polygon across slot `slot`'s edge (from the slot's vertex to the next one of its polygon), or -1 for a wall.
    @inline(__always) func neighbour(slot: Int) -> Int { Int(neighbours[slot]) }
    /// ``twinEdge(_:_:)`` of slot `slot` of the polygon whose row (``row(_:)``) starts at `start` and has `count` slots.
    @inline(__always) func twinEdge(slot: Int, start: Int, count: Int) -> Int {
        let t = storage.twins[slot]
        if t != Self.noTwin { return Int(t) }
        return Self.scanTwin(slot, start, count, polygonStart, polygonVertices, neighbours)
    }
    /// The polygon across edge `k` of `p` (from corner `k` to `k + 1`), or -1 for a wall.
    @inline(__always) func neighbour(_ p: Int, _ k: Int) -> Int {
        let (s0, m) = row(p)
        return neighbour(slot: s0 + k % m)
    }
    /// The index, within the polygon across, of edge `k` of `p`: the first edge of that polygon running
    /// between the same two vertices the other way (read from ``twins``; found by a scan of the polygon's few
    /// edges where the byte holds none).
    @inline(__always) func twinEdge(_ p: Int, _ k: Int) -> Int {
        let (s0, m) = row(p)
        return twinEdge(slot: s0 + k % m, start: s0, count: m)
    }

    /// The twin index of slot `slot` (of the polygon whose slots start at `s0`, `m` of them) by a scan of the
    /// polygon across (0 for a wall: never asked).
    static func scanTwin<C: RandomAccessCollection<Int32>>(
        _ slot: Int, _ s0: Int, _ m: Int, _ polygonStart: C, _ polygonVertices: C, _ neighbours: C
    ) -> Int where C.Index == Int {
        let a = polygonVertices[slot], b = polygonVertices[slot + 1 < s0 + m ? slot + 1 : s0]
        let u = Int(neighbours[slot])
        guard u >= 0 else { return 0 }
        let q0 = Int(polygonStart[u]), q1 = Int(polygonStart[u + 1])
        for r in q0 ..< q1 where polygonVertices[r] == b && polygonVertices[r + 1 < q1 ? r + 1 : q0] == a { return r - q0 }
        return 0  // unreachable: a neighbour across an edge always has its twin (the merge drops adjacency without one)
    }

    /// ``twins`` of a mesh's polygon rows: each slot's twin index where it fits below ``noTwin``.
    static func twinIndices(start: [Int32], polygonVertices: [Int32], neighbours: [Int32]) -> Nibbles {
        var out = [UInt8](repeating: noTwin, count: polygonVertices.count)
        for p in 0 ..< Swift.max(0, start.count - 1) {
            let s0 = Int(start[p]), m = Int(start[p + 1]) - s0
            for slot in s0 ..< s0 + m where neighbours[slot] >= 0 {
                let t = scanTwin(slot, s0, m, start, polygonVertices, neighbours)
                if t < Int(noTwin) { out[slot] = UInt8(t) }
            }
        }
        return Nibbles(out)
    }
}
/// An anomaly met while building a ``NavigationMesh``; the mesh is still usable but may miss some
/// free space or connect less than the input suggests.
public enum NavigationMeshIssue: Hashable, Sendable, CustomStringConvertible {
    /// The triangles of polygon `polygon` do not cover its area (self-intersecting or invalid rings).
    case areaMismatch(polygon: Int, expected: Double, triangulated: Double)
    /// Edges used by more than two triangles (overlapping polygons) were turned into walls.
    case nonManifoldEdges(count: Int)

    /// A sentence saying what is wrong and how to fix it.
    public var description: String {
        switch self {
        case let .areaMismatch(p, e, t):
            return "polygon \(p): triangulated area \(t) m² differs from its area \(e) m² (invalid or self-intersecting rings?)"
        case let .nonManifoldEdges(n):
            return "\(n) edges shared by more than two triangles were made walls (overlapping polygons? union them first)"
        }
    }
}
