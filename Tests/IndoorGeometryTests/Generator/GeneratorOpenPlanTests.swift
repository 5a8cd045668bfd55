import Foundation
import Testing

@testable import IndoorGeometry

/// `--defect open-plan` read back as written: doorless offices whose backs are cubicles touching only them.
@Suite struct GeneratorOpenPlanTests {
    /// The cubicles of a venue (`"<office>-<n>"`) with the office each belongs to (by name).
    static func cubicles(_ v: Venue) -> [(cubicle: Int, office: Int?)] {
        v.spaces.indices.compactMap { c in
            guard let name = v.spaces[c].names.first, let dash = name.lastIndex(of: "-"), Int(name[name.index(after: dash)...]) != nil else { return nil }
            let office = v.spaces.indices.first {
                $0 != c && v.spaces[$0].floorIndex == v.spaces[c].floorIndex && v.spaces[$0].names.first == String(name[..<dash])
            }
            return (c, office)
        }
    }

    @Test("every office is doorless; cubicles touch only their office and each other, never a corridor", arguments: [GeneratorOptions.Format.imdf, .mvf, .osm])
    func cubiclesBehindOffices(format: GeneratorOptions.Format) throws {
        let options = DefectVenue.options(GeneratorDefects(openPlan: true), format: format)
        let v = try DefectVenue.load(options)
        let withDoors = DefectVenue.spacesWithDoors(v)
        let cubicles = Self.cubicles(v)
        let planned = VenueGenerator.plan(options).floors.flatMap(\.spaces).filter { $0.category == "Office" && $0.kind == "room" }
        let plannedCubicles = planned.filter { $0.name.map { Self.isCubicleName($0) } ?? false }
        #expect(cubicles.count == plannedCubicles.count && cubicles.count >= 8, "\(cubicles.count) cubicles read, \(plannedCubicles.count) written")
        let cubicleSet = Set(cubicles.map(\.cubicle))
        #expect(DefectVenue.doorlessAwayFromCorridors(v) == cubicleSet, "the cubicles are the doorless spaces away from corridors")
        for s in v.spaces.indices where v.spaces[s].category?.lowercased() == "office" {
            #expect(!withDoors.contains(s), "office \(v.spaces[s].names) keeps a door")
        }
        var perOffice: [Int: Int] = [:]
        for (c, host) in cubicles {
            let cubicle = v.spaces[c]
            let office = try #require(host, "cubicle \(cubicle.names) has no office")
            perOffice[office, default: 0] += 1
            #expect(cubicle.category?.lowercased() == "office" && v.spaces[office].category?.lowercased() == "office")
            #expect((2 ... 25).contains(cubicle.polygon.area), "cubicle \(cubicle.names): \(cubicle.polygon.area) m²")
            #expect(DefectVenue.shared(cubicle.polygon, v.spaces[office].polygon) >= 1.4, "cubicle \(cubicle.names) barely touches its office")
            for s in v.spaces.indices where s != c && v.spaces[s].floorIndex == cubicle.floorIndex {
                if DefectVenue.isCorridor(v.spaces[s]) {
                    #expect(DefectVenue.boundaryGap(cubicle.polygon, v.spaces[s].polygon) >= 2, "cubicle \(cubicle.names) near a corridor")
                } else if s != office && !cubicleSet.contains(s) {
                    #expect(DefectVenue.shared(cubicle.polygon, v.spaces[s].polygon) < 1e-6, "cubicle \(cubicle.names) touches \(v.spaces[s].names)")
                }
            }
        }
        // Each office with cubicles still fronts a corridor.
        for (office, count) in perOffice {
            #expect((1 ... 3).contains(count))
            let front = v.spaces.indices.filter { DefectVenue.isCorridor(v.spaces[$0]) && v.spaces[$0].floorIndex == v.spaces[office].floorIndex }
                .map { DefectVenue.shared(v.spaces[office].polygon, v.spaces[$0].polygon) }.reduce(0, +)
            #expect(front >= 2, "office \(v.spaces[office].names) fronts the corridor along \(front) m")
        }
    }

    /// Whether a generated space name is a cubicle's (`"ALD 104-2"`).
    static func isCubicleName(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-") else { return false }
        return Int(name[name.index(after: dash)...]) != nil
    }
}
