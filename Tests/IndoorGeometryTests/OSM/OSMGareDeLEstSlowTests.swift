import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// Gare de l'Est (Paris) as OpenStreetMap SIT GeoJSON (test-only data in ../shared/venues, ODbL): every
/// room, corridor and area of levels -1 and 0 read, its 16 entrances as doors, nothing dropped silently.
@Suite("OSM Gare de l'Est Slow", .sharedOSMVenue, .tags(.slow))
struct OSMGareDeLEstSlowTests {
    static func load() throws -> Venue { try VenueLoader.load(path: SharedVenues.gareDeLEst, inference: .strict) }

    /// The source's own counts, from its tags (not from the reader).
    static func sourceCounts() throws -> [String: Int] {
        let bytes = try FolderSource.readFile(atPath: SharedVenues.gareDeLEst)
        let doc = try OSMGeoJSONDecoder(file: "gare").decode(bytes)
        var out: [String: Int] = [:]
        for f in doc.features {
            if let i = f.tags["indoor"], case .polygons = f.geometry { out[i, default: 0] += 1 }
            if f.tags["entrance"] != nil { out["entrance", default: 0] += 1 }
        }
        return out
    }

    @Test func everyRoomCorridorAndAreaIsRead() throws {
        let v = try Self.load()
        let source = try Self.sourceCounts()
        #expect(source["room"] == 81 && source["corridor"] == 24 && source["area"] == 11)
        #expect(v.format == .osm)
        #expect(v.spaces.filter { $0.kind == .room }.count == source["room"])
        #expect(v.spaces.filter { $0.kind == .hallway }.count == source["corridor"])
        #expect(v.spaces.filter { $0.kind == .area }.count == source["area"])
        #expect(Set(v.floors.map(\.id)) == ["-1", "0"])
        #expect(v.spaces.allSatisfy { $0.polygon.isValid() })
        let rooms = v.spaces.filter { $0.kind == .room }
        #expect(rooms.allSatisfy { $0.boundaryIsWall })
        #expect(v.spaces.filter { $0.kind != .room }.allSatisfy { !$0.boundaryIsWall })
    }

    @Test func entrancesAreDoorsAndRoomsStayDoorless() throws {
        let v = try Self.load()
        let entrances = v.doors.filter { $0.category == "entrance" }
        #expect(entrances.count == (try Self.sourceCounts())["entrance"])
        #expect(entrances.allSatisfy { $0.spaceIndices.count >= 1 && $0.line != nil })
        #expect(v.connections.isEmpty, "no stairs or elevators are mapped in this extract")
        #expect(v.doors.allSatisfy { $0.category == "entrance" }, "no door nodes are mapped: the only doors are the entrances")
    }

    @Test func warningsNameTheTagAndTheID() throws {
        let v = try Self.load()
        let missing = try #require(v.warnings.first { $0.code == "missing-level" })
        #expect(missing.message.contains("indoor=room") && missing.featureID?.hasPrefix("way/") == true)
        #expect(v.otherFeatureCounts["railway=platform", default: 0] > 0, "platforms are counted, not dropped silently")
        let toilets = v.destinations.filter { $0.categories.contains("restroom") || $0.categories.contains { $0.lowercased().contains("toilet") } }
        #expect(!toilets.isEmpty)
    }

    @Test func spacesAreFoundByOSMIDAndFloorsByLevel() throws {
        let v = try Self.load()
        let hall = try #require(v.spaces.first { $0.names.first == "Hall Central" })
        #expect(hall.id.hasPrefix("relation/"))
        let below = try v.floorIndex(matching: "-1")
        #expect(v.floors[below].id == "-1")
        let probe = try #require(v.spaces.first { $0.kind == .hallway })
        let p = IMDFPolygonOverlap.interiorPoint(probe.polygon, preferred: nil)
        let located = Locator(venue: v).locate(p, floorIndex: probe.floorIndex)
        #expect(located.space.map { v.spaces[$0].id } == probe.id)
    }
}
