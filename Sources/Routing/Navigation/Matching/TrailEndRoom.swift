import Foundation
import IndoorGeometry

/// The room a trail starts or ends in, decided from its leading or trailing fixes together (the optional
/// segment-likelihood rule of ``TrailMatcher``, on when ``TrailMatchParameters/endWindow`` > 0).
struct TrailEndRoom {
    /// The matcher whose venue, locator and parameters the rule reads.
    let matcher: TrailMatcher
    typealias Candidate = TrailMatcher.Candidate

    /// Which end of a trail: its first fixes or its last.
    enum TrailEnd {
        case start
        case end
    }

    /// The room a trail starts (`.start`) or ends (`.end`) in, decided from the fixes of its leading or
    /// trailing ``TrailMatchParameters/endWindow`` seconds together (a segment likelihood), not from one
    /// fix: `nil` when those fixes name no floor or lie in no walkable space.
    ///
    /// The walker is taken to be in one room R through those fixes. With the walker at an unknown point
    /// of R (uniform), each fix Gaussian around it (σ its accuracy), and a prior on R proportional to its
    /// area, the fixes' likelihood under "in R" is, up to a factor common to every R, the share of a
    /// Gaussian centred on the fixes' mean, of σ / √k (k fixes), that lies in R: that share is measured
    /// on a grid of 11 × 11 points over ±2.5 of its σ, each located in the venue's spaces. Each space
    /// scores the log of its share, plus ``TrailMatchParameters/endDestinationPrior`` for a destination
    /// (not circulation: people start and end their walks in rooms); the best scoring space is the end's.
    /// The floor is the one most of those fixes report.
    func space(_ fixes: [NavigationFix], _ end: TrailEnd) -> (floor: Int, space: Int)? {
        let times = TrailFit.times(fixes)
        guard let edge = end == .start ? times.first : times.last else { return nil }
        let window = fixes.indices.filter { abs(times[$0] - edge) <= matcher.parameters.endWindow }
        var votes: [Int: Int] = [:]
        for i in window { if let f = fixes[i].floor { votes[f, default: 0] += 1 } }
        guard let floor = votes.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key, floor >= 0, floor < matcher.spaces.count else { return nil }
        let on = window.filter { fixes[$0].floor == floor }
        guard !on.isEmpty else { return nil }
        let k = Double(on.count)
        let mean = on.reduce(Point(x: 0, y: 0)) { $0 + fixes[$1].point * (1 / k) }
        let sigma = on.reduce(0) { $0 + matcher.parameters.sigma(accuracy: fixes[$1].accuracy) } / k / k.squareRoot()
        var mass: [Int: Double] = [:]
        let steps = 5
        for u in -steps ... steps {
            for v in -steps ... steps {
                let du = 2.5 * Double(u) / Double(steps), dv = 2.5 * Double(v) / Double(steps)
                let p = Point(x: mean.x + du * sigma, y: mean.y + dv * sigma)
                guard let s = matcher.locator.locate(p, floorIndex: floor, maxDistance: 0).space, isWalkableCandidate(s, floor: floor) else { continue }
                mass[s, default: 0] += exp(-0.5 * (du * du + dv * dv))
            }
        }
        let scored = mass.map { s, m in (space: s, score: log(m) + (matcher.isDestination[s] ? matcher.parameters.endDestinationPrior : 0)) }
        guard let best = scored.max(by: { ($0.score, -$0.space) < ($1.score, -$1.space) }) else { return nil }
        return (floor, best.space)
    }

    /// Whether space `s` is one of `floor`'s walkable spaces that candidates are taken in.
    func isWalkableCandidate(_ s: Int, floor: Int) -> Bool {
        matcher.router.venue.spaces[s].floorIndex == floor && matcher.spaces[floor].contains(s)
    }

    /// Keeps of `candidates` (of a trail's first or last fix, searched around `observed`) only the one in
    /// `end`'s space, adding it when the search did not keep it (its point the space's free point nearest
    /// to `observed`); unchanged when that space has no free point within twice the fix's search radius.
    func pin(_ candidates: inout [Candidate], to end: (floor: Int, space: Int), fix: NavigationFix, observed: (point: Point, sigmaFactor: Double)) {
        if let c = candidates.first(where: { $0.floor == end.floor && $0.space == end.space }) {
            candidates = [c]
            return
        }
        let rawSigma = matcher.parameters.sigma(accuracy: fix.accuracy)
        let sigma = max(matcher.parameters.minimumSigma, rawSigma * observed.sigmaFactor)
        let radius = 2 * matcher.parameters.radius(sigma: rawSigma)
        guard let q = matcher.nearestFreePoint(of: end.space, floor: end.floor, to: observed.point, within: radius),
            matcher.locator.locate(q, floorIndex: end.floor, maxDistance: 0).space == end.space
        else { return }
        let offset = q.distance(to: observed.point)
        let penalty = fix.floor == nil || fix.floor == end.floor ? 0 : matcher.parameters.floorPenalty
        candidates = [
            Candidate(floor: end.floor, point: q, space: end.space, offset: q.distance(to: fix.point), emission: matcher.emission(offset, sigma, penalty))
        ]
    }

    /// Keeps the leading (and trailing) run of fixes that the Viterbi placed in the trail's start (end)
    /// space in it after ``TrailMatcher/placeAlongWalk(_:fixes:walk:graph:)``: a fix of such a run that the placement
    /// moved out of the space goes back to its point before (`before`, in the space).
    func keep(_ out: inout [TrailMatch.Fix?], before: [TrailMatch.Fix?], start: (floor: Int, space: Int)?, end: (floor: Int, space: Int)?) {
        func keep(_ order: [Int], _ room: (floor: Int, space: Int)?) {
            guard let room else { return }
            for i in order {
                guard let b = before[i] else { continue }
                guard b.floor == room.floor && b.space == room.space else { return }
                if out[i]?.space != room.space || out[i]?.floor != room.floor { out[i] = b }
            }
        }
        keep(Array(before.indices), start)
        keep(Array(before.indices.reversed()), end)
    }
}
