import Foundation
import Testing

@testable import IndoorGeometry

/// `--defect overlapping-rooms` read back as written: kiosks inside the hallway polygon, a shop overlapping
/// it by a sliver, and nothing else overlapping.
@Suite struct GeneratorOverlappingRoomsTests {
    @Test("kiosks lie wholly inside a hallway, one boutique a floor overlaps it by a sliver", arguments: [GeneratorOptions.Format.imdf, .mvf, .osm])
    func drawnOnTheCorridor(format: GeneratorOptions.Format) throws {
        let options = DefectVenue.options(GeneratorDefects(overlappingRooms: true), format: format)
        let v = try DefectVenue.load(options)
        let withDoors = DefectVenue.spacesWithDoors(v)
        let buildingFloors = v.floors.indices.filter { v.floors[$0].buildingIndex != nil }
        var kiosks = 0
        let drawnOnTop = Set(v.spaces.indices.filter { s in ["Kiosk ", "Boutique "].contains { v.spaces[s].names.first?.hasPrefix($0) == true } })
        #expect(DefectVenue.doorlessAwayFromCorridors(v) == drawnOnTop, "the kiosks and boutiques are the doorless spaces away from corridors")
        // OSM malls draw no walls: the outlines are the walls. MVF keeps its drawn walls.
        #expect(v.walls.contains { buildingFloors.contains($0.floorIndex) } == (format == .mvf))
        for f in buildingFloors {
            let spaces = v.spaces.indices.filter { v.spaces[$0].floorIndex == f }
            let corridor = try #require(spaces.first { DefectVenue.isCorridor(v.spaces[$0]) })
            let hall = v.spaces[corridor].polygon
            let named = { (prefix: String) in spaces.filter { v.spaces[$0].names.first?.hasPrefix(prefix) == true } }
            let floorKiosks = named("Kiosk "), boutiques = named("Boutique ")
            #expect(!floorKiosks.isEmpty && boutiques.count == 1, "floor \(v.floors[f].name): \(floorKiosks.count) kiosks, \(boutiques.count) boutiques")
            kiosks += floorKiosks.count
            for k in floorKiosks {
                let kiosk = v.spaces[k].polygon
                #expect((4 ... 30).contains(kiosk.area), "\(v.spaces[k].names): \(kiosk.area) m²")
                #expect(!withDoors.contains(k))
                #expect(DefectVenue.lies(kiosk, within: hall, margin: 1.0), "\(v.spaces[k].names) not well inside the hallway")
                #expect(abs(IMDFPolygonOverlap.intersectionArea(kiosk, hall) - kiosk.area) < 1e-3)
                // No drawn wall encloses a kiosk: every wall keeps 1 m from it.
                for w in v.walls where w.floorIndex == f {
                    #expect(Self.gap(kiosk, w.line) >= 1.0, "wall \(w.id) at \(v.spaces[k].names)")
                }
            }
            // The walls between each bay and the corridor are gone: no wall runs through the hallway.
            for w in v.walls where w.floorIndex == f {
                let mid = w.line.points[0].interpolated(to: w.line.points[w.line.points.count - 1], t: 0.5)
                #expect(hall.locate(mid, tolerance: 0.01) != .interior, "wall \(w.id) runs through \(v.floors[f].name)'s hallway")
            }
            for b in boutiques {
                let shop = v.spaces[b].polygon
                let overlap = IMDFPolygonOverlap.intersectionArea(shop, hall)
                let front = shop.shell.points.map { hall.distance(to: $0) }.filter { $0 == 0 }.count
                #expect(!withDoors.contains(b))
                #expect(front >= 2 && overlap > 0.2 * 3 && overlap < 0.5 * 7, "\(v.spaces[b].names) overlaps the hallway by \(overlap) m²")
                #expect(DefectVenue.shared(shop, hall) < 1e-6, "\(v.spaces[b].names) still shares an edge with the hallway")
            }
            // Nothing else overlaps: the bays taken into the hallway left no room behind.
            for (i, a) in spaces.enumerated() {
                for c in spaces[(i + 1)...] where ![a, c].contains(corridor) {
                    #expect(
                        IMDFPolygonOverlap.intersectionArea(v.spaces[a].polygon, v.spaces[c].polygon) < 1e-6,
                        "\(v.spaces[a].names) overlaps \(v.spaces[c].names)")
                }
            }
        }
        let planned = VenueGenerator.plan(options).floors.flatMap(\.spaces).filter { $0.name?.hasPrefix("Kiosk ") == true }.count
        #expect(kiosks == planned && kiosks >= buildingFloors.count)
    }

    /// Distance in metres between polygon `polygon` and polyline `line` (0 when the line enters it).
    static func gap(_ polygon: Polygon, _ line: Polyline) -> Double {
        let ring = polygon.shell.points
        var best = Double.infinity
        for i in 0 ..< line.points.count - 1 {
            if polygon.locate(line.points[i]) != .exterior { return 0 }
            let s = Segment(line.points[i], line.points[i + 1])
            for j in 0 ..< ring.count - 1 {
                best = min(best, IMDFPolygonOverlap.segmentSquaredDistance(s, Segment(ring[j], ring[j + 1])).squareRoot())
            }
        }
        return best
    }
}
