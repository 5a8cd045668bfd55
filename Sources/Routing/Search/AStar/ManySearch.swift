import IndoorGeometry

/// The one-to-many search of one query on a ``RoutingGraph``: the costs from one start to many targets
/// (``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``: a Dijkstra; a matrix row, reachable places) and
/// the route to the nearest of them (``RoutingGraph/nearest(from:to:profile:scratch:)``: an A*). It reads
/// the graph (data and closure overlay), the targets, the scratch memory and the profile's
/// ``RouteCostModel``; it writes nothing but the scratch.
struct ManySearch: RoutingGraphReader {
    /// The graph searched, with the query's closures applied (``RoutingGraph/closing(_:)``).
    let graph: RoutingGraph
}

extension ManySearch {
    /// The cheapest cost from one start to each of many targets, by one exact search.
    ///
    /// A Dijkstra over the same (anchor, arrival mode) states as ``route(from:to:profile:scratch:)``, plus one
    /// state per target, that runs until every target is settled or every remaining state costs more than
    /// `maxCost`. Walks from the start go by one multi-target Polyanya search (to the entrances and targets
    /// of its piece of free space, bounded by `maxCost`); walks from an exit anchor to targets come from the
    /// targets' distance table when prepared, else from one bounded multi-target search per settled exit
    /// anchor whose piece holds unsettled targets within straight-line reach.
    ///
    /// - Parameters:
    ///   - start: start floor index and point in metres (snapped as a route's start).
    ///   - targets: prepared by ``targets(_:snapDistance:distanceTable:)`` on this graph.
    ///   - profile: the per-query filter, cost model and closures.
    ///   - maxCost: walking-metre equivalents beyond which targets count as unreachable (∞: no limit); a
    ///     duration limit of `T` seconds is `T × profile.walkingSpeed`.
    ///   - scratch: reusable search memory (one per thread).
    /// - Returns: per-target costs; `nil` for the unreachable ones.
    /// - Complexity: Dijkstra over at most `2·anchors + targets + 1` states; Polyanya searches as above.
    func costs(from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile, maxCost: Double, scratch: RoutingScratch) -> RouteCosts {
        let targets = graph.prepared(targets)
        guard start.floor >= 0 && start.floor < floorCount else {
            return RouteCosts(status: .unknownStartFloor, start: nil, targets: targets.points.map { _ in nil })
        }
        guard let (sp, known) = snapped(start.point, floor: start.floor, within: profile.snapDistance) else {
            return RouteCosts(status: .startOutsideFreeSpace, start: nil, targets: targets.points.map { _ in nil })
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        let found = searchMany(from: (s, known), targets: targets, profile: profile, maxCost: maxCost, nearest: false, scratch: scratch)
        let speed = profile.walkingSpeed
        // The cost holds the floor-change and through-room penalties, the duration does not.
        let penalized = profile.floorChangePenalty > 0 || profile.throughRoomPenalty > 0
        let many = scratch.many
        let firstTarget = 2 * anchors.count + 1
        let costs = found.enumerated().map { k, f in
            f.map { f in
                let penalty =
                    penalized
                    ? RouteCostModel.penaltyMetres(onPathTo: firstTarget + k, profile: profile, data: data, parent: { Int(many.costs.parent($0)) }) : 0
                return TargetCost(cost: f.cost, distance: f.walked, duration: (f.cost - penalty) / speed)
            }
        }
        return RouteCosts(status: .found, start: s, targets: costs)
    }

    /// The route to the cheapest of several targets ("the nearest restroom"), by one exact search.
    ///
    /// An A* over the states of ``costs(from:to:profile:maxCost:scratch:)`` with the heuristic
    /// `max(0, min over targets |p − t| − S)` (`S`: the profile's teleport slack, see
    /// ``route(from:to:profile:scratch:)``), whose walks to targets are lazy (straight-line bound first, the
    /// exact Polyanya length when popped); it stops at the first target settled. With a distance table in
    /// `targets`, walks from exit anchors to targets are read off it instead (exact at once), so that only
    /// the targets of the start's own piece of free space need a Polyanya search. The route is then the
    /// single route to that target. Ties between equally cheap targets go to either.
    ///
    /// - Parameters: as ``costs(from:to:profile:maxCost:scratch:)``.
    /// - Returns: the chosen target and its route, or `target == nil` with the reason.
    func nearest(from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile, scratch: RoutingScratch) -> NearestRoute {
        let targets = graph.prepared(targets)
        guard start.floor >= 0 && start.floor < floorCount else { return NearestRoute(target: nil, route: .failure(.unknownStartFloor)) }
        guard let (sp, known) = snapped(start.point, floor: start.floor, within: profile.snapDistance) else {
            return NearestRoute(target: nil, route: .failure(.startOutsideFreeSpace))
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        if !targets.snapped.contains(where: { $0 != nil }) {
            return NearestRoute(target: nil, route: .failure(targets.points.isEmpty ? .noPath : .goalOutsideFreeSpace, start: s))
        }
        let found = searchMany(from: (s, known), targets: targets, profile: profile, maxCost: .infinity, nearest: true, scratch: scratch)
        var best: Int? = nil
        var bestCost = Double.infinity
        for (k, c) in found.enumerated() {
            if let c, best == nil || c.cost < bestCost {
                best = k
                bestCost = c.cost
            }
        }
        guard let k = best, let t = targets.snapped[k] else { return NearestRoute(target: nil, route: .failure(.noPath, start: s)) }
        if let direct = directWalk(from: s, to: k, targets: targets, profile: profile, state: scratch.many) {
            return NearestRoute(target: k, route: direct)
        }
        if let route = assembleNearest(to: k, from: s, goal: t, targets: targets, profile: profile, scratch: scratch) {
            return NearestRoute(target: k, route: route)
        }
        return NearestRoute(target: k, route: RouteSearch(graph: graph).route(from: s, to: t, profile: profile, scratch: scratch))
    }

    /// The route to target `k` when the last search reached it by walking straight from the start with the
    /// targets' floor table: its path is read off that table (the start's sweep is still in `st`), with no
    /// further search. `nil` when it came another way.
    private func directWalk(from s: RoutePoint, to k: Int, targets T: RouteTargets, profile: RoutingProfile, state st: RoutingManyState) -> RouteResult? {
        let startState = 2 * anchors.count, state = startState + 1 + k
        guard st.costs.parent(state) == startState, s.floor < T.floorTables.count, let table = T.floorTables[s.floor],
            let slot = T.byFloor[s.floor].firstIndex(of: Int32(k))
        else { return nil }
        let points = st.targetWalks.path(from: s.point, to: slot, table: table, anchorPoints: T.floorTablePoints[s.floor], mesh: mesh(s.floor))
        let leg = RouteLeg(floor: s.floor, walking: points)
        let goal = RoutePoint(floor: s.floor, point: T.snappedPoints[k])
        return RouteResult(
            status: .found, start: s, goal: goal, steps: [.walk(leg)], cost: leg.distance, distance: leg.distance,
            duration: leg.distance / profile.walkingSpeed)
    }

    // MARK: - Search

    /// Runs the one-to-many search; per target its cost and walked metres, `nil` when not settled.
    private func searchMany(
        from start: (RoutePoint, known: Int?), targets T: RouteTargets, profile: RoutingProfile, maxCost: Double,
        nearest: Bool, scratch: RoutingScratch
    ) -> [(cost: Double, walked: Double)?] {
        let m = T.points.count
        var st = RoutingManyState()
        swap(&st, &scratch.many)
        defer { swap(&st, &scratch.many) }
        let polyanya = scratch.search
        st.tables.use(profile, on: data, key: graph.key)
        st.reset(from: start, targets: T, anchorCount: anchors.count, maxCost: maxCost, nearest: nearest)
        let s = st.start
        var located: [Int32] = []
        appendComponents(of: s.point, floor: s.floor, known: st.startKnown, to: &st.startComponents, scratch: &located)
        // Nearest: A* with the smallest straight-line distance to a target, less the teleport slack.
        st.bound.start(active: nearest, targets: nearest ? T.snapped.compactMap { $0?.point } : [], slack: st.tables.teleportSlack)
        let startState = st.startState
        st.set(startState, cost: 0, walked: 0, parent: -1)
        if nearest {
            walkFromStartToNearest(&st, polyanya, T, floor: s.floor, point: s.point)
        } else {
            walkFromStart(&st, polyanya, T, floor: s.floor, point: s.point)
        }
        var settledTargets = 0
        let reachableTargets = T.snapped.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        while let (_, idx) = st.heap.pop() {
            let e = st.entries[Int(idx)]
            let state = Int(e.state)
            if !e.exact {
                evaluateLazyWalk(&st, polyanya, T, e)
                continue
            }
            if e.g > st.cost(state) { continue }
            if state > startState {
                let k = state - startState - 1
                if !st.targetSettled[k] {
                    st.targetSettled[k] = true
                    settledTargets += 1
                    if nearest || settledTargets == reachableTargets { break }
                }
                continue
            }
            let anchor = state >> 1
            if state & 1 == 0 {
                enterConnection(&st, from: state, anchor: anchor, g: e.g, walked: e.walked)
            } else {
                let here = anchors[anchor]
                walk(&st, polyanya, T, from: state, floor: here.floor, point: here.point, g: e.g, walked: e.walked, anchor: anchor, profile: profile)
            }
        }
        var answers: [(cost: Double, walked: Double)?] = []
        answers.reserveCapacity(m)
        for k in 0 ..< m {
            let c = st.cost(startState + 1 + k)
            guard st.targetSettled[k], c <= maxCost else {
                answers.append(nil)
                continue
            }
            answers.append((c, st.walked(startState + 1 + k)))
        }
        return answers
    }

    /// Position of a state of the one-to-many search: anchors as the route search's, then the start, then the targets.
    @inline(__always)
    private func position(_ state: Int, _ st: RoutingManyState, _ T: RouteTargets) -> (floor: Int, point: Point) {
        let startState = st.startState
        if state == startState { return (st.start.floor, st.start.point) }
        if state > startState {
            let k = state - startState - 1
            return (T.points[k].floor, T.snappedPoints[k])
        }
        let anchor = anchors[state >> 1]
        return (anchor.floor, anchor.point)
    }

    /// A lazy walking edge popped: its straight-line bound replaced by the exact length (unless the state is
    /// already reached at most as cheaply), when that walk can still beat the cost limit and the best target.
    private func evaluateLazyWalk(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, _ e: RoutingManyState.Entry) {
        let state = Int(e.state), from = Int(e.from)
        if st.cost(state) <= e.g { return }
        let (floor, q) = position(state, st, T)
        let p = position(from, st, T).point
        let gFrom = st.cost(from)
        let limit = st.nearest ? Swift.min(st.bestTarget, st.maxCost) : st.maxCost
        let bound = limit - gFrom - st.bound.bound(state, floor: floor, point: q)
        if let path = polyanya.shortestPath(in: mesh(floor), from: p, to: q, bound: bound) {
            relaxMany(&st, state, from: from, g: gFrom + path.length, walked: st.walked(from) + path.length)
        }
    }

    /// Pushes `state` with its bound, unless it costs more than the limit or (nearest) cannot beat the cheapest
    /// target found so far.
    @inline(__always)
    func pushMany(_ st: inout RoutingManyState, _ state: Int, from: Int, g: Double, walked: Double, exact: Bool) {
        let p: Point
        if state == st.startState {
            p = st.start.point
        } else if state > st.startState {
            p = st.targetPoints[state - st.startState - 1]
        } else {
            p = anchors[state >> 1].point
        }
        let f = g + st.bound.bound(state, floor: 0, point: p)
        guard f <= st.maxCost else { return }
        if st.nearest, state <= st.startState { guard f < st.bestTarget else { return } }
        st.entries.append(RoutingManyState.Entry(state: Int32(state), from: Int32(from), g: g, walked: walked, exact: exact))
        st.heap.push(f, Int32(st.entries.count - 1))
    }

    /// Records `g` for `state` when it improves its cost, and pushes it.
    @inline(__always)
    func relaxMany(_ st: inout RoutingManyState, _ state: Int, from: Int, g: Double, walked: Double) {
        guard g < st.cost(state) else { return }
        st.set(state, cost: g, walked: walked, parent: from)
        if state > st.startState { st.bestTarget = Swift.min(st.bestTarget, g) }
        pushMany(&st, state, from: from, g: g, walked: walked, exact: true)
    }
}
