/// Finds where a ring crosses or touches itself, with the exact ``SegmentIntersection`` predicate.
///
/// Consecutive repeated positions are ignored (zero-length edges). Adjacent edges share a vertex by
/// construction and are reported only when they fold back onto each other (a spike). Edges are swept in
/// order of their minimum x with an active list, so only edges whose x-ranges overlap are tested.
enum RingSelfIntersection {
    /// One defect: the two edges involved (indices into the de-duplicated ring) and whether they cross.
    struct Defect: Hashable {
        var first: Int
        var second: Int
        /// `true` for a proper crossing, `false` for touching (a vertex on another edge, or a spike).
        var isCrossing: Bool
    }

    /// Up to `limit` defects of `ring`.
    /// - Complexity: O(n log n + k) where k is the number of x-overlapping edge pairs.
    static func defects(_ ring: Ring, limit: Int = 8) -> [Defect] {
        var pts: [Point] = []
        pts.reserveCapacity(ring.points.count)
        for p in ring.points where pts.last != p { pts.append(p) }
        let n = pts.count - 1  // edges
        guard n >= 3 else { return [] }
        var out: [Defect] = []
        // Spikes: adjacent edges folding back along the same line.
        for i in 0 ..< n {
            let a = pts[i], b = pts[i + 1], c = pts[i + 2 > n ? 1 : i + 2]
            if Orientation.sign(a, b, c) == 0 && (b - a).dot(c - b) < 0 {
                out.append(Defect(first: i, second: (i + 1) % n, isCrossing: false))
                if out.count >= limit { return out }
            }
        }
        let order = (0 ..< n).sorted { min(pts[$0].x, pts[$0 + 1].x) < min(pts[$1].x, pts[$1 + 1].x) }
        var active: [Int] = []
        for i in order {
            let a = pts[i], b = pts[i + 1]
            let minX = min(a.x, b.x)
            active.removeAll { max(pts[$0].x, pts[$0 + 1].x) < minX }
            for j in active {
                let d = abs(i - j)
                if d == 1 || d == n - 1 { continue }
                let r = SegmentIntersection(a, b, pts[j], pts[j + 1])
                if r != .disjoint {
                    out.append(Defect(first: min(i, j), second: max(i, j), isCrossing: r == .proper))
                    if out.count >= limit { return out }
                }
            }
            active.append(i)
        }
        return out
    }
}
