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
    var nx: [Double] = []
    var ny: [Double] = []
    var vertex: [Int] = []
    var prev: [Int] = []
    var next: [Int] = []
    var prevZ: [Int] = []
    var nextZ: [Int] = []
    var zv: [Int] = []
    var steiner: [Bool] = []
    var output: [Int] = []
    var minX = 0.0
    var minY = 0.0
    var invSize = 0.0
    var points: [Point] = []

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

    @inline(__always) func pt(_ n: Int) -> Point { Point(x: nx[n], y: ny[n]) }

    /// earcut's `area` sign: negative for a counter-clockwise turn (exact).
    @inline(__always) func area(_ p: Int, _ q: Int, _ r: Int) -> Int { -Orientation.sign(pt(p), pt(q), pt(r)) }

    @inline(__always) func equals(_ a: Int, _ b: Int) -> Bool { nx[a] == nx[b] && ny[a] == ny[b] }

    mutating func createNode(_ v: Int, _ x: Double, _ y: Double) -> Int {
        nx.append(x); ny.append(y); vertex.append(v)
        prev.append(-1); next.append(-1); prevZ.append(-1); nextZ.append(-1)
        zv.append(0); steiner.append(false)
        return nx.count - 1
    }

    mutating func insertNode(_ v: Int, _ last: Int) -> Int {
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

    mutating func removeNode(_ p: Int) {
        prev[next[p]] = prev[p]
        next[prev[p]] = next[p]
        if prevZ[p] >= 0 { nextZ[prevZ[p]] = nextZ[p] }
        if nextZ[p] >= 0 { prevZ[nextZ[p]] = prevZ[p] }
    }

    mutating func linkedList(start: Int, end: Int, counterClockwise: Bool) -> Int {
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

    mutating func filterPoints(_ start: Int, _ endIn: Int = -1) -> Int {
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

    mutating func earcutLinked(_ start: Int, pass: Int) {
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
    func pointInTriangle(_ a: Point, _ b: Point, _ c: Point, _ p: Point) -> Bool {
        Orientation.sign(c, a, p) >= 0 && Orientation.sign(a, b, p) >= 0 && Orientation.sign(b, c, p) >= 0
    }

    @inline(__always)
    func pointInTriangleExceptFirst(_ a: Point, _ b: Point, _ c: Point, _ p: Point) -> Bool {
        !(a == p) && pointInTriangle(a, b, c, p)
    }

    func isEar(_ ear: Int) -> Bool {
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

    func isEarHashed(_ ear: Int) -> Bool {
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

    func zOrder(_ px: Double, _ py: Double) -> Int {
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
    mutating func indexCurve(_ start: Int) {
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

    mutating func cureLocalIntersections(_ startIn: Int) -> Int {
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

    mutating func splitEarcut(_ start: Int) {
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
}
