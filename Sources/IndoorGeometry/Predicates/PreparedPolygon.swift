/// A polygon prepared for many point-location and distance queries: built once, immutable, `Sendable`.
///
/// Every ring's edges are copied into an index of horizontal bands (see `PreparedPolygonBands`): a
/// location query reads only the edges whose y-range overlaps the query's band, in flat arrays of
/// `Double`s, with no allocation per query. Distance queries use a hierarchy of boxes over runs of
/// consecutive edges (see `PreparedEdgeHierarchy`), nearest box first. Answers are identical to the
/// plain ``Polygon/locate(_:)``, ``Polygon/locate(_:tolerance:)``, ``Polygon/distance(to:)`` and
/// ``Polygon/boundaryDistance(to:)``: the same exact predicate decides the same crossings, and distance
/// pruning only skips edges that cannot beat the best distance found.
///
/// Use it for a room polygon queried many times (hit-testing every tap, snapping every route end) and for
/// huge outlines (10^4–10^5 vertices), where a query costs about the edges of one band instead of all.
/// The ray-crossing scheme follows JTS `IndexedPointInAreaLocator` (an interval index over edge y-ranges
/// feeding a `RayCrossingCounter`); equal-height bands stand in for JTS's packed interval R-tree because
/// finding a band is O(1) (an interval tree was not measured against them). Numbers:
/// `swift run -c release indoor-bench --filter pointlocation`.
public struct PreparedPolygon: Sendable {
    /// The polygon this index answers for.
    public let polygon: Polygon
    let shell: PreparedRingIndex
    let holes: [PreparedRingIndex]
    /// The holes' bounding boxes, flat (`minX, minY, maxX, maxY` per hole), tested before a hole's index
    /// is touched: a point outside every hole's box (most points of a floor with 400 pillars) costs a scan
    /// of the boxes, not a ring test per hole.
    let holeBoxes: [Double]
    /// The largest rounding slack of the holes (metres), for conservative pruning by hole boxes.
    let holeSlack: Double
    /// Bands over the holes' y-ranges, present when there are more than ``holeBandThreshold`` holes.
    let holeBands: PreparedPolygonBands?

    /// Hole counts above which holes are found through bands rather than by testing every hole's box.
    static let holeBandThreshold = 8

    /// Builds the index for `polygon`.
    /// - Parameter polygon: Any polygon (rings in either orientation; validity is not required).
    /// - Complexity: O(n log n) time for n edges over all rings; O(n) memory (the bands hold at most
    ///   4n + 16 edge copies, see `PreparedPolygonBands`, plus one copy of the vertices for distances).
    public init(_ polygon: Polygon) {
        self.polygon = polygon
        shell = PreparedRingIndex(ring: polygon.shell)
        holes = polygon.holes.map(PreparedRingIndex.init(ring:))
        holeBoxes = holes.flatMap { [$0.box.minX, $0.box.minY, $0.box.maxX, $0.box.maxY] }
        holeSlack = holes.reduce(0) { Swift.max($0, $1.slack) }
        if holes.count > Self.holeBandThreshold {
            var box = BoundingBox.empty
            for h in holes { box = box.union(h.box) }
            holeBands = PreparedPolygonBands(
                lows: holes.map(\.box.minY), highs: holes.map(\.box.maxY), minY: box.minY, maxY: box.maxY,
                bandsPerItem: 1, maxEntriesPerItem: 4)
        } else {
            holeBands = nil
        }
    }

    /// The bounding box of the shell, in metres.
    public var boundingBox: BoundingBox { shell.box }

    /// Locates `p` exactly, with no tolerance; identical to ``Polygon/locate(_:)``.
    ///
    /// `.exterior` outside the shell or strictly inside a hole, else `.boundary` on any ring's edge or
    /// vertex, else `.interior`; either ring orientation; a NaN coordinate gives `.exterior`.
    /// Algorithm: box rejection, then a JTS-style ray-crossing count over the edges of the query's band,
    /// decided by the exact ``Orientation/sign(_:_:_:)`` (no epsilon).
    /// - Parameter p: The query point, in metres.
    /// - Returns: `.interior`, `.boundary` or `.exterior`.
    /// - Complexity: O(k) for the k edges in the query's band (about 2–4 for typical rooms and for large
    ///   outlines whose edges are short); O(n) at worst, e.g. for a comb whose teeth all cross the band.
    public func locate(_ p: Point) -> Location {
        let s = shell.locate(p)
        if s == .exterior || holes.isEmpty { return s }
        // Unsafe reads of the hole boxes (bounds checks were a large share of this loop, see
        // docs/performance.md); indices are hole ids `0 ..< holes.count`, four doubles each.
        return holeBoxes.withUnsafeBufferPointer { boxes in
            var onBoundary = s == .boundary
            /// Whether hole `h` holds `p` strictly inside (sets `onBoundary` when `p` is on it).
            @inline(__always) func holds(_ h: Int) -> Bool {
                let k = 4 &* h
                guard p.x >= boxes[k] && p.y >= boxes[k &+ 1] && p.x <= boxes[k &+ 2] && p.y <= boxes[k &+ 3] else { return false }
                switch holes[h].locate(p) {
                case .exterior: return false
                case .boundary:
                    onBoundary = true
                    return false
                case .interior: return true
                }
            }
            if let hb = holeBands {
                let b = hb.band(of: p.y)
                for k in Int(hb.starts[b]) ..< Int(hb.starts[b + 1]) where holds(Int(hb.items[k])) { return .exterior }
            } else {
                for h in 0 ..< holes.count where holds(h) { return .exterior }
            }
            return onBoundary ? .boundary : .interior
        }
    }

    /// Locates `p`, treating points within `tolerance` metres of any ring edge as on the boundary;
    /// identical to ``Polygon/locate(_:tolerance:)``.
    /// - Parameters:
    ///   - p: The query point, in metres.
    ///   - tolerance: Snapping distance in metres, finite and ≥ 0 (checked with `precondition`).
    /// - Returns: The location with the boundary widened by `tolerance`.
    /// - Complexity: a location query, then O(log n + k) for the k edges in leaf boxes within `tolerance`
    ///   of `p`, plus one box test per hole.
    public func locate(_ p: Point, tolerance: Double) -> Location {
        precondition(tolerance >= 0 && tolerance.isFinite, "locate(_:tolerance:) needs a finite tolerance ≥ 0, got \(tolerance)")
        let exact = locate(p)
        if exact == .boundary { return .boundary }
        let t2 = tolerance * tolerance
        let bound = t2.nextUp
        // Same box filter as the plain form, then an indexed search that is exact below `bound`.
        if shell.box.squaredDistance(to: p) <= t2 && shell.squaredBoundaryDistance(to: p, below: bound) <= t2 {
            return .boundary
        }
        for h in 0 ..< holes.count where holeBox(h).squaredDistance(to: p) <= t2 {
            if holes[h].squaredBoundaryDistance(to: p, below: bound) <= t2 { return .boundary }
        }
        return exact
    }

    /// Distance in metres from `p` to the polygon as an area: 0 inside or on the boundary, otherwise the
    /// distance to the nearest ring edge; identical to ``Polygon/distance(to:)``.
    /// - Parameter p: The query point, in metres; must be finite.
    /// - Returns: A distance ≥ 0, in metres.
    /// - Complexity: a location query, then for exterior points O(log n + k) for the k edges in leaf
    ///   boxes nearer than the answer (a few near the boundary), plus one box test per hole.
    public func distance(to p: Point) -> Double {
        locate(p) == .exterior ? boundaryDistance(to: p) : 0
    }

    /// Distance in metres from `p` to the nearest edge of any ring, also for interior points; identical to
    /// ``Polygon/boundaryDistance(to:)``.
    /// - Parameter p: The query point, in metres; must be finite.
    /// - Returns: A distance ≥ 0, in metres.
    /// - Complexity: O(log n + k) for the k edges in leaf boxes nearer than the answer, plus one box test
    ///   per hole. Near the boundary k is small; deep inside a large, nearly round outline many leaf boxes
    ///   are about as near as the answer and k approaches n (an O(n) worst case, still without allocation).
    public func boundaryDistance(to p: Point) -> Double {
        var best = shell.squaredBoundaryDistance(to: p, below: .infinity)
        for h in 0 ..< holes.count {
            let gap = holeBox(h).distance(to: p) - holeSlack  // conservative: never skips a nearer edge
            if gap > 0 && gap * gap > best { continue }
            let d = holes[h].squaredBoundaryDistance(to: p, below: best)
            if d < best { best = d }
        }
        return best.squareRoot()
    }

    /// Hole `h`'s bounding box, from the flat copy.
    @inline(__always)
    private func holeBox(_ h: Int) -> BoundingBox {
        BoundingBox(minX: holeBoxes[4 * h], minY: holeBoxes[4 * h + 1], maxX: holeBoxes[4 * h + 2], maxY: holeBoxes[4 * h + 3])
    }
}
