import IndoorGeometry

/// Merges a triangulation into convex polygons (Hertel & Mehlhorn, "Fast triangulation of simple
/// polygons", 1983: drop every diagonal whose removal keeps both end vertices convex), longest
/// diagonals first. Collinear end vertices count as convex, so a corridor with doorways becomes one
/// polygon. Fewer, larger polygons mean far fewer Polyanya nodes (the corridor's edges are crossed once
/// instead of once per sliver triangle).
///
/// Output in compressed rows: polygon `p` has vertices `vertices[start[p] ..< start[p + 1]]` in
/// counter-clockwise order; `neighbours[s]` is the polygon across the edge leaving slot `s` (or -1: also
/// where that polygon has no edge between the same two vertices the other way, so every neighbour has a
/// twin edge, ``NavigationMesh/twinEdge(_:_:)``).
struct NavigationMeshMerge {
    var start: [Int32] = [0]
    var vertices: [Int32] = []
    var neighbours: [Int32] = []

    /// - Complexity: O(d log d + Σ merged polygon sizes) for d diagonals.
    init(points: [Point], corners: [Int32], triangleNeighbours: [Int32], keep: Set<UInt64> = []) {
        let n = corners.count / 3
        var polys: [[Int32]] = (0 ..< n).map { [corners[3 * $0], corners[3 * $0 + 1], corners[3 * $0 + 2]] }
        // Neighbour ids are original triangle ids, resolved through `owner` (union-find) when read.
        var nbrs: [[Int32]] = (0 ..< n).map { [triangleNeighbours[3 * $0], triangleNeighbours[3 * $0 + 1], triangleNeighbours[3 * $0 + 2]] }
        var owner = [Int32](0 ..< Int32(n))
        func find(_ x: Int32) -> Int32 {
            var r = x
            while owner[Int(r)] != r { r = owner[Int(r)] }
            var y = x
            while owner[Int(y)] != r {
                let next = owner[Int(y)]
                owner[Int(y)] = r
                y = next
            }
            return r
        }
        // Diagonals with the triangles they join, longest first.
        var pairs: [(Double, Int32, Int32, Int32, Int32)] = []
        pairs.reserveCapacity(corners.count / 2)
        for t in 0 ..< n {
            for k in 0 ..< 3 {
                let u = triangleNeighbours[3 * t + k]
                if u > Int32(t) {
                    let a = corners[3 * t + k], b = corners[3 * t + (k + 1) % 3]
                    if !keep.isEmpty && keep.contains(UInt64(UInt32(Swift.min(a, b))) << 32 | UInt64(UInt32(Swift.max(a, b)))) { continue }
                    pairs.append((points[Int(a)].squaredDistance(to: points[Int(b)]), Int32(t), u, a, b))
                }
            }
        }
        pairs.sort { $0.0 > $1.0 }
        for (_, t, u, a, b) in pairs {
            let p = find(t), q = find(u)
            guard p != q else { continue }
            let P = polys[Int(p)], Q = polys[Int(q)]
            let mp = P.count, mq = Q.count
            // Edge a→b in P and b→a in Q (or the reverse), shared exactly once.
            guard let i = (0 ..< mp).first(where: { (P[$0] == a && P[($0 + 1) % mp] == b) || (P[$0] == b && P[($0 + 1) % mp] == a) })
            else { continue }
            let x = P[i], y = P[(i + 1) % mp]
            guard let j = (0 ..< mq).first(where: { Q[$0] == y && Q[($0 + 1) % mq] == x }) else { continue }
            var shared = 0
            // (`find` outside `&&`: a nested function called in an autoclosure makes `owner`'s accesses dynamically checked.)
            for k in 0 ..< mp where nbrs[Int(p)][k] >= 0 {
                if find(nbrs[Int(p)][k]) == q { shared += 1 }
            }
            guard shared == 1 else { continue }
            // Convexity at x (prev in P, next in Q) and at y (prev in Q, next in P).
            let px = points[Int(P[(i + mp - 1) % mp])], nx = points[Int(Q[(j + 2) % mq])]
            let py = points[Int(Q[(j + mq - 1) % mq])], ny = points[Int(P[(i + 2) % mp])]
            guard Orientation.sign(px, points[Int(x)], nx) >= 0, Orientation.sign(py, points[Int(y)], ny) >= 0 else { continue }
            var merged: [Int32] = []
            var mergedNbrs: [Int32] = []
            merged.reserveCapacity(mp + mq - 2)
            for k in 1 ... mp {
                let idx = (i + k) % mp
                merged.append(P[idx])
                if k < mp { mergedNbrs.append(nbrs[Int(p)][idx]) }
            }
            // x is last from P; continue with Q after x up to before y.
            mergedNbrs.append(nbrs[Int(q)][(j + 1) % mq])
            for k in 2 ..< mq {
                let idx = (j + k) % mq
                merged.append(Q[idx])
                mergedNbrs.append(nbrs[Int(q)][idx])
            }
            polys[Int(p)] = merged
            nbrs[Int(p)] = mergedNbrs
            polys[Int(q)] = []
            nbrs[Int(q)] = []
            owner[Int(q)] = p
        }
        // Compact: renumber surviving polygons, resolve neighbours, find twin slots.
        var newId = [Int32](repeating: -1, count: n)
        var count: Int32 = 0
        for t in 0 ..< n where owner[t] == Int32(t) {
            newId[t] = count
            count += 1
            vertices.append(contentsOf: polys[t])
            start.append(Int32(vertices.count))
        }
        neighbours = [Int32](repeating: -1, count: vertices.count)
        var slot = 0
        for t in 0 ..< n where owner[t] == Int32(t) {
            for k in 0 ..< polys[t].count {
                let u = nbrs[t][k]
                neighbours[slot + k] = u >= 0 ? newId[Int(find(u))] : -1
            }
            slot += polys[t].count
        }
        for p in 0 ..< Int(count) {
            let s0 = Int(start[p]), s1 = Int(start[p + 1])
            for s in s0 ..< s1 {
                let q = neighbours[s]
                guard q >= 0 else { continue }
                let a = vertices[s], b = vertices[s + 1 < s1 ? s + 1 : s0]
                let q0 = Int(start[Int(q)]), q1 = Int(start[Int(q) + 1])
                if !(q0 ..< q1).contains(where: { r in vertices[r] == b && vertices[r + 1 < q1 ? r + 1 : q0] == a }) { neighbours[s] = -1 }
            }
        }
    }
}
