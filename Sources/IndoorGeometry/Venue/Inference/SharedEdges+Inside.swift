extension SharedEdges {
    /// Shortest part of an outline (metres) taken as lying inside another space: shorter pieces are where two
    /// outlines cross at a corner, not where one space is drawn on top of the other.
    static let minimumInsideLength = 0.05

    /// The stretches of `space`'s outline that lie in the interior of one of `lower` (a shop drawn on top of a
    /// corridor polygon, a room overlapping a hallway by a sliver), each at most one edge long, longest first.
    /// Where the outline only runs along a lower space's boundary it is not inside (``stretches(of:neighbours:tolerance:)``
    /// finds those).
    ///
    /// Each edge is cut where it crosses a lower space's boundary; a piece lies inside when its middle does
    /// (``Polygon/locate(_:)``, exact).
    /// - Complexity: O(e · n) for e edges of the space and n edges of the lower spaces whose boxes meet it.
    /// - Parameter tolerance: how far (metres) a piece's middle must lie from the lower space's boundary:
    ///   an edge drawn along a neighbour's edge, off by rounding, is shared, not inside.
    static func insideStretches(of space: Polygon, within lower: [(index: Int, polygon: Polygon)], tolerance: Double) -> [Stretch] {
        let box = space.boundingBox
        var out: [Stretch] = []
        for n in lower where n.polygon.boundingBox.intersects(box) {
            for ring in space.rings {
                let pts = ring.points
                for k in 0 ..< max(0, pts.count - 1) {
                    out += insidePieces(of: Segment(pts[k], pts[k + 1]), in: n.polygon, neighbour: n.index, tolerance: tolerance)
                }
            }
        }
        return out.sorted { $0.length > $1.length }
    }

    /// The pieces of `s` in the interior of `polygon`, merged where they meet.
    private static func insidePieces(of s: Segment, in polygon: Polygon, neighbour: Int, tolerance: Double) -> [Stretch] {
        let r = s.end - s.start
        guard r.squaredLength > 1e-18, polygon.boundingBox.intersects(BoundingBox(corner: s.start, s.end)) else { return [] }
        var cuts: [Double] = [0, 1]
        for ring in polygon.rings {
            let q = ring.points
            for j in 0 ..< max(0, q.count - 1) {
                let e = q[j + 1] - q[j]
                let den = r.cross(e)
                guard abs(den) > 1e-15 else { continue }
                let t = (q[j] - s.start).cross(e) / den, u = (q[j] - s.start).cross(r) / den
                if t > 0 && t < 1 && u >= -1e-9 && u <= 1 + 1e-9 { cuts.append(t) }
            }
        }
        cuts.sort()
        var out: [Stretch] = []
        var open: (Double, Double)? = nil
        for k in 0 ..< cuts.count - 1 {
            let t0 = cuts[k], t1 = cuts[k + 1]
            guard t1 - t0 > 1e-12 else { continue }
            let mid = s.start + r * ((t0 + t1) / 2)
            let inside = polygon.locate(mid) == .interior && !boundary(of: polygon, isWithin: tolerance, of: mid)
            if inside, let o = open {
                open = (o.0, t1)
            } else if inside {
                open = (t0, t1)
            } else if let o = open {
                out.append(Stretch(from: s.start + r * o.0, to: s.start + r * o.1, neighbour: neighbour))
                open = nil
            }
        }
        if let o = open { out.append(Stretch(from: s.start + r * o.0, to: s.start + r * o.1, neighbour: neighbour)) }
        return out.filter { $0.length >= minimumInsideLength }
    }

    /// Whether some edge of `polygon` passes within `distance` of `p`.
    private static func boundary(of polygon: Polygon, isWithin distance: Double, of p: Point) -> Bool {
        polygon.rings.contains { ring in
            let q = ring.points
            return (0 ..< max(0, q.count - 1)).contains { Segment(q[$0], q[$0 + 1]).distance(to: p) <= distance }
        }
    }
}
