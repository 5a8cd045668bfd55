import IndoorGeometry

/// The route A* of one query on a ``RoutingGraph`` (``RoutingGraph/route(from:to:profile:scratch:)``): the
/// search over (anchor, arrival mode) states with its bounds (floor, landmark and cell bounds), and the
/// route assembled from its parent chain. It reads the graph (data and closure overlay), the scratch
/// memory and the profile's ``RouteCostModel``; it writes nothing but the scratch.
struct RouteSearch: RoutingGraphReader {
    /// The graph searched, with the query's closures applied (``RoutingGraph/closing(_:)``).
    let graph: RoutingGraph
}

extension RouteSearch {
    /// The cheapest route between two points of the venue under a profile, across floors.
    ///
    /// Start and goal outside the free space are moved to the nearest free point of their floor when
    /// within `profile.snapDistance`. The search is an A* over (anchor, arrival mode) states whose
    /// walking edges are exact any-angle shortest paths (Polyanya) and whose connection edges cost what
    /// the profile's ``ConnectionCostModel`` says. Its heuristic, `min(|p − goal|, D)` on the goal's floor
    /// and `D + L(floor)` elsewhere, where `D` is the distance from the goal to its nearest usable exit
    /// anchor on its floor and `L` the cheapest sum of connection costs from that floor to the goal's
    /// floor, stays admissible and consistent however cheap connections are (a connection may cost less
    /// than the distance it spans: every route that does not walk straight to the goal must leave a
    /// connection on the goal's floor and walk from there, and must pay the connections to get there).
    /// It is maxed with `|p − goal| − S`, where `S` sums how much each usable connection costs less than
    /// its planar span (all floors share one plane): 0 for doors, stairs and elevators under the default
    /// time model, so the plain straight-line bound guides the search where no connection "teleports".
    /// That term is admissible but not always consistent when teleporting connections exist; states are
    /// reopened when their cost improves, so the result stays optimal.
    ///
    /// - Parameters:
    ///   - start: start floor index and point in metres.
    ///   - goal: goal floor index and point in metres.
    ///   - profile: the per-query filter and cost model (never stored in the graph).
    ///   - scratch: reusable search memory (one per thread).
    /// - Returns: a ``RouteResult``; its status says why there is no route (unknown floor, outside free
    ///   space, no path).
    /// - Complexity: A* over at most `2·anchors + 2` states, plus one Polyanya search per lazily evaluated
    ///   walking edge from the start or to the goal and one per walking leg of the result.
    func route(from start: RoutePoint, to goal: RoutePoint, profile: RoutingProfile, scratch: RoutingScratch) -> RouteResult {
        guard start.floor >= 0 && start.floor < floorCount else { return .failure(.unknownStartFloor) }
        guard goal.floor >= 0 && goal.floor < floorCount else { return .failure(.unknownGoalFloor) }
        guard let (sp, startKnown) = snapped(start.point, floor: start.floor, within: profile.snapDistance) else {
            return .failure(.startOutsideFreeSpace)
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        guard let (gp, goalKnown) = snapped(goal.point, floor: goal.floor, within: profile.snapDistance) else {
            return .failure(.goalOutsideFreeSpace, start: s)
        }
        let t = RoutePoint(floor: goal.floor, point: gp)
        guard let final = search(from: (s, startKnown), to: (t, goalKnown), profile: profile, scratch: scratch) else {
            return .failure(.noPath, start: s, goal: t)
        }
        return assemble(final, from: s, to: t, profile: profile, scratch: scratch)
    }

    // MARK: - Search

    /// Runs the A*; returns the goal state when reached (its parents in `scratch`).
    private func search(from s: (RoutePoint, known: Int?), to t: (RoutePoint, known: Int?), profile: RoutingProfile, scratch: RoutingScratch) -> Int? {
        var st = RoutingSearchState()
        swap(&st, &scratch.state)
        defer { swap(&st, &scratch.state) }
        let polyanya = scratch.search
        st.reset(from: s, to: t, anchorCount: anchors.count, cornerStateCount: cornerStateCount)
        prepareEnds(&st, polyanya)
        st.tables.use(profile, on: data, key: graph.key)
        prepareBounds(&st)
        defer {
            st.cells.release()
            st.landmarks.release()
        }
        let goalState = st.goalState
        let start = st.start
        st.expanding = start.point
        st.set(st.startState, cost: 0, parent: -1)
        walk(&st, polyanya, from: st.startState, floor: start.floor, point: start.point, g: 0, anchor: nil, profile: profile)
        while let (_, idx) = st.heap.pop() {
            let e = st.entries[Int(idx)]
            let state = Int(e.state)
            if !e.exact {
                evaluateLazyWalk(&st, polyanya, e)
                continue
            }
            if e.g > st.cost(state) { continue }
            if state == goalState { return state }
            st.expanding = e.point
            if state >= st.cornerStates {
                let floor = Int(e.floor)
                guard let graph = cornerGraph(floor) else { continue }
                cornerWalk(
                    &st, from: state, floor: floor, node: state - st.cornerStates - cornerStateBase[floor], point: e.point, g: e.g,
                    graph: graph, arrivedFrom: e.via)
                continue
            }
            let anchor = state >> 1
            if state & 1 == 0 {
                enterConnection(&st, from: state, anchor: anchor, g: e.g, walked: 0)
            } else {
                let here = anchors[anchor]
                walk(&st, polyanya, from: state, floor: here.floor, point: here.point, g: e.g, anchor: anchor, profile: profile)
            }
        }
        return nil
    }

    /// A lazy walking edge popped: its straight-line bound replaced by the exact length (unless the state is
    /// already reached at most as cheaply as the bound), when that walk can still beat the best goal cost.
    private func evaluateLazyWalk(_ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch, _ e: RouteHeapEntry) {
        let state = Int(e.state), from = Int(e.from)
        if st.cost(state) <= e.g { return }
        let floor = Int(e.floor), q = e.point, p = e.via
        st.expanding = p
        let gFrom = st.cost(from)
        let bound = st.cost(st.goalState) - gFrom - st.floors.bound(state, floor: floor, point: q)
        if let path = polyanya.shortestPath(in: mesh(floor), from: p, to: q, bound: bound) {
            if relax(&st, state, from: from, g: gFrom + path.length, at: (floor, q)) {
                st.lazyPaths[Int64(from) << 32 | Int64(state)] = path.points
            }
        }
    }

    /// Position of a search state: anchors use `2a` (arrived on foot, about to enter) and `2a + 1`
    /// (arrived through the connection, about to walk); then the start, then the goal.
    @inline(__always)
    func position(_ state: Int, _ s: RoutePoint, _ t: RoutePoint) -> (floor: Int, point: Point) {
        let a = anchors.count
        if state >= 2 * a {
            if state == 2 * a { return (s.floor, s.point) }
            if state == 2 * a + 1 { return (t.floor, t.point) }
            let k = state - 2 * a - 2
            return (Int(cornerStateFloor[k]), cornerStatePoint[k])
        }
        let anchor = anchors[state >> 1]
        return (anchor.floor, anchor.point)
    }

    /// One ``PolyanyaSearch/firstTurns(in:from:targets:targetPolygons:turns:seen:)`` sweep from `p` into the state's
    /// sweep buffers, with `targets` (their polygons `located` when known) and then `extra` (when given) as its targets.
    static func sweep(
        _ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch, _ mesh: NavigationMesh, from p: Point, targets: [Point],
        located: FlatLists<Int32>?, extra: Point?
    ) {
        st.sweepTargets.removeAll(keepingCapacity: true)
        st.sweepTargets.append(contentsOf: targets)
        if let extra { st.sweepTargets.append(extra) }
        polyanya.firstTurns(in: mesh, from: p, targets: st.sweepTargets, targetPolygons: located, turns: &st.sweepTurns, seen: &st.sweepSeen)
    }

    /// The path of the walking edge from state `x` to state `y`, read off the walk tables when the
    /// edge was evaluated with one: start → entrance, exit → goal, exit → entrance of one floor.
    private func tabledPath(_ x: Int, _ y: Int, from s: RoutePoint, to t: RoutePoint, state st: RoutingSearchState) -> [Point]? {
        let a = anchors.count
        let startState = 2 * a, goalState = 2 * a + 1
        if x == startState && y < 2 * a {
            guard st.startTabled, let table = walkTable(s.floor) else { return nil }
            return st.startWalks.path(
                from: s.point, to: anchors[y >> 1].slot, table: table, anchorPoints: anchorPoints[s.floor], mesh: mesh(s.floor))
        }
        if y == goalState && x < 2 * a {
            guard st.goalTabled, let table = walkTable(t.floor) else { return nil }
            return st.goalWalks.path(
                from: t.point, to: anchors[x >> 1].slot, table: table, anchorPoints: anchorPoints[t.floor], mesh: mesh(t.floor)
            ).reversed()
        }
        guard x < 2 * a && y < 2 * a else { return nil }
        let from = anchors[x >> 1], to = anchors[y >> 1]
        guard from.floor == to.floor, !isLazy(from.floor), let table = walkTable(from.floor) else { return nil }
        return table.path(from: from.slot, to: to.slot, points: anchorPoints[from.floor], mesh: mesh(from.floor))
    }

    /// Builds the result from the parent chain ending at `final`.
    private func assemble(
        _ final: Int, from s: RoutePoint, to t: RoutePoint, profile: RoutingProfile,
        scratch: RoutingScratch
    ) -> RouteResult {
        // The search state out of the scratch for the assembly (passing `scratch.state` on would copy it).
        var st = RoutingSearchState()
        swap(&st, &scratch.state)
        defer { swap(&st, &scratch.state) }
        var chain: [Int] = []
        var state = final
        while state >= 0 {
            chain.append(state)
            state = Int(st.costs.parent(state))
        }
        chain.reverse()
        let a = anchors.count
        var route = RouteStepsBuilder()
        let cornerStates = 2 * a + 2
        var i = 0
        while i < chain.count - 1 {
            let x = chain[i], y = chain[i + 1]
            i += 1
            if x < 2 * a && x & 1 == 0 && y < 2 * a && y & 1 == 1 {
                route.connection(connectionUse(from: x >> 1, to: y >> 1, profile: profile))
            } else if x < 2 * a && y < 2 * a && x >> 1 == y >> 1 {
                continue  // re-entering at the anchor just left: no walk
            } else {
                let (floor, p) = position(x, s, t)
                let q = position(y, s, t).point
                let points: [Point]
                if cornerGraph(floor) != nil {
                    // Corner-graph walks are straight runs between the states (corners in between).
                    var run = [p]
                    var j = i
                    while chain[j] >= cornerStates {
                        run.append(position(chain[j], s, t).point)
                        j += 1
                    }
                    run.append(position(chain[j], s, t).point)
                    i = j
                    points = PolyanyaCore.taut(run)
                } else if let cached = st.lazyPaths[Int64(x) << 32 | Int64(y)] {
                    points = cached
                } else if let tabled = tabledPath(x, y, from: s, to: t, state: st) {
                    points = tabled
                } else {
                    // Only anchor-to-anchor walks (precomputed lengths) have no path yet.
                    points = scratch.search.shortestPath(in: mesh(floor), from: p, to: q)?.points ?? [p, q]
                }
                route.walk(floor: floor, points, speed: profile.walkingSpeed)
            }
        }
        return route.result(from: s, to: t)
    }
}
