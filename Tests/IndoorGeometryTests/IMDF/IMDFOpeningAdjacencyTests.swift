import Testing
@testable import IndoorGeometry

/// Openings joined to units by geometry: interior doors join two units, exterior doors one, stray ones none.
@Suite("IMDF opening adjacency")
struct IMDFOpeningAdjacencyTests {
    /// Corridor A (0…10) | room B (10…20) | room C (20…30), all 10 m deep, on one level.
    static func layout() -> IMDFTestArchive {
        var a = IMDFTestArchive()
        a.addBuilding("b1", name: "Main")
        a.addLevel("l1", ordinal: 0, building: "b1")
        a.addUnit("A", level: "l1", category: "walkway", ring: IMDFTestArchive.rect(0, 0, 10, 10))
        a.addUnit("B", level: "l1", category: "classroom", ring: IMDFTestArchive.rect(10, 0, 20, 10), name: "Room B")
        a.addUnit("C", level: "l1", category: "classroom", ring: IMDFTestArchive.rect(20, 0, 30, 10), name: "Room C")
        return a
    }

    struct OpeningCase: CustomStringConvertible, Sendable {
        var description: String
        var from: (Double, Double)
        var to: (Double, Double)
        var expected: Set<String>
    }

    static let cases: [OpeningCase] = [
        OpeningCase(description: "door on the shared edge A|B", from: (10, 4), to: (10, 5), expected: ["A", "B"]),
        OpeningCase(description: "door 3 cm off the shared edge", from: (10.03, 4), to: (10.03, 5), expected: ["A", "B"]),
        OpeningCase(description: "door 20 cm inside B, off every edge", from: (10.2, 4), to: (10.2, 5), expected: []),
        OpeningCase(description: "exterior door on A's west wall", from: (0, 4), to: (0, 5), expected: ["A"]),
        OpeningCase(description: "zero-width opening on B|C", from: (20, 2), to: (20, 2), expected: ["B", "C"]),
        OpeningCase(description: "stray opening in the middle of B", from: (14, 5), to: (16, 5), expected: []),
        OpeningCase(description: "open boundary spanning the whole edge A|B", from: (10, 0), to: (10, 10), expected: ["A", "B"]),
        OpeningCase(description: "door at the corner where A, B and the outside meet", from: (10, 0), to: (10, 0.9), expected: ["A", "B"])
    ]

    @Test(arguments: cases)
    func openingJoinsTheUnitsItTouches(_ c: OpeningCase) throws {
        var a = Self.layout()
        a.addOpening("o", level: "l1", from: c.from, to: c.to)
        let v = try a.read()
        let door = try #require(v.doors.first)
        #expect(Set(door.spaceIndices.map { v.spaces[$0].id }) == c.expected, "\(c.description)")
        let code = c.expected.isEmpty ? "opening-no-unit" : (c.expected.count == 1 ? "opening-one-unit" : nil)
        if let code {
            #expect(v.warnings.contains { $0.code == code && $0.featureID == "o" }, "\(c.description)")
        }
        #expect(door.anchors.count == 1)
        #expect(door.category == "pedestrian")
    }

    @Test func exteriorDoorsLeadOutdoors() throws {
        var a = Self.layout()
        a.addOpening("out", level: "l1", from: (0, 4), to: (0, 5))
        a.addOpening("in", level: "l1", from: (10, 4), to: (10, 5))
        let v = try a.read()
        #expect(v.doors.first { $0.id == "out" }?.flags.contains(.outdoors) == true)
        #expect(v.doors.first { $0.id == "in" }?.flags.contains(.outdoors) == false)
    }
}
