import Foundation
import IndoorGeometry

/// The reduced visibility graph of one floor with many anchors (a campus's outdoor floor holding every
/// building entrance): nodes are the mesh's corners (the reflex vertices of the free space, where shortest
/// paths bend) and the floor's anchors; an edge joins two mutually visible nodes whose segment is tangent
/// at each corner end (the obstacle stays on one side of its line there), so that every shortest path
/// between two points of the floor is a straight run from the first point to a corner it sees, edges of
/// this graph, and a straight run from a corner (or anchor) seen by the second point (Lee's reduced
/// visibility graph; edges that are not tangent at a corner never lie on a shortest path).
///
/// Edge lengths are the segments' lengths, computed from the node points where needed (not stored).
/// Built once per floor by one ``PolyanyaCore/Mode/visible`` sweep per node (its visible region, no
/// dead-end pruning), in parallel. A route query then walks such a floor by A* steps over corner states
/// instead of one Polyanya search per anchor-to-anchor walk.
///
/// Memory: 4 bytes per directed edge (both directions stored); per node 20 bytes (its point and its edges'
/// start), per corner node 36 more (its mesh vertex and its two wedge points), and 4 bytes per mesh vertex.
/// A class: immutable once built, and the route search takes it per corner state it expands, which for a
/// struct of six arrays would cost six retains and releases each time.
final class FloorCornerGraph: Sendable {
    /// Mesh vertex of each corner node (nodes `0 ..< cornerCount`); anchor slot `k` is node `cornerCount + k`.
    let cornerVertices: [Int32]
    /// Node of each mesh vertex that is a corner, -1 for the others.
    let nodeOfVertex: StoredArray<Int32>
    /// Per corner node: the far ends of its two walls (`2i`, `2i + 1`; the corner itself twice at a pinch
    /// vertex), which tell the side its obstacle lies on.
    let wedges: [Point]
    /// Node positions: the corners, then the anchors by slot.
    let points: [Point]
    /// Edges of node `i`: `edgeTargets[edgeStart[i] ..< edgeStart[i + 1]]` (directed; both directions stored).
    let edgeStart: StoredArray<Int32>
    let edgeTargets: StoredArray<Int32>

    var cornerCount: Int { cornerVertices.count }

    /// A graph from its stored fields (a prebuilt file's; see ``FloorCornerGraph/coded(_:_:)``).
    init(
        cornerVertices: [Int32], nodeOfVertex: StoredArray<Int32>, wedges: [Point], points: [Point], edgeStart: StoredArray<Int32>,
        edgeTargets: StoredArray<Int32>
    ) {
        self.cornerVertices = cornerVertices
        self.nodeOfVertex = nodeOfVertex
        self.wedges = wedges
        self.points = points
        self.edgeStart = edgeStart
        self.edgeTargets = edgeTargets
    }
    var nodeCount: Int { points.count }
    var edgeCount: Int { edgeTargets.count }

    /// The side (`Orientation.sign`) of the line from `p` through corner node `i` that the corner's obstacle
    /// lies on; 0 when undecided (a pinch vertex, or walls along the line). A shortest path arriving from `p`
    /// and bending at the corner turns to that side (it wraps around the obstacle; turning away from it, the
    /// bend could be cut short), so only edges to that side (or straight on) continue it.
    @inline(__always)
    func obstacleSide(_ i: Int, from p: Point) -> Int {
        let c = points[i]
        let sa = Orientation.sign(p, c, wedges[2 * i])
        return sa != 0 ? sa : Orientation.sign(p, c, wedges[2 * i + 1])
    }

    /// Builds the graph of one floor.
    ///
    /// - Parameters:
    ///   - mesh: the floor's mesh.
    ///   - anchorPoints: the floor's anchors (snapped onto the mesh), by slot.
    /// - Complexity: one visible-region sweep per node, spread over the machine's cores.
    init(mesh: NavigationMesh, anchorPoints: [Point]) {
        let nv = mesh.vertices.count
        let walls = CornerWalls(mesh: mesh)
        var cornerList: [Int32] = []
        var nodeOfVertexList = [Int32](repeating: -1, count: nv)
        for v in 0 ..< nv where mesh.isCorner[v] {
            nodeOfVertexList[v] = Int32(cornerList.count)
            cornerList.append(Int32(v))
        }
        let corners = cornerList, nodeOfVertex = nodeOfVertexList
        let nc = corners.count
        let points = corners.map { mesh.vertices[Int($0)] } + anchorPoints
        let n = points.count
        let vertices = mesh.vertices
        let chunk = 64
        let chunks = (n + chunk - 1) / chunk
        let lists = IndexedSlots<[[Int32]]>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            var core = PolyanyaCore()
            var out: [[Int32]] = []
            for i in c * chunk ..< Swift.min(n, (c + 1) * chunk) {
                var edges: [Int32] = []
                let p = points[i]
                let selfVertex = i < nc ? Int(corners[i]) : -1
                // Corners sweep without targets (locating every anchor per sweep would dominate the build):
                // their edges to anchors are the anchors' edges to them, reversed (below).
                if i < nc {
                    core.run(mesh, start: p, targets: [Point](), useHeuristic: false, mode: .visible)
                } else {
                    core.run(mesh, start: p, targets: anchorPoints, useHeuristic: false, mode: .visible)
                }
                for v in core.newRoots where core.rootParent[Int(v)] == -1 {
                    let w = Int(v)
                    let j = nodeOfVertex[w]
                    guard j >= 0, w != selfVertex, walls.tangent(w, p), selfVertex < 0 || walls.tangent(selfVertex, vertices[w]) else { continue }
                    edges.append(j)
                }
                for k in 0 ..< anchorPoints.count where i >= nc && nc + k != i {
                    let f = core.finals[k]
                    guard f >= 0, core.nodes[Int(f)].root == -1 else { continue }
                    guard selfVertex < 0 || walls.tangent(selfVertex, anchorPoints[k]) else { continue }
                    edges.append(Int32(nc + k))
                }
                out.append(edges)
            }
            lists.set(c, out)
        }
        var adjacency: [[Int32]] = []
        adjacency.reserveCapacity(n)
        for (_, block) in lists.indexedValues() { adjacency.append(contentsOf: block) }
        // Corner → anchor: the anchor's edge to the corner (the same segment, tangent at the corner).
        for k in 0 ..< anchorPoints.count {
            for j in adjacency[nc + k] where j < nc { adjacency[Int(j)].append(Int32(nc + k)) }
        }
        var start: [Int32] = [0]
        start.reserveCapacity(n + 1)
        var targets: [Int32] = []
        for edges in adjacency {
            targets.append(contentsOf: edges)
            start.append(Int32(targets.count))
        }
        var wedges: [Point] = []
        wedges.reserveCapacity(2 * nc)
        for v in corners {
            let w = Int(v)
            if walls.wallCount[w] == 2 && walls.incoming[w] >= 0 && walls.outgoing[w] >= 0 {
                wedges.append(vertices[Int(walls.incoming[w])])
                wedges.append(vertices[Int(walls.outgoing[w])])
            } else {
                wedges.append(vertices[w])
                wedges.append(vertices[w])
            }
        }
        self.wedges = wedges
        self.cornerVertices = corners
        self.nodeOfVertex = StoredArray(nodeOfVertex)
        self.points = points
        self.edgeStart = StoredArray(start)
        self.edgeTargets = StoredArray(targets)
    }
}

/// The walls at each vertex of a mesh (free space on the left of each wall `a → b`), for the tangency test
/// of ``FloorCornerGraph``.
struct CornerWalls: Sendable {
    let vertices: [Point]
    let wallCount: [Int32]
    let incoming: [Int32]
    let outgoing: [Int32]

    init(mesh: NavigationMesh) {
        let nv = mesh.vertices.count
        var wallCount = [Int32](repeating: 0, count: nv)
        var incoming = [Int32](repeating: -1, count: nv)
        var outgoing = [Int32](repeating: -1, count: nv)
        for p in 0 ..< mesh.polygonCount {
            for k in 0 ..< mesh.edgeCount(p) where mesh.neighbour(p, k) < 0 {
                let a = mesh.vertex(p, k), b = mesh.vertex(p, k + 1)
                wallCount[a] += 1
                wallCount[b] += 1
                outgoing[a] = Int32(b)
                incoming[b] = Int32(a)
            }
        }
        self.vertices = mesh.vertices
        self.wallCount = wallCount
        self.incoming = incoming
        self.outgoing = outgoing
    }

    /// Whether the line from corner vertex `v` towards `y` supports the obstacle at `v` (both walls at `v`
    /// on one side of it, or on it); pinch vertices (several wedges) always pass.
    @inline(__always)
    func tangent(_ v: Int, _ y: Point) -> Bool {
        guard wallCount[v] == 2, incoming[v] >= 0, outgoing[v] >= 0 else { return true }
        let p = vertices[v]
        let sa = Orientation.sign(p, y, vertices[Int(incoming[v])])
        let sb = Orientation.sign(p, y, vertices[Int(outgoing[v])])
        return sa * sb >= 0
    }
}

extension FloorWalkTable {
    /// The table of a floor read off its corner graph: per anchor, one Dijkstra over the graph's corners (other
    /// anchors end paths, never carry them: a shortest path never needs to pass through a point that is not a
    /// corner), whose tree gives every corner's exact distance to the anchor and its next turn towards it.
    /// Every corner gets a finite distance when connected (the exhaustive-search table only has those of the
    /// corners where a shortest path from the anchor turns); the walks read off it are the same.
    ///
    /// - Complexity: one Dijkstra over the corner graph per anchor, spread over the machine's cores; memory as
    ///   the type's comment.
    convenience init?(cornerGraph graph: FloorCornerGraph, vertices: [Point], keepExact: Bool = false) {
        let nc = graph.cornerCount, n = graph.nodeCount - nc, nv = vertices.count
        guard nc <= Self.rowLimit else { return nil }
        let columns = IndexedSlots<(distance: [Double], parent: [Int32])>(count: n)
        DispatchQueue.concurrentPerform(iterations: n) { k in
            var dist = [Double](repeating: .infinity, count: graph.nodeCount)
            var parent = [Int32](repeating: -1, count: graph.nodeCount)
            var heap = BinaryHeap<HeapEntry<Int32>>()
            let source = nc + k
            dist[source] = 0
            heap.push(0, Int32(source))
            while let (d, x) = heap.pop() {
                let u = Int(x)
                if d > dist[u] || (u >= nc && u != source) { continue }
                let p = graph.points[u]
                for e in Int(graph.edgeStart[u]) ..< Int(graph.edgeStart[u + 1]) {
                    let v = Int(graph.edgeTargets[e])
                    let nd = d + p.distance(to: graph.points[v])
                    if nd < dist[v] {
                        dist[v] = nd
                        parent[v] = Int32(u)
                        heap.push(nd, Int32(v))
                    }
                }
            }
            columns.set(k, (dist, parent))
        }
        // One row per corner node, in node order.
        var rowOfVertex = [Int32](repeating: -1, count: nv)
        for (i, v) in graph.cornerVertices.enumerated() { rowOfVertex[Int(v)] = Int32(i) }
        var reached = [Bool](repeating: false, count: nc * n)
        var towards = [UInt16](repeating: Self.noRow, count: nc * n)
        var lastTurn = [Int32](repeating: -1, count: n * n)
        var anchorDistance = [Double](repeating: .infinity, count: n * n)
        /// The mesh vertex of tree parent `u` (-1: the anchor itself).
        @inline(__always) func turn(_ u: Int32) -> Int32 { u >= 0 && Int(u) < nc ? graph.cornerVertices[Int(u)] : -1 }
        for (k, column) in columns.indexedValues() {
            for i in 0 ..< nc where column.distance[i] < .infinity {
                reached[i * n + k] = true
                let next = column.parent[i]
                if next >= 0 && Int(next) < nc { towards[i * n + k] = UInt16(next) }
            }
            for j in 0 ..< n {
                anchorDistance[j * n + k] = j == k ? 0 : column.distance[nc + j]
                lastTurn[j * n + k] = j == k ? -1 : turn(column.parent[nc + j])
            }
        }
        self.init(
            anchors: Array(graph.points[nc...]), rowOfVertex: rowOfVertex, reached: reached, towards: towards, vertices: vertices,
            lastTurn: lastTurn, anchorDistance: anchorDistance, keepExact: keepExact)
    }
}
