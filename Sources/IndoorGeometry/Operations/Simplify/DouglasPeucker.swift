/// The Ramer–Douglas–Peucker line simplification kernel, iterative with an explicit stack.
///
/// Ramer, *An iterative procedure for the polygonal approximation of plane curves* (1972); Douglas &
/// Peucker, *Algorithms for the reduction of the number of points required to represent a digitized line
/// or its caricature* (1973). A section `first … last` is replaced by the segment between its ends when
/// every vertex in between lies within the tolerance of that segment; otherwise it is split at the
/// farthest vertex and both halves are processed. Distances are to the *segment* (not the infinite
/// line), so every removed vertex lies within the tolerance of the output segment that replaced it.
///
/// Used by ``Polyline/simplified(tolerance:)``, ``Ring/simplified(tolerance:)`` and
/// ``Polygon/simplified(tolerance:)``; the topology-preserving variant is ``TopologyPreservingSimplifier``.
enum DouglasPeucker {
    /// Marks `keep[i] = true` for every vertex kept in each section between consecutive `anchors`
    /// (anchors sorted ascending; they are kept themselves).
    /// - Complexity: O(n log n) typical, O(n²) worst case; O(log n) typical stack, O(n) worst.
    static func mark(_ points: [Point], anchors: [Int], squaredTolerance: Double, keep: inout [Bool]) {
        var stack: [(Int, Int)] = []
        stack.reserveCapacity(64)
        for a in anchors { keep[a] = true }
        for k in 1 ..< anchors.count where anchors[k] - anchors[k - 1] > 1 {
            stack.append((anchors[k - 1], anchors[k]))
        }
        while let (first, last) = stack.popLast() {
            let (farthest, d2) = farthestVertex(points, first, last)
            if !removable(points, first, last, farthestSquaredDistance: d2, squaredTolerance: squaredTolerance) {
                keep[farthest] = true
                if farthest - first > 1 { stack.append((first, farthest)) }
                if last - farthest > 1 { stack.append((farthest, last)) }
            }
        }
    }

    /// The vertex strictly between `first` and `last` farthest from the segment `points[first]–points[last]`
    /// and its squared distance (ties: the smallest index). Needs `last - first >= 2`.
    @inline(__always)
    static func farthestVertex(_ points: [Point], _ first: Int, _ last: Int) -> (index: Int, squaredDistance: Double) {
        let a = points[first]
        let dx = points[last].x - a.x
        let dy = points[last].y - a.y
        let l2 = dx * dx + dy * dy
        var best = first + 1
        var bestD2 = -1.0
        if l2 > 0 {
            let inv = 1 / l2
            for i in (first + 1) ..< last {
                let px = points[i].x - a.x
                let py = points[i].y - a.y
                var t = (px * dx + py * dy) * inv
                t = t < 0 ? 0 : (t > 1 ? 1 : t)
                let ex = px - t * dx
                let ey = py - t * dy
                let d2 = ex * ex + ey * ey
                if d2 > bestD2 {
                    bestD2 = d2
                    best = i
                }
            }
        } else {
            for i in (first + 1) ..< last {
                let px = points[i].x - a.x
                let py = points[i].y - a.y
                let d2 = px * px + py * py
                if d2 > bestD2 {
                    bestD2 = d2
                    best = i
                }
            }
        }
        return (best, bestD2)
    }

    /// Whether the vertices strictly between `first` and `last` may all go, given the squared distance of
    /// the farthest one. At tolerance 0 the floating-point distance is not trusted (a vertex exactly on the
    /// segment may show a distance of 1e-16): exact orientation tests decide instead.
    @inline(__always)
    static func removable(_ points: [Point], _ first: Int, _ last: Int, farthestSquaredDistance d2: Double, squaredTolerance: Double) -> Bool {
        if d2 <= squaredTolerance { return true }
        guard squaredTolerance == 0 else { return false }
        let a = points[first], b = points[last]
        let box = BoundingBox(corner: a, b)
        for i in (first + 1) ..< last {
            let p = points[i]
            guard box.contains(p), a == b || Orientation.sign(a, b, p) == 0 else { return false }
        }
        return true
    }

    /// The kept points, in order.
    static func collect(_ points: [Point], _ keep: [Bool]) -> [Point] {
        var out: [Point] = []
        for i in points.indices where keep[i] { out.append(points[i]) }
        return out
    }

    /// Checks a tolerance: finite or infinite but not negative or NaN.
    static func checkTolerance(_ tolerance: Double) {
        precondition(tolerance >= 0, "simplification tolerance must be >= 0 metres, got \(tolerance)")
    }
}
