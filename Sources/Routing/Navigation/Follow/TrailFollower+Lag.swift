import Foundation

extension TrailFollower {
    /// A fix answered at once and not yet settled: the follower's state of it (candidates, forward
    /// scores, the one answered), its answer, and its walked metres on one floor (the
    /// filtered speed times `seconds`, the seconds since the fix before it).
    struct Pending {
        var fix: FollowedFix
        var answer: TrailFollowAnswer
        var speedWalk: Double
        var seconds: Double
        var candidates: [TrailMatcher.Candidate] { fix.candidates }
    }

    /// Re-weighs the last fix's candidates now that the filter has taken the next fix (`before`: the filter
    /// after the last fix): each one's emission is taken from the last fix's position smoothed given the
    /// next fix (one step of the Rauch–Tung–Striebel smoother), with the sigma its spread gives, instead of
    /// from its filtered position; the forward step to the next fix, and the settled answer, weigh where
    /// the walker was by the later fix as well. Nothing changes when the filter did not simply take the
    /// next fix (a (re)start, a jump).
    mutating func smoothLast(since before: WalkerKalmanFilter?) {
        guard filterContinued, let before, let after = filter, var l = last else { return }
        last = nil  // the scores uniquely held, changed in place
        let p = matcher.parameters
        let s = WalkerKalmanFilter.smoothed(before, after, dt: seconds, q: parameters.accelerationNoise)
        let sigma = max(p.minimumSigma, l.fixSigma * min(1, max(p.observationSigmaFactor, s.sigma / l.fixSigma)))
        for k in l.candidates.indices where l.scores[k] > -.infinity {
            let c = l.candidates[k].point
            let old = c.distance(to: l.observed) / l.emissionSigma, new = c.distance(to: s.point) / sigma
            l.scores[k] += 0.5 * (old * old - new * new)
        }
        last = l
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
            answer.walked = floorChangeWalk(from: before, to: c, seconds: pending.seconds, speedWalk: pending.speedWalk)
        } else {
            answer.walked = pending.speedWalk
        }
        settledCandidate = c
        remember(settled: pending.fix.fix, answer)
        return answer
    }

    /// Keeps `answer` (to `fix`) among the ``settled`` fixes, forgetting those more than two
    /// ``TrailMatchParameters/endWindow``s before it and all but the last ``endMemory``.
    mutating func remember(settled fix: NavigationFix, _ answer: TrailFollowAnswer) {
        settled.append(
            (fix, TrailMatch.Fix(floor: answer.floor, point: answer.point, space: answer.space, offset: answer.offset, startsSegment: answer.startsSegment)))
        let newest = fix.time ?? 0, span = 2 * matcher.parameters.endWindow
        let old = settled.prefix { newest - ($0.fix.time ?? newest) > span }.count
        let over = max(old, settled.count - Self.endMemory)
        if over > 0 { settled.removeFirst(over) }
    }

    /// The last fix's answer settled at the end of a stream, `nil` when it had none or was settled already:
    /// the walk ends there, so its candidates are weighed as the matcher weighs a trail's last fix (a
    /// destination gains ``TrailMatchParameters/endDestinationPrior``: people end walks in rooms) and each
    /// candidate's walk is given back the ``TrailFollowParameters/spaceChangePenalty`` it paid on entering
    /// the candidate's space (the charge stands for the later fixes that would confirm a change of space;
    /// none will come, and the few since the walk entered its last room seldom outweigh it); then placed
    /// by the ends' segment likelihood over the fixes settled in the last two
    /// ``TrailMatchParameters/endWindow``s (``TrailEndPosterior``, the matcher's rule for a trail's last
    /// fixes; the answer stands where it does not apply).
    public mutating func finish() -> TrailFollowAnswer? {
        guard let p = pending else { return nil }
        pending = nil
        let prior = matcher.parameters.endDestinationPrior
        let f = p.fix
        let ended = f.candidates.indices.map { k in
            f.scores[k] + f.charged[k] + (f.candidates[k].space.map { matcher.isDestination[$0] } == true ? prior : 0)
        }
        var answer = settle(p, through: ended)
        // The ends' segment likelihood over the last fixes, as the matcher places a trail's last fixes.
        var out: [TrailMatch.Fix?] = settled.map(\.answer)
        let fixes = settled.map(\.fix)
        let anchors = out
        let ends = TrailEndPosterior(matcher: matcher, graph: graph, scratch: scratch)
        if ends.revise(&out, anchors: anchors, fixes: fixes, end: .end) != nil, let placed = out.last ?? nil {
            answer.floor = placed.floor
            answer.point = placed.point
            answer.space = placed.space
            answer.offset = placed.offset
        }
        settled = []
        return answer
    }
}
