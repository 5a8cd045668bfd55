/// An axis-aligned rectangle on the local plane, in metres. Closed: its edges belong to it.
///
/// The ``empty`` box (min > max) is the identity of ``union(_:)`` and contains nothing.
public struct BoundingBox: Hashable, Sendable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The box of a single point.
    @inlinable
    public init(point p: Point) {
        self.init(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)
    }

    /// The smallest box holding both corners (in any order).
    @inlinable
    public init(corner a: Point, _ b: Point) {
        self.init(minX: Swift.min(a.x, b.x), minY: Swift.min(a.y, b.y), maxX: Swift.max(a.x, b.x), maxY: Swift.max(a.y, b.y))
    }

    /// The smallest box holding every point; ``empty`` for no points.
    /// - Complexity: O(n).
    @inlinable
    public init<S: Sequence>(points: S) where S.Element == Point {
        var b = BoundingBox.empty
        for p in points { b.expand(toInclude: p) }
        self = b
    }

    /// A box that contains nothing; `union` with it is the identity.
    public static let empty = BoundingBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    @inlinable public var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    @inlinable public var width: Double { isEmpty ? 0 : maxX - minX }
    @inlinable public var height: Double { isEmpty ? 0 : maxY - minY }
    @inlinable public var area: Double { width * height }
    @inlinable public var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
    @inlinable public var min: Point { Point(x: minX, y: minY) }
    @inlinable public var max: Point { Point(x: maxX, y: maxY) }

    public var description: String { "BoundingBox(\(minX), \(minY) … \(maxX), \(maxY))" }

    /// Grows the box to include `p`.
    @inlinable
    public mutating func expand(toInclude p: Point) {
        if p.x < minX { minX = p.x }
        if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y }
        if p.y > maxY { maxY = p.y }
    }

    /// The smallest box holding both.
    @inlinable
    public func union(_ o: BoundingBox) -> BoundingBox {
        BoundingBox(minX: Swift.min(minX, o.minX), minY: Swift.min(minY, o.minY), maxX: Swift.max(maxX, o.maxX), maxY: Swift.max(maxY, o.maxY))
    }

    /// The box grown by `margin` metres on every side (shrunk for a negative margin).
    @inlinable
    public func expanded(by margin: Double) -> BoundingBox {
        BoundingBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }

    /// Whether the closed boxes share at least one point.
    @inlinable
    public func intersects(_ o: BoundingBox) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }

    /// Whether `p` lies in the closed box (edges included).
    @inlinable
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// Whether `o` lies entirely inside this closed box.
    @inlinable
    public func contains(_ o: BoundingBox) -> Bool {
        o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY
    }

    /// Squared distance from `p` to the closest point of the box (0 inside), in square metres.
    @inlinable
    public func squaredDistance(to p: Point) -> Double {
        let dx = Swift.max(minX - p.x, 0, p.x - maxX)
        let dy = Swift.max(minY - p.y, 0, p.y - maxY)
        return dx * dx + dy * dy
    }

    /// Distance from `p` to the closest point of the box (0 inside), in metres.
    @inlinable
    public func distance(to p: Point) -> Double { squaredDistance(to: p).squareRoot() }
}
