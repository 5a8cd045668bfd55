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
        let times = Self.times(fixes), raw = fixes.map(\.point)
        for (i, m) in matched.enumerated() {
            guard let m else { continue }
            // Outwards from the fix, stopping at a break or another floor.
            let fit = Self.localFit(raw, times: times, at: i, window: w) { j in
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

    /// The points a run's walk passes through: its first and last points and, where the matched space
    /// changes through a door or around a corner (the walk between the two fixes bends), the middle of
    /// that walk. Between them the walk is taut: noise inside a space adds no length.
    func waypoints(_ floor: Int, _ points: [Point], _ spaces: [Int?], graph: RoutingGraph, scratch: RoutingScratch) -> [Point] {
        var out = [points[0]]
        for k in 1 ..< points.count where spaces[k] != spaces[k - 1] {
            guard let path = graph.walkingPath(floor: floor, from: points[k - 1], to: points[k], scratch: scratch), path.points.count > 2 else { continue }
            var half = path.length / 2
            for i in 1 ..< path.points.count {
                let a = path.points[i - 1], b = path.points[i]
                let l = a.distance(to: b)
                if l >= half {
                    out.append(l > 0 ? a.interpolated(to: b, t: half / l) : a)
                    break
                }
                half -= l
            }
        }
        if points.count > 1 { out.append(points[points.count - 1]) }
        return out
    }

    /// The matched walk: per run of matched fixes on one floor with no break, taut through its
    /// ``waypoints(_:_:_:graph:scratch:)`` by exact walking paths; runs on different floors joined by a route
    /// through the profile's connections.
    func walk(_ fixes: [TrailMatch.Fix?], graph: RoutingGraph, scratch: RoutingScratch) -> RouteResult? {
        var runs: [(floor: Int, points: [Point], spaces: [Int?], startsSegment: Bool)] = []
        for m in fixes {
            guard let m else { continue }
            if let last = runs.last, last.floor == m.floor, !m.startsSegment {
                runs[runs.count - 1].points.append(m.point)
                runs[runs.count - 1].spaces.append(m.space)
            } else {
                runs.append((m.floor, [m.point], [m.space], m.startsSegment))
            }
        }
        guard runs.reduce(0, { $0 + $1.points.count }) >= 2 else { return nil }
        var steps: [RouteStep] = []
        func appendWalk(_ floor: Int, _ pts: [Point]) {
            guard pts.count >= 2 else { return }
            if case var .walk(leg)? = steps.last, leg.floor == floor {
                leg.points += leg.points.last == pts[0] ? pts.dropFirst() : pts[...]
                steps[steps.count - 1] = .walk(RouteLeg(floor: floor, walking: leg.points))
            } else {
                steps.append(.walk(RouteLeg(floor: floor, walking: pts)))
            }
        }
        for (r, run) in runs.enumerated() {
            if r > 0, !run.startsSegment, let from = runs[r - 1].points.last, let to = run.points.first {
                let between = graph.route(
                    from: RoutePoint(floor: runs[r - 1].floor, point: from), to: RoutePoint(floor: run.floor, point: to), profile: profile, scratch: scratch)
                for step in between.steps {
                    switch step {
                    case let .walk(leg): appendWalk(leg.floor, leg.points)
                    case .connection: steps.append(step)
                    }
                }
            }
            let kept = waypoints(run.floor, run.points, run.spaces, graph: graph, scratch: scratch)
            var pts: [Point] = kept.isEmpty ? [] : [kept[0]]
            for k in 1 ..< max(1, kept.count) {
                if let path = graph.walkingPath(floor: run.floor, from: kept[k - 1], to: kept[k], scratch: scratch) {
                    pts += path.points.dropFirst()
                } else {
                    pts.append(kept[k])
                }
            }
            if pts.count == 1 { pts.append(pts[0]) }
            appendWalk(run.floor, pts)
        }
        let walked = steps.reduce(0.0) { if case let .walk(l) = $1 { return $0 + l.distance } else { return $0 } }
        let connections = steps.compactMap { if case let .connection(c) = $0 { return c } else { return nil } }
        let first = runs[0], last = runs[runs.count - 1]
        return RouteResult(
            status: .found, start: RoutePoint(floor: first.floor, point: first.points[0]),
            goal: RoutePoint(floor: last.floor, point: last.points[last.points.count - 1]), steps: steps,
            cost: walked + connections.reduce(0) { $0 + $1.cost }, distance: walked,
            duration: walked / profile.walkingSpeed + connections.reduce(0) { $0 + $1.seconds })
    }
}
