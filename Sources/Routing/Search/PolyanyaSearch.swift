import IndoorGeometry

/// Exact any-angle shortest paths on one ``NavigationMesh``: Polyanya (Cui, Harabor, Grastien,
/// "Compromise-free Pathfinding on a Navigation Mesh", IJCAI 2017) on its convex polygons.
///
/// A search node is a root (the start or a corner vertex, with its exact distance `g` from the start)
/// plus an interval of a mesh edge visible from the root, and the polygon beyond. Expanding it projects
/// the interval through the polygon: the part of the far edges visible through the interval keeps the
/// root ("observable" successors); the parts hidden behind an interval end that is a corner vertex get
/// that vertex as new root ("non-observable"). A vertex root that lies on its own interval (after turning
/// around it) sweeps the polygon fan around itself. The heuristic is the length of the shortest path
/// from the root through the interval to the target (the target reflected across the interval's line
/// when it lies on the root's side), so the first target node popped is optimal. Pruning: root-level
/// (a node whose root was already reached strictly more cheaply is dropped; equal costs are kept, since
/// two equally short paths may turn around a vertex on different sides), dead ends (never cross a
/// bridge of the mesh's dual graph towards a side without a target, see ``NavigationMeshDeadEnds``),
/// and a ray grazing a corner turns around it once, in the polygon where the ray enters the fan.
/// Orientation tests are exact (``Orientation``); interval ends on rays are rounded intersections, but a
/// ray through a vertex yields exactly that vertex, which keeps the corner tests exact.
///
/// ``PolyanyaSearch`` is the reusable per-query scratch (node pool, heap, stamped per-vertex and
/// per-polygon arrays): one instance serves any number of queries on any meshes, one query at a time.
/// Not thread-safe. The algorithm itself lives in the value type ``PolyanyaCore``, so that its hot loop
/// touches no class properties (each such access costs a dynamic exclusivity check: 26 % of the time in
/// `routing.route.same-floor` before the split).
final class PolyanyaSearch {
    private var core = PolyanyaCore()

    init() {}

    /// Runs `body` on the core moved out of the class (no copy, no exclusivity checks inside).
    @inline(__always)
    private func withCore<R>(_ body: (inout PolyanyaCore) -> R) -> R {
        var c = PolyanyaCore()
        swap(&c, &core)
        defer { swap(&c, &core) }
        return body(&c)
    }

    /// See ``PolyanyaCore/shortestPath(in:from:to:)``.
    func shortestPath(in mesh: NavigationMesh, from start: Point, to goal: Point,
                      bound: Double = .infinity) -> (length: Double, points: [Point])? {
        withCore { $0.shortestPath(in: mesh, from: start, to: goal, bound: bound) }
    }

    /// See ``PolyanyaCore/distance(in:from:to:)``.
    func distance(in mesh: NavigationMesh, from start: Point, to goal: Point) -> Double {
        withCore { $0.distance(in: mesh, from: start, to: goal) }
    }

    /// See ``PolyanyaCore/distances(in:from:to:)``.
    func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point]) -> [Double] {
        withCore { $0.distances(in: mesh, from: start, to: targets) }
    }

    /// Nodes expanded by the last search.
    var expanded: Int { core.expanded }
    /// Nodes created by the last search.
    var nodeCount: Int { core.nodes.count }
}

/// The Polyanya search proper (see ``PolyanyaSearch``).
struct PolyanyaCore {
    struct SearchNode {
        /// Vertex id of the root, or -1 for the start point.
        var root: Int32
        var rootPoint: Point
        var left: Point
        var right: Point
        /// The polygon the node expands into (its interval lies on edge `edge` of it).
        var polygon: Int32
        /// The edge of `polygon` holding the interval; -1 for a node that reached a target.
        var edge: Int32
        /// Exact path length from the start to the root, in metres.
        var g: Double
        var parent: Int32
        /// Final nodes: the target reached. Other nodes: the number of fan-sweep steps so far (bounds the
        /// sweep around a vertex that has no wall, which only invalid input produces).
        var target: Int32
    }

    private(set) var nodes: [SearchNode] = []
    private var heap = RoutingHeap()
    private var rootG: [Double] = []
    private var rootStamp: [UInt32] = []
    private var triangleStamp: [UInt32] = []
    private var triangleHead: [Int32] = []
    private var targetLinks: [(target: Int32, next: Int32)] = []
    private var stamp: UInt32 = 0
    private var located: [Int32] = []
    private var startTriangles: [Int32] = []
    /// Pre-order numbers (``NavigationMeshDeadEnds``) of every target triangle.
    private var targetPreorders: [Int32] = []
    private var targets: [Point] = []
    private var done: [Bool] = []
    /// Final node per target, -1 when unreached.
    private(set) var finals: [Int32] = []
    /// Number of nodes expanded by the last search (for benchmarks and tests).
    private(set) var expanded = 0

    init() {}

    // MARK: - Entry points (internal to the module)

    /// The shortest path from `start` to `goal` inside the mesh: its length in metres and its points
    /// (start, corner vertices, goal), or `nil` when either point is outside or no path exists.
    /// `bound`: give up (return `nil`) as soon as every remaining path is known to be longer than
    /// `bound` metres (the search's smallest f-value exceeds it).
    mutating func shortestPath(in mesh: NavigationMesh, from start: Point, to goal: Point,
                               bound: Double = .infinity) -> (length: Double, points: [Point])? {
        run(mesh, start: start, targets: CollectionOfOne(goal), useHeuristic: true, bound: bound)
        guard finals[0] >= 0 else { return nil }
        return (nodes[Int(finals[0])].g, path(to: 0, start: start))
    }

    /// The shortest-path length from `start` to `goal` in metres, ∞ when an end is outside or no path exists.
    mutating func distance(in mesh: NavigationMesh, from start: Point, to goal: Point) -> Double {
        run(mesh, start: start, targets: CollectionOfOne(goal), useHeuristic: true)
        return finals[0] >= 0 ? nodes[Int(finals[0])].g : .infinity
    }

    /// Exact walking distances from `start` to every target (∞ when unreachable or outside), by one
    /// Dijkstra-ordered search that stops once every reachable target is settled.
    mutating func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point]) -> [Double] {
        run(mesh, start: start, targets: targets, useHeuristic: targets.count == 1)
        return finals.map { $0 >= 0 ? nodes[Int($0)].g : .infinity }
    }

    /// The points of the path to target `i` of the last search (start first).
    func path(to i: Int, start: Point) -> [Point] {
        var pts: [Point] = [targets[i]]
        var idx = finals[i]
        var lastRoot: Int32 = -2
        while idx >= 0 {
            let n = nodes[Int(idx)]
            if n.root != lastRoot {
                if n.root >= 0 { pts.append(n.rootPoint) }
                lastRoot = n.root
            }
            idx = n.parent
        }
        pts.append(start)
        pts.reverse()
        var out: [Point] = []
        out.reserveCapacity(pts.count)
        for p in pts where out.last != p { out.append(p) }
        if out.count == 1, let only = out.first { out.append(only) }
        return out
    }

    // MARK: - Search

    private mutating func nextStamp(vertexCount: Int, triangleCount: Int) {
        if rootG.count < vertexCount {
            rootG = [Double](repeating: 0, count: vertexCount)
            rootStamp = [UInt32](repeating: 0, count: vertexCount)
        }
        if triangleStamp.count < triangleCount {
            triangleStamp = [UInt32](repeating: 0, count: triangleCount)
            triangleHead = [Int32](repeating: -1, count: triangleCount)
        }
        if stamp == UInt32.max {
            stamp = 0
            for i in rootStamp.indices { rootStamp[i] = 0 }
            for i in triangleStamp.indices { triangleStamp[i] = 0 }
        }
        stamp += 1
    }

    private mutating func run<C: Collection<Point>>(_ mesh: NavigationMesh, start: Point, targets: C, useHeuristic: Bool,
                                                    bound: Double = .infinity) {
        nextStamp(vertexCount: mesh.vertices.count, triangleCount: mesh.polygonCount)
        nodes.removeAll(keepingCapacity: true)
        heap.removeAll()
        targetLinks.removeAll(keepingCapacity: true)
        targetPreorders.removeAll(keepingCapacity: true)
        self.targets.removeAll(keepingCapacity: true)
        self.targets.append(contentsOf: targets)
        finals.removeAll(keepingCapacity: true)
        finals.append(contentsOf: repeatElement(-1, count: targets.count))
        done.removeAll(keepingCapacity: true)
        done.append(contentsOf: repeatElement(false, count: targets.count))
        expanded = 0
        located.removeAll(keepingCapacity: true)
        mesh.locateAll(start, into: &located)
        guard !located.isEmpty else { return }
        let startComponent = mesh.component[Int(located[0])]
        var remaining = 0
        startTriangles.removeAll(keepingCapacity: true)
        startTriangles.append(contentsOf: located)
        for (i, t) in self.targets.enumerated() {
            located.removeAll(keepingCapacity: true)
            mesh.locateAll(t, into: &located)
            var reachable = false
            for tri in located {
                let c = mesh.component[Int(tri)]
                if c == startComponent || startTriangles.contains(where: { mesh.component[Int($0)] == c }) {
                    reachable = true
                }
                let ti = Int(tri)
                targetPreorders.append(mesh.deadEnds.preorder[ti])
                if triangleStamp[ti] != stamp {
                    triangleStamp[ti] = stamp
                    triangleHead[ti] = -1
                }
                targetLinks.append((Int32(i), triangleHead[ti]))
                triangleHead[ti] = Int32(targetLinks.count - 1)
            }
            if reachable { remaining += 1 } else { done[i] = true }
        }
        guard remaining > 0 else { return }
        let heuristicTarget: Point? = useHeuristic && self.targets.count == 1 ? self.targets[0] : nil

        // Initial nodes: every edge of every triangle holding the start, except edges through the start.
        for tri in startTriangles {
            let t = Int(tri)
            pushFinals(mesh, polygon: t, root: -1, rootPoint: start, g: 0, parent: -1, visibleAll: true, node: nil)
            for k in 0 ..< mesh.edgeCount(t) {
                let u = mesh.neighbour(t, k)
                guard u >= 0, !mesh.deadEnds.isDeadEnd(from: t, into: u, targets: targetPreorders) else { continue }
                let p = mesh.point(t, k), q = mesh.point(t, k + 1)
                if Orientation.sign(p, q, start) == 0 { continue }
                push(mesh, SearchNode(root: -1, rootPoint: start, left: q, right: p, polygon: Int32(u),
                                      edge: Int32(mesh.twinEdge(t, k)), g: 0, parent: -1, target: 0),
                     heuristicTarget)
            }
        }

        while let (f, idx) = heap.pop() {
            if f > bound { break }
            let node = nodes[Int(idx)]
            if node.edge < 0 {
                let ti = Int(node.target)
                if !done[ti] {
                    done[ti] = true
                    finals[ti] = idx
                    remaining -= 1
                    if remaining == 0 { break }
                }
                continue
            }
            if node.root >= 0 {
                let r = Int(node.root)
                if rootStamp[r] == stamp && node.g > rootG[r] + 1e-9 * (1 + rootG[r]) { continue }
            }
            expanded += 1
            expand(mesh, idx, node, heuristicTarget)
        }
    }

    @inline(__always)
    private mutating func push(_ mesh: NavigationMesh, _ n: SearchNode, _ target: Point?) {
        let f: Double
        if let t = target { f = n.g + heuristic(n, t, mesh) } else { f = n.g }
        nodes.append(n)
        heap.push(f, Int32(nodes.count - 1))
    }

    /// Pushes a final node for each unreached target in `triangle` that the node can see.
    /// `visibleAll`: the whole triangle is visible from the root (start triangle, fan sweep).
    private mutating func pushFinals(_ mesh: NavigationMesh, polygon t: Int, root: Int32, rootPoint: Point, g: Double,
                            parent: Int32, visibleAll: Bool, node: SearchNode?) {
        guard triangleStamp[t] == stamp else { return }
        var link = triangleHead[t]
        while link >= 0 {
            let (ti, nextLink) = targetLinks[Int(link)]
            link = nextLink
            if done[Int(ti)] { continue }
            let tp = targets[Int(ti)]
            var finalRoot = root, finalRootPoint = rootPoint, finalG = g
            if !visibleAll, let n = node {
                let sR = Orientation.sign(rootPoint, n.right, tp)
                let sL = Orientation.sign(rootPoint, n.left, tp)
                if sR >= 0 && sL <= 0 {
                    // visible through the interval
                } else if sR < 0 {
                    let b = mesh.vertex(t, Int(n.edge) + 1)
                    guard n.right == mesh.vertices[b] && mesh.isCorner[b] else { continue }
                    finalRoot = Int32(b); finalRootPoint = mesh.vertices[b]; finalG = g + rootPoint.distance(to: finalRootPoint)
                } else {
                    let a = mesh.vertex(t, Int(n.edge))
                    guard n.left == mesh.vertices[a] && mesh.isCorner[a] else { continue }
                    finalRoot = Int32(a); finalRootPoint = mesh.vertices[a]; finalG = g + rootPoint.distance(to: finalRootPoint)
                }
            }
            let total = finalG + finalRootPoint.distance(to: tp)
            nodes.append(SearchNode(root: finalRoot, rootPoint: finalRootPoint, left: tp, right: tp, polygon: Int32(t),
                                    edge: -1, g: total, parent: parent, target: ti))
            heap.push(total, Int32(nodes.count - 1))
        }
    }

    /// Whether a new root `v` reached at cost `g` survives root-level pruning (and records it).
    ///
    /// Only strictly worse arrivals are pruned: two equally short paths may reach `v` from different
    /// sides and must each sweep their own side.
    @inline(__always)
    private mutating func acceptRoot(_ v: Int, _ g: Double) -> Bool {
        if rootStamp[v] == stamp {
            if rootG[v] < g - 1e-12 * (1 + g) { return false }
            if g < rootG[v] { rootG[v] = g }
            return true
        }
        rootStamp[v] = stamp
        rootG[v] = g
        return true
    }

    private mutating func expand(_ mesh: NavigationMesh, _ idx: Int32, _ n: SearchNode, _ target: Point?) {
        let t = Int(n.polygon), e = Int(n.edge)
        let m = mesh.edgeCount(t)
        // Chain c_0 = b (right end of the entry edge), c_1, …, c_{m-1} = a (left end); chain edge j runs
        // from c_j to c_{j+1} and is edge e + 1 + j of the polygon.
        @inline(__always) func c(_ j: Int) -> Point { mesh.point(t, e + 1 + j) }
        let ia = mesh.vertex(t, e), ib = mesh.vertex(t, e + 1)
        let pa = mesh.vertices[ia], pb = mesh.vertices[ib]
        let r = n.rootPoint

        // Root on the interval (after turning around a vertex): everything is visible; sweep on round it.
        if n.root == Int32(ib) || n.root == Int32(ia) {
            pushFinals(mesh, polygon: t, root: n.root, rootPoint: r, g: n.g, parent: idx, visibleAll: true, node: n)
            guard Int(n.target) <= mesh.polygonCount else { return }
            for j in 0 ..< m - 1 {
                let sweep = (n.root == Int32(ib) && j == 0) || (n.root == Int32(ia) && j == m - 2)
                pushChild(mesh, n, idx, t, e + 1 + j, right: c(j), left: c(j + 1), target, steps: sweep ? n.target + 1 : 0)
            }
            return
        }

        pushFinals(mesh, polygon: t, root: n.root, rootPoint: r, g: n.g, parent: idx, visibleAll: false, node: n)

        // Where the ray root→R leaves the polygon: at vertex c_j or across chain edge prEdge.
        var prEdge = m - 2, pr = pa, rightGrazes = false
        for j in 1 ..< m {
            let sgn = Orientation.sign(r, n.right, c(j))
            if sgn == 0 {
                prEdge = j
                pr = c(j)
                break
            }
            if sgn > 0 {
                prEdge = j - 1
                pr = rayHit(r, n.right, c(j - 1), c(j))
                rightGrazes = j == 1 && n.right == pb
                break
            }
        }
        // Where the ray root→L leaves it: at vertex c_j or across chain edge plEdge.
        var plEdge = 0, pl = pb, leftGrazes = false
        for j in stride(from: m - 2, through: 0, by: -1) {
            let sgn = Orientation.sign(r, n.left, c(j))
            if sgn == 0 {
                plEdge = j - 1
                pl = c(j)
                break
            }
            if sgn < 0 {
                plEdge = j
                pl = rayHit(r, n.left, c(j), c(j + 1))
                leftGrazes = j == m - 2 && n.left == pa
                break
            }
        }

        // Observable successors keep the root.
        if prEdge <= plEdge && plEdge >= 0 {
            for j in Swift.max(prEdge, 0) ... plEdge {
                let right = j == prEdge ? pr : c(j)
                let left = j == plEdge ? pl : c(j + 1)
                if left != right { pushChild(mesh, n, idx, t, e + 1 + j, right: right, left: left, target) }
            }
        }

        // Non-observable successors turn around a corner at an interval end. When the ray root→R grazes
        // R (the polygon lies wholly left of it), the observable child on the first chain edge carries R
        // into the next polygon of R's fan and turns there: turning here too would sweep the fan twice.
        if n.right == pb && !rightGrazes && mesh.isCorner[ib] {
            let g = n.g + r.distance(to: pb)
            if acceptRoot(ib, g) {
                var child = n
                child.root = Int32(ib)
                child.rootPoint = pb
                child.g = g
                for j in 0 ..< prEdge {
                    pushChild(mesh, child, idx, t, e + 1 + j, right: c(j), left: c(j + 1), target, steps: j == 0 ? 1 : 0)
                }
                let start = c(prEdge)
                if pr != start {
                    pushChild(mesh, child, idx, t, e + 1 + prEdge, right: start, left: pr, target, steps: prEdge == 0 ? 1 : 0)
                }
            }
        }
        if n.left == pa && !leftGrazes && mesh.isCorner[ia] {
            let g = n.g + r.distance(to: pa)
            if acceptRoot(ia, g) {
                var child = n
                child.root = Int32(ia)
                child.rootPoint = pa
                child.g = g
                if plEdge + 1 <= m - 2 {
                    for j in plEdge + 1 ... m - 2 {
                        pushChild(mesh, child, idx, t, e + 1 + j, right: c(j), left: c(j + 1), target, steps: j == m - 2 ? 1 : 0)
                    }
                }
                if plEdge >= 0 {
                    let end = c(plEdge + 1)
                    if pl != end {
                        pushChild(mesh, child, idx, t, e + 1 + plEdge, right: pl, left: end, target, steps: plEdge == m - 2 ? 1 : 0)
                    }
                }
            }
        }
    }

    /// Pushes the node whose interval `[right, left]` lies on edge `k` of polygon `t` (from corner `k` to
    /// `k + 1`), expanding into the polygon across; nothing for a wall or a dead end.
    @inline(__always)
    private mutating func pushChild(_ mesh: NavigationMesh, _ base: SearchNode, _ parent: Int32, _ t: Int, _ k: Int,
                                    right: Point, left: Point, _ target: Point?, steps: Int32 = 0) {
        let u = mesh.neighbour(t, k)
        guard u >= 0 else { return }
        // Dead-end pruning: never cross a bridge of the mesh towards a side without a target.
        if mesh.deadEnds.isDeadEnd(from: t, into: u, targets: targetPreorders) { return }
        let child = SearchNode(root: base.root, rootPoint: base.rootPoint, left: left, right: right, polygon: Int32(u),
                               edge: Int32(mesh.twinEdge(t, k)), g: base.g, parent: parent, target: steps)
        push(mesh, child, target)
    }

    /// Where the ray from `r` through `x` crosses segment `p → q`, clamped to the segment.
    @inline(__always)
    private func rayHit(_ r: Point, _ x: Point, _ p: Point, _ q: Point) -> Point {
        // A ray through an end point hits exactly that point (the grazing chains rely on it).
        if x == p { return p }
        if x == q { return q }
        let d = x - r, e = q - p
        let den = e.cross(d)
        guard den != 0 else { return (p - r).squaredLength < (q - r).squaredLength ? p : q }
        var u = (r - p).cross(d) / den
        if u <= 0 { return p }
        if u >= 1 { return q }
        u = Swift.min(1, Swift.max(0, u))
        return p.interpolated(to: q, t: u)
    }

    /// Length of the shortest path from the node's root through its interval to `t` (Polyanya's h).
    @inline(__always)
    private func heuristic(_ n: SearchNode, _ t: Point, _ mesh: NavigationMesh) -> Double {
        let r = n.rootPoint, L = n.left, R = n.right
        if L == R || r == L || r == R { return r.distance(to: t) }
        var tp = t
        let sr = Orientation.sign(R, L, r), st = Orientation.sign(R, L, t)
        if sr != 0 && sr == st {
            let d = L - R
            let l2 = d.squaredLength
            let w = t - R
            let foot = R + d * (w.dot(d) / l2)
            tp = foot * 2 - t
        }
        if Orientation.sign(r, R, tp) < 0 { return r.distance(to: R) + R.distance(to: tp) }
        if Orientation.sign(r, L, tp) > 0 { return r.distance(to: L) + L.distance(to: tp) }
        return r.distance(to: tp)
    }
}
