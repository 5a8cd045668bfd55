import IndoorGeometry

/// The benchmarks' seeded generator: the venue generator's SplitMix64 (package access), so that
/// `Benchmarks/geos/compare.py` regenerates the same workloads bit for bit.
typealias SeededGenerator = GeneratorRandom
