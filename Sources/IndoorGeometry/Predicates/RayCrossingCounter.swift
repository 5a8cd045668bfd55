/// Counts how often a rightward horizontal ray from a query point crosses a ring, exactly.
///
/// Port of JTS `RayCrossingCounter` (Martin Davis, JTS Topology Suite): feed it every edge of a closed
/// ring with ``countEdge(_:_:)``; afterwards ``location`` is `.boundary` when the point lies on an edge or
/// vertex, `.interior` for an odd crossing count and `.exterior` for an even one (the even–odd rule, valid
/// for either ring orientation). An edge counts when it straddles the ray under the half-open rule
/// `min(y) <= p.y < max(y)` and the point lies on the side that puts the crossing right of it; the side is
/// decided with the exact ``Orientation/sign(_:_:_:)``, so there is no tolerance and no epsilon anywhere.
/// Horizontal edges never count as crossings, they only test for the point lying on them.
struct RayCrossingCounter {
    /// The query point.
    let point: Point
    /// Edges crossed so far.
    private(set) var crossings = 0
    /// Whether an edge or vertex seen so far contains the point.
    private(set) var isOnBoundary = false

    init(point: Point) { self.point = point }

    /// Counts the edge `a → b` of a ring (edges may come in any order; each edge exactly once).
    @inline(__always)
    mutating func countEdge(_ a: Point, _ b: Point) {
        let p = point
        // Strictly left of the point: the rightward ray cannot meet it and it cannot hold the point.
        if a.x < p.x && b.x < p.x { return }
        if p.x == b.x && p.y == b.y {
            isOnBoundary = true
            return
        }
        if a.y == p.y && b.y == p.y {
            // Horizontal edge on the ray's line: only the on-edge test matters.
            let minX = a.x < b.x ? a.x : b.x
            let maxX = a.x < b.x ? b.x : a.x
            if minX <= p.x && p.x <= maxX { isOnBoundary = true }
            return
        }
        if (a.y > p.y && b.y <= p.y) || (b.y > p.y && a.y <= p.y) {
            var side = Orientation.sign(a, b, p)
            if side == 0 {
                isOnBoundary = true
                return
            }
            if b.y < a.y { side = -side }
            if side > 0 { crossings += 1 }
        }
    }

    /// The location of the point relative to the counted ring(s).
    var location: Location {
        if isOnBoundary { return .boundary }
        return crossings & 1 == 1 ? .interior : .exterior
    }
}
