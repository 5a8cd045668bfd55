/// How ``MultiPolygon/buffer(distance:style:)`` and ``MultiPolygon/buffer(joinedLines:mitreLimit:)`` build
/// their result: offset curves (``OffsetCurveBuilder``) or per-edge pieces (``BufferPieceBuilder``) of the
/// rings and lines, resolved by one robust overlay (``BooleanOverlay``).
enum PolygonBuffer {
    /// ``MultiPolygon/buffer(distance:style:)`` of `geometry` from the rings' offset curves, or
    /// (`offsetCurves: false`) from the pieces.
    static func buffer(_ geometry: MultiPolygon, distance: Double, style: BufferStyle, offsetCurves: Bool) -> MultiPolygon {
        precondition(distance.isFinite, "buffer distance must be finite")
        if geometry.isEmpty { return MultiPolygon() }
        if distance == 0 { return geometry.normalized }
        // Shrinking works ring by ring, so several polygons are merged first: rooms sharing a wall then
        // shrink as one area instead of each pulling away from the shared edge.
        let source = distance < 0 && geometry.polygons.count > 1 ? geometry.normalized.polygons : geometry.polygons
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

    /// ``MultiPolygon/buffer(joinedLines:mitreLimit:)`` with the joints taken from `jointLines`: the flat-capped
    /// pieces of each line plus the mitre wedges of the joints ``JoinedLineJoints`` keeps, in one overlay.
    static func joinedLines(
        _ lines: [JoinedBufferLine], jointsFrom jointLines: [JoinedBufferLine], mitreLimit: Double,
        isRemoved: (Point, Point) -> Bool, keepJoint: (Point) -> Bool
    ) -> MultiPolygon {
        precondition(mitreLimit >= 1 && mitreLimit.isFinite, "buffer(joinedLines:): mitreLimit must be finite and ≥ 1")
        let usable = lines.filter { $0.halfWidth > 0 && $0.halfWidth.isFinite }
        guard !usable.isEmpty else { return MultiPolygon() }
        var loops: [[Point]] = []
        let style = BufferStyle(cap: .flat, join: .mitre, mitreLimit: mitreLimit)
        for (h, group) in Dictionary(grouping: usable, by: \.halfWidth).sorted(by: { $0.key < $1.key }) {
            var builder = BufferPieceBuilder(distance: h, style: style)
            for l in group { builder.addLine(l.line.points, closed: false) }
            loops += builder.loops
        }
        var joints = JoinedLineJoints(lines: jointLines.filter { $0.halfWidth > 0 && $0.halfWidth.isFinite }, mitreLimit: mitreLimit)
        joints.keep(keepJoint)
        loops += joints.wedges(isRemoved: isRemoved)
        return MultiPolygon.union(ofLoops: loops)
    }
}
