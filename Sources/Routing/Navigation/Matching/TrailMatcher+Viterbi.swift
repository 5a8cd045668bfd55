import IndoorGeometry

extension TrailMatcher {
    /// Metres a walk may exceed the straight line and still count as straight (rounding of the search).
    static let bendTolerance = 0.05

    /// The most likely candidate per fix (`nil` for a fix without candidates) and the fixes where the match
    /// broke (no candidate reachable from the previous matched fix). Transitions are searched only from
    /// the candidates within ``TrailMatchParameters/beam`` of the best score (all of them when none of
    /// those reaches the fix). Before breaking at a fix, its
    /// candidates are replaced by `all` of them (no ``TrailMatchParameters/maxCandidates`` limit): the
    /// likeliest few may all lie in rooms the walker could not have reached, the one it was in being
    /// farther from a stray fix.
    func viterbi(
        _ fixes: [NavigationFix], _ candidates: inout [[Candidate]], graph: RoutingGraph, scratch: RoutingScratch, all: (Int) -> [Candidate]
    ) -> (chosen: [Int?], breaks: Set<Int>) {
        var chosen = [Int?](repeating: nil, count: fixes.count)
        var breaks = Set<Int>()
        // Per fix of the current segment: scores and back pointers.
        var segment: [(fix: Int, score: [Double], back: [Int])] = []
        func close() {
            guard let last = segment.last else { return }
            var k = last.score.indices.max { last.score[$0] < last.score[$1] } ?? 0
            for s in stride(from: segment.count - 1, through: 0, by: -1) {
                chosen[segment[s].fix] = k
                k = segment[s].back[k]
            }
            segment.removeAll()
        }
        func step(_ prev: (fix: Int, score: [Double], back: [Int]), _ i: Int, beam: Double) -> (score: [Double], back: [Int]) {
            let cands = candidates[i]
            let t = transitions(from: prev.fix, to: i, fixes, candidates, scores: prev.score, beam: beam, graph: graph, scratch: scratch)
            var score = [Double](repeating: -.infinity, count: cands.count)
            var back = [Int](repeating: 0, count: cands.count)
            for (a, sa) in prev.score.enumerated() where sa > -.infinity {
                for b in cands.indices {
                    let s = sa + t[a * cands.count + b]
                    if s > score[b] {
                        score[b] = s
                        back[b] = a
                    }
                }
            }
            for b in cands.indices where score[b] > -.infinity { score[b] += cands[b].emission }
            return (score, back)
        }
        for i in candidates.indices where !candidates[i].isEmpty {
            let cands = candidates[i]
            guard let prev = segment.last else {
                segment.append((i, cands.map(\.emission), [Int](repeating: 0, count: cands.count)))
                breaks.insert(i)
                continue
            }
            var (score, back) = step(prev, i, beam: parameters.beam)
            if score.allSatisfy({ $0 == -.infinity }) { (score, back) = step(prev, i, beam: .infinity) }
            if score.allSatisfy({ $0 == -.infinity }) {
                let wider = all(i)
                if wider.count > cands.count {
                    candidates[i] = wider
                    (score, back) = step(prev, i, beam: .infinity)
                }
            }
            if score.allSatisfy({ $0 == -.infinity }) {
                let cands = candidates[i]
                close()
                segment.append((i, cands.map(\.emission), [Int](repeating: 0, count: cands.count)))
                breaks.insert(i)
            } else {
                // Keep scores near zero: subtract the best (log-likelihoods only compare within a step).
                let top = score.max() ?? 0
                segment.append((i, score.map { $0 - top }, back))
            }
        }
        close()
        return (chosen, breaks)
    }

    /// ``TrailMatchParameters/throughRoomPenalty`` when a walk from `a` to `b` leaves a dead-end room, else 0
    /// (also when the walk through `a` has not left the space it started in, `unmoved`: a walk leaves its
    /// first room).
    func leavesRoom(_ a: Candidate, _ b: Candidate, unmoved: Bool = false) -> Double {
        guard !unmoved, let s = a.space, isRoom[s], b.space != s else { return 0 }
        return parameters.throughRoomPenalty
    }

    /// Transition log-likelihoods from fix `i`'s candidates (Viterbi `scores`) to fix `j`'s, row-major
    /// (`−∞`: infeasible, or not searched: from a candidate more than `beam` below the best score, or to
    /// one whose path could not come within `beam` of the best straight walk's).
    func transitions(
        from i: Int, to j: Int, _ fixes: [NavigationFix], _ candidates: [[Candidate]], scores: [Double], beam: Double, graph: RoutingGraph,
        scratch: RoutingScratch
    ) -> [Double] {
        let dt = max(0, (fixes[j].time ?? Double(j)) - (fixes[i].time ?? Double(i)))
        return transitions(from: fixes[i], candidates[i], to: fixes[j], candidates[j], seconds: dt, scores: scores, beam: beam, graph: graph, scratch: scratch)
    }

    /// Transition log-likelihoods from the candidates `from` of fix `a` (Viterbi `scores`) to the
    /// candidates `to` of fix `b`, `seconds` apart, as ``transitions(from:to:_:_:scores:beam:graph:scratch:)``.
    /// `unmoved`: per source, whether its walk has not left the space it started in (``leavesRoom(_:_:unmoved:)``;
    /// none when `nil`). With `charge` (a forward pass that keeps only each target's best score, the charge
    /// its own step adds per pair of source and target indices), the sources are taken best score first and a pair is not searched when its source's
    /// score less the charge is no better than what a straight walk, or a source taken before, already
    /// gives the target: a transition is never positive, so it could not be the target's best (its entry
    /// stays `−∞`); and each target of a search is given up beyond the longest walk that could still be
    /// its best (one A* search over the targets, each with its own bound). The targets' best scores are
    /// those of the full search; a source's pairs that could not be any target's best may read `−∞`.
    func transitions(
        from a: NavigationFix, _ from: [Candidate], to b: NavigationFix, _ to: [Candidate], seconds dt: Double, scores: [Double], beam: Double,
        graph: RoutingGraph, scratch: RoutingScratch, unmoved: [Bool]? = nil, charge: ((Int, Int) -> Double)? = nil
    ) -> [Double] {
        var out = [Double](repeating: -.infinity, count: from.count * to.count)
        let slack = parameters.radius(sigma: parameters.sigma(accuracy: a.accuracy)) + parameters.radius(sigma: parameters.sigma(accuracy: b.accuracy))
        let maxWalk = parameters.maxSpeed * dt + slack
        let beta = parameters.beta
        let floorCount = router.venue.floors.count
        var targets: [Point] = []
        var bounds: [Double] = []
        var slots: [Int] = []
        var otherFloors: [Int] = []
        var preparedByFloor: [Int: (indices: [Int], targets: RouteTargets)] = [:]
        // Straight walks first (no search): the best score they give bounds which searches can matter.
        let top = scores.max() ?? 0
        let active = scores.map { $0 >= top - beam }
        var reached = -Double.infinity
        var searched = [Bool](repeating: false, count: out.count)
        for (a, ca) in from.enumerated() where active[a] {
            for (b, cb) in to.enumerated() where cb.floor == ca.floor {
                // Quick reject: not even the straight line fits the time.
                guard ca.point.distance(to: cb.point) <= maxWalk else { continue }
                if graph.meshes[ca.floor].sees(ca.point, cb.point) {
                    let leave = leavesRoom(ca, cb, unmoved: unmoved?[a] ?? false)
                    out[a * to.count + b] = -leave  // a straight walk: no detour, no bend
                    reached = max(reached, scores[a] + cb.emission - leave)
                } else {
                    searched[a * to.count + b] = true
                }
            }
        }
        // A walk that is not straight scores below the candidates' own scores: searched only when those
        // are within the beam of the best straight walk.
        let least = reached - beam
        // With `charge`: each target's best score so far, from the straight walks and then from each
        // search, the sources taken best first so that a later one's searches are bounded by what an
        // earlier one already gives.
        var best = charge.map { straightScores(from, to, scores: scores, out, charge: $0) }
        let order = charge == nil ? Array(from.indices) : from.indices.sorted { scores[$0] > scores[$1] }
        for a in order where active[a] {
            let ca = from[a]
            targets.removeAll(keepingCapacity: true)
            bounds.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
            otherFloors.removeAll(keepingCapacity: true)
            for (b, cb) in to.enumerated() where scores[a] + cb.emission >= least {
                if let best, let charge, scores[a] - charge(a, b) <= best[b] { continue }
                if cb.floor == ca.floor {
                    guard searched[a * to.count + b] else { continue }
                    // The longest walk that could still matter: feasible, and (with `charge`) better than the
                    // target's best so far.
                    var limit = maxWalk
                    if let best, let charge, best[b] > -.infinity {
                        limit = min(limit, ca.point.distance(to: cb.point) + beta * (scores[a] - charge(a, b) - best[b]))
                    }
                    targets.append(cb.point)
                    slots.append(b)
                    bounds.append(limit)
                } else if connectionSeconds[ca.floor * floorCount + cb.floor] * parameters.connectionTimeFactor <= dt {
                    otherFloors.append(b)
                }
            }
            if !targets.isEmpty {
                let d = scratch.search.distances(in: graph.meshes[ca.floor], from: ca.point, to: targets, bounds: bounds)
                for (k, b) in slots.enumerated() where d[k] <= maxWalk {
                    // Into another space around a corner or through a door (not in a straight line).
                    let straight = ca.point.distance(to: to[b].point)
                    let bends = to[b].space != ca.space && d[k] > straight + Self.bendTolerance
                    out[a * to.count + b] =
                        -(d[k] - straight) / beta - (bends ? parameters.spaceChangePenalty : 0) - leavesRoom(ca, to[b], unmoved: unmoved?[a] ?? false)
                    if let c = charge?(a, b), let old = best?[b] { best?[b] = max(old, scores[a] + out[a * to.count + b] - c) }
                }
            }
            if !otherFloors.isEmpty {
                // Fix j's candidates off this floor, prepared once per floor of the sources.
                let prepared: RouteTargets
                if let p = preparedByFloor[ca.floor], p.indices == otherFloors {
                    prepared = p.targets
                } else {
                    let pts = otherFloors.map { RoutePoint(floor: to[$0].floor, point: to[$0].point) }
                    prepared = graph.targets(pts, snapDistance: 0.5, distanceTable: false)
                    preparedByFloor[ca.floor] = (otherFloors, prepared)
                }
                // Cost bound: the time allowed, at the profile's speed, with connections at their shortest.
                let maxCost = (dt + slack / parameters.maxSpeed) * profile.walkingSpeed / parameters.connectionTimeFactor + maxWalk
                let r = graph.costs(from: RoutePoint(floor: ca.floor, point: ca.point), to: prepared, profile: profile, maxCost: maxCost, scratch: scratch)
                for (k, b) in otherFloors.enumerated() {
                    guard let c = r.targets[k] else { continue }
                    let connectionSeconds = max(0, c.duration - c.distance / profile.walkingSpeed)
                    let fastest = max(0, c.distance - slack) / parameters.maxSpeed + connectionSeconds * parameters.connectionTimeFactor
                    guard fastest <= dt else { continue }
                    let straight = ca.point.distance(to: to[b].point)
                    out[a * to.count + b] = -max(0, c.distance - straight) / beta - leavesRoom(ca, to[b], unmoved: unmoved?[a] ?? false)
                    if let c = charge?(a, b), let old = best?[b] { best?[b] = max(old, scores[a] + out[a * to.count + b] - c) }
                }
            }
        }
        return out
    }

    /// Per candidate of `to`, the best over `from` of its score plus the straight transition found so far
    /// (`out`, row-major) less `charge`; `−∞` when none is straight.
    func straightScores(_ from: [Candidate], _ to: [Candidate], scores: [Double], _ out: [Double], charge: (Int, Int) -> Double) -> [Double] {
        var best = [Double](repeating: -.infinity, count: to.count)
        for a in from.indices where scores[a] > -.infinity {
            for b in to.indices where out[a * to.count + b] > -.infinity {
                best[b] = max(best[b], scores[a] + out[a * to.count + b] - charge(a, b))
            }
        }
        return best
    }
}
