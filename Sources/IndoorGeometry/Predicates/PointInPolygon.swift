// Exact point location in rings, polygons (with holes) and multipolygons, without an index.
// For many queries against the same polygon, build a `PreparedPolygon` instead.

extension Ring {
    /// Locates `p` relative to the region this ring encloses, exactly and with no tolerance.
    ///
    /// A point on an edge or a vertex (including on a horizontal edge, or exactly on a nearly collinear
    /// edge) is `.boundary`; otherwise the even–odd rule decides, so the ring's orientation (CW or CCW)
    /// does not matter and a self-intersecting ring still gets a well-defined answer. A point with a NaN
    /// coordinate is `.exterior`.
    ///
    /// Algorithm: bounding-box rejection, then a ray-crossing count in the style of JTS
    /// `RayCrossingCounter` whose straddle test uses the exact ``Orientation/sign(_:_:_:)``
    /// (Shewchuk's adaptive predicate), so no floating-point epsilon is involved.
    /// - Parameter p: The query point, in metres on the ring's plane.
    /// - Returns: `.interior`, `.boundary` or `.exterior`.
    /// - Complexity: O(n) for n edges; O(1) when `p` is outside the bounding box.
    public func locate(_ p: Point) -> Location {
        guard boundingBox.contains(p) else { return .exterior }
        var counter = RayCrossingCounter(point: p)
        var a = points[0]
        for i in 1 ..< points.count {
            let b = points[i]
            counter.countEdge(a, b)
            if counter.isOnBoundary { return .boundary }
            a = b
        }
        return counter.location
    }

    /// Locates `p` relative to the region this ring encloses, treating points within `tolerance` metres
    /// of an edge as on the boundary.
    ///
    /// `.boundary` when the exact ``locate(_:)`` says so or when the Euclidean distance from `p` to the
    /// nearest edge is at most `tolerance`; otherwise the exact answer (`.interior` or `.exterior`).
    /// With `tolerance == 0` this equals ``locate(_:)``.
    /// - Parameters:
    ///   - p: The query point, in metres.
    ///   - tolerance: Snapping distance in metres, finite and ≥ 0 (checked with `precondition`).
    /// - Returns: The location with the boundary widened by `tolerance`.
    /// - Complexity: O(n) for n edges; O(1) when `p` is farther than `tolerance` from the bounding box.
    public func locate(_ p: Point, tolerance: Double) -> Location {
        precondition(tolerance >= 0 && tolerance.isFinite, "locate(_:tolerance:) needs a finite tolerance ≥ 0, got \(tolerance)")
        guard boundingBox.squaredDistance(to: p) <= tolerance * tolerance else { return .exterior }
        let exact = locate(p)
        if exact == .boundary { return .boundary }
        return squaredBoundaryDistance(to: p) <= tolerance * tolerance ? .boundary : exact
    }

    /// Squared distance in square metres from `p` to the nearest edge (the minimum of
    /// ``Segment/squaredDistance(to:)`` over the edges, so indexed forms can reproduce it bit for bit).
    func squaredBoundaryDistance(to p: Point) -> Double {
        var best = Double.infinity
        for i in 0 ..< edgeCount {
            let d = Segment(points[i], points[i + 1]).squaredDistance(to: p)
            if d < best { best = d }
        }
        return best
    }
}

extension Polygon {
    /// Locates `p` relative to the polygon, exactly and with no tolerance.
    ///
    /// `.exterior` outside the shell or strictly inside a hole; otherwise `.boundary` on the shell or on
    /// any hole's edge or vertex; otherwise `.interior`. Either ring orientation is accepted for shell and
    /// holes. The rule is the point set "shell minus the holes' interiors" and does not depend on the order
    /// of the holes, so invalid exports get a sensible answer too: a hole ring lying partly outside the
    /// shell (some IMDF levels list extra outer rings as holes) has no boundary there, and a point on one
    /// hole's edge but inside an overlapping hole is `.exterior`. See ``Ring/locate(_:)`` for the algorithm.
    /// - Parameter p: The query point, in metres.
    /// - Returns: `.interior`, `.boundary` or `.exterior`.
    /// - Complexity: O(n) for n edges over all rings whose bounding box holds `p`; O(1) outside the shell's box.
    public func locate(_ p: Point) -> Location {
        let s = shell.locate(p)
        if s == .exterior { return .exterior }
        var onBoundary = s == .boundary
        for hole in holes {
            switch hole.locate(p) {
            case .exterior: continue
            case .boundary: onBoundary = true
            case .interior: return .exterior
            }
        }
        return onBoundary ? .boundary : .interior
    }

    /// Locates `p`, treating points within `tolerance` metres of any ring edge (shell or hole) as on the
    /// boundary.
    ///
    /// `.boundary` when the exact ``locate(_:)`` says so or ``boundaryDistance(to:)`` ≤ `tolerance`;
    /// otherwise the exact answer. With `tolerance == 0` this equals ``locate(_:)`` on valid polygons; on
    /// invalid ones a point on any ring edge is `.boundary` (also a hole edge outside the shell).
    /// - Parameters:
    ///   - p: The query point, in metres.
    ///   - tolerance: Snapping distance in metres, finite and ≥ 0 (checked with `precondition`).
    /// - Returns: The location with the boundary widened by `tolerance`.
    /// - Complexity: O(n) for n edges; O(1) when `p` is farther than `tolerance` from every ring's box.
    public func locate(_ p: Point, tolerance: Double) -> Location {
        precondition(tolerance >= 0 && tolerance.isFinite, "locate(_:tolerance:) needs a finite tolerance ≥ 0, got \(tolerance)")
        let exact = locate(p)
        if exact == .boundary { return .boundary }
        return isWithinBoundaryTolerance(p, tolerance) ? .boundary : exact
    }

    /// Whether some ring edge lies within `tolerance` metres of `p` (bounding boxes checked first).
    func isWithinBoundaryTolerance(_ p: Point, _ tolerance: Double) -> Bool {
        let t2 = tolerance * tolerance
        if shell.boundingBox.squaredDistance(to: p) <= t2 && shell.squaredBoundaryDistance(to: p) <= t2 { return true }
        for hole in holes where hole.boundingBox.squaredDistance(to: p) <= t2 {
            if hole.squaredBoundaryDistance(to: p) <= t2 { return true }
        }
        return false
    }

    /// Distance in metres from `p` to the polygon as an area: 0 when `p` is inside or on the boundary,
    /// otherwise the distance to the nearest edge of any ring (a point in a hole measures to that hole).
    /// - Parameter p: The query point, in metres; must be finite.
    /// - Returns: A distance ≥ 0, in metres.
    /// - Complexity: O(n) for n edges over all rings.
    public func distance(to p: Point) -> Double {
        locate(p) == .exterior ? boundaryDistance(to: p) : 0
    }

    /// Distance in metres from `p` to the nearest edge of any ring (shell or hole), also for interior
    /// points: how far a point inside a room is from its nearest wall.
    /// - Parameter p: The query point, in metres; must be finite.
    /// - Returns: A distance ≥ 0, in metres (0 exactly on a vertex).
    /// - Complexity: O(n) for n edges over all rings.
    public func boundaryDistance(to p: Point) -> Double {
        var best = shell.squaredBoundaryDistance(to: p)
        for hole in holes {
            let d = hole.squaredBoundaryDistance(to: p)
            if d < best { best = d }
        }
        return best.squareRoot()
    }
}

extension MultiPolygon {
    /// Locates `p` relative to the union of the polygons, exactly and with no tolerance.
    ///
    /// `.interior` when some polygon holds `p` in its interior, else `.boundary` when `p` lies on some
    /// polygon's boundary (two rooms sharing a wall: a point on the wall is `.boundary`), else
    /// `.exterior`. An empty multipolygon holds nothing. See ``Polygon/locate(_:)``.
    /// - Parameter p: The query point, in metres.
    /// - Returns: `.interior`, `.boundary` or `.exterior`.
    /// - Complexity: O(n) for n edges over all polygons whose bounding box holds `p`.
    public func locate(_ p: Point) -> Location {
        var onBoundary = false
        for polygon in polygons {
            switch polygon.locate(p) {
            case .interior: return .interior
            case .boundary: onBoundary = true
            case .exterior: break
            }
        }
        return onBoundary ? .boundary : .exterior
    }

    /// Locates `p`, treating points within `tolerance` metres of any ring edge of any polygon as on the
    /// boundary; otherwise the exact answer of ``locate(_:)``.
    /// - Parameters:
    ///   - p: The query point, in metres.
    ///   - tolerance: Snapping distance in metres, finite and ≥ 0 (checked with `precondition`).
    /// - Returns: The location with the boundary widened by `tolerance`.
    /// - Complexity: O(n) for n edges over all polygons.
    public func locate(_ p: Point, tolerance: Double) -> Location {
        precondition(tolerance >= 0 && tolerance.isFinite, "locate(_:tolerance:) needs a finite tolerance ≥ 0, got \(tolerance)")
        let exact = locate(p)
        if exact == .boundary { return .boundary }
        for polygon in polygons where polygon.isWithinBoundaryTolerance(p, tolerance) { return .boundary }
        return exact
    }

    /// Distance in metres from `p` to the union of the polygons: 0 inside or on a boundary, otherwise
    /// the smallest ``Polygon/distance(to:)``; `.infinity` for an empty multipolygon.
    /// - Parameter p: The query point, in metres; must be finite.
    /// - Returns: A distance ≥ 0, in metres.
    /// - Complexity: O(n) for n edges over all polygons.
    public func distance(to p: Point) -> Double {
        var best = Double.infinity
        for polygon in polygons {
            let d = polygon.distance(to: p)
            if d == 0 { return 0 }
            if d < best { best = d }
        }
        return best
    }
}
