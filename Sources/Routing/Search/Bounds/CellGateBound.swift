import IndoorGeometry

/// The cell bound of the route A* (``RoutingCellBounds``) toward one query's goal: per state, the cheapest way
/// in through a gate of the goal's cells (on the hub), out of its own cell and back in (in another cell), or
/// its cost inside the goal's cell. Kept in ``RoutingSearchState`` (its buffers are reused between queries).
struct CellGateBound: RouteLowerBound {
    /// The goal's cells (empty: no cell bound this query).
    var goalCells: [Int32] = []
    /// Per gate of the goal's cells, by its table column (``RoutingCellBounds/gateColumns``): `c(g)`, a lower
    /// bound of the cost from the gate to the goal staying inside the cell (∞ when there is no such way).
    var gateCosts: [(column: Int32, cost: Double)] = []
    /// Whether `inside` holds the exact inside costs of the goal's cell (its floors all have precomputed walks).
    var exact = false
    /// Per search state of the goal's cells reached by the backward search: its cost to the goal inside the cell.
    var inside = StampedCosts()
    /// The cost of the last state the backward search settled when it stopped early (every gate settled), ∞ when
    /// it ran to the end: a lower bound of the inside cost of every state it did not settle.
    var insideFrontier = Double.infinity
    var heap = BinaryHeap<HeapEntry<Int32>>()
    /// Per cell: the least hub bound over its exits, computed on first use in a query (∞ when not yet, or
    /// when no exit leads on).
    var exitBound = StampedCosts()
    /// Per hub row: its bound (``hubBound(_:)``) once computed in this query (∞ when not yet, or when no gate is
    /// reached from it), so that a hub state pushed again, or a row read by several cells' exits, costs one read
    /// instead of a pass over the goal's gates.
    private var hubMemo = StampedCosts()
    /// The graph's cell tables for this query (``RoutingCellBounds``), read without touching the graph.
    private var places: [RoutingCellBounds.Place] = []
    private var table = StoredArray<UInt16>([])
    private var deltas = StoredArray<Int8>([])
    private var hubRowSlots: [RoutingCellBounds.HubRowSlot] = []
    private var columnCount = 0
    /// Whether the graph's table has one column per district of cells rather than per gate
    /// (``RoutingCellBounds/gateColumns``).
    private(set) var isDistricted = false
    private var unit = 0.0
    private var deltaUnit = 0.0
    private var exitDistance: [Float] = []
    private var exits: FlatLists<Int32>? = nil
    private var anchorCount = 0
    /// The first gate column of the goal's cells (what ``touch(_:)`` reads of a hub row).
    private var firstGate: Int? = nil

    /// Whether the bound holds for this query (the goal lies in a cell).
    var isActive: Bool { !goalCells.isEmpty }

    /// Takes the graph's cell tables for a query.
    mutating func use(_ cells: RoutingCellBounds, anchorCount: Int) {
        places = cells.places
        table = cells.table
        deltas = cells.deltas
        hubRowSlots = cells.hubRowSlots
        columnCount = cells.columnCount
        isDistricted = cells.columnCount < cells.gateCount
        unit = cells.unit
        deltaUnit = cells.deltaUnit
        exitDistance = cells.exitDistance
        exits = cells.exits
        self.anchorCount = anchorCount
    }

    /// Drops the graph's tables (a scratch kept after its graph does not keep them alive).
    mutating func release() {
        places = []
        table = StoredArray([])
        deltas = StoredArray([])
        hubRowSlots = []
        exitDistance = []
        exits = nil
    }

    /// Records the gate costs as complete (after ``RoutingGraph/prepareCellBounds(to:goalComponents:goalWalks:state:usable:terms:)``,
    /// and the plain gate bounds when the inside costs are not exact).
    mutating func gatesDone() {
        if isDistricted && gateCosts.count > 1 {
            // Gates of one district share its column: only the cheapest of them can give the least bound.
            gateCosts.sort { $0.column != $1.column ? $0.column < $1.column : $0.cost < $1.cost }
            var kept = 0
            for i in gateCosts.indices where i == 0 || gateCosts[i].column != gateCosts[kept - 1].column {
                gateCosts[kept] = gateCosts[i]
                kept += 1
            }
            gateCosts.removeLast(gateCosts.count - kept)
        }
        firstGate = gateCosts.first.map { Int($0.column) }
        hubMemo.reset(count: hubRowSlots.count)
    }

    /// ``hubBound(_:)``, computed once per hub row and query.
    @inline(__always) mutating func memoHubBound(_ r: Int) -> Double {
        let known = hubMemo.cost(r)
        if known < .infinity { return known }
        let b = hubBound(r)
        if b < .infinity { hubMemo.set(r, cost: b, parent: -1) }
        return b
    }

    /// The bound of a hub row: the cheapest way in through a gate of the goal's cells (as
    /// ``RoutingCellBounds/bound(hubRow:column:)``, with the tables read without touching the graph).
    ///
    /// Plain indexed reads (no buffer closures, which the compiler neither inlines here nor calls without
    /// copying the bound's fields): this runs once per hub row and query on the search's hot path.
    @inline(__always) func hubBound(_ r: Int) -> Double {
        let slot = hubRowSlots[r]
        let row = Int(slot.reference) * columnCount, unit = unit
        var best = Double.infinity
        guard slot.delta >= 0 else {
            for (col, c) in gateCosts { best = Swift.min(best, RoutingCellBounds.entry(table[row + Int(col)], unit: unit) + c) }
            return best
        }
        let deltaRow = Int(slot.delta) * columnCount, deltaUnit = deltaUnit
        for (col, c) in gateCosts {
            let s = table[row + Int(col)], d = deltas[deltaRow + Int(col)]
            best = Swift.min(best, RoutingCellBounds.entry(s, d, unit: unit, deltaUnit: deltaUnit) + c)
        }
        return best
    }

    /// The bound of leaving cell `c` (to the hub) and coming in to the goal's cells.
    @inline(__always) mutating func leaving(_ c: Int) -> Double {
        let known = exitBound.cost(c)
        if known < .infinity { return known }
        var best = Double.infinity
        if let exits {
            for i in exits.range(c) { best = Swift.min(best, memoHubBound(Int(places[Int(exits.items[i])].hubRow))) }
        }
        exitBound.set(c, cost: best, parent: -1)
        return best
    }

    @inline(__always) mutating func bound(_ state: Int, floor: Int, point: Point) -> Double {
        let row = RoutingLandmarks.row(state, anchorCount: anchorCount)
        let place = places[row]
        let own = place.cell
        if own == -1 { return memoHubBound(Int(place.hubRow)) }
        if own == RoutingCellBounds.unlinked { return 0 }
        let out = Double(exitDistance[row]) + leaving(Int(own))
        guard goalCells.contains(own) else { return out }
        // In the goal's cell: its way to the goal inside the cell, or out and back in.
        return exact ? Swift.min(inside.cost(state), insideFrontier, out) : 0
    }

    /// Reads the cold lines ``bound(_:floor:point:)`` will read for `state` (its cell place, with the hub table
    /// row or exit distance behind it) and returns a value of them, so that a node's neighbours' cache misses
    /// overlap instead of queueing.
    @inline(__always) func touch(_ state: Int) -> UInt64 {
        let row = RoutingLandmarks.row(state, anchorCount: anchorCount)
        let place = places[row]
        if place.cell == -1 {
            guard let firstGate else { return 0 }
            let slot = hubRowSlots[Int(place.hubRow)]
            let q = UInt64(table[Int(slot.reference) * columnCount + firstGate])
            return slot.delta >= 0 ? q &+ UInt64(UInt8(bitPattern: deltas[Int(slot.delta) * columnCount + firstGate])) : q
        }
        return UInt64(exitDistance[row].bitPattern)
    }
}
