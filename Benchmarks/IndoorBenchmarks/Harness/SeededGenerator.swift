import IndoorGeometry
/// The shared SplitMix64 generator under this file's historical name.
typealias SeededGenerator = SplitMix64
