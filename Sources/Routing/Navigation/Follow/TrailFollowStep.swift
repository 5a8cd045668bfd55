/// What ``TrailFollower/step(_:)`` answers for one fix: the fix's own answer at once, and the previous
/// fix's answer settled now that this fix is known (fixed-lag smoothing, a lag of one fix).
///
/// The settled answer is the previous fix's candidate on the best walk through to this fix's candidates
/// (the online Viterbi's back pointer of this fix's best candidate: per candidate of the previous fix,
/// its forward score plus the best transition and emission onto this fix; its own emission taken from its
/// position smoothed given this fix, one Rauch–Tung–Striebel step, not its filtered one, as in the forward
/// step to this fix). A fix that starts the walk
/// again, or has no candidate, settles the previous one as it was answered. Each fix is answered twice,
/// at once and one fix later; a stream's last fix is settled as answered.
public struct TrailFollowStep: Sendable {
    /// This fix's answer given the fixes so far (no lag), `nil` when it has no candidate.
    public var answer: TrailFollowAnswer?
    /// The previous fix's answer given this fix as well (lag one), `nil` when there was no previous fix
    /// or it had no answer.
    public var previous: TrailFollowAnswer?
}
