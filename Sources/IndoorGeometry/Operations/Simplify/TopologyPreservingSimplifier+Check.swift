extension TopologyPreservingSimplifier.Work {
    /// Whether the section `i … j` (global vertices of chain `chain`, all still kept) may be replaced by
    /// its chord without changing the topology of the current state.
    ///
    /// Candidates come from the R-tree over the input segments, queried with the chord's box grown by the
    /// tolerance: every accepted chord lies within the tolerance of the input segments it replaced, so any
    /// current segment meeting the new chord has an input segment in that box; and the region swept by the
    /// replacement lies within the tolerance of the chord.
    mutating func canReplace(_ i: Int, _ j: Int, chain: Int) -> Bool {
        let p = vertices[i]
        let q = vertices[j]
        let margin = tolerance * (1 + 1e-9) + 1e-9
        let box = BoundingBox(corner: p, q).expanded(by: margin)
        let margin2 = margin * margin
        let chord = Segment(p, q)
        query &+= 1
        if query == 0 {  // stamps wrapped around: clear them
            stamp = [UInt32](repeating: 0, count: stamp.count)
            query = 1
        }
        let currentQuery = query
        let c32 = Int32(chain)
        var ok = true
        // Copies for the closure (self is inout here); arrays are shared, not copied.
        let vertices = self.vertices, vertexChain = self.vertexChain, coverStart = self.coverStart
        let nextKept = self.nextKept, segmentVertex = self.segmentVertex
        var stamp = self.stamp
        self.stamp = []  // keep `stamp` uniquely referenced while the query mutates it
        segmentIndex.search(intersecting: box) { item in
            let g = Int(segmentVertex[item])
            if vertexChain[g] == c32 && g >= i && g < j { return true }  // being replaced
            let s = Int(coverStart[g])
            if stamp[s] == currentQuery { return true }
            stamp[s] = currentQuery
            let a = vertices[s]
            let b = vertices[Int(nextKept[s])]
            guard Self.chordMayMeet(p, q, a, b) else {
                ok = false
                return false
            }
            // Only vertices near the chord can lie in the swept region (it lies within the tolerance of it).
            if a != p && a != q && chord.squaredDistance(to: a) <= margin2 && Self.sweptRegionContains(a, vertices, i, j)
                || b != p && b != q && chord.squaredDistance(to: b) <= margin2 && Self.sweptRegionContains(b, vertices, i, j)
            {
                ok = false
                return false
            }
            return true
        }
        self.stamp = stamp
        return ok
    }

    /// Whether chord `p–q` and current segment `a–b` meet only in an allowed way: not at all, or at one
    /// shared end point without overlapping.
    static func chordMayMeet(_ p: Point, _ q: Point, _ a: Point, _ b: Point) -> Bool {
        switch SegmentIntersection(p, q, a, b) {
        case .disjoint:
            return true
        case .proper:
            return false
        case .touching:
            let aShared = a == p || a == q
            let bShared = b == p || b == q
            guard aShared != bShared else { return false }  // same segment, or touching away from the ends
            let e = aShared ? a : b  // the shared end point
            let f = aShared ? b : a  // the segment's other end
            let g = e == p ? q : p  // the chord's other end
            // Two segments from one point meet elsewhere only when collinear and pointing the same way.
            return !(Orientation.sign(e, g, f) == 0 && (f - e).dot(g - e) > 0)
        }
    }

    /// Whether `v` lies inside or on the closed loop `vertices[i] … vertices[j]` closed by the chord: the
    /// region the replacement sweeps over (non-zero winding number, exact orientation tests).
    static func sweptRegionContains(_ v: Point, _ vertices: [Point], _ i: Int, _ j: Int) -> Bool {
        var winding = 0
        for k in i ... j {
            let a = vertices[k]
            let b = k == j ? vertices[i] : vertices[k + 1]
            let s = Orientation.sign(a, b, v)
            if s == 0 && BoundingBox(corner: a, b).contains(v) { return true }  // on the boundary
            if a.y <= v.y {
                if b.y > v.y && s > 0 { winding += 1 }
            } else if b.y <= v.y && s < 0 {
                winding -= 1
            }
        }
        return winding != 0
    }
}
