/// Where one space's boundary runs along other spaces' boundaries: the straight stretches shared within a
/// tolerance, found edge against edge (no sampling), for placing inferred openings. Where
/// ``SharedBoundary`` totals what two spaces share, this merges what one space shares with all its
/// neighbours into stretches; both test "runs along" with ``SharedBoundary/overlap(of:alongEdgeFrom:direction:length:tolerance:maxSkewSine:)``.
struct SharedEdges {
    /// A straight stretch of a space's boundary that a neighbour's boundary runs along.
    struct Stretch {
        /// Ends of the stretch, on the space's own boundary (metres).
        var from: Point
        var to: Point
        /// Index into ``Venue/spaces`` of the neighbour along the longest part of it.
        var neighbour: Int
        var length: Double { from.distance(to: to) }
        var midpoint: Point { Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2) }
    }

    /// Sine of the largest angle between two edges that still run along each other (about 3°).
    static let maxSkewSine = 0.05

    /// The stretches of `space`'s boundary within `tolerance` metres of a boundary of one of `neighbours`,
    /// each at most one edge long (a stretch never turns a corner), longest first.
    /// - Complexity: O(e · n) for e edges of the space and n edges of the neighbours near it.
    static func stretches(of space: Polygon, neighbours: [(index: Int, polygon: Polygon)], tolerance: Double) -> [Stretch] {
        let box = space.boundingBox.expanded(by: tolerance)
        let near = neighbours.filter { $0.polygon.boundingBox.intersects(box) }
        guard !near.isEmpty else { return [] }
        var out: [Stretch] = []
        for ring in space.rings {
            let pts = ring.points
            for k in 0 ..< max(0, pts.count - 1) {
                let p = pts[k], q = pts[k + 1]
                let len = p.distance(to: q)
                guard len > 1e-9, let u = (q - p).normalized else { continue }
                // Intervals along p → q (metres from p) covered by each neighbour.
                var covered: [(t0: Double, t1: Double, neighbour: Int)] = []
                for n in near {
                    for nr in n.polygon.rings {
                        let np = nr.points
                        for j in 0 ..< max(0, np.count - 1) {
                            guard
                                let (t0, t1) = SharedBoundary.overlap(
                                    of: Segment(np[j], np[j + 1]), alongEdgeFrom: p, direction: u, length: len, tolerance: tolerance,
                                    maxSkewSine: maxSkewSine)
                            else { continue }
                            if t1 - t0 > 1e-6 { covered.append((t0, t1, n.index)) }
                        }
                    }
                }
                guard !covered.isEmpty else { continue }
                covered.sort { $0.t0 < $1.t0 }
                var current = covered[0]
                var best = (length: current.t1 - current.t0, neighbour: current.neighbour)
                func emit() {
                    out.append(Stretch(from: p + u * current.t0, to: p + u * current.t1, neighbour: best.neighbour))
                }
                for c in covered.dropFirst() {
                    if c.t0 <= current.t1 + 1e-6 {
                        current.t1 = max(current.t1, c.t1)
                        if c.t1 - c.t0 > best.length { best = (c.t1 - c.t0, c.neighbour) }
                    } else {
                        emit()
                        current = c
                        best = (c.t1 - c.t0, c.neighbour)
                    }
                }
                emit()
            }
        }
        return out.sorted { $0.length > $1.length }
    }

    /// The point of `space`'s boundary nearest to a boundary of one of `neighbours`, with that neighbour and
    /// the distance, when it is at most `reach` metres.
    static func nearestApproach(of space: Polygon, neighbours: [(index: Int, polygon: Polygon)], reach: Double) -> (
        point: Point, neighbour: Int, distance: Double
    )? {
        let box = space.boundingBox.expanded(by: reach)
        var best: (point: Point, neighbour: Int, distance: Double)? = nil
        for n in neighbours where n.polygon.boundingBox.intersects(box) {
            for ring in space.rings {
                for k in 0 ..< max(0, ring.points.count - 1) {
                    let s = Segment(ring.points[k], ring.points[k + 1])
                    for nr in n.polygon.rings {
                        for j in 0 ..< max(0, nr.points.count - 1) {
                            let t = Segment(nr.points[j], nr.points[j + 1])
                            let (a, b) = closestPoints(s, t)
                            let d = a.distance(to: b)
                            if d <= reach && d < (best?.distance ?? .infinity) { best = (a, n.index, d) }
                        }
                    }
                }
            }
        }
        return best
    }

    /// The closest pair of points of two segments (first on `s`, second on `t`).
    static func closestPoints(_ s: Segment, _ t: Segment) -> (Point, Point) {
        let r = s.end - s.start, v = t.end - t.start
        let denominator = r.cross(v)
        if abs(denominator) > 1e-12 {
            let a = (t.start - s.start).cross(v) / denominator, b = (t.start - s.start).cross(r) / denominator
            if a >= 0 && a <= 1 && b >= 0 && b <= 1 {
                let x = s.start + r * a
                return (x, x)
            }
        }
        // Apart (or parallel): the closest pair has an end point of one of them.
        let candidates = [
            (s.start, t.closestPoint(to: s.start)), (s.end, t.closestPoint(to: s.end)), (s.closestPoint(to: t.start), t.start),
            (s.closestPoint(to: t.end), t.end)
        ]
        var best = candidates[0]
        for c in candidates.dropFirst() where c.0.distance(to: c.1) < best.0.distance(to: best.1) { best = c }
        return best
    }
}
