import Foundation

extension TrailFollower {
    /// A fix answered at once and not yet settled: the follower's state of it (candidates, forward
    /// scores, the one answered), its answer, the filter after it, and its walked metres on one floor (the
    /// filtered speed times `seconds`, the seconds since the fix before it).
    struct Pending {
        var fix: FollowedFix
        var answer: TrailFollowAnswer
        var filter: WalkerKalmanFilter?
        var speedWalk: Double
        var seconds: Double
        var candidates: [TrailMatcher.Candidate] { fix.candidates }
    }

    /// `through` (per candidate of `pending`'s fix) with each candidate's emission taken from the fix's
    /// position smoothed given the fix just taken (one step of the Rauch–Tung–Striebel smoother) instead
    /// of its filtered position: the settled answer weighs where the walker was by the later fix as well.
    /// `through` as it is when the filter did not simply take the later fix (a restart, a jump).
    func smoothed(_ through: [Double], _ pending: Pending) -> [Double] {
        guard filterContinued, let before = pending.filter, let after = filter else { return through }
        let f = pending.fix
        let s = WalkerKalmanFilter.smoothed(before, after, dt: seconds, q: parameters.accelerationNoise)
        let p = matcher.parameters
        let sigma = max(p.minimumSigma, f.fixSigma * min(1, max(p.observationSigmaFactor, s.sigma / f.fixSigma)))
        return through.indices.map { k in
            let c = f.candidates[k].point
            let old = c.distance(to: f.observed) / f.emissionSigma, new = c.distance(to: s.point) / sigma
            return through[k] + 0.5 * (old * old - new * new)
        }
    }

    /// The settled answer of `pending` given the next fix: its candidate of the best `through` score (the
    /// scores of the walks through each of its candidates to the next fix's; `nil`: the next fix did not
    /// continue the walk, and the answer stands). Its walked metres are counted from the last settled
    /// answer's candidate, as ``TrailFollowAnswer/walked`` says.
    mutating func settle(_ pending: Pending, through: [Double]?) -> TrailFollowAnswer {
        var answer = pending.answer
        var k = pending.fix.chosen
        if let through, let top = through.max(), top > -.infinity {
            k = through.indices.max { through[$0] < through[$1] } ?? k
            let mass = through.reduce(0) { $0 + ($1 > -.infinity ? exp($1 - top) : 0) }
            answer.confidence = 1 / mass
        }
        let c = pending.candidates[k]
        answer.floor = c.floor
        answer.point = c.point
        answer.space = c.space
        answer.offset = c.offset
        if answer.startsSegment {
            answer.walked = 0
        } else if let before = settledCandidate, before.floor != c.floor {
            answer.walked = walkingDistance(from: before, to: c, seconds: pending.seconds)
        } else {
            answer.walked = pending.speedWalk
        }
        settledCandidate = c
        return answer
    }

    /// The last fix's answer settled at the end of a stream, `nil` when it had none or was settled already:
    /// the walk ends there, so its candidates are weighed as the matcher weighs a trail's last fix (a
    /// destination gains ``TrailMatchParameters/endDestinationPrior``: people end walks in rooms) and each
    /// candidate's walk is given back the ``TrailFollowParameters/spaceChangePenalty`` it paid on entering
    /// the candidate's space (the charge stands for the later fixes that would confirm a change of space;
    /// none will come, and the few since the walk entered its last room seldom outweigh it).
    public mutating func finish() -> TrailFollowAnswer? {
        guard let p = pending else { return nil }
        pending = nil
        let prior = matcher.parameters.endDestinationPrior
        let f = p.fix
        let ended = f.candidates.indices.map { k in
            f.scores[k] + f.charged[k] + (f.candidates[k].space.map { matcher.isDestination[$0] } == true ? prior : 0)
        }
        return settle(p, through: ended)
    }
}
