import IndoorGeometry

/// The Polyanya search proper (see ``PolyanyaSearch``).
struct PolyanyaCore {
    struct SearchNode {
        /// Vertex id of the root, or -1 for the start point.
        var root: Int32
        var rootPoint: Point
        var left: Point
        var right: Point
        /// The bounding rays' lines, each through two points in its direction (`…From → …To`), with the
        /// root on the line: exact input points wherever possible (the root and a vertex, or the old
        /// root and the corner turned around), so that intersections do not accumulate rounding along a
        /// ray and a ray through a vertex is recognised exactly (regressions: corridor seeds 142 and 102,
        /// a ray along x = 6.1 drifted to 6.100000000000003 and missed the jamb it grazes).
        var leftRayFrom: Point
        var leftRayTo: Point
        var rightRayFrom: Point
        var rightRayTo: Point
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

    var nodes: [SearchNode] = []
    var heap = BinaryHeap<HeapEntry<Int32>>()
    var rootG: [Double] = []
    /// Per vertex reached as a root: the root it was reached from at its best `rootG` (-1: the start).
    var rootParent: [Int32] = []
    /// Vertices that became roots in the running search, in the order first reached.
    var newRoots: [Int32] = []
    var rootStamp: [UInt32] = []
    var polygonStamp: [UInt32] = []
    var polygonHead: [Int32] = []
    var targetLinks: [(target: Int32, next: Int32)] = []
    var stamp: UInt32 = 0
    var located: [Int32] = []
    var startTriangles: [Int32] = []
    /// Pre-order numbers (``NavigationMeshDeadEnds``) of every target polygon.
    var targetPreorders: [Int32] = []
    var targets: [Point] = []
    var done: [Bool] = []
    /// Final node per target, -1 when unreached.
    var finals: [Int32] = []
    /// Number of nodes expanded by the last search (for benchmarks and tests).
    var expanded = 0
    /// Whether the running search may skip bridges towards sides without a target (off in
    /// ``Mode/exhaustive``, whose by-products are distances to every vertex).
    var pruneDeadEnds = true
    /// Per target, the longest walk to it that is wanted (``distances(in:from:to:bounds:)``); empty when
    /// the search has one bound for all (or none). When set, the search is A* on the least heuristic over
    /// the targets not yet reached whose bound the node can still meet, and a node that can meet none is
    /// dropped.
    var targetBounds: [Double] = []

    /// What a search is run for.
    enum Mode {
        /// Stop when every target is settled (or the bound is passed).
        case targets
        /// Expand only nodes rooted at the start: afterwards the vertices with `rootParent == -1` are the
        /// corners visible from the start where a path can first turn (`rootG` their distance), and the
        /// targets with a final node rooted at the start are the ones it sees directly.
        case firstTurns
        /// ``firstTurns`` without dead-end pruning: every corner visible from the start where a path can turn,
        /// whatever lies behind it (what a ``FloorCornerGraph`` is built from).
        case visible
        /// Explore the whole component without dead-end pruning: afterwards `rootG`/`rootParent` hold,
        /// for every corner a shortest path from the start can turn at, its exact geodesic distance and
        /// the previous turn (the shortest-path tree over corners), and every target has its final node.
        case exhaustive
    }

    init() {}

    // MARK: - Entry points (internal to the module)

    /// The shortest path from `start` to `goal` inside the mesh: its length in metres and its points
    /// (start, corner vertices, goal), or `nil` when either point is outside or no path exists.
    /// `bound`: give up (return `nil`) as soon as every remaining path is known to be longer than
    /// `bound` metres (the search's smallest f-value exceeds it).
    mutating func shortestPath(
        in mesh: NavigationMesh, from start: Point, to goal: Point,
        bound: Double = .infinity
    ) -> (length: Double, points: [Point])? {
        run(mesh, start: start, targets: CollectionOfOne(goal), useHeuristic: true, bound: bound)
        guard finals[0] >= 0 else { return nil }
        return (nodes[Int(finals[0])].g, path(to: 0, start: start))
    }

    /// The shortest-path length from `start` to `goal` in metres, ∞ when an end is outside or no path exists.
    mutating func distance(in mesh: NavigationMesh, from start: Point, to goal: Point) -> Double {
        run(mesh, start: start, targets: CollectionOfOne(goal), useHeuristic: true)
        return finals[0] >= 0 ? nodes[Int(finals[0])].g : .infinity
    }

    /// Exact walking distances from `start` to every target whose walk is at most its own bound in
    /// `bounds` (metres; ∞ for the others, and when unreachable or outside), by one A* search ordered by the
    /// least of the targets' Polyanya heuristics, among the targets not yet reached whose bound the node can
    /// still meet: it expands only nodes on a way to some target within that target's bound (ellipses around
    /// the start and the targets, not the disk of the longest bound), and stops once every reachable target
    /// is settled. Each heuristic evaluation costs a few orientation tests per target.
    mutating func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point], bounds: [Double]) -> [Double] {
        precondition(bounds.count == targets.count, "one bound per target")
        targetBounds.removeAll(keepingCapacity: true)
        targetBounds.append(contentsOf: bounds)
        defer { targetBounds.removeAll(keepingCapacity: true) }
        run(mesh, start: start, targets: targets, useHeuristic: false, bound: bounds.max() ?? 0, keepTargetBounds: true)
        var out: [Double] = []
        out.reserveCapacity(targets.count)
        for (k, f) in finals.enumerated() { out.append(f >= 0 && nodes[Int(f)].g <= bounds[k] ? nodes[Int(f)].g : .infinity) }
        return out
    }

    /// Exact walking distances from `start` to every target (∞ when unreachable or outside), by one
    /// Dijkstra-ordered search that stops once every reachable target is settled, or once every remaining
    /// path is longer than `bound` metres (targets farther than `bound` may then read ∞).
    mutating func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point], bound: Double = .infinity) -> [Double] {
        run(mesh, start: start, targets: targets, useHeuristic: targets.count == 1, bound: bound)
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
        return Self.taut(pts)
    }

    /// A path's points without repeats and without middle points it runs straight through (a turn
    /// "around" a collinear corner); a single point is doubled so that every path has a segment.
    static func taut(_ pts: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(pts.count)
        for p in pts where out.last != p {
            // Drop a middle point that the path runs straight through (a turn "around" a collinear corner).
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                if Orientation.sign(a, b, p) == 0 && (b - a).dot(p - b) > 0 { out.removeLast() }
            }
            out.append(p)
        }
        if out.count == 1, let only = out.first { out.append(only) }
        return out
    }

    // MARK: - Search

    mutating func nextStamp(vertexCount: Int, polygonCount: Int) {
        if rootG.count < vertexCount {
            rootG = [Double](repeating: 0, count: vertexCount)
            rootParent = [Int32](repeating: -1, count: vertexCount)
            rootStamp = [UInt32](repeating: 0, count: vertexCount)
        }
        if polygonStamp.count < polygonCount {
            polygonStamp = [UInt32](repeating: 0, count: polygonCount)
            polygonHead = [Int32](repeating: -1, count: polygonCount)
        }
        if stamp == UInt32.max {
            stamp = 0
            for i in rootStamp.indices { rootStamp[i] = 0 }
            for i in polygonStamp.indices { polygonStamp[i] = 0 }
        }
        stamp += 1
    }

    /// One search from `start` towards `targets` in `mode`; the targets' polygons are located on `mesh` unless
    /// `targetPolygons` gives them (for its first `count` targets).
    mutating func run<C: Collection<Point>>(
        _ mesh: NavigationMesh, start: Point, targets: C, useHeuristic: Bool,
        bound: Double = .infinity, mode: Mode = .targets, targetPolygons: FlatLists<Int32>? = nil, keepTargetBounds: Bool = false
    ) {
        if !keepTargetBounds { targetBounds.removeAll(keepingCapacity: true) }
        pruneDeadEnds = mode == .targets || mode == .firstTurns
        newRoots.removeAll(keepingCapacity: true)
        nextStamp(vertexCount: mesh.vertices.count, polygonCount: mesh.polygonCount)
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
            if let known = targetPolygons, i < known.count {
                for j in known.range(i) { located.append(known.items[j]) }
            } else {
                mesh.locateAll(t, into: &located)
            }
            var reachable = false
            for tri in located {
                let c = mesh.component[Int(tri)]
                if c == startComponent || startTriangles.contains(where: { mesh.component[Int($0)] == c }) {
                    reachable = true
                }
                let ti = Int(tri)
                targetPreorders.append(mesh.deadEnds.preorder[ti])
                if polygonStamp[ti] != stamp {
                    polygonStamp[ti] = stamp
                    polygonHead[ti] = -1
                }
                targetLinks.append((Int32(i), polygonHead[ti]))
                polygonHead[ti] = Int32(targetLinks.count - 1)
            }
            if reachable { remaining += 1 } else { done[i] = true }
        }
        guard remaining > 0 || mode != .targets else { return }
        let heuristicTarget: Point? = useHeuristic && self.targets.count == 1 ? self.targets[0] : nil

        // Initial nodes: every edge of every polygon holding the start, except edges through the start.
        for tri in startTriangles {
            let t = Int(tri)
            pushFinals(polygon: t, root: -1, rootPoint: start, g: 0, parent: -1)
            for k in 0 ..< mesh.edgeCount(t) {
                let u = mesh.neighbour(t, k)
                guard u >= 0, !pruneDeadEnds || !mesh.deadEnds.isDeadEnd(from: t, into: u, targets: targetPreorders) else { continue }
                let p = mesh.point(t, k), q = mesh.point(t, k + 1)
                // An edge through the start leads nowhere new; a collinear edge elsewhere on the same wall
                // line is kept (expansion turns it into a turn at its nearer corner).
                if Orientation.sign(p, q, start) == 0 && BoundingBox(corner: p, q).contains(start) { continue }
                push(
                    mesh,
                    SearchNode(
                        root: -1, rootPoint: start, left: q, right: p, leftRayFrom: start, leftRayTo: q,
                        rightRayFrom: start, rightRayTo: p, polygon: Int32(u),
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
                    if remaining == 0 && mode == .targets { break }
                }
                continue
            }
            if node.root >= 0 {
                if mode == .firstTurns || mode == .visible { continue }
                let r = Int(node.root)
                if rootStamp[r] == stamp && node.g > rootG[r] + 1e-9 * (1 + rootG[r]) { continue }
            }
            expanded += 1
            expand(mesh, idx, node, heuristicTarget)
        }
    }

    @inline(__always)
    mutating func push(_ mesh: NavigationMesh, _ n: SearchNode, _ target: Point?) {
        let f: Double
        if let t = target {
            f = n.g + heuristic(n, t, mesh)
        } else if !targetBounds.isEmpty {
            guard let h = leastHeuristic(n, mesh) else { return }
            f = n.g + h
        } else {
            f = n.g
        }
        nodes.append(n)
        heap.push(f, Int32(nodes.count - 1))
    }

    /// Pushes a final node for each unreached target in polygon `t`, all of it visible from the root (a start
    /// polygon, a fan swept around a corner).
    mutating func pushFinals(polygon t: Int, root: Int32, rootPoint: Point, g: Double, parent: Int32) {
        guard polygonStamp[t] == stamp else { return }
        var link = polygonHead[t]
        while link >= 0 {
            let (ti, nextLink) = targetLinks[Int(link)]
            link = nextLink
            if done[Int(ti)] { continue }
            pushFinal(target: ti, polygon: t, root: root, rootPoint: rootPoint, g: g, parent: parent)
        }
    }

    /// Pushes a final node for each unreached target in node `n`'s polygon that the node sees through its
    /// interval, or from a corner at an end of it.
    mutating func pushFinals(_ mesh: NavigationMesh, through n: SearchNode, parent: Int32) {
        let t = Int(n.polygon)
        guard polygonStamp[t] == stamp else { return }
        var link = polygonHead[t]
        while link >= 0 {
            let (ti, nextLink) = targetLinks[Int(link)]
            link = nextLink
            if done[Int(ti)] { continue }
            let tp = targets[Int(ti)]
            let sR = Orientation.sign(n.rightRayFrom, n.rightRayTo, tp)
            let sL = Orientation.sign(n.leftRayFrom, n.leftRayTo, tp)
            if sR >= 0 && sL <= 0 {
                pushFinal(target: ti, polygon: t, root: n.root, rootPoint: n.rootPoint, g: n.g, parent: parent)
                continue
            }
            // Hidden behind an end of the interval: seen from that end when it is a corner.
            let v = mesh.vertex(t, Int(n.edge) + (sR < 0 ? 1 : 0))
            let corner = mesh.vertices[v]
            guard (sR < 0 ? n.right : n.left) == corner && mesh.isCorner[v] else { continue }
            pushFinal(target: ti, polygon: t, root: Int32(v), rootPoint: corner, g: n.g + n.rootPoint.distance(to: corner), parent: parent)
        }
    }

    /// Pushes the final node of target `ti` in polygon `t`, reached straight from the root.
    @inline(__always)
    private mutating func pushFinal(target ti: Int32, polygon t: Int, root: Int32, rootPoint: Point, g: Double, parent: Int32) {
        let tp = targets[Int(ti)]
        let total = g + rootPoint.distance(to: tp)
        if !targetBounds.isEmpty && total > targetBounds[Int(ti)] { return }
        nodes.append(
            SearchNode(
                root: root, rootPoint: rootPoint, left: tp, right: tp, leftRayFrom: tp, leftRayTo: tp, rightRayFrom: tp, rightRayTo: tp,
                polygon: Int32(t), edge: -1, g: total, parent: parent, target: ti))
        heap.push(total, Int32(nodes.count - 1))
    }

    /// Whether a new root `v` reached at cost `g` survives root-level pruning (and records it).
    ///
    /// Only strictly worse arrivals are pruned: two equally short paths may reach `v` from different
    /// sides and must each sweep their own side.
    @inline(__always)
    mutating func acceptRoot(_ v: Int, _ g: Double, from parentRoot: Int32) -> Bool {
        if rootStamp[v] == stamp {
            if rootG[v] < g - 1e-12 * (1 + g) { return false }
            if g < rootG[v] {
                rootG[v] = g
                rootParent[v] = parentRoot
            }
            return true
        }
        rootStamp[v] = stamp
        rootG[v] = g
        rootParent[v] = parentRoot
        newRoots.append(Int32(v))
        return true
    }
}

extension PolyanyaCore {
    /// The visible region of `p` (``Mode/firstTurns``): the corners where a path from `p` can first turn,
    /// with their distances, into `turns`; per target, its distance when `p` sees it directly (∞ otherwise),
    /// into `seen`. What ``PointWalks`` and the corner-graph ends of a route are read from.
    mutating func sweepFirstTurns<C: Collection>(
        _ mesh: NavigationMesh, from p: Point, targets: C, targetPolygons: FlatLists<Int32>? = nil,
        turns: inout [(vertex: Int32, distance: Double)], seen: inout [Double]
    ) where C.Element == Point {
        run(mesh, start: p, targets: targets, useHeuristic: false, mode: .firstTurns, targetPolygons: targetPolygons)
        turns.removeAll(keepingCapacity: true)
        for v in newRoots where rootParent[Int(v)] == -1 { turns.append((v, rootG[Int(v)])) }
        seen.removeAll(keepingCapacity: true)
        for k in 0 ..< targets.count {
            let f = finals[k]
            seen.append(f >= 0 && nodes[Int(f)].root == -1 ? nodes[Int(f)].g : .infinity)
        }
    }
}
