import IndoorGeometry

/// The fields of a floor's ``FloorWalkTable`` and ``FloorCornerGraph`` in a prebuilt file, one line each
/// (``PrebuiltCoder``), read under the bounds of the floor they belong to: `vertices` mesh vertices,
/// `polygons` mesh polygons, `anchors` usable anchors.
struct PrebuiltFloorContext {
    var vertices: Int
    var polygons: Int
    var anchors: Int
}

extension FloorWalkTable {
    /// Writes `table` to `c`, or (`table` nil) reads one back, checked against its floor.
    static func coded(_ t: FloorWalkTable?, _ c: inout PrebuiltCoder, floor: PrebuiltFloorContext) throws(PrebuiltError) -> FloorWalkTable {
        let n = try c.int(t?.anchorCount, "walkTable.anchorCount", in: floor.anchors ... floor.anchors)
        let anchors = try c.points(t?.anchors, "walkTable.anchors")
        let vertexOfRow = try c.indices(t?.vertexOfRow, "walkTable.vertexOfRow", in: 0 ..< floor.vertices)
        let rows = vertexOfRow.count
        try c.check(anchors.count == n && rows <= rowLimit, "walk table of \(anchors.count) anchors and \(rows) rows")
        let rowOfVertex = try c.indices(t?.rowOfVertex, "walkTable.rowOfVertex", below: rows, orEqualTo: noRow)
        let distanceSteps = try StoredArray.coded(t?.distanceSteps, &c, "walkTable.distanceSteps")
        let unit = try c.double(t?.unit, "walkTable.unit")
        let towards = try StoredArray.coded(t?.towards, &c, "walkTable.towards", below: rows, orEqualTo: noRow)
        let lastTurn = try c.indices(t?.lastTurn, "walkTable.lastTurn", in: -1 ..< floor.vertices)
        let anchorDistance = try c.distances(t?.anchorDistance, "walkTable.anchorDistance")
        try c.check(
            rowOfVertex.count == floor.vertices && distanceSteps.count == rows * n && towards.count == rows * n && lastTurn.count == n * n
                && anchorDistance.count == n * n && unit > 0, "walk table arrays miscounted")
        let polygons = try c.optional(t.map(\.anchorPolygons), "walkTable.anchorPolygons") { v, c throws(PrebuiltError) in
            try FlatLists.codedIndices(v, &c, lists: n, below: floor.polygons)
        }
        if let t { return t }
        return FloorWalkTable(
            anchorCount: n, anchors: anchors, rowOfVertex: rowOfVertex, vertexOfRow: vertexOfRow, distanceSteps: distanceSteps, unit: unit,
            towards: towards, lastTurn: lastTurn, anchorDistance: anchorDistance, anchorPolygons: polygons)
    }
}

extension FloorCornerGraph {
    /// Writes `graph` to `c`, or (`graph` nil) reads one back, checked against its floor.
    static func coded(_ g: FloorCornerGraph?, _ c: inout PrebuiltCoder, floor: PrebuiltFloorContext) throws(PrebuiltError) -> FloorCornerGraph {
        let cornerVertices = try c.indices(g?.cornerVertices, "cornerGraph.cornerVertices", in: 0 ..< floor.vertices)
        let corners = cornerVertices.count
        let nodeOfVertex = try StoredArray.coded(g?.nodeOfVertex, &c, "cornerGraph.nodeOfVertex", in: -1 ..< corners)
        let wedges = try c.points(g?.wedges, "cornerGraph.wedges")
        let points = try c.points(g?.points, "cornerGraph.points")
        let nodes = points.count
        try c.check(
            nodeOfVertex.count == floor.vertices && wedges.count == 2 * corners && nodes == corners + floor.anchors, "corner graph arrays miscounted")
        let edgeTargets = try StoredArray.coded(g?.edgeTargets, &c, "cornerGraph.edgeTargets", in: 0 ..< nodes)
        let edgeStart = try StoredArray.codedStarts(g?.edgeStart, &c, "cornerGraph.edgeStart", lists: nodes, total: edgeTargets.count)
        return g
            ?? FloorCornerGraph(
                cornerVertices: cornerVertices, nodeOfVertex: nodeOfVertex, wedges: wedges, points: points, edgeStart: edgeStart, edgeTargets: edgeTargets)
    }
}

extension RoutingLandmarks {
    /// Writes or reads (`value` nil) the landmark bounds of a graph of `rows` rows.
    static func coded(_ value: Self?, _ c: inout PrebuiltCoder, rows: Int) throws(PrebuiltError) -> Self {
        let count = try c.int(value?.count, "landmarks.count", in: 1 ... 64)
        let distances = try c.distances(value?.distances, "landmarks.distances")
        try c.check(distances.count == rows * 2 * count, "landmark distances miscounted")
        return value ?? Self(count: count, distances: distances)
    }

    private init(count: Int, distances: [Double]) {
        self.count = count
        self.distances = distances
    }
}

extension FlatLists where Element == Int32 {
    /// Writes or reads (`value` nil) `lists` lists of indices below `bound`.
    static func codedIndices(_ value: Self?, _ c: inout PrebuiltCoder, lists: Int, below bound: Int) throws(PrebuiltError) -> Self {
        let items = try c.indices(value?.items, "lists.items", in: 0 ..< bound)
        let start = try c.starts(value?.start, "lists.start", lists: lists, total: items.count)
        return value ?? Self(start: start, items: items)
    }
}

extension FlatLists {
    /// Lists from their stored offsets and items (checked by the caller).
    init(start: [Int32], items: [Element]) {
        self.start = start
        self.items = items
    }
}
