/// The model of ``TrailFollower`` beyond its matcher's, with its defaults: the trail matcher's hidden Markov
/// model (the matcher's ``TrailMatchParameters``: candidates, emission, transitions, floors), run forward
/// one fix at a time, around a position filtered by a constant-velocity Kalman filter.
///
/// - **Position.** Per axis, a Kalman filter of position and velocity under white acceleration
///   (``accelerationNoise``), each fix a measurement of sigma its accuracy: the candidates are searched
///   around the filtered position, their emission sigma the filtered position's standard deviation (at
///   least ``TrailMatchParameters/observationSigmaFactor`` of the fix's, at most the fix's own).
/// - **Floors.** The fix's own floor (no penalty) and, at ``TrailMatchParameters/floorPenalty``, the
///   floors the previous ``TrailMatchParameters/floorWindow`` fixes report and the floor of the last
///   answer: a mislabelled fix keeps a candidate on the walker's floor, and a walker who took the stairs
///   is followed onto the floor the fixes now report (a floor change through the venue's connections,
///   in their times; any other only at ``floorResetPenalty``, when the walk so far is on a wrong floor).
///   After a gap (a fix at least twice as late as the interval before it: positioning often pauses on
///   stairs and in elevators), also the floors one connection from the last answer's floor reaches in the
///   time, at ``TrailMatchParameters/floorPenalty``: the first fix after a ride may name the old floor.
///   A walk's first fix also takes candidates on every other floor at ``TrailMatchParameters/floorPenalty``: its own floor may be
///   mislabelled, and no fix before it names the right one.
/// - **Forward Viterbi.** Each candidate's score is the best over the previous fix's candidates of
///   their score plus the transition (less ``spaceChangePenalty`` × the fix's sigma into another space of the
///   same floor),
///   plus its emission; the answer is the best-scoring candidate of the fix just received (no lag: the
///   answer never waits for a later fix). Its confidence is its share of the exponentials of the scores.
///   ``TrailFollower/step(_:)`` also settles the previous fix given this one (``TrailFollowStep``).
/// - **Smoothing.** Before the forward step, the previous fix's candidates are re-weighed by their
///   distance from its position smoothed given this fix (one Rauch–Tung–Striebel step of the filter,
///   ``accelerationNoise``), not from its filtered position, when the filter took this fix (no restart, no
///   jump).
/// - **Start.** A walk's first candidates gain ``TrailMatchParameters/endDestinationPrior`` in destinations
///   (people start walks in rooms); while a walk has not left the space it started in, leaving it is
///   charged neither ``spaceChangePenalty`` nor ``TrailMatchParameters/throughRoomPenalty`` (a walk leaves
///   its first room, once: the charges would hold the dot there for fixes after the walker is out).
/// - **End.** ``TrailFollower/finish()`` (the stream has ended) settles the last fix as the matcher would
///   at a trail's last fix: destinations gain ``TrailMatchParameters/endDestinationPrior`` (people end walks
///   in rooms) and each candidate's walk is given back the ``spaceChangePenalty`` it paid on entering the
///   candidate's space (it stands for the later fixes that would confirm a change, and none will come).
///   Then, as the matcher places a trail's last fixes, the ends' segment likelihood
///   (``TrailMatchParameters/endWindow``; the walker walking on from the settled answer of the fix that
///   many seconds before the last to a point of the room it ends in) places the last fix, over the fixes
///   settled since that answer; the answer stands when that rule does not apply (a walk shorter than two
///   windows, a floor change or a restart among those fixes).
/// - **Walked metres.** On one floor the filtered speed times the seconds since the previous fix; across
///   floors the walking distance between the two answers through the connections when
///   ``TrailMatchParameters/maxSpeed`` covers it in those seconds, else the filtered speed times them (a
///   mislabelled fix, or its undoing).
/// - **Restart.** After more than ``restartGap`` seconds without a fix, or when no candidate of a fix can
///   be reached from the previous fix's (also without the ``TrailMatchParameters/maxCandidates`` limit),
///   the follower starts again from that fix alone (the answer says `startsSegment`). A fix beyond five
///   standard deviations of the filter's prediction (a jump) restarts the filter there, not the walk.
public struct TrailFollowParameters: Hashable, Sendable {
    /// Spectral density of the walker's acceleration in the Kalman filter, m²/s³ per axis: how fast the
    /// filtered velocity follows a turn or a stop. Default 0.1.
    public var accelerationNoise: Double = 0.1
    /// Log-likelihood, nats, of leaving the floor the walk is on for another one that no walk through the
    /// venue's connections reaches in the time between the fixes: the way out when the walk so far is
    /// on a wrong floor (a mislabelled first fix, a floor change the times did not allow). Paid with the
    /// change charge (``spaceChangePenalty`` × sigma: the new floor's space is another space), so that a
    /// reset is never cheaper than walking into another space of the walk's floor: at sigma 3 m (13.5
    /// nats in all) five fixes that name the other floor (at ``TrailMatchParameters/floorPenalty`` 3
    /// nats each) outweigh it, four do not. Default 7.5.
    public var floorResetPenalty: Double = 7.5
    /// Standard deviation of the velocity at a (re)start, m/s per axis. Default 1.5.
    public var initialSpeedSpread: Double = 1.5
    /// Seconds without a fix after which the follower starts again. Default 60.
    public var restartGap: Double = 60
    /// Seconds assumed between two fixes when a fix carries no time. Default 1.
    public var defaultInterval: Double = 1

    /// Log-likelihood charged for a step into another space of the same floor, nats per metre of the
    /// fix's sigma, on top of the matcher's transition: without the later fixes that confirm a change (the
    /// matcher's Viterbi sees them), a space is kept until the fixes outweigh this; noisier fixes need
    /// more of them, precise ones hardly any. Default 2 (6 nats at sigma 3 m).
    public var spaceChangePenalty: Double = 2

    public init() {}
}
