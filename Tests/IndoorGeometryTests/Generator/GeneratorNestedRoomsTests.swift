import Foundation
import Testing

@testable import IndoorGeometry

/// `--defect nested-rooms` read back as written: ground floors of doorless shop outlines, some stores
/// behind or inside other stores.
@Suite struct GeneratorNestedRoomsTests {
    @Test("ground floors keep only their entrances; back and inner stores touch only their host", arguments: [GeneratorOptions.Format.imdf, .mvf, .osm])
    func storesInStores(format: GeneratorOptions.Format) throws {
        let options = DefectVenue.options(GeneratorDefects(nestedRooms: true), format: format)
        let v = try DefectVenue.load(options)
        let plan = VenueGenerator.plan(options)
        let grounds = v.floors.indices.filter { v.floors[$0].buildingIndex != nil && v.floors[$0].ordinal == 0 }
        try #require(grounds.count == options.buildings)
        // Only the entrances remain: as many doors on the ground floors as the plan has entrances.
        let entrances = plan.floors.flatMap(\.doors).filter(\.isEntrance).count
        #expect(v.doors.filter { grounds.contains($0.floorIndex) }.count == entrances)
        func host(of s: Int, suffix: String) -> Int? {
            guard let name = v.spaces[s].names.first, name.hasSuffix(suffix) else { return nil }
            return v.spaces.indices.first {
                $0 != s && v.spaces[$0].floorIndex == v.spaces[s].floorIndex && v.spaces[$0].names.first == String(name.dropLast(suffix.count))
            }
        }
        var backs = 0, inners = 0
        let nested = Set(v.spaces.indices.filter { s in [" Back", " Inner"].contains { v.spaces[s].names.first?.hasSuffix($0) == true } })
        #expect(DefectVenue.doorlessAwayFromCorridors(v) == nested, "the back and inner stores are the doorless spaces away from corridors")
        for s in v.spaces.indices where grounds.contains(v.spaces[s].floorIndex) {
            let space = v.spaces[s]
            let others = v.spaces.indices.filter { $0 != s && v.spaces[$0].floorIndex == space.floorIndex }
            if let h = host(of: s, suffix: " Back") {
                backs += 1
                #expect((2 ... 25).contains(space.polygon.area))
                #expect(DefectVenue.shared(space.polygon, v.spaces[h].polygon) >= 1.4, "\(space.names) barely touches its host")
                for o in others where o != h {
                    #expect(DefectVenue.boundaryGap(space.polygon, v.spaces[o].polygon) > 0.5, "\(space.names) touches \(v.spaces[o].names)")
                }
            } else if let h = host(of: s, suffix: " Inner") {
                inners += 1
                #expect((2 ... 25).contains(space.polygon.area))
                #expect(DefectVenue.lies(space.polygon, within: v.spaces[h].polygon, margin: 0.5), "\(space.names) not inside its host")
                #expect(abs(IMDFPolygonOverlap.intersectionArea(space.polygon, v.spaces[h].polygon) - space.polygon.area) < 1e-3)
                for o in others where o != h {
                    #expect(IMDFPolygonOverlap.intersectionArea(space.polygon, v.spaces[o].polygon) < 1e-6, "\(space.names) overlaps \(v.spaces[o].names)")
                }
            } else if space.names.first?.hasPrefix("Shop ") == true {
                #expect(!DefectVenue.spacesWithDoors(v).contains(s), "\(space.names) has a door")
            }
        }
        let planned = plan.floors.flatMap(\.spaces).compactMap(\.name)
        #expect(backs == planned.filter { $0.hasSuffix(" Back") }.count && backs >= 2, "\(backs) back stores")
        #expect(inners == planned.filter { $0.hasSuffix(" Inner") }.count && inners >= 2, "\(inners) inner stores")
        // OSM malls draw no walls: the store outlines are the walls. MVF keeps its drawn walls.
        #expect(v.walls.contains { grounds.contains($0.floorIndex) } == (format == .mvf))
        // Upper floors keep their doors.
        #expect(v.doors.contains { !grounds.contains($0.floorIndex) && v.floors[$0.floorIndex].buildingIndex != nil })
    }
}
