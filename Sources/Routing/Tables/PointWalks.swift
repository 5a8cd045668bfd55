import IndoorGeometry

/// The walks between a free point (a route's start or goal) and the anchors of its floor, found with a
/// ``FloorWalkTable``: per anchor slot, the exact distance and the first turn (`-1`: straight; `-2`:
/// unreachable).
struct PointWalks {
    var distance: [Double] = []
    var via: [Int32] = []
    /// Visible corners where a path from the point can first turn, with their distances (kept for paths).
    var turns: [(vertex: Int32, distance: Double)] = []

    /// Fills the walks from `p` on `mesh` to every anchor of `table`.
    mutating func fill(
        from p: Point, mesh: NavigationMesh, table: FloorWalkTable, anchorPoints: [Point],
        search core: inout PolyanyaCore
    ) {
        let n = table.anchorCount
        core.sweepFirstTurns(mesh, from: p, targets: anchorPoints, targetPolygons: table.anchorPolygons, turns: &turns, seen: &distance)
        via.removeAll(keepingCapacity: true)
        for k in 0 ..< n { via.append(distance[k] < .infinity ? -1 : -2) }
        for (v, g) in turns {
            let row = Int(table.rowOfVertex[Int(v)])
            guard row >= 0 else { continue }  // no path to an anchor turns there: every entry ∞
            let base = row * n
            table.distance.withUnsafeBufferPointer { d in
                for k in 0 ..< n {
                    let total = g + d[base + k]
                    if total < distance[k] {
                        distance[k] = total
                        via[k] = v
                    }
                }
            }
        }
    }

    /// The walking path from the point to anchor slot `k` (point first, anchor last).
    func path(from p: Point, to k: Int, table: FloorWalkTable, anchorPoints: [Point], mesh: NavigationMesh) -> [Point] {
        var out = [p]
        if via[k] >= 0 { table.appendTurns(from: via[k], towards: k, in: mesh, to: &out) }
        out.append(anchorPoints[k])
        return PolyanyaCore.taut(out)
    }
}

extension PolyanyaSearch {
    /// Fills `walks` with the exact walks from `p` to every anchor of `table` (see ``PointWalks``).
    func fill(_ walks: inout PointWalks, from p: Point, mesh: NavigationMesh, table: FloorWalkTable, anchorPoints: [Point]) {
        withCore { walks.fill(from: p, mesh: mesh, table: table, anchorPoints: anchorPoints, search: &$0) }
    }
}
