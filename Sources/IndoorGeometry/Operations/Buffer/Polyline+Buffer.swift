extension Polyline {
    /// The area within `distance` metres of this line, as a valid multipolygon.
    ///
    /// Built as the raw offset curve of the line (right side, end cap, left side, start cap, joins on the
    /// outer side of every corner; see ``OffsetCurveBuilder``), whose self-overlaps are resolved by one
    /// robust overlay with the positive winding rule (see ``MultiPolygon/applying(_:_:)``), so
    /// self-crossing and self-overlapping lines, hairpin turns, repeated points and zero-length segments
    /// are all handled. The region is the same as the union of per-segment rectangles, corner joins and
    /// end caps. A closed line (first point equal to the last, at least three distinct points) is buffered
    /// as a ring: joins at every vertex, no caps, so a wall loop gives a polygon with a hole. A line whose
    /// points all coincide gives a disk (round cap), a square (square cap) or nothing (flat cap), as GEOS
    /// does. Arc vertices lie exactly at `distance`; chords cut at most
    /// ``BufferStyle/maxArcError(distance:)`` inside. Output coordinates are snapped to the overlay grid
    /// (see ``MultiPolygon/applying(_:_:)``).
    /// - Parameters:
    ///   - distance: buffer radius in metres; `≤ 0` (or not finite) gives an empty result, as GEOS does
    ///     for lines.
    ///   - style: caps, joins and arc resolution (GEOS defaults); per-end caps via
    ///     ``BufferStyle/capAtStart`` / ``BufferStyle/capAtEnd``.
    /// - Returns: the buffer, counter-clockwise shells and clockwise holes.
    /// - Complexity: O((n·s + k) log(n·s)) for n vertices, s arc segments per join, k self-crossings of
    ///   the offset curve.
    public func buffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        guard distance > 0 && distance.isFinite else { return MultiPolygon() }
        var builder = OffsetCurveBuilder(distance: distance, style: style)
        builder.addLine(points, closed: false)
        return MultiPolygon.union(ofLoops: builder.loops, mergeFirst: false)
    }

    /// The buffer as the union of per-segment pieces (``BufferPieceBuilder``): the method before the offset
    /// curve, kept as the oracle the offset curve is tested against.
    func pieceUnionBuffer(distance: Double, style: BufferStyle = .default) -> MultiPolygon {
        guard distance > 0 && distance.isFinite else { return MultiPolygon() }
        var builder = BufferPieceBuilder(distance: distance, style: style)
        builder.addLine(points, closed: false)
        return MultiPolygon.union(ofLoops: builder.loops)
    }
}
