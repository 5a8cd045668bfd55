/// A quarter turn clockwise of the venue plane, `(x, y) → (y, -x)`, for drawing a floor much taller than
/// wide across the page (``FloorRenderer/Options/turnsLongFloors``). Exact in floating point (a swap and a
/// sign), and a rotation: rings keep their orientation, holes stay holes.
enum RenderQuarterTurn {
    static func point(_ p: Point) -> Point { Point(x: p.y, y: -p.x) }

    static func ring(_ r: Ring) -> Ring { Ring(uncheckedPoints: r.points.map(point)) }

    static func polygon(_ p: Polygon) -> Polygon { Polygon(shell: ring(p.shell), holes: p.holes.map(ring)) }

    static func polyline(_ l: Polyline) -> Polyline { Polyline(uncheckedPoints: l.points.map(point)) }

    static func anchor(_ a: ConnectionAnchor) -> ConnectionAnchor {
        var out = a
        out.point = point(a.point)
        return out
    }

    /// Every geometry of `venue` turned: floor outlines, spaces (and their display points), walls, doors,
    /// obstacles, connection anchors and destination points. Names, ids and indices are unchanged.
    static func venue(_ venue: Venue) -> Venue {
        var v = venue
        for i in v.floors.indices { v.floors[i].outline = v.floors[i].outline.map { MultiPolygon($0.polygons.map(polygon)) } }
        for i in v.spaces.indices {
            v.spaces[i].polygon = polygon(v.spaces[i].polygon)
            v.spaces[i].displayPoint = v.spaces[i].displayPoint.map(point)
        }
        for i in v.walls.indices { v.walls[i].line = polyline(v.walls[i].line) }
        for i in v.doors.indices {
            v.doors[i].line = v.doors[i].line.map(polyline)
            v.doors[i].anchors = v.doors[i].anchors.map(anchor)
        }
        for i in v.obstacles.indices { v.obstacles[i].polygon = polygon(v.obstacles[i].polygon) }
        for i in v.connections.indices {
            v.connections[i].entrances = v.connections[i].entrances.map(anchor)
            v.connections[i].exits = v.connections[i].exits.map(anchor)
        }
        for i in v.destinations.indices {
            v.destinations[i].points = v.destinations[i].points.map { FloorPoint(floorIndex: $0.floorIndex, point: point($0.point)) }
        }
        return v
    }

    /// The route's legs and waypoints turned.
    static func route(_ route: RenderRoute) -> RenderRoute {
        RenderRoute(
            legs: route.legs.map { RenderRoute.Leg(floorID: $0.floorID, points: $0.points.map(point)) },
            waypoints: route.waypoints.map { RenderRoute.Waypoint(floorID: $0.floorID, point: point($0.point), floorChange: $0.floorChange) })
    }
}
