import IndoorGeometry

/// The walks between a free point (a route's start or goal) and the anchors of its floor, found with a
/// ``FloorWalkTable``: per anchor slot, the exact distance and the first turn (`-1`: straight; `-2`:
/// unreachable).
///
/// Per anchor, the table's distance steps give every first turn's total to within two steps; only the turns
/// whose lower total can still beat the best upper one get their exact length summed along the path tree
/// (usually one per anchor), taken in turn order with the first strictly shortest kept, as if every total
/// were exact.
struct PointWalks {
    var distance: [Double] = []
    var via: [Int32] = []
    /// Visible corners where a path from the point can first turn, with their distances (kept for paths).
    var turns: [(vertex: Int32, distance: Double)] = []
    /// Per anchor slot: the least upper bound of a total over the turns (scratch).
    private var upper: [Double] = []
    /// Scratch for the path tree's chains (``FloorWalkTable/distance(row:to:vertices:chain:)``).
    private var chain: [Int32] = []

    /// Fills the walks from `p` on `mesh` to every anchor of `table`.
    mutating func fill(
        from p: Point, mesh: NavigationMesh, table: FloorWalkTable, anchorPoints: [Point],
        search core: inout PolyanyaCore
    ) {
        let n = table.anchorCount
        core.sweepFirstTurns(mesh, from: p, targets: anchorPoints, targetPolygons: table.anchorPolygons, turns: &turns, seen: &distance)
        via.removeAll(keepingCapacity: true)
        for k in 0 ..< n { via.append(distance[k] < .infinity ? -1 : -2) }
        upper.removeAll(keepingCapacity: true)
        upper.append(contentsOf: distance[0 ..< n])
        let turns = turns
        if !table.exactDistance.isEmpty {
            table.exactDistance.withUnsafeBufferPointer { exact in
                distance.withUnsafeMutableBufferPointer { distance in
                    via.withUnsafeMutableBufferPointer { via in
                        Self.settle(turns, table: table, exact: exact, distance: distance, via: via)
                    }
                }
            }
            return
        }
        if chain.count <= FloorWalkTable.chainLimit { chain = [Int32](repeating: 0, count: FloorWalkTable.chainLimit + 1) }
        table.distanceSteps.withUnsafeBufferPointer { d in
            table.towards.withUnsafeBufferPointer { towards in
                table.vertexOfRow.withUnsafeBufferPointer { vertexOfRow in
                    mesh.vertices.withUnsafeBufferPointer { vertices in
                        chain.withUnsafeMutableBufferPointer { chain in
                            upper.withUnsafeMutableBufferPointer { upper in
                                distance.withUnsafeMutableBufferPointer { distance in
                                    via.withUnsafeMutableBufferPointer { via in
                                        Self.settle(
                                            turns, table: table, steps: d, towards: towards, vertexOfRow: vertexOfRow, vertices: vertices,
                                            chain: chain, upper: upper, distance: distance, via: via)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The exact walks through the turns (``fill(from:mesh:table:anchorPoints:search:)`` after its sweep), over
    /// the table's buffers and this value's: per anchor, the least upper bound over the turns, then the exact
    /// total of every turn whose lower bound can still meet it, taken in turn order, the first strictly
    /// shortest kept. The same sums as ``FloorWalkTable/distance(row:to:vertices:chain:)``.
    private static func settle(
        _ turns: [(vertex: Int32, distance: Double)], table: FloorWalkTable, steps d: UnsafeBufferPointer<UInt16>,
        towards: UnsafeBufferPointer<UInt16>, vertexOfRow: UnsafeBufferPointer<Int32>, vertices: UnsafeBufferPointer<Point>,
        chain: UnsafeMutableBufferPointer<Int32>, upper: UnsafeMutableBufferPointer<Double>, distance: UnsafeMutableBufferPointer<Double>,
        via: UnsafeMutableBufferPointer<Int32>
    ) {
        let n = table.anchorCount, unit = table.unit, none = FloorWalkTable.unreachable
        // The best total is at most each turn's upper bound (two steps above its steps).
        for (v, g) in turns {
            let row = table.rowOfVertex[Int(v)]
            guard row != FloorWalkTable.noRow else { continue }  // no path to an anchor turns there: every entry ∞
            let base = Int(row) * n
            for k in 0 ..< n where d[base + k] != none { upper[k] = Swift.min(upper[k], g + (Double(d[base + k]) + 2) * unit) }
        }
        for (v, g) in turns {
            let row = table.rowOfVertex[Int(v)]
            guard row != FloorWalkTable.noRow else { continue }
            let base = Int(row) * n
            for k in 0 ..< n where d[base + k] != none && g + Double(d[base + k]) * unit <= upper[k] {
                let total = g + FloorWalkTable.length(Int(row), k, n, towards, vertexOfRow, table.anchors[k], vertices, chain: chain)
                if total < distance[k] {
                    distance[k] = total
                    via[k] = v
                }
            }
        }
    }

    /// The exact walks through the turns when the table keeps its exact lengths (``FloorWalkTable/exactDistance``):
    /// every turn's total read off, taken in turn order, the first strictly shortest kept. The same totals and
    /// choices as the bounded ``settle(_:table:steps:towards:vertexOfRow:vertices:chain:upper:distance:via:)``:
    /// a turn that one skips totals more than the shortest, so it is never the first strictly shortest here.
    private static func settle(
        _ turns: [(vertex: Int32, distance: Double)], table: FloorWalkTable, exact: UnsafeBufferPointer<Double>,
        distance: UnsafeMutableBufferPointer<Double>, via: UnsafeMutableBufferPointer<Int32>
    ) {
        let n = table.anchorCount
        for (v, g) in turns {
            let row = table.rowOfVertex[Int(v)]
            guard row != FloorWalkTable.noRow else { continue }  // no path to an anchor turns there: every entry ∞
            let base = Int(row) * n
            for k in 0 ..< n {
                let total = g + exact[base + k]
                if total < distance[k] {
                    distance[k] = total
                    via[k] = v
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
