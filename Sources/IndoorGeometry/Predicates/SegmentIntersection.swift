/// How two closed segments meet, decided with exact orientation tests.
public enum SegmentIntersection: Hashable, Sendable {
    /// No common point.
    case disjoint
    /// They cross at a single point interior to both.
    case proper
    /// They share at least one point, but not as a proper crossing: an end point on the other segment,
    /// shared end points, or a collinear overlap.
    case touching

    /// Classifies segments `p1–p2` and `q1–q2` exactly (degenerate segments allowed).
    /// - Complexity: O(1).
    public init(_ p1: Point, _ p2: Point, _ q1: Point, _ q2: Point) {
        let bp = BoundingBox(corner: p1, p2)
        let bq = BoundingBox(corner: q1, q2)
        guard bp.intersects(bq) else {
            self = .disjoint
            return
        }
        let o1 = Orientation.sign(p1, p2, q1)
        let o2 = Orientation.sign(p1, p2, q2)
        let o3 = Orientation.sign(q1, q2, p1)
        let o4 = Orientation.sign(q1, q2, p2)
        if o1 * o2 < 0 && o3 * o4 < 0 {
            self = .proper
            return
        }
        // Any end point lying on the other segment (collinear and within its box) means touching.
        if (o1 == 0 && bp.contains(q1)) || (o2 == 0 && bp.contains(q2))
            || (o3 == 0 && bq.contains(p1)) || (o4 == 0 && bq.contains(p2))
        {
            self = .touching
            return
        }
        self = .disjoint
    }

    /// Whether the segments share at least one point.
    @inlinable public var intersects: Bool { self != .disjoint }
}
