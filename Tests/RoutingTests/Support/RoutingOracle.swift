import IndoorGeometry

/// The slow, obviously exact oracle: a visibility graph over every free-space vertex plus the two end
/// points, each candidate segment tested exactly against the polygons, then Dijkstra.
enum RoutingOracle {
    /// 1 strictly inside, 0 on the boundary, -1 outside (closed polygons with holes, exact orientation).
    static func locate(_ p: Point, in polygons: [Polygon]) -> Int {
        var best = -1
        for poly in polygons {
            var inside = false
            for ring in [poly.shell] + poly.holes {
                for i in 0 ..< ring.edgeCount {
                    let a = ring.points[i], b = ring.points[i + 1]
                    if Orientation.sign(a, b, p) == 0 && BoundingBox(corner: a, b).contains(p) { return 0 }
                    if (a.y > p.y) != (b.y > p.y) {
                        // Crossing of the horizontal ray to +x, decided exactly.
                        let s = Orientation.sign(a, b, p)
                        if (b.y > a.y && s > 0) || (b.y < a.y && s < 0) { inside.toggle() }
                    }
                }
            }
            if inside { best = 1 }
        }
        return best
    }

    /// Whether the closed segment `u–v` lies in the closed free space (exact for exact inputs).
    static func segmentInside(_ u: Point, _ v: Point, _ polygons: [Polygon]) -> Bool {
        var splits: [Double] = [0, 1]
        let d = v - u
        let l2 = d.squaredLength
        if l2 == 0 { return locate(u, in: polygons) >= 0 }
        var edges: [(Point, Point)] = []
        for poly in polygons {
            for ring in [poly.shell] + poly.holes {
                for i in 0 ..< ring.edgeCount { edges.append((ring.points[i], ring.points[i + 1])) }
            }
        }
        let box = BoundingBox(corner: u, v)
        for (a, b) in edges {
            if SegmentIntersection(u, v, a, b) == .proper { return false }
            for w in [a, b] where w != u && w != v && box.contains(w) && Orientation.sign(u, v, w) == 0 {
                splits.append((w - u).dot(d) / l2)
            }
        }
        splits.sort()
        for k in 0 ..< splits.count - 1 where splits[k + 1] > splits[k] {
            let a = u + d * splits[k], b = u + d * splits[k + 1]
            // Along a wall: inside the closed free space.
            if edges.contains(where: { e in
                Orientation.sign(e.0, e.1, a) == 0 && Orientation.sign(e.0, e.1, b) == 0
                    && BoundingBox(corner: e.0, e.1).contains(a) && BoundingBox(corner: e.0, e.1).contains(b)
            }) {
                continue
            }
            if locate(a.interpolated(to: b, t: 0.5), in: polygons) < 0 { return false }
        }
        return true
    }

    /// Distance from `p` to the nearest polygon edge, in metres.
    static func boundaryDistance(_ p: Point, _ polygons: [Polygon]) -> Double {
        var best = Double.infinity
        for poly in polygons {
            for ring in [poly.shell] + poly.holes {
                for i in 0 ..< ring.edgeCount { best = Swift.min(best, ring.edge(i).distance(to: p)) }
            }
        }
        return best
    }

    /// Shortest path length through the free space, or ∞.
    static func shortestDistance(_ s: Point, _ t: Point, _ polygons: [Polygon]) -> Double {
        shortestPath(s, t, polygons).length
    }

    /// Shortest path (length, points) through the free space; length ∞ and no points when unreachable.
    static func shortestPath(_ s: Point, _ t: Point, _ polygons: [Polygon]) -> (length: Double, points: [Point]) {
        var nodes: [Point] = [s, t]
        for poly in polygons { for ring in [poly.shell] + poly.holes { nodes.append(contentsOf: ring.points.dropLast()) } }
        let n = nodes.count
        var dist = [Double](repeating: .infinity, count: n)
        var parent = [Int](repeating: -1, count: n)
        var done = [Bool](repeating: false, count: n)
        var visible = [[Int8]](repeating: [Int8](repeating: -1, count: n), count: n)
        dist[0] = 0
        for _ in 0 ..< n {
            var u = -1
            for i in 0 ..< n where !done[i] && dist[i] < .infinity && (u < 0 || dist[i] < dist[u]) { u = i }
            if u < 0 { break }
            if u == 1 {
                var pts: [Point] = []
                var k = 1
                while k >= 0 { pts.append(nodes[k]); k = parent[k] }
                return (dist[1], pts.reversed())
            }
            done[u] = true
            for v in 0 ..< n where !done[v] {
                let nd = dist[u] + nodes[u].distance(to: nodes[v])
                if nd >= dist[v] { continue }
                if visible[u][v] < 0 {
                    let ok: Int8 = segmentInside(nodes[u], nodes[v], polygons) ? 1 : 0
                    visible[u][v] = ok
                    visible[v][u] = ok
                }
                if visible[u][v] == 1 {
                    dist[v] = nd
                    parent[v] = u
                }
            }
        }
        return (.infinity, [])
    }
}
