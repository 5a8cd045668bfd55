import Testing
@testable import IndoorGeometry

/// Floor changes inferred from stacked vertical units (and amenity stand-ins), plus relationship features.
@Suite("IMDF vertical inference")
struct IMDFVerticalInferenceTests {
    typealias R = IMDFTestArchive

    static func scenario() -> IMDFTestArchive {
        var a = IMDFTestArchive()
        for b in ["b1", "b2", "b3", "b4"] { a.addBuilding(b, name: b) }
        a.addLevel("l0", ordinal: 0, building: "b1")
        a.addLevel("l1", ordinal: 1, building: "b1")
        a.addLevel("l2", ordinal: 2, building: "b1")
        // Elevator shaft stacked on three floors: one connection through 0, 1 and 2.
        a.addUnit("E0", level: "l0", category: "elevator", ring: R.rect(0, 0, 2, 2), display: (1, 1))
        a.addUnit("E1", level: "l1", category: "elevator", ring: R.rect(0, 0, 2, 2), display: (1, 1))
        a.addUnit("E2", level: "l2", category: "elevator", ring: R.rect(0, 0, 2, 2), display: (1, 1))
        // Offset stair flights meeting end to end (touching, no overlap).
        a.addUnit("S0", level: "l0", category: "stairs", ring: R.rect(10, 0, 13, 6), name: "Stair S")
        a.addUnit("S1", level: "l1", category: "stairs", ring: R.rect(13, 0, 16, 6))
        // Overlapping flights, offset so that neither centroid lies in the other... and a lone stair.
        a.addUnit("T0", level: "l0", category: "stairs", ring: R.rect(30, 0, 33, 6))
        a.addUnit("T1", level: "l1", category: "stairs", ring: R.rect(32, 5, 35, 11))
        a.addUnit("Lone", level: "l2", category: "stairs", ring: R.rect(50, 50, 53, 56))
        // An escalator above a staircase: different types never link.
        a.addUnit("X0", level: "l1", category: "escalator", ring: R.rect(10, 0, 13, 6))
        a.addUnit("X1", level: "l2", category: "escalator", ring: R.rect(40, 40, 43, 46))
        // Same shaft position in another building: links only within b2.
        a.addLevel("m0", ordinal: 0, building: "b2")
        a.addLevel("m1", ordinal: 1, building: "b2")
        a.addUnit("F0", level: "m0", category: "elevator", ring: R.rect(0, 0, 2, 2))
        a.addUnit("F1", level: "m1", category: "elevator", ring: R.rect(0, 0, 2, 2))
        // Ordinals that skip (-1, 2): consecutive levels of the building are adjacent.
        a.addLevel("n0", ordinal: -1, building: "b3")
        a.addLevel("n1", ordinal: 2, building: "b3")
        a.addUnit("G0", level: "n0", category: "elevator", ring: R.rect(0, 0, 2, 2))
        a.addUnit("G1", level: "n1", category: "elevator", ring: R.rect(0, 0, 2, 2))
        // Undrawn shaft: elevator amenities in walkways on two floors.
        a.addLevel("p0", ordinal: 0, building: "b4")
        a.addLevel("p1", ordinal: 1, building: "b4")
        a.addUnit("W0", level: "p0", category: "walkway", ring: R.rect(0, 0, 20, 20))
        a.addUnit("W1", level: "p1", category: "walkway", ring: R.rect(0, 0, 20, 20))
        a.addAmenity("A0", category: "elevator", at: (5, 5), units: ["W0"])
        a.addAmenity("A1", category: "elevator", at: (5.5, 5), units: ["W1"])
        return a
    }

    static func pairs(_ v: Venue) -> Set<String> {
        Set(v.connections.map { c in c.entrances.compactMap { $0.geometryID }.sorted().joined(separator: "-") })
    }

    @Test func stackedUnitsOnAdjacentOrdinalsAreLinked() throws {
        let v = try Self.scenario().read()
        #expect(Self.pairs(v) == ["E0-E1-E2", "S0-S1", "T0-T1", "F0-F1", "G0-G1", "A0-A1"])
        var byType: [String: Int] = [:]
        for c in v.connections { byType[c.type.description, default: 0] += 1 }
        #expect(byType == ["elevator": 4, "stairs": 2])
        for c in v.connections {
            #expect(c.isInferred)
            #expect(!c.isOneWay)
            #expect(c.entrances.count >= 2)
            let floors = c.entrances.map { v.floors[$0.floorIndex] }
            #expect(Set(floors.map(\.buildingIndex)).count == 1)
            #expect(zip(floors, floors.dropFirst()).allSatisfy { $0.ordinal < $1.ordinal }, "bottom to top")
            for anchor in c.entrances {
                let s = try #require(anchor.spaceIndex)
                #expect(v.spaces[s].floorIndex == anchor.floorIndex)
                #expect(IMDFPolygonOverlap.contains(v.spaces[s].polygon, anchor.point), "anchor of \(c.id) inside its unit")
            }
            #expect(c.entrances[0].flags.contains(.accessible) == (c.type == .elevator))
        }
        #expect(v.connections.first { $0.id.contains("S0") }?.name == "Stair S")
    }

    @Test func verticalUnitsAreWalkableWithAType() throws {
        let v = try Self.scenario().read()
        let e0 = try #require(v.spaces.first { $0.id == "E0" })
        #expect(e0.verticalType == .elevator)
        #expect(e0.isWalkable)
        #expect(v.spaces.first { $0.id == "W0" }?.verticalType == nil)
    }

    @Test func directedRelationshipGivesAOneWayConnection() throws {
        var a = IMDFTestArchive()
        a.addBuilding("b1", name: "b1")
        a.addLevel("l0", ordinal: 0, building: "b1")
        a.addLevel("l1", ordinal: 1, building: "b1")
        // Far apart in plan, so geometry alone would not link them.
        a.addUnit("up0", level: "l0", category: "escalator", ring: R.rect(0, 0, 2, 8))
        a.addUnit("up1", level: "l1", category: "escalator", ring: R.rect(30, 0, 32, 8))
        a.addRelationship("r1", category: "escalator", directed: true, origin: "up0", destination: "up1")
        let v = try a.read()
        let c = try #require(v.connections.first)
        #expect(v.connections.count == 1)
        #expect(!c.isInferred)
        #expect(c.isOneWay)
        #expect(c.type == .escalator)
        #expect(c.entrances.map(\.geometryID) == ["up0"])
        #expect(c.exits.map(\.geometryID) == ["up1"])
    }

    @Test func traversalThroughAnOpeningJoinsItsUnits() throws {
        var a = IMDFTestArchive()
        a.addLevel("l0", ordinal: 0)
        a.addUnit("A", level: "l0", category: "walkway", ring: R.rect(0, 0, 10, 10))
        a.addUnit("B", level: "l0", category: "room", ring: R.rect(10, 0, 20, 10))
        // Drawn 30 cm off the shared edge: geometry alone finds nothing, the relationship says which units.
        a.addOpening("door", level: "l0", from: (10.3, 4), to: (10.3, 5))
        a.addFeature(
            R.feature(
                id: "t1", type: "relationship", geometry: "null",
                properties:
                    #""category":"traversal","direction":"directed","origin":{"id":"A","feature_type":"unit"},"intermediary":[{"id":"door","feature_type":"opening"}],"destination":{"id":"B","feature_type":"unit"}"#
            ),
            to: "relationship.geojson")
        let v = try a.read()
        let door = try #require(v.doors.first)
        #expect(Set(door.spaceIndices.map { v.spaces[$0].id }) == ["A", "B"])
        #expect(v.connections.isEmpty)
        #expect(v.warnings.contains { $0.code == "one-way-door" && $0.featureID == "t1" })
    }
}
