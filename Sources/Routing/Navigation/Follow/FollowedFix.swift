import IndoorGeometry

/// The follower's state of the last fix it answered: the fix (its time filled in), its candidates and
/// their forward scores (best 0 as answered; re-weighed once the next fix smooths its position), the one
/// answered, and per candidate what the follower alone keeps of
/// the best walk to it (the matcher's candidates carry none of it).
struct FollowedFix {
    var fix: NavigationFix
    var candidates: [TrailMatcher.Candidate]
    var scores: [Double]
    var chosen: Int
    /// The position the candidates were searched around (the filtered one), and their emission sigma and
    /// the fix's own, metres.
    var observed: Point
    var emissionSigma: Double
    var fixSigma: Double
    /// Per candidate: whether its best walk has not yet left the space it started in (leaving that space
    /// is charged neither ``TrailFollowParameters/spaceChangePenalty`` nor
    /// ``TrailMatchParameters/throughRoomPenalty``).
    var unmoved: [Bool]
    /// Per candidate: the change charge its best walk paid on entering the candidate's space, nats (0 when
    /// it entered free of charge, or on another floor).
    var charged: [Double]
}
