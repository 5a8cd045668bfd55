import Foundation
@testable import IndoorGeometry

/// Builds a full ``Venue`` for renderer tests straight from a generator plan: floors with outlines, spaces,
/// walls (interior 0.30 m, exterior 0.60 m: twice the MVF style buffers), doors, desks and vertical
/// connections, without a file reader.
enum RenderTestVenue {
    static let interiorWall = 0.30
    static let exteriorWall = 0.60

    static func make(_ options: GeneratorOptions = GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 12, seed: 3)) throws -> Venue {
        let plan = VenueGenerator.plan(options)
        var venue = Venue(name: plan.name, format: .mvf3, projection: LocalProjection(origin: plan.origin))
        for b in plan.buildings {
            venue.buildings.append(Building(id: b.id, name: b.name, floorIndices: b.floors))
        }
        for (fi, f) in plan.floors.enumerated() {
            let outline = try Polygon(rings: [FloorLayout.ccw(f.outline)])
            venue.floors.append(
                Floor(
                    id: f.id, name: f.name, shortName: f.shortName, ordinal: f.ordinal, buildingIndex: f.building,
                    isOutdoor: f.building == nil, outline: MultiPolygon([outline])))
            for s in f.spaces {
                venue.spaces.append(
                    Space(
                        id: s.id, floorIndex: fi, kind: SpaceKind(s.kind), category: s.category, polygon: try Polygon(rings: s.rings),
                        names: s.name.map { [$0] } ?? []))
            }
            for w in f.walls {
                venue.walls.append(
                    Wall(
                        id: w.id, floorIndex: fi, line: try Polyline(points: w.line), thickness: w.isExterior ? exteriorWall : interiorWall,
                        isExterior: w.isExterior))
            }
            for d in f.doors {
                venue.doors.append(
                    Door(
                        id: d.lineID, floorIndex: fi, line: try Polyline(points: d.line),
                        anchors: d.exits.map { ConnectionAnchor(floorIndex: $0.floor, point: $0.point, geometryID: $0.id) }))
            }
            for o in f.obstacles {
                venue.obstacles.append(Obstacle(id: o.id, floorIndex: fi, polygon: try Polygon(rings: [o.ring]), kind: "desk"))
            }
        }
        for c in plan.connections {
            let anchors = c.anchors.map { ConnectionAnchor(floorIndex: $0.floor, point: $0.point, geometryID: $0.id) }
            venue.connections.append(
                VerticalConnection(
                    id: c.id, type: ConnectionType(c.type), entrances: anchors, exits: anchors, entryCost: c.entryCost,
                    floorCostMultiplier: c.floorCostMultiplier, name: c.name))
        }
        return venue
    }

    /// A GeoJSON route as `indoor route` prints it (``RouteDocument``): one LineString per floor visit with a
    /// `floor` id, and between two visits a MultiPoint floor change (stairs `c-stairs-k`) from the end of one
    /// to the start of the next.
    static func routeGeoJSON(_ venue: Venue, legs: [(floor: Int, points: [Point])]) -> String {
        func coords(_ ps: [Point]) -> String {
            "["
                + ps.map { p in
                    let c = venue.projection.unproject(p)
                    return "[\(c.longitude),\(c.latitude)]"
                }.joined(separator: ",") + "]"
        }
        var features: [String] = []
        for (k, leg) in legs.enumerated() {
            let id = venue.floors[leg.floor].id
            features.append(
                #"{"type":"Feature","properties":{"floor":"\#(id)","leg":\#(k)},"geometry":{"type":"LineString","coordinates":\#(coords(leg.points))}}"#)
            if k + 1 < legs.count, let end = leg.points.last, let next = legs[k + 1].points.first {
                let to = venue.floors[legs[k + 1].floor].id
                features.append(
                    #"{"type":"Feature","properties":{"connection":"stairs","id":"c-stairs-\#(k)","fromFloor":"\#(id)","toFloor":"\#(to)"},"#
                        + #""geometry":{"type":"MultiPoint","coordinates":\#(coords([end, next]))}}"#)
            }
        }
        return #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
    }
}
