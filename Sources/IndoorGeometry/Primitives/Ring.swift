/// A closed ring of points on the local plane (metres): the boundary of a polygon shell or hole.
///
/// Stored as GeoJSON stores it: `points.first == points.last`, at least four positions, all finite.
/// Orientation is not normalised (real exports use both); ``signedArea`` tells it. Self-intersection is
/// not checked here (that is validation's job, see the format readers), only the cheap invariants.
public struct Ring: Hashable, Sendable {
    /// The positions, closing repeat included (`points.first == points.last`).
    public let points: [Point]
    /// The bounding box of the ring, computed once.
    public let boundingBox: BoundingBox

    /// Creates a ring from closed positions, checking the invariants.
    /// - Throws: ``GeometryError`` for fewer than four positions, an open ring, or a non-finite value.
    public init(points: [Point]) throws(GeometryError) {
        guard points.count >= 4 else { throw .tooFewRingPositions(count: points.count) }
        for (i, p) in points.enumerated() where !p.isFinite {
            throw .nonFiniteCoordinate(index: i, x: p.x, y: p.y)
        }
        guard let f = points.first, let l = points.last, f == l else {
            throw .ringNotClosed(first: points[0], last: points[points.count - 1])
        }
        self.points = points
        self.boundingBox = BoundingBox(points: points)
    }

    /// Creates a ring from open or closed positions, appending the closing position when it is missing.
    /// - Throws: ``GeometryError`` for fewer than three distinct positions or a non-finite value.
    public init(closing points: [Point]) throws(GeometryError) {
        var pts = points
        if let f = pts.first, let l = pts.last, f != l || pts.count == 1 { pts.append(f) }
        try self.init(points: pts)
    }

    /// Creates a ring from positions the caller guarantees are valid (closed, ≥ 4, finite).
    /// For algorithms that build rings; checked with `precondition` only for count and closure.
    public init(uncheckedPoints points: [Point]) {
        precondition(points.count >= 4 && points.first == points.last, "Ring(uncheckedPoints:) needs ≥ 4 closed positions")
        self.points = points
        self.boundingBox = BoundingBox(points: points)
    }

    /// Number of edges (= number of distinct vertices), `points.count - 1`.
    @inlinable public var edgeCount: Int { points.count - 1 }

    /// Edge `i` (from `points[i]` to `points[i + 1]`), `0 ..< edgeCount`.
    @inlinable
    public func edge(_ i: Int) -> Segment { Segment(points[i], points[i + 1]) }

    /// Twice-free signed area in square metres by the shoelace formula: positive when counter-clockwise.
    /// - Complexity: O(n).
    public var signedArea: Double {
        var s = 0.0
        let o = points[0]  // translate to the first vertex to keep precision far from the origin
        for i in 1 ..< points.count - 1 {
            s += (points[i] - o).cross(points[i + 1] - o)
        }
        return s / 2
    }

    /// Absolute area in square metres.
    public var area: Double { abs(signedArea) }

    /// Whether the ring turns counter-clockwise (positive signed area).
    public var isCounterClockwise: Bool { signedArea > 0 }

    /// Perimeter in metres.
    public var length: Double {
        var s = 0.0
        for i in 0 ..< edgeCount { s += points[i].distance(to: points[i + 1]) }
        return s
    }

    /// The same ring traversed the other way.
    public var reversed: Ring { Ring(uncheckedPoints: points.reversed()) }
}
