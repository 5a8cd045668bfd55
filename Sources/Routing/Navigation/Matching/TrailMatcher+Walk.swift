import IndoorGeometry

extension TrailMatcher {
    /// Replaces each matched point by the fix's position smoothed over its run (a local linear fit in time
    /// over ``TrailMatchParameters/smoothingWindow`` seconds on each side, on the same floor with no break
    /// between), moved to the nearest free point of the matched space when outside it (else the candidate
    /// stays).
    func smooth(_ out: inout [TrailMatch.Fix?], fixes: [NavigationFix], graph: RoutingGraph) {
        let w = parameters.smoothingWindow
        guard w > 0 else { return }
        let matched = out
        let times = TrailFit.times(fixes), raw = fixes.map(\.point)
        for (i, m) in matched.enumerated() {
            guard let m else { continue }
            // Outwards from the fix, stopping at a break or another floor.
            let fit = TrailFit.localFit(raw, times: times, at: i, window: w) { j in
                guard let o = matched[j], o.floor == m.floor else { return false }
                return !(j > i ? o.startsSegment : (matched[j + 1]?.startsSegment ?? false))
            }
            guard let p = fit else { continue }
            var q = p
            if graph.meshes[m.floor].locate(p) == nil || locator.locate(p, floorIndex: m.floor, maxDistance: 0).space != m.space {
                // Outside the matched space's free space: its nearest free point there.
                guard let s = m.space, let n = nearestFreePoint(of: s, floor: m.floor, to: p, within: .infinity),
                    locator.locate(n, floorIndex: m.floor, maxDistance: 0).space == s
                else { continue }
                q = n
            }
            out[i]?.point = q
            out[i]?.offset = q.distance(to: fixes[i].point)
        }
    }

    /// The exact walking paths between consecutive `points` on `floor`, end to end (a straight step where
    /// there is none).
    func walkingPaths(_ floor: Int, _ points: [Point], graph: RoutingGraph, scratch: RoutingScratch) -> [Point] {
        var dense = [points[0]]
        let mesh = graph.meshes[floor]
        for k in 1 ..< points.count {
            if mesh.sees(points[k - 1], points[k]) {
                dense.append(points[k])  // in sight: the straight step is the walking path
            } else if let path = graph.walkingPath(floor: floor, from: points[k - 1], to: points[k], scratch: scratch) {
                dense += path.points.dropFirst()
            } else {
                dense.append(points[k])
            }
        }
        return dense
    }

    /// `points` (a walk on `floor`) pulled taut over stretches of `horizon` metres: from each kept point,
    /// straight to the farthest point within `horizon` walked metres that it sees in the free space. A
    /// walker takes the shortest way over a few metres; the zigzags and out-and-back spikes the noise
    /// leaves in the matched points add no length.
    static func taut(_ points: [Point], horizon: Double, mesh: NavigationMesh) -> [Point] {
        guard points.count > 2 else { return points }
        var out = [points[0]]
        var a = 0
        while a < points.count - 1 {
            var best = a + 1
            var walked = points[a].distance(to: points[a + 1])
            var j = a + 2
            while j < points.count {
                walked += points[j - 1].distance(to: points[j])
                if walked > horizon { break }
                if mesh.sees(points[a], points[j]) { best = j }
                j += 1
            }
            out.append(points[best])
            a = best
        }
        return out
    }

    /// The matched walk: per run of matched fixes on one floor with no break, taut through its
    /// walking paths, pulled ``taut(_:horizon:mesh:)``; runs on different floors joined by a route
    /// through the profile's connections.
    func walk(_ fixes: [TrailMatch.Fix?], graph: RoutingGraph, scratch: RoutingScratch) -> RouteResult? {
        var runs: [(floor: Int, points: [Point])] = []
        for m in fixes {
            guard let m else { continue }
            if let last = runs.last, last.floor == m.floor, !m.startsSegment {
                runs[runs.count - 1].points.append(m.point)
            } else {
                runs.append((m.floor, [m.point]))
            }
        }
        guard runs.reduce(0, { $0 + $1.points.count }) >= 2 else { return nil }
        var steps: [RouteStep] = []
        func appendWalk(_ floor: Int, _ pts: [Point], joined: Bool = true) {
            guard pts.count >= 2 else { return }
            if joined, case var .walk(leg)? = steps.last, leg.floor == floor {
                leg.points += leg.points.last == pts[0] ? pts.dropFirst() : pts[...]
                steps[steps.count - 1] = .walk(RouteLeg(floor: floor, walking: leg.points))
            } else {
                steps.append(.walk(RouteLeg(floor: floor, walking: pts)))
            }
        }
        for (r, run) in runs.enumerated() {
            // Joined to the previous run by the shortest route between them, across a break too (the walker
            // went there somehow); a new leg where there is none.
            var joined = r > 0
            if r > 0, let from = runs[r - 1].points.last, let to = run.points.first {
                let between = graph.route(
                    from: RoutePoint(floor: runs[r - 1].floor, point: from), to: RoutePoint(floor: run.floor, point: to), profile: profile, scratch: scratch)
                joined = between.status == .found
                for step in between.steps {
                    switch step {
                    case let .walk(leg): appendWalk(leg.floor, leg.points)
                    case .connection: steps.append(step)
                    }
                }
            }
            var pts = walkingPaths(run.floor, run.points, graph: graph, scratch: scratch)
            if pts.count == 1 { pts.append(pts[0]) }
            appendWalk(run.floor, pts, joined: joined)
        }
        for (k, step) in steps.enumerated() {
            guard case let .walk(leg) = step else { continue }
            steps[k] = .walk(RouteLeg(floor: leg.floor, walking: Self.taut(leg.points, horizon: parameters.walkHorizon, mesh: graph.meshes[leg.floor])))
        }
        return Self.result(steps, profile: profile)
    }

    /// The walk made of `steps` (walking legs and connections) as a found route: from its first leg's
    /// first point to its last leg's last point, costed as `profile` walks; `nil` without a walking leg.
    static func result(_ steps: [RouteStep], profile: RoutingProfile) -> RouteResult? {
        let legs = steps.compactMap { if case let .walk(l) = $0 { return l } else { return nil } }
        guard let first = legs.first, let last = legs.last, let start = first.points.first, let goal = last.points.last else { return nil }
        let walked = legs.reduce(0.0) { $0 + $1.distance }
        let connections = steps.compactMap { if case let .connection(c) = $0 { return c } else { return nil } }
        return RouteResult(
            status: .found, start: RoutePoint(floor: first.floor, point: start), goal: RoutePoint(floor: last.floor, point: goal), steps: steps,
            cost: walked + connections.reduce(0) { $0 + $1.cost }, distance: walked,
            duration: walked / profile.walkingSpeed + connections.reduce(0) { $0 + $1.seconds })
    }
}
