/// A position on a venue's local metric plane: metres, `x` east, `y` north.
///
/// Every algorithm in this package works on `Point`s. Only ``LocalProjection`` converts to and from
/// ``GeoCoordinate``. Equality is exact (bitwise on the two doubles, with `-0 == 0`); compare with a
/// tolerance explicitly where one is meant.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Metres east of the projection origin.
    public var x: Double
    /// Metres north of the projection origin.
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin of the plane, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (not NaN, not infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }

    /// Euclidean length of the vector from the origin to this point, in metres.
    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Squared length of the vector, in square metres.
    @inlinable
    public var squaredLength: Double { x * x + y * y }

    /// The vector rotated a quarter turn counter-clockwise: `(-y, x)`.
    @inlinable
    public var perpendicular: Point { Point(x: -y, y: x) }

    /// The unit vector in the same direction, or `nil` for the zero vector.
    @inlinable
    public var normalized: Point? {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : nil
    }

    /// Euclidean distance to `other`, in metres.
    @inlinable
    public func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Squared Euclidean distance to `other`, in square metres (no square root: use for comparisons).
    @inlinable
    public func squaredDistance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return dx * dx + dy * dy
    }

    /// Dot product of the two vectors.
    @inlinable
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// z-component of the cross product (`x1*y2 - y1*x2`): positive when `other` is counter-clockwise
    /// of `self`. Plain floating point: use ``Orientation`` when the sign must be exact.
    @inlinable
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`.
    @inlinable
    public func interpolated(to other: Point, t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable
    public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    @inlinable
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
}
