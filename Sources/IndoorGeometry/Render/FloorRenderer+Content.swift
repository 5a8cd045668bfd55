extension FloorRenderer {
    /// The items of one floor, gathered once per render (indices into the venue's arrays, in venue order).
    struct FloorContent {
        let floorIndex: Int
        let floorID: String
        var spaces: [Int] = []
        var walls: [Int] = []
        var doors: [Int] = []
        var obstacles: [Int] = []
        var routeLegs: [RenderRoute.Leg] = []
        var waypoints: [RenderRoute.Waypoint] = []
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
            }
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
}
