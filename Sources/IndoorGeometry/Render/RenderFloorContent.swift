/// The items of one floor that ``FloorRenderer`` draws, gathered once per render (indices into the venue's
/// arrays, in venue order).
struct RenderFloorContent {
    let floorIndex: Int
    let floorID: String
    var spaces: [Int] = []
    var walls: [Int] = []
    var doors: [Int] = []
    var obstacles: [Int] = []
    var routeLegs: [RenderRoute.Leg] = []
    var waypoints: [RenderRoute.Waypoint] = []
    /// Where the whole route starts and ends, when that is on this floor (not where it enters or
    /// leaves the floor by a connection).
    var routeStart: Point?
    var routeEnd: Point?
    /// On an outdoor floor: each building's footprint (``footprint(of:in:)``) with the building index.
    var footprints: [(building: Int, polygons: [Polygon])] = []
    /// On an outdoor floor: the building entrances, doors with an anchor on this floor and another on a
    /// building floor (door index and the anchor on this floor).
    var entrances: [(door: Int, point: Point)] = []
    var boundingBox = BoundingBox.empty

    init(venue: Venue, floorIndex: Int, route: RenderRoute?) {
        self.floorIndex = floorIndex
        let floor = venue.floors[floorIndex]
        floorID = floor.id
        if let outline = floor.outline { boundingBox = boundingBox.union(outline.boundingBox) }
        for (i, s) in venue.spaces.enumerated() where s.floorIndex == floorIndex {
            spaces.append(i)
            boundingBox = boundingBox.union(s.polygon.boundingBox)
        }
        for (i, w) in venue.walls.enumerated() where w.floorIndex == floorIndex {
            walls.append(i)
            boundingBox = boundingBox.union(w.line.boundingBox.expanded(by: w.thickness / 2))
        }
        for (i, d) in venue.doors.enumerated() where d.floorIndex == floorIndex && d.line != nil {
            doors.append(i)
        }
        for (i, o) in venue.obstacles.enumerated() where o.floorIndex == floorIndex {
            obstacles.append(i)
            boundingBox = boundingBox.union(o.polygon.boundingBox)
        }
        if let route {
            let name = floor.name.lowercased()
            let matches: (String) -> Bool = { $0 == floor.id || $0.lowercased() == name }
            routeLegs = route.legs.filter { matches($0.floorID) }
            waypoints = route.waypoints.filter { matches($0.floorID) }
            for leg in routeLegs { boundingBox = boundingBox.union(BoundingBox(points: leg.points)) }
            if let first = route.legs.first, matches(first.floorID) { routeStart = first.points.first }
            if let last = route.legs.last, matches(last.floorID) { routeEnd = last.points.last }
        }
        if floor.isOutdoor {
            for b in venue.buildings.indices {
                let polygons = Self.footprint(of: b, in: venue)
                guard !polygons.isEmpty else { continue }
                footprints.append((b, polygons))
                for p in polygons { boundingBox = boundingBox.union(p.boundingBox) }
            }
            for (i, d) in venue.doors.enumerated() where d.joinsFloors {
                guard let a = d.anchors.first(where: { $0.floorIndex == floorIndex }) else { continue }
                entrances.append((i, a.point))
                boundingBox.expand(toInclude: a.point)
            }
        }
    }

    /// A building's footprint: the outline of its ground floor (its lowest floor with ordinal ≥ 0, else
    /// its lowest), else the union of that floor's spaces; empty for a building without floors.
    static func footprint(of building: Int, in venue: Venue) -> [Polygon] {
        let floors = venue.buildings[building].floorIndices.filter { venue.floors.indices.contains($0) }
        let ground = floors.filter { venue.floors[$0].ordinal >= 0 }.min { venue.floors[$0].ordinal < venue.floors[$1].ordinal }
        guard let f = ground ?? floors.min(by: { venue.floors[$0].ordinal < venue.floors[$1].ordinal }) else { return [] }
        if let outline = venue.floors[f].outline, !outline.isEmpty { return outline.polygons }
        return MultiPolygon.union(of: venue.spaces.filter { $0.floorIndex == f && !$0.isVoid }.map(\.polygon)).polygons
    }

    /// Layer rank of a space: hallways, units and unknown kinds first, rooms above, areas on top.
    static func rank(_ kind: SpaceKind) -> Int {
        switch kind {
        case .other: return 0
        case .hallway, .unit: return 1
        case .room: return 2
        case .area: return 3
        }
    }
}
