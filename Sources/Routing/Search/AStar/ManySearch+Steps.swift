import IndoorGeometry

extension ManySearch {
    /// Walking edges from exit anchor `from` (state `state`): to the targets of its piece of free space (from the
    /// targets' distance table, lazily when nearest, else by one bounded multi-target search), then on as the
    /// route search walks (``walkOn(_:from:anchor:floor:point:g:walked:profile:)``).
    func walk(
        _ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, from state: Int, floor: Int, point p: Point, g: Double,
        walked: Double, anchor from: Int, profile: RoutingProfile
    ) {
        let fromComponent = component(from)
        let startState = st.startState
        if let table = T.byAnchor {
            for (k, d) in table[from] { relaxMany(&st, startState + 1 + Int(k), from: state, g: g + d, walked: walked + d) }
        } else if st.nearest {
            for k32 in T.byFloor[floor] where T.components[Int(k32)].contains(fromComponent) {
                let q = T.snappedPoints[Int(k32)]
                pushMany(&st, startState + 1 + Int(k32), from: state, g: g + p.distance(to: q), walked: walked, exact: false)
            }
        } else if T.parts.contains(RouteTargets.key(floor, fromComponent)) {
            walkToTargets(&st, polyanya, T, from: state, floor: floor, point: p, component: fromComponent, g: g, walked: walked)
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
        let d = polyanya.distances(in: mesh(floor), from: p, to: pts, bound: st.maxCost - g)
        for (i, k) in ids.enumerated() where d[i] < .infinity {
            relaxMany(&st, st.startState + 1 + k, from: state, g: g + d[i], walked: walked + d[i])
        }
    }

    /// Walking edges from the start of a nearest-of search: lazy (straight-line bounds now, exact lengths when
    /// popped, as a single route), unless the targets' floor table or the floor's walk table gives them exactly.
    func walkFromStartToNearest(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) {
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
            guard target.canEnter, st.startComponents.contains(component(b)), st.tables.anchorUsable[b], worthEntering(&st, b) else { continue }
            pushMany(&st, 2 * b, from: state, g: p.distance(to: target.point), walked: 0, exact: false)
        }
    }

    /// Walking edges from the start of a costs search: one bounded multi-target search to the entrances (unless
    /// the floor's walk table gives them) and targets (unless the targets' floor table does) of its piece.
    func walkFromStart(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) {
        let state = st.startState, maxCost = st.maxCost
        var ids: [Int] = []
        var pts: [Point] = []
        let tabled = walkFromStartByTable(&st, polyanya, floor: floor, point: p, limit: maxCost)
        for id in anchorsByFloor[floor] where !tabled {
            let b = Int(id)
            let target = anchors[b]
            guard target.canEnter, st.startComponents.contains(component(b)), st.tables.anchorUsable[b], worthEntering(&st, b),
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
        let d = polyanya.distances(in: mesh(floor), from: p, to: pts, bound: maxCost)
        for (i, x) in ids.enumerated() where d[i] < .infinity { relaxMany(&st, x, from: state, g: d[i], walked: d[i]) }
    }

    /// Walks from the start to the targets of its floor read off the targets' floor table (one sweep of the
    /// start's visible region), relaxed within the cost limit; false when the floor has none.
    private func walkToTargetsByTable(_ st: inout RoutingManyState, _ polyanya: PolyanyaSearch, _ T: RouteTargets, floor: Int, point p: Point) -> Bool {
        guard floor < T.floorTables.count, let table = T.floorTables[floor] else { return false }
        polyanya.fill(&st.targetWalks, from: p, mesh: mesh(floor), table: table, anchorPoints: T.floorTablePoints[floor])
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
        guard !isLazy(floor), let table = walkTable(floor) else { return false }
        fillWalks(&st.startWalks, polyanya, floor: floor, from: p, known: st.startKnown, table: table)
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
