/// Why a geometry value could not be constructed. Thrown by the validating initialisers of
/// ``Ring``, ``Polyline``, ``Polygon``; file and feature context is added by the format readers.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate is NaN or infinite. `index` is the position in the input list.
    case nonFiniteCoordinate(index: Int, x: Double, y: Double)
    /// A ring has fewer than four positions (three distinct ones plus the closing repeat).
    case tooFewRingPositions(count: Int)
    /// A ring's first and last positions differ.
    case ringNotClosed(first: Point, last: Point)
    /// A line string has fewer than two positions.
    case tooFewLinePositions(count: Int)

    public var description: String {
        switch self {
        case let .nonFiniteCoordinate(i, x, y):
            return "position \(i) is not finite (\(x), \(y))"
        case let .tooFewRingPositions(n):
            return "a ring needs at least 4 positions (3 distinct plus the closing one), found \(n)"
        case let .ringNotClosed(f, l):
            return "ring is not closed (first \(f) != last \(l))"
        case let .tooFewLinePositions(n):
            return "a line string needs at least 2 positions, found \(n)"
        }
    }
}
