import Testing
@testable import IndoorGeometry

/// Levels at one ordinal (issue 12, item 6) and vertical units paired one to one (item 7), as the IMDF
/// reader builds them.
@Suite("IMDF shared ordinals and vertical pairing")
struct IMDFSharedOrdinalTests {
    typealias R = IMDFTestArchive

    /// An indoor concourse and an outdoor plaza at ordinal 1, side by side; two openings on their shared
    /// edge, drawn on the indoor level, and one interior door between the concourse and a shop.
    static func concourse() -> IMDFTestArchive {
        var a = IMDFTestArchive()
        a.addBuilding("b1", name: "Terminal")
        a.addLevel("in", ordinal: 1, building: "b1")
        a.addLevel("out", ordinal: 1, outdoor: true)
        a.addUnit("hall", level: "in", category: "walkway", ring: R.rect(0, 0, 20, 10), name: "Concourse")
        a.addUnit("shop", level: "in", category: "room", ring: R.rect(0, 10, 8, 16), name: "Shop")
        a.addUnit("plaza", level: "out", category: "walkway", ring: R.rect(20, -5, 40, 15), name: "Plaza")
        a.addOpening("gate1", level: "in", from: (20, 2), to: (20, 4))
        a.addOpening("gate2", level: "in", from: (20, 6), to: (20, 8))
        a.addOpening("shopdoor", level: "in", from: (3, 10), to: (5, 10))
        return a
    }

    @Test("an opening on the shared boundary of units on two levels at one ordinal joins them")
    func openingJoinsLevelsAtOneOrdinal() throws {
        let v = try Self.concourse().read()
        let inside = try #require(v.floors.firstIndex { $0.id == "in" }), outside = try #require(v.floors.firstIndex { $0.id == "out" })
        for id in ["gate1", "gate2"] {
            let d = try #require(v.doors.first { $0.id == id })
            #expect(d.joinsFloors, "\(id) joins the two levels")
            #expect(Set(d.spaceIndices.map { v.spaces[$0].id }) == ["hall", "plaza"])
            #expect(Set(d.anchors.map(\.floorIndex)) == [inside, outside])
            #expect(d.flags.contains(.outdoors))
        }
        let shopDoor = try #require(v.doors.first { $0.id == "shopdoor" })
        #expect(!shopDoor.joinsFloors, "an interior door stays on its level")
        #expect(shopDoor.spaceIndices.count == 2)
        #expect(!v.warnings.contains { $0.code == "opening-one-unit" }, "\(v.warnings.map(\.message))")
    }

    @Test("units on another ordinal never join an opening")
    func onlyTheSameOrdinalJoins() throws {
        var a = Self.concourse()
        a.addLevel("up", ordinal: 2, building: "b1")
        a.addUnit("deck", level: "up", category: "walkway", ring: R.rect(20, -5, 40, 15))
        let v = try a.read()
        let d = try #require(v.doors.first { $0.id == "gate1" })
        #expect(!d.spaceIndices.map { v.spaces[$0].id }.contains("deck"), "a unit on another ordinal never joins")
    }

    /// One lower escalator unit overlapping two upper ones: linking both would let a route go up one and
    /// straight down the other without a step (item 7).
    @Test("vertical units are paired one to one, the larger overlap first")
    func verticalUnitsPairOneToOne() throws {
        var a = IMDFTestArchive()
        a.addBuilding("b1", name: "Station")
        a.addLevel("l0", ordinal: 0, building: "b1")
        a.addLevel("l1", ordinal: 1, building: "b1")
        a.addUnit("low", level: "l0", category: "escalator", ring: R.rect(0, 0, 4, 10))
        a.addUnit("upBig", level: "l1", category: "escalator", ring: R.rect(0, 0, 4, 6))
        a.addUnit("upSmall", level: "l1", category: "escalator", ring: R.rect(0, 8, 4, 12))
        let v = try a.read()
        let pairs = v.connections.map { c in c.entrances.compactMap(\.geometryID).sorted() }
        #expect(pairs == [["low", "upBig"]], "\(pairs)")
    }
}
