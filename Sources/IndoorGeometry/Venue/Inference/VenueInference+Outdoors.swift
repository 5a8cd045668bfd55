/// Rules 4 and 5 of ``VenueInference``: building entrances and the ground between buildings.
extension VenueInference {
    /// The id of an inferred outdoor floor, and of its ground space.
    public static let outdoorFloorID = "inferred:outdoor"
    public static let outdoorGroundID = "inferred:outdoor-ground"
    /// The name of inferred outdoor ground, as routes show it.
    public static let outdoorGroundName = "Outdoor (unmapped)"

    /// A door that leads out of its building: its index and the point just outside it.
    private struct Exit {
        var door: Int
        var outside: Point
    }

    /// Joins every door that leads outside to the outdoor floor, inferring that floor when there is none.
    func joinEntrances(_ v: inout Venue) {
        var exits: [Exit] = []
        for (i, d) in v.doors.enumerated() {
            guard let e = exit(i, d, in: v) else { continue }
            exits.append(e)
        }
        guard !exits.isEmpty else { return }
        var outdoorFloors = v.floors.indices.filter { v.floors[$0].isOutdoor }
        if outdoorFloors.isEmpty {
            guard let f = addOutdoorGround(&v) else { return }
            outdoorFloors = [f]
        }
        for e in exits {
            let d = v.doors[e.door]
            let ordinal = v.floors[d.floorIndex].ordinal
            // The outdoor floor at the door's ordinal, else the nearest one.
            guard let out = outdoorFloors.min(by: { abs(v.floors[$0].ordinal - ordinal) < abs(v.floors[$1].ordinal - ordinal) }) else { continue }
            let flags = d.flags.union(.outdoors)
            var anchors = d.anchors.isEmpty ? [ConnectionAnchor(floorIndex: d.floorIndex, point: Self.middle(of: d), flags: flags)] : d.anchors
            anchors.append(ConnectionAnchor(floorIndex: out, point: e.outside, geometryID: Self.outdoorFloorID, flags: flags))
            v.doors[e.door].anchors = anchors
            v.doors[e.door].flags = flags
            if d.isBlocked { v.doors[e.door].isBlocked = false }
            let building = v.floors[d.floorIndex].buildingIndex.map { "'\(v.buildings[$0].name)'" } ?? "its building"
            let reopened = d.isBlocked ? " (the source gives it no exits)" : ""
            v.inferences.append(
                InferredElement(
                    kind: .entrance, id: d.id, spaceIDs: d.spaceIndices.map { v.spaces[$0].id }, floorIndex: d.floorIndex, point: Self.middle(of: d),
                    width: d.width,
                    message: "door '\(d.id)' on the outer wall of \(building) leads outside: an entrance to '\(v.floors[out].name)'\(reopened)"))
        }
    }

    /// Whether door `i` leads out of its building, and the point `entranceOffset` outside it.
    private func exit(_ i: Int, _ d: Door, in v: Venue) -> Exit? {
        guard d.inference == nil, !d.joinsFloors, d.floorIndex >= 0 && d.floorIndex < v.floors.count else { return nil }
        let floor = v.floors[d.floorIndex]
        guard !floor.isOutdoor, floor.buildingIndex != nil else { return nil }
        // Blocked by the source stays blocked; blocked for want of exits only is what this rule reopens.
        if d.isBlocked && !(d.hasNoExits && !d.isListedNonwalkable && d.entryCost < 2_147_483_647) { return nil }
        guard let line = d.line, let a = line.points.first, let b = line.points.last, let u = (b - a).normalized else { return nil }
        let mid = a.interpolated(to: b, t: 0.5)
        let onOutline = floor.outline.map { o in o.polygons.contains { p in p.rings.contains { r in Self.distance(mid, to: r) <= 1 } } } ?? false
        // No space of the building beyond it: one space (or one anchor) only, flagged outdoors or on the outline.
        guard d.spaceIndices.count <= 1 || Set(d.anchors.map(\.point)).count <= 1 else { return nil }
        guard d.flags.contains(.outdoors) || (d.spaceIndices.count == 1 && onOutline) else { return nil }
        // The side of the door that no space of its floor covers.
        let normal = Point(x: -u.y, y: u.x)
        for side in [1.0, -1.0] {
            let probe = mid + normal * (side * 0.5)
            let covered = v.spaces.contains { $0.floorIndex == d.floorIndex && $0.polygon.locate(probe) != .exterior }
            if !covered { return Exit(door: i, outside: mid + normal * (side * entranceOffset)) }
        }
        return nil
    }

    /// Adds an outdoor floor with one walkable space: the convex hull of the buildings' footprints grown by
    /// `outdoorMargin`, minus the footprints. Returns its index, or `nil` when there are no footprints.
    private func addOutdoorGround(_ v: inout Venue) -> Int? {
        var footprints: [Polygon] = []
        for (b, building) in v.buildings.enumerated() {
            let floors = building.floorIndices.filter { $0 >= 0 && $0 < v.floors.count }
            // The ground floor: the lowest at ordinal ≥ 0, else the highest below.
            guard
                let ground = floors.filter({ v.floors[$0].ordinal >= 0 }).min(by: { v.floors[$0].ordinal < v.floors[$1].ordinal })
                    ?? floors.max(by: { v.floors[$0].ordinal < v.floors[$1].ordinal })
            else { continue }
            if let outline = v.floors[ground].outline, !outline.isEmpty {
                footprints += outline.polygons
            } else {
                let own = v.spaces.filter { $0.floorIndex == ground }.map(\.polygon)
                footprints += MultiPolygon.union(of: own).buffer(distance: 0.2, style: BufferStyle(join: .mitre, mitreLimit: 2)).polygons
            }
            _ = b
        }
        let points = footprints.flatMap { $0.shell.points }
        guard points.count >= 3, let hull = Self.convexHull(points) else { return nil }
        let grown = Polygon(shell: hull).buffer(distance: outdoorMargin, style: BufferStyle(segmentsPerQuarterCircle: 4))
        let ground = grown.difference(MultiPolygon.union(of: footprints))
        guard !ground.isEmpty else { return nil }
        let f = v.floors.count
        v.floors.append(Floor(id: Self.outdoorFloorID, name: Self.outdoorGroundName, ordinal: 0, buildingIndex: nil, isOutdoor: true, outline: grown))
        for p in ground.polygons {
            v.spaces.append(
                Space(
                    id: Self.outdoorGroundID, floorIndex: f, kind: .area, category: "outdoor (unmapped)", polygon: p, names: [Self.outdoorGroundName],
                    isWalkable: true))
        }
        let box = grown.boundingBox
        v.inferences.append(
            InferredElement(
                kind: .outdoorGround, id: Self.outdoorFloorID, spaceIDs: [Self.outdoorGroundID], floorIndex: f, point: box.center,
                message:
                    "the venue has no outdoor floor: the ground within \(Self.metres(outdoorMargin)) m of its \(v.buildings.count) building(s) is walkable outdoors (\(Self.outdoorGroundName))"
            ))
        return f
    }

    /// Distance from `p` to ring `r`'s boundary.
    static func distance(_ p: Point, to r: Ring) -> Double {
        var best = Double.infinity
        for k in 0 ..< max(0, r.points.count - 1) { best = min(best, Segment(r.points[k], r.points[k + 1]).distance(to: p)) }
        return best
    }

    /// The convex hull of `points` as a closed counter-clockwise ring (Andrew's monotone chain), `nil` when
    /// the points are collinear.
    static func convexHull(_ points: [Point]) -> Ring? {
        let pts = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        func half(_ seq: [Point]) -> [Point] {
            var h: [Point] = []
            for p in seq {
                while h.count >= 2 && (h[h.count - 1] - h[h.count - 2]).cross(p - h[h.count - 2]) <= 0 { h.removeLast() }
                h.append(p)
            }
            return h
        }
        let lower = half(pts), upper = half(pts.reversed())
        let hull = Array(lower.dropLast()) + Array(upper.dropLast())
        guard hull.count >= 3 else { return nil }
        return Ring(uncheckedPoints: hull + [hull[0]])
    }
}
