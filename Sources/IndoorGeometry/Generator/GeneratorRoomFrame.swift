/// A rectangular generated room seen from its corridor, the frame in which ``GeneratorDefects`` carves
/// cubicles, back rooms and kiosks: `map(s, t)` is `origin + along·s + inward·t`, `s` in `0 … width` metres
/// along the edge the room shares most with the corridor (its front) and `t` in `0 … depth` metres away from
/// it, towards the back wall. The frame is right-handed, so a ring counter-clockwise in `(s, t)` is
/// counter-clockwise on the plan.
struct GeneratorRoomFrame {
    /// The front edge's first corner (the room's ring order, counter-clockwise).
    var origin: Point
    /// Unit vector along the front edge.
    var along: Point
    /// Unit vector from the front edge into the room.
    var inward: Point
    /// Length of the front edge, metres.
    var width: Double
    /// Distance from the front edge to the back edge, metres.
    var depth: Double
    /// Index of the corridor ring's edge holding the whole front edge at least 0.5 m from both its ends,
    /// when one does (the room fronts a straight stretch of corridor wall, not a corner).
    var corridorEdge: Int?

    /// The point `s` metres along the front and `t` metres into the room.
    func map(_ s: Double, _ t: Double) -> Point { origin + along * s + inward * t }

    /// The rectangle `s0 … s1 × t0 … t1`, closed and counter-clockwise.
    func rect(_ s0: Double, _ s1: Double, _ t0: Double, _ t1: Double) -> [Point] {
        [map(s0, t0), map(s1, t0), map(s1, t1), map(s0, t1), map(s0, t0)]
    }

    /// The frame of a room drawn as one rectangle (a closed counter-clockwise ring of four corners, no
    /// holes) whose front shares at least `minShared` metres with the closed `corridor` ring; `nil` for any
    /// other shape (L-shaped rooms, rooms with pillars) or a room away from the corridor.
    /// - Complexity: O(corridor vertices).
    init?(rings: [[Point]], corridor: [Point], minShared: Double = 0.9) {
        guard rings.count == 1, rings[0].count == 5, rings[0][0] == rings[0][4] else { return nil }
        let r = rings[0]
        for i in 0 ..< 4 {
            let e0 = r[(i + 1) % 4] - r[i], e1 = r[(i + 2) % 4] - r[(i + 1) % 4]
            guard let a = e0.normalized, let b = e1.normalized, abs(a.dot(b)) < 1e-6, a.cross(b) > 0 else { return nil }
        }
        var best = (edge: 0, shared: 0.0)
        for i in 0 ..< 4 {
            let shared = Self.shared(r[i], r[i + 1], corridor)
            if shared > best.shared { best = (i, shared) }
        }
        guard best.shared >= minShared else { return nil }
        let a = r[best.edge], b = r[best.edge + 1], c = r[(best.edge + 2) % 4]
        origin = a
        width = a.distance(to: b)
        depth = b.distance(to: c)
        along = (b - a) / width
        inward = along.perpendicular
        corridorEdge = nil
        for k in 0 ..< corridor.count - 1 {
            let seg = Segment(corridor[k], corridor[k + 1])
            let ends = [corridor[k], corridor[k + 1]]
            if seg.distance(to: a) < 1e-6, seg.distance(to: b) < 1e-6, ends.allSatisfy({ $0.distance(to: a) >= 0.5 && $0.distance(to: b) >= 0.5 }) {
                corridorEdge = k
            }
        }
    }

    /// Metres of edge `a`–`b` lying on the boundary of the closed ring `corridor` (collinear edges within a
    /// micrometre, their projections overlapping).
    static func shared(_ a: Point, _ b: Point, _ corridor: [Point]) -> Double {
        guard let u = (b - a).normalized else { return 0 }
        var total = 0.0
        for k in 0 ..< corridor.count - 1 {
            let c = corridor[k], d = corridor[k + 1]
            guard abs(u.cross(c - a)) < 1e-6, abs(u.cross(d - a)) < 1e-6 else { continue }
            let (c0, c1) = (min(u.dot(c - a), u.dot(d - a)), max(u.dot(c - a), u.dot(d - a)))
            total += max(0, min(c1, u.dot(b - a)) - max(c0, 0))
        }
        return total
    }
}
