/// Finds the spaces near a point on one floor: which spaces' edges pass within a tolerance of it (to
/// tell which spaces a door joins) and which space contains it (to place connection anchors).
///
/// Space edges go into one ``BoundaryEdgeIndex`` per floor (cell ``cellSize`` metres, long edges on the
/// list every query tests), so a query looks at a few cells instead of every edge. Built once per read.
struct MVFSpaceLocator {
    /// Grid cell size in metres: near the median edge length of room outlines.
    static let cellSize = 2.0

    private var edgesByFloor: [Int: BoundaryEdgeIndex] = [:]
    private var spacesByFloor: [Int: [Int]] = [:]

    /// Indexes every ring edge of `spaces`.
    /// - Complexity: O(E · cells per edge).
    init(spaces: [Space]) {
        var polygonsByFloor: [Int: [(id: Int, polygon: Polygon)]] = [:]
        for (si, s) in spaces.enumerated() {
            spacesByFloor[s.floorIndex, default: []].append(si)
            polygonsByFloor[s.floorIndex, default: []].append((si, s.polygon))
        }
        for (floor, polygons) in polygonsByFloor {
            edgesByFloor[floor] = BoundaryEdgeIndex(polygons: polygons, cellSize: Self.cellSize)
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

    /// The spaces on `floor` that contain `p` (boundary counts as inside), smallest area first.
    func spaces(containing p: Point, floor: Int, in spaces: [Space]) -> [Int] {
        var out: [Int] = []
        for si in spacesByFloor[floor] ?? [] where spaces[si].polygon.boundingBox.contains(p) {
            if spaces[si].polygon.venueContains(p) { out.append(si) }
        }
        return out.sorted { spaces[$0].polygon.area < spaces[$1].polygon.area }
    }
}
