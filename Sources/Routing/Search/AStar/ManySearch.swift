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
        // The cost holds the floor-change and through-room penalties, the duration does not.
        let penalized = profile.floorChangePenalty > 0 || profile.throughRoomPenalty > 0
        let many = scratch.many
        let firstTarget = 2 * anchors.count + 1
        let costs = found.enumerated().map { k, f in
            f.map { f in
                let penalty = penalized ? penaltyMetres(onPathTo: firstTarget + k, profile: profile, parent: { Int(many.costs.parent($0)) }) : 0
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
        let m = T.points.count
        var st = RoutingManyState()
        swap(&st, &scratch.many)
        defer { swap(&st, &scratch.many) }
        let polyanya = scratch.search
        useProfile(profile, tables: &st.tables)
        st.reset(from: s, targets: T, anchorCount: anchors.count, maxCost: maxCost, nearest: nearest)
        var located: [Int32] = []
        meshes[s.floor].locateAll(s.point, into: &located)
        for poly in located where !st.startComponents.contains(meshes[s.floor].component[Int(poly)]) {
            st.startComponents.append(meshes[s.floor].component[Int(poly)])
        }
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
        if let path = polyanya.shortestPath(in: meshes[floor], from: p, to: q, bound: bound) {
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

    /// Walking edges from exit anchor `from` (state `state`): to the targets of its piece of free space (from the
    /// targets' distance table, lazily when nearest, else by one bounded multi-target search), then on as the
    /// route search walks (``walkOn(_:from:anchor:floor:point:g:walked:profile:)``).
    private func walk(
        _ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, from state: Int, floor: Int, point p: Point, g: Double,
        walked: Double, anchor from: Int, profile: RoutingProfile
    ) {
        let component = anchors[from].component
        let startState = st.startState
        if let table = T.byAnchor {
            for (k, d) in table[from] { relaxMany(&st, startState + 1 + Int(k), from: state, g: g + d, walked: walked + d) }
        } else if st.nearest {
            for k32 in T.byFloor[floor] where T.components[Int(k32)].contains(component) {
                let q = T.snappedPoints[Int(k32)]
                pushMany(&st, startState + 1 + Int(k32), from: state, g: g + p.distance(to: q), walked: walked, exact: false)
            }
        } else if T.parts.contains(RouteTargets.key(floor, component)) {
            walkToTargets(&st, polyanya, T, from: state, floor: floor, point: p, component: component, g: g, walked: walked)
        }
        walkOn(&st, from: state, anchor: from, floor: floor, point: p, g: g, walked: walked, profile: profile)
    }

    /// Exact walks from `p` to the unsettled targets of `component` on `floor` within reach, by one bounded
    /// multi-target search.
    private func walkToTargets(
        _ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, from state: Int, floor: Int, point p: Point,
        component: Int32, g: Double, walked: Double
    ) {
        var ids: [Int] = []
        var pts: [Point] = []
        for k32 in T.byFloor[floor] {
            let k = Int(k32)
            guard !st.targetSettled[k], T.components[k].contains(component) else { continue }
            let q = T.snappedPoints[k]
            guard g + p.distance(to: q) <= st.maxCost else { continue }
            ids.append(k)
            pts.append(q)
        }
        guard !ids.isEmpty else { return }
        let d = polyanya.distances(in: meshes[floor], from: p, to: pts, bound: st.maxCost - g)
        for (i, k) in ids.enumerated() where d[i] < .infinity {
            relaxMany(&st, st.startState + 1 + k, from: state, g: g + d[i], walked: walked + d[i])
        }
    }

    /// Walking edges from the start of a nearest-of search: lazy (straight-line bounds now, exact lengths when
    /// popped, as a single route), unless the targets' floor table or the floor's walk table gives them exactly.
    private func walkFromStartToNearest(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) {
        let state = st.startState
        let targetsTabled = walkToTargetsByTable(&st, polyanya, T, floor: floor, point: p)
        for k32 in T.byFloor[floor] where !targetsTabled {
            guard T.components[Int(k32)].contains(where: st.startComponents.contains) else { continue }
            pushMany(&st, state + 1 + Int(k32), from: state, g: p.distance(to: T.snappedPoints[Int(k32)]), walked: 0, exact: false)
        }
        if walkFromStartByTable(&st, polyanya, floor: floor, point: p, limit: .infinity) { return }
        for id in anchorsByFloor[floor] {
            let b = Int(id)
            let target = anchors[b]
            guard target.canEnter, st.startComponents.contains(target.component), st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
            pushMany(&st, 2 * b, from: state, g: p.distance(to: target.point), walked: 0, exact: false)
        }
    }

    /// Walking edges from the start of a costs search: one bounded multi-target search to the entrances (unless
    /// the floor's walk table gives them) and targets (unless the targets' floor table does) of its piece.
    private func walkFromStart(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) {
        let state = st.startState, maxCost = st.maxCost
        var ids: [Int] = []
        var pts: [Point] = []
        let tabled = walkFromStartByTable(&st, polyanya, floor: floor, point: p, limit: maxCost)
        for id in anchorsByFloor[floor] where !tabled {
            let b = Int(id)
            let target = anchors[b]
            guard target.canEnter, st.startComponents.contains(target.component), st.tables.anchorUsable[b], worthEntering(&st, b),
                p.distance(to: target.point) <= maxCost
            else { continue }
            ids.append(2 * b)
            pts.append(target.point)
        }
        let targetsTabled = walkToTargetsByTable(&st, polyanya, T, floor: floor, point: p)
        for k32 in T.byFloor[floor] where !targetsTabled {
            guard T.components[Int(k32)].contains(where: st.startComponents.contains) else { continue }
            let q = T.snappedPoints[Int(k32)]
            guard p.distance(to: q) <= maxCost else { continue }
            ids.append(state + 1 + Int(k32))
            pts.append(q)
        }
        guard !ids.isEmpty else { return }
        let d = polyanya.distances(in: meshes[floor], from: p, to: pts, bound: maxCost)
        for (i, x) in ids.enumerated() where d[i] < .infinity { relaxMany(&st, x, from: state, g: d[i], walked: d[i]) }
    }

    /// Walks from the start to the targets of its floor read off the targets' floor table (one sweep of the
    /// start's visible region), relaxed within the cost limit; false when the floor has none.
    private func walkToTargetsByTable(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) -> Bool {
        guard floor < T.floorTables.count, let table = T.floorTables[floor] else { return false }
        polyanya.fill(&st.targetWalks, from: p, mesh: meshes[floor], table: table, anchorPoints: T.floorTablePoints[floor])
        let state = st.startState
        for (slot, k32) in T.byFloor[floor].enumerated() {
            let d = st.targetWalks.distance[slot]
            if d < .infinity && d <= st.maxCost { relaxMany(&st, state + 1 + Int(k32), from: state, g: d, walked: d) }
        }
        return true
    }

    /// Walks from the start to the usable entrances of its floor read off the floor's walk table (one sweep of
    /// the start's visible region), relaxed up to `limit` metres; false when the floor has none.
    private func walkFromStartByTable(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, floor: Int, point p: Point, limit: Double) -> Bool {
        guard !lazyWalks[floor], let table = walkTables[floor] else { return false }
        polyanya.fill(&st.startWalks, from: p, mesh: meshes[floor], table: table, anchorPoints: anchorPoints[floor])
        let state = st.startState
        for (k, id) in anchorsByFloor[floor].enumerated() {
            let b = Int(id)
            let d = st.startWalks.distance[k]
            guard d <= limit, d < .infinity, anchors[b].canEnter, st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
            relaxMany(&st, 2 * b, from: state, g: d, walked: d)
        }
        return true
    }
}

/// Per-query state of the one-to-many search (see ``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``).
struct RoutingManyState {
    /// One push: the state reached, where from, its cost (a lower bound when not `exact`) and metres walked.
    struct Entry {
        var state: Int32
        var from: Int32
        var g: Double
        var walked: Double
        var exact: Bool
    }

    var heap = BinaryHeap<HeapEntry<Int32>>()
    /// Best cost and parent per state (anchor × 2 arrival modes, the start, then the targets).
    var costs = StampedCosts()
    /// Walked metres per state (valid for reached states).
    var walkedMetres: [Double] = []
    var entries: [Entry] = []
    var targetSettled: [Bool] = []
    /// Exact walks from the start to its floor's anchors when the floor has a ``FloorWalkTable``.
    var startWalks = PointWalks()
    /// Exact walks from the start to its floor's targets when ``RouteTargets/floorTables`` has that floor.
    var targetWalks = PointWalks()
    /// Cheapest target cost found so far (prunes the nearest-of search).
    var bestTarget = Double.infinity
    /// The tables of the query's profile (kept between queries with the last profiles asked).
    var tables = ProfileTables()
    /// The nearest-of search's bound (off for costs).
    var bound = NearestTargetBound()
    /// The query: its start (snapped) and start state (`2·anchors`; target `k` is `2·anchors + 1 + k`), whether
    /// it stops at the nearest target, its cost limit, the components holding the start, the pieces of free
    /// space holding a target (``RouteTargets/parts``) and the targets' snapped points.
    var start = RoutePoint(floor: 0, point: Point(x: 0, y: 0))
    var startState = 0
    var nearest = false
    var maxCost = Double.infinity
    var startComponents: [Int32] = []
    var targetParts: Set<Int64> = []
    var targetPoints: [Point] = []
    var warmSink: UInt64 = 0

    /// Starts a query from `start` to `targets` on a graph of `anchorCount` anchors.
    mutating func reset(from start: RoutePoint, targets: RouteTargets, anchorCount a: Int, maxCost: Double, nearest: Bool) {
        let m = targets.points.count
        let count = 2 * a + 1 + m
        self.start = start
        startState = 2 * a
        self.nearest = nearest
        self.maxCost = maxCost
        startComponents.removeAll(keepingCapacity: true)
        targetParts = targets.parts
        targetPoints = targets.snappedPoints
        targetSettled.removeAll(keepingCapacity: true)
        targetSettled.append(contentsOf: repeatElement(false, count: m))
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

extension RoutingManyState: AnchorSearch {
    @inline(__always) func touch(_ state: Int) -> UInt64 { UInt64(costs.touch(state)) }

    @inline(__always) func holdsGoal(floor: Int, component: Int32) -> Bool {
        targetParts.contains(RouteTargets.key(floor, component))
    }

    @inline(__always) mutating func reach(_ graph: RoutingGraph, _ state: Int, from: Int, g: Double, walked: Double, at: (floor: Int, point: Point)) {
        graph.relaxMany(&self, state, from: from, g: g, walked: walked)
    }

    @inline(__always) mutating func reach(_ graph: RoutingGraph, _ state: Int, from: Int, g: Double, walked: Double) {
        graph.relaxMany(&self, state, from: from, g: g, walked: walked)
    }

    @inline(__always) mutating func reachLazily(_ graph: RoutingGraph, _ state: Int, from: Int, g: Double, walked: Double) {
        graph.pushMany(&self, state, from: from, g: g, walked: walked, exact: false)
    }
}
