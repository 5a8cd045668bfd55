import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// `indoor check` measures reachability from a space in the largest walkable component, not from the
/// space with the most doors: a suite of two rooms joined by one opening must not stand for a venue whose
/// open walkways hold more spaces.
@Suite struct RoutingCheckReferenceTests {
    /// Walkways W1–W3 in a row (open to each other, no openings), a doorless office above W1, and a suite of
    /// two rooms above W2–W3 joined to each other by an opening but to no walkway: the suite's rooms have
    /// the most doors of the floor, the walkways the largest component.
    static func officeFloor() -> Venue {
        var v = HandMadeVenue.venue()
        v.spaces = [
            HandMadeVenue.unit("O", "office", 0, 4, 8, 10, name: "Office 1"),
            HandMadeVenue.unit("W1", "walkway", 0, 0, 10, 4, name: "Walkway 1"),
            HandMadeVenue.unit("W2", "walkway", 10, 0, 20, 4, name: "Walkway 2"),
            HandMadeVenue.unit("W3", "walkway", 20, 0, 30, 4, name: "Walkway 3"),
            HandMadeVenue.unit("W4", "walkway", 30, 0, 40, 4, name: "Walkway 4"),
            HandMadeVenue.unit("S1", "room", 10, 4, 18, 10, name: "Suite A"),
            HandMadeVenue.unit("S2", "room", 18, 4, 26, 10, name: "Suite B")
        ]
        v.doors = [HandMadeVenue.opening("d-suite", (18, 6), (18, 8), spaces: [5, 6])]
        return v
    }

    @Test("the reference lies in the largest component (the walkways), not in the suite with the most doors")
    func referenceInLargestComponent() throws {
        let v = Self.officeFloor()
        let check = RoutingCheck(router: try VenueRouter(venue: v), profile: .default)
        #expect(check.reference.hasPrefix("Walkway"), "\(check.text())")
        #expect(check.walkableSpaces == 7)
        #expect(check.referenceReaches == 4, "the four walkways form one component")
        let unreachable = Set(check.findings.filter { $0.code == "unreachable-room" }.map(\.featureID))
        #expect(unreachable == ["O", "S1", "S2"], "\(check.text())")
        #expect(check.text().contains("(its component holds 4 of 7 walkable spaces)"))
    }

    @Test("with every unit isolated, the reference is still a walkable space and each other unit is reported once")
    func everyUnitIsolated() throws {
        var v = HandMadeVenue.venue()
        v.spaces = (0 ..< 4).map { k in HandMadeVenue.unit("U\(k)", "office", Double(k) * 6, 0, Double(k) * 6 + 6, 6) }
        let check = RoutingCheck(router: try VenueRouter(venue: v), profile: .default)
        #expect(check.referenceReaches == 1 && check.walkableSpaces == 4)
        #expect(check.findings.filter { $0.code == "unreachable-room" }.count == 3)
    }

    @Test("on the generated campus the reference's component holds every walkable space (nothing unreachable)")
    func campusReferenceReachesAll() throws {
        let check = RoutingCheck(router: VenueRouterTests.router, profile: .default)
        #expect(check.referenceReaches == check.walkableSpaces, "\(check.text())")
        #expect(!check.findings.contains { $0.code == "unreachable-room" })
    }
}
