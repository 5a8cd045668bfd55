import IndoorGeometry

extension RouteSearch {
    /// Prepares the cell bounds toward goal `t` (on a floor of a cell, not the hub): the inside costs by a
    /// backward Dijkstra from the goal over the goal's cells, with the profile's connection cost terms (`terms`) and the
    /// exact walks (`goalWalks`: the goal's walks to its floor's anchors when its floor has a walk table; else
    /// straight lines, lower bounds of them). When a floor of the goal's cells has no precomputed walks (a lazy
    /// floor, a floor with closed cuts), `exact` stays false and the gates' costs are left to the caller.
    ///
    /// The backward search stops once every gate of the goal's (single) cell is settled: the gates' costs are
    /// then known, and every state not yet settled costs at least the last gate's (Dijkstra settles in order),
    /// which ``CellGateBound/insideFrontier`` keeps as their bound. The rest of the cell (floors beyond the
    /// farthest gate) is left unsearched.
    func prepareCellBounds(
        to t: RoutePoint, goalComponents: [Int32], goalWalks: PointWalks?, state cb: inout CellGateBound,
        usable: [Bool], terms: [ConnectionCostTerms]
    ) {
        cb.goalCells.removeAll(keepingCapacity: true)
        cb.gateCosts.removeAll(keepingCapacity: true)
        cb.gatesDone()
        cb.exact = false
        cb.insideFrontier = .infinity
        guard let cells = cellBounds, cells.hubFloor != t.floor else { return }
        cb.use(cells, anchorCount: anchors.count)
        cb.goalCells.append(contentsOf: cells.floorCells[t.floor])
        guard !cb.goalCells.isEmpty else { return }
        cb.exitBound.reset(count: cells.cellCount)
        let walked = cb.goalCells.allSatisfy { c in cells.cellFloors[Int(c)].allSatisfy { !isLazy(Int($0)) } }
        guard walked else { return }
        cb.exact = true
        let a = anchors.count
        cb.inside.reset(count: 2 * a)
        cb.heap.removeAll()
        // Gates still to settle (no early stop when several cells share the goal's floor: gates may repeat).
        var gatesLeft = -1
        if cb.goalCells.count == 1 {
            let c = Int(cb.goalCells[0])
            gatesLeft = Int(cells.gateStart[c + 1] - cells.gateStart[c])
        }
        for id in anchorsByFloor[t.floor] {
            let x = Int(id)
            guard anchors[x].canExit, usable[x], goalComponents.contains(component(x)) else { continue }
            let d = goalWalks.map { $0.distance[anchors[x].slot] } ?? anchors[x].point.distance(to: t.point)
            guard d < cb.inside.cost(2 * x + 1) else { continue }
            cb.inside.set(2 * x + 1, cost: d, parent: -1)
            cb.heap.push(d, Int32(2 * x + 1))
        }
        while let (c, v32) = cb.heap.pop() {
            let v = Int(v32)
            guard c <= cb.inside.cost(v) else { continue }
            let y = v >> 1
            func reach(_ u: Int, _ cost: Double) {
                guard cost < cb.inside.cost(u) else { return }
                cb.inside.set(u, cost: cost, parent: -1)
                cb.heap.push(cost, Int32(u))
            }
            if v & 1 == 1 {
                // Arrived at exit y through its connection: from each usable entrance leading here.
                let exit = anchors[y]
                for i in cells.transitionsInto.range(y) {
                    let x = Int(cells.transitionsInto.items[i])
                    guard usable[x] else { continue }
                    let here = anchors[x]
                    let span = exit.floor == here.floor ? exit.point.distance(to: here.point) : 0
                    // The profile's cost terms of the connection (reading the connection itself would copy it).
                    reach(2 * x, c + terms[here.connection].metres(deltaFloors: floorsCrossed(here.floor, exit.floor), span: span))
                }
            } else {
                // On foot at entrance y: a gate of the hub ends the way in; inside, walked to from exits.
                if cells.places[v].cell == -1 {
                    gatesLeft -= 1
                    if gatesLeft == 0 {
                        cb.insideFrontier = c
                        break
                    }
                    continue
                }
                if anchors[y].canExit && usable[y] { reach(v + 1, c) }
                for i in cells.walksInto.range(y) {
                    let w = cells.walksInto.items[i]
                    if usable[Int(w.anchor)] { reach(2 * Int(w.anchor) + 1, c + w.distance) }
                }
            }
        }
        for c in cb.goalCells {
            for col in Int(cells.gateStart[Int(c)]) ..< Int(cells.gateStart[Int(c) + 1]) {
                cb.gateCosts.append((cells.gateColumns[col], cb.inside.cost(Int(cells.gateRows[col]))))
            }
        }
    }
}
