import Foundation
import IndoorGeometry
import TestSupport

/// Slow, obviously correct references and random inputs for the point-location tests.
enum PointLocationOracle {
    /// Winding number of `ring` around `p` (Sunday's formulation), with the exact orientation predicate,
    /// or `nil` when `p` lies on an edge or vertex (tested edge by edge, exactly).
    static func windingNumber(_ ring: Ring, _ p: Point) -> Int? {
        var wn = 0
        for i in 0 ..< ring.edgeCount {
            let a = ring.points[i]
            let b = ring.points[i + 1]
            let s = Orientation.sign(a, b, p)
            if s == 0 && min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) && min(a.y, b.y) <= p.y && p.y <= max(a.y, b.y) {
                return nil
            }
            if a.y <= p.y {
                if b.y > p.y && s > 0 { wn += 1 }
            } else {
                if b.y <= p.y && s < 0 { wn -= 1 }
            }
        }
        return wn
    }

    /// Location by winding numbers, by the documented rule: exterior outside the shell or strictly inside
    /// a hole, else boundary on any ring, else interior. A ring holds `p` when its winding number is
    /// nonzero, or odd with `evenOdd` (the library's rule; they differ only for self-intersecting rings).
    static func locate(_ polygon: Polygon, _ p: Point, evenOdd: Bool = false) -> Location {
        var onBoundary = false
        for (k, ring) in polygon.rings.enumerated() {
            guard let wn = windingNumber(ring, p) else {
                onBoundary = true
                continue
            }
            let holds = evenOdd ? wn % 2 != 0 : wn != 0
            if k == 0 && !holds { return .exterior }
            if k > 0 && holds { return .exterior }
        }
        return onBoundary ? .boundary : .interior
    }

    /// Brute-force distance to the nearest ring edge, by `Segment.distance`.
    static func boundaryDistance(_ polygon: Polygon, _ p: Point) -> Double {
        var best = Double.infinity
        for ring in polygon.rings {
            for i in 0 ..< ring.edgeCount { best = min(best, ring.edge(i).distance(to: p)) }
        }
        return best
    }

    /// A simple star-shaped ring with integer coordinates around `center`: vertices at increasing angles
    /// (each angle slot jittered), radius in `radius`, rounded, then sorted exactly by direction with
    /// duplicate directions dropped, so the ring is simple (collinear neighbours may occur).
    static func integerStar(center: (x: Int, y: Int), radius: ClosedRange<Double>, vertices: Int, rng: inout SplitMix64) -> [Point] {
        var dirs: [(x: Int, y: Int)] = []
        for i in 0 ..< vertices {
            let angle = (Double(i) + Double.random(in: 0 ..< 0.8, using: &rng)) * 2 * Double.pi / Double(vertices)
            let r = Double.random(in: radius, using: &rng)
            let v = (x: Int((r * cos(angle)).rounded()), y: Int((r * sin(angle)).rounded()))
            if v.x != 0 || v.y != 0 { dirs.append(v) }
        }
        func half(_ v: (x: Int, y: Int)) -> Int { v.y > 0 || (v.y == 0 && v.x > 0) ? 0 : 1 }
        dirs.sort { a, b in
            let ha = half(a), hb = half(b)
            return ha != hb ? ha < hb : a.x * b.y - a.y * b.x > 0
        }
        var kept: [(x: Int, y: Int)] = []
        for v in dirs {
            if let l = kept.last, half(l) == half(v), l.x * v.y - l.y * v.x == 0 { continue }
            kept.append(v)
        }
        var pts = kept.map { Point(x: Double(center.x + $0.x), y: Double(center.y + $0.y)) }
        pts.append(pts[0])
        return pts
    }

    /// A rectilinear "histogram" ring: bottom edge on y = 0 from x = 0 to `columns`, and a skyline of
    /// integer heights in `1 ... maxHeight` on top: many horizontal edges and rays through vertices.
    static func histogram(columns: Int, maxHeight: Int, rng: inout SplitMix64) -> [Point] {
        let heights = (0 ..< columns).map { _ in Int.random(in: 1 ... maxHeight, using: &rng) }
        var pts = [Point(x: 0, y: 0), Point(x: Double(columns), y: 0)]
        for c in stride(from: columns - 1, through: 0, by: -1) {
            pts.append(Point(x: Double(c + 1), y: Double(heights[c])))
            pts.append(Point(x: Double(c), y: Double(heights[c])))
        }
        pts.append(pts[0])
        return pts
    }

    /// A random closed walk (self-intersecting in general): valid input for both locate forms, no oracle.
    static func randomWalk(vertices: Int, scale: Double, offset: Point, rng: inout SplitMix64) -> [Point] {
        var pts = (0 ..< vertices).map { _ in
            Point(x: offset.x + Double.random(in: 0 ... scale, using: &rng), y: offset.y + Double.random(in: 0 ... scale, using: &rng))
        }
        pts.append(pts[0])
        return pts
    }

    /// Points exactly on the ring's edges: vertices, midpoints of axis-aligned edges, and, for integer
    /// edges, every lattice point of the edge (steps of (dx, dy) / gcd(dx, dy)), up to `perEdge` each.
    static func exactEdgePoints(_ ring: Ring, perEdge: Int) -> [Point] {
        var out: [Point] = []
        for i in 0 ..< ring.edgeCount {
            let a = ring.points[i]
            let b = ring.points[i + 1]
            out.append(a)
            if a.x == b.x || a.y == b.y { out.append(Point(x: a.x / 2 + b.x / 2, y: a.y / 2 + b.y / 2)) }
            let dx = b.x - a.x, dy = b.y - a.y
            if a.x.rounded() == a.x, a.y.rounded() == a.y, dx.rounded() == dx, dy.rounded() == dy, abs(dx) < 1e6, abs(dy) < 1e6 {
                let g = gcd(Int(abs(dx)), Int(abs(dy)))
                if g > 1 {
                    for k in 1 ..< min(g, perEdge + 1) {
                        out.append(Point(x: a.x + dx / Double(g) * Double(k), y: a.y + dy / Double(g) * Double(k)))
                    }
                }
            }
        }
        return out
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

extension Polygon {
    /// The same polygon with every ring traversed the other way (CW ↔ CCW).
    var withReversedRings: Polygon { Polygon(shell: shell.reversed, holes: holes.map(\.reversed)) }
}
