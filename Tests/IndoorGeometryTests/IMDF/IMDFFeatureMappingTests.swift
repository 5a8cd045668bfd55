import Testing
@testable import IndoorGeometry

/// How IMDF features map onto the venue model: buildings and floors, units, fixtures, occupants, amenities.
@Suite("IMDF feature mapping")
struct IMDFFeatureMappingTests {
    typealias R = IMDFTestArchive

    @Test func levelsBecomeFloorsOfBuildings() throws {
        var a = R()
        a.addBuilding("b1", name: "North")
        a.addLevel("top", ordinal: 1, building: "b1")
        a.addLevel("ground", ordinal: 0, building: "b1")
        a.addLevel("ground-outdoor", ordinal: 0, building: "b1", outdoor: true)  // shares ordinal 0
        a.addLevel("annex", ordinal: 0, building: "ghost")
        a.addLevel("yard", ordinal: 0, outdoor: true)
        a.addUnit("u", level: "ground", category: "room", ring: R.rect(0, 0, 1, 1))
        let v = try a.read()
        #expect(v.floors.map(\.id) == ["top", "ground", "ground-outdoor", "annex", "yard"], "file order kept")
        let north = try #require(v.buildings.first { $0.id == "b1" })
        #expect(north.name == "North")
        #expect(north.floorIndices.map { v.floors[$0].id } == ["ground", "ground-outdoor", "top"], "bottom first, ties in file order")
        #expect(v.floors[2].isOutdoor)
        #expect(v.floors[4].buildingIndex == nil)
        #expect(v.buildings.contains { $0.id == "ghost" })
        #expect(v.warnings.contains { $0.code == "unknown-building" && $0.featureID == "annex" })
        #expect(v.floors[1].name == "Level 0" && v.floors[1].shortName == "0")
        #expect(v.floors[1].outline?.polygons.count == 1)
    }

    @Test func unitsBecomeSpacesWithRoutingClass() throws {
        var a = R()
        a.addLevel("l", ordinal: 0)
        a.addUnit("hall", level: "l", category: "walkway", ring: R.rect(0, 0, 10, 3))
        a.addUnit("void", level: "l", category: "opentobelow", ring: R.rect(0, 3, 5, 8))
        a.addUnit("lab", level: "l", category: "laboratory", ring: R.rect(5, 3, 10, 8), name: "Lab", restriction: "employeesonly", display: (7, 5))
        a.addFeature(
            R.feature(
                id: "twin", type: "unit",
                geometry:
                    #"{"type":"MultiPolygon","coordinates":[[[\#(R.rect(20, 0, 22, 2).map { R.coordinate($0.0, $0.1) }.joined(separator: ","))]],[[\#(R.rect(30, 0, 32, 2).map { R.coordinate($0.0, $0.1) }.joined(separator: ","))]]]}"#,
                properties: #""category":"storage","level_id":"l""#), to: "unit.geojson")
        let v = try a.read()
        #expect(v.spaces.filter { $0.id.hasPrefix("twin") }.map(\.id) == ["twin", "twin#2"], "MultiPolygon parts become spaces")
        #expect(v.warnings.contains { $0.code == "multipolygon-unit" && $0.featureID == "twin" })
        let hall = try #require(v.spaces.first { $0.id == "hall" })
        #expect(hall.kind == .unit && hall.category == "walkway" && hall.isWalkable)
        #expect(v.spaces.first { $0.id == "void" }?.isWalkable == false)
        let lab = try #require(v.spaces.first { $0.id == "lab" })
        #expect(lab.isWalkable && lab.restriction == "employeesonly", "restricted units are walkable for staff; routers keep the public out")
        #expect(lab.names == ["Lab"])
        let dp = try #require(lab.displayPoint)
        #expect(IMDFPolygonOverlap.contains(lab.polygon, dp))
        #expect(v.destinations.contains { $0.id == "lab" && $0.name == "Lab" }, "named units are destinations")
    }

    @Test func fixturesOccupantsAndAmenities() throws {
        var a = R()
        a.addLevel("l", ordinal: 0)
        a.addUnit("shop", level: "l", category: "room", ring: R.rect(0, 0, 10, 10), name: "Unit 12")
        a.addUnit("hall", level: "l", category: "walkway", ring: R.rect(10, 0, 20, 10))
        a.addFixture("desk", level: "l", category: "furniture", ring: R.rect(1, 1, 2, 3))
        a.addOccupant("cafe", name: "Cafe Nord", category: "foodservice", unit: "shop", at: (5, 5))
        a.addAmenity("wc", category: "restroom", at: (15, 5), units: ["hall"])
        let v = try a.read()
        #expect(v.obstacles.count == 1)
        #expect(v.obstacles.first?.kind == "furniture")
        let shop = try #require(v.spaces.firstIndex { $0.id == "shop" })
        #expect(v.spaces[shop].names == ["Unit 12", "Cafe Nord"], "unit name, then occupants")
        let cafe = try #require(v.destinations.first { $0.id == "cafe" })
        #expect(cafe.spaceIndices == [shop])
        #expect(cafe.categories == ["foodservice"])
        #expect(cafe.points.first?.floorIndex == 0)
        #expect(!v.destinations.contains { $0.id == "shop" }, "an occupied unit is found through its occupant")
        let wc = try #require(v.destinations.first { $0.id == "wc" })
        #expect(wc.points.count == 1)
        #expect(wc.spaceIndices.map { v.spaces[$0].id } == ["hall"])
    }

    @Test func pointOpeningsAreWarnedAndKept() throws {
        var a = R()
        a.addLevel("l", ordinal: 0)
        a.addUnit("A", level: "l", category: "walkway", ring: R.rect(0, 0, 10, 10))
        a.addUnit("B", level: "l", category: "room", ring: R.rect(10, 0, 20, 10))
        a.addFeature(
            R.feature(id: "p", type: "opening", geometry: R.point(10, 5), properties: #""category":"pedestrian","level_id":"l""#), to: "opening.geojson")
        let v = try a.read()
        let door = try #require(v.doors.first)
        #expect(door.line == nil)
        #expect(Set(door.spaceIndices.map { v.spaces[$0].id }) == ["A", "B"])
        #expect(v.warnings.contains { $0.code == "point-opening" })
    }

    @Test func displayPointOutsideTheUnitIsReplaced() throws {
        var a = R()
        a.addLevel("l", ordinal: 0)
        a.addUnit("u", level: "l", category: "room", ring: R.rect(0, 0, 4, 4), display: (9, 9))
        let v = try a.read()
        let s = try #require(v.spaces.first)
        let p = try #require(s.displayPoint)
        #expect(IMDFPolygonOverlap.contains(s.polygon, p))
        #expect(v.warnings.contains { $0.code == "display-point-outside" && $0.featureID == "u" })
    }
}
