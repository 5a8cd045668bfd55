import IndoorGeometry

extension RoutingCellBounds {
    /// Table columns for a campus whose gates are too many for one column each: the cells, ordered along a
    /// Hilbert curve through the centres of their gates, cut into runs of neighbouring cells (districts) of
    /// about `gates / columns` gates each, a cell never split. A district's column holds the distance to its
    /// nearest gate, a lower bound of the distance to each of them, so the bounds stay admissible and
    /// consistent; they are as sharp as one column per gate away from the goal's district and looser inside it,
    /// where the search's other bounds (the straight line, the landmarks) take over.
    ///
    /// - Parameters:
    ///   - gates: per cell, its gates (rows of `G'`), in the order of ``gateRows``.
    ///   - point: a gate row's position in metres.
    ///   - columns: most districts wanted (at least 1).
    /// - Returns: per gate (in ``gateRows`` order) its district column, and the number of districts (at most
    ///   `columns`).
    /// - Complexity: O(cells log cells + gates).
    static func districtColumns(gates: [[Int32]], point: (Int32) -> Point, columns: Int) -> (columnOfGate: [Int32], count: Int) {
        let total = gates.reduce(0) { $0 + $1.count }
        let centres: [Point?] = gates.map { list in
            guard !list.isEmpty else { return nil }
            let sum = list.reduce((x: 0.0, y: 0.0)) { s, r in
                let p = point(r)
                return (s.x + p.x, s.y + p.y)
            }
            return Point(x: sum.x / Double(list.count), y: sum.y / Double(list.count))
        }
        let box = BoundingBox(points: centres.compactMap { $0 })
        let order = gates.indices.filter { centres[$0] != nil }.sorted { a, b in
            let ka = Self.hilbertKey(centres[a]!, in: box), kb = Self.hilbertKey(centres[b]!, in: box)
            return ka != kb ? ka < kb : a < b
        }
        // Each district but the last holds at least `target` gates, so there are at most `columns` of them.
        let target = Swift.max(1, (total + columns - 1) / Swift.max(columns, 1))
        var districtOfCell = [Int32](repeating: 0, count: gates.count)
        var district: Int32 = 0, held = 0
        for c in order {
            if held >= target {
                district += 1
                held = 0
            }
            districtOfCell[c] = district
            held += gates[c].count
        }
        var columnOfGate: [Int32] = []
        columnOfGate.reserveCapacity(total)
        for (c, list) in gates.enumerated() { columnOfGate.append(contentsOf: repeatElement(districtOfCell[c], count: list.count)) }
        return (columnOfGate, total == 0 ? 0 : Int(district) + 1)
    }

    /// The position of `p` along a Hilbert curve over `box` on a 2^16 × 2^16 grid: points close on the curve
    /// are close in the plane.
    static func hilbertKey(_ p: Point, in box: BoundingBox) -> UInt64 {
        let side = 1 << 16
        func cell(_ v: Double, _ lo: Double, _ hi: Double) -> Int {
            guard hi > lo else { return 0 }
            return Swift.min(side - 1, Swift.max(0, Int((v - lo) / (hi - lo) * Double(side))))
        }
        var x = cell(p.x, box.minX, box.maxX), y = cell(p.y, box.minY, box.maxY)
        var key: UInt64 = 0
        var s = side / 2
        while s > 0 {
            let rx = (x & s) > 0 ? 1 : 0, ry = (y & s) > 0 ? 1 : 0
            key += UInt64(s) * UInt64(s) * UInt64((3 * rx) ^ ry)
            // Rotate the quadrant so that the curve's pieces join.
            if ry == 0 {
                if rx == 1 {
                    x = side - 1 - x
                    y = side - 1 - y
                }
                swap(&x, &y)
            }
            s /= 2
        }
        return key
    }
}
