import IndoorGeometry

extension RoutingGraph {
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
    public func route(
        from start: RoutePoint, to goal: RoutePoint, profile: RoutingProfile = .default,
        scratch: RoutingScratch
    ) -> RouteResult {
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return view.route(from: start, to: goal, profile: profile, scratch: scratch)
        }
        guard start.floor >= 0 && start.floor < meshes.count else { return .failure(.unknownStartFloor) }
        guard goal.floor >= 0 && goal.floor < meshes.count else { return .failure(.unknownGoalFloor) }
        guard let (sp, _) = meshes[start.floor].snap(start.point, within: profile.snapDistance) else {
            return .failure(.startOutsideFreeSpace)
        }
        let s = RoutePoint(floor: start.floor, point: sp)
        guard let (gp, _) = meshes[goal.floor].snap(goal.point, within: profile.snapDistance) else {
            return .failure(.goalOutsideFreeSpace, start: s)
        }
        let t = RoutePoint(floor: goal.floor, point: gp)
        guard let final = search(from: s, to: t, profile: profile, scratch: scratch) else {
            return .failure(.noPath, start: s, goal: t)
        }
        return assemble(final, from: s, to: t, profile: profile, scratch: scratch)
    }

    /// ``route(from:to:profile:scratch:)`` with fresh scratch memory (convenient, allocates).
    public func route(from start: RoutePoint, to goal: RoutePoint, profile: RoutingProfile = .default) -> RouteResult {
        route(from: start, to: goal, profile: profile, scratch: RoutingScratch())
    }

    // MARK: - Search

    /// Position of a search state: anchors use `2a` (arrived on foot, about to enter) and `2a + 1`
    /// (arrived through the connection, about to walk); then the start, then the goal.
    @inline(__always)
    private func position(_ state: Int, _ s: RoutePoint, _ t: RoutePoint) -> (floor: Int, point: Point) {
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

    @inline(__always)
    private func usable(_ a: Int, _ profile: RoutingProfile) -> Bool {
        let anchor = anchors[a]
        return profile.allows(connections[anchor.connection])
            && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags))
    }

    /// Starts the floor lower bounds of a query (``RoutingSearchState/floorBound(_:)``): per floor, the
    /// cheapest sum of connection costs that reaches `goalFloor`, by a Dijkstra over floors backwards from the
    /// goal's floor on the cheapest single transition between each pair of floors that one exists for (that
    /// sparse floor graph is computed once per profile and kept in the scratch, for the last
    /// ``RoutingSearchState/keptProfiles`` profiles and graphs asked). The Dijkstra runs lazily:
    /// only as far as the floors the search asks about (a campus-wide query touches a few buildings' floors).
    /// - Complexity: O(F) per query for F floors, plus O(E log F) at most for the E joined floor pairs.
    private func floorLowerBounds(to goalFloor: Int, profile: RoutingProfile, state st: inout RoutingSearchState) {
        let n = floors.count
        if st.floorCostProfile != profile || st.floorCostGraph !== token || st.floorIncoming.count != n {
            st.floorCostProfile = profile
            st.floorCostGraph = token
            // A profile (and graph) asked before, kept: a batch of mixed profiles does not recompute per line.
            if let k = st.profileCosts.lastIndex(where: { $0.graph === token && $0.profile == profile }) {
                let kept = st.profileCosts.remove(at: k)
                st.profileCosts.append(kept)
                st.anchorUsable = kept.anchorUsable
                st.connectionTerms = kept.connectionTerms
                st.floorIncoming = kept.floorIncoming
                st.teleportSlack = kept.teleportSlack
            } else {
                computeProfileCosts(profile: profile, state: &st)
            }
        }
        st.floorLowerBound.removeAll(keepingCapacity: true)
        st.floorLowerBound.append(contentsOf: repeatElement(.infinity, count: n))
        st.floorDone.removeAll(keepingCapacity: true)
        st.floorDone.append(contentsOf: repeatElement(false, count: n))
        st.floorLowerBound[goalFloor] = 0
        st.floorHeap.removeAll()
        st.floorHeap.push(0, Int32(goalFloor))
    }

    /// The per-profile tables of ``floorLowerBounds(to:profile:state:)`` into `st` (anchor usability, the
    /// connections' cost terms, the sparse floor graph reversed, the teleport slack), kept among its
    /// ``RoutingSearchState/profileCosts``.
    private func computeProfileCosts(profile: RoutingProfile, state st: inout RoutingSearchState) {
        let n = floors.count
        var cheapest: [Int: Double] = [:]
        st.teleportSlack = 0
        // Each anchor's usability under the profile, decided once per profile (reading a connection
        // copies it: retains of its id and anchor arrays).
        st.anchorUsable = anchors.indices.map { usable($0, profile) }
        st.connectionTerms = connections.map { profile.costTerms(of: $0) }
        for (a, here) in anchors.enumerated() where here.canEnter && st.anchorUsable[a] {
            let terms = st.connectionTerms[here.connection]
            for id in transitions[a] {
                let there = anchors[Int(id)]
                guard st.anchorUsable[Int(id)] else { continue }
                let df = floorsCrossed(here.floor, there.floor)
                let planar = there.point.distance(to: here.point)
                let span = there.floor == here.floor ? planar : 0
                let cost = terms.metres(deltaFloors: df, span: span)
                st.teleportSlack += Swift.max(0, planar - cost)
                guard there.floor != here.floor else { continue }
                let k = here.floor * n + there.floor
                cheapest[k] = Swift.min(cheapest[k] ?? .infinity, cost)
            }
        }
        st.floorIncoming = [[(floor: Int32, cost: Double)]](repeating: [], count: n)
        for (k, cost) in cheapest.sorted(by: { $0.key < $1.key }) {
            st.floorIncoming[k % n].append((Int32(k / n), cost))
        }
        if st.profileCosts.count == RoutingSearchState.keptProfiles { st.profileCosts.removeFirst() }
        st.profileCosts.append(
            RoutingSearchState.ProfileCosts(
                profile: profile, graph: token, anchorUsable: st.anchorUsable, connectionTerms: st.connectionTerms, floorIncoming: st.floorIncoming,
                teleportSlack: st.teleportSlack))
    }

    /// Runs the A*; returns the goal state when reached (its parents in `scratch`).
    private func search(from s: RoutePoint, to t: RoutePoint, profile: RoutingProfile, scratch: RoutingScratch) -> Int? {
        let a = anchors.count
        let startState = 2 * a, goalState = 2 * a + 1
        var st = RoutingSearchState()
        swap(&st, &scratch.state)
        defer { swap(&st, &scratch.state) }
        let polyanya = scratch.search
        st.reset(stateCount: 2 * a + 2 + cornerStateCount)
        let cornerStates = 2 * a + 2
        // Components holding the start and the goal: walks to or from anchors elsewhere are impossible.
        st.startComponents.removeAll(keepingCapacity: true)
        st.goalComponents.removeAll(keepingCapacity: true)
        var located: [Int32] = []
        meshes[s.floor].locateAll(s.point, into: &located)
        for poly in located { st.startComponents.append(meshes[s.floor].component[Int(poly)]) }
        located.removeAll(keepingCapacity: true)
        meshes[t.floor].locateAll(t.point, into: &located)
        for poly in located { st.goalComponents.append(meshes[t.floor].component[Int(poly)]) }
        // Floors with a walk table: the exact walks from the start and to the goal, one sweep of each
        // end's visible region instead of one search per anchor.
        st.startTabled = false
        st.goalTabled = false
        if !lazyWalks[s.floor], let table = walkTables[s.floor] {
            polyanya.fill(&st.startWalks, from: s.point, mesh: meshes[s.floor], table: table, anchorPoints: anchorPoints[s.floor])
            st.startTabled = true
        }
        if !lazyWalks[t.floor], let table = walkTables[t.floor] {
            polyanya.fill(&st.goalWalks, from: t.point, mesh: meshes[t.floor], table: table, anchorPoints: anchorPoints[t.floor])
            st.goalTabled = true
        }
        // A goal on a floor with a corner graph: the nodes it sees directly, with their distances.
        for i in st.goalTouched { st.goalNode[Int(i)] = .infinity }
        st.goalTouched.removeAll(keepingCapacity: true)
        st.goalCornered = false
        if let graph = cornerGraphs[t.floor] {
            if st.goalNode.count < graph.nodeCount { st.goalNode = [Double](repeating: .infinity, count: graph.nodeCount) }
            // The start among the targets: dead-end pruning must not hide the side it lies on.
            Self.sweep(
                &st, polyanya, meshes[t.floor], from: t.point, targets: anchorPoints[t.floor], located: walkTables[t.floor]?.anchorPolygons,
                extra: s.floor == t.floor ? s.point : nil)
            for (v, d) in st.sweepTurns {
                let i = graph.nodeOfVertex[Int(v)]
                guard i >= 0 else { continue }
                st.goalNode[Int(i)] = d
                st.goalTouched.append(i)
            }
            for k in 0 ..< graph.nodeCount - graph.cornerCount where st.sweepSeen[k] < .infinity {
                let d = st.sweepSeen[k]
                let i = graph.cornerCount + k
                st.goalNode[i] = d
                st.goalTouched.append(Int32(i))
            }
            st.goalCornered = true
        }
        floorLowerBounds(to: t.floor, profile: profile, state: &st)
        /// Usability of an anchor under the profile (decided once per profile by `floorLowerBounds`).
        func allowed(_ b: Int) -> Bool { st.anchorUsable[b] }
        // Locals the nested functions below capture are `let` where they can be: a captured `var` may be boxed,
        // and every access to a boxed variable pays a dynamic exclusivity check (for the same reason no nested
        // function here is `@inline(__always)`, and `st` is never read inside `&&`, `||` or `??`: both make those
        // accesses dynamic).
        var nearestExit = Double.infinity
        for id in anchorsByFloor[t.floor] where anchors[Int(id)].canExit {
            guard allowed(Int(id)) else { continue }
            nearestExit = Swift.min(nearestExit, anchors[Int(id)].point.distance(to: t.point))
        }
        let exitBound = nearestExit
        let slack = st.teleportSlack
        // Cell bounds (``RoutingCellBounds``): through the gates of the goal's cell, from the hub's table.
        var cellState = CellBoundState()
        swap(&cellState, &st.cells)
        prepareCellBounds(
            to: t, goalComponents: st.goalComponents, goalWalks: st.goalTabled ? st.goalWalks : nil, state: &cellState,
            usable: st.anchorUsable, terms: st.connectionTerms)
        swap(&cellState, &st.cells)
        let goalCells = st.cells.goalCells
        let cells = cellBounds
        // The floor bound is off when exact cell bounds hold: they already count the connections it counts, and
        // its lazy Dijkstra over floors settles most of a big campus's floors (its outdoor floor joins them all).
        let floorBounded = !st.cells.exact
        func h(_ floor: Int, _ p: Point) -> Double {
            let d = p.distance(to: t.point)
            let viaExit = floor == t.floor ? Swift.min(d, exitBound) : exitBound + (floorBounded ? st.floorBound(floor) : 0)
            return Swift.max(viaExit, d - slack)
        }
        if let cells, !goalCells.isEmpty, !st.cells.exact {
            // Inside costs unknown: each gate's plain bound.
            for c in goalCells {
                for col in Int(cells.gateStart[Int(c)]) ..< Int(cells.gateStart[Int(c) + 1]) {
                    let g = anchors[Int(cells.gateRows[col]) >> 1]
                    st.cells.gateCosts.append((Int32(col), h(g.floor, g.point)))
                }
            }
        }
        let gateCount = cells?.gateCount ?? 0
        let places = cells?.places ?? []
        let cellTable = cells?.table ?? []
        let cellUnit = cells?.unit ?? 0
        let exitDistance = cells?.exitDistance ?? []
        let cellExits = cells?.exits
        /// The bound of a hub row: the cheapest way in through a gate of the goal's cells.
        func hubBound(_ r: Int) -> Double {
            var best = Double.infinity
            for (col, c) in st.cells.gateCosts {
                let q = cellTable[r * gateCount + Int(col)]
                if q != RoutingCellBounds.unreachable { best = Swift.min(best, Double(q) * cellUnit + c) }
            }
            return best
        }
        /// The bound of leaving cell `c` (to the hub) and coming in to the goal's cells.
        func leaving(_ c: Int) -> Double {
            let known = st.cells.exitBound.cost(c)
            if known < .infinity { return known }
            var best = Double.infinity
            if let cellExits {
                for i in cellExits.range(c) { best = Swift.min(best, hubBound(Int(places[Int(cellExits.items[i])].hubRow))) }
            }
            st.cells.exitBound.set(c, cost: best, parent: -1)
            return best
        }
        func cellBound(_ state: Int) -> Double {
            let row = RoutingLandmarks.row(state, anchorCount: a)
            let place = places[row]
            let own = place.cell
            if own == -1 { return hubBound(Int(place.hubRow)) }
            if own == RoutingCellBounds.unlinked { return 0 }
            let out = Double(exitDistance[row]) + leaving(Int(own))
            guard goalCells.contains(own) else { return out }
            // In the goal's cell: its way to the goal inside the cell, or out and back in.
            return st.cells.exact ? Swift.min(st.cells.inside.cost(state), out) : 0
        }
        let firstGate = st.cells.gateCosts.first.map { Int($0.column) }
        /// Reads the cold lines a push of `state` will read (its cost entry, and its cell place with the hub
        /// table row or exit distance behind it) and returns a value of them. Called for all of a node's
        /// neighbours before any is pushed, so that their cache misses overlap instead of queueing.
        func touch(_ state: Int) -> UInt64 {
            var w = UInt64(st.costs.touch(state))
            guard !goalCells.isEmpty else { return w }
            let row = RoutingLandmarks.row(state, anchorCount: a)
            let place = places[row]
            if place.cell == -1 {
                if let firstGate { w &+= UInt64(cellTable[Int(place.hubRow) * gateCount + firstGate]) }
            } else {
                w &+= UInt64(exitDistance[row].bitPattern)
            }
            return w
        }
        // Landmark bounds (``RoutingLandmarks``): per landmark, a lower bound of d'(L, goal) and d'(goal, L).
        // Not where the cell bounds hold: those are tighter and cost one read per state.
        let lmCount = goalCells.isEmpty ? landmarks?.count ?? 0 : 0
        let lm = landmarks?.distances ?? []
        if lmCount > 0 { landmarkGoalBounds(to: t, state: &st) }
        func alt(_ state: Int) -> Double {
            let r = RoutingLandmarks.row(state, anchorCount: a) * 2 * lmCount
            var best = 0.0
            // The backward term only for anchor states: a corner state's relaxed distances leave it along
            // tangents only, which a path through the goal, pulled taut, need not do (see RoutingLandmarks).
            let back = state < 2 * a
            for l in 0 ..< lmCount {
                let df = lm[r + l]
                if df < .infinity { best = Swift.max(best, st.altFrom[l] - df) }
                let dt = st.altTo[l]
                if back && dt < .infinity { best = Swift.max(best, lm[r + lmCount + l] - dt) }
            }
            // A relative margin against rounding: the bound must never exceed the real cost.
            return best - 1e-9 * (1 + best)
        }
        st.expanding = s.point
        /// Pushes `state` (on `floor` at `p` when the caller knows: one read fewer of a cold line).
        func push(_ state: Int, from: Int, g: Double, exact: Bool, at known: (floor: Int, point: Point)? = nil) {
            let (floor, p) = known ?? position(state, s, t)
            var hv = h(floor, p)
            if !goalCells.isEmpty && state != goalState { hv = Swift.max(hv, cellBound(state)) }
            // The landmark bound (a cache miss per state) only where the plain one does not already prune.
            if lmCount > 0, state != goalState, g + hv < st.cost(goalState) { hv = Swift.max(hv, alt(state)) }
            let f = g + hv
            // Nothing that cannot beat the best route found so far (also drops f = ∞: unreachable floors).
            guard f < .infinity else { return }
            if state != goalState { guard f < st.cost(goalState) else { return } }
            st.entries.append(RouteHeapEntry(state: Int32(state), from: Int32(from), floor: Int32(floor), exact: exact, g: g, point: p, via: st.expanding))
            st.heap.push(f, Int32(st.entries.count - 1))
        }
        @discardableResult
        func relax(_ state: Int, from: Int, g: Double, at known: (floor: Int, point: Point)? = nil) -> Bool {
            guard g < st.cost(state) else { return false }
            st.set(state, cost: g, parent: Int32(from))
            push(state, from: from, g: g, exact: true, at: known)
            return true
        }
        /// Whether entering at `b` can lead anywhere: not when every exit is a dead end without the goal.
        func worthEntering(_ b: Int) -> Bool {
            guard leadsOnlyToDeadEnds[b] else { return true }
            for x in transitions[b] {
                let exit = anchors[Int(x)]
                if exit.floor == t.floor, st.goalComponents.contains(exit.component) { return true }
            }
            return false
        }
        /// Walking edges from node `i` (a corner or an anchor, at `p`) of a floor's corner graph: to the goal
        /// when it sees the node, along the graph's edges to corners and entrances.
        func cornerWalk(from state: Int, floor: Int, node i: Int, point p: Point, g: Double, graph: FloorCornerGraph, arrivedFrom: Point?) {
            if floor == t.floor, st.goalCornered {
                let d = st.goalNode[i]
                if d < .infinity { relax(goalState, from: state, g: g + d) }
            }
            let base = cornerStates + cornerStateBase[floor]
            let nc = graph.cornerCount
            // At a corner: only the edges a taut path bending here can continue on (see `obstacleSide`).
            let side = arrivedFrom.map { graph.obstacleSide(i, from: $0) } ?? 0
            let edges = Int(graph.edgeStart[i]) ..< Int(graph.edgeStart[i + 1])
            // First touch each target's cold lines (point, cost entry, cell place and hub table row) with
            // independent loads, so that their misses overlap instead of coming one edge after another.
            var warm: UInt64 = 0
            for e in edges {
                let j = Int(graph.edgeTargets[e])
                warm &+= graph.points[j].x.bitPattern
                warm &+= touch(j < nc ? base + j : 2 * Int(anchorsByFloor[floor][j - nc]))
            }
            st.warmSink &+= warm
            for e in edges {
                let j = Int(graph.edgeTargets[e])
                let q = graph.points[j]
                if side != 0, let from = arrivedFrom {
                    let turn = Orientation.sign(from, p, q)
                    if turn != 0 && turn != side { continue }
                }
                let ng = g + p.distance(to: q)
                if j < nc {
                    relax(base + j, from: state, g: ng, at: (floor, q))
                } else {
                    let b = Int(anchorsByFloor[floor][j - nc])
                    guard anchors[b].canEnter, allowed(b), worthEntering(b) else { continue }
                    relax(2 * b, from: state, g: ng, at: (floor, q))
                }
            }
        }
        /// Walking edges from the start on a floor with a corner graph: one sweep of its visible region gives
        /// the entrances and the goal it sees and the corners where its paths first turn.
        func cornerStart(graph: FloorCornerGraph) {
            let floor = s.floor
            Self.sweep(
                &st, polyanya, meshes[floor], from: s.point, targets: anchorPoints[floor], located: walkTables[floor]?.anchorPolygons,
                extra: floor == t.floor ? t.point : nil)
            let base = cornerStates + cornerStateBase[floor]
            for (v, d) in st.sweepTurns {
                let i = graph.nodeOfVertex[Int(v)]
                if i >= 0 { relax(base + Int(i), from: startState, g: d) }
            }
            let ids = anchorsByFloor[floor]
            for k in 0 ..< ids.count where st.sweepSeen[k] < .infinity {
                let b = Int(ids[k])
                guard anchors[b].canEnter, allowed(b), worthEntering(b) else { continue }
                relax(2 * b, from: startState, g: st.sweepSeen[k])
            }
            if floor == t.floor, st.sweepSeen[ids.count] < .infinity { relax(goalState, from: startState, g: st.sweepSeen[ids.count]) }
        }
        /// Walking edges from the start (lazy, to every usable entrance in its component) or from an exit
        /// anchor (exact, from the precomputed walks); to the goal (lazy) when on its floor and component.
        func walk(from state: Int, floor: Int, point p: Point, g: Double, anchor: Int?) {
            if let from = anchor {
                if let graph = cornerGraphs[floor] {
                    if reentryPays(at: from, profile: profile) {
                        relax(2 * from, from: state, g: g)
                    }
                    cornerWalk(from: state, floor: floor, node: graph.cornerCount + anchors[from].slot, point: p, g: g, graph: graph, arrivedFrom: nil)
                    return
                }
                if floor == t.floor, st.goalComponents.contains(anchors[from].component) {
                    if st.goalTabled {
                        let d = st.goalWalks.distance[anchors[from].slot]
                        if d < .infinity { relax(goalState, from: state, g: g + d) }
                    } else {
                        push(goalState, from: state, g: g + p.distance(to: t.point), exact: false)
                    }
                }
                if reentryPays(at: from, profile: profile) {
                    relax(2 * from, from: state, g: g)
                }
                if lazyWalks[floor] {
                    // Many anchors on this floor: straight-line bounds now, exact walks when popped.
                    let component = anchors[from].component
                    for id in anchorsByFloor[floor] {
                        let b = Int(id)
                        let target = anchors[b]
                        guard b != from, target.canEnter, target.component == component, allowed(b), worthEntering(b) else { continue }
                        push(2 * b, from: state, g: g + p.distance(to: target.point), exact: false)
                    }
                } else {
                    var warm: UInt64 = 0
                    for (id, _) in walks[from] { warm &+= touch(2 * Int(id)) }
                    st.warmSink &+= warm
                    for (id, d) in walks[from] {
                        guard allowed(Int(id)), worthEntering(Int(id)) else { continue }
                        relax(2 * Int(id), from: state, g: g + d)
                    }
                }
            } else {
                if let graph = cornerGraphs[floor] {
                    cornerStart(graph: graph)
                    return
                }
                if floor == t.floor { push(goalState, from: state, g: g + p.distance(to: t.point), exact: false) }
                if st.startTabled {
                    for (k, id) in anchorsByFloor[floor].enumerated() {
                        let b = Int(id)
                        let d = st.startWalks.distance[k]
                        guard d < .infinity, anchors[b].canEnter, allowed(b), worthEntering(b) else { continue }
                        relax(2 * b, from: state, g: g + d)
                    }
                    return
                }
                for id in anchorsByFloor[floor] {
                    let b = Int(id)
                    let target = anchors[b]
                    guard target.canEnter, st.startComponents.contains(target.component), allowed(b), worthEntering(b) else { continue }
                    push(2 * b, from: state, g: g + p.distance(to: target.point), exact: false)
                }
            }
        }

        st.set(startState, cost: 0, parent: -1)
        walk(from: startState, floor: s.floor, point: s.point, g: 0, anchor: nil)
        while let (_, idx) = st.heap.pop() {
            let e = st.entries[Int(idx)]
            let state = Int(e.state), from = Int(e.from)
            if !e.exact {
                // A lazy walking edge: replace its straight-line bound by the exact length (unless the
                // state is already reached at most as cheaply as the bound).
                if st.cost(state) <= e.g { continue }
                let floor = Int(e.floor), q = e.point, p = e.via
                st.expanding = p
                // Only a walk that can still beat the best goal cost found so far matters.
                let gFrom = st.cost(from)
                let bound = st.cost(goalState) - gFrom - h(floor, q)
                if let path = polyanya.shortestPath(in: meshes[floor], from: p, to: q, bound: bound) {
                    if relax(state, from: from, g: gFrom + path.length, at: (floor, q)) {
                        st.lazyPaths[Int64(from) << 32 | Int64(state)] = path.points
                    }
                }
                continue
            }
            if e.g > st.cost(state) { continue }
            if state == goalState { return state }
            st.expanding = e.point
            if state >= cornerStates {
                let floor = Int(e.floor)
                guard let graph = cornerGraphs[floor] else { continue }
                cornerWalk(
                    from: state, floor: floor, node: state - cornerStates - cornerStateBase[floor], point: e.point, g: e.g, graph: graph,
                    arrivedFrom: e.via)
                continue
            }
            let anchor = state >> 1
            if state & 1 == 0 {
                // On foot at an entrance: go through the connection to each usable exit.
                let here = anchors[anchor]
                let terms = st.connectionTerms[here.connection]
                let exits = Int(here.exits.lowerBound) ..< Int(here.exits.upperBound)
                var warm: UInt64 = 0
                for x in exits { warm &+= touch(2 * Int(transitionExits[x].anchor) + 1) }
                st.warmSink &+= warm
                for x in exits {
                    let exit = transitionExits[x]
                    let b = Int(exit.anchor)
                    guard allowed(b) else { continue }
                    let exitFloor = Int(exit.floor)
                    let df = floorsCrossed(here.floor, exitFloor)
                    let span = exitFloor == here.floor ? exit.point.distance(to: here.point) : 0
                    relax(2 * b + 1, from: state, g: e.g + terms.metres(deltaFloors: df, span: span), at: (exitFloor, exit.point))
                }
            } else {
                let here = anchors[anchor]
                walk(from: state, floor: here.floor, point: here.point, g: e.g, anchor: anchor)
            }
        }
        return nil
    }

    /// Per landmark `L`: `st.altFrom[l]`, a lower bound of `d'(L, t)` (the last walk to the goal at its exact
    /// length when the goal's walks are known, else at its straight-line length), and `st.altTo[l]`, `d'(t, L)`
    /// when the goal's walks are exact (∞ otherwise: that bound is then unused). Reads the goal's walks set up
    /// by the search (`goalTabled`, `goalCornered`).
    private func landmarkGoalBounds(to t: RoutePoint, state st: inout RoutingSearchState) {
        guard let lm = landmarks else { return }
        let k = lm.count, a = anchors.count
        st.altFrom.removeAll(keepingCapacity: true)
        st.altFrom.append(contentsOf: repeatElement(.infinity, count: k))
        st.altTo.removeAll(keepingCapacity: true)
        st.altTo.append(contentsOf: repeatElement(.infinity, count: k))
        var exactBack = false
        /// The goal is `d` from state `state` (walking from it when `forward`, to it otherwise).
        func use(_ state: Int, _ d: Double, forward: Bool) {
            let r = RoutingLandmarks.row(state, anchorCount: a) * 2 * k
            for l in 0 ..< k {
                if forward {
                    st.altFrom[l] = Swift.min(st.altFrom[l], lm.distances[r + l] + d)
                } else {
                    st.altTo[l] = Swift.min(st.altTo[l], d + lm.distances[r + k + l])
                }
            }
        }
        let ids = anchorsByFloor[t.floor]
        if st.goalTabled {
            exactBack = true
            for (slot, id) in ids.enumerated() {
                let d = st.goalWalks.distance[slot]
                guard d < .infinity else { continue }
                let b = Int(id)
                if anchors[b].canExit { use(2 * b + 1, d, forward: true) }
                if anchors[b].canEnter { use(2 * b, d, forward: false) }
            }
        } else if st.goalCornered, let graph = cornerGraphs[t.floor] {
            exactBack = true
            let base = 2 * a + 2 + cornerStateBase[t.floor]
            for i in st.goalTouched {
                let node = Int(i), d = st.goalNode[node]
                if node < graph.cornerCount {
                    use(base + node, d, forward: true)
                    use(base + node, d, forward: false)
                } else {
                    let b = Int(ids[node - graph.cornerCount])
                    if anchors[b].canExit { use(2 * b + 1, d, forward: true) }
                    if anchors[b].canEnter { use(2 * b, d, forward: false) }
                }
            }
        } else {
            for id in ids where anchors[Int(id)].canExit {
                use(2 * Int(id) + 1, anchors[Int(id)].point.distance(to: t.point), forward: true)
            }
        }
        if !exactBack {
            for l in 0 ..< k { st.altTo[l] = .infinity }
        }
    }

    /// One ``PolyanyaSearch/firstTurns(in:from:targets:targetPolygons:turns:seen:)`` sweep from `p` into the state's
    /// sweep buffers, with `targets` (their polygons `located` when known) and then `extra` (when given) as its targets.
    private static func sweep(
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
            guard st.startTabled, let table = walkTables[s.floor] else { return nil }
            return st.startWalks.path(
                from: s.point, to: anchors[y >> 1].slot, table: table, anchorPoints: anchorPoints[s.floor], mesh: meshes[s.floor])
        }
        if y == goalState && x < 2 * a {
            guard st.goalTabled, let table = walkTables[t.floor] else { return nil }
            return st.goalWalks.path(
                from: t.point, to: anchors[x >> 1].slot, table: table, anchorPoints: anchorPoints[t.floor], mesh: meshes[t.floor]
            ).reversed()
        }
        guard x < 2 * a && y < 2 * a else { return nil }
        let from = anchors[x >> 1], to = anchors[y >> 1]
        guard from.floor == to.floor, !lazyWalks[from.floor], let table = walkTables[from.floor] else { return nil }
        return table.path(from: from.slot, to: to.slot, points: anchorPoints[from.floor], mesh: meshes[from.floor])
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
        var steps: [RouteStep] = []
        var distance = 0.0, cost = 0.0, seconds = 0.0
        let cornerStates = 2 * a + 2
        var i = 0
        while i < chain.count - 1 {
            let x = chain[i], y = chain[i + 1]
            i += 1
            if x < 2 * a && x & 1 == 0 && y < 2 * a && y & 1 == 1 {
                let from = anchors[x >> 1], to = anchors[y >> 1]
                let c = connections[from.connection]
                let df = floorsCrossed(from.floor, to.floor)
                let span = to.floor == from.floor ? to.point.distance(to: from.point) : 0
                let k = profile.cost(of: c, deltaFloors: df, span: span)
                steps.append(
                    .connection(
                        RouteConnectionUse(
                            connection: from.connection, id: c.id, type: c.type,
                            entrance: RoutePoint(floor: from.floor, point: from.point), exit: RoutePoint(floor: to.floor, point: to.point),
                            floorsCrossed: df, cost: k.metres, seconds: k.seconds, rawCost: k.raw)))
                cost += k.metres
                seconds += k.seconds
            } else if x < 2 * a && y < 2 * a && x >> 1 == y >> 1 {
                continue  // re-entering at the anchor just left: no walk
            } else {
                let (floor, p) = position(x, s, t)
                let q = position(y, s, t).point
                let points: [Point]
                if cornerGraphs[floor] != nil {
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
                    points = scratch.search.shortestPath(in: meshes[floor], from: p, to: q)?.points ?? [p, q]
                }
                let leg = RouteLeg(floor: floor, walking: points)
                let length = leg.distance
                steps.append(.walk(leg))
                distance += length
                cost += length
                seconds += length / profile.walkingSpeed
            }
        }
        return RouteResult(status: .found, start: s, goal: t, steps: steps, cost: cost, distance: distance, duration: seconds)
    }
}
