// The public operations on polygons and multipolygons, each a short entry point into the operation's own
// type: the overlay (`BooleanOverlay`), the buffers (`PolygonBuffer`), the simplifiers
// (`DouglasPeucker`, `TopologyPreservingSimplifier`), validity (`PolygonValidityChecker`) and the label
// point (`PolygonLabelPoint`). Point location, used by all of them, is in Predicates/PointInPolygon.swift.

extension MultiPolygon {
    // MARK: Set operations

    /// The result of a set operation between this geometry and `other`, as a valid multipolygon.
    ///
    /// Robust: edges are noded with exact predicates and snap rounding to a fine grid (about 2⁻⁴⁶ of the
    /// largest coordinate, e.g. 1.4e-12 m for a 100 m venue), so shared edges, collinear overlaps,
    /// identical inputs and vertex contacts are handled exactly. Output: counter-clockwise shells,
    /// clockwise holes, no repeated or collinear vertices, polygons touching at most at points; coordinates
    /// are snapped to the grid. Inputs are read with the positive winding rule, so overlapping polygons
    /// inside one input act as their union; an input ring's orientation is normalised first.
    /// Model: the overlay of JTS/GEOS `OverlayNG` (noding, labelling, polygon building), with the labelling
    /// done by winding numbers.
    /// - Parameters:
    ///   - operation: which set operation.
    ///   - other: the second operand, in the same local metres.
    /// - Returns: the result; empty when nothing remains.
    /// - Complexity: O((n + k) log n) typical for n edges and k edge crossings.
    public func applying(_ operation: BooleanOperation, _ other: MultiPolygon) -> MultiPolygon {
        if isEmpty && other.isEmpty { return MultiPolygon() }
        if operation == .intersection && (isEmpty || other.isEmpty || !boundingBox.intersects(other.boundingBox)) {
            return MultiPolygon()
        }
        if operation == .difference && isEmpty { return MultiPolygon() }
        let a = BooleanOverlay.orientedLoops(polygons)
        let b = BooleanOverlay.orientedLoops(other.polygons)
        return BooleanOverlay.run(a: a, b: b) { wa, wb in operation.includes(inFirst: wa > 0, inSecond: wb > 0) }
    }

    /// Points in this geometry or `other`. See ``applying(_:_:)``.
    public func union(_ other: MultiPolygon) -> MultiPolygon { applying(.union, other) }
    /// Points in both. See ``applying(_:_:)``.
    public func intersection(_ other: MultiPolygon) -> MultiPolygon { applying(.intersection, other) }
    /// Points in this geometry but not in `other`. See ``applying(_:_:)``.
    public func difference(_ other: MultiPolygon) -> MultiPolygon { applying(.difference, other) }
    /// Points in exactly one of the two. See ``applying(_:_:)``.
    public func symmetricDifference(_ other: MultiPolygon) -> MultiPolygon { applying(.symmetricDifference, other) }

    /// The union of many polygons in one overlay pass (no cascading needed): all edges are noded together
    /// and a point is in the result when its winding number over all inputs is positive. Shared edges of
    /// tiled rooms cancel out, so a grid of rooms becomes one polygon (with holes where rooms are missing).
    /// - Parameter polygons: the polygons; each ring's orientation is normalised first.
    /// - Returns: a valid multipolygon (see ``applying(_:_:)`` for the output form); empty for no input.
    /// - Complexity: O((n + k) log n) typical for n edges in total and k edge crossings.
    public static func union(of polygons: [Polygon]) -> MultiPolygon {
        guard !polygons.isEmpty else { return MultiPolygon() }
        return BooleanOverlay.run(a: BooleanOverlay.orientedLoops(polygons), b: []) { wa, _ in wa > 0 }
    }

    /// This geometry normalised by a self-union: overlapping polygons merged, rings oriented, repeated and
    /// collinear vertices removed, coordinates snapped to the overlay grid.
    public var normalized: MultiPolygon { MultiPolygon.union(of: polygons) }

    // MARK: Buffers

    /// The geometry grown (positive distance: points within `distance` of it) or shrunk (negative: points
    /// farther than `-distance` inside it), as a valid multipolygon.
    ///
    /// The region is the union of the polygons with pieces covering the outer side of every ring (half
    /// rectangles on the edges, joins at convex corners) when growing, and the polygons minus the pieces on
    /// the inner side (joins at reflex corners) when shrinking, so shrinking may split a polygon in pieces
    /// or return empty when nothing is wide enough. It is built as one overlay of the rings' offset curves
    /// (``OffsetCurveBuilder/addRing(_:side:)``): growing takes the positive-winding region of the outer
    /// offset loops, which as 1-chains are the rings plus their pieces; shrinking keeps the points where
    /// the inner offset loops' winding is negative. (As 1-chains each ring's pieces are the ring plus its
    /// loop, so the pieces' winding is the polygons' winding `w` (1 inside, 0 outside: they are valid, or merged) plus the loops' `l`,
    /// and it is never negative. The shrunk region, inside the polygons and in no piece, is `w = 1, w + l = 0`:
    /// exactly `l < 0`, since outside the polygons `l = w + l ≥ 0`. So the rings themselves need not be
    /// noded.) Several polygons act as their union (they are merged
    /// first when shrinking, so rooms sharing a wall shrink as one area). Holes grow and shrink the other way. Caps do not apply
    /// (rings have no ends). `distance == 0` returns the geometry normalised (``normalized``).
    /// - Parameters:
    ///   - distance: metres, positive to grow, negative to shrink; must be finite.
    ///   - style: joins and arc resolution (GEOS defaults).
    /// - Returns: the buffer; empty when a negative distance erodes everything.
    /// - Complexity: O((n·s + k) log(n·s)) for n vertices, s arc segments per join, k piece crossings.
    public func buffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        PolygonBuffer.buffer(self, distance: distance, style: style, offsetCurves: true)
    }

    /// The buffer as the overlay of the polygons with their per-edge pieces (``BufferPieceBuilder``): the
    /// method before the offset curves, kept as the oracle they are tested against.
    func pieceUnionBuffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        PolygonBuffer.buffer(self, distance: distance, style: style, offsetCurves: false)
    }

    /// The union of the buffers of many lines (e.g. all the walls of a floor) in one overlay pass.
    /// Same rules as ``Polyline/buffer(distance:style:)``; the style's per-end caps apply to every line.
    /// - Parameters:
    ///   - lines: the lines, in local metres.
    ///   - distance: buffer radius in metres; `≤ 0` gives an empty result.
    ///   - style: caps, joins and arc resolution.
    /// - Returns: the merged buffer.
    /// - Complexity: as ``Polyline/buffer(distance:style:)`` over all vertices.
    public static func buffer(lines: [Polyline], distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        guard distance > 0 && distance.isFinite, !lines.isEmpty else { return MultiPolygon() }
        var builder = OffsetCurveBuilder(distance: distance, style: style)
        for line in lines { builder.addLine(line.points, closed: false) }
        return MultiPolygon.union(ofLoops: builder.loops, mergeFirst: false)
    }

    /// Union of counter-clockwise loops by the positive winding rule. `mergeFirst: false` for loops that
    /// share few edges (offset curves); pieces that share edges keep the default.
    static func union(ofLoops loops: [[Point]], mergeFirst: Bool = true) -> MultiPolygon {
        guard !loops.isEmpty else { return MultiPolygon() }
        return BooleanOverlay.run(a: loops, b: [], mergeFirst: mergeFirst) { wa, _ in wa > 0 }
    }

    /// The union of flat-capped buffers of lines that meet at shared end points, with those joints filled
    /// as the solid corner a mason would build: walls of a floor, drawn as separate centre lines.
    ///
    /// Every line is buffered by its own half width with flat caps and mitre joins at its interior
    /// vertices. At each *joint* (a position where at least two lines end, or where a line ends on another
    /// line's interior vertex; positions within ``jointTolerance`` count as one), the line ends leaving the
    /// joint are sorted by angle; in every gap between two angularly neighbouring ends wider than a half
    /// turn (the outer side of a corner) a mitre wedge is added: the joint, the two ends' offset corners
    /// on the gap side, and the point where those offset edges meet. Two ends of one thickness give exactly
    /// the mitre join of one polyline through the joint; ends of different thickness and T or X junctions
    /// give the corner of the outer faces, so the union is solid at every joint (no notch, and no sliver
    /// between nearly collinear pieces). A gap of at most a half turn needs nothing: the two ends' own
    /// rectangles cover it. Free ends (one line end alone) stay flat.
    ///
    /// - Parameters:
    ///   - lines: centre lines with their half widths (lines with `halfWidth ≤ 0` are skipped).
    ///   - mitreLimit: the longest mitre as a multiple of the larger half width at the joint (and of the
    ///     line's half width at interior vertices); longer tips (corners sharper than
    ///     `2·asin(1 / mitreLimit)`, 23° for the default 5) are cut square to the corner's bisector at that
    ///     distance. Must be ≥ 1.
    /// - Returns: the merged buffer, a valid multipolygon in the lines' metres.
    /// - Complexity: one overlay of all pieces, O((n + k) log n) for n vertices and k piece crossings.
    public static func buffer(joinedLines lines: [JoinedBufferLine], mitreLimit: Double = defaultMitreLimit) -> MultiPolygon {
        buffer(joinedLines: lines, jointsFrom: lines, mitreLimit: mitreLimit, isRemoved: { _, _ in false }, keepJoint: { _ in true })
    }

    /// ``buffer(joinedLines:mitreLimit:)`` with the joints taken from other lines (`jointLines`, e.g. the
    /// walls before door openings were cut out of them): `isRemoved(point, direction)` marks the joint
    /// ends cut away, `keepJoint` the joints to fill at all.
    static func buffer(
        joinedLines lines: [JoinedBufferLine], jointsFrom jointLines: [JoinedBufferLine], mitreLimit: Double,
        isRemoved: (Point, Point) -> Bool, keepJoint: (Point) -> Bool
    ) -> MultiPolygon {
        PolygonBuffer.joinedLines(lines, jointsFrom: jointLines, mitreLimit: mitreLimit, isRemoved: isRemoved, keepJoint: keepJoint)
    }

    /// The default mitre limit of ``buffer(joinedLines:mitreLimit:)``: 5, as GEOS, so corners down to 23°
    /// keep their full tip.
    public static let defaultMitreLimit = 5.0

    /// End points closer than this (metres) are one joint in ``buffer(joinedLines:mitreLimit:)``.
    public static let jointTolerance = 1e-6

    // MARK: Validity

    /// The validity problems of this multipolygon (each polygon, and their pairwise interiors);
    /// empty when valid. An empty multipolygon is valid. See ``PolygonValidity``.
    /// - Parameter options: optional rules (repeated points, orientation); OGC rules by default.
    /// - Returns: the issues found.
    /// - Complexity: O(n log n + k) for n edges and k candidate edge pairs, plus O(p·n) point-in-polygon
    ///   tests for pairs of polygons whose boxes overlap.
    public func validityIssues(options: PolygonValidity.Options = .standard) -> [PolygonValidityIssue] {
        var checker = PolygonValidityChecker(polygons: polygons, options: options)
        return checker.run()
    }

    /// Whether ``validityIssues(options:)`` is empty.
    public var isValid: Bool { validityIssues().isEmpty }
}

extension Polygon {
    // MARK: Set operations

    /// `self ∪ other` as a multipolygon. See ``MultiPolygon/applying(_:_:)``.
    public func union(_ other: Polygon) -> MultiPolygon { MultiPolygon([self]).union(MultiPolygon([other])) }
    /// `self ∩ other` as a multipolygon. See ``MultiPolygon/applying(_:_:)``.
    public func intersection(_ other: Polygon) -> MultiPolygon { MultiPolygon([self]).intersection(MultiPolygon([other])) }
    /// `self ∖ other` as a multipolygon. See ``MultiPolygon/applying(_:_:)``.
    public func difference(_ other: Polygon) -> MultiPolygon { MultiPolygon([self]).difference(MultiPolygon([other])) }

    // MARK: Buffer

    /// The polygon grown (positive distance) or shrunk (negative distance) by `distance` metres, as a
    /// valid multipolygon. See ``MultiPolygon/buffer(distance:style:)``.
    public func buffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        MultiPolygon([self]).buffer(distance: distance, style: style)
    }

    // MARK: Simplification

    /// The polygon with every ring simplified independently by ``Ring/simplified(tolerance:)``.
    ///
    /// Fast, but rings may end up crossing each other, a hole may poke out of its shell and a ring may
    /// self-intersect; no ring is dropped. Use ``TopologyPreservingSimplifier`` (or
    /// `[Polygon].simplifiedPreservingTopology(tolerance:)`) for a valid result and for neighbouring
    /// polygons that must keep sharing their edges.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0).
    /// - Returns: a polygon with the same number of holes, each ring with at least 4 positions.
    /// - Precondition: `tolerance >= 0` (not NaN).
    /// - Complexity: O(n log n) typical in the total number of vertices.
    public func simplified(tolerance: Double) -> Polygon {
        Polygon(shell: shell.simplified(tolerance: tolerance), holes: holes.map { $0.simplified(tolerance: tolerance) })
    }

    /// The polygon simplified so that it stays valid: no ring self-intersects, holes stay inside the
    /// shell and never cross each other, no ring collapses.
    ///
    /// See ``TopologyPreservingSimplifier`` for the guarantees and the method.
    /// - Parameter tolerance: maximum distance in metres between a removed vertex and the output (≥ 0).
    /// - Returns: a polygon with the same number of holes, each ring with at least 4 positions.
    /// - Precondition: `tolerance >= 0` (not NaN).
    public func simplifiedPreservingTopology(tolerance: Double) -> Polygon {
        TopologyPreservingSimplifier(tolerance: tolerance).simplify([self])[0]
    }

    // MARK: Validity

    /// The validity problems of this polygon; empty when valid. See ``PolygonValidity``.
    /// - Parameter options: optional rules (repeated points, orientation); OGC rules by default.
    /// - Returns: the issues found, each with its rings and location. Several crossings of the same
    ///   pair of rings may each be listed.
    /// - Complexity: O(n log n + k) for n edges and k candidate edge pairs.
    public func validityIssues(options: PolygonValidity.Options = .standard) -> [PolygonValidityIssue] {
        MultiPolygon([self]).validityIssues(options: options)
    }

    /// Whether ``validityIssues(options:)`` is empty.
    public func isValid(options: PolygonValidity.Options = .standard) -> Bool {
        validityIssues(options: options).isEmpty
    }

    // MARK: Label point

    /// A point well inside the polygon for a label: the pole of inaccessibility, the interior point farthest
    /// from every ring (shell and holes), found to within `precision` metres.
    ///
    /// Algorithm: "polylabel" (V. Agafonkin, Mapbox, 2016, after Garcia-Castellanos & Lombardo, 2007): cover
    /// the bounding box with square cells, and repeatedly split the cell whose centre distance plus half
    /// diagonal could still beat the best found, using a priority queue. Distances come from
    /// ``boundaryDistance(to:)``; insideness from the exact ``locate(_:)``.
    ///
    /// Edge behaviour: the answer is always in the polygon's interior when the polygon has any interior
    /// (a degenerate polygon returns its bounding-box centre and distance 0); holes are respected.
    /// - Parameters:
    ///   - precision: metres, > 0: the result's distance is within this of the optimum.
    ///   - maxCells: a bound on cells examined (the search stops early with the best found so far).
    /// - Returns: the point and its distance in metres to the nearest ring edge.
    /// - Complexity: O(c · n) for c cells examined (at most `maxCells`) and n edges.
    public func labelPoint(precision: Double = 0.05, maxCells: Int = 4_000) -> (point: Point, distance: Double) {
        PolygonLabelPoint.find(in: self, precision: precision, maxCells: maxCells)
    }
}
