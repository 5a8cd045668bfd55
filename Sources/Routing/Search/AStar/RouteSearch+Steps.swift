import IndoorGeometry

/// The steps of the route A* (``RoutingGraph/route(from:to:profile:scratch:)``): pushing and relaxing states,
/// and the edges out of a state (through a connection, walking on a floor, over a floor's corner graph).
///
/// Every step takes the search state `inout` (a local moved out of the scratch): its accesses are checked
/// statically, never dynamically, and no class property is read in the loop.
extension RouteSearch {
    /// Pushes `state` (on `floor` at `p` when the caller knows: one read fewer of a cold line), with the
    /// largest of the query's bounds, unless it cannot beat the best route found so far.
    @inline(__always)
    func push(_ st: inout RoutingSearchState, _ state: Int, from: Int, g: Double, exact: Bool, at known: (floor: Int, point: Point)? = nil) {
        // Not `known ?? position(…)`: `st` read in an autoclosure would be checked dynamically.
        let floor: Int, p: Point
        if let known { (floor, p) = known } else { (floor, p) = position(state, st.start, st.goal) }
        let goalState = st.goalState
        var hv = st.floors.bound(state, floor: floor, point: p)
        if st.cells.isActive && state != goalState { hv = Swift.max(hv, st.cells.bound(state, floor: floor, point: p)) }
        // The landmark bound (a cache miss per state) only where the plain one does not already prune.
        if st.landmarks.isActive, state != goalState, g + hv < st.cost(goalState) {
            hv = Swift.max(hv, st.landmarks.bound(state, floor: floor, point: p))
        }
        let f = g + hv
        // Nothing that cannot beat the best route found so far (also drops f = ∞: unreachable floors).
        guard f < .infinity else { return }
        if state != goalState { guard f < st.cost(goalState) else { return } }
        st.entries.append(RouteHeapEntry(state: Int32(state), from: Int32(from), floor: Int32(floor), exact: exact, g: g, point: p, via: st.expanding))
        st.heap.push(f, Int32(st.entries.count - 1))
    }

    /// Records `g` for `state` when it improves its cost, and pushes it; whether it did.
    @discardableResult @inline(__always)
    func relax(_ st: inout RoutingSearchState, _ state: Int, from: Int, g: Double, at known: (floor: Int, point: Point)? = nil) -> Bool {
        guard g < st.cost(state) else { return false }
        st.set(state, cost: g, parent: Int32(from))
        push(&st, state, from: from, g: g, exact: true, at: known)
        return true
    }

    /// Walking edges from node `i` (a corner or an anchor, at `p`) of a floor's corner graph: to the goal
    /// when it sees the node, along the graph's edges to corners and entrances.
    func cornerWalk(
        _ st: inout RoutingSearchState, from state: Int, floor: Int, node i: Int, point p: Point, g: Double, graph: FloorCornerGraph,
        arrivedFrom: Point?
    ) {
        if floor == st.goal.floor, st.goalCornered {
            let d = st.goalNode[i]
            if d < .infinity { relax(&st, st.goalState, from: state, g: g + d) }
        }
        let base = st.cornerStates + cornerStateBase[floor]
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
            warm &+= st.touch(j < nc ? base + j : 2 * Int(anchorsByFloor[floor][j - nc]))
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
                relax(&st, base + j, from: state, g: ng, at: (floor, q))
            } else {
                let b = Int(anchorsByFloor[floor][j - nc])
                guard anchors[b].canEnter, st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
                relax(&st, 2 * b, from: state, g: ng, at: (floor, q))
            }
        }
    }

    /// Walking edges from the start on a floor with a corner graph: one sweep of its visible region gives
    /// the entrances and the goal it sees and the corners where its paths first turn.
    func cornerStart(_ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch, graph: FloorCornerGraph) {
        let floor = st.start.floor, startState = st.startState
        let goalHere = floor == st.goal.floor
        Self.sweep(
            &st, polyanya, mesh(floor), from: st.start.point, targets: anchorPoints[floor], located: walkTable(floor)?.anchorPolygons,
            extra: goalHere ? st.goal.point : nil)
        let base = st.cornerStates + cornerStateBase[floor]
        for (v, d) in st.sweepTurns {
            let i = graph.nodeOfVertex[Int(v)]
            if i >= 0 { relax(&st, base + Int(i), from: startState, g: d) }
        }
        let ids = anchorsByFloor[floor]
        for k in 0 ..< ids.count where st.sweepSeen[k] < .infinity {
            let b = Int(ids[k])
            guard anchors[b].canEnter, st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
            relax(&st, 2 * b, from: startState, g: st.sweepSeen[k])
        }
        if goalHere, st.sweepSeen[ids.count] < .infinity { relax(&st, st.goalState, from: startState, g: st.sweepSeen[ids.count]) }
    }

    /// Walking edges from the start (lazy, to every usable entrance in its component) or from an exit
    /// anchor (exact, from the precomputed walks); to the goal (lazy) when on its floor and component.
    func walk(
        _ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch, from state: Int, floor: Int, point p: Point, g: Double, anchor: Int?,
        profile: RoutingProfile
    ) {
        guard let from = anchor else {
            walkFromStart(&st, polyanya, floor: floor, point: p)
            return
        }
        if let graph = cornerGraph(floor) {
            if st.tables.reentryPays[from] {
                relax(&st, 2 * from, from: state, g: g)
            }
            cornerWalk(&st, from: state, floor: floor, node: graph.cornerCount + anchors[from].slot, point: p, g: g, graph: graph, arrivedFrom: nil)
            return
        }
        if floor == st.goal.floor, st.goalComponents.contains(component(from)) {
            if st.goalTabled {
                let d = st.goalWalks.distance[anchors[from].slot]
                if d < .infinity { relax(&st, st.goalState, from: state, g: g + d) }
            } else {
                push(&st, st.goalState, from: state, g: g + p.distance(to: st.goal.point), exact: false)
            }
        }
        walkOn(&st, from: state, anchor: from, floor: floor, point: p, g: g, walked: 0, profile: profile)
    }

    /// Walking edges from the start: over its floor's corner graph, from its walk table, or lazily (straight
    /// lines now) to every usable entrance of its component; to the goal (lazy) when on its floor.
    private func walkFromStart(_ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch, floor: Int, point p: Point) {
        let state = st.startState
        if let graph = cornerGraph(floor) {
            cornerStart(&st, polyanya, graph: graph)
            return
        }
        if floor == st.goal.floor { push(&st, st.goalState, from: state, g: p.distance(to: st.goal.point), exact: false) }
        if st.startTabled {
            for (k, id) in anchorsByFloor[floor].enumerated() {
                let b = Int(id)
                let d = st.startWalks.distance[k]
                guard d < .infinity, anchors[b].canEnter, st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
                relax(&st, 2 * b, from: state, g: d)
            }
            return
        }
        for id in anchorsByFloor[floor] {
            let b = Int(id)
            let target = anchors[b]
            guard target.canEnter, st.startComponents.contains(component(b)), st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
            push(&st, 2 * b, from: state, g: p.distance(to: target.point), exact: false)
        }
    }
}

extension RoutingSearchState: AnchorSearch {
    /// Reads the cold lines a push of `state` will read (its cost entry, and its cell place with the hub
    /// table row or exit distance behind it) and returns a value of them. Called for all of a node's
    /// neighbours before any is pushed, so that their cache misses overlap instead of queueing.
    @inline(__always) func touch(_ state: Int) -> UInt64 {
        var w = UInt64(costs.touch(state))
        if cells.isActive { w &+= cells.touch(state) }
        return w
    }

    @inline(__always) func holdsGoal(floor: Int, component: Int32) -> Bool {
        floor == goal.floor && goalComponents.contains(component)
    }

    @inline(__always) mutating func reach(_ query: RouteSearch, _ state: Int, from: Int, g: Double, walked: Double, at: (floor: Int, point: Point)) {
        query.relax(&self, state, from: from, g: g, at: at)
    }

    @inline(__always) mutating func reach(_ query: RouteSearch, _ state: Int, from: Int, g: Double, walked: Double) {
        query.relax(&self, state, from: from, g: g)
    }

    @inline(__always) mutating func reachLazily(_ query: RouteSearch, _ state: Int, from: Int, g: Double, walked: Double) {
        query.push(&self, state, from: from, g: g, exact: false)
    }
}
