import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator, so that synthetic trails are the same
/// on every platform and Swift version (the standard library's generator is not seedable).
struct SyntheticRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Standard normal (Box–Muller).
    mutating func gaussian() -> Double {
        let u = max(unit(), 1e-300), v = unit()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
