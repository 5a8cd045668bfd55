extension Ring {
    /// Where `p` lies relative to this ring: `1` inside, `0` on the boundary, `-1` outside.
    ///
    /// Crossing-number test along +x with the exact ``Orientation/sign(_:_:_:)`` predicate, so points on an
    /// edge or vertex are reported as boundary exactly. Used by venue validation and the MVF reader to place
    /// anchors (a general `locate` belongs to the point-location kernel).
    /// - Complexity: O(edges).
    func venueSide(of p: Point) -> Int {
        guard boundingBox.contains(p) else { return -1 }
        var inside = false
        for e in 0 ..< edgeCount {
            let a = points[e], b = points[e + 1]
            if (a.y > p.y) != (b.y > p.y) {
                let o = Orientation.sign(a, b, p)
                if o == 0 { return 0 }
                if (o > 0) == (b.y > a.y) { inside.toggle() }
            } else if a.y == p.y && b.y == p.y {
                if min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) { return 0 }
            } else if a == p || b == p {
                return 0
            }
        }
        return inside ? 1 : -1
    }
}

extension Polygon {
    /// Whether `p` is inside the polygon or on its boundary (holes excluded, hole edges count as boundary).
    func venueContains(_ p: Point) -> Bool {
        let s = shell.venueSide(of: p)
        if s < 0 { return false }
        if s == 0 { return true }
        for h in holes {
            let hs = h.venueSide(of: p)
            if hs == 0 { return true }
            if hs > 0 { return false }
        }
        return true
    }
}
