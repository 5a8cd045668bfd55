/// The pole of inaccessibility of a polygon, for ``Polygon/labelPoint(precision:maxCells:)``: the "polylabel"
/// search (V. Agafonkin, Mapbox, 2016, after Garcia-Castellanos & Lombardo, 2007).
enum PolygonLabelPoint {
    /// The interior point of `polygon` farthest from every ring, to within `precision` metres, and its
    /// distance; see ``Polygon/labelPoint(precision:maxCells:)``.
    static func find(in polygon: Polygon, precision: Double, maxCells: Int) -> (point: Point, distance: Double) {
        precondition(precision > 0, "Polygon.labelPoint: precision must be > 0")
        let box = polygon.boundingBox
        let cellSize = Swift.min(box.width, box.height)
        guard cellSize > 0 else { return (box.center, 0) }

        struct Cell: Comparable {
            var center: Point
            var half: Double
            var distance: Double
            var potential: Double { distance + half * 2.0.squareRoot() }
            // Min-heap on the negated potential: the most promising cell pops first; ties broken by position
            // so the search order (and the answer) is deterministic.
            static func < (a: Cell, b: Cell) -> Bool {
                if a.potential != b.potential { return a.potential > b.potential }
                if a.center.x != b.center.x { return a.center.x < b.center.x }
                return a.center.y < b.center.y
            }
        }
        func signedDistance(_ p: Point) -> Double {
            let d = polygon.boundaryDistance(to: p)
            return polygon.locate(p) == .interior ? d : -d
        }
        func cell(_ c: Point, _ h: Double) -> Cell { Cell(center: c, half: h, distance: signedDistance(c)) }

        var queue = BinaryHeap<Cell>()
        let h = cellSize / 2
        var y = box.minY
        while y < box.maxY {
            var x = box.minX
            while x < box.maxX {
                queue.insert(cell(Point(x: x + h, y: y + h), h))
                x += cellSize
            }
            y += cellSize
        }
        var best = cell(box.center, 0)
        let centroid = areaCentroid(of: polygon.shell)
        if let c = centroid {
            let candidate = cell(c, 0)
            if candidate.distance > best.distance { best = candidate }
        }
        var examined = queue.count
        while let current = queue.popMin(), examined < maxCells {
            if current.distance > best.distance { best = current }
            if current.potential - best.distance <= precision { continue }
            let q = current.half / 2
            for (dx, dy) in [(-q, -q), (q, -q), (-q, q), (q, q)] {
                queue.insert(cell(current.center + Point(x: dx, y: dy), q))
            }
            examined += 4
        }
        // No interior point found (a sliver thinner than the precision): report distance 0.
        guard best.distance > 0 else { return (box.center, 0) }
        return (best.center, best.distance)
    }

    /// The area centroid of a shell (holes ignored), or `nil` for a zero-area shell.
    private static func areaCentroid(of shell: Ring) -> Point? {
        let pts = shell.points
        var a = 0.0, cx = 0.0, cy = 0.0
        let o = pts[0]
        for i in 0 ..< pts.count - 1 {
            let p = pts[i] - o, q = pts[i + 1] - o
            let w = p.cross(q)
            a += w
            cx += (p.x + q.x) * w
            cy += (p.y + q.y) * w
        }
        guard a != 0 else { return nil }
        return o + Point(x: cx / (3 * a), y: cy / (3 * a))
    }
}
