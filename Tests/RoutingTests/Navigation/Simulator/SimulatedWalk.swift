import IndoorGeometry
@testable import Routing

/// A walk the accuracy measures score: the fixes, the truth beside each, and the metres truly walked
/// between the first and the last fix.
protocol ScoredWalk {
    var fixes: [NavigationFix] { get }
    var truth: [SyntheticTrail.Truth] { get }
    var trueLength: Double { get }
}

extension SyntheticTrail: ScoredWalk {}

/// One walk of ``WalkSimulator``.
struct SimulatedWalk: ScoredWalk {
    var fixes: [NavigationFix] = []
    var truth: [SyntheticTrail.Truth] = []
    var trueLength = 0.0
    /// The room the walk starts in and the one it ends in.
    var from: Int
    var to: Int
}
