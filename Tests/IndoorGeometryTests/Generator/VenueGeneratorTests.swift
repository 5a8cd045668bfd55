import Foundation
import Testing
@testable import IndoorGeometry

@Suite struct VenueGeneratorTests {
    @Test("same options give the same bytes; another seed gives other bytes")
    func deterministic() {
        let a = VenueGenerator.files(GeneratorOptions(seed: 3))
        let b = VenueGenerator.files(GeneratorOptions(seed: 3))
        let c = VenueGenerator.files(GeneratorOptions(seed: 4))
        #expect(a == b)
        #expect(a != c)
        #expect(a["manifest.geojson"] != nil && a["connections.json"] != nil && a["floors.geojson"] != nil)
    }

    @Test("plan geometry: every door lies on the shared edge of exactly two spaces, every room has a door", arguments: [1, 2, 3] as [UInt64])
    func doorsOnSharedEdges(seed: UInt64) throws {
        let plan = VenueGenerator.plan(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 20, seed: seed))
        var doorCount = 0
        for floor in plan.floors where floor.building != nil {
            let polys = try floor.spaces.map { try Polygon(rings: $0.rings) }
            for p in polys { #expect(p.shell.isCounterClockwise, "seed \(seed): shell orientation") }
            for d in floor.doors where !d.isEntrance {
                doorCount += 1
                let mid = d.line[0].interpolated(to: d.line[1], t: 0.5)
                let touching = polys.filter { poly in
                    (0 ..< poly.shell.edgeCount).contains { poly.shell.edge($0).distance(to: mid) < 1e-6 }
                }
                #expect(touching.count == 2, "seed \(seed): door \(d.lineID) touches \(touching.count) spaces")
                // No wall crosses the door opening's interior.
                for w in floor.walls {
                    let s = Segment(w.line[0], w.line[1])
                    #expect(s.distance(to: mid) > 0.3, "seed \(seed): wall \(w.id) blocks door \(d.lineID)")
                }
            }
            let roomsWithDoor = Set(
                floor.doors.map { d in
                    polys.firstIndex { p in Self.evenOddInside(d.exits[0].point, p.shell.points) } ?? -1
                })
            #expect(roomsWithDoor.count >= floor.spaces.count - 1, "seed \(seed): some rooms have no door")
        }
        #expect(doorCount > 20)
    }

    /// Plain even-odd crossing test (the exit points are 0.5 m from any edge, so no boundary cases).
    static func evenOddInside(_ q: Point, _ ring: [Point]) -> Bool {
        var inside = false
        for i in 0 ..< ring.count - 1 {
            let a = ring[i], b = ring[i + 1]
            if (a.y > q.y) != (b.y > q.y), q.x < a.x + (q.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return inside
    }

    @Test("each building has stairs and an elevator spanning all its floors")
    func verticals() {
        let opts = GeneratorOptions(buildings: 3, floors: 4, roomsPerFloor: 24, seed: 9)
        let plan = VenueGenerator.plan(opts)
        let elevators = plan.connections.filter { $0.type == "elevator" }
        let stairs = plan.connections.filter { $0.type == "stairs" }
        #expect(elevators.count == 3)
        #expect(stairs.count >= 3)
        for e in elevators { #expect(e.anchors.count == 4) }
    }
}

@Suite struct GeneratorDefectCombinationTests {
    @Test("every pattern at once writes a venue that reads back strictly", arguments: GeneratorOptions.Format.allCases)
    func allPatterns(format: GeneratorOptions.Format) throws {
        let all = GeneratorDefects(
            doorlessShops: true, noOpenings: false, noOutdoorFloor: true, sameOrdinalLevels: true, openPlan: true, nestedRooms: true, overlappingRooms: true,
            duplicateBuildings: true, exportCategories: true)
        let v = try DefectVenue.load(DefectVenue.options(all, format: format))
        let plain = try DefectVenue.load(DefectVenue.options(GeneratorDefects(), format: format))
        #expect(v.spaces.count > plain.spaces.count, "cubicles, back and inner stores and kiosks add spaces")
        #expect(v.spaces.contains { $0.names.first?.hasPrefix("Kiosk ") == true })
        #expect(v.spaces.contains { $0.names.first?.hasSuffix("-1") == true })
        #expect(!v.floors.contains { $0.isOutdoor })
    }
}
