import Foundation

extension TrailFollower {
    /// A fix answered at once and not yet settled: its answer, its candidates (the one answered
    /// `chosen`), its walked metres on one floor (the filtered speed times `seconds`, the seconds since
    /// the fix before it).
    struct Pending {
        var answer: TrailFollowAnswer
        var candidates: [TrailMatcher.Candidate]
        /// The candidates' forward scores.
        var scores: [Double]
        var chosen: Int
        /// The candidates' entry charges (``FollowedFix/charged``).
        var charged: [Double]
        var speedWalk: Double
        var seconds: Double
    }

    /// The settled answer of `pending` given the next fix: its candidate of the best `through` score (the
    /// scores of the walks through each of its candidates to the next fix's; `nil`: the next fix did not
    /// continue the walk, and the answer stands). Its walked metres are counted from the last settled
    /// answer's candidate, as ``TrailFollowAnswer/walked`` says.
    mutating func settle(_ pending: Pending, through: [Double]?) -> TrailFollowAnswer {
        var answer = pending.answer
        var k = pending.chosen
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
        let ended = p.candidates.indices.map { k in
            p.scores[k] + p.charged[k] + (p.candidates[k].space.map { matcher.isDestination[$0] } == true ? prior : 0)
        }
        return settle(p, through: ended)
    }
}
