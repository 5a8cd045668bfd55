extension Venue {
    /// The walls of floor `floorIndex` as solid polygons, true to the building:
    /// 1. every wall centre line is buffered by half its thickness (MVF `buffer` is a per-side offset, so a
    ///    0.15 m style gives a 0.30 m wall) with flat caps, and lines meeting at shared end points are
    ///    joined with mitres (``MultiPolygon/buffer(joinedLines:mitreLimit:)``, limit
    ///    ``wallMitreLimit``): corners, T junctions and joints of walls of different thickness are solid;
    /// 2. every usable door is cut out of the wall it lies in only (the segments it runs along, within their
    ///    half thickness + 5 cm; ``WallDoorHosts``), over the door's own span: a wall drawn straight through
    ///    a door (real exports have them) does not close it, and a wall meeting the jamb at a T or L keeps
    ///    its end;
    /// 3. every blocked door (MVF cost 2147483647, IMDF out of service) is closed by a piece of wall across
    ///    its span, as thick as the wall it lies in (the floor's thickest wall when none hosts it).
    ///
    /// A venue without drawn walls (IMDF) has ``spaceBoundaryWallThickness``: the boundaries of the spaces
    /// whose ``Space/boundaryIsWall`` the reader set become walls of that thickness (boundaries between two
    /// open walkway-like units stay open).
    /// - Parameters:
    ///   - floorIndex: index into ``floors``.
    ///   - features: the venue's features by floor, when a caller visiting every floor gathered them once
    ///     (default `nil`: this floor's are found by a pass over the venue).
    /// - Returns: a valid multipolygon in metres (empty for a floor without walls).
    /// - Complexity: one overlay of all wall pieces, after an O(d·s) search of the s wall segments hosting
    ///   each of the floor's d doors.
    public func wallPolygons(floorIndex: Int, features: VenueFloorFeatures? = nil) -> MultiPolygon {
        let wallsHere = features?.walls[floorIndex] ?? walls.indices.filter { walls[$0].floorIndex == floorIndex }
        var lines: [WallDoorHosts.Line] = wallsHere.filter { walls[$0].thickness > 0 }.map {
            WallDoorHosts.Line(points: walls[$0].line.points, thickness: walls[$0].thickness)
        }
        if let t = spaceBoundaryWallThickness, t > 0 {
            for i in features?.spaces[floorIndex] ?? spaces.indices.filter({ spaces[$0].floorIndex == floorIndex }) where spaces[i].boundaryIsWall {
                for r in spaces[i].polygon.rings { lines.append(WallDoorHosts.Line(points: r.points, thickness: t)) }
            }
        }
        lines = lines.filter { $0.points.count >= 2 }
        guard !lines.isEmpty else { return MultiPolygon() }
        let hosts = WallDoorHosts(lines: lines)
        var cuts: [Int: [Int: [(Double, Double)]]] = [:]
        /// Door spans cut out, with the half thickness of the band they cut: joints inside them get no corner.
        var openings: [(p: Point, q: Point, band: Double)] = []
        var closers: [WallDoorHosts.Line] = []
        let fallbackThickness = lines.map(\.thickness).max() ?? 0
        for i in features?.doors[floorIndex] ?? doors.indices.filter({ doors[$0].floorIndex == floorIndex }) {
            let d = doors[i]
            guard let line = d.line, let p = line.points.first, let q = line.points.last, p != q else { continue }
            if d.isBlocked {
                closers.append(hosts.closer(p, q) ?? WallDoorHosts.Line(points: [p, q], thickness: fallbackThickness))
                continue
            }
            let hs = hosts.hosts(p, q, forClosing: false)
            for h in hs { cuts[h.line, default: [:]][h.segment, default: []].append((h.s0, h.s1)) }
            if let band = hs.map({ lines[$0.line].thickness / 2 + WallDoorHosts.bandSlack }).max() { openings.append((p, q, band)) }
        }
        func joined(_ ls: [WallDoorHosts.Line]) -> [JoinedBufferLine] {
            ls.map { JoinedBufferLine(line: Polyline(uncheckedPoints: $0.points), halfWidth: $0.thickness / 2) }
        }
        let pieces = joined(hosts.cutting(cuts) + closers)
        let jointLines = joined(lines + closers)
        let cutAway = hosts.cutEnds(cuts)
        return MultiPolygon.buffer(
            joinedLines: pieces, jointsFrom: jointLines, mitreLimit: Self.wallMitreLimit,
            isRemoved: { p, d in
                cutAway.contains { $0.point.distance(to: p) <= MultiPolygon.jointTolerance && $0.direction.dot(d) > 0.9999 }
            },
            keepJoint: { j in
                // A joint inside a door span would put a corner back into the opening.
                !openings.contains { o in
                    guard let u = (o.q - o.p).normalized else { return false }
                    let len = o.p.distance(to: o.q), t = (j - o.p).dot(u)
                    return t > 0.01 && t < len - 0.01 && abs(u.cross(j - o.p)) <= o.band
                }
            })
    }

    /// Mitre limit of wall corners in ``wallPolygons(floorIndex:)``, as a multiple of
    /// the wall's half thickness: 5 (as GEOS), so corners down to 23° keep their full tip; sharper tips
    /// are cut square to the corner's bisector at 5 half thicknesses from the joint.
    public static let wallMitreLimit = 5.0
}
