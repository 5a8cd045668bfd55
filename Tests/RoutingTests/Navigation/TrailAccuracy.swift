import IndoorGeometry
@testable import Routing

/// How well a matcher finds synthetic walks: shares of fixes matched to their true space and floor, and
/// how far the matched walks' lengths are from the true ones.
struct TrailAccuracy: CustomStringConvertible {
    var fixes = 0
    var spaceHits = 0
    var floorHits = 0
    /// Each walk's first and last four fixes (fewer when the walk is short), and those in their true space.
    var endFixes = 0
    var endHits = 0
    /// Per trail: matched walk length / true length − 1.
    var lengthErrors: [Double] = []

    var spaceRate: Double { Double(spaceHits) / Double(max(1, fixes)) }
    var floorRate: Double { Double(floorHits) / Double(max(1, fixes)) }
    var endRate: Double { Double(endHits) / Double(max(1, endFixes)) }

    /// Whether fix `k` of `count` is among a walk's first or last four.
    static func isEnd(_ k: Int, of count: Int) -> Bool { k < 4 || k >= count - 4 }
    /// Share of trails whose matched walk is within `tolerance` (relative) of the true one.
    func lengthShare(within tolerance: Double) -> Double {
        Double(lengthErrors.filter { abs($0) <= tolerance }.count) / Double(max(1, lengthErrors.count))
    }
    /// The median of the absolute relative length errors.
    var medianLengthError: Double {
        let s = lengthErrors.map(abs).sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    var description: String {
        "fixes \(fixes), space \(spaceRate), ends \(endRate), floor \(floorRate), walks within 5%: \(lengthShare(within: 0.05)) of \(lengthErrors.count), median length error \(medianLengthError)"
    }

    /// Matches every trail with `matcher` and scores it against its truth.
    static func measure(_ matcher: TrailMatcher, trails: [some ScoredWalk]) -> TrailAccuracy {
        var a = TrailAccuracy()
        for trail in trails {
            let m = matcher.match(trail.fixes)
            for (k, t) in trail.truth.enumerated() { a.score(m.fixes[k].map { ($0.floor, $0.space) }, truth: t, end: isEnd(k, of: trail.truth.count)) }
            if let w = m.walk, trail.trueLength > 0 { a.lengthErrors.append(w.distance / trail.trueLength - 1) }
        }
        return a
    }

    /// Follows every trail fix by fix with a fresh ``TrailFollower`` on `matcher` and scores its answers
    /// against the truth: the immediate answers (`lagged` false) or the settled ones, one fix later
    /// (``TrailFollowStep/previous``, the last fix's from ``TrailFollower/finish()``); the walk's length is
    /// the sum of the answers' walked metres.
    static func measureFollow(
        _ matcher: TrailMatcher, trails: [some ScoredWalk], parameters: TrailFollowParameters = TrailFollowParameters(), lagged: Bool = true
    ) -> TrailAccuracy {
        var a = TrailAccuracy()
        for trail in trails {
            var follower = TrailFollower(matcher: matcher, parameters: parameters)
            var answers: [TrailFollowAnswer?] = []
            for fix in trail.fixes {
                let step = follower.step(fix)
                if lagged {
                    if !answers.isEmpty { answers[answers.count - 1] = step.previous }
                    answers.append(step.answer)
                } else {
                    answers.append(step.answer)
                }
            }
            if lagged, !answers.isEmpty, answers[answers.count - 1] != nil { answers[answers.count - 1] = follower.finish() }
            for (k, (f, t)) in zip(answers, trail.truth).enumerated() {
                a.score(f.map { ($0.floor, $0.space) }, truth: t, end: isEnd(k, of: trail.truth.count))
            }
            let length = answers.reduce(0) { $0 + ($1?.walked ?? 0) }
            if trail.trueLength > 0 { a.lengthErrors.append(length / trail.trueLength - 1) }
        }
        return a
    }

    /// Counts one fix answered on `answer` (floor, space; `nil`: unanswered) against its truth.
    mutating func score(_ answer: (floor: Int, space: Int?)?, truth t: SyntheticTrail.Truth, end: Bool) {
        fixes += 1
        if end { endFixes += 1 }
        guard let answer, answer.floor == t.floor else { return }
        floorHits += 1
        if answer.space == t.space {
            spaceHits += 1
            if end { endHits += 1 }
        }
    }
}
