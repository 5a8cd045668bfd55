import IndoorGeometry

/// The fields of ``RoutingCellBounds`` in a prebuilt file, one line each (``PrebuiltCoder``). The reversed
/// walks and transitions and the cells' floors are derived again from the graph's, not stored.
extension RoutingCellBounds {
    /// Writes or reads (`value` nil) the cell bounds of a graph of `rows` rows, `floors` floors, over `walks`
    /// and `transitions` (the graph's, already checked).
    static func coded(
        _ v: Self?, _ c: inout PrebuiltCoder, rows: Int, floors: Int, walks: [[(anchor: Int32, distance: Double)]], transitions: [[Int32]]
    ) throws(PrebuiltError) -> Self {
        let hubFloor = try c.int(v?.hubFloor, "cells.hubFloor", in: 0 ... max(floors - 1, 0))
        let k = try c.int(v?.cellCount, "cells.cellCount")
        let m = try c.int(v?.hubRowCount, "cells.hubRowCount")
        let gates = try c.int(v?.gateCount, "cells.gateCount")
        let placeCells = try c.indices(v?.places.map(\.cell), "cells.places.cell", in: Int(unlinked) ..< k)
        let placeHubRows = try c.indices(v?.places.map(\.hubRow), "cells.places.hubRow", in: -1 ..< m)
        try c.check(placeCells.count == rows && placeHubRows.count == rows, "cell places miscounted")
        let floorCells = try c.nested(v?.floorCells, "cells.floorCells") { c, x throws(PrebuiltError) in try c.indices(x, "cells.floorCell", in: 0 ..< k) }
        try c.check(floorCells.count == floors, "cells of floors miscounted")
        let gateRows = try c.indices(v?.gateRows, "cells.gateRows", in: 0 ..< rows)
        let gateStart = try c.starts(v?.gateStart, "cells.gateStart", lists: k, total: gateRows.count)
        let columns = try c.int(v?.columnCount, "cells.columnCount", in: 0 ... gates)
        let gateColumns = try c.indices(v?.gateColumns, "cells.gateColumns", in: 0 ..< max(columns, 1))
        let exits = try FlatLists.codedIndices(v?.exits, &c, lists: k, below: rows)
        if c.isReading, let bad = exits.items.first(where: { placeHubRows[Int($0)] < 0 }) { throw c.damaged("cell exit \(bad) is not a hub row") }
        let exitDistance = try c.distances(v?.exitDistance, "cells.exitDistance")
        let deltaRows = try c.indices(v?.hubRowSlots.map(\.delta), "cells.slots.delta", in: -1 ..< m)
        let refCount = deltaRows.reduce(0) { $1 < 0 ? $0 + 1 : $0 }
        let references = try c.indices(v?.hubRowSlots.map(\.reference), "cells.slots.reference", in: 0 ..< max(refCount, 1))
        if c.isReading, let bad = deltaRows.first(where: { Int($0) >= m - refCount }) { throw c.damaged("cell delta row \(bad) past the deltas") }
        let table = try StoredArray.coded(v?.table, &c, "cells.table")
        let deltas = try StoredArray.coded(v?.deltas, &c, "cells.deltas")
        let unit = try c.double(v?.unit, "cells.unit")
        let deltaUnit = try c.double(v?.deltaUnit, "cells.deltaUnit")
        try c.check(
            gateRows.count == gates && gateColumns.count == gates && (gates == 0) == (columns == 0) && exitDistance.count == rows
                && references.count == m && deltaRows.count == m && table.count == columns * refCount && deltas.count == columns * (m - refCount)
                && unit > 0 && deltaUnit > 0,
            "cell bound tables miscounted")
        if let v { return v }
        var cellFloors = [[Int32]](repeating: [], count: k)
        for (f, cells) in floorCells.enumerated() { for cell in cells { cellFloors[Int(cell)].append(Int32(f)) } }
        var walkPairs: [(key: Int32, element: WalkInto)] = []
        for (x, list) in walks.enumerated() { for (y, d) in list { walkPairs.append((y, WalkInto(anchor: Int32(x), distance: d))) } }
        var transitionPairs: [(key: Int32, element: Int32)] = []
        for (x, list) in transitions.enumerated() { for y in list { transitionPairs.append((y, Int32(x))) } }
        return Self(
            hubFloor: hubFloor, cellCount: k, places: zip(placeCells, placeHubRows).map { Place(cell: $0, hubRow: $1) }, hubRowCount: m,
            floorCells: floorCells, cellFloors: cellFloors, gateStart: gateStart, gateRows: gateRows, gateColumns: gateColumns,
            columnCount: columns, exits: exits, exitDistance: exitDistance, gateCount: gates, table: table, deltas: deltas,
            hubRowSlots: zip(references, deltaRows).map { HubRowSlot(reference: $0, delta: $1) },
            unit: unit, deltaUnit: deltaUnit, walksInto: FlatLists(count: walks.count, pairs: walkPairs),
            transitionsInto: FlatLists(count: walks.count, pairs: transitionPairs))
    }

    private init(
        hubFloor: Int, cellCount: Int, places: [Place], hubRowCount: Int, floorCells: [[Int32]], cellFloors: [[Int32]], gateStart: [Int32],
        gateRows: [Int32], gateColumns: [Int32], columnCount: Int, exits: FlatLists<Int32>, exitDistance: [Float], gateCount: Int,
        table: StoredArray<UInt16>, deltas: StoredArray<Int8>,
        hubRowSlots: [HubRowSlot], unit: Double, deltaUnit: Double, walksInto: FlatLists<WalkInto>, transitionsInto: FlatLists<Int32>
    ) {
        self.hubFloor = hubFloor
        self.cellCount = cellCount
        self.places = places
        self.hubRowCount = hubRowCount
        self.floorCells = floorCells
        self.cellFloors = cellFloors
        self.gateStart = gateStart
        self.gateRows = gateRows
        self.gateColumns = gateColumns
        self.columnCount = columnCount
        self.exits = exits
        self.exitDistance = exitDistance
        self.gateCount = gateCount
        self.table = table
        self.deltas = deltas
        self.hubRowSlots = hubRowSlots
        self.unit = unit
        self.deltaUnit = deltaUnit
        self.walksInto = walksInto
        self.transitionsInto = transitionsInto
    }
}
