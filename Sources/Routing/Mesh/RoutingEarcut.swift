import IndoorGeometry

/// Ear-clipping triangulation of one polygon with holes: a port of Mapbox earcut 3.0
/// (V. Agafonkin, ISC licence, https://github.com/mapbox/earcut), with every orientation decided by the
/// exact ``Orientation/sign(_:_:_:)`` instead of a floating-point area.
///
/// Holes are bridged to the shell (leftmost hole first), collinear and repeated vertices are filtered,
/// and polygons that ear clipping alone cannot finish (touching or slightly self-intersecting rings) go
/// through earcut's two repair passes (curing local intersections, then splitting along a valid diagonal).
/// A z-order hash keeps ear tests near-linear on rings with many vertices.
///
/// Internal builder scratch: a linked list in parallel arrays, reused across polygons of one floor. A
/// value type so that the hot loops touch no class property (no dynamic exclusivity checks).
struct RoutingEarcut {
    private var nx: [Double] = []
    private var ny: [Double] = []
    private var vertex: [Int] = []
    private var prev: [Int] = []
    private var next: [Int] = []
    private var prevZ: [Int] = []
    private var nextZ: [Int] = []
    private var zv: [Int] = []
    private var steiner: [Bool] = []
    private var output: [Int] = []
    private var minX = 0.0
    private var minY = 0.0
    private var invSize = 0.0
    private var points: [Point] = []

    init() {}

    /// Triangulates one polygon.
    /// - Parameters:
    ///   - points: the vertices of every ring, open (no closing repeat), shell first then holes.
    ///   - ringStarts: the offset of each ring in `points` (`ringStarts[0] == 0`).
    /// - Returns: vertex index triples into `points` (orientation not normalised).
    /// - Complexity: O(n log n) typical, O(n²) worst case.
    mutating func triangulate(points: [Point], ringStarts: [Int]) -> [Int] {
        self.points = points
        nx.removeAll(keepingCapacity: true)
        ny.removeAll(keepingCapacity: true)
        vertex.removeAll(keepingCapacity: true)
        prev.removeAll(keepingCapacity: true)
        next.removeAll(keepingCapacity: true)
        prevZ.removeAll(keepingCapacity: true)
        nextZ.removeAll(keepingCapacity: true)
        zv.removeAll(keepingCapacity: true)
        steiner.removeAll(keepingCapacity: true)
        output.removeAll(keepingCapacity: true)
        guard let first = ringStarts.first, first == 0 else { return [] }
        let outerEnd = ringStarts.count > 1 ? ringStarts[1] : points.count
        var outer = linkedList(start: 0, end: outerEnd, counterClockwise: true)
        guard outer >= 0, next[outer] != prev[outer] else { return [] }
        if ringStarts.count > 1 { outer = eliminateHoles(ringStarts: ringStarts, outer: outer) }
        invSize = 0
        if points.count > 80 {
            var bx0 = points[0].x, by0 = points[0].y, bx1 = bx0, by1 = by0
            for i in 1 ..< outerEnd {
                let p = points[i]
                bx0 = Swift.min(bx0, p.x); by0 = Swift.min(by0, p.y)
                bx1 = Swift.max(bx1, p.x); by1 = Swift.max(by1, p.y)
            }
            minX = bx0
            minY = by0
            let size = Swift.max(bx1 - bx0, by1 - by0)
            invSize = size != 0 ? 32767 / size : 0
        }
        earcutLinked(outer, pass: 0)
        return output
    }

    // MARK: - Node helpers

    @inline(__always) private func pt(_ n: Int) -> Point { Point(x: nx[n], y: ny[n]) }

    /// earcut's `area` sign: negative for a counter-clockwise turn (exact).
    @inline(__always) private func area(_ p: Int, _ q: Int, _ r: Int) -> Int { -Orientation.sign(pt(p), pt(q), pt(r)) }

    @inline(__always) private func equals(_ a: Int, _ b: Int) -> Bool { nx[a] == nx[b] && ny[a] == ny[b] }

    private mutating func createNode(_ v: Int, _ x: Double, _ y: Double) -> Int {
        nx.append(x); ny.append(y); vertex.append(v)
        prev.append(-1); next.append(-1); prevZ.append(-1); nextZ.append(-1)
        zv.append(0); steiner.append(false)
        return nx.count - 1
    }

    private mutating func insertNode(_ v: Int, _ last: Int) -> Int {
        let p = createNode(v, points[v].x, points[v].y)
        if last < 0 {
            prev[p] = p
            next[p] = p
        } else {
            next[p] = next[last]
            prev[p] = last
            prev[next[last]] = p
            next[last] = p
        }
        return p
    }

    private mutating func removeNode(_ p: Int) {
        prev[next[p]] = prev[p]
        next[prev[p]] = next[p]
        if prevZ[p] >= 0 { nextZ[prevZ[p]] = nextZ[p] }
        if nextZ[p] >= 0 { prevZ[nextZ[p]] = prevZ[p] }
    }

    private mutating func linkedList(start: Int, end: Int, counterClockwise: Bool) -> Int {
        var s = 0.0
        let o = points[start]
        if end - start >= 3 {
            for i in start + 1 ..< end - 1 { s += (points[i] - o).cross(points[i + 1] - o) }
        }
        var last = -1
        if counterClockwise == (s > 0) {
            for i in start ..< end { last = insertNode(i, last) }
        } else {
            for i in stride(from: end - 1, through: start, by: -1) { last = insertNode(i, last) }
        }
        if last >= 0 && equals(last, next[last]) {
            removeNode(last)
            last = next[last]
        }
        return last
    }

    private mutating func filterPoints(_ start: Int, _ endIn: Int = -1) -> Int {
        guard start >= 0 else { return start }
        var end = endIn < 0 ? start : endIn
        var p = start
        var again: Bool
        repeat {
            again = false
            if !steiner[p] && (equals(p, next[p]) || area(prev[p], p, next[p]) == 0) {
                // Deviation from earcut: a collinear vertex that is dropped may already belong to emitted
                // triangles; emit the zero-area triangle so the mesh builder can split the neighbouring
                // edge at it instead of leaving a T-junction.
                let a = prev[p], c = next[p]
                if !equals(p, c) && !equals(p, a) && !equals(a, c) {
                    output.append(vertex[a]); output.append(vertex[p]); output.append(vertex[c])
                }
                removeNode(p)
                p = prev[p]
                end = p
                if p == next[p] { break }
                again = true
            } else {
                p = next[p]
            }
        } while again || p != end
        return end
    }

    // MARK: - Ear clipping

    private mutating func earcutLinked(_ start: Int, pass: Int) {
        guard start >= 0 else { return }
        var ear = start
        if pass == 0 && invSize != 0 { indexCurve(ear) }
        var stop = ear
        while prev[ear] != next[ear] {
            let p = prev[ear], n = next[ear]
            if invSize != 0 ? isEarHashed(ear) : isEar(ear) {
                output.append(vertex[p]); output.append(vertex[ear]); output.append(vertex[n])
                removeNode(ear)
                ear = next[n]
                stop = next[n]
                continue
            }
            ear = n
            if ear == stop {
                if pass == 0 {
                    earcutLinked(filterPoints(ear), pass: 1)
                } else if pass == 1 {
                    let cured = cureLocalIntersections(filterPoints(ear))
                    earcutLinked(cured, pass: 2)
                } else {
                    splitEarcut(ear)
                }
                break
            }
        }
    }

    @inline(__always)
    private func pointInTriangle(_ a: Point, _ b: Point, _ c: Point, _ p: Point) -> Bool {
        Orientation.sign(c, a, p) >= 0 && Orientation.sign(a, b, p) >= 0 && Orientation.sign(b, c, p) >= 0
    }

    @inline(__always)
    private func pointInTriangleExceptFirst(_ a: Point, _ b: Point, _ c: Point, _ p: Point) -> Bool {
        !(a == p) && pointInTriangle(a, b, c, p)
    }

    private func isEar(_ ear: Int) -> Bool {
        let a = prev[ear], c = next[ear]
        if area(a, ear, c) >= 0 { return false }
        let pa = pt(a), pb = pt(ear), pc = pt(c)
        let x0 = Swift.min(pa.x, pb.x, pc.x), y0 = Swift.min(pa.y, pb.y, pc.y)
        let x1 = Swift.max(pa.x, pb.x, pc.x), y1 = Swift.max(pa.y, pb.y, pc.y)
        var p = next[c]
        while p != a {
            if nx[p] >= x0 && nx[p] <= x1 && ny[p] >= y0 && ny[p] <= y1
                && pointInTriangleExceptFirst(pa, pb, pc, pt(p)) && area(prev[p], p, next[p]) >= 0
            {
                return false
            }
            p = next[p]
        }
        return true
    }

    private func isEarHashed(_ ear: Int) -> Bool {
        let a = prev[ear], c = next[ear]
        if area(a, ear, c) >= 0 { return false }
        let pa = pt(a), pb = pt(ear), pc = pt(c)
        let x0 = Swift.min(pa.x, pb.x, pc.x), y0 = Swift.min(pa.y, pb.y, pc.y)
        let x1 = Swift.max(pa.x, pb.x, pc.x), y1 = Swift.max(pa.y, pb.y, pc.y)
        let minZ = zOrder(x0, y0), maxZ = zOrder(x1, y1)
        @inline(__always) func blocks(_ q: Int) -> Bool {
            nx[q] >= x0 && nx[q] <= x1 && ny[q] >= y0 && ny[q] <= y1 && q != a && q != c
                && pointInTriangleExceptFirst(pa, pb, pc, pt(q)) && area(prev[q], q, next[q]) >= 0
        }
        var p = prevZ[ear], n = nextZ[ear]
        while p >= 0 && zv[p] >= minZ && n >= 0 && zv[n] <= maxZ {
            if blocks(p) { return false }
            p = prevZ[p]
            if blocks(n) { return false }
            n = nextZ[n]
        }
        while p >= 0 && zv[p] >= minZ {
            if blocks(p) { return false }
            p = prevZ[p]
        }
        while n >= 0 && zv[n] <= maxZ {
            if blocks(n) { return false }
            n = nextZ[n]
        }
        return true
    }

    private func zOrder(_ px: Double, _ py: Double) -> Int {
        var x = Int((px - minX) * invSize) & 0xFFFF
        var y = Int((py - minY) * invSize) & 0xFFFF
        x = (x | (x << 8)) & 0x00FF_00FF
        x = (x | (x << 4)) & 0x0F0F_0F0F
        x = (x | (x << 2)) & 0x3333_3333
        x = (x | (x << 1)) & 0x5555_5555
        y = (y | (y << 8)) & 0x00FF_00FF
        y = (y | (y << 4)) & 0x0F0F_0F0F
        y = (y | (y << 2)) & 0x3333_3333
        y = (y | (y << 1)) & 0x5555_5555
        return x | (y << 1)
    }

    /// Links the ring's nodes in z-order (earcut's `indexCurve` + `sortLinked`, with an array sort).
    private mutating func indexCurve(_ start: Int) {
        var ring: [Int] = []
        var p = start
        repeat {
            zv[p] = zOrder(nx[p], ny[p])
            ring.append(p)
            p = next[p]
        } while p != start
        ring.sort { zv[$0] < zv[$1] }
        for (k, q) in ring.enumerated() {
            prevZ[q] = k > 0 ? ring[k - 1] : -1
            nextZ[q] = k + 1 < ring.count ? ring[k + 1] : -1
        }
    }

    // MARK: - Repair passes

    private mutating func cureLocalIntersections(_ startIn: Int) -> Int {
        var start = startIn
        var p = start
        repeat {
            let a = prev[p], b = next[next[p]]
            if !equals(a, b) && intersects(a, p, next[p], b) && locallyInside(a, b) && locallyInside(b, a) {
                output.append(vertex[a]); output.append(vertex[p]); output.append(vertex[b])
                removeNode(p)
                removeNode(next[p])
                p = b
                start = b
            }
            p = next[p]
        } while p != start
        return filterPoints(p)
    }

    private mutating func splitEarcut(_ start: Int) {
        var a = start
        repeat {
            var b = next[next[a]]
            while b != prev[a] {
                if vertex[a] != vertex[b] && isValidDiagonal(a, b) {
                    var c = splitPolygon(a, b)
                    a = filterPoints(a, next[a])
                    c = filterPoints(c, next[c])
                    earcutLinked(a, pass: 0)
                    earcutLinked(c, pass: 0)
                    return
                }
                b = next[b]
            }
            a = next[a]
        } while a != start
    }

    // MARK: - Holes

    private mutating func eliminateHoles(ringStarts: [Int], outer: Int) -> Int {
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

    private mutating func eliminateHole(_ hole: Int, _ outer: Int) -> Int {
        guard let bridge = findHoleBridge(hole, outer) else { return outer }
        let bridgeReverse = splitPolygon(bridge, hole)
        _ = filterPoints(bridgeReverse, next[bridgeReverse])
        return filterPoints(bridge, next[bridge])
    }

    private func findHoleBridge(_ hole: Int, _ outer: Int) -> Int? {
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

    private func sectorContainsSector(_ m: Int, _ p: Int) -> Bool {
        area(prev[m], m, prev[p]) < 0 && area(next[p], m, next[m]) < 0
    }

    private func leftmost(_ start: Int) -> Int {
        var p = start, best = start
        repeat {
            if nx[p] < nx[best] || (nx[p] == nx[best] && ny[p] < ny[best]) { best = p }
            p = next[p]
        } while p != start
        return best
    }

    // MARK: - Diagonals

    private func isValidDiagonal(_ a: Int, _ b: Int) -> Bool {
        guard vertex[next[a]] != vertex[b] && vertex[prev[a]] != vertex[b] && !intersectsPolygon(a, b) else { return false }
        if locallyInside(a, b) && locallyInside(b, a) && middleInside(a, b)
            && (area(prev[a], a, prev[b]) != 0 || area(a, prev[b], b) != 0)
        {
            return true
        }
        return equals(a, b) && area(prev[a], a, next[a]) > 0 && area(prev[b], b, next[b]) > 0
    }

    private func onSegment(_ p: Int, _ q: Int, _ r: Int) -> Bool {
        nx[q] <= Swift.max(nx[p], nx[r]) && nx[q] >= Swift.min(nx[p], nx[r])
            && ny[q] <= Swift.max(ny[p], ny[r]) && ny[q] >= Swift.min(ny[p], ny[r])
    }

    private func intersects(_ p1: Int, _ q1: Int, _ p2: Int, _ q2: Int) -> Bool {
        let o1 = area(p1, q1, p2), o2 = area(p1, q1, q2)
        let o3 = area(p2, q2, p1), o4 = area(p2, q2, q1)
        if o1 != o2 && o3 != o4 { return true }
        if o1 == 0 && onSegment(p1, p2, q1) { return true }
        if o2 == 0 && onSegment(p1, q2, q1) { return true }
        if o3 == 0 && onSegment(p2, p1, q2) { return true }
        if o4 == 0 && onSegment(p2, q1, q2) { return true }
        return false
    }

    private func intersectsPolygon(_ a: Int, _ b: Int) -> Bool {
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

    private func locallyInside(_ a: Int, _ b: Int) -> Bool {
        area(prev[a], a, next[a]) < 0
            ? area(a, b, next[a]) >= 0 && area(a, prev[a], b) >= 0
            : area(a, b, prev[a]) < 0 || area(a, next[a], b) < 0
    }

    private func middleInside(_ a: Int, _ b: Int) -> Bool {
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

    private mutating func splitPolygon(_ a: Int, _ b: Int) -> Int {
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
