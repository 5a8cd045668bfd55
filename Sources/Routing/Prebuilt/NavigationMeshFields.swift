import IndoorGeometry

/// The fields of a ``NavigationMesh`` in a prebuilt file, one line each (``PrebuiltCoder``), with the bounds
/// every index is read under: vertex numbers below the vertex count, polygon numbers below the polygon count
/// (or -1 where the mesh uses it), slot offsets rising to the slot count, each polygon of at least 3 slots.
enum NavigationMeshFields {
    /// Writes `mesh` to `c`, or (`mesh` nil) reads one back, checked.
    static func coded(_ mesh: NavigationMesh?, _ c: inout PrebuiltCoder) throws(PrebuiltError) -> NavigationMesh {
        let vertices = try c.points(mesh?.vertices, "mesh.vertices")
        let polygonVertices = try CompactIndices.coded(mesh?.polygonVertices, &c, "mesh.polygonVertices", in: 0 ..< vertices.count)
        let slots = polygonVertices.count
        let start = try CompactIndices.codedStarts(mesh?.polygonStart, &c, "mesh.polygonStart", total: slots)
        let polygons = start.count - 1
        for p in 0 ..< (c.isReading ? polygons : 0) where start[p + 1] - start[p] < 3 { throw c.damaged("mesh polygon \(p) has fewer than 3 vertices") }
        let neighbours = try CompactIndices.coded(mesh?.neighbours, &c, "mesh.neighbours", in: -1 ..< polygons)
        let twinBytes = try c.array(mesh?.twins.bytes, "mesh.twins")
        try c.check(neighbours.count == slots && twinBytes.count == (slots + 1) / 2, "mesh adjacency is not one entry per slot")
        let twins = mesh?.twins ?? Nibbles(bytes: twinBytes, count: slots)
        for s in 0 ..< (c.isReading ? slots : 0) where neighbours[s] >= 0 && twins[s] != NavigationMesh.noTwin {
            let n = Int(neighbours[s])
            guard Int(twins[s]) < Int(start[n + 1] - start[n]) else { throw c.damaged("mesh twin of slot \(s) is outside polygon \(n)") }
        }
        let triangles = try c.int(mesh?.triangleCount, "mesh.triangleCount")
        let isCorner = try c.bools(mesh.map { Array($0.isCorner) }, "mesh.isCorner")
        let component = try CompactIndices.coded(mesh?.component, &c, "mesh.component", in: 0 ..< max(polygons, 1))
        try c.check(isCorner.count == vertices.count && component.count == polygons, "mesh corner flags or components miscounted")
        let deadEnds = try NavigationMeshDeadEnds.coded(mesh?.deadEnds, &c, polygons: polygons)
        let grid = try NavigationMeshGrid.coded(mesh?.grid, &c, polygons: polygons)
        let issues = try c.list(mesh?.issues, "mesh.issues", NavigationMeshIssue.coded)
        let cutIds = try c.strings(mesh?.cutIds, "mesh.cutIds")
        let cutLists = mesh.map { m in (0 ..< m.cutSlots.count).map { Array(m.cutSlots.items[m.cutSlots.range($0)]) } }
        let cutSlots = try c.nested(cutLists, "mesh.cutSlots") { c, v throws(PrebuiltError) in try c.indices(v, "mesh.cutSlot", in: 0 ..< slots) }
        try c.check(cutSlots.count == cutIds.count, "mesh cut slots miscounted")
        if let mesh { return mesh }
        return NavigationMesh(
            vertices: vertices, polygonStart: start, polygonVertices: polygonVertices, neighbours: neighbours, twins: twins, triangleCount: triangles,
            isCorner: BitFlags(isCorner), component: component,
            deadEnds: deadEnds, grid: grid, issues: issues, cutIds: cutIds, cutSlots: FlatLists(cutSlots))
    }
}

extension NavigationMeshDeadEnds {
    /// Writes or reads (`value` nil) the dead ends of a mesh of `polygons` polygons.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, polygons: Int) throws(PrebuiltError) -> Self {
        let preorder = try CompactIndices.coded(value?.preorder, &c, "deadEnds.preorder", in: 0 ..< max(polygons, 1))
        let subtreeEnd = try CompactIndices.coded(value?.subtreeEnd, &c, "deadEnds.subtreeEnd", in: 0 ..< polygons + 1)
        let bridgeParent = try CompactIndices.coded(value?.bridgeParent, &c, "deadEnds.bridgeParent", in: -1 ..< polygons)
        try c.check(preorder.count == polygons && subtreeEnd.count == polygons && bridgeParent.count == polygons, "dead ends miscounted")
        return value ?? Self(preorder: preorder, subtreeEnd: subtreeEnd, bridgeParent: bridgeParent)
    }

    private init(preorder: CompactIndices, subtreeEnd: CompactIndices, bridgeParent: CompactIndices) {
        self.preorder = preorder
        self.subtreeEnd = subtreeEnd
        self.bridgeParent = bridgeParent
    }
}

extension NavigationMeshGrid {
    /// Most cells a stored grid may declare (the builder keeps it at 4M).
    static let storedCellLimit = 4_000_000

    /// Writes or reads (`value` nil) the point grid of a mesh of `polygons` polygons.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, polygons: Int) throws(PrebuiltError) -> Self {
        let originX = try c.double(value?.originX, "grid.originX")
        let originY = try c.double(value?.originY, "grid.originY")
        let cellSize = try c.double(value?.cellSize, "grid.cellSize")
        let columns = try c.int(value?.columns, "grid.columns", in: 1 ... storedCellLimit)
        let rows = try c.int(value?.rows, "grid.rows", in: 1 ... storedCellLimit)
        try c.check(cellSize > 0 && columns * rows <= storedCellLimit, "grid of \(columns) × \(rows) cells of \(cellSize) m")
        let items = try CompactIndices.coded(value?.items, &c, "grid.items", in: 0 ..< polygons)
        let cellStart = try CompactIndices.codedStarts(value?.cellStart, &c, "grid.cellStart", lists: columns * rows, total: items.count)
        return value ?? Self(originX: originX, originY: originY, cellSize: cellSize, columns: columns, rows: rows, cellStart: cellStart, items: items)
    }

    private init(originX: Double, originY: Double, cellSize: Double, columns: Int, rows: Int, cellStart: CompactIndices, items: CompactIndices) {
        self.originX = originX
        self.originY = originY
        self.cellSize = cellSize
        self.columns = columns
        self.rows = rows
        self.cellStart = cellStart
        self.items = items
    }
}

extension NavigationMeshIssue {
    /// Writes or reads (`value` nil) one issue: its case and its numbers.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder) throws(PrebuiltError) -> Self {
        let numbers: [Double]? = value.map {
            switch $0 {
            case let .areaMismatch(p, e, t): return [0, Double(p), e, t]
            case let .nonManifoldEdges(n): return [1, Double(n), 0, 0]
            }
        }
        let v = try c.array(numbers, "mesh.issue")
        try c.check(v.count == 4 && (v[0] == 0 || v[0] == 1) && v[1] >= 0 && v[1] <= Double(Int32.max) && v[1] == v[1].rounded(), "mesh issue \(v)")
        if let value { return value }
        return v[0] == 0 ? .areaMismatch(polygon: Int(v[1]), expected: v[2], triangulated: v[3]) : .nonManifoldEdges(count: Int(v[1]))
    }
}
