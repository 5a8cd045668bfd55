/// Finds the spaces near a point on one floor: which spaces' edges pass within a tolerance of it (to
/// tell which spaces a door joins) and which space contains it (to place connection anchors).
///
/// Space edges go into one ``BoundaryEdgeIndex`` per floor (cell ``cellSize`` metres, long edges on the
/// list every query tests), so a query looks at a few cells instead of every edge; space bounding boxes go
/// into one ``RTree`` per floor, so a containment query tests the few spaces whose box holds the point
/// instead of every space of the floor (the outdoor floor of a campus holds the spaces and the entrance
/// anchors of every building). Built once per read.
struct MVFSpaceLocator {
    /// Grid cell size in metres: near the median edge length of room outlines.
    static let cellSize = 2.0

    private var edgesByFloor: [Int: BoundaryEdgeIndex] = [:]
    /// Per floor: its spaces (ascending indices) and an R-tree of their bounding boxes (item `i` is the
    /// `i`-th of those spaces).
    private var spacesByFloor: [Int: (spaces: [Int], boxes: RTree)] = [:]
    /// Per space with at least ``holeTreeMinimum`` holes (a campus's outdoor grounds, a hole per building):
    /// an R-tree of its holes' bounding boxes (item `i` is hole `i`).
    private var holeTrees: [Int: RTree] = [:]

    /// Holes from which a space's containment test looks up the holes around the point in an R-tree instead
    /// of testing every hole's box.
    static let holeTreeMinimum = 16

    /// Indexes every ring edge and every bounding box of `spaces`.
    /// - Complexity: O(E · cells per edge + S log S).
    init(spaces: [Space]) {
        var polygonsByFloor: [Int: [(id: Int, polygon: Polygon)]] = [:]
        for (si, s) in spaces.enumerated() {
            polygonsByFloor[s.floorIndex, default: []].append((si, s.polygon))
            if s.polygon.holes.count >= Self.holeTreeMinimum { holeTrees[si] = RTree(boxes: s.polygon.holes.map(\.boundingBox)) }
        }
        for (floor, polygons) in polygonsByFloor {
            edgesByFloor[floor] = BoundaryEdgeIndex(polygons: polygons, cellSize: Self.cellSize)
            spacesByFloor[floor] = (polygons.map(\.id), RTree(boxes: polygons.map(\.polygon.boundingBox)))
        }
    }

    /// Spaces on `floor` whose boundary passes within `tolerance` metres of `p`, sorted, without repeats.
    ///
    /// When more than two spaces qualify, only those as close as the second closest (plus
    /// ``tieSlack``) are kept: a door lies on the edge shared by the two spaces it joins, and an overlay
    /// (an MVF `area` drawn over a hallway) whose edge merely passes near the door is not joined by it.
    /// - Parameters:
    ///   - p: the query point (metres).
    ///   - tolerance: the search radius in metres, ≥ 0 and below ``cellSize``.
    func spaces(touching p: Point, floor: Int, tolerance: Double) -> [Int] {
        precondition(tolerance >= 0 && tolerance < Self.cellSize, "tolerance must be in 0..<\(Self.cellSize)")
        let best = edgesByFloor[floor]?.squaredDistances(near: p, tolerance: tolerance) ?? [:]  // space → squared distance
        guard best.count > 2 else { return best.keys.sorted() }
        let distances = best.values.map { $0.squareRoot() }.sorted()
        let cut = distances[1] + Self.tieSlack
        return best.filter { $0.value.squareRoot() <= cut }.keys.sorted()
    }

    /// Distance in metres within which spaces count as equally close to a door (projection noise is ~1e-9 m).
    static let tieSlack = 1e-6

    /// The spaces on `floor` that contain `p` (boundary counts as inside), smallest area first (equal areas
    /// in index order).
    /// - Complexity: O(log S + k · ring size) for the k spaces whose box holds `p`.
    func spaces(containing p: Point, floor: Int, in spaces: [Space]) -> [Int] {
        guard let onFloor = spacesByFloor[floor] else { return [] }
        var out: [Int] = []
        onFloor.boxes.search(containing: p) { i in
            out.append(onFloor.spaces[i])
            return true
        }
        // Ascending first, as a scan of the floor's spaces finds them, so that ties in area keep that order.
        out.sort()
        out.removeAll { !contains(spaces[$0].polygon, p, holes: holeTrees[$0]) }
        return out.sorted { spaces[$0].polygon.area < spaces[$1].polygon.area }
    }

    /// ``Polygon/venueContains(_:)``, with the holes whose box holds `p` looked up in `holes` when given: a
    /// hole whose box does not hold `p` has it outside, so testing only those holes, in index order, gives
    /// the same answer.
    private func contains(_ polygon: Polygon, _ p: Point, holes: RTree?) -> Bool {
        guard let holes else { return polygon.venueContains(p) }
        let s = polygon.shell.venueSide(of: p)
        if s <= 0 { return s == 0 }
        var around = holes.search(containing: p)
        around.sort()
        for h in around {
            let hs = polygon.holes[h].venueSide(of: p)
            if hs == 0 { return true }
            if hs > 0 { return false }
        }
        return true
    }
}
