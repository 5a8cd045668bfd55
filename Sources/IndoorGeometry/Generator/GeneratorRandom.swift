/// SplitMix64 (Steele, Lea, Flood, *Fast Splittable Pseudorandom Number Generators*, OOPSLA 2014): the
/// small, fast, reproducible generator behind the venue generator and the benchmarks' workloads, so that
/// one seed gives the same venue and the same data on every machine.
///
/// Not public API: a library user seeds ``GeneratorOptions`` instead. The tests draw from the
/// `TestSupport` module's `SplitMix64`, which is this generator, so a seed printed by a failing test
/// reproduces the same numbers here.
package struct GeneratorRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed` (any value, 0 included).
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
