import IndoorGeometry

/// Hole bridging and diagonal tests of ``RoutingEarcut`` (earcut's `eliminateHoles`, `findHoleBridge`,
/// `isValidDiagonal` and helpers).
extension RoutingEarcut {
    // MARK: - Holes

    mutating func eliminateHoles(ringStarts: [Int], outer: Int) -> Int {
        var queue: [Int] = []
        for k in 1 ..< ringStarts.count {
            let s = ringStarts[k]
            let e = k + 1 < ringStarts.count ? ringStarts[k + 1] : points.count
            guard e - s >= 1 else { continue }
            let list = linkedList(start: s, end: e, counterClockwise: false)
            guard list >= 0 else { continue }
            if list == next[list] { steiner[list] = true }
            queue.append(leftmost(list))
        }
        queue.sort { a, b in
            if nx[a] != nx[b] { return nx[a] < nx[b] }
            if ny[a] != ny[b] { return ny[a] < ny[b] }
            let sa = (ny[next[a]] - ny[a]) / (nx[next[a]] - nx[a])
            let sb = (ny[next[b]] - ny[b]) / (nx[next[b]] - nx[b])
            return sa < sb
        }
        var o = outer
        for h in queue { o = eliminateHole(h, o) }
        return o
    }

    mutating func eliminateHole(_ hole: Int, _ outer: Int) -> Int {
        guard let bridge = findHoleBridge(hole, outer) else { return outer }
        let bridgeReverse = splitPolygon(bridge, hole)
        _ = filterPoints(bridgeReverse, next[bridgeReverse])
        return filterPoints(bridge, next[bridge])
    }

    func findHoleBridge(_ hole: Int, _ outer: Int) -> Int? {
        var p = outer
        let hx = nx[hole], hy = ny[hole]
        var qx = -Double.infinity
        var m = -1
        if equals(hole, p) { return p }
        repeat {
            let q = next[p]
            if equals(hole, q) { return q }
            if hy <= ny[p] && hy >= ny[q] && ny[q] != ny[p] {
                let x = nx[p] + (hy - ny[p]) * (nx[q] - nx[p]) / (ny[q] - ny[p])
                if x <= hx && x > qx {
                    qx = x
                    m = nx[p] < nx[q] ? p : q
                    if x == hx { return m }
                }
            }
            p = q
        } while p != outer
        guard m >= 0 else { return nil }
        let stop = m
        let mx = nx[m], my = ny[m]
        var tanMin = Double.infinity
        p = m
        repeat {
            if hx >= nx[p] && nx[p] >= mx && hx != nx[p]
                && pointInTriangle(
                    Point(x: hy < my ? hx : qx, y: hy), Point(x: mx, y: my), Point(x: hy < my ? qx : hx, y: hy), pt(p))
            {
                let tan = abs(hy - ny[p]) / (hx - nx[p])
                if locallyInside(p, hole)
                    && (tan < tanMin || (tan == tanMin && (nx[p] > nx[m] || (nx[p] == nx[m] && sectorContainsSector(m, p)))))
                {
                    m = p
                    tanMin = tan
                }
            }
            p = next[p]
        } while p != stop
        return m
    }

    func sectorContainsSector(_ m: Int, _ p: Int) -> Bool {
        area(prev[m], m, prev[p]) < 0 && area(next[p], m, next[m]) < 0
    }

    func leftmost(_ start: Int) -> Int {
        var p = start, best = start
        repeat {
            if nx[p] < nx[best] || (nx[p] == nx[best] && ny[p] < ny[best]) { best = p }
            p = next[p]
        } while p != start
        return best
    }

    // MARK: - Diagonals

    func isValidDiagonal(_ a: Int, _ b: Int) -> Bool {
        guard vertex[next[a]] != vertex[b] && vertex[prev[a]] != vertex[b] && !intersectsPolygon(a, b) else { return false }
        if locallyInside(a, b) && locallyInside(b, a) && middleInside(a, b)
            && (area(prev[a], a, prev[b]) != 0 || area(a, prev[b], b) != 0)
        {
            return true
        }
        return equals(a, b) && area(prev[a], a, next[a]) > 0 && area(prev[b], b, next[b]) > 0
    }

    func onSegment(_ p: Int, _ q: Int, _ r: Int) -> Bool {
        nx[q] <= Swift.max(nx[p], nx[r]) && nx[q] >= Swift.min(nx[p], nx[r])
            && ny[q] <= Swift.max(ny[p], ny[r]) && ny[q] >= Swift.min(ny[p], ny[r])
    }

    func intersects(_ p1: Int, _ q1: Int, _ p2: Int, _ q2: Int) -> Bool {
        let o1 = area(p1, q1, p2), o2 = area(p1, q1, q2)
        let o3 = area(p2, q2, p1), o4 = area(p2, q2, q1)
        if o1 != o2 && o3 != o4 { return true }
        if o1 == 0 && onSegment(p1, p2, q1) { return true }
        if o2 == 0 && onSegment(p1, q2, q1) { return true }
        if o3 == 0 && onSegment(p2, p1, q2) { return true }
        if o4 == 0 && onSegment(p2, q1, q2) { return true }
        return false
    }

    func intersectsPolygon(_ a: Int, _ b: Int) -> Bool {
        var p = a
        repeat {
            let q = next[p]
            if vertex[p] != vertex[a] && vertex[q] != vertex[a] && vertex[p] != vertex[b] && vertex[q] != vertex[b]
                && intersects(p, q, a, b)
            {
                return true
            }
            p = q
        } while p != a
        return false
    }

    func locallyInside(_ a: Int, _ b: Int) -> Bool {
        area(prev[a], a, next[a]) < 0
            ? area(a, b, next[a]) >= 0 && area(a, prev[a], b) >= 0
            : area(a, b, prev[a]) < 0 || area(a, next[a], b) < 0
    }

    func middleInside(_ a: Int, _ b: Int) -> Bool {
        var p = a
        var inside = false
        let mx = (nx[a] + nx[b]) / 2, my = (ny[a] + ny[b]) / 2
        repeat {
            let q = next[p]
            if (ny[p] > my) != (ny[q] > my) && ny[q] != ny[p]
                && mx < (nx[q] - nx[p]) * (my - ny[p]) / (ny[q] - ny[p]) + nx[p]
            {
                inside.toggle()
            }
            p = q
        } while p != a
        return inside
    }

    mutating func splitPolygon(_ a: Int, _ b: Int) -> Int {
        let a2 = createNode(vertex[a], nx[a], ny[a])
        let b2 = createNode(vertex[b], nx[b], ny[b])
        let an = next[a], bp = prev[b]
        next[a] = b; prev[b] = a
        next[a2] = an; prev[an] = a2
        next[b2] = a2; prev[a2] = b2
        next[bp] = b2; prev[b2] = bp
        return b2
    }
}
