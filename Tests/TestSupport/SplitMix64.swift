import IndoorGeometry

/// The one seeded generator of the tests: SplitMix64, the same sequence the venue generator and the
/// benchmarks draw (it wraps the library's package-level `GeneratorRandom`), so a seed printed by a
/// failing test reproduces the same data everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var source: GeneratorRandom

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { source = GeneratorRandom(seed: seed) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { source.next() }

    /// A uniformly random double in `range`.
    public mutating func double(_ range: Range<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniformly random double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniformly random integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    // The routing tests' historical draws: one `next()` each, so that their seeds keep their data.

    /// A double in `0 ..< 1` from the top 53 bits of one draw.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A double in `lo ..< hi` from one draw (``unit()`` scaled).
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// An integer in `lo ... hi` from one draw, by remainder (slightly biased; fine for tests).
    public mutating func int(_ lo: Int, _ hi: Int) -> Int { lo + Int(next() % UInt64(hi - lo + 1)) }
}
