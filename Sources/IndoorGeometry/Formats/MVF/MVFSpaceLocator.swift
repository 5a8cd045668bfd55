/// Finds the spaces near a point on one floor: which spaces' edges pass within a tolerance of it (to
/// tell which spaces a door joins) and which space contains it (to place connection anchors).
///
/// Space edges go into a uniform hash grid per floor (cell ``cellSize`` metres), so a query looks at a
/// few cells instead of every edge. Built once per read.
struct MVFSpaceLocator {
    /// Grid cell size in metres: near the median edge length of room outlines.
    static let cellSize = 2.0

    private struct EdgeRef {
        var space: Int32
        var start: Point
        var end: Point
    }

    private var cells: [Int: [Int: [EdgeRef]]] = [:]  // floor → cell key → edges
    private var spacesByFloor: [Int: [Int]] = [:]
    /// Edges spanning more than ``maxCellsPerEdge`` cells (long diagonals): tested on every query.
    private var largeEdges: [Int: [EdgeRef]] = [:]
    private static let maxCellsPerEdge = 4096

    /// Indexes every ring edge of `spaces`.
    /// - Complexity: O(E · cells per edge).
    init(spaces: [Space]) {
        for (si, s) in spaces.enumerated() {
            spacesByFloor[s.floorIndex, default: []].append(si)
            for ring in [s.polygon.shell] + s.polygon.holes {
                for e in 0 ..< ring.edgeCount {
                    let a = ring.points[e], b = ring.points[e + 1]
                    let ref = EdgeRef(space: Int32(si), start: a, end: b)
                    let (x0, y0) = Self.cell(Point(x: min(a.x, b.x), y: min(a.y, b.y)))
                    let (x1, y1) = Self.cell(Point(x: max(a.x, b.x), y: max(a.y, b.y)))
                    if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maxCellsPerEdge {
                        largeEdges[s.floorIndex, default: []].append(ref)
                        continue
                    }
                    for cx in x0 ... x1 {
                        // In place: copying a floor's grid per space would make indexing quadratic.
                        for cy in y0 ... y1 { cells[s.floorIndex, default: [:]][Self.key(cx, cy), default: []].append(ref) }
                    }
                }
            }
        }
    }

    private static func cell(_ p: Point) -> (Int, Int) {
        (Int((p.x / cellSize).rounded(.down)), Int((p.y / cellSize).rounded(.down)))
    }

    private static func key(_ x: Int, _ y: Int) -> Int { (x &* 73_856_093) ^ (y &* 19_349_663) }

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
        var best: [Int: Double] = [:]  // space → smallest squared distance
        let t2 = tolerance * tolerance
        func visit(_ e: EdgeRef) {
            let d2 = Segment(e.start, e.end).squaredDistance(to: p)
            if d2 <= t2, d2 < best[Int(e.space)] ?? .infinity { best[Int(e.space)] = d2 }
        }
        for e in largeEdges[floor] ?? [] { visit(e) }
        if let grid = cells[floor] {
            let (x0, y0) = Self.cell(Point(x: p.x - tolerance, y: p.y - tolerance))
            let (x1, y1) = Self.cell(Point(x: p.x + tolerance, y: p.y + tolerance))
            var keys = Set<Int>()
            for cx in x0 ... x1 { for cy in y0 ... y1 { keys.insert(Self.key(cx, cy)) } }
            for k in keys { for e in grid[k] ?? [] { visit(e) } }
        }
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
