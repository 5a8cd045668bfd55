import IndoorGeometry

/// Exact any-angle shortest paths on one ``NavigationMesh``: Polyanya (Cui, Harabor, Grastien,
/// "Compromise-free Pathfinding on a Navigation Mesh", IJCAI 2017), specialised to triangles.
///
/// A search node is a root (the start or a corner vertex, with its exact distance `g` from the start)
/// plus an interval of a mesh edge visible from the root, and the triangle beyond. Expanding it projects
/// the interval through the triangle: the part of the far edges visible through the interval keeps the
/// root ("observable" successors); the parts hidden behind an interval end that is a corner vertex get
/// that vertex as new root ("non-observable"). A vertex root that lies on its own interval (after turning
/// around it) sweeps the triangle fan around itself. The heuristic is the length of the shortest path
/// from the root through the interval to the target (the target reflected across the interval's line
/// when it lies on the root's side), so the first target node popped is optimal. Root-level pruning
/// drops nodes whose root was already reached more cheaply.
///
/// ``PolyanyaSearch`` is the reusable per-query scratch (node pool, heap, stamped per-vertex and
/// per-triangle arrays): one instance serves any number of queries on any meshes, one query at a time.
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
    func shortestPath(in mesh: NavigationMesh, from start: Point, to goal: Point) -> (length: Double, points: [Point])? {
        withCore { $0.shortestPath(in: mesh, from: start, to: goal) }
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
        /// The triangle the node expands into (its interval lies on edge `edge` of it).
        var triangle: Int32
        /// The edge of `triangle` holding the interval; -1 for a node that reached a target.
        var edge: Int8
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
    mutating func shortestPath(in mesh: NavigationMesh, from start: Point, to goal: Point) -> (length: Double, points: [Point])? {
        run(mesh, start: start, targets: [goal], useHeuristic: true)
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

    private mutating func run<C: Collection<Point>>(_ mesh: NavigationMesh, start: Point, targets: C, useHeuristic: Bool) {
        nextStamp(vertexCount: mesh.vertices.count, triangleCount: mesh.triangleCount)
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
            pushFinals(mesh, triangle: t, root: -1, rootPoint: start, g: 0, parent: -1, visibleAll: true, node: nil)
            for k in 0 ..< 3 {
                let u = mesh.neighbour(t, k)
                guard u >= 0, !mesh.deadEnds.isDeadEnd(from: t, into: u, targets: targetPreorders) else { continue }
                let p = mesh.point(t, k), q = mesh.point(t, (k + 1) % 3)
                if Orientation.sign(p, q, start) == 0 { continue }
                push(mesh, SearchNode(root: -1, rootPoint: start, left: q, right: p, triangle: Int32(u),
                                      edge: Int8(mesh.backEdge(from: t, into: u)), g: 0, parent: -1, target: 0),
                     heuristicTarget)
            }
        }

        while let (_, idx) = heap.pop() {
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
    private mutating func pushFinals(_ mesh: NavigationMesh, triangle t: Int, root: Int32, rootPoint: Point, g: Double,
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
                    let b = mesh.vertex(t, (Int(n.edge) + 1) % 3)
                    guard n.right == mesh.vertices[b] && mesh.isCorner[b] else { continue }
                    finalRoot = Int32(b); finalRootPoint = mesh.vertices[b]; finalG = g + rootPoint.distance(to: finalRootPoint)
                } else {
                    let a = mesh.vertex(t, Int(n.edge))
                    guard n.left == mesh.vertices[a] && mesh.isCorner[a] else { continue }
                    finalRoot = Int32(a); finalRootPoint = mesh.vertices[a]; finalG = g + rootPoint.distance(to: finalRootPoint)
                }
            }
            let total = finalG + finalRootPoint.distance(to: tp)
            nodes.append(SearchNode(root: finalRoot, rootPoint: finalRootPoint, left: tp, right: tp, triangle: Int32(t),
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
        let t = Int(n.triangle), e = Int(n.edge)
        let ia = mesh.vertex(t, e), ib = mesh.vertex(t, (e + 1) % 3), io = mesh.vertex(t, (e + 2) % 3)
        let pa = mesh.vertices[ia], pb = mesh.vertices[ib], po = mesh.vertices[io]
        let rightEdge = (e + 1) % 3, leftEdge = (e + 2) % 3
        let uRight = mesh.neighbour(t, rightEdge), uLeft = mesh.neighbour(t, leftEdge)
        let r = n.rootPoint

        // Root on the interval (after turning around a vertex): sweep the fan around it.
        if n.root == Int32(ib) || n.root == Int32(ia) {
            pushFinals(mesh, triangle: t, root: n.root, rootPoint: r, g: n.g, parent: idx, visibleAll: true, node: n)
            guard Int(n.target) <= mesh.triangleCount else { return }
            let steps = n.target + 1
            if n.root == Int32(ib) {
                if uLeft >= 0 { pushChild(mesh, n, idx, t, leftEdge, uLeft, right: po, left: pa, target) }
                if uRight >= 0 { pushChild(mesh, n, idx, t, rightEdge, uRight, right: pb, left: po, target, steps: steps) }
            } else {
                if uRight >= 0 { pushChild(mesh, n, idx, t, rightEdge, uRight, right: pb, left: po, target) }
                if uLeft >= 0 { pushChild(mesh, n, idx, t, leftEdge, uLeft, right: po, left: pa, target, steps: steps) }
            }
            return
        }

        pushFinals(mesh, triangle: t, root: n.root, rootPoint: r, g: n.g, parent: idx, visibleAll: false, node: n)

        // Where the rays root→R and root→L leave the triangle.
        let sRo = Orientation.sign(r, n.right, po)
        let sLo = Orientation.sign(r, n.left, po)
        let pr: Point = sRo > 0 ? rayHit(r, n.right, pb, po) : (sRo < 0 ? rayHit(r, n.right, po, pa) : po)
        let pl: Point = sLo < 0 ? rayHit(r, n.left, po, pa) : (sLo > 0 ? rayHit(r, n.left, pb, po) : po)

        // Observable successors keep the root.
        if sRo > 0 && uRight >= 0 {
            let left = sLo > 0 ? pl : po
            if left != pr { pushChild(mesh, n, idx, t, rightEdge, uRight, right: pr, left: left, target) }
        }
        if sLo < 0 && uLeft >= 0 {
            let right = sRo < 0 ? pr : po
            if right != pl { pushChild(mesh, n, idx, t, leftEdge, uLeft, right: right, left: pl, target) }
        }

        // Non-observable successors turn around a corner at an interval end. When the ray root→R grazes
        // R (the triangle lies wholly left of it), the observable child on the right edge carries R into
        // the next triangle of R's fan and turns there: turning here too would sweep the fan twice.
        if n.right == pb && sRo <= 0 && mesh.isCorner[ib] {
            let g = n.g + r.distance(to: pb)
            if acceptRoot(ib, g) {
                var child = n
                child.root = Int32(ib)
                child.rootPoint = pb
                child.g = g
                if uRight >= 0 {
                    pushChild(mesh, child, idx, t, rightEdge, uRight, right: pb, left: sRo > 0 ? pr : po, target)
                }
                if sRo < 0 && uLeft >= 0 && pr != po {
                    pushChild(mesh, child, idx, t, leftEdge, uLeft, right: po, left: pr, target)
                }
            }
        }
        if n.left == pa && sLo >= 0 && mesh.isCorner[ia] {
            let g = n.g + r.distance(to: pa)
            if acceptRoot(ia, g) {
                var child = n
                child.root = Int32(ia)
                child.rootPoint = pa
                child.g = g
                if uLeft >= 0 {
                    pushChild(mesh, child, idx, t, leftEdge, uLeft, right: sLo < 0 ? pl : po, left: pa, target)
                }
                if sLo > 0 && uRight >= 0 && pl != po {
                    pushChild(mesh, child, idx, t, rightEdge, uRight, right: pl, left: po, target)
                }
            }
        }
    }

    /// Pushes the node whose interval `[right, left]` lies on edge `k` of `t`, expanding into `u`.
    @inline(__always)
    private mutating func pushChild(_ mesh: NavigationMesh, _ base: SearchNode, _ parent: Int32, _ t: Int, _ k: Int, _ u: Int,
                           right: Point, left: Point, _ target: Point?, steps: Int32 = 0) {
        // Dead-end pruning: never cross a bridge of the mesh towards a side without a target.
        if mesh.deadEnds.isDeadEnd(from: t, into: u, targets: targetPreorders) { return }
        let child = SearchNode(root: base.root, rootPoint: base.rootPoint, left: left, right: right, triangle: Int32(u),
                               edge: Int8(mesh.backEdge(from: t, into: u)), g: base.g, parent: parent, target: steps)
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
