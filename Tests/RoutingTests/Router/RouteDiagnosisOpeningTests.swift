import IndoorGeometry
import Testing
@testable import Routing

/// When two spaces share a wall and no opening joins them, "no route" says so ("no opening joins X and
/// Y"), rather than blaming a passage narrower than twice the clearance or a room without a door.
@Suite struct RouteDiagnosisOpeningTests {
    func diagnose(_ v: Venue, _ from: String, _ to: String) throws -> (RouteResult, RouteDiagnosis) {
        let router = try VenueRouter(venue: v)
        let s = try PlaceResolver.resolve(.reference(from), in: v), g = try PlaceResolver.resolve(.reference(to), in: v)
        let r = router.route(from: s, to: g, profile: .default)
        return (r, VenueRouter.diagnosis(router: router, start: s, goal: g, result: r, profile: .default))
    }

    @Test("two rooms wall to wall, each opening onto its own walkway: the wall between them is named")
    func suiteWithoutOpening() throws {
        var v = HandMadeVenue.venue()
        v.spaces = [
            HandMadeVenue.unit("w1", "walkway", 0, 0, 10, 6, name: "Walkway 1"),
            HandMadeVenue.unit("r1", "room", 10, 0, 16, 6, name: "Room 1"),
            HandMadeVenue.unit("r2", "room", 16, 0, 22, 6, name: "Room 2"),
            HandMadeVenue.unit("w2", "walkway", 22, 0, 32, 6, name: "Walkway 2")
        ]
        v.doors = [
            HandMadeVenue.opening("d1", (10, 2), (10, 4), spaces: [0, 1]),
            HandMadeVenue.opening("d2", (22, 2), (22, 4), spaces: [2, 3])
        ]
        let (r, d) = try diagnose(v, "Walkway 1", "Walkway 2")
        #expect(r.status == .noPath)
        let first = try #require(d.findings.first)
        #expect(first.cause == .noOpening(space: 1, neighbour: 2, sharedLength: 6), "\(d)")
        #expect(first.cause.code == "no-opening")
        #expect(d.description.hasPrefix("no opening joins 'Room 1' and 'Room 2'"), "\(d)")
        #expect(!d.description.contains("narrower than twice the clearance"), "\(d)")
    }

    @Test("two doorless units sharing an edge: no opening joins them, said first")
    func twoDoorlessUnits() throws {
        var v = HandMadeVenue.venue()
        v.spaces = [HandMadeVenue.unit("a", "office", 0, 0, 6, 6, name: "Office A"), HandMadeVenue.unit("b", "office", 6, 0, 12, 6, name: "Office B")]
        let (r, d) = try diagnose(v, "Office A", "Office B")
        #expect(r.status == .noPath)
        #expect(d.findings.first?.cause == .noOpening(space: 0, neighbour: 1, sharedLength: 6), "\(d)")
        #expect(d.description.hasPrefix("no opening joins 'Office A' and 'Office B'"), "\(d)")
    }

    @Test("an aisle beside an elevator with no opening, on two floors: the missing opening is named, not a room without a door")
    func aisleBesideElevator() throws {
        var v = HandMadeVenue.venue(floors: 2)
        for f in 0 ..< 2 {
            v.spaces.append(HandMadeVenue.unit("aisle\(f)", floor: f, "walkway", 0, 0, 20, 3, name: "Aisle \(f)"))
            v.spaces.append(HandMadeVenue.unit("lift\(f)", floor: f, "elevator", 8, 3, 11.7, 6, name: "Elevator \(f)"))
        }
        let cabin = [ConnectionAnchor(floorIndex: 0, point: Point(x: 9.85, y: 4.5)), ConnectionAnchor(floorIndex: 1, point: Point(x: 9.85, y: 4.5))]
        v.connections = [VerticalConnection(id: "lift", type: .elevator, entrances: cabin, exits: cabin)]
        let (r, d) = try diagnose(v, "Aisle 0", "Aisle 1")
        #expect(r.status == .noPath)
        guard case let .noOpening(a, b, length)? = d.findings.first?.cause else {
            Issue.record("expected a missing opening first, got \(d)")
            return
        }
        #expect(Set([v.spaces[a].id, v.spaces[b].id]) == ["aisle0", "lift0"] || Set([v.spaces[a].id, v.spaces[b].id]) == ["aisle1", "lift1"])
        #expect(abs(length - 3.7) < 1e-9)
        #expect(d.description.contains("no opening joins 'Aisle"), "\(d)")
    }

    @Test("an opening on the shared edge: the route is found (the diagnosis is for missing ones only)")
    func openingJoins() throws {
        var v = HandMadeVenue.venue()
        v.spaces = [HandMadeVenue.unit("a", "office", 0, 0, 6, 6, name: "Office A"), HandMadeVenue.unit("b", "office", 6, 0, 12, 6, name: "Office B")]
        v.doors = [HandMadeVenue.opening("d", (6, 2), (6, 4), spaces: [0, 1])]
        let (r, _) = try diagnose(v, "Office A", "Office B")
        #expect(r.status == .found)
    }
}

/// Shared boundaries between spaces, checked against hand-counted lengths.
@Suite struct SharedBoundaryTests {
    @Test("shared length: full edge, partial edge, corner only, a gap wider than the tolerance, a 3 mm gap within it")
    func lengths() {
        var v = HandMadeVenue.venue()
        v.spaces = [
            HandMadeVenue.unit("a", "room", 0, 0, 10, 10),
            HandMadeVenue.unit("b", "room", 10, 0, 20, 10),  // a's right edge: 10 m
            HandMadeVenue.unit("c", "room", 20, 4, 30, 6),  // 2 m of b's right edge
            HandMadeVenue.unit("d", "room", 10, 10, 20, 20),  // b's top edge (10 m); a only at the corner (10, 10)
            HandMadeVenue.unit("e", "room", 30.2, 0, 40, 10),  // 0.2 m from c: beyond the 5 cm tolerance
            HandMadeVenue.unit("g", "room", 2, -6, 8, -0.003)  // 3 mm below a's bottom edge, 6 m long
        ]
        let pairs = SharedBoundary.pairs(in: v, floorIndex: 0)
        let got = Dictionary(uniqueKeysWithValues: pairs.map { ("\(v.spaces[$0.first].id)\(v.spaces[$0.second].id)", $0.length) })
        #expect(Set(got.keys) == ["ab", "bc", "bd", "ag"], "\(got)")
        #expect(abs((got["ab"] ?? 0) - 10) < 1e-9)
        #expect(abs((got["bc"] ?? 0) - 2) < 1e-9)
        #expect(abs((got["bd"] ?? 0) - 10) < 1e-9)
        #expect(abs((got["ag"] ?? 0) - 6) < 1e-9)
        #expect(pairs.allSatisfy { $0.first < $0.second && abs($0.longest.length - $0.length) < 1e-9 }, "one edge pair each here")
        #expect(SharedBoundary.pairs(in: v, floorIndex: 0, minLength: 7).count == 2)
        #expect(SharedBoundary.pairs(in: v, floorIndex: 0, tolerance: 0.25).contains { v.spaces[$0.first].id == "c" && v.spaces[$0.second].id == "e" })
    }
}
