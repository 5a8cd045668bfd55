/// Rules 4 and 5 of ``VenueInference``: building entrances and the ground between buildings.
extension VenueInference {
    /// The id of an inferred outdoor floor, and of its ground space.
    public static let outdoorFloorID = "inferred:outdoor"
    public static let outdoorGroundID = "inferred:outdoor-ground"
    /// Pieces of inferred outdoor ground smaller than this (m²) are dropped: slivers left between the
    /// spaces of a building that has no outline.
    public static let minimumGroundArea = 25.0
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
        // Buildings with floors but no way in: one inferred entrance each, where circulation meets the outline.
        var entered = Set(exits.compactMap { v.floors[v.doors[$0.door].floorIndex].buildingIndex })
        for d in v.doors where d.isEntrance(in: v) {
            for a in d.anchors { if let b = v.floors[a.floorIndex].buildingIndex { entered.insert(b) } }
        }
        for b in v.buildings.indices where !entered.contains(b) {
            guard let i = addEntrance(building: b, &v), let e = exit(i, v.doors[i], in: v) else { continue }
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
                    message: d.inference == .entrance
                        ? "\(building) has no entrance drawn; one is inferred where \(Self.label(d.spaceIndices.first ?? 0, in: v)) meets its outline, to '\(v.floors[out].name)'"
                        : "door '\(d.id)' on the outer wall of \(building) leads outside: an entrance to '\(v.floors[out].name)'\(reopened)"))
        }
    }

    /// Whether door `i` leads out of its building, and the point `entranceOffset` outside it.
    private func exit(_ i: Int, _ d: Door, in v: Venue) -> Exit? {
        guard d.inference == nil || d.inference == .entrance, !d.joinsFloors, d.floorIndex >= 0 && d.floorIndex < v.floors.count else { return nil }
        let floor = v.floors[d.floorIndex]
        guard !floor.isOutdoor, floor.buildingIndex != nil else { return nil }
        // Blocked by the source stays blocked; blocked for want of exits only is what this rule reopens.
        if d.isBlocked && !(Self.isBlockedForWantOfExitsOnly(d) && !d.isListedNonwalkable) { return nil }
        guard let line = d.line, let a = line.points.first, let b = line.points.last, let u = (b - a).normalized else { return nil }
        let mid = a.interpolated(to: b, t: 0.5)
        let onOutline = floor.outline.map { o in o.polygons.contains { $0.boundaryDistance(to: mid) <= 1 } } ?? false
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

    /// The ground floor of building `b`: its lowest floor at ordinal ≥ 0, else its highest below 0.
    static func groundFloor(of b: Int, in v: Venue) -> Int? {
        let floors = v.buildings[b].floorIndices.filter { $0 >= 0 && $0 < v.floors.count }
        return floors.filter { v.floors[$0].ordinal >= 0 }.min { v.floors[$0].ordinal < v.floors[$1].ordinal }
            ?? floors.max { v.floors[$0].ordinal < v.floors[$1].ordinal }
    }

    /// Adds a door on the ground floor of building `b`, which has none leading outside: in the middle of the
    /// longest stretch of a circulation space's boundary along the floor's outline, at most
    /// ``verticalOpeningWidth`` wide. Returns its index, or `nil` when no circulation meets the outline.
    private func addEntrance(building b: Int, _ v: inout Venue) -> Int? {
        guard let g = Self.groundFloor(of: b, in: v), let outline = v.floors[g].outline, !outline.isEmpty else { return nil }
        let ring = outline.polygons.map { (index: -1, polygon: $0) }
        var best: (SharedEdges.Stretch, Int)? = nil
        for i in v.spaces.indices where v.spaces[i].floorIndex == g && Self.isCirculation(i, in: v) && !v.spaces[i].isRestricted {
            guard let st = SharedEdges.stretches(of: v.spaces[i].polygon, neighbours: ring, tolerance: 0.5).first else { continue }
            if st.length > (best?.0.length ?? minimumOpeningWidth - 1e-9) { best = (st, i) }
        }
        guard let (st, space) = best else { return nil }
        let width = min(st.length, verticalOpeningWidth)
        let mid = st.midpoint, half = (st.to - st.from) * (width / (2 * st.length))
        let id = "inferred:entrance:\(v.buildings[b].id)"
        var d = Door(
            id: id, floorIndex: g, line: Polyline(uncheckedPoints: [mid - half, mid + half]), spaceIndices: [space],
            anchors: [ConnectionAnchor(floorIndex: g, point: mid, geometryID: id)], flags: AccessFlags.all.union(.outdoors), category: "entrance")
        d.inference = .entrance
        v.doors.append(d)
        return v.doors.count - 1
    }

    /// Adds an outdoor floor with one walkable space: the convex hull of the buildings' footprints grown by
    /// `outdoorMargin`, minus the footprints. Returns its index, or `nil` when there are no footprints.
    private func addOutdoorGround(_ v: inout Venue) -> Int? {
        var footprints: [Polygon] = []
        var grounded = 0
        for b in v.buildings.indices {
            guard let ground = Self.groundFloor(of: b, in: v) else { continue }
            grounded += 1
            if let outline = v.floors[ground].outline, !outline.isEmpty {
                footprints += outline.polygons
            } else {
                let own = v.spaces.filter { $0.floorIndex == ground }.map(\.polygon)
                footprints += MultiPolygon.union(of: own).buffer(distance: 0.2, style: BufferStyle(join: .mitre, mitreLimit: 2)).polygons
            }
        }
        let points = footprints.flatMap { $0.shell.points }
        guard points.count >= 3, let hull = Self.convexHull(points) else { return nil }
        let grown = Polygon(shell: hull).buffer(distance: outdoorMargin, style: BufferStyle(segmentsPerQuarterCircle: 4))
        // Slivers between the spaces of a building drawn without an outline are not ground one walks on.
        let ground = MultiPolygon(grown.difference(MultiPolygon.union(of: footprints)).polygons.filter { $0.area >= Self.minimumGroundArea })
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
                    "the venue has no outdoor floor: the ground within \(Self.metres(outdoorMargin)) m of its \(grounded) building(s) with floors is walkable outdoors (\(Self.outdoorGroundName))"
            ))
        return f
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
