import IndoorGeometry

/// Node expansion of ``PolyanyaCore``: projecting an interval through a convex polygon.
extension PolyanyaCore {
    mutating func expand(_ mesh: NavigationMesh, _ idx: Int32, _ n: SearchNode, _ target: Point?) {
        let t = Int(n.polygon), e = Int(n.edge)
        let row = PolygonRow(mesh, t), m = row.count
        let vertices = mesh.vertices
        // Chain c_0 = b (right end of the entry edge), c_1, …, c_{m-1} = a (left end); chain edge j runs
        // from c_j to c_{j+1} and is edge e + 1 + j of the polygon.
        @inline(__always) func c(_ j: Int) -> Point { vertices[mesh.vertex(slot: row.slot(e + 1 + j))] }
        let ia = mesh.vertex(slot: row.slot(e)), ib = mesh.vertex(slot: row.slot(e + 1))
        let pa = vertices[ia], pb = vertices[ib]
        let r = n.rootPoint

        // Root on the interval (after turning around a vertex): everything is visible; sweep on round it.
        if n.root == Int32(ib) || n.root == Int32(ia) {
            pushFinals(polygon: t, root: n.root, rootPoint: r, g: n.g, parent: idx)
            guard Int(n.target) <= mesh.polygonCount else { return }
            for j in 0 ..< m - 1 {
                let sweep = (n.root == Int32(ib) && j == 0) || (n.root == Int32(ia) && j == m - 2)
                pushChild(mesh, NodeRoot(n), idx, row, e + 1 + j, right: c(j), left: c(j + 1), target, steps: sweep ? n.target + 1 : 0)
            }
            return
        }

        // Root on the line of the entry edge, outside it (a start on a wall, or a polygon with collinear
        // corners): it sees nothing through the edge but the line itself, so the only way on is to walk
        // along the line to the nearer end and turn there (or, when that end is no corner, to the other).
        if Orientation.sign(pa, pb, r) == 0 {
            let nearB = r.squaredDistance(to: pb) <= r.squaredDistance(to: pa)
            for v in nearB ? [ib, ia] : [ia, ib] where mesh.isCorner[v] {
                let g = n.g + r.distance(to: vertices[v])
                if acceptRoot(v, g, from: n.root) {
                    var child = n
                    child.root = Int32(v)
                    child.rootPoint = vertices[v]
                    child.g = g
                    child.parent = idx
                    child.target = 0
                    push(mesh, child, target)
                }
                break
            }
            return
        }

        pushFinals(mesh, through: n, parent: idx)

        // Where the ray root→R leaves the polygon: at vertex c_j or across chain edge prEdge.
        var prEdge = m - 2, pr = pa, rightGrazes = false
        for j in 1 ..< m {
            let sgn = Orientation.sign(n.rightRayFrom, n.rightRayTo, c(j))
            if sgn == 0 {
                prEdge = j
                pr = c(j)
                break
            }
            if sgn > 0 {
                prEdge = j - 1
                pr = rayHit(n.rightRayFrom, n.rightRayTo, c(j - 1), c(j))
                rightGrazes = j == 1 && n.right == pb
                break
            }
        }
        // Where the ray root→L leaves it: at vertex c_j or across chain edge plEdge.
        var plEdge = 0, pl = pb, leftGrazes = false
        for j in stride(from: m - 2, through: 0, by: -1) {
            let sgn = Orientation.sign(n.leftRayFrom, n.leftRayTo, c(j))
            if sgn == 0 {
                plEdge = j - 1
                pl = c(j)
                break
            }
            if sgn < 0 {
                plEdge = j
                pl = rayHit(n.leftRayFrom, n.leftRayTo, c(j), c(j + 1))
                leftGrazes = j == m - 2 && n.left == pa
                break
            }
        }

        // Observable successors keep the root.
        if prEdge <= plEdge && plEdge >= 0 {
            for j in Swift.max(prEdge, 0) ... plEdge {
                let right = j == prEdge ? pr : c(j)
                let left = j == plEdge ? pl : c(j + 1)
                if left != right {
                    pushChild(
                        mesh, NodeRoot(n), idx, row, e + 1 + j, right: right, left: left,
                        rightRay: j == prEdge ? (n.rightRayFrom, n.rightRayTo) : nil,
                        leftRay: j == plEdge ? (n.leftRayFrom, n.leftRayTo) : nil, target)
                }
            }
        }

        turnAtEnds(
            mesh, idx, n, target, row: row, ends: (ia, ib), right: (edge: prEdge, point: pr, grazes: rightGrazes),
            left: (edge: plEdge, point: pl, grazes: leftGrazes))
    }

    /// Non-observable successors of node `n` (popped as `idx`): the interval ends that are corners, turned
    /// around, each the root of the children on the chain edges hidden behind it. `right` and `left`: where the
    /// rays root→R and root→L leave the polygon (chain edge, point, and whether the ray grazes its end); `ends`:
    /// the vertices A and B of the entry edge.
    @inline(__always)
    private mutating func turnAtEnds(
        _ mesh: NavigationMesh, _ idx: Int32, _ n: SearchNode, _ target: Point?, row: PolygonRow, ends: (a: Int, b: Int),
        right: (edge: Int, point: Point, grazes: Bool), left: (edge: Int, point: Point, grazes: Bool)
    ) {
        let e = Int(n.edge), m = row.count
        let vertices = mesh.vertices
        @inline(__always) func c(_ j: Int) -> Point { vertices[mesh.vertex(slot: row.slot(e + 1 + j))] }
        let ia = ends.a, ib = ends.b, pa = vertices[ia], pb = vertices[ib], r = n.rootPoint
        let prEdge = right.edge, pr = right.point, rightGrazes = right.grazes
        let plEdge = left.edge, pl = left.point, leftGrazes = left.grazes
        // Non-observable successors turn around a corner at an interval end. When the ray root→R grazes
        // R (the polygon lies wholly left of it), the observable child on the first chain edge carries R
        // into the next polygon of R's fan and turns there: turning here too would sweep the fan twice.
        if n.right == pb && !rightGrazes && mesh.isCorner[ib] {
            let g = n.g + r.distance(to: pb)
            if acceptRoot(ib, g, from: n.root) {
                let child = NodeRoot(root: Int32(ib), point: pb, g: g)
                for j in 0 ..< prEdge {
                    pushChild(mesh, child, idx, row, e + 1 + j, right: c(j), left: c(j + 1), target, steps: j == 0 ? 1 : 0)
                }
                let start = c(prEdge)
                if pr != start {
                    // Its left boundary continues the old right ray beyond the corner: same line.
                    pushChild(
                        mesh, child, idx, row, e + 1 + prEdge, right: start, left: pr, leftRay: (n.rightRayFrom, n.rightRayTo),
                        target, steps: prEdge == 0 ? 1 : 0)
                }
            }
        }
        if n.left == pa && !leftGrazes && mesh.isCorner[ia] {
            let g = n.g + r.distance(to: pa)
            if acceptRoot(ia, g, from: n.root) {
                let child = NodeRoot(root: Int32(ia), point: pa, g: g)
                if plEdge + 1 <= m - 2 {
                    for j in plEdge + 1 ... m - 2 {
                        pushChild(mesh, child, idx, row, e + 1 + j, right: c(j), left: c(j + 1), target, steps: j == m - 2 ? 1 : 0)
                    }
                }
                if plEdge >= 0 {
                    let end = c(plEdge + 1)
                    if pl != end {
                        // Its right boundary continues the old left ray beyond the corner: same line.
                        pushChild(
                            mesh, child, idx, row, e + 1 + plEdge, right: pl, left: end, rightRay: (n.leftRayFrom, n.leftRayTo),
                            target, steps: plEdge == m - 2 ? 1 : 0)
                    }
                }
            }
        }
    }

    /// Pushes the node whose interval `[right, left]` lies on edge `k` (`0 ≤ k < 2·count`, taken modulo the
    /// count) of the polygon of `row` (from corner `k` to `k + 1`), expanding into the polygon across; nothing
    /// for a wall or a dead end.
    @inline(__always)
    mutating func pushChild(
        _ mesh: NavigationMesh, _ base: NodeRoot, _ parent: Int32, _ row: PolygonRow, _ k: Int,
        right: Point, left: Point, rightRay: (Point, Point)? = nil, leftRay: (Point, Point)? = nil,
        _ target: Point?, steps: Int32 = 0
    ) {
        let slot = row.slot(k)
        let u = mesh.neighbour(slot: slot)
        guard u >= 0 else { return }
        // Dead-end pruning: never cross a bridge of the mesh towards a side without a target.
        if pruneDeadEnds && mesh.deadEnds.isDeadEnd(from: row.polygon, into: u, targets: targetPreorders) { return }
        // A ray not given explicitly runs from the root through the interval end.
        let lr = leftRay ?? (base.point, left), rr = rightRay ?? (base.point, right)
        let child = SearchNode(
            root: base.root, rootPoint: base.point, left: left, right: right, leftRayFrom: lr.0, leftRayTo: lr.1,
            rightRayFrom: rr.0, rightRayTo: rr.1, polygon: Int32(u),
            edge: Int32(mesh.twinEdge(slot: slot, start: row.start, count: row.count)), g: base.g, parent: parent, target: steps)
        push(mesh, child, target)
    }

    /// The root a child node keeps or gets (a corner turned around): its vertex (-1: the start), point and
    /// path length; what ``pushChild(_:_:_:_:_:right:left:rightRay:leftRay:_:steps:)`` reads of the parent.
    struct NodeRoot {
        let root: Int32
        let point: Point
        let g: Double

        @inline(__always) init(root: Int32, point: Point, g: Double) {
            self.root = root
            self.point = point
            self.g = g
        }

        @inline(__always) init(_ n: SearchNode) { self.init(root: n.root, point: n.rootPoint, g: n.g) }
    }

    /// Where the ray through `r` and `x` (in that direction) crosses segment `p → q`, clamped to the segment.
    @inline(__always)
    func rayHit(_ r: Point, _ x: Point, _ p: Point, _ q: Point) -> Point {
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

    /// The least ``heuristic(_:_:_:)`` of node `n` over the targets not yet reached that a path through it
    /// could reach within their ``targetBounds``, `nil` when it can reach none (the root's straight distance
    /// to a target, a lower bound of the heuristic, rules most out without computing it).
    @inline(__always)
    func leastHeuristic(_ n: SearchNode, _ mesh: NavigationMesh) -> Double? {
        var least = Double.infinity
        for i in targets.indices where !done[i] {
            let limit = targetBounds[i] - n.g
            let t = targets[i]
            guard n.rootPoint.squaredDistance(to: t) <= limit * limit, limit >= 0 else { continue }
            let h = heuristic(n, t, mesh)
            if h <= limit && h < least { least = h }
        }
        return least < .infinity ? least : nil
    }

    /// Length of the shortest path from the node's root through its interval to `t` (Polyanya's h).
    @inline(__always)
    func heuristic(_ n: SearchNode, _ t: Point, _ mesh: NavigationMesh) -> Double {
        let r = n.rootPoint, L = n.left, R = n.right
        if L == R || r == L || r == R { return r.distance(to: t) }
        var tp = t
        let sr = Orientation.sign(R, L, r)
        if sr == 0 { return r.distance(to: t) }  // root on the interval's line: only the plain bound is safe
        let st = Orientation.sign(R, L, t)
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
