/// The model of ``TrailMatcher`` (a hidden Markov model as Valhalla's Meili), with its defaults.
///
/// - **Candidates.** Per fix, per floor considered, one candidate per walkable space within
///   ``radius(sigma:)`` of the fix: the point of the space's free space nearest to the fix (and the
///   nearest free point when that lies in no space, as on open ground between buildings). The floors
///   considered are the fix's own and, with a penalty of ``floorPenalty``, the floors the fixes within
///   ``floorWindow`` fixes before and after it report (a floor may be mislabelled, and a real floor change
///   is seen on both sides). A fix without a floor takes its neighbours' floors without penalty, every
///   floor when no fix has one.
/// - **Emission.** `log p = −½ (offset / σ)²` (Gaussian in the offset), σ the fix's accuracy (else
///   ``defaultAccuracy``), at least ``minimumSigma``.
/// - **Transition.** `log p = −(walk − line) / β` (exponential, ``beta``): `walk` the exact walking
///   distance between the two candidates in the free space (around walls, through doors; across floors
///   only through the profile's connections), `line` the straight distance between them: the detour that
///   walls force. (Meili compares the route with the line between the two raw fixes; indoors, where a
///   candidate inside a room is the raw fix itself while one in a corridor is a projection, that
///   comparison favours rooms, so the detour is measured between the candidates.)
///   A walk into another space that is not a straight line (it turns at a door or a corner) may cost
///   ``spaceChangePenalty`` more (none by default: the detour is the door's evidence already). A walk
///   that leaves a dead-end room the trail did not start in costs ``throughRoomPenalty`` (a detour).
///   Infeasible, and so no transition, when walking there, less both search radii (the candidates'
///   own error), at ``maxSpeed`` plus the connections' modelled times × ``connectionTimeFactor`` takes
///   longer than the time between the fixes.
/// - **Viterbi** over the fixes; when no candidate of a fix can be reached from the previous fix's, the
///   fix's candidates are taken again without the ``maxCandidates`` limit, and when still none can be, the
///   match breaks there and starts again (Meili's break).
/// - **Matched walk.** The exact walking paths between the fixes' positions smoothed over
///   ``smoothingWindow`` seconds on each side in the same run (same floor, no break: a local linear fit
///   in time, moved to the nearest free point of the matched space); runs on different floors, or across
///   a break, joined by the shortest route through the profile's connections; each leg then pulled taut
///   over ``walkHorizon`` metres.
/// - **Matched points.** Each fix placed on the matched walk by the posterior of its walked metres
///   (forward–backward over a grid of metres and pace: the walker on the walk at a pace drifting around
///   the profile's walking speed, ``paceSpread`` and ``paceTime``; each fix Gaussian around the walker),
///   within a band around a line fitted in time over ``alongWindow`` seconds on each side; in the space
///   its posterior most likely places it in. The walk is cut to the first and last fixes' placed points
///   (its ends then replaced by the ends' rule below).
/// - **Ends.** The fixes of a trail's first and last ``endWindow`` seconds placed together by a segment
///   likelihood: the walker walking from an unknown point of the room it starts in to the matched point
///   after them (at the end, from the matched point before them to a point of the room it ends in). The
///   matched walk's ends then follow that decision's walking paths to the first and last fixes' points.
public struct TrailMatchParameters: Hashable, Sendable {
    /// Accuracy assumed for a fix that gives none, metres. Default 5.
    public var defaultAccuracy: Double = 5
    /// Smallest σ of the emission, metres (an accuracy below it is taken as it). Default 1.
    public var minimumSigma: Double = 1
    /// The search radius is this many σ. Default 3.
    public var radiusFactor: Double = 3
    /// Smallest search radius, metres. Default 5.
    public var minimumRadius: Double = 5
    /// Most candidates kept per fix and floor, the likeliest first. Default 4 (8 matched no better on
    /// the synthetic walks and costs four times the searches).
    public var maxCandidates: Int = 4
    /// Scale of the transition's exponential, metres (Meili's `beta`). Default 3.
    public var beta: Double = 3
    /// Log-likelihood penalty (nats) of a transition into another space that turns on the way (a door,
    /// a corner), on top of the detour the walls force. Default 0: the detour already charges a walk
    /// through a door against the straight line, and a fixed charge falls on the walk's true changes of
    /// space as much as on the noise's: it holds the match in the space it is in for a fix or two after
    /// each door, and skips the short spaces walked through (a stairwell holds one or two fixes on each
    /// floor of a floor change; a charge in and a charge out outweigh them).
    public var spaceChangePenalty: Double = 0
    /// Log-likelihood bonus (nats) of a destination (a space that is not circulation: a room, not a
    /// hallway or open area) as the space of a trail's first and of its last fix. A trail runs from
    /// where someone was to where they went, and people stay in rooms, not in corridors; at the ends the
    /// fixes alone say little (a few fixes, the fit extrapolating, the room beside the corridor within
    /// the noise). 0: no preference. Default 3.
    public var endDestinationPrior: Double = 3
    /// Seconds from a trail's first fix to its start's anchor (and from its last fix back to its end's):
    /// the fixes between an end and its anchor are placed together by a segment likelihood, the walker
    /// walking between a point of the end's room (unknown) and the anchor's matched point
    /// (``TrailEndPosterior``), not each by its own candidates. Long enough that the walker is out of
    /// the room by the anchor (rooms are a few metres across, people walk about 1.3 m/s), short enough
    /// that the walk between is one stretch. 0: off. Default 8.
    public var endWindow: Double = 8
    /// Log-likelihood penalty (nats) of a walk that leaves a room it did not start in: a room here a
    /// space that is not circulation, that no floor change passes through (no stairs or elevator in it)
    /// and whose doors all lead to one space (a dead end: whoever enters leaves the way they came). A
    /// walker from one place to another passes such rooms along the corridors and rarely steps into one
    /// and out again, while a run of noisy fixes beside a corridor lies in the room there about as often
    /// as in the corridor. 3 ≈ log(0.95 / 0.05): one such detour in twenty passes. The room a trail
    /// starts in is not charged (its first fix's candidates in rooms gain as much), nor the one it ends
    /// in (never left). 0: none. Default 3.
    public var throughRoomPenalty: Double = 3
    /// Viterbi beam, nats: transitions are searched only from the candidates whose score is within this of
    /// the best one (a path e^−20 ≈ 2·10^−9 times less likely is not followed). Default 20.
    public var beam: Double = 20
    /// Fastest walker, m/s: transitions needing more are infeasible. Default 3.
    public var maxSpeed: Double = 3
    /// Share of a connection's modelled time a walker may take at the least (a fast elevator). Default 0.5.
    public var connectionTimeFactor: Double = 0.5
    /// Fixes on each side whose floors a fix's candidates are also taken on. Default 2.
    public var floorWindow: Int = 2
    /// Log-likelihood penalty (nats) of a candidate on a floor other than the fix's: 3 ≈ a 5% chance
    /// that a fix names the wrong floor. Default 3.
    public var floorPenalty: Double = 3
    /// Seconds on each side of a fix whose fixes' positions are fitted (a local linear fit in time, over
    /// fixes that report the same floor) to give the position its candidates are searched around; 0
    /// takes each fix as reported. Default 3 (three fixes each side at a fix a second).
    public var observationWindow: Double = 3
    /// The least emission σ for a fitted position, as a share of the fix's σ: fitting over 7 fixes divides
    /// the error of a straight walk by √7 ≈ 2.6, less at turns. Where the fit's own standard error is a
    /// larger share (a trail's ends, where it extrapolates from one side), that share. Default 0.5.
    public var observationSigmaFactor: Double = 0.5
    /// Seconds on each side of a fix in the smoothing of the points the matched walk is built through (0:
    /// none). Default 3.
    public var smoothingWindow: Double = 3
    /// Seconds on each side of a fix over which the walked metres of the fixes' projections onto the
    /// matched walk are fitted as a line in time: the centre of the band of walked metres the fix's
    /// posterior is taken over (0: the fixes stay at their smoothed points and the walk is not cut to
    /// them). Default 5.
    public var alongWindow: Double = 5
    /// Spread (standard deviation, m/s) of a walker's pace around the profile's walking speed: in the
    /// posterior of the fixes' walked metres, and the prior of the pace in the ``alongWindow`` fit.
    /// Within a few seconds the fixes' own scatter (σ per fix, metres) says little about the pace, least
    /// of all at a run's ends, where a pace off by a fraction of a metre a second moves the first or last
    /// fix through a door; people walk at 1.2–1.6 m/s, so the prior holds the pace near the profile's
    /// speed unless the fixes clearly say otherwise. Infinity: no prior (a least-squares line, and any
    /// pace up to ``maxSpeed`` as likely in the posterior). Default 0.3.
    public var paceSpread: Double = 0.3
    /// Seconds over which a walker's pace forgets itself (the time constant of its drift around the
    /// profile's walking speed within ``paceSpread``) in the posterior of the fixes' walked metres.
    /// Default 5.
    public var paceTime: Double = 5
    /// Metres of walk over which the matched walk is pulled taut: from each point, straight to the
    /// farthest one within that many walked metres in sight (a walker takes the shortest way over a few
    /// metres; the noise left in the matched points adds no length). Default 20.
    public var walkHorizon: Double = 20

    public init() {}

    /// The σ of a fix of `accuracy` metres (``defaultAccuracy`` when `nil`).
    public func sigma(accuracy: Double?) -> Double { max(accuracy ?? defaultAccuracy, minimumSigma) }

    /// The search radius for a fix of σ `sigma`.
    public func radius(sigma: Double) -> Double { max(radiusFactor * sigma, minimumRadius) }
}
