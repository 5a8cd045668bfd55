import IndoorGeometry

extension NavigationMesh {
    /// Whether the straight segment from `a` to `b` lies in the free space, so that it is the shortest walk
    /// between them: walks from `a`'s polygon through the polygons the segment crosses (exact orientation
    /// tests). Conservative: a segment through a mesh vertex on a wall, or one crossing more than
    /// `maxPolygons` polygons, answers `false` (ask Polyanya then).
    /// - Complexity: O(k · e) for k polygons crossed of at most e edges each.
    func sees(_ a: Point, _ b: Point, maxPolygons: Int = 64) -> Bool {
        guard var t = locate(a) else { return false }
        var previous = -1
        let vertices = self.vertices, start = polygonStart, slots = polygonVertices, across = neighbours
        for _ in 0 ..< maxPolygons {
            if polygon(t, contains: b) { return true }
            let s0 = Int(start[t]), s1 = Int(start[t + 1])
            var next = -1
            for s in s0 ..< s1 {
                let u = vertices[Int(slots[s])], v = vertices[Int(slots[s + 1 == s1 ? s0 : s + 1])]
                // The exit edge: `b` beyond it, and the line a→b through it.
                guard Orientation.sign(u, v, b) < 0 else { continue }
                let ou = Orientation.sign(a, b, u), ov = Orientation.sign(a, b, v)
                if (ou > 0 && ov > 0) || (ou < 0 && ov < 0) { continue }
                let n = Int(across[s])
                if n < 0 { return false }
                if n == previous { continue }
                next = n
                break
            }
            guard next >= 0 else { return false }
            previous = t
            t = next
        }
        return false
    }
}
