/// An open chain of points on the local plane (metres): a wall centre line, a door, a route leg.
/// At least two positions, all finite; repeated positions are allowed.
public struct Polyline: Hashable, Sendable {
    public let points: [Point]

    /// - Throws: ``GeometryError`` for fewer than two positions or a non-finite value.
    public init(points: [Point]) throws(GeometryError) {
        guard points.count >= 2 else { throw .tooFewLinePositions(count: points.count) }
        for (i, p) in points.enumerated() where !p.isFinite {
            throw .nonFiniteCoordinate(index: i, x: p.x, y: p.y)
        }
        self.points = points
    }

    /// For algorithms that build lines; the caller guarantees ≥ 2 finite positions.
    public init(uncheckedPoints points: [Point]) {
        precondition(points.count >= 2, "Polyline(uncheckedPoints:) needs ≥ 2 positions")
        self.points = points
    }

    @inlinable public var segmentCount: Int { points.count - 1 }
    @inlinable public func segment(_ i: Int) -> Segment { Segment(points[i], points[i + 1]) }
    public var boundingBox: BoundingBox { BoundingBox(points: points) }

    /// Length in metres.
    public var length: Double {
        var s = 0.0
        for i in 0 ..< segmentCount { s += points[i].distance(to: points[i + 1]) }
        return s
    }
}
