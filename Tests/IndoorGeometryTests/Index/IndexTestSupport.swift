@testable import IndoorGeometry

/// The shared SplitMix64 generator under this file's historical name.
typealias IndexTestGenerator = SplitMix64

extension SplitMix64 {
    mutating func double(_ range: Range<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func point(_ size: Double) -> Point { Point(x: double(0 ..< size), y: double(0 ..< size)) }
}

/// Random segments inside a square: their exact distance differs from their box distance.
func indexTestSegments(count: Int, size: Double, maxLength: Double, seed: UInt64) -> [Segment] {
    var g = IndexTestGenerator(seed: seed)
    return (0 ..< count).map { _ in
        let a = g.point(size)
        let b = a + Point(x: g.double(-maxLength ..< maxLength), y: g.double(-maxLength ..< maxLength))
        return Segment(a, b)
    }
}
