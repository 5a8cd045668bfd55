import IndoorGeometry

extension RouteSearch {
    /// What the route A* knows of its ends before it starts: the components holding the start and the goal
    /// (walks to or from anchors elsewhere are impossible), their exact walks to their floors' anchors when
    /// those floors have a walk table (one sweep of each end's visible region instead of one search per
    /// anchor), and, when the goal's floor has a corner graph, the nodes the goal sees with their distances.
    func prepareEnds(_ st: inout RoutingSearchState, _ polyanya: PolyanyaSearch) {
        let s = st.start, t = st.goal
        st.startComponents.removeAll(keepingCapacity: true)
        st.goalComponents.removeAll(keepingCapacity: true)
        var located: [Int32] = []
        appendComponents(of: s.point, floor: s.floor, known: st.startKnown, to: &st.startComponents, scratch: &located)
        appendComponents(of: t.point, floor: t.floor, known: st.goalKnown, to: &st.goalComponents, scratch: &located)
        st.startTabled = false
        st.goalTabled = false
        if !isLazy(s.floor), let table = walkTable(s.floor) {
            fillWalks(&st.startWalks, polyanya, floor: s.floor, from: s.point, known: st.startKnown, table: table)
            st.startTabled = true
        }
        if !isLazy(t.floor), let table = walkTable(t.floor) {
            fillWalks(&st.goalWalks, polyanya, floor: t.floor, from: t.point, known: st.goalKnown, table: table)
            st.goalTabled = true
        }
        for i in st.goalTouched { st.goalNode[Int(i)] = .infinity }
        st.goalTouched.removeAll(keepingCapacity: true)
        st.goalCornered = false
        guard let graph = cornerGraph(t.floor) else { return }
        if st.goalNode.count < graph.nodeCount { st.goalNode = [Double](repeating: .infinity, count: graph.nodeCount) }
        // The start among the targets: dead-end pruning must not hide the side it lies on.
        Self.sweep(
            &st, polyanya, mesh(t.floor), from: t.point, targets: anchorPoints[t.floor], located: walkTable(t.floor)?.anchorPolygons,
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

    /// Prepares the query's bounds toward its goal (after ``prepareEnds(_:_:)`` and the profile's tables):
    /// the floor bound always; the cell bound when the goal lies in a cell (``RoutingCellBounds``); the landmark
    /// bound (``RoutingLandmarks``) elsewhere, where cell bounds are tighter and cost one read per state.
    func prepareBounds(_ st: inout RoutingSearchState) {
        let t = st.goal
        var nearestExit = Double.infinity
        for id in anchorsByFloor[t.floor] where anchors[Int(id)].canExit {
            guard st.tables.anchorUsable[Int(id)] else { continue }
            nearestExit = Swift.min(nearestExit, anchors[Int(id)].point.distance(to: t.point))
        }
        st.floors.start(goal: t.point, goalFloor: t.floor, exitDistance: nearestExit, slack: st.tables.teleportSlack, incoming: st.tables.floorIncoming)
        var cells = CellGateBound()
        swap(&cells, &st.cells)
        prepareCellBounds(
            to: t, goalComponents: st.goalComponents, goalWalks: st.goalTabled ? st.goalWalks : nil, state: &cells,
            usable: st.tables.anchorUsable, terms: st.tables.connectionTerms)
        // The floor bound is off when exact cell bounds hold: they already count the connections it counts, and
        // its lazy Dijkstra over floors settles most of a big campus's floors (its outdoor floor joins them all).
        st.floors.countsFloors = !cells.exact
        if let graphCells = cellBounds, cells.isActive, !cells.exact {
            // Inside costs unknown: each gate's plain bound.
            for c in cells.goalCells {
                for col in Int(graphCells.gateStart[Int(c)]) ..< Int(graphCells.gateStart[Int(c) + 1]) {
                    let state = Int(graphCells.gateRows[col])
                    let g = anchors[state >> 1]
                    cells.gateCosts.append((graphCells.gateColumns[col], st.floors.bound(state, floor: g.floor, point: g.point)))
                }
            }
        }
        cells.gatesDone()
        swap(&cells, &st.cells)
        // District columns are loose near the goal: the landmarks sharpen them there.
        st.landmarks.start(st.cells.isActive && !st.cells.isDistricted ? nil : landmarks, anchorCount: anchors.count)
        if st.landmarks.isActive { landmarkGoalBounds(&st) }
    }

    /// The goal's side of the landmark bound: per landmark, `d'(L, t)` bounded below by the last walk to the goal
    /// (at its exact length when the goal's walks are known, else at its straight-line length), and `d'(t, L)`
    /// when the goal's walks are exact. Reads the goal's walks set up by ``prepareEnds(_:_:)``.
    private func landmarkGoalBounds(_ st: inout RoutingSearchState) {
        let t = st.goal, a = anchors.count
        var exactBack = false
        let ids = anchorsByFloor[t.floor]
        if st.goalTabled {
            exactBack = true
            for (slot, id) in ids.enumerated() {
                let d = st.goalWalks.distance[slot]
                guard d < .infinity else { continue }
                let b = Int(id)
                if anchors[b].canExit { st.landmarks.goal(at: 2 * b + 1, distance: d, forward: true) }
                if anchors[b].canEnter { st.landmarks.goal(at: 2 * b, distance: d, forward: false) }
            }
        } else if st.goalCornered, let graph = cornerGraph(t.floor) {
            exactBack = true
            let base = 2 * a + 2 + cornerStateBase[t.floor]
            for i in st.goalTouched {
                let node = Int(i), d = st.goalNode[node]
                if node < graph.cornerCount {
                    st.landmarks.goal(at: base + node, distance: d, forward: true)
                    st.landmarks.goal(at: base + node, distance: d, forward: false)
                } else {
                    let b = Int(ids[node - graph.cornerCount])
                    if anchors[b].canExit { st.landmarks.goal(at: 2 * b + 1, distance: d, forward: true) }
                    if anchors[b].canEnter { st.landmarks.goal(at: 2 * b, distance: d, forward: false) }
                }
            }
        } else {
            for id in ids where anchors[Int(id)].canExit {
                st.landmarks.goal(at: 2 * Int(id) + 1, distance: anchors[Int(id)].point.distance(to: t.point), forward: true)
            }
        }
        if !exactBack { st.landmarks.dropBackward() }
    }
}
