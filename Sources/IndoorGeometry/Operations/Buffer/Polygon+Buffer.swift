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
    /// Growing is one overlay of the polygons with the buffers of all their rings; shrinking is the
    /// difference between the polygons and the buffers of their rings, so it may split a polygon in pieces
    /// or return empty when nothing is wide enough. Holes grow and shrink the other way. Caps do not apply
    /// (rings have no ends). `distance == 0` returns the geometry normalised (``normalized``).
    /// - Parameters:
    ///   - distance: metres, positive to grow, negative to shrink; must be finite.
    ///   - style: joins and arc resolution (GEOS defaults).
    /// - Returns: the buffer; empty when a negative distance erodes everything.
    /// - Complexity: O((n·s + k) log(n·s)) for n vertices, s arc segments per join, k piece crossings.
    public func buffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        precondition(distance.isFinite, "buffer distance must be finite")
        if isEmpty { return MultiPolygon() }
        if distance == 0 { return normalized }
        var builder = BufferPieceBuilder(distance: abs(distance), style: style)
        for polygon in polygons {
            for ring in polygon.rings { builder.addLine(ring.points, closed: true, useCaps: false) }
        }
        let own = BooleanOverlay.orientedLoops(polygons)
        if distance > 0 {
            return BooleanOverlay.run(a: own + builder.loops, b: []) { wa, _ in wa > 0 }
        }
        return BooleanOverlay.run(a: own, b: builder.loops) { wa, wb in wa > 0 && wb <= 0 }
    }
}
