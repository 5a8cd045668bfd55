import Foundation
import IndoorGeometry

/// Follows a walker fix by fix, as a blue dot does: each fix, as it arrives, is answered with the point of
/// the walkable free space the walker most likely is at, its floor and space, the metres walked since the
/// previous answer and a confidence (see ``TrailFollowParameters`` for the model: the trail matcher's
/// hidden Markov model run forward, an online Viterbi, around a Kalman-filtered position); and, one fix
/// later, settled given the next fix as well (``step(_:)``, ``TrailFollowStep``: fixed-lag smoothing, lag one).
///
/// Keeps only the previous fix's candidates and scores, the filter, the last few reported floors and
/// the settled answers of the last two ``TrailMatchParameters/endWindow``s (at most ``endMemory``, for
/// ``finish()``): constant memory over an endless stream. Each update costs the candidate search of one
/// fix and the transitions from the previous fix's candidates (straight walks without search, else
/// bounded walking searches). Holds its own search memory: one follower per walker and thread.
public struct TrailFollower {
    /// The matcher whose model, free space and connections the fixes are followed on.
    public let matcher: TrailMatcher
    /// The follower's own parameters.
    public let parameters: TrailFollowParameters
    let graph: RoutingGraph
    let scratch = RoutingScratch()
    /// The previous fix that had candidates, as the follower keeps it.
    var last: FollowedFix?
    /// The filtered position, `nil` before the first fix and after a restart.
    var filter: WalkerKalmanFilter?
    /// Time of the previous fix (answered or not), seconds.
    var lastTime: Double?
    /// The floors the last ``TrailMatchParameters/floorWindow`` fixes reported (oldest first).
    var recentFloors: [Int] = []
    /// The previous fix's immediate answer, its candidates and its walked metres on one floor, until the
    /// next fix settles it (``step(_:)``).
    var pending: Pending?
    /// The candidate of the last settled answer (the walked metres of the next one across floors).
    var settledCandidate: TrailMatcher.Candidate?
    /// The filtered speed times the seconds since the previous fix, at the last fix.
    var speedWalk = 0.0
    /// Seconds between the last fix and the one before it.
    var seconds = 0.0
    /// Seconds between the fix before the last and the one before that (0 until known): a fix that comes
    /// twice as late as that comes after a gap.
    var intervalBefore = 0.0
    /// Whether the last fix was taken into the running filter (not a (re)start of it, nor a jump).
    var filterContinued = false
    /// The settled fixes of the last ``TrailMatchParameters/endWindow`` seconds and as many again (at most
    /// ``endMemory`` of them), oldest first, with their settled answers: what ``finish()`` weighs the
    /// walk's end by.
    var settled: [(fix: NavigationFix, answer: TrailMatch.Fix)] = []
    /// Most settled fixes kept for ``finish()``: two ends' windows at several fixes a second.
    static let endMemory = 64

    /// - Parameters:
    ///   - matcher: the trail matcher (built once per router; its parameters are the model's).
    ///   - parameters: the filter and restart (defaults documented there).
    public init(matcher: TrailMatcher, parameters: TrailFollowParameters = TrailFollowParameters()) {
        self.matcher = matcher
        self.parameters = parameters
        graph = matcher.router.graph.closing(matcher.profile.closedConnections)
    }

    /// The answer to `fix` given the fixes before it, `nil` when it has no candidate (no walkable space
    /// within its search radius on the floors considered); such a fix leaves the walk as it was. No lag:
    /// ``step(_:)`` also gives the previous fix's answer revised with this one.
    public mutating func update(_ fix: NavigationFix) -> TrailFollowAnswer? { step(fix).answer }

    /// The immediate answer to `fix` and the settled answer to the fix before it (given `fix` as well);
    /// see ``TrailFollowStep``.
    public mutating func step(_ fix: NavigationFix) -> TrailFollowStep {
        let before = pending
        pending = nil
        let (answer, through) = advance(fix)
        var previous: TrailFollowAnswer? = nil
        if let before {
            let continued = answer?.startsSegment == false ? through : nil
            previous = settle(before, through: continued)
        }
        if let answer, let last {
            pending = Pending(fix: last, answer: answer, speedWalk: speedWalk, seconds: seconds)
        }
        return TrailFollowStep(answer: answer, previous: previous)
    }

    /// The answer to `fix` with, when it continues the walk, the previous fix's candidates' scores through
    /// to it (``forward(from:to:_:)``'s `through`).
    mutating func advance(_ fix: NavigationFix) -> (answer: TrailFollowAnswer?, through: [Double]?) {
        let p = matcher.parameters
        var fix = fix
        let time = fix.time ?? ((lastTime ?? -parameters.defaultInterval) + parameters.defaultInterval)
        fix.time = time
        let dt = lastTime.map { time - $0 } ?? 0
        lastTime = time
        intervalBefore = seconds
        seconds = max(0, dt)
        if dt > parameters.restartGap { restart() }
        defer { remember(floor: fix.floor) }
        let sigma = p.sigma(accuracy: fix.accuracy)
        let previousFilter = filter
        var observed = filtered(fix, sigma: sigma, dt: max(0, dt))
        smoothLast(since: previousFilter)
        var candidates = matcher.candidates(for: fix, at: observed, floors: candidateFloors(fix))
        guard !candidates.isEmpty else { return (nil, nil) }
        var scores: [Double]
        var reset: [Bool] = []
        var unmoved: [Bool]
        var charged: [Double]
        var through: [Double]? = nil
        var starts = false
        if let last {
            var t: [Double]
            (scores, reset, t, unmoved, charged) = forward(from: last, to: fix, candidates)
            if scores.allSatisfy({ $0 == -.infinity }) || reset.allSatisfy({ $0 }) {
                let wider = matcher.candidates(for: fix, at: observed, floors: candidateFloors(fix), limit: .max)
                if wider.count > candidates.count {
                    candidates = wider
                    (scores, reset, t, unmoved, charged) = forward(from: last, to: fix, candidates)
                }
            }
            through = t
            if scores.allSatisfy({ $0 == -.infinity }) {
                starts = true
                filter = WalkerKalmanFilter(at: fix.point, sigma: sigma, speedSpread: parameters.initialSpeedSpread)
                filterContinued = false
                observed = (fix.point, 1)
                candidates = matcher.candidates(for: fix, at: observed, floors: candidateFloors(fix))
                scores = startScores(&candidates)
                (unmoved, charged) = ([Bool](repeating: true, count: candidates.count), [Double](repeating: 0, count: candidates.count))
            }
        } else {
            starts = true
            scores = startScores(&candidates)
            (unmoved, charged) = ([Bool](repeating: true, count: candidates.count), [Double](repeating: 0, count: candidates.count))
        }
        let best = scores.indices.max { scores[$0] < scores[$1] } ?? 0
        if reset.indices.contains(best) && reset[best] { starts = true }
        let top = scores[best]
        scores = scores.map { $0 - top }
        let mass = scores.reduce(0) { $0 + ($1 > -.infinity ? exp($1) : 0) }
        let chosen = candidates[best]
        speedWalk = (filter?.speed ?? 0) * max(0, dt)
        var walked = 0.0
        if !starts, let last {
            let before = last.candidates[last.chosen]
            walked =
                before.floor == chosen.floor && filter != nil ? speedWalk : floorChangeWalk(from: before, to: chosen, seconds: max(0, dt), speedWalk: speedWalk)
        }
        last = FollowedFix(
            fix: fix, candidates: candidates, scores: scores, chosen: best, observed: observed.point,
            emissionSigma: max(p.minimumSigma, sigma * observed.sigmaFactor), fixSigma: sigma, unmoved: unmoved, charged: charged)
        let answer = TrailFollowAnswer(
            floor: chosen.floor, point: chosen.point, space: chosen.space, offset: chosen.offset, walked: walked, confidence: 1 / mass,
            startsSegment: starts)
        return (answer, through)
    }

    /// Forgets the walk so far (the next fix starts afresh).
    public mutating func restart() {
        last = nil
        filter = nil
    }

    /// Takes `fix` into the Kalman filter (started at it when there is none, or when it lies beyond five
    /// standard deviations of the prediction: a jump) and returns the position candidates are searched
    /// around with the share of the fix's sigma their emission takes.
    mutating func filtered(_ fix: NavigationFix, sigma: Double, dt: Double) -> (point: Point, sigmaFactor: Double) {
        let q = parameters.accelerationNoise
        filterContinued = false
        guard var f = filter else {
            filter = WalkerKalmanFilter(at: fix.point, sigma: sigma, speedSpread: parameters.initialSpeedSpread)
            return (fix.point, 1)
        }
        let predicted = Point(x: f.x.x + f.x.v * dt, y: f.y.x + f.y.v * dt)
        let spread = (f.sigma * f.sigma + sigma * sigma + q * dt * dt * dt / 3).squareRoot()
        if predicted.distance(to: fix.point) > 5 * spread {
            filter = WalkerKalmanFilter(at: fix.point, sigma: sigma, speedSpread: parameters.initialSpeedSpread)
            return (fix.point, 1)
        }
        f.update(fix.point, sigma: sigma, dt: dt, q: q)
        filter = f
        filterContinued = true
        return (f.point, min(1, max(matcher.parameters.observationSigmaFactor, f.sigma / sigma)))
    }

    /// Keeps the last ``TrailMatchParameters/floorWindow`` reported floors.
    mutating func remember(floor: Int?) {
        guard let floor else { return }
        recentFloors.append(floor)
        if recentFloors.count > matcher.parameters.floorWindow { recentFloors.removeFirst(recentFloors.count - matcher.parameters.floorWindow) }
    }
}
