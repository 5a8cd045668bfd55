import Foundation
import IndoorGeometry
import Testing
@testable import Routing

// PORT to d81db49: main's VenueRouterTests.adaMinimumDoorStaysOpen (5862005), unchanged, as an extension of
// the old VenueRouterTests (whose `venue` it uses); the rest of main's VenueRouterTests is not needed here.
extension VenueRouterTests {
    @Test("the accessible clearance keeps a door of the ADA minimum clear width (0.815 m) open and closes 0.80 m")
    func adaMinimumDoorStaysOpen() throws {
        let r = RoutingProfile.accessible.clearance
        #expect(2 * r < 0.815 && 2 * r >= 0.80, "half of the ADA minimum, 32 in")
        let k = try #require(
            Self.venue.doors.indices.first { (Self.venue.doors[$0].width ?? 0) >= 0.9 && !Self.venue.doors[$0].joinsFloors && !Self.venue.doors[$0].isBlocked })
        for (width, open) in [(0.815, true), (0.80, false)] {
            var v = Self.venue
            let line = try #require(v.doors[k].line)
            let a = line.points[0], b = line.points[line.points.count - 1], m = a.interpolated(to: b, t: 0.5)
            let t = width / 2 / a.distance(to: b)
            v.doors[k].line = Polyline(uncheckedPoints: [m.interpolated(to: a, t: 2 * t), m.interpolated(to: b, t: 2 * t)])
            v.walls.append(
                Wall(
                    id: "closing-wall", floorIndex: v.doors[k].floorIndex,
                    line: Polyline(uncheckedPoints: [a.interpolated(to: b, t: -0.3), b.interpolated(to: a, t: -0.3)]), thickness: 0.15))
            let fs = VenueFloorFreeSpace(venue: v, floorIndex: v.doors[k].floorIndex, clearance: r)
            #expect(fs.closedDoors.contains { $0.door == k } == !open, "door of \(width) m")
            #expect((fs.region.locate(m, tolerance: 0) != .exterior) == open, "free space through the middle of a \(width) m door")
        }
    }
}
