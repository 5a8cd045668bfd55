import IndoorGeometry
/// The shared SplitMix64 generator under this file's historical name.
typealias TestRNG = SplitMix64
