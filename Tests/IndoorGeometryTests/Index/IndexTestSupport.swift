@testable import IndoorGeometry

/// SplitMix64: a tiny deterministic generator so that every random test is reproducible from its seed.
struct IndexTestGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
