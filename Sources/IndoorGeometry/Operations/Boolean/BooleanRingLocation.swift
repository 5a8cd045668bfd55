/// Exact location of a point relative to a closed ring (a list of positions, first == last), for the
/// overlay's hole assignment and for validation.
enum BooleanRingLocation: Sendable, Equatable {
    case interior
    case boundary
    case exterior

    /// Locates `p` against the ring `ring` (closed, any orientation) with the crossing-number rule and
    /// exact orientation tests, so a point on an edge is always reported as `.boundary`.
    /// - Complexity: O(n).
    static func locate(_ p: Point, in ring: [Point]) -> BooleanRingLocation {
        var inside = false
        let n = ring.count
        guard n >= 2 else { return .exterior }
        for i in 0 ..< n - 1 {
            let a = ring[i]
            let b = ring[i + 1]
            if a == p { return .boundary }
            // On the edge?
            if (a.y <= p.y && p.y <= b.y) || (b.y <= p.y && p.y <= a.y) {
                if (a.x <= p.x && p.x <= b.x) || (b.x <= p.x && p.x <= a.x) {
                    if Orientation.sign(a, b, p) == 0 { return .boundary }
                }
            }
            // Half-open rule: the edge counts when it spans p.y with one end strictly above.
            let up = a.y <= p.y && b.y > p.y
            let down = b.y <= p.y && a.y > p.y
            if up {
                if Orientation.sign(a, b, p) > 0 { inside.toggle() }
            } else if down {
                if Orientation.sign(a, b, p) < 0 { inside.toggle() }
            }
        }
        return inside ? .interior : .exterior
    }
}
