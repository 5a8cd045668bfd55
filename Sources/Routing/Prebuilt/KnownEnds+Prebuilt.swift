import IndoorGeometry

extension KnownEnds {
    /// Writes `ends` to `c`, or (`ends` nil) reads them back, checked: each end on a floor with a walk table
    /// (`tables`), with that table's anchor count of walks, each walk's first turn a vertex of the floor's mesh
    /// (`vertices`) or -1 / -2, its polygons the floor's (`polygons` per floor), and the ends in strictly increasing (floor, x, y) order (the lookup's binary search).
    static func coded(
        _ ends: KnownEnds?, _ c: inout PrebuiltCoder, tables: [FloorWalkTable?], vertices: [Int], polygons: [Int]
    ) throws(PrebuiltError) -> KnownEnds {
        let floor = try c.indices(ends?.floor, "knownEnds.floor", in: 0 ..< tables.count)
        let point = try c.points(ends?.point, "knownEnds.point")
        let distance = try c.distances(ends?.distance, "knownEnds.distance")
        let start = try c.starts(ends?.start, "knownEnds.start", lists: floor.count, total: distance.count)
        let via = try c.array(ends?.via, "knownEnds.via")
        let located = try FlatLists.codedIndices(ends?.polygons, &c, lists: floor.count, below: polygons.max() ?? 0)
        if let ends { return ends }
        try c.check(point.count == floor.count && via.count == distance.count, "known ends miscounted")
        for k in floor.indices {
            let f = Int(floor[k])
            guard let table = tables[f] else { throw c.damaged("known end \(k) lies on floor \(f), which has no walk table") }
            try c.check(point[k].isFinite, "known end \(k) is not a finite point")
            try c.check(Int(start[k + 1] - start[k]) == table.anchorCount, "known end \(k) has walks to other than its floor's \(table.anchorCount) anchors")
            for i in Int(start[k]) ..< Int(start[k + 1]) where via[i] < -2 || Int(via[i]) >= vertices[f] {
                throw c.damaged("known end \(k)'s walk \(i) turns first at vertex \(via[i]), not one of its floor's \(vertices[f])")
            }
            for i in Int(located.start[k]) ..< Int(located.start[k + 1]) where Int(located.items[i]) >= polygons[f] {
                throw c.damaged("known end \(k) lies in polygon \(located.items[i]), not one of its floor's \(polygons[f])")
            }
            if k > 0 {
                let a = (floor[k - 1], point[k - 1].x.bitPattern, point[k - 1].y.bitPattern), b = (floor[k], point[k].x.bitPattern, point[k].y.bitPattern)
                try c.check(a < b, "known ends out of order at \(k)")
            }
        }
        return KnownEnds(floor: floor, point: point, start: start, distance: distance, via: via, polygons: located)
    }
}
