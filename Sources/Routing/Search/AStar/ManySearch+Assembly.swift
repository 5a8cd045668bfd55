import IndoorGeometry

extension ManySearch {
    /// The route to target `k` read off the nearest-of search's parent chain (still in `scratch.many`): the
    /// connections it took and, per walking edge, the path the walk tables give (the start's walks, the floor's
    /// table between anchors, the target's walks for the last one), else one point-to-point search. Its cost
    /// is the search's, so it is a cheapest route to the nearest target without searching again. `nil` when the
    /// chain does not lead from the start to the target (the caller searches the route instead).
    func assembleNearest(
        to k: Int, from s: RoutePoint, goal t: RoutePoint, targets T: RouteTargets, profile: RoutingProfile, scratch: RoutingScratch
    ) -> RouteResult? {
        let st = scratch.many
        let a = anchors.count
        let startState = st.startState
        var chain: [Int] = []
        var state = startState + 1 + k
        while state >= 0 {
            chain.append(state)
            guard chain.count <= 2 * a + 2 else { return nil }
            state = Int(st.costs.parent(state))
        }
        chain.reverse()
        guard chain.first == startState else { return nil }
        var route = RouteStepsBuilder()
        for i in 0 ..< chain.count - 1 {
            let x = chain[i], y = chain[i + 1]
            if x < 2 * a && x & 1 == 0 && y < 2 * a && y & 1 == 1 {
                route.connection(connectionUse(from: x >> 1, to: y >> 1, profile: profile))
                continue
            }
            if x < 2 * a && y < 2 * a && x >> 1 == y >> 1 { continue }  // re-entering at the anchor just left: no walk
            let floor = x == startState ? s.floor : anchors[x >> 1].floor
            route.walk(floor: floor, walkPath(x, y, from: s, to: t, state: st, scratch: scratch), speed: profile.walkingSpeed)
        }
        return route.result(from: s, to: t)
    }

    /// The path of the walking edge from state `x` (the start or an exit anchor) to state `y` (an entrance anchor
    /// or the target at `t`) of the search in `st`.
    private func walkPath(_ x: Int, _ y: Int, from s: RoutePoint, to t: RoutePoint, state st: RoutingManyState, scratch: RoutingScratch) -> [Point] {
        let a = anchors.count
        let startState = st.startState
        let floor = x == startState ? s.floor : anchors[x >> 1].floor
        let p = x == startState ? s.point : anchors[x >> 1].point
        let q = y < 2 * a ? anchors[y >> 1].point : t.point
        if !isLazy(floor), let table = walkTable(floor) {
            let points = anchorPoints[floor]
            if x == startState && y < 2 * a {
                return st.startWalks.path(from: s.point, to: anchors[y >> 1].slot, table: table, anchorPoints: points, mesh: mesh(floor))
            }
            if x < 2 * a && y < 2 * a {
                return table.path(from: anchors[x >> 1].slot, to: anchors[y >> 1].slot, points: points, mesh: mesh(floor))
            }
            if x < 2 * a, let known = graph.data.knownEnds.index(floor: t.floor, point: t.point) {
                // The target is a known end: its stored walks give the path from it to the anchor, reversed.
                var walks = PointWalks()
                walks.load(graph.data.knownEnds, end: known)
                return walks.path(from: t.point, to: anchors[x >> 1].slot, table: table, anchorPoints: points, mesh: mesh(floor)).reversed()
            }
        }
        return scratch.search.shortestPath(in: mesh(floor), from: p, to: q)?.points ?? [p, q]
    }
}
