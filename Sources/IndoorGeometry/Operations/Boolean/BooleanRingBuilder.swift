/// Turns the result edges of a labelled ``BooleanGraph`` into polygons: traces rings with the result's
/// interior on their left, splits them at repeated nodes into simple rings, drops collinear vertices,
/// and assigns each clockwise ring (a hole) to the smallest counter-clockwise ring (shell) containing it.
/// Model: the maximal/minimal edge rings of JTS/GEOS `OverlayNG` (`PolygonBuilder`).
enum BooleanRingBuilder {
    /// Builds the result polygons. `inResult[h]` marks half-edges on the result boundary with the result
    /// interior on their left. Output rings are in grid units.
    static func build(graph: BooleanGraph, inResult: [Bool]) -> (shells: [[Point]], holesOf: [[[Point]]]) {
        var visited = [Bool](repeating: false, count: inResult.count)
        var shells: [[Point]] = []
        var holes: [[Point]] = []
        var walk: [Int] = []
        var stackPosition = [Int32](repeating: -1, count: graph.nodes.count)
        for start in inResult.indices where inResult[start] && !visited[start] {
            walk.removeAll(keepingCapacity: true)
            var h = start
            var guardSteps = 0
            repeat {
                visited[h] = true
                walk.append(graph.origin(h))
                h = nextResult(graph, inResult, after: h)
                guardSteps += 1
            } while h != start && h >= 0 && guardSteps <= inResult.count
            for ring in splitAtRepeatedNodes(walk, &stackPosition) {
                let pts = ring.map { graph.nodes[$0] }
                if isCounterClockwise(pts) { shells.append(simplified(pts)) } else { holes.append(simplified(pts)) }
            }
        }
        return (shells, assign(holes: holes, to: shells))
    }

    /// The result half-edge leaving the end of `h`: the first one clockwise from `h`'s twin.
    private static func nextResult(_ g: BooleanGraph, _ inResult: [Bool], after h: Int) -> Int {
        let v = g.target(h)
        let lo = Int(g.outStart[v]), hi = Int(g.outStart[v + 1]), deg = hi - lo
        let p = Int(g.position[h ^ 1]) - lo
        for step in 1 ... deg {
            let cand = Int(g.outList[lo + ((p - step) % deg + deg) % deg])
            if inResult[cand] { return cand }
        }
        return -1
    }

    /// Splits a closed walk of node ids into simple cycles at repeated nodes. `position` (one entry per
    /// node, all -1) is scratch space, restored to all -1 on return.
    private static func splitAtRepeatedNodes(_ walk: [Int], _ position: inout [Int32]) -> [[Int]] {
        var stack: [Int] = []
        var out: [[Int]] = []
        for v in walk {
            let k = Int(position[v])
            if k >= 0 {
                let cycle = Array(stack[k...])
                for u in stack[(k + 1)...] { position[u] = -1 }
                stack.removeSubrange((k + 1)...)
                if cycle.count >= 3 { out.append(cycle) }
            } else {
                position[v] = Int32(stack.count)
                stack.append(v)
            }
        }
        for u in stack { position[u] = -1 }
        if stack.count >= 3 { out.append(stack) }
        return out
    }

    /// Orientation of a simple ring (open list), decided exactly at its lowest-leftmost vertex.
    static func isCounterClockwise(_ pts: [Point]) -> Bool {
        var m = 0
        for i in 1 ..< pts.count where pts[i].x < pts[m].x || (pts[i].x == pts[m].x && pts[i].y < pts[m].y) { m = i }
        let prev = pts[(m + pts.count - 1) % pts.count], next = pts[(m + 1) % pts.count]
        return BooleanGridOrientation.sign(prev, pts[m], next) > 0
    }

    /// Removes vertices where the ring runs straight on; returns a closed ring (first == last).
    static func simplified(_ pts: [Point]) -> [Point] {
        let n = pts.count
        var out: [Point] = []
        out.reserveCapacity(n + 1)
        for i in 0 ..< n {
            let prev = out.last ?? pts[(i + n - 1) % n]
            if BooleanGridOrientation.sign(prev, pts[i], pts[(i + 1) % n]) != 0 { out.append(pts[i]) }
        }
        // The first kept vertex was tested against the original predecessor; recheck the seam.
        while out.count > 3, BooleanGridOrientation.sign(out[out.count - 1], out[0], out[1]) == 0 { out.removeFirst() }
        while out.count > 3, BooleanGridOrientation.sign(out[out.count - 2], out[out.count - 1], out[0]) == 0 { out.removeLast() }
        if out.count < 3 { out = pts }
        out.append(out[0])
        return out
    }

    /// For each shell, its holes: each hole goes to the smallest shell that contains it.
    private static func assign(holes: [[Point]], to shells: [[Point]]) -> [[[Point]]] {
        var result = [[[Point]]](repeating: [], count: shells.count)
        guard !holes.isEmpty else { return result }
        let boxes = shells.map { BoundingBox(points: $0) }
        let areas = shells.map { abs(signedArea($0)) }
        var order = Array(shells.indices)
        order.sort { areas[$0] < areas[$1] }
        for hole in holes {
            let hb = BoundingBox(points: hole)
            var owner = -1
            for s in order where boxes[s].contains(hb) {
                if contains(shell: shells[s], ring: hole) {
                    owner = s
                    break
                }
            }
            if owner >= 0 { result[owner].append(hole) }
        }
        return result
    }

    private static func contains(shell: [Point], ring: [Point]) -> Bool {
        for p in ring {
            switch BooleanRingLocation.locate(p, in: shell) {
            case .interior: return true
            case .exterior: return false
            case .boundary: continue
            }
        }
        for i in 0 ..< ring.count - 1 {
            let p = Point(x: (ring[i].x + ring[i + 1].x) / 2, y: (ring[i].y + ring[i + 1].y) / 2)
            switch BooleanRingLocation.locate(p, in: shell) {
            case .interior: return true
            case .exterior: return false
            case .boundary: continue
            }
        }
        return true
    }

    static func signedArea(_ pts: [Point]) -> Double {
        var s = 0.0
        let o = pts[0]
        for i in 1 ..< pts.count - 1 { s += (pts[i] - o).cross(pts[i + 1] - o) }
        return s / 2
    }
}
