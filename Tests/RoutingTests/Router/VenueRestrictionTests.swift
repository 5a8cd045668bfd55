import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// Restricted spaces (issue 12, item 9) on small venues built by hand (metres, one building): staff may
/// start, end and walk in them; the public may do none of these.
@Suite struct VenueRestrictionTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]))
    }

    static func line(_ a: (Double, Double), _ b: (Double, Double)) -> Polyline {
        Polyline(uncheckedPoints: [Point(x: a.0, y: a.1), Point(x: b.0, y: b.1)])
    }

    static func venue() -> Venue {
        Venue(name: "test", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 30, latitude: 60)))
    }

    // MARK: - Item 9: restricted spaces

    /// Corridor A | restricted room R | corridor B in a row, doors A–R and R–B; with `detour`, a corridor
    /// C above all three joins A and B (open walkway boundaries) without entering R.
    static func restrictedVenue(detour: Bool) -> Venue {
        var v = Self.venue()
        v.buildings = [Building(id: "b", name: "Hall", floorIndices: [0])]
        v.floors = [Floor(id: "L0", name: "Level 0", ordinal: 0, buildingIndex: 0)]
        v.spaces = [
            Space(id: "A", floorIndex: 0, kind: .unit, category: "walkway", polygon: Self.rect(0, 0, 10, 4), names: ["Corridor A"]),
            Space(
                id: "R", floorIndex: 0, kind: .unit, category: "classroom", polygon: Self.rect(10, 0, 16, 4), names: ["Staff Room"],
                restriction: "employeesonly"),
            Space(id: "B", floorIndex: 0, kind: .unit, category: "walkway", polygon: Self.rect(16, 0, 26, 4), names: ["Corridor B"])
        ]
        if detour {
            v.spaces.append(Space(id: "C", floorIndex: 0, kind: .unit, category: "walkway", polygon: Self.rect(0, 4, 26, 8), names: ["Corridor C"]))
        }
        v.doors = [
            Door(
                id: "d1", floorIndex: 0, line: Self.line((10, 1), (10, 3)), spaceIndices: [0, 1],
                anchors: [ConnectionAnchor(floorIndex: 0, point: Point(x: 10, y: 2))]),
            Door(
                id: "d2", floorIndex: 0, line: Self.line((16, 1), (16, 3)), spaceIndices: [1, 2],
                anchors: [ConnectionAnchor(floorIndex: 0, point: Point(x: 16, y: 2))])
        ]
        return v
    }

    func route(_ router: VenueRouter, _ from: String, _ to: String, _ profile: RoutingProfile) throws -> RouteResult {
        router.route(
            from: try PlaceResolver.resolve(.reference(from), in: router.venue), to: try PlaceResolver.resolve(.reference(to), in: router.venue),
            profile: profile)
    }

    @Test("a restricted room is a destination and an origin for staff, never for the public")
    func restrictedRoomIsAStaffDestination() throws {
        let v = Self.restrictedVenue(detour: false)
        let public_ = try VenueRouter(venue: v)
        let staff = try VenueRouter(venue: v, key: RouterKey(includesNonPublic: true))
        #expect(try route(public_, "Corridor A", "Staff Room", .default).status == .goalRestricted)
        #expect(try route(public_, "Staff Room", "Corridor A", .default).status == .startRestricted)
        #expect(public_.restriction(of: try PlaceResolver.resolve(.reference("Staff Room"), in: v)) == "employeesonly")
        #expect(try route(staff, "Corridor A", "Staff Room", .default).status == .found)
        #expect(try route(staff, "Staff Room", "Corridor B", .default).status == .found)
    }

    @Test("a restricted room is never a thoroughfare for the public")
    func restrictedRoomIsNoThoroughfare() throws {
        let closed = Self.restrictedVenue(detour: false)
        #expect(try route(VenueRouter(venue: closed), "Corridor A", "Corridor B", .default).status == .noPath)
        let through = try route(VenueRouter(venue: closed, key: RouterKey(includesNonPublic: true)), "Corridor A", "Corridor B", .default)
        #expect(through.status == .found, "staff walk through the room")
        let open = Self.restrictedVenue(detour: true)
        let r = try route(VenueRouter(venue: open), "Corridor A", "Corridor B", .default)
        try #require(r.status == .found)
        let room = Self.rect(10, 0, 16, 4)
        for leg in r.legs {
            for i in 0 ..< leg.points.count - 1 {
                for k in 0 ... 20 {
                    let p = leg.points[i].interpolated(to: leg.points[i + 1], t: Double(k) / 20)
                    #expect(room.locate(p) != .interior, "the public route enters the restricted room at \(p)")
                }
            }
        }
    }
}
