/// Small polygon measures used by IMDF inference: exact intersection area, boundary proximity, point
/// containment and a point well inside a polygon. Kept here (not in Predicates) because they serve the
/// reader's heuristics, not the engine's hit-testing.
enum IMDFPolygonOverlap {
    /// Area in square metres of the intersection of two polygons (holes respected).
    ///
    /// Each ring is written as a signed fan of triangles from a common origin `O`; the indicator function of a
    /// polygon is the signed sum of its fan triangles' indicators, so the intersection area is
    /// `Σᵢ Σⱼ sᵢ sⱼ area(Tᵢ ∩ Tⱼ)`, where each `Tᵢ ∩ Tⱼ` is a convex clip (Sutherland–Hodgman, 1974).
    /// Works for non-convex polygons, any ring orientation and holes; shared edges contribute nothing.
    /// - Complexity: O(n·m) triangle clips for polygons of n and m edges.
    static func intersectionArea(_ a: Polygon, _ b: Polygon) -> Double {
        let box = a.boundingBox
        guard box.intersects(b.boundingBox) else { return 0 }
        let o = box.center
        let fa = fan(a, origin: o)
        let fb = fan(b, origin: o)
        var total = 0.0
        for ta in fa {
            for tb in fb {
                guard ta.box.intersects(tb.box) else { continue }
                total += ta.sign * tb.sign * clippedArea(ta, tb)
            }
        }
        return max(0, total)
    }

    /// A triangle `(O, p, q)` in counter-clockwise order, with its sign in the fan and its box.
    private struct FanTriangle {
        var p0: Point
        var p1: Point
        var p2: Point
        var sign: Double
        var box: BoundingBox
    }

    private static func fan(_ polygon: Polygon, origin o: Point) -> [FanTriangle] {
        var out: [FanTriangle] = []
        out.reserveCapacity(polygon.edgeCount)
        for (r, ring) in polygon.rings.enumerated() {
            // Shell counts positively and holes negatively, whatever the ring's winding.
            let ringSign: Double = (r == 0 ? 1 : -1) * (ring.signedArea >= 0 ? 1 : -1)
            for i in 0 ..< ring.edgeCount {
                let p = ring.points[i] - o
                let q = ring.points[i + 1] - o
                let c = p.cross(q)
                if c == 0 { continue }
                let z = Point.zero
                let t =
                    c > 0
                    ? FanTriangle(p0: z, p1: p, p2: q, sign: ringSign, box: .empty)
                    : FanTriangle(p0: z, p1: q, p2: p, sign: -ringSign, box: .empty)
                var tt = t
                tt.box = BoundingBox(points: [z, p, q])
                out.append(tt)
            }
        }
        return out
    }

    /// Area of the intersection of two counter-clockwise triangles.
    private static func clippedArea(_ a: FanTriangle, _ b: FanTriangle) -> Double {
        var poly: [Point] = [a.p0, a.p1, a.p2]
        var next: [Point] = []
        poly.reserveCapacity(9)
        next.reserveCapacity(9)
        let clip = [b.p0, b.p1, b.p2]
        for k in 0 ..< 3 {
            let c0 = clip[k]
            let c1 = clip[(k + 1) % 3]
            let d = c1 - c0
            next.removeAll(keepingCapacity: true)
            guard let last = poly.last else { return 0 }
            var s = last
            var sIn = d.cross(s - c0) >= 0
            for e in poly {
                let eIn = d.cross(e - c0) >= 0
                if eIn != sIn {
                    let ds = d.cross(s - c0)
                    let de = d.cross(e - c0)
                    let t = ds / (ds - de)
                    next.append(s.interpolated(to: e, t: t))
                }
                if eIn { next.append(e) }
                s = e
                sIn = eIn
            }
            swap(&poly, &next)
            if poly.count < 3 { return 0 }
        }
        var area = 0.0
        let p0 = poly[0]
        for i in 1 ..< poly.count - 1 { area += (poly[i] - p0).cross(poly[i + 1] - p0) }
        return abs(area) / 2
    }

    /// Whether the boundaries of two polygons come within `tolerance` metres of each other.
    /// - Complexity: O(n·m) segment pairs after a bounding-box rejection.
    static func boundariesWithin(_ a: Polygon, _ b: Polygon, tolerance: Double) -> Bool {
        guard a.boundingBox.expanded(by: tolerance).intersects(b.boundingBox) else { return false }
        let t2 = tolerance * tolerance
        for ra in a.rings {
            for i in 0 ..< ra.edgeCount {
                let ea = ra.edge(i)
                let ba = ea.boundingBox.expanded(by: tolerance)
                for rb in b.rings where ba.intersects(rb.boundingBox) {
                    for j in 0 ..< rb.edgeCount {
                        let eb = rb.edge(j)
                        guard ba.intersects(eb.boundingBox) else { continue }
                        if segmentSquaredDistance(ea, eb) <= t2 { return true }
                    }
                }
            }
        }
        return false
    }

    /// Squared distance between two segments (0 when they intersect).
    static func segmentSquaredDistance(_ s: Segment, _ t: Segment) -> Double {
        if SegmentIntersection(s.start, s.end, t.start, t.end).intersects { return 0 }
        return min(
            min(s.squaredDistance(to: t.start), s.squaredDistance(to: t.end)),
            min(t.squaredDistance(to: s.start), t.squaredDistance(to: s.end)))
    }

    /// Calls `body` on the shell, then each hole, without building the `rings` array (hot loops).
    @inline(__always)
    private static func forEachRing(_ polygon: Polygon, _ body: (Ring) -> Void) {
        body(polygon.shell)
        for h in polygon.holes { body(h) }
    }

    /// Even-odd containment of `p` in `polygon` (boundary points may go either way).
    static func contains(_ polygon: Polygon, _ p: Point) -> Bool {
        guard polygon.boundingBox.contains(p) else { return false }
        var inside = false
        forEachRing(polygon) { ring in
            let pts = ring.points
            for i in 0 ..< pts.count - 1 {
                let a = pts[i]
                let b = pts[i + 1]
                if (a.y > p.y) != (b.y > p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { inside.toggle() }
                }
            }
        }
        return inside
    }

    /// Distance in metres from `p` to the nearest edge of any ring of `polygon`.
    static func distanceToBoundary(_ polygon: Polygon, _ p: Point) -> Double {
        var best = Double.infinity
        forEachRing(polygon) { ring in
            for i in 0 ..< ring.edgeCount { best = min(best, ring.edge(i).squaredDistance(to: p)) }
        }
        return best.squareRoot()
    }

    /// A point well inside `polygon`: `preferred` when it lies inside at least `clearance` metres from
    /// the boundary (or as far in as the polygon allows), else the best point of a 24×24 grid over the
    /// bounding box by distance to the boundary.
    /// - Complexity: O(576·n).
    static func interiorPoint(_ polygon: Polygon, preferred: Point?, clearance: Double = 0.3) -> Point {
        var best: Point? = nil
        var bestDistance = -1.0
        if let p = preferred, contains(polygon, p) {
            let d = distanceToBoundary(polygon, p)
            if d >= clearance { return p }
            best = p
            bestDistance = d
        }
        let box = polygon.boundingBox
        let n = 24
        for i in 0 ..< n {
            for j in 0 ..< n {
                let q = Point(x: box.minX + (Double(i) + 0.5) * box.width / Double(n), y: box.minY + (Double(j) + 0.5) * box.height / Double(n))
                guard contains(polygon, q) else { continue }
                let d = distanceToBoundary(polygon, q)
                if d > bestDistance {
                    bestDistance = d
                    best = q
                }
            }
        }
        return best ?? polygon.shell.points[0]
    }
}
