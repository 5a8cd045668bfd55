@testable import IndoorGeometry
import TestSupport

extension SplitMix64 {
    /// A uniformly random point in the square `0 ..< size` on both axes.
    mutating func point(_ size: Double) -> Point { Point(x: double(0 ..< size), y: double(0 ..< size)) }
}

/// Random segments inside a square: their exact distance differs from their box distance.
func indexTestSegments(count: Int, size: Double, maxLength: Double, seed: UInt64) -> [Segment] {
    var g = SplitMix64(seed: seed)
    return (0 ..< count).map { _ in
        let a = g.point(size)
        let b = a + Point(x: g.double(-maxLength ..< maxLength), y: g.double(-maxLength ..< maxLength))
        return Segment(a, b)
    }
}
