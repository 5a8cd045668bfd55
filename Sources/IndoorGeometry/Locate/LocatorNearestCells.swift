/// For every block of ``blockSize`` × ``blockSize`` cells of a floor's fine grid (``LocatorCells``), the
/// polygon edges that can be nearest to some point of the block lying in no space, flat, grouped by space:
/// a point in no space then scans a handful of edges in one contiguous run instead of descending an R-tree
/// and each polygon's edge hierarchy (benchmark `locate.pacific.single`, where about a sixth of the points
/// lie in no space). Every fine cell carries its block's list offset (see ``LocatorCells``), so the query
/// needs no second grid.
///
/// Correctness, for a block grown by the fine grid's rounding slack (it holds the grown boxes of its cells,
/// so every point the query maps to one of its cells; "cell" below means the grown block):
/// - let `c` be the centre, `h` the half-diagonal and `d0` the exact distance from `c` to the nearest
///   space (0 when a space holds `c`). A point `q` of the cell in no space is within `|q − c| + d0 ≤ h + d0`
///   of that space's boundary, so its nearest space's box lies within `h + d0` of the cell;
/// - every edge `f` bounds the answer for every `q` by `maxdist(cell, f)`, the largest distance from a cell
///   corner to `f` (distance to a segment is convex, so its maximum over a box is at a corner);
/// - so with `U` the smaller of `h + d0` and the least `maxdist` over the edges of the space nearest to `c`,
///   an edge whose distance to the cell exceeds `U` is never nearer than the answer, and is left out. Edges
///   at exactly `U` are kept (the bound carries a relative margin of 10⁻⁹), so ties still see every tied space.
///
/// The distances a query computes are the same ``Segment/squaredDistance(to:)`` the polygon's own
/// ``PreparedPolygon/boundaryDistance(to:)`` minimises, over a subset that holds the minimum: the answer is
/// identical, bit for bit.
///
/// Layout in ``LocatorStore/nearBlob``, per block: per group (space) a header word, then its edges.
/// Groups are in venue order, which breaks ties; the last one's header is flagged ``lastGroup``. A group
/// is *short* (nearly every one): header `s | runs << 24` for a venue space `s` below 2²⁴, then that many
/// runs of consecutive edges (a space's listed edges are mostly neighbours along a ring), each one word
/// `v | (length - 1) << 24` for edges `v ..< v + length` (vertex indices into ``LocatorStore/xy``, `v`
/// below 2²⁴, at most 256 long, at most ``maxShortCount`` runs). Otherwise it is *long*: ``long`` `| s`,
/// a word holding the edge count, then one vertex index per edge. Offset 0 is the shared empty list, the
/// one word ``emptyList`` (a floor without spaces, and the blocks whose cells are all pure, which never
/// read theirs). A floor's blocks with equal lists share one copy.
enum LocatorNearestCells {
    /// Cells per block side. Smaller blocks answer misses a little faster but repeat a nearest-space list
    /// four times as often, doubling the build and its memory; 4 balances them (`locate.*.single` rows and
    /// the locator build rows measure both sides).
    static let blockSize = 4
    /// Group header flags: the list's last group; a long header (count in the next word); the empty list.
    static let lastGroup: UInt32 = 1 << 31
    static let long: UInt32 = 1 << 30
    static let emptyList: UInt32 = 1 << 29
    /// The most runs a short header counts (5 bits at bit 24).
    static let maxShortCount = 31
    /// The venue spaces a short header holds: below 2²⁴.
    static let shortSpaceMask: UInt32 = (1 << 24) - 1
    /// A run's first vertex (below 2²⁴; the length less one is in the top 8 bits).
    static let runStartMask: UInt32 = (1 << 24) - 1

    /// Appends the lists of the blocks of a fine grid (`columns` × `rows` cells of side `size` from
    /// `(minX, minY)`, grown by `slack`; spaces as in ``LocatorCells/build``) for which `needsList` (row by
    /// row) is true, and returns each block's offset into ``LocatorStoreBuilder/nearBlob``, row by row
    /// (`(columns + blockSize - 1) / blockSize` per row); 0, the empty list, for the others.
    static func build(
        minX: Double, minY: Double, size: Double, columns: Int, rows: Int, slack: Double,
        polygons: [PreparedPolygon], spaceIndices: [Int], vertexBase: [[Int]], tree: RTree, needsList: [Bool], into b: inout LocatorStoreBuilder
    ) -> [UInt32] {
        let m = blockSize
        let boxes = polygons.map(\.boundingBox)
        var offsets: [UInt32] = []
        var stored: [[UInt32]: UInt32] = [:]
        for r in stride(from: 0, to: rows, by: m) {
            for c in stride(from: 0, to: columns, by: m) {
                guard needsList[offsets.count] else {
                    offsets.append(0)
                    continue
                }
                // The same expressions as the cells' grown boxes, so the block holds each of them.
                let cell = BoundingBox(
                    minX: minX + Double(c) * size - slack, minY: minY + Double(r) * size - slack,
                    maxX: minX + Double(c + m) * size + slack, maxY: minY + Double(r + m) * size + slack)
                let centre = cell.center
                let h = 0.5 * (cell.width * cell.width + cell.height * cell.height).squareRoot()
                guard let near = tree.nearestOne(to: centre, distance: { polygons[$0].distance(to: centre) }), near.distance.isFinite else {
                    offsets.append(0)
                    continue
                }
                let d0 = near.distance
                let reach = d0 + h
                var found: [Int] = []
                tree.search(intersecting: cell.expanded(by: reach)) { k in
                    if Self.boxDistanceBetween(cell, boxes[k]) <= reach { found.append(k) }
                    return true
                }
                found.sort()  // floor-local order is venue order
                // The least maxdist over the nearest space's edges (a subset of all edges: still a bound,
                // and the nearest space's edges are the ones that make it tight).
                var bound2 = reach * reach
                Self.forEachEdge(polygons[near.index]) { _, a, q in bound2 = Swift.min(bound2, Self.maxSquaredDistance(cell, a, q)) }
                bound2 *= 1 + 1e-9
                var list: [UInt32] = []
                var lastHeader = -1
                for k in found {
                    var edges: [UInt32] = []
                    Self.forEachEdge(polygons[k]) { ri, a, q in
                        if Self.isWithin(cell, a, q, squared: bound2) { edges.append(UInt32(vertexBase[k][ri.ring] + ri.edge)) }
                    }
                    guard !edges.isEmpty else { continue }
                    lastHeader = list.count
                    let s = UInt32(spaceIndices[k])
                    let runs = Self.runs(edges)
                    if s <= Self.shortSpaceMask && runs.count <= Self.maxShortCount,
                        let words = Self.runWords(runs)
                    {
                        list.append(s | UInt32(words.count) << 24)
                        list += words
                    } else {
                        list.append(Self.long | s)
                        list.append(UInt32(edges.count))
                        list += edges
                    }
                }
                guard lastHeader >= 0 else {
                    offsets.append(0)
                    continue
                }
                list[lastHeader] |= Self.lastGroup
                offsets.append(b.appendOnce(list, to: \.nearBlob, stored: &stored))
            }
        }
        return offsets
    }

    /// Ascending vertex indices as runs of consecutive ones: (first, length).
    static func runs(_ edges: [UInt32]) -> [(first: UInt32, length: Int)] {
        var out: [(first: UInt32, length: Int)] = []
        for e in edges {
            if let last = out.last, last.first + UInt32(last.length) == e {
                out[out.count - 1].length += 1
            } else {
                out.append((e, 1))
            }
        }
        return out
    }

    /// The short form's run words, or `nil` when a run starts at 2²⁴ or later or is longer than 256.
    static func runWords(_ runs: [(first: UInt32, length: Int)]) -> [UInt32]? {
        var out: [UInt32] = []
        for r in runs {
            guard r.first <= runStartMask, r.length <= 256 else { return nil }
            out.append(r.first | UInt32(r.length - 1) << 24)
        }
        return out
    }

    /// Calls `body` with every edge of every ring of `polygon` and its (ring, edge) position.
    static func forEachEdge(_ polygon: PreparedPolygon, _ body: ((ring: Int, edge: Int), Point, Point) -> Void) {
        for (r, ring) in polygon.polygon.rings.enumerated() {
            let pts = ring.points
            for e in 0 ..< pts.count - 1 { body((r, e), pts[e], pts[e + 1]) }
        }
    }

    /// The largest squared distance from a point of `box` to the segment `a–b` (at a corner).
    static func maxSquaredDistance(_ box: BoundingBox, _ a: Point, _ b: Point) -> Double {
        let s = Segment(a, b)
        return Swift.max(
            s.squaredDistance(to: Point(x: box.minX, y: box.minY)), s.squaredDistance(to: Point(x: box.maxX, y: box.minY)),
            s.squaredDistance(to: Point(x: box.maxX, y: box.maxY)), s.squaredDistance(to: Point(x: box.minX, y: box.maxY)))
    }

    /// Whether the segment `a–b` comes within squared distance `bound2` of `box`: the smallest distance is
    /// at an end of the segment or a corner of the box, or 0 when they meet (tested last, exactly).
    static func isWithin(_ box: BoundingBox, _ a: Point, _ b: Point, squared bound2: Double) -> Bool {
        if box.squaredDistance(to: a) <= bound2 || box.squaredDistance(to: b) <= bound2 { return true }
        let s = Segment(a, b)
        if s.squaredDistance(to: Point(x: box.minX, y: box.minY)) <= bound2 || s.squaredDistance(to: Point(x: box.maxX, y: box.minY)) <= bound2
            || s.squaredDistance(to: Point(x: box.maxX, y: box.maxY)) <= bound2 || s.squaredDistance(to: Point(x: box.minX, y: box.maxY)) <= bound2
        {
            return true
        }
        return LocatorCells.segment(a, b, meets: box)
    }

    /// Distance between two boxes (0 when they touch or overlap).
    static func boxDistanceBetween(_ a: BoundingBox, _ b: BoundingBox) -> Double {
        let dx = max(0, a.minX - b.maxX, b.minX - a.maxX)
        let dy = max(0, a.minY - b.maxY, b.minY - a.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
