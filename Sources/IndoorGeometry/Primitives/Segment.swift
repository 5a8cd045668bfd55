/// A straight segment between two points on the local plane (metres). May be degenerate (`start == end`).
public struct Segment: Hashable, Sendable {
    public var start: Point
    public var end: Point

    @inlinable
    public init(_ start: Point, _ end: Point) {
        self.start = start
        self.end = end
    }

    /// Length in metres.
    @inlinable public var length: Double { start.distance(to: end) }
    /// The bounding box of both end points.
    @inlinable public var boundingBox: BoundingBox { BoundingBox(corner: start, end) }
    /// The midpoint.
    @inlinable public var midpoint: Point { start.interpolated(to: end, t: 0.5) }

    /// The parameter `t` in [0, 1] of the point of the segment closest to `p` (0 for a degenerate segment).
    @inlinable
    public func closestParameter(to p: Point) -> Double {
        let d = end - start
        let l2 = d.squaredLength
        guard l2 > 0 else { return 0 }
        let t = (p - start).dot(d) / l2
        return t < 0 ? 0 : (t > 1 ? 1 : t)
    }

    /// The point of the segment closest to `p`.
    @inlinable
    public func closestPoint(to p: Point) -> Point {
        start.interpolated(to: end, t: closestParameter(to: p))
    }

    /// Squared distance from `p` to the segment, in square metres.
    @inlinable
    public func squaredDistance(to p: Point) -> Double { closestPoint(to: p).squaredDistance(to: p) }

    /// Distance from `p` to the segment, in metres.
    @inlinable
    public func distance(to p: Point) -> Double { squaredDistance(to: p).squareRoot() }
}
