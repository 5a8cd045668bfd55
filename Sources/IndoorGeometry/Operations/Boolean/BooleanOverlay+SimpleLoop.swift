extension BooleanOverlay {
    /// The overlay's answer when its noded edges are one simple loop, without building the graph: the
    /// loop's inside (simplified as ``BooleanRingBuilder`` simplifies rings) or nothing, by `include`.
    /// Nil when the edges are anything else (several loops, a repeated vertex, edges out of order, unequal
    /// contributions) or when the result would hold the outside; the caller then runs the full overlay.
    ///
    /// Why it is the same answer: the edges cross and touch nowhere but at shared end points (the noder
    /// left them alone), so a loop through distinct vertices is a simple ring; its inside has the winding
    /// numbers of one edge's contribution (counter-clockwise) or their negation (clockwise), its outside
    /// zero, and the result boundary is the loop itself.
    /// - Parameters:
    ///   - segs: the noder's unchanged edges, in grid units and in input order.
    ///   - precision: the overlay's grid, to map the ring back to metres.
    /// - Complexity: O(n) for n edges.
    static func simpleLoopResult(_ segs: [BooleanEdge], precision: BooleanPrecision, include: (Int32, Int32) -> Bool) -> MultiPolygon? {
        let n = segs.count
        guard n >= 3, let first = segs.first, segs[n - 1].b == first.a else { return nil }
        let da = first.deltaA, db = first.deltaB
        var vertices: [Point] = []
        vertices.reserveCapacity(n)
        var seen = BooleanKeyTable(capacity: n)
        for i in 0 ..< n {
            let s = segs[i]
            if s.deltaA != da || s.deltaB != db { return nil }
            if i > 0 && segs[i - 1].b != s.a { return nil }
            let k = BooleanKeyTable.words(s.a)
            if seen.value(for: k.0, k.1, orInsert: Int32(i)) != Int32(i) { return nil }
            vertices.append(s.a)
        }
        let counterClockwise = BooleanRingBuilder.isCounterClockwise(vertices)
        let inside = counterClockwise ? include(da, db) : include(-da, -db)
        if include(0, 0) { return nil }
        if !inside { return MultiPolygon() }
        if !counterClockwise { vertices.reverse() }
        let shell = BooleanRingBuilder.simplified(vertices).map(precision.metres)
        return MultiPolygon([Polygon(shell: Ring(uncheckedPoints: shell))])
    }
}
