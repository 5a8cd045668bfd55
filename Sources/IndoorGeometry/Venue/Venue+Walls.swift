extension Venue {
    /// The walls of floor `floorIndex` as solid polygons: every wall centre line buffered by half its
    /// thickness (MVF `buffer` is a per-side offset, so a 0.15 m style gives a 0.30 m wall) with flat caps
    /// and mitre joins, unioned; then every usable door's opening cut through them, so a wall end at a door
    /// jamb never narrows the door and a wall drawn straight through a door (real exports have them) does
    /// not close it. Blocked doors stay closed.
    ///
    /// IMDF has no walls: pass `unitBoundaryThickness` to turn the boundaries of non-open units into
    /// walls of that thickness (boundaries between two open walkway-like units stay open).
    /// - Parameters:
    ///   - floorIndex: index into ``floors``.
    ///   - unitBoundaryThickness: metres, for IMDF venues; `nil` uses only drawn walls.
    /// - Returns: a valid multipolygon in metres (empty for a floor without walls).
    /// - Complexity: one buffer-and-union overlay of the floor's walls plus one difference with the doors.
    public func wallPolygons(floorIndex: Int, unitBoundaryThickness: Double? = nil) -> MultiPolygon {
        var lines: [(Polyline, Double)] = walls.filter { $0.floorIndex == floorIndex }.map { ($0.line, $0.thickness) }
        if let t = unitBoundaryThickness {
            let open: Set<String> = ["walkway", "walkway.island", "lobby", "platform", "unenclosedarea", "footbridge", "ramp", "parking", "road"]
            for u in spaces where u.floorIndex == floorIndex && u.isWalkable && !open.contains(u.category ?? "") {
                for r in u.polygon.rings { lines.append((Polyline(uncheckedPoints: r.points), t)) }
            }
        }
        guard !lines.isEmpty else { return MultiPolygon() }
        var solid = MultiPolygon()
        let byThickness = Dictionary(grouping: lines, by: { $0.1 })
        for (t, group) in byThickness.sorted(by: { $0.key < $1.key }) where t > 0 {
            let b = MultiPolygon.buffer(lines: group.map(\.0), distance: t / 2, style: BufferStyle(cap: .flat, join: .mitre, mitreLimit: 2))
            solid = solid.isEmpty ? b : solid.union(b)
        }
        let maxThickness = lines.map(\.1).max() ?? 0
        var cuts: [Polygon] = []
        for d in doors where d.floorIndex == floorIndex && !d.isBlocked {
            guard let line = d.line else { continue }
            cuts += line.buffer(distance: maxThickness / 2 + 0.05, style: BufferStyle(cap: .flat, join: .mitre)).polygons
        }
        return cuts.isEmpty ? solid : solid.difference(MultiPolygon.union(of: cuts))
    }
}
