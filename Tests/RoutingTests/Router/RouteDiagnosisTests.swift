import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// "No route" says which end is cut off and by what (issue 12, item 11), the same for `route` and `check`.
@Suite struct RouteDiagnosisTests {
    static let venue = VenueRouterTests.venue

    static func diagnose(_ router: VenueRouter, _ from: String, _ to: String, _ profile: RoutingProfile) throws -> (RouteResult, RouteDiagnosis) {
        let v = router.venue
        let s = try PlaceResolver.resolve(.reference(from), in: v), g = try PlaceResolver.resolve(.reference(to), in: v)
        let r = router.route(from: s, to: g, profile: profile)
        return (r, VenueRouter.diagnosis(router: router, start: s, goal: g, result: r, profile: profile))
    }

    @Test("a room whose only door is narrower than twice the clearance: the goal's door is named")
    func narrowDoor() throws {
        let v = Self.venue
        let router = try VenueRouter(venue: v, key: .accessible)
        // A room all of whose doors are 0.8 m: closed for the accessible clearance.
        let room = try #require(
            v.spaces.indices.first { s in
                let doors = v.doors.filter { $0.spaceIndices.contains(s) && !$0.joinsFloors }
                return v.spaces[s].kind == .room && !doors.isEmpty && doors.allSatisfy { ($0.width ?? 9) <= 0.8 + 1e-9 } && !v.spaces[s].names.isEmpty
            })
        let hall = try #require(v.spaces.first { $0.kind == .hallway && $0.floorIndex == v.spaces[room].floorIndex })
        let (r, d) = try Self.diagnose(router, hall.id, v.spaces[room].id, .accessible)
        #expect(r.status == .noPath)
        let f = try #require(d.findings.first)
        #expect(f.end == .goal)
        guard case let .doorsClosed(space, doors) = f.cause else {
            Issue.record("expected doorsClosed, got \(d)")
            return
        }
        #expect(space == room)
        #expect(doors.allSatisfy { $0.reason == .notWiderThanTwiceTheClearance(RouterKey.accessible.clearance) })
        #expect(d.description.contains(v.doors[doors[0].door].id))
    }

    @Test("a floor left only by avoided connections: the refused types and why")
    func avoidedConnections() throws {
        var p = RoutingProfile.default
        p.avoidedTypes = [.stairs, .elevator]
        let (r, d) = try Self.diagnose(VenueRouterTests.router, "ALD 101", "ALD 204", p)
        #expect(r.status == .noPath)
        #expect(
            d.findings.contains { f in
                if case .connectionsNotAllowed = f.cause { return f.end == .goal } else { return false }
            }, "\(d)")
        #expect(d.description.contains("stairs (avoided)") && d.description.contains("elevator (avoided)"))
    }

    @Test("a building whose entrances are all blocked: the building is named")
    func buildingWithoutEntrance() throws {
        var v = Self.venue
        let library = try PlaceResolver.resolve(.reference("Library"), in: v)
        let b = try #require(v.floors[library.points[0].floorIndex].buildingIndex)
        let floors = Set(v.buildings[b].floorIndices)
        for k in v.doors.indices where v.doors[k].joinsFloors && v.doors[k].anchors.contains(where: { floors.contains($0.floorIndex) }) {
            v.doors[k].isBlocked = true
        }
        let router = try VenueRouter(venue: v)
        let (r, d) = try Self.diagnose(router, "ALD 101", "Library", .default)
        #expect(r.status == .noPath)
        #expect(d.findings.contains { $0.cause == .buildingWithoutEntrance(building: b) && $0.end == .goal }, "\(d)")
        #expect(d.description.contains(v.buildings[b].name))
    }

    @Test("check explains unreachable rooms with the same diagnosis")
    func checkUsesTheDiagnosis() throws {
        let router = try VenueRouter(venue: Self.venue, key: .accessible)
        let check = RoutingCheck(router: router, profile: .accessible)
        let unreachable = check.findings.filter { $0.code == "unreachable-room" }
        #expect(!unreachable.isEmpty)
        #expect(unreachable.allSatisfy { $0.message.contains("is closed") || $0.message.contains("every door") }, "\(unreachable.prefix(3))")
    }
}
