import Foundation
import IndoorGeometry

/// Cell lower bounds for the route A* on campuses: from every state of the outdoor floor, the exact relaxed
/// distance to every building door, read from a table built once per graph.
///
/// A campus is buildings (floor stacks joined by their own stairs and elevators) hung off one outdoor floor
/// that holds every building entrance: the hub, the floor whose removal splits the relaxed state graph `G'`
/// of ``RoutingLandmarks`` (walks at their open-mesh lengths, connections free) into the most pieces. Those
/// pieces are the cells; the hub's anchor states with an edge of `G'` into a cell are its gates, those an edge
/// leaves a cell to are its exits. Per query, a backward search inside the goal's cell (the profile's real
/// costs, in `RoutingGraph.prepareCellBounds`) gives `c(g)`, the cheapest way from each gate `g` to the goal that
/// stays inside the cell. Then, for a state `v`:
/// - on the hub: any route enters the goal's cell a last time through some gate `g`, so it costs at least
///   `min_g d'(v, g) + c(g)` (``table`` holds `d'(v, g)`);
/// - in another cell: it leaves its cell first, through an exit `e`: at least `d'(v, hub) + min_e bound(e)`
///   (``exitDistance`` holds `d'(v, hub)`);
/// - in the goal's cell: at least the smaller of its cost inside the cell and the cost of leaving and coming
///   back in.
///
/// `d'` is a shortest distance in `G'`, so these bounds are consistent along every edge of every profile's
/// search graph (same or fewer edges, each costing at least as much); the inside costs are the profile's own.
///
/// Straight-line bounds are loose on a street grid: on a large campus a query settles thousands of corner
/// states of the outdoor floor between two buildings; with these bounds the A* follows the best corridor.
///
/// Beyond ``entryLimit`` entries, gates share columns by district (``districtColumns(gates:point:columns:)``).
///
/// Memory: two bytes per reference hub state and column (a distance in steps of a few centimetres, rounded down,
/// so never above `d'`), row by row so that the gates of one cell, which a query reads together for a state,
/// share a cache line; one byte per column for every other hub state: a signed step (of ``deltaUnit``) from the
/// row of a reference state it is joined to both ways by an edge of at most ``deltaRadius`` steps (a nearby
/// corner of the same street), so its `d'` differs from the reference's by less than that edge (a corner's
/// neighbours on a street grid; the triangle inequality of `d'`). Plus a `Float` and a ``Place`` per state, and
/// no row for a hub state no edge touches.
/// Build: `G'` condensed onto the hub (``HubGraph``: the same distances between hub states), then one backward
/// Dijkstra over it per gate, in parallel over blocks of gates.
struct RoutingCellBounds: Sendable {
    /// The hub floor (states there belong to no cell).
    let hubFloor: Int
    /// Number of cells.
    let cellCount: Int
    /// Where a row of `G'` lies: its cell (−1 on the hub, ``unlinked`` for a state no edge touches) and its
    /// position among the hub's rows (−1 off the hub). Side by side: a query reads both for each state.
    struct Place {
        var cell: Int32
        var hubRow: Int32
    }

    /// Per row of `G'` (``RoutingLandmarks/row(_:anchorCount:)``): where it lies.
    let places: [Place]
    /// Number of hub rows.
    let hubRowCount: Int
    /// Per floor: the cells of its states (sorted, usually one; empty on the hub and on floors without states).
    let floorCells: [[Int32]]
    /// Per cell: the floors of its states (sorted).
    let cellFloors: [[Int32]]
    /// Per cell: its gate columns, `gateStart[c] ..< gateStart[c + 1]`.
    let gateStart: [Int32]
    /// Per gate column: the gate's row (an anchor state on foot on the hub, also its search state).
    let gateRows: [Int32]
    /// Per gate column: its column of ``table`` and ``deltas``: the gate's own (the identity) while one column
    /// per gate fits ``entryLimit``, else its district's (``districtColumns(gates:point:columns:)``), whose
    /// entries are the distance to the nearest gate of the district: still a lower bound for each of them.
    let gateColumns: [Int32]
    /// Number of columns of ``table`` and ``deltas`` (``gateCount``, or the number of districts).
    let columnCount: Int
    /// Per cell: its exits (hub rows an edge of `G'` leaves the cell to).
    let exits: FlatLists<Int32>
    /// Per row: `d'(row, hub)` rounded down (0 on the hub, ∞ when the hub is out of reach).
    let exitDistance: [Float]
    /// Number of gate columns.
    let gateCount: Int
    /// `table[slot.reference * columnCount + column]` for a hub row's ``HubRowSlot``: `d'(reference row, gate)` in
    /// units of ``unit`` metres, rounded down (``unreachable``: no way; distances beyond the last step keep that
    /// step, still a lower bound).
    let table: StoredArray<UInt16>
    /// `deltas[slot.delta * columnCount + column]` for a hub row that is not a reference: `d'(hub row, gate)` minus
    /// its reference's table entry (in metres), in steps of ``deltaUnit`` rounded down so that their sum is never
    /// above `d'` (``deltaUnreachable``: no way; beyond 127 steps the entry keeps 127, still a lower bound).
    let deltas: StoredArray<Int8>
    /// Per hub row: its reference row in ``table`` and its row in ``deltas`` (−1 for a reference row itself).
    let hubRowSlots: [HubRowSlot]
    /// Metres per step of ``table``.
    let unit: Double
    /// Metres per step of ``deltas`` (``deltaStep`` steps of ``unit``).
    let deltaUnit: Double

    /// Where a hub row's bounds lie (side by side: a query reads both).
    struct HubRowSlot: Sendable {
        var reference: Int32
        var delta: Int32
    }
    /// Per anchor: the anchors whose exact walks (``RoutingGraph/walks``) reach it, with their lengths; per
    /// anchor: the entrances whose connection leads to it (``RoutingGraph/transitions`` reversed). For the
    /// backward search inside the goal's cell.
    let walksInto: FlatLists<WalkInto>
    let transitionsInto: FlatLists<Int32>

    /// A walk into an anchor: from `anchor`, `distance` metres.
    struct WalkInto: Sendable {
        var anchor: Int32
        var distance: Double
    }

    /// Largest table built, in `columns × hub rows` entries (at most 4 bytes each): one column per gate while
    /// they fit, else one per district of neighbouring cells.
    static let entryLimit = 64_000_000
    /// Fewest district columns worth a table: with fewer, each district spans so much of the campus that its
    /// bound says little more than the straight line.
    static let minimumColumns = 16

    /// ``table`` entry of a hub state that cannot reach the gate.
    static let unreachable = UInt16.max
    /// ``deltas`` entry of a hub state that cannot reach the gate.
    static let deltaUnreachable = Int8.min
    /// Steps of ``unit`` per step of ``deltas``.
    static let deltaStep = 2.0
    /// Longest edge, in steps of ``deltaUnit``, between a hub row and its reference (both ways): well inside the
    /// 127 steps a delta may go below its reference, with room for rounding.
    static let deltaRadius = 100.0

    /// The lower bound in metres of `d'(hub row, gate)` for the gates of table column `column` (∞: no way).
    @inline(__always) func bound(hubRow r: Int, column: Int) -> Double {
        let slot = hubRowSlots[r]
        let q = table[Int(slot.reference) * columnCount + column]
        guard slot.delta >= 0 else { return Self.entry(q, unit: unit) }
        return Self.entry(q, deltas[Int(slot.delta) * columnCount + column], unit: unit, deltaUnit: deltaUnit)
    }

    /// The metres of a reference-row entry `q` (∞ for ``unreachable``), at `unit` metres a step.
    @inline(__always) static func entry(_ q: UInt16, unit: Double) -> Double {
        q == unreachable ? .infinity : Double(q) * unit
    }

    /// The metres of reference entry `q` corrected by delta entry `e` (∞ when either is unreachable), never
    /// below 0.
    @inline(__always) static func entry(_ q: UInt16, _ e: Int8, unit: Double, deltaUnit: Double) -> Double {
        q == unreachable || e == deltaUnreachable ? .infinity : Swift.max(0, Double(q) * unit + Double(e) * deltaUnit)
    }

    /// ``Place/cell`` of a state no edge of `G'` touches (never searched).
    static let unlinked: Int32 = -2

    /// The hub and cells of `G'` (`edges`, `rows` states, `rowFloor` the floor of each, `anchorPoints` the
    /// points of the anchors behind its first `2 × anchorPoints.count` rows), or `nil` when no floor among the
    /// three with the most states splits the rest into at least two cells, when no hub state leads into a cell
    /// (no gate), or when even ``minimumColumns`` district columns would exceed `entryLimit` entries.
    init?(
        edges: consuming RoutingLandmarks.Edges, rows n: Int, rowFloor: [Int32], anchorPoints: [Point], floorCount: Int,
        walks: [[(anchor: Int32, distance: Double)]], transitions: [[Int32]], entryLimit: Int = Self.entryLimit
    ) {
        var statesOnFloor = [Int](repeating: 0, count: floorCount)
        for f in rowFloor { statesOnFloor[Int(f)] += 1 }
        let candidates = (0 ..< floorCount).filter { statesOnFloor[$0] > 0 }.sorted { statesOnFloor[$0] > statesOnFloor[$1] }.prefix(3)
        var best: (floor: Int, cells: Int, rowCell: [Int32])?
        for hub in candidates {
            let (count, cellOf) = Self.cells(edges: edges, rows: n, rowFloor: rowFloor, hub: hub)
            if count >= 2 && count > best?.cells ?? 0 { best = (hub, count, cellOf) }
        }
        guard let best else { return nil }
        let k = best.cells
        var gates = [[Int32]](repeating: [], count: k)
        var exits = [Set<Int32>](repeating: [], count: k)
        var floorCells = [Set<Int32>](repeating: [], count: floorCount)
        var hubRow = [Int32](repeating: -1, count: n)
        var hubRows: [Int] = []
        for u in 0 ..< n {
            let cu = best.rowCell[u]
            if cu >= 0 { floorCells[Int(rowFloor[u])].insert(cu) }
            if cu == -1 {
                hubRow[u] = Int32(hubRows.count)
                hubRows.append(u)
            }
            for e in Int(edges.start[u]) ..< Int(edges.start[u + 1]) {
                let v = Int(edges.target[e])
                let cv = best.rowCell[v]
                if cu == -1 && cv >= 0 && !gates[Int(cv)].contains(Int32(u)) { gates[Int(cv)].append(Int32(u)) }
                if cu >= 0 && cv == -1 { exits[Int(cu)].insert(Int32(v)) }
            }
        }
        let columns = gates.reduce(0) { $0 + $1.count }
        // No gate at all (the hub never leads into a cell): nothing to bound with.
        guard columns > 0 else { return nil }
        // One column per gate while they fit; else one per district of neighbouring cells.
        let districts = entryLimit / Swift.max(hubRows.count, 1)
        let gateColumns: [Int32], columnCount: Int
        if columns * hubRows.count <= entryLimit {
            gateColumns = (0 ..< columns).map(Int32.init)
            columnCount = columns
        } else {
            guard districts >= Self.minimumColumns else { return nil }
            (gateColumns, columnCount) = Self.districtColumns(
                gates: gates, point: { r in Int(r) < 2 * anchorPoints.count ? anchorPoints[Int(r) >> 1] : Point(x: 0, y: 0) }, columns: districts)
        }
        var gateStart: [Int32] = [0]
        for g in gates { gateStart.append(gateStart[gateStart.count - 1] + Int32(g.count)) }
        let gateRows = gates.flatMap { $0 }
        let m = hubRows.count
        let rowsOfHub = hubRows
        // The edges (and their reverse) are needed for the step, the distances to the hub and the hub graph only:
        // let go before the table.
        let unit: Double, toHub: [Double]
        do {
            let reversed = edges.reversed(rows: n)
            // The step: the longest relaxed distance between hub states is at most the longest way to the first
            // gate plus the longest way from it; beyond that (states that cannot reach that gate) entries saturate.
            let first = Int(gateRows[0])
            var longest = 0.0
            for d in [reversed.distances(from: first, rows: n), edges.distances(from: first, rows: n)] {
                longest += rowsOfHub.reduce(0.0) { d[$1] < .infinity ? Swift.max($0, d[$1]) : $0 }
            }
            unit = Swift.max(longest, 1) / Double(Self.unreachable - 1)
            toHub = reversed.distances(from: rowsOfHub, rows: n)
        }
        let deltaUnit = unit * Self.deltaStep
        // The edges' last use: handed to the hub graph, whose build lets them go.
        let hub = HubGraph(edges: edges, rows: n, rowCell: best.rowCell, hubRow: hubRow, hubRows: hubRows, gates: gates)
        let slots = hub.referenceSlots(radius: Self.deltaRadius * deltaUnit)
        let references = slots.reduce(0) { $1.delta < 0 ? $0 + 1 : $0 }
        var columnHubRows = [[Int]](repeating: [], count: columnCount)
        for (g, c) in gateColumns.enumerated() { columnHubRows[Int(c)].append(Int(hubRow[Int(gateRows[g])])) }
        // The relaxed edges, their reverse and the hub graph's build arrays are freed: their pages go back before
        // the table (the build's largest block) is allocated, instead of staying resident beside it.
        FreedHeap.returnFreedPages()
        let (table, deltas) = Self.tables(
            hub: hub, slots: slots, references: references, columnHubRows: columnHubRows, unit: unit, deltaUnit: deltaUnit)
        var walkPairs: [(key: Int32, element: WalkInto)] = []
        for (x, list) in walks.enumerated() { for (y, d) in list { walkPairs.append((y, WalkInto(anchor: Int32(x), distance: d))) } }
        var transitionPairs: [(key: Int32, element: Int32)] = []
        for (x, list) in transitions.enumerated() { for y in list { transitionPairs.append((y, Int32(x))) } }
        self.hubFloor = best.floor
        self.cellCount = k
        self.places = zip(best.rowCell, hubRow).map { Place(cell: $0, hubRow: $1) }
        self.gateCount = columns
        self.hubRowCount = m
        self.floorCells = floorCells.map { $0.sorted() }
        var cellFloors = [[Int32]](repeating: [], count: k)
        for (f, cells) in self.floorCells.enumerated() { for c in cells { cellFloors[Int(c)].append(Int32(f)) } }
        self.cellFloors = cellFloors
        self.gateStart = gateStart
        self.gateRows = gateRows
        self.gateColumns = gateColumns
        self.columnCount = columnCount
        self.exits = FlatLists(exits.map { $0.sorted() })
        self.exitDistance = toHub.map(Self.floatBelow)
        self.table = table
        self.deltas = deltas
        self.hubRowSlots = slots
        self.unit = unit
        self.deltaUnit = deltaUnit
        self.walksInto = FlatLists(count: walks.count, pairs: walkPairs)
        self.transitionsInto = FlatLists(count: transitions.count, pairs: transitionPairs)
    }

    /// ``table`` and ``deltas``: each column (`columnHubRows`: the hub rows of its gates) by one backward
    /// Dijkstra from its gates over the hub's states (``HubGraph``: the same distances), `slots` the hub rows'
    /// places (``HubGraph/referenceSlots(radius:)``, `references` of them reference rows). Each filled where it
    /// stays (the largest arrays of the build: no copy of them alive beside them).
    private static func tables(
        hub: HubGraph, slots: [HubRowSlot], references: Int, columnHubRows: [[Int]], unit: Double, deltaUnit: Double
    ) -> (table: StoredArray<UInt16>, deltas: StoredArray<Int8>) {
        let columns = columnHubRows.count
        let m = slots.count
        // Row by row, so that a state's gates of one cell share a cache line; each worker fills a block of 32
        // columns (64 bytes of every row), so that no two write the same line.
        let block = 32
        var deltas = StoredArray<Int8>([])
        let table = StoredArray(count: columns * references, repeating: Self.unreachable) { tableBuffer in
            deltas = StoredArray(count: columns * (m - references), repeating: Self.deltaUnreachable) { deltaBuffer in
                let outTable = DisjointWrites(tableBuffer), outDeltas = DisjointWrites(deltaBuffer)
                DispatchQueue.concurrentPerform(iterations: (columns + block - 1) / block) { b in
                    let search = HubSearch(count: m)
                    var rowOf = [Int](repeating: -1, count: references)
                    for (i, s) in slots.enumerated() where s.delta < 0 { rowOf[Int(s.reference)] = i }
                    @inline(__always) func steps(_ d: Double) -> UInt16 {
                        d < .infinity ? UInt16(Swift.min((d / unit).rounded(.down), Double(Self.unreachable - 1))) : Self.unreachable
                    }
                    for col in b * block ..< Swift.min(columns, (b + 1) * block) {
                        hub.distances(to: columnHubRows[col], search: search)
                        let dist = search.dist
                        for (i, s) in slots.enumerated() {
                            let d = dist[i]
                            if s.delta < 0 {
                                outTable[Int(s.reference) * columns + col] = steps(d)
                                continue
                            }
                            let q = steps(dist[rowOf[Int(s.reference)]])
                            // No way from the row, or (never, with an edge from the reference to the row) none
                            // from its reference: no bound to give.
                            guard d < .infinity, q != Self.unreachable else { continue }
                            let base = Double(q) * unit
                            var e = Swift.min(((d - base) / deltaUnit).rounded(.down), 127)
                            while e > -127 && base + e * deltaUnit > d { e -= 1 }
                            outDeltas[Int(s.delta) * columns + col] = Int8(e)
                        }
                    }
                }
            }
        }
        return (table, deltas)
    }

    /// The cells of `G'` without the hub's states: connected components (edges taken both ways) of the other
    /// rows, numbered from 0; −1 for the hub's rows, ``unlinked`` for rows no edge touches.
    private static func cells(edges: RoutingLandmarks.Edges, rows n: Int, rowFloor: [Int32], hub: Int) -> (count: Int, rowCell: [Int32]) {
        var sets = DisjointSets(count: n)
        var linked = [Bool](repeating: false, count: n)
        for u in 0 ..< n {
            for e in Int(edges.start[u]) ..< Int(edges.start[u + 1]) {
                let v = Int(edges.target[e])
                linked[u] = true
                linked[v] = true
                if rowFloor[u] != hub && rowFloor[v] != hub { sets.union(u, v) }
            }
        }
        var id = [Int: Int32]()
        var rowCell = [Int32](repeating: -1, count: n)
        for u in 0 ..< n {
            // A state no edge touches (an exit-only anchor on foot, a corner graph's anchor node) is never
            // searched: no cell of its own, and no table row on the hub.
            guard linked[u] else {
                rowCell[u] = Self.unlinked
                continue
            }
            guard rowFloor[u] != hub else { continue }
            let r = sets.find(u)
            if let c = id[r] {
                rowCell[u] = c
            } else {
                let c = Int32(id.count)
                id[r] = c
                rowCell[u] = c
            }
        }
        return (id.count, rowCell)
    }

    /// The largest `Float` not above `d` (∞ stays ∞).
    @inline(__always) static func floatBelow(_ d: Double) -> Float {
        let f = Float(d)
        return Double(f) > d ? f.nextDown : f
    }
}
