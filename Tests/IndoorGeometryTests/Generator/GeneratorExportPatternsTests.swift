import Foundation
import Testing

@testable import IndoorGeometry

/// `--defect duplicate-buildings` and `--defect export-categories` read back as written.
@Suite struct GeneratorExportPatternsTests {
    @Test(
        "each building has a same-named twin overlapping most of its outline, with no spaces of its own", arguments: [GeneratorOptions.Format.imdf, .osm, .mvf])
    func duplicateBuildings(format: GeneratorOptions.Format) throws {
        let options = DefectVenue.options(GeneratorDefects(duplicateBuildings: true), format: format)
        let v = try DefectVenue.load(options)
        let plan = VenueGenerator.plan(options)
        let originals = plan.buildings.filter { $0.duplicateOf == nil }
        #expect(plan.buildings.count == 2 * originals.count)
        for twin in plan.buildings where twin.duplicateOf != nil {
            let original = try #require(twin.duplicateOf.map { plan.buildings[$0] })
            let a = try Polygon(rings: [original.footprint]), b = try Polygon(rings: [twin.footprint])
            #expect(IMDFPolygonOverlap.intersectionArea(a, b) >= 0.8 * a.area, "\(twin.name) overlaps its original by too little")
        }
        let named = Dictionary(grouping: v.buildings.indices, by: { v.buildings[$0].name })
        for original in originals {
            let group = try #require(named[original.name])
            guard format != .mvf else {
                // MVF has no building outlines: the duplicate is left out.
                #expect(group.count == 1)
                continue
            }
            try #require(group.count == 2, "\(original.name): \(group.count) buildings")
            let spaces = group.map { b in v.spaces.filter { s in v.floors[s.floorIndex].buildingIndex == b }.count }
            #expect(spaces.filter { $0 == 0 }.count == 1 && spaces.contains { $0 > 0 }, "\(original.name): spaces per building \(spaces)")
            let empty = try #require(group.first { b in !v.spaces.contains { v.floors[$0.floorIndex].buildingIndex == b } })
            let full = try #require(group.first { $0 != empty })
            switch format {
            case .imdf:
                #expect(v.buildings[empty].floorIndices.isEmpty)
            default:
                // OSM: the twin's walls give it a floor on every level of the original, none with spaces,
                // which is what makes a floor reference like `1` ambiguous.
                let levels = { (b: Int) in Set(v.buildings[b].floorIndices.map { v.floors[$0].ordinal }) }
                let labels = { (b: Int) in Set(v.buildings[b].floorIndices.compactMap { v.floors[$0].shortName }) }
                #expect(!levels(empty).isEmpty && levels(empty) == levels(full) && labels(empty) == labels(full))
                #expect(v.walls.contains { v.floors[$0.floorIndex].buildingIndex == empty })
            }
        }
    }

    @Test("IMDF unit categories as a station exports them")
    func exportCategories() throws {
        let options = DefectVenue.options(GeneratorDefects(exportCategories: true), format: .imdf)
        let v = try DefectVenue.load(options)
        let withDoors = DefectVenue.spacesWithDoors(v)
        let buildingFloors = v.floors.indices.filter { v.floors[$0].buildingIndex != nil }
        let grounds = buildingFloors.filter { v.floors[$0].ordinal == 0 }
        func count(_ category: String) -> Int { v.spaces.filter { $0.category == category }.count }
        // One concourse a building floor, and no walkway left inside a building.
        #expect(count("walkway_sta") == buildingFloors.count)
        #expect(!v.spaces.contains { $0.category == "walkway" && buildingFloors.contains($0.floorIndex) })
        let stores = v.spaces.indices.filter { v.spaces[$0].category == "store_sta" }
        #expect(stores.count >= grounds.count && stores.allSatisfy { !withDoors.contains($0) })
        #expect(stores.allSatisfy { grounds.contains(v.spaces[$0].floorIndex) })
        #expect(count("accessible restroom") >= 1 && count("restroom") >= 1)
        #expect(count("information desk") == grounds.count && count("ticket office") == grounds.count)
        #expect(count("xyzzy") == 1)
        #expect(count("office") > 0, "offices above the ground floor keep their category")
        for name in ["walkway_sta", "store_sta", "accessible restroom", "information desk", "ticket office", "xyzzy"] {
            #expect(v.warnings.contains { $0.description.contains("'\(name)'") }, "no warning names '\(name)'")
        }
    }
}
