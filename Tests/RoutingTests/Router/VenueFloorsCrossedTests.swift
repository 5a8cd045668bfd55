import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// Floors crossed over ordinal gaps (issue 12, item 8), on a small venue built by hand (metres).
@Suite struct VenueFloorsCrossedTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]))
    }

    static func venue() -> Venue {
        Venue(name: "test", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 30, latitude: 60)))
    }

    // MARK: - Item 8: floors crossed

    /// A station with ordinals −1, 0 and 2 and an elevator from 0 to 2: one floor crossed, not two.
    @Test("floorsCrossed counts adjacent levels of a building, not the ordinal difference")
    func floorsCrossedSkipsOrdinalGaps() throws {
        var v = Self.venue()
        v.buildings = [Building(id: "b", name: "Station", floorIndices: [0, 1, 2])]
        for (k, o) in [-1, 0, 2].enumerated() {
            v.floors.append(Floor(id: "L\(o)", name: "Level \(o)", ordinal: o, buildingIndex: 0))
            v.spaces.append(Space(id: "W\(o)", floorIndex: k, kind: .unit, category: "walkway", polygon: Self.rect(0, 0, 20, 20)))
        }
        let anchors = [1, 2].map { ConnectionAnchor(floorIndex: $0, point: Point(x: 10, y: 10)) }
        v.connections = [VerticalConnection(id: "lift", type: .elevator, entrances: anchors, exits: anchors)]
        let router = try VenueRouter(venue: v)
        let r = router.graph.route(
            from: RoutePoint(floor: 1, point: Point(x: 5, y: 5)), to: RoutePoint(floor: 2, point: Point(x: 15, y: 15)),
            scratch: RoutingScratch())
        try #require(r.status == .found)
        let use = try #require(r.connections.first)
        #expect(use.floorsCrossed == 1)
        let model = TraversalTimeModel()
        #expect(abs(use.seconds - (model.elevator.entrySeconds + model.elevator.perFloorSeconds)) < 1e-9, "one floor's time, not two")
        // The one-to-many search (matrix, reachable) charges the same: its cost equals the single route's.
        let targets = router.graph.targets([RoutePoint(floor: 2, point: Point(x: 15, y: 15))], snapDistance: 1, distanceTable: false)
        let costs = router.graph.costs(from: RoutePoint(floor: 1, point: Point(x: 5, y: 5)), to: targets, scratch: RoutingScratch())
        let cell = try #require(costs.targets.first ?? nil)
        #expect(abs(cell.cost - r.cost) < 1e-9, "matrix cell \(cell.cost) vs route \(r.cost)")
        // Between floors of no common stack, the ordinal difference still counts.
        let graph = try RoutingGraph(
            floors: [
                FloorFreeSpace(id: "a", ordinal: 0, freeSpace: MultiPolygon([Self.rect(0, 0, 9, 9)])),
                FloorFreeSpace(id: "b", ordinal: 2, freeSpace: MultiPolygon([Self.rect(0, 0, 9, 9)]))
            ],
            connections: [
                .twoWay(id: "s", type: .stairs, anchors: [PortalAnchor(floor: 0, point: Point(x: 4, y: 4)), PortalAnchor(floor: 1, point: Point(x: 4, y: 4))])
            ])
        let s = graph.route(from: RoutePoint(floor: 0, point: Point(x: 1, y: 1)), to: RoutePoint(floor: 1, point: Point(x: 8, y: 8)), scratch: RoutingScratch())
        #expect(s.connections.first?.floorsCrossed == 2)
    }
}
