/// Finds which units each IMDF opening joins. IMDF openings do not reference units: an opening is a line
/// drawn on the shared boundary of the units it joins, so a unit is adjacent when its boundary passes
/// within a tolerance of sample points on the opening.
///
/// A uniform grid over the unit edges of one level answers "which boundaries pass near this point".
struct IMDFUnitEdgeIndex {
    private struct IndexedEdge {
        var segment: Segment
        var spaceIndex: Int
    }

    private let cellSize: Double
    private var edges: [IndexedEdge] = []
    private var cells: [Int64: [Int32]] = [:]

    /// Indexes every ring edge of the given spaces.
    /// - Parameters:
    ///   - spaces: `(space index, polygon)` pairs, all on one level.
    ///   - cellSize: grid cell side in metres (a few metres suits rooms and doors).
    /// - Complexity: O(edges · cells each edge spans).
    init(spaces: [(Int, Polygon)], cellSize: Double = 4) {
        precondition(cellSize > 0, "cellSize must be positive")
        self.cellSize = cellSize
        for (s, polygon) in spaces {
            for ring in polygon.rings {
                for i in 0 ..< ring.edgeCount {
                    let seg = ring.edge(i)
                    let id = Int32(edges.count)
                    edges.append(IndexedEdge(segment: seg, spaceIndex: s))
                    let b = seg.boundingBox
                    let (x0, y0) = cell(b.minX, b.minY)
                    let (x1, y1) = cell(b.maxX, b.maxY)
                    for cx in x0 ... x1 {
                        for cy in y0 ... y1 { cells[key(cx, cy), default: []].append(id) }
                    }
                }
            }
        }
    }

    private func cell(_ x: Double, _ y: Double) -> (Int, Int) {
        (Int((x / cellSize).rounded(.down)), Int((y / cellSize).rounded(.down)))
    }

    private func key(_ cx: Int, _ cy: Int) -> Int64 { (Int64(cx) << 32) ^ Int64(UInt32(truncatingIfNeeded: cy)) }

    /// Indices of the spaces whose boundary passes within `tolerance` metres of `p`, appended to `out`
    /// without duplicates.
    /// - Complexity: O(edges in the cells around `p`).
    func spaces(near p: Point, tolerance: Double, into out: inout [Int]) {
        let t2 = tolerance * tolerance
        let (x0, y0) = cell(p.x - tolerance, p.y - tolerance)
        let (x1, y1) = cell(p.x + tolerance, p.y + tolerance)
        for cx in x0 ... x1 {
            for cy in y0 ... y1 {
                guard let ids = cells[key(cx, cy)] else { continue }
                for id in ids {
                    let e = edges[Int(id)]
                    if out.contains(e.spaceIndex) { continue }
                    if e.segment.squaredDistance(to: p) <= t2 { out.append(e.spaceIndex) }
                }
            }
        }
    }
}

extension Polyline {
    /// The point at `fraction` (0…1) of the line's length, measured along it.
    func imdfPoint(atFraction fraction: Double) -> Point {
        let target = length * fraction
        var walked = 0.0
        for i in 0 ..< segmentCount {
            let s = segment(i)
            let l = s.length
            if walked + l >= target, l > 0 { return s.start.interpolated(to: s.end, t: (target - walked) / l) }
            walked += l
        }
        return points[points.count - 1]
    }
}
