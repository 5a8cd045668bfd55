import Foundation

/// The offset arithmetic every buffer builder shares: points at the buffer distance, the normals of a
/// corner's outer side, the chord points of arcs and the mitre points. ``BufferPieceBuilder`` and
/// ``OffsetCurveBuilder`` both build on it, so that the offset curve has exactly the vertices of the
/// pieces it replaces (the equality its correctness argument rests on).
struct BufferOffsets {
    /// Buffer distance in metres (> 0).
    let distance: Double
    let style: BufferStyle

    /// Largest angle between two chord vertices of an arc: a quarter circle in `segmentsPerQuarterCircle` steps.
    var quantum: Double { Double.pi / Double(2 * style.segmentsPerQuarterCircle) }

    /// `p` moved by the buffer distance along unit vector `unit`.
    @inline(__always)
    func offset(_ p: Point, _ unit: Point) -> Point { Point(x: p.x + unit.x * distance, y: p.y + unit.y * distance) }
    /// The unit vector a quarter turn counter-clockwise from `d`.
    @inline(__always)
    static func left(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }
    /// The unit vector a quarter turn clockwise from `d`.
    @inline(__always)
    static func right(_ d: Point) -> Point { Point(x: d.y, y: -d.x) }

    /// The outer side of the corner between unit directions `d1` and `d2` (`cr = d1 × d2`, `dt = d1 · d2`):
    /// its normals, swept counter-clockwise from `u0` to `u1` through `theta` radians. A reversal
    /// (`cr == 0`, `dt < 0`) sweeps the half turn on the right of `d1`.
    func outerNormals(_ d1: Point, _ d2: Point, cr: Double, dt: Double) -> (u0: Point, u1: Point, theta: Double) {
        let u0: Point, u1: Point
        if cr > 0 {
            u0 = Self.right(d1)
            u1 = Self.right(d2)
        } else if cr < 0 {
            u0 = Self.left(d2)
            u1 = Self.left(d1)
        } else {
            u0 = Self.right(d1)
            u1 = Self.left(d1)
        }
        return (u0, u1, cr == 0 ? Double.pi : atan2(abs(cr), dt))
    }

    /// Appends the interior chord vertices of an arc centred at `c` from unit normal `u0`
    /// counter-clockwise through `angle` (its end points are the caller's), no more than ``quantum`` apart
    /// (``BufferStyle/ArcRule`` says how the step count is rounded).
    func appendArc(at c: Point, from u0: Point, angle: Double, to points: inout [Point]) {
        let steps: Int
        switch style.arcRule {
        case .boundedError: steps = max(1, Int((angle / quantum - 1e-9).rounded(.up)))
        case .geos: steps = max(1, Int(angle / quantum + 0.5))
        }
        guard steps > 1 else { return }
        // Each chord vertex is the previous normal turned by one step (one cosine and one sine per arc
        // instead of per vertex); the rounding grows by about one unit in the last place per step (1e-13
        // after a thousand steps), far below any chord's own error.
        let step = angle / Double(steps)
        let cs = cos(step), sn = sin(step)
        var u = u0
        for _ in 1 ..< steps {
            u = Point(x: u.x * cs - u.y * sn, y: u.x * sn + u.y * cs)
            points.append(offset(c, u))
        }
    }

    /// Appends the mitre points of the outer join at `w` between the offset points `w + d·u0` and
    /// `w + d·u1` (``outerNormals(_:_:cr:dt:)``): the mitre tip when within the style's mitre limit, else the
    /// two ends of the limit's cut (nothing when the cut falls on the offset points: a bevel).
    func appendMitre(at w: Point, _ u0: Point, _ u1: Point, theta: Double, to points: inout [Point]) {
        let p0 = offset(w, u0), p1 = offset(w, u1)
        let half = theta / 2
        let t0 = Self.left(u0), t1 = Self.right(u1)  // along the offset edges towards the mitre point
        if half < Double.pi / 2 && 1 / cos(half) <= style.mitreLimit {
            let along = distance * tan(half)
            points.append(Point(x: p0.x + t0.x * along, y: p0.y + t0.y * along))
        } else {
            let along = distance * (style.mitreLimit - cos(half)) / sin(half)
            if along > 0 {
                points.append(Point(x: p0.x + t0.x * along, y: p0.y + t0.y * along))
                points.append(Point(x: p1.x + t1.x * along, y: p1.y + t1.y * along))
            }
        }
    }
}
