import IndoorGeometry

extension TrailFollower {
    /// The floors `fix`'s candidates are taken on with their penalties: its own (0); at
    /// ``TrailMatchParameters/floorPenalty`` (none when it names no floor) the floors the previous fixes
    /// reported and the previous answer's, after a gap (a fix at least twice as late as the interval before
    /// it) the floors one connection from the previous answer's floor reaches in the time, and every floor
    /// at a walk's first fix (its floor may be mislabelled); every floor at no penalty when none is known.
    func candidateFloors(_ fix: NavigationFix) -> [(floor: Int, penalty: Double)] {
        let floorCount = matcher.router.venue.floors.count
        var out: [(floor: Int, penalty: Double)] = []
        func add(_ f: Int, _ penalty: Double) {
            guard f >= 0 && f < floorCount else { return }
            if let k = out.firstIndex(where: { $0.floor == f }) {
                out[k].penalty = min(out[k].penalty, penalty)
            } else {
                out.append((f, penalty))
            }
        }
        if let f = fix.floor { add(f, 0) }
        let other = fix.floor == nil ? 0 : matcher.parameters.floorPenalty
        for f in recentFloors.reversed() { add(f, other) }
        if let last {
            let floor = last.candidates[last.chosen].floor
            add(floor, other)
            // Across a gap (positioning often pauses on stairs and in elevators), the floors a connection
            // from the walk's floor reaches in the time: the first fix after a ride may name the old floor.
            if let t = fix.time, let t0 = last.fix.time, intervalBefore > 0, seconds >= 2 * intervalBefore {
                let n = floorCount
                for f in 0 ..< n
                where f != floor && matcher.connectedFloors[floor * n + f]
                    && matcher.connectionSeconds[floor * n + f] * matcher.parameters.connectionTimeFactor <= t - t0
                {
                    add(f, other)
                }
            }
        }
        if out.isEmpty { return (0 ..< floorCount).map { ($0, 0) } }
        // A walk's first fix: its floor may be mislabelled too, and no fix before it names the right one.
        if last == nil, fix.floor != nil { for f in 0 ..< floorCount { add(f, other) } }
        return out
    }

    /// The forward (Viterbi) scores of `candidates` of `fix` after `last`: per candidate, the best of the
    /// previous scores plus the transition (less ``TrailFollowParameters/spaceChangePenalty`` × the fix's
    /// sigma into another space of the same floor, none out of the space the walk started in while it has
    /// not left it), plus its emission (`−∞`: reached from none). Transitions are
    /// searched from the previous candidates within the beam, then from all of them when none reaches. A
    /// candidate on another floor than the previous answer's that none reaches starts from the best
    /// previous score less ``TrailFollowParameters/floorResetPenalty`` and the change charge (`reset`: such a candidate's walk
    /// starts there). `through`: per previous candidate, the best score of a walk through it to one of
    /// `candidates` (`−∞`: none), the previous fix's scores given this fix as well (lag one). `unmoved`
    /// and `charged`: per candidate, whether its best walk is still in the space it started in, and the
    /// change charge that walk paid on entering the candidate's space (0 when it entered free of charge,
    /// or on another floor).
    func forward(
        from last: FollowedFix, to fix: NavigationFix, _ candidates: [TrailMatcher.Candidate]
    ) -> (scores: [Double], reset: [Bool], through: [Double], unmoved: [Bool], charged: [Double]) {
        let penalty = parameters.spaceChangePenalty * matcher.parameters.sigma(accuracy: fix.accuracy)
        func step(beam: Double) -> (scores: [Double], through: [Double], unmoved: [Bool], charged: [Double]) {
            // Nothing for leaving the space the walk started in (a walk leaves its first room; the charge
            // would hold the dot there for fixes after the walker is out).
            let charge = { (a: Int, b: Int) in
                let from = last.candidates[a], to = candidates[b]
                return to.space == from.space || to.floor != from.floor || last.unmoved[a] ? 0 : penalty
            }
            let t = matcher.transitions(
                from: last.fix, last.candidates, to: fix, candidates, seconds: max(0, (fix.time ?? 0) - (last.fix.time ?? 0)), scores: last.scores, beam: beam,
                graph: graph, scratch: scratch, unmoved: last.unmoved, charge: charge)
            var score = [Double](repeating: -.infinity, count: candidates.count)
            var through = [Double](repeating: -.infinity, count: last.candidates.count)
            var unmoved = [Bool](repeating: false, count: candidates.count)
            var charged = [Double](repeating: 0, count: candidates.count)
            for (a, sa) in last.scores.enumerated() where sa > -.infinity {
                let from = last.candidates[a]
                for b in candidates.indices {
                    let to = candidates[b]
                    let c = charge(a, b)
                    let s = sa + t[a * candidates.count + b] - c
                    if s > score[b] {
                        score[b] = s
                        // The charge paid entering `to`'s space: this step's, or carried while the walk stays.
                        charged[b] = c == 0 && to.space == from.space && to.floor == from.floor ? last.charged[a] : c
                        unmoved[b] = last.unmoved[a] && from.floor == to.floor && from.space == to.space
                    }
                    through[a] = max(through[a], s + to.emission)
                }
            }
            for b in candidates.indices where score[b] > -.infinity { score[b] += candidates[b].emission }
            return (score, through, unmoved, charged)
        }
        var (scores, through, unmoved, charged) = step(beam: matcher.parameters.beam)
        if scores.allSatisfy({ $0 == -.infinity }) { (scores, through, unmoved, charged) = step(beam: .infinity) }
        // The walk so far may be on a wrong floor (a mislabelled first fix, a floor change missed): a
        // candidate on another floor that no walk reaches may still start from the best score, at a price.
        let floor = last.candidates[last.chosen].floor
        let best = last.scores.max() ?? 0
        var reset = [Bool](repeating: false, count: candidates.count)
        for b in candidates.indices where scores[b] == -.infinity && candidates[b].floor != floor {
            // The new floor's space is another space too: a reset pays the change charge as well, so that it
            // is never cheaper than walking into another space of the walk's floor.
            scores[b] = best - parameters.floorResetPenalty - penalty + candidates[b].emission
            reset[b] = true
        }
        return (scores, reset, through, unmoved, charged)
    }

    /// The scores of a walk's first candidates: their emissions, a destination's with
    /// ``TrailMatchParameters/endDestinationPrior`` (the candidates' emissions are changed so); each
    /// `unmoved` (leaving the space a walk starts in is charged neither
    /// ``TrailFollowParameters/spaceChangePenalty`` nor the matcher's ``TrailMatchParameters/throughRoomPenalty``).
    func startScores(_ candidates: inout [TrailMatcher.Candidate]) -> [Double] {
        matcher.favourDestinations(&candidates)
        return candidates.map(\.emission)
    }

    /// Metres walked between two answers on different floors (or without a filter): the walk from `a` to
    /// `b` (``walkingDistance(from:to:seconds:)``) when ``TrailMatchParameters/maxSpeed`` covers it in
    /// `seconds`, else `speedWalk` (the filtered speed times the seconds): a change of floor the time does
    /// not allow is a mislabelled fix, or its undoing, not a walk through the venue's connections.
    func floorChangeWalk(from a: TrailMatcher.Candidate, to b: TrailMatcher.Candidate, seconds: Double, speedWalk: Double) -> Double {
        let d = walkingDistance(from: a, to: b, seconds: seconds)
        return a.floor == b.floor || d <= matcher.parameters.maxSpeed * seconds ? d : speedWalk
    }

    /// Metres walked from `a` to `b` in the free space (through the profile's connections across floors),
    /// searched within what `seconds` allow at ``TrailMatchParameters/maxSpeed``; the straight distance
    /// when no walk is found within that.
    func walkingDistance(from a: TrailMatcher.Candidate, to b: TrailMatcher.Candidate, seconds: Double) -> Double {
        let straight = a.point.distance(to: b.point)
        let p = matcher.parameters
        let bound = p.maxSpeed * seconds + 2 * p.radius(sigma: p.defaultAccuracy) + straight
        if a.floor == b.floor {
            let mesh = graph.meshes[a.floor]
            if mesh.sees(a.point, b.point) { return straight }
            let d = scratch.search.distances(in: mesh, from: a.point, to: [b.point], bound: bound)[0]
            return d.isFinite ? d : straight
        }
        let targets = graph.targets([RoutePoint(floor: b.floor, point: b.point)], snapDistance: 0.5, distanceTable: false)
        let r = graph.costs(
            from: RoutePoint(floor: a.floor, point: a.point), to: targets, profile: matcher.profile, maxCost: .infinity, scratch: scratch)
        return r.targets.first??.distance ?? straight
    }
}
