@testable import IndoorGeometry
import TestSupport

/// Slow, obviously-correct checks for simplification tests.
enum SimplifyOracle {
    /// For an output that must be a subsequence of `input` (same first point), the largest distance from a
    /// removed input vertex to the output segment that replaced it; nil when `output` is not a subsequence
    /// of `input` or the end points differ.
    static func maxDeviation(input: [Point], output: [Point]) -> Double? {
        guard output.first == input.first, output.last == input.last, output.count >= 2 else { return nil }
        var worst = 0.0
        var k = 0  // index into input of output[o]
        for o in 1 ..< output.count {
            let seg = Segment(output[o - 1], output[o])
            var m = k + 1
            while m < input.count && input[m] != output[o] {
                worst = max(worst, seg.distance(to: input[m]))
                m += 1
            }
            guard m < input.count else { return nil }
            k = m
        }
        return k == input.count - 1 ? worst : nil
    }

    /// `maxDeviation` for closed rings whose output may start at another vertex: rotates the input to
    /// start at the output's first point.
    static func maxRingDeviation(input: Ring, output: Ring) -> Double? {
        let open = Array(input.points.dropLast())
        guard let start = open.firstIndex(of: output.points[0]) else { return nil }
        let rotated = Array(open[start...] + open[..<start]) + [output.points[0]]
        return maxDeviation(input: rotated, output: output.points)
    }

    /// Whether the ring is simple: non-adjacent edges do not meet, adjacent edges meet only at their
    /// common vertex (exact predicates). O(n²).
    static func isSimple(_ ring: Ring) -> Bool {
        let n = ring.edgeCount
        for a in 0 ..< n {
            for b in (a + 1) ..< n {
                let ea = ring.edge(a), eb = ring.edge(b)
                let r = SegmentIntersection(ea.start, ea.end, eb.start, eb.end)
                let adjacent = b == a + 1 || (a == 0 && b == n - 1)
                if !adjacent {
                    if r != .disjoint { return false }
                } else if r == .proper {
                    return false
                } else {
                    // Share one vertex: must not fold back onto each other (collinear, same direction).
                    let e = b == a + 1 ? ea.end : ea.start
                    let f = b == a + 1 ? ea.start : ea.end
                    let g = b == a + 1 ? eb.end : eb.start
                    if Orientation.sign(e, f, g) == 0 && (f - e).dot(g - e) > 0 { return false }
                }
            }
        }
        return true
    }

    /// Whether two different rings meet only in allowed ways: identical segments (a shared edge) or
    /// single shared vertices; never a crossing, a vertex on another's edge interior or a partial overlap.
    static func ringsMeetCleanly(_ r: Ring, _ s: Ring) -> Bool {
        guard r.boundingBox.intersects(s.boundingBox) else { return true }
        for a in 0 ..< r.edgeCount {
            for b in 0 ..< s.edgeCount {
                let ea = r.edge(a), eb = s.edge(b)
                switch SegmentIntersection(ea.start, ea.end, eb.start, eb.end) {
                case .disjoint: continue
                case .proper: return false
                case .touching:
                    let same = (ea.start == eb.start && ea.end == eb.end) || (ea.start == eb.end && ea.end == eb.start)
                    if same { continue }
                    let shared = [ea.start, ea.end].filter { $0 == eb.start || $0 == eb.end }
                    guard shared.count == 1, let e = shared.first else { return false }
                    let f = ea.start == e ? ea.end : ea.start
                    let g = eb.start == e ? eb.end : eb.start
                    if Orientation.sign(e, f, g) == 0 && (f - e).dot(g - e) > 0 { return false }
                }
            }
        }
        return true
    }

    /// Exact location of `p` against a ring: 1 inside, 0 on the boundary, -1 outside (winding number).
    static func locate(_ p: Point, in ring: Ring) -> Int {
        var winding = 0
        for k in 0 ..< ring.edgeCount {
            let a = ring.points[k], b = ring.points[k + 1]
            let s = Orientation.sign(a, b, p)
            if s == 0 && BoundingBox(corner: a, b).contains(p) { return 0 }
            if a.y <= p.y {
                if b.y > p.y && s > 0 { winding += 1 }
            } else if b.y <= p.y && s < 0 {
                winding -= 1
            }
        }
        return winding != 0 ? 1 : -1
    }

    /// The points of `ring` walked from `from` to `to` through points of `members` only, in either
    /// direction; nil when there is no such walk.
    static func stretch(of ring: Ring, from: Point, to: Point, members: Set<Point>) -> [Point]? {
        let open = Array(ring.points.dropLast())
        guard let i0 = open.firstIndex(of: from) else { return nil }
        for step in [1, -1] {
            var path = [from]
            var i = i0
            while true {
                i = (i + step + open.count) % open.count
                let p = open[i]
                path.append(p)
                if p == to { return path }
                if !members.contains(p) || path.count > open.count { break }
            }
        }
        return nil
    }
}

/// A grid of rectangular rooms whose shared walls are identical noisy polylines (built once per wall and
/// used by both neighbours), every other room with a small column (hole) in a pocket of its bottom wall.
struct SimplifyTestGrid {
    var polygons: [Polygon] = []
    /// Each interior wall: its points (corner to corner) and the two rooms sharing it.
    var walls: [(points: [Point], rooms: (Int, Int))] = []

    init(columns: Int, rows: Int, cell: Double, verticesPerWall: Int, noise: Double, seed: UInt64) {
        var g = SplitMix64(seed: seed)
        func corner(_ i: Int, _ j: Int) -> Point { Point(x: Double(i) * cell, y: Double(j) * cell) }
        func wall(_ a: Point, _ b: Point, pocket: Double = 0) -> [Point] {
            let d = b - a
            let normal = Point(x: -d.y, y: d.x) / d.length
            var pts = [a]
            for k in 1 ..< verticesPerWall {
                let t = Double(k) / Double(verticesPerWall)
                // A pocket: the middle third dips by `pocket` to the right of the wall's direction.
                // Noise tapers off towards the corners so that neighbouring walls never cross.
                let taper = Swift.min(1, 2 * Swift.min(t, 1 - t))
                let offset = pocket > 0 && t > 0.35 && t < 0.65 ? -pocket : g.double(-noise ..< noise) * taper
                pts.append(a + d * t + normal * offset)
            }
            pts.append(b)
            return pts
        }
        let pocketDepth = noise * 2.5
        func hasPocket(_ i: Int, _ j: Int) -> Bool { (i + j) % 2 == 0 && j > 0 && verticesPerWall >= 10 }
        // horizontal[i][j]: wall from corner(i, j) to corner(i + 1, j); vertical[i][j]: corner(i, j) to (i, j + 1).
        let horizontal = (0 ..< columns).map { i in (0 ... rows).map { j in wall(corner(i, j), corner(i + 1, j), pocket: hasPocket(i, j) ? pocketDepth : 0) } }
        let vertical = (0 ... columns).map { i in (0 ..< rows).map { j in wall(corner(i, j), corner(i, j + 1)) } }
        for j in 0 ..< rows {
            for i in 0 ..< columns {
                // Counter-clockwise: bottom (left to right), right (up), top (right to left), left (down).
                var pts = horizontal[i][j]
                pts += vertical[i + 1][j].dropFirst()
                pts += horizontal[i][j + 1].reversed().dropFirst()
                pts += vertical[i][j].reversed().dropFirst()
                let shell = Ring(uncheckedPoints: pts)
                var holes: [Ring] = []
                if (i + j) % 2 == 0 {
                    // A small square column, clockwise: inside the pocket of the bottom wall (below the
                    // wall's straight line, so flattening the pocket would push it into the room below),
                    // or for the bottom row just inside the noise band.
                    let h = pocketDepth * 0.1
                    let c = corner(i, j) + Point(x: cell * 0.5, y: hasPocket(i, j) ? -pocketDepth * 0.5 : noise + 2 * h)
                    holes.append(
                        Ring(uncheckedPoints: [
                            c + Point(x: -h, y: -h), c + Point(x: -h, y: h), c + Point(x: h, y: h), c + Point(x: h, y: -h), c + Point(x: -h, y: -h)
                        ]))
                }
                polygons.append(Polygon(shell: shell, holes: holes))
            }
        }
        for j in 1 ..< rows {
            for i in 0 ..< columns { walls.append((horizontal[i][j], (j * columns + i, (j - 1) * columns + i))) }
        }
        for j in 0 ..< rows {
            for i in 1 ..< columns { walls.append((vertical[i][j], (j * columns + i, j * columns + i - 1))) }
        }
    }
}
