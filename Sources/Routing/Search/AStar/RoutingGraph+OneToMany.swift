import IndoorGeometry

/// The cheapest way to one target of a one-to-many search.
public struct TargetCost: Hashable, Sendable {
    /// Cost in walking-metre equivalents (walked metres + connection costs), as ``RouteResult/cost``.
    public var cost: Double
    /// Metres walked (connections excluded), as ``RouteResult/distance``.
    public var distance: Double
    /// Seconds under the profile (walking at its speed plus connection times), as ``RouteResult/duration``.
    public var duration: Double
}

/// The answer to ``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``.
public struct RouteCosts: Hashable, Sendable {
    /// `.found` when the start is valid (targets may still be unreachable), else why not
    /// (``RouteStatus/unknownStartFloor``, ``RouteStatus/startOutsideFreeSpace``).
    public var status: RouteStatus
    /// The start actually used (snapped onto free space), when valid.
    public var start: RoutePoint?
    /// Per target, in the order of ``RouteTargets/points``: its cheapest cost, or `nil` when it cannot be
    /// reached (or not within the cost limit).
    public var targets: [TargetCost?]
}

/// The answer to ``RoutingGraph/nearest(from:to:profile:scratch:)``.
public struct NearestRoute: Hashable, Sendable {
    /// Index of the nearest target in ``RouteTargets/points``, `nil` when none can be reached.
    public var target: Int?
    /// The route to it (the same as a single ``RoutingGraph/route(from:to:profile:scratch:)`` to that
    /// target), or a failure saying why none was found.
    public var route: RouteResult
}

extension RoutingGraph {
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
    public func costs(
        from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile = .default,
        maxCost: Double = .infinity, scratch: RoutingScratch
    ) -> RouteCosts {
        precondition(targets.token === token, "targets were prepared for another graph")
        precondition(maxCost >= 0, "maxCost must be ≥ 0")
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return view.costs(from: start, to: targets, profile: profile, maxCost: maxCost, scratch: scratch)
        }
        let targets = prepared(targets)
        guard start.floor >= 0 && start.floor < meshes.count else {
            return RouteCosts(status: .unknownStartFloor, start: nil, targets: targets.points.map { _ in nil })
        }
        guard let (sp, _) = meshes[start.floor].snap(start.point, within: profile.snapDistance) else {
            return RouteCosts(status: .startOutsideFreeSpace, start: nil, targets: targets.points.map { _ in nil })
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        let found = searchMany(from: s, targets: targets, profile: profile, maxCost: maxCost, nearest: false, scratch: scratch)
        let speed = profile.walkingSpeed
        return RouteCosts(status: .found, start: s, targets: found.map { $0.map { TargetCost(cost: $0.cost, distance: $0.walked, duration: $0.cost / speed) } })
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
    public func nearest(
        from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile = .default,
        scratch: RoutingScratch
    ) -> NearestRoute {
        precondition(targets.token === token, "targets were prepared for another graph")
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return view.nearest(from: start, to: targets, profile: profile, scratch: scratch)
        }
        let targets = prepared(targets)
        guard start.floor >= 0 && start.floor < meshes.count else { return NearestRoute(target: nil, route: .failure(.unknownStartFloor)) }
        guard let (sp, _) = meshes[start.floor].snap(start.point, within: profile.snapDistance) else {
            return NearestRoute(target: nil, route: .failure(.startOutsideFreeSpace))
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        if !targets.snapped.contains(where: { $0 != nil }) {
            return NearestRoute(target: nil, route: .failure(targets.points.isEmpty ? .noPath : .goalOutsideFreeSpace, start: s))
        }
        let found = searchMany(from: s, targets: targets, profile: profile, maxCost: .infinity, nearest: true, scratch: scratch)
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
        return NearestRoute(target: k, route: route(from: s, to: t, profile: profile, scratch: scratch))
    }

    /// The route to target `k` when the last search reached it by walking straight from the start with the
    /// targets' floor table: its path is read off that table (the start's sweep is still in `st`), with no
    /// further search. `nil` when it came another way.
    private func directWalk(from s: RoutePoint, to k: Int, targets T: RouteTargets, profile: RoutingProfile, state st: RoutingManyState) -> RouteResult? {
        let startState = 2 * anchors.count, state = startState + 1 + k
        guard st.costs.parent(state) == startState, s.floor < T.floorTables.count, let table = T.floorTables[s.floor],
            let slot = T.byFloor[s.floor].firstIndex(of: Int32(k))
        else { return nil }
        let points = st.targetWalks.path(from: s.point, to: slot, table: table, anchorPoints: T.floorTablePoints[s.floor], mesh: meshes[s.floor])
        let leg = RouteLeg(floor: s.floor, walking: points)
        let goal = RoutePoint(floor: s.floor, point: T.snappedPoints[k])
        return RouteResult(
            status: .found, start: s, goal: goal, steps: [.walk(leg)], cost: leg.distance, distance: leg.distance,
            duration: leg.distance / profile.walkingSpeed)
    }

    // MARK: - Search

    /// Runs the one-to-many search; per target its cost and walked metres, `nil` when not settled.
    private func searchMany(
        from s: RoutePoint, targets T: RouteTargets, profile: RoutingProfile, maxCost: Double,
        nearest: Bool, scratch: RoutingScratch
    ) -> [(cost: Double, walked: Double)?] {
        let a = anchors.count
        let startState = 2 * a
        let m = T.points.count
        var st = RoutingManyState()
        swap(&st, &scratch.many)
        defer { swap(&st, &scratch.many) }
        let polyanya = scratch.search
        st.reset(stateCount: 2 * a + 1 + m, anchorCount: a, targetCount: m)
        var located: [Int32] = []
        meshes[s.floor].locateAll(s.point, into: &located)
        var startParts: [Int32] = []
        for poly in located where !startParts.contains(meshes[s.floor].component[Int(poly)]) {
            startParts.append(meshes[s.floor].component[Int(poly)])
        }
        // Captured locals are `let` and `st` is never read inside `&&`, `||` or `??` (see `search`: either
        // makes its accesses dynamically checked).
        let startComponents = startParts
        func allowed(_ b: Int) -> Bool {
            switch st.usable[b] {
            case 1: return true
            case 2: return false
            default:
                let anchor = anchors[b]
                let ok =
                    profile.allows(connections[anchor.connection])
                    && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags))
                st.usable[b] = ok ? 1 : 2
                return ok
            }
        }
        func position(_ state: Int) -> (floor: Int, point: Point) {
            if state == startState { return (s.floor, s.point) }
            if state > startState { let k = state - startState - 1; return (T.points[k].floor, T.snappedPoints[k]) }
            let anchor = anchors[state >> 1]
            return (anchor.floor, anchor.point)
        }
        // Nearest: A* with the smallest straight-line distance to a target, less the teleport slack.
        let slack = nearest ? teleportSlack(profile: profile, state: &st) : 0
        let goals: [Point] = nearest ? T.snapped.compactMap { $0?.point } : []
        func h(_ p: Point) -> Double {
            guard nearest else { return 0 }
            var d = Double.infinity
            for q in goals { d = Swift.min(d, p.distance(to: q)) }
            return Swift.max(0, d - slack)
        }
        var settledTargets = 0
        let reachableTargets = T.snapped.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        func push(_ state: Int, from: Int, g: Double, walked: Double, exact: Bool) {
            let f = g + h(position(state).point)
            // Nearest: nothing that cannot beat the cheapest target found so far.
            guard f <= maxCost else { return }
            if nearest, state <= startState { guard f < st.bestTarget else { return } }
            st.entries.append((Int32(state), Int32(from), g, walked, exact))
            st.heap.push(f, Int32(st.entries.count - 1))
        }
        func relax(_ state: Int, from: Int, g: Double, walked: Double) {
            guard g < st.cost(state) else { return }
            st.set(state, cost: g, walked: walked, parent: from)
            if state > startState { st.bestTarget = Swift.min(st.bestTarget, g) }
            push(state, from: from, g: g, walked: walked, exact: true)
        }
        func worthEntering(_ b: Int) -> Bool {
            guard leadsOnlyToDeadEnds[b] else { return true }
            for x in transitions[b] {
                let exit = anchors[Int(x)]
                if T.parts.contains(RouteTargets.key(exit.floor, exit.component)) { return true }
            }
            return false
        }
        /// Exact walks from `p` to the unsettled targets of `component` on `floor` within reach, by one
        /// bounded multi-target search.
        func walkToTargets(from state: Int, floor: Int, point p: Point, components: [Int32], g: Double, walked: Double) {
            var ids: [Int] = []
            var pts: [Point] = []
            for k32 in T.byFloor[floor] {
                let k = Int(k32)
                guard !st.targetSettled[k], T.components[k].contains(where: components.contains) else { continue }
                let q = T.snappedPoints[k]
                guard g + p.distance(to: q) <= maxCost else { continue }
                ids.append(k)
                pts.append(q)
            }
            guard !ids.isEmpty else { return }
            let d = polyanya.distances(in: meshes[floor], from: p, to: pts, bound: maxCost - g)
            for (i, k) in ids.enumerated() where d[i] < .infinity {
                relax(startState + 1 + k, from: state, g: g + d[i], walked: walked + d[i])
            }
        }
        func walk(from state: Int, floor: Int, point p: Point, g: Double, walked: Double, anchor: Int?) {
            if let from = anchor {
                let component = anchors[from].component
                if let table = T.byAnchor {
                    for (k, d) in table[from] { relax(startState + 1 + Int(k), from: state, g: g + d, walked: walked + d) }
                } else if nearest {
                    for k32 in T.byFloor[floor] where T.components[Int(k32)].contains(component) {
                        let q = T.snappedPoints[Int(k32)]
                        push(startState + 1 + Int(k32), from: state, g: g + p.distance(to: q), walked: walked, exact: false)
                    }
                } else if T.parts.contains(RouteTargets.key(floor, component)) {
                    walkToTargets(from: state, floor: floor, point: p, components: [component], g: g, walked: walked)
                }
                if reentryPays(at: from, profile: profile) {
                    relax(2 * from, from: state, g: g, walked: walked)
                }
                if lazyWalks[floor] {
                    for id in anchorsByFloor[floor] {
                        let b = Int(id)
                        let target = anchors[b]
                        guard b != from, target.canEnter, target.component == component, allowed(b), worthEntering(b) else { continue }
                        push(2 * b, from: state, g: g + p.distance(to: target.point), walked: walked, exact: false)
                    }
                } else {
                    for (id, d) in walks[from] {
                        guard allowed(Int(id)), worthEntering(Int(id)) else { continue }
                        relax(2 * Int(id), from: state, g: g + d, walked: walked + d)
                    }
                }
            } else if nearest {
                // Lazy walks: straight-line bounds now, exact lengths when popped (as a single route),
                // unless the targets' floor table gives them exactly.
                let targetsTabled = walkToTargetsByTable(from: state, floor: floor, point: p)
                for k32 in T.byFloor[floor] where !targetsTabled && T.components[Int(k32)].contains(where: startComponents.contains) {
                    push(startState + 1 + Int(k32), from: state, g: p.distance(to: T.snappedPoints[Int(k32)]), walked: 0, exact: false)
                }
                if walkFromStartByTable(from: state, floor: floor, point: p, limit: .infinity) { return }
                for id in anchorsByFloor[floor] {
                    let b = Int(id)
                    let target = anchors[b]
                    guard target.canEnter, startComponents.contains(target.component), allowed(b), worthEntering(b) else { continue }
                    push(2 * b, from: state, g: p.distance(to: target.point), walked: 0, exact: false)
                }
            } else {
                // One bounded multi-target search to the entrances (unless the floor's walk table gives
                // them) and targets of the start's piece.
                var ids: [Int] = []
                var pts: [Point] = []
                let tabled = walkFromStartByTable(from: state, floor: floor, point: p, limit: maxCost)
                for id in anchorsByFloor[floor] where !tabled {
                    let b = Int(id)
                    let target = anchors[b]
                    guard target.canEnter, startComponents.contains(target.component), allowed(b), worthEntering(b),
                        p.distance(to: target.point) <= maxCost
                    else { continue }
                    ids.append(2 * b)
                    pts.append(target.point)
                }
                let targetsTabled = walkToTargetsByTable(from: state, floor: floor, point: p)
                for k32 in T.byFloor[floor] where !targetsTabled && T.components[Int(k32)].contains(where: startComponents.contains) {
                    let q = T.snappedPoints[Int(k32)]
                    guard p.distance(to: q) <= maxCost else { continue }
                    ids.append(startState + 1 + Int(k32))
                    pts.append(q)
                }
                guard !ids.isEmpty else { return }
                let d = polyanya.distances(in: meshes[floor], from: p, to: pts, bound: maxCost)
                for (i, x) in ids.enumerated() where d[i] < .infinity { relax(x, from: state, g: d[i], walked: d[i]) }
            }
        }

        /// Walks from the start to the targets of its floor read off the targets' floor table (one sweep of
        /// the start's visible region), relaxed within the cost limit; false when the floor has none.
        func walkToTargetsByTable(from state: Int, floor: Int, point p: Point) -> Bool {
            guard floor < T.floorTables.count, let table = T.floorTables[floor] else { return false }
            polyanya.fill(&st.targetWalks, from: p, mesh: meshes[floor], table: table, anchorPoints: T.floorTablePoints[floor])
            for (slot, k32) in T.byFloor[floor].enumerated() {
                let d = st.targetWalks.distance[slot]
                if d < .infinity && d <= maxCost { relax(startState + 1 + Int(k32), from: state, g: d, walked: d) }
            }
            return true
        }

        /// Walks from the start to the usable entrances of its floor read off the floor's walk table (one
        /// sweep of the start's visible region), relaxed up to `limit` metres; false when the floor has none.
        func walkFromStartByTable(from state: Int, floor: Int, point p: Point, limit: Double) -> Bool {
            guard !lazyWalks[floor], let table = walkTables[floor] else { return false }
            polyanya.fill(&st.startWalks, from: p, mesh: meshes[floor], table: table, anchorPoints: anchorPoints[floor])
            for (k, id) in anchorsByFloor[floor].enumerated() {
                let b = Int(id)
                let d = st.startWalks.distance[k]
                guard d <= limit, d < .infinity, anchors[b].canEnter, allowed(b), worthEntering(b) else { continue }
                relax(2 * b, from: state, g: d, walked: d)
            }
            return true
        }

        st.set(startState, cost: 0, walked: 0, parent: -1)
        walk(from: startState, floor: s.floor, point: s.point, g: 0, walked: 0, anchor: nil)
        while let (_, idx) = st.heap.pop() {
            let e = st.entries[Int(idx)]
            let state = Int(e.state), from = Int(e.from)
            if !e.exact {
                if st.cost(state) <= e.g { continue }
                let (floor, q) = position(state)
                let p = position(from).point
                let gFrom = st.cost(from)
                let bound = (nearest ? Swift.min(st.bestTarget, maxCost) : maxCost) - gFrom - h(q)
                if let path = polyanya.shortestPath(in: meshes[floor], from: p, to: q, bound: bound) {
                    relax(state, from: from, g: gFrom + path.length, walked: st.walked(from) + path.length)
                }
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
            let here = anchors[anchor]
            if state & 1 == 0 {
                // As the route search: the flat exits with their positions, the connection's cost terms.
                let terms = profile.costTerms(of: connections[here.connection])
                for x in Int(here.exits.lowerBound) ..< Int(here.exits.upperBound) {
                    let exit = transitionExits[x]
                    let b = Int(exit.anchor)
                    guard allowed(b) else { continue }
                    let exitFloor = Int(exit.floor)
                    let df = floorsCrossed(here.floor, exitFloor)
                    let span = exitFloor == here.floor ? exit.point.distance(to: here.point) : 0
                    relax(2 * b + 1, from: state, g: e.g + terms.metres(deltaFloors: df, span: span), walked: e.walked)
                }
            } else {
                walk(from: state, floor: here.floor, point: here.point, g: e.g, walked: e.walked, anchor: anchor)
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

    /// Σ max(0, planar span − cost) over the usable transitions (see ``route(from:to:profile:scratch:)``),
    /// kept in the scratch per profile.
    private func teleportSlack(profile: RoutingProfile, state st: inout RoutingManyState) -> Double {
        if st.slackProfile == profile && st.slackGraph === token { return st.slack }
        var slack = 0.0
        for (a, here) in anchors.enumerated() where here.canEnter {
            let c = connections[here.connection]
            guard profile.allows(c), profile.allows(PortalAnchor(floor: here.floor, point: here.point, flags: here.flags)) else { continue }
            for id in transitions[a] {
                let there = anchors[Int(id)]
                guard profile.allows(PortalAnchor(floor: there.floor, point: there.point, flags: there.flags)) else { continue }
                let df = floorsCrossed(here.floor, there.floor)
                let planar = there.point.distance(to: here.point)
                let cost = profile.cost(of: c, deltaFloors: df, span: there.floor == here.floor ? planar : 0).metres
                slack += Swift.max(0, planar - cost)
            }
        }
        st.slack = slack
        st.slackProfile = profile
        st.slackGraph = token
        return slack
    }
}

/// Per-query state of the one-to-many search (see ``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``).
struct RoutingManyState {
    var heap = BinaryHeap<HeapEntry<Int32>>()
    /// Best cost and parent per state (anchor × 2 arrival modes, the start, then the targets).
    var costs = StampedCosts()
    /// Walked metres per state (valid for reached states).
    var walkedMetres: [Double] = []
    var entries: [(state: Int32, from: Int32, g: Double, walked: Double, exact: Bool)] = []
    var usable: [UInt8] = []
    var targetSettled: [Bool] = []
    /// Exact walks from the start to its floor's anchors when the floor has a ``FloorWalkTable``.
    var startWalks = PointWalks()
    /// Exact walks from the start to its floor's targets when ``RouteTargets/floorTables`` has that floor.
    var targetWalks = PointWalks()
    /// Cheapest target cost found so far (prunes the nearest-of search).
    var bestTarget = Double.infinity
    var slackProfile: RoutingProfile?
    var slackGraph: RoutingGraphToken?
    var slack = 0.0

    mutating func reset(stateCount count: Int, anchorCount: Int, targetCount: Int) {
        usable.removeAll(keepingCapacity: true)
        usable.append(contentsOf: repeatElement(0, count: anchorCount))
        targetSettled.removeAll(keepingCapacity: true)
        targetSettled.append(contentsOf: repeatElement(false, count: targetCount))
        costs.reset(count: count)
        if walkedMetres.count < count { walkedMetres = [Double](repeating: 0, count: count) }
        heap.removeAll()
        entries.removeAll(keepingCapacity: true)
        bestTarget = .infinity
    }

    @inline(__always) func cost(_ s: Int) -> Double { costs.cost(s) }
    @inline(__always) func walked(_ s: Int) -> Double { walkedMetres[s] }

    @inline(__always) mutating func set(_ s: Int, cost: Double, walked: Double, parent from: Int) {
        costs.set(s, cost: cost, parent: Int32(from))
        walkedMetres[s] = walked
    }
}
