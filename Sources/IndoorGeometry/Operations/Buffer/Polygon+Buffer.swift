extension Polygon {
    /// The polygon grown (positive distance) or shrunk (negative distance) by `distance` metres, as a
    /// valid multipolygon. See ``MultiPolygon/buffer(distance:style:)``.
    public func buffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        MultiPolygon([self]).buffer(distance: distance, style: style)
    }
}

extension MultiPolygon {
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
        buffer(distance: distance, style: style, offsetCurves: true)
    }

    /// The buffer as the overlay of the polygons with their per-edge pieces (``BufferPieceBuilder``): the
    /// method before the offset curves, kept as the oracle they are tested against.
    func pieceUnionBuffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        buffer(distance: distance, style: style, offsetCurves: false)
    }

    /// ``buffer(distance:style:)`` from the rings' offset curves, or (`offsetCurves: false`) from the pieces.
    private func buffer(distance: Double, style: BufferStyle, offsetCurves: Bool) -> MultiPolygon {
        precondition(distance.isFinite, "buffer distance must be finite")
        if isEmpty { return MultiPolygon() }
        if distance == 0 { return normalized }
        // Shrinking works ring by ring, so several polygons are merged first: rooms sharing a wall then
        // shrink as one area instead of each pulling away from the shared edge.
        let source = distance < 0 && polygons.count > 1 ? normalized.polygons : polygons
        let own = BooleanOverlay.orientedLoops(source)
        let side: BufferPieceBuilder.RingSide = distance > 0 ? .exterior : .interior
        guard offsetCurves else {
            var pieces = BufferPieceBuilder(distance: abs(distance), style: style)
            for ring in own { pieces.addRing(ring, side: side) }
            if distance > 0 { return BooleanOverlay.run(a: own + pieces.loops, b: []) { wa, _ in wa > 0 } }
            return BooleanOverlay.run(a: own, b: pieces.loops) { wa, wb in wa > 0 && wb <= 0 }
        }
        var builder = OffsetCurveBuilder(distance: abs(distance), style: style)
        for ring in own { builder.addRing(ring, side: side) }
        if distance > 0 {
            return BooleanOverlay.run(a: builder.loops, b: [], mergeFirst: false) { wa, _ in wa > 0 }
        }
        return BooleanOverlay.run(a: builder.loops, b: [], mergeFirst: false) { wl, _ in wl < 0 }
    }
}
