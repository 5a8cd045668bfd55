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

extension TrailMatcher {
    /// A position on the matched walk: a segment of ``NavigationRoute/segments(of:)`` and walked metres.
    struct WalkPosition {
        var segment: Int
        var along: Double
    }

    /// Places the matched fixes on the matched walk by time. Per run of fixes on one floor with no break:
    /// each fix's raw position is projected onto the walk (on its matched floor, near the previous fix's
    /// projection); the walked metres of those projections are fitted as a line in time over
    /// ``TrailMatchParameters/alongWindow`` seconds on each side, its slope drawn towards the profile's
    /// walking speed within ``TrailMatchParameters/paceSpread`` (the window shifted inside the run at its
    /// ends, so the first and last fixes are fitted over as many fixes as the others); around that fit,
    /// the posterior of the fix's walked metres (``alongPosterior(_:floor:fixes:times:centres:segs:)``,
    /// runs of three fixes or more) places it in its likeliest space. Each fix moves to the walk's point
    /// at its metres, in the space there. The walk is then cut to the first and last fixes' points, after
    /// extending its ends straight on by up to the search radius where the free space allows (the walker
    /// started before the first matched point).
    /// - Returns: the walk so cut (unchanged when the window is 0 or the walk has no segment).
    func placeAlongWalk(_ out: inout [TrailMatch.Fix?], fixes: [NavigationFix], walk: RouteResult, graph: RoutingGraph) -> RouteResult {
        guard parameters.alongWindow > 0, let first = out.firstIndex(where: { $0 != nil }) else { return walk }
        let reach = parameters.radius(sigma: parameters.sigma(accuracy: fixes[first].accuracy))
        let extended = self.extended(walk, by: reach, graph: graph)
        let segs = NavigationRoute.segments(of: extended)
        guard !segs.isEmpty else { return walk }
        let times = TrailFit.times(fixes)
        // Projections, in order: within reach of the previous one, else the nearest farther on.
        var along = [Double?](repeating: nil, count: fixes.count)
        var previous: (along: Double, time: Double)? = nil
        for (i, m) in out.enumerated() {
            guard let m else { continue }
            let radius = parameters.radius(sigma: parameters.sigma(accuracy: fixes[i].accuracy))
            let lo = previous.map { $0.along - radius } ?? 0
            let hi = previous.map { $0.along + parameters.maxSpeed * max(0, times[i] - $0.time) + radius } ?? (reach + 2 * radius)
            guard
                let s = Self.project(fixes[i].point, floor: m.floor, onto: segs, from: lo, to: hi)
                    ?? Self.project(fixes[i].point, floor: m.floor, onto: segs, from: lo, to: .infinity)
            else { continue }
            along[i] = s
            previous = (s, times[i])
        }
        // Runs: consecutive placed fixes on one floor with no break; their walked metres fitted in time.
        var fitted = along
        var run: [Int] = []
        func fit() {
            for i in run {
                let pace = PacePrior(speed: profile.walkingSpeed, spread: parameters.paceSpread, sigma: parameters.sigma(accuracy: fixes[i].accuracy))
                fitted[i] = Self.windowFit(run, times: times, values: along, at: i, window: parameters.alongWindow, pace: pace) ?? along[i]
            }
            if run.count >= 3, let floor = out[run[0]]?.floor {
                let posterior = alongPosterior(run, floor: floor, fixes: fixes, times: times, centres: run.map { fitted[$0] ?? 0 }, segs: segs)
                for (k, i) in run.enumerated() where posterior[k] != nil { fitted[i] = posterior[k] }
            }
            run.removeAll()
        }
        for i in out.indices {
            guard let m = out[i], along[i] != nil else { continue }
            if let j = run.last, let o = out[j], o.floor != m.floor || m.startsSegment { fit() }
            run.append(i)
        }
        fit()
        // Each fix to the walk's point at its fitted metres on its floor.
        var ends: (WalkPosition, WalkPosition)? = nil
        for i in out.indices {
            guard let m = out[i], let s = fitted[i], let at = Self.position(s, floor: m.floor, in: segs) else { continue }
            let g = segs[at.segment]
            let p = g.length > 0 ? g.a.interpolated(to: g.b, t: (at.along - g.along) / g.length) : g.a
            out[i]?.point = p
            out[i]?.space = locator.locate(p, floorIndex: m.floor, maxDistance: 0).space
            out[i]?.offset = p.distance(to: fixes[i].point)
            ends = (ends?.0 ?? at, at)
        }
        guard let (a, b) = ends, (a.segment, a.along) <= (b.segment, b.along) else { return walk }
        return cut(extended, segs, from: a, to: b) ?? walk
    }

    /// `walk` (its fixes placed on it, `anchors`) with its ends replaced by the revised ends' walks: from
    /// the start's edge fix's point along its path to the start's anchor, the walk from there to the end's
    /// anchor, then the end's path to its edge fix's point; the walk's first and last fixes then lie on
    /// it. An end not revised (`nil`) is left as it is; `walk` unchanged when an anchor is not on it.
    func joined(_ walk: RouteResult, start: TrailEndPosterior.EndWalk?, end: TrailEndPosterior.EndWalk?, anchors: [TrailMatch.Fix?]) -> RouteResult {
        guard start != nil || end != nil else { return walk }
        let segs = NavigationRoute.segments(of: walk)
        guard let total = segs.last.map({ $0.along + $0.length }) else { return walk }
        func position(_ e: TrailEndPosterior.EndWalk?, within lo: Double, _ hi: Double) -> WalkPosition? {
            guard let e, let a = anchors[e.anchor], let s = Self.project(a.point, floor: a.floor, onto: segs, from: lo, to: hi) else { return nil }
            return Self.position(s, floor: a.floor, in: segs)
        }
        let from = position(start, within: 0, total / 2) ?? WalkPosition(segment: 0, along: 0)
        let to = position(end, within: total / 2, total) ?? WalkPosition(segment: segs.count - 1, along: total)
        guard (from.segment, from.along) <= (to.segment, to.along), let cut = cut(walk, segs, from: from, to: to) else { return walk }
        var steps = cut.steps
        if let start, start.path.count >= 2,
            let k = steps.firstIndex(where: { if case .walk = $0 { return true } else { return false } }), case let .walk(leg) = steps[k]
        {
            steps[k] = .walk(RouteLeg(floor: leg.floor, walking: start.path.reversed().dropLast() + leg.points))
        }
        if let end, end.path.count >= 2,
            let k = steps.lastIndex(where: { if case .walk = $0 { return true } else { return false } }), case let .walk(leg) = steps[k]
        {
            steps[k] = .walk(RouteLeg(floor: leg.floor, walking: leg.points + end.path.dropFirst()))
        }
        return Self.result(steps, profile: profile) ?? walk
    }

    /// The walked metres of the point of `segs` on `floor`, between `lo` and `hi` walked metres, nearest
    /// to `p` (the earliest of equals); `nil` when no segment on that floor overlaps the range.
    static func project(_ p: Point, floor: Int, onto segs: [NavigationRoute.Segment], from lo: Double, to hi: Double) -> Double? {
        var best: (distance: Double, along: Double)? = nil
        for g in segs where g.floor == floor && g.along + g.length >= lo && g.along <= hi {
            let t0 = g.length > 0 ? max(0, (lo - g.along) / g.length) : 0
            let t1 = g.length > 0 ? min(1, (hi - g.along) / g.length) : 0
            var t = g.length > 0 ? (p - g.a).dot(g.b - g.a) / (g.length * g.length) : 0
            t = min(max(t, t0), t1)
            let d = g.a.interpolated(to: g.b, t: t).distance(to: p)
            if d < best?.distance ?? .infinity { best = (d, g.along + t * g.length) }
        }
        return best?.along
    }

    /// The position at `s` walked metres on `floor`: the segment on that floor containing it, else the
    /// nearest end of one on that floor.
    static func position(_ s: Double, floor: Int, in segs: [NavigationRoute.Segment]) -> WalkPosition? {
        var best: (gap: Double, position: WalkPosition)? = nil
        for (k, g) in segs.enumerated() where g.floor == floor {
            let clamped = min(max(s, g.along), g.along + g.length)
            let gap = abs(clamped - s)
            if gap < best?.gap ?? .infinity { best = (gap, WalkPosition(segment: k, along: clamped)) }
            if gap == 0 { break }
        }
        return best?.position
    }

    /// A Gaussian prior on the slope of a fitted line of walked metres in time: the walker's pace.
    struct PacePrior {
        /// Expected pace, m/s.
        var speed: Double
        /// Its standard deviation, m/s (infinity: no prior).
        var spread: Double
        /// Standard deviation of one value fitted, metres (a fix's σ).
        var sigma: Double

        /// The prior's weight in the least-squares sums, in units of one value's: `(σ / spread)²`
        /// seconds² (0 without a prior).
        var weight: Double { spread.isFinite && spread > 0 ? (sigma / spread) * (sigma / spread) : 0 }
    }

    /// The value at fix `i`'s time of the line in time through `values` of the fixes of `run` within
    /// `window` seconds of a centre (`i`'s time, moved inside the run's span by at most what keeps the
    /// whole `2 × window` inside it): least squares, with the slope drawn towards `pace`'s speed (the most
    /// likely line under that prior; a plain least-squares line when its weight is 0). `nil` when fewer
    /// than three fixes take part.
    static func windowFit(_ run: [Int], times: [Double], values: [Double?], at i: Int, window: Double, pace: PacePrior) -> Double? {
        guard let firstTime = run.first.map({ times[$0] }), let lastTime = run.last.map({ times[$0] }) else { return nil }
        let centre = lastTime - firstTime <= 2 * window ? (firstTime + lastTime) / 2 : min(max(times[i], firstTime + window), lastTime - window)
        var n = 0.0, st = 0.0, stt = 0.0, sv = 0.0, stv = 0.0
        for j in run where abs(times[j] - centre) <= window {
            guard let v = values[j] else { continue }
            let t = times[j] - times[i]
            n += 1
            st += t
            stt += t * t
            sv += v
            stv += t * v
        }
        guard n >= 3 else { return nil }
        // The prior as one more equation `slope = speed`, weighted (nothing added at weight 0).
        let weight = pace.weight
        stt += weight
        stv += weight * pace.speed
        let det = n * stt - st * st
        if abs(det) < 1e-9 { return sv / n }
        return (stt * sv - st * stv) / det
    }

    /// `walk` with its first leg extended straight back from its start, and its last leg straight on from
    /// its end, by up to `length` metres each: the longest of `length`, half, a quarter that stays in
    /// the free space.
    func extended(_ walk: RouteResult, by length: Double, graph: RoutingGraph) -> RouteResult {
        var steps = walk.steps
        func longest(_ from: Point, _ towards: Point, floor: Int) -> Point? {
            let d = from - towards
            guard d.length > 1e-9 else { return nil }
            for share in [1.0, 0.5, 0.25] {
                let q = from + d * (share * length / d.length)
                if graph.meshes[floor].sees(from, q) { return q }
            }
            return nil
        }
        if let k = steps.firstIndex(where: { if case .walk = $0 { return true } else { return false } }), case var .walk(leg) = steps[k],
            let next = leg.points.first(where: { $0 != leg.points[0] }), let q = longest(leg.points[0], next, floor: leg.floor)
        {
            leg.points.insert(q, at: 0)
            steps[k] = .walk(RouteLeg(floor: leg.floor, walking: leg.points))
        }
        if let k = steps.lastIndex(where: { if case .walk = $0 { return true } else { return false } }), case var .walk(leg) = steps[k],
            let end = leg.points.last, let before = leg.points.last(where: { $0 != end }), let q = longest(end, before, floor: leg.floor)
        {
            leg.points.append(q)
            steps[k] = .walk(RouteLeg(floor: leg.floor, walking: leg.points))
        }
        return Self.result(steps, profile: profile) ?? walk
    }

    /// `walk` from position `a` to position `b` (segments `segs` of it): its legs between them, clipped,
    /// and the connections between those legs.
    func cut(_ walk: RouteResult, _ segs: [NavigationRoute.Segment], from a: WalkPosition, to b: WalkPosition) -> RouteResult? {
        let legA = segs[a.segment].leg, legB = segs[b.segment].leg
        func point(_ g: NavigationRoute.Segment, _ s: Double) -> Point { g.length > 0 ? g.a.interpolated(to: g.b, t: (s - g.along) / g.length) : g.a }
        var steps: [RouteStep] = []
        var leg = -1
        for step in walk.steps {
            switch step {
            case .connection:
                if leg >= legA && leg < legB { steps.append(step) }
            case let .walk(l):
                leg += 1
                guard leg >= legA && leg <= legB else { continue }
                var pts: [Point] = []
                for k in a.segment ... b.segment where segs[k].leg == leg {
                    let g = segs[k]
                    if pts.isEmpty { pts.append(k == a.segment ? point(g, a.along) : g.a) }
                    pts.append(k == b.segment ? point(g, b.along) : g.b)
                }
                if pts.count == 1 { pts.append(pts[0]) }
                if !pts.isEmpty { steps.append(.walk(RouteLeg(floor: l.floor, walking: pts))) }
            }
        }
        return Self.result(steps, profile: profile)
    }

    /// The walked metres of one run's fixes on the matched walk, from their posterior under a walker model
    /// (TrailAlongPosterior).
    /// - Returns: per fix of `run` (in order), its walked metres; `nil` when the walk has no segment on
    ///   `floor`.
    func alongPosterior(
        _ run: [Int], floor: Int, fixes: [NavigationFix], times: [Double], centres: [Double], segs: [NavigationRoute.Segment]
    ) -> [Double?] {
        TrailAlongPosterior(parameters: parameters, walkingSpeed: profile.walkingSpeed, locator: locator)
            .walked(run, floor: floor, fixes: fixes, times: times, centres: centres, segs: segs)
    }
}
