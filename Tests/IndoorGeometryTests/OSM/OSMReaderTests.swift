import Foundation
import Testing
@testable import IndoorGeometry

/// The OSM readers on the two-level test hall (``OSMTestDocument/hall()``): a corridor and two rooms on
/// level 0 (one with a door node, one without), a stairs room on levels 0 and 1, an elevator node, a
/// corridor with a hole drawn as a multipolygon on level 1, a private area, a wall, a column, an
/// entrance on the building outline and a footway outside.
@Suite struct OSMReaderTests {
    static func read(_ d: OSMTestDocument = .hall()) throws -> Venue {
        try OSMReader.venue(from: [try OSMXMLDecoder(file: "hall.osm").decode(d.bytes)])
    }

    static func space(_ v: Venue, named name: String) -> Space? { v.spaces.first { $0.names.first == name } }

    @Test func floorsAreNamedByTheirLevelValue() throws {
        let v = try Self.read()
        #expect(v.format == .osm)
        #expect(v.name == "Test Hall")
        #expect(v.buildings.map(\.name) == ["Test Hall"])
        let indoor = v.floors.filter { !$0.isOutdoor }
        #expect(Set(indoor.map(\.id)) == ["0", "1"])
        #expect(Set(indoor.map(\.ordinal)) == [0, 1])
        #expect(try v.floorIndex(matching: "1") == v.floors.firstIndex { $0.id == "1" })
        #expect(v.floors.filter(\.isOutdoor).count == 1, "the footway without a level makes the outdoor floor")
    }

    @Test func spacesKindsAndWalls() throws {
        let v = try Self.read()
        let a = try #require(Self.space(v, named: "Room A"))
        #expect(a.kind == .room && a.boundaryIsWall)
        #expect(a.category == "retail")
        let corridor = try #require(v.spaces.first { $0.kind == .hallway && v.floors[$0.floorIndex].id == "0" })
        #expect(!corridor.boundaryIsWall, "corridors are open to their neighbours")
        let upper = try #require(Self.space(v, named: "Upper Corridor"))
        #expect(upper.polygon.holes.count == 1, "the multipolygon's inner way is a hole")
        #expect(abs(upper.polygon.area - (17 * 4 - 1)) < 0.2)
        let staff = try #require(Self.space(v, named: "Staff Area"))
        #expect(staff.kind == .area && !staff.boundaryIsWall && staff.restriction == "private")
        #expect(v.spaceBoundaryWallThickness == OSMReader.roomBoundaryWallThickness)
        #expect(v.walls.count == 1 && abs(v.walls[0].thickness - 0.3) < 1e-12)
        #expect(v.obstacles.count == 1 && v.obstacles[0].kind == "column")
        let stairs = v.spaces.filter { $0.verticalType == .stairs }
        #expect(Set(stairs.map(\.id)).count == 2 && stairs.allSatisfy { $0.id.hasSuffix("@0") || $0.id.hasSuffix("@1") })
    }

    @Test func doorNodesBecomeSpansOnTheEdge() throws {
        let v = try Self.read()
        let a = try #require(v.spaces.firstIndex { $0.names.first == "Room A" })
        let door = try #require(v.doors.first { $0.spaceIndices.contains(a) })
        #expect(door.spaceIndices.count == 2)
        let line = try #require(door.line)
        #expect(abs(line.length - 1.2) < 1e-6, "width from the width tag")
        #expect(abs(line.points[0].y - line.points[1].y) < 1e-6, "along the horizontal edge y = 4")
        let toilets = try #require(v.spaces.firstIndex { $0.category == "restroom" })
        #expect(!v.doors.contains { $0.spaceIndices.contains(toilets) }, "a room without a door node stays doorless")
        let stairsDoors = v.doors.filter { $0.id.hasPrefix("node/") && $0.id.contains("@") }
        #expect(stairsDoors.count == 2, "a door node on levels 0;1 is a door on each")
        #expect(stairsDoors.allSatisfy { abs(($0.line?.length ?? 0) - OSMReader.Options().doorWidth) < 1e-6 })
        let entrance = try #require(v.doors.first { $0.category == "entrance" })
        #expect(entrance.joinsFloors, "an entrance on the building outline joins the outdoor floor")
    }

    @Test func verticalConnections() throws {
        let v = try Self.read()
        let stairs = try #require(v.connections.first { $0.type == .stairs })
        #expect(Set(stairs.entrances.map { v.floors[$0.floorIndex].id }) == ["0", "1"])
        #expect(!stairs.isOneWay)
        let elevator = try #require(v.connections.first { $0.type == .elevator })
        #expect(elevator.entrances.count == 2 && elevator.entrances.allSatisfy { $0.flags.contains(.accessible) })
        #expect(elevator.entrances.allSatisfy { $0.spaceIndex != nil }, "the elevator node lies in the corridors")
    }

    @Test func destinationsKeepOriginalCategories() throws {
        let v = try Self.read()
        let a = try #require(v.destinations.first { $0.name == "Room A" })
        #expect(a.categories.contains("retail") && a.categories.contains("books"))
        #expect(a.id.hasPrefix("way/"))
        let toilets = try #require(v.destinations.first { $0.categories.contains("restroom") })
        #expect(toilets.categories.contains("toilets"))
        let snacks = try #require(v.destinations.first { $0.name == "Snacks" })
        #expect(snacks.points.count == 1 && snacks.spaceIndices.isEmpty)
        let stairs = try #require(v.destinations.first { $0.name == "Stairs" })
        #expect(stairs.spaceIndices.count == 2, "a multi-level room is one destination found by its OSM id")
    }

    @Test func geoJSONAndXMLGiveTheSameVenue() throws {
        let doc = try OSMXMLDecoder(file: "hall.osm").decode(OSMTestDocument.hall().bytes)
        let json = try OSMGeoJSONWriter.bytes(doc.features)
        let fromJSON = try OSMReader.venue(from: [try OSMGeoJSONDecoder(file: "hall.geojson").decode(json)])
        let fromXML = try OSMReader.venue(from: [doc])
        #expect(fromJSON.spaces == fromXML.spaces)
        #expect(fromJSON.doors == fromXML.doors)
        #expect(fromJSON.connections == fromXML.connections)
        #expect(fromJSON.destinations == fromXML.destinations)
        #expect(fromJSON.floors == fromXML.floors)
        #expect(fromJSON.walls == fromXML.walls)
    }

    @Test func osmtogeojsonIDsAndNestedTags() throws {
        let text = """
            {"type":"FeatureCollection","features":[
             {"type":"Feature","properties":{"@id":"way/7","indoor":"room","level":"0","name":"X","@relations":"[object Object]"},
              "geometry":{"type":"Polygon","coordinates":[[[2.35,48.87],[2.3501,48.87],[2.3501,48.8701],[2.35,48.87]]]}},
             {"type":"Feature","id":"way/8","properties":{"type":"way","id":8,"tags":{"indoor":"corridor","level":"1"}},
              "geometry":{"type":"Polygon","coordinates":[[[2.35,48.87],[2.3501,48.87],[2.3501,48.8701],[2.35,48.87]]]}}]}
            """
        let doc = try OSMGeoJSONDecoder(file: "x.geojson").decode(Array(text.utf8))
        #expect(doc.features.map(\.id) == ["way/7", "way/8"])
        #expect(doc.features[0].tags["@relations"] == nil && doc.features[0].tags["name"] == "X")
        #expect(doc.features[1].tags == ["indoor": "corridor", "level": "1"])
    }
}
