import Testing
@testable import IndoorGeometry

/// ``VenueFloorFeatures``: the per-floor lists hold what a filter of the whole venue finds, in venue order, and
/// walls built from them are the walls built by that filter.
@Suite struct VenueFloorFeaturesTests {
    static func venue() throws -> Venue {
        try MVFReader.read(VenueGenerator.source(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 8, seed: 12)))
    }

    @Test("each floor's lists are the venue's features on that floor, in venue order")
    func listsMatchFilters() throws {
        let v = try Self.venue()
        let features = VenueFloorFeatures(v)
        #expect(features.spaces.count == v.floors.count && features.doors.count == v.floors.count)
        for f in v.floors.indices {
            #expect(features.spaces[f] == v.spaces.indices.filter { v.spaces[$0].floorIndex == f }, "floor \(f) spaces")
            #expect(features.walls[f] == v.walls.indices.filter { v.walls[$0].floorIndex == f }, "floor \(f) walls")
            #expect(features.doors[f] == v.doors.indices.filter { v.doors[$0].floorIndex == f }, "floor \(f) doors")
            #expect(features.obstacles[f] == v.obstacles.indices.filter { v.obstacles[$0].floorIndex == f }, "floor \(f) obstacles")
        }
        #expect(features.spaces.reduce(0) { $0 + $1.count } == v.spaces.count)
    }

    @Test("a feature naming a floor that does not exist is left out, not trapped on")
    func outOfRangeFloor() throws {
        var v = try Self.venue()
        v.spaces[0].floorIndex = v.floors.count + 3
        let features = VenueFloorFeatures(v)
        #expect(!features.spaces.joined().contains(0))
        #expect(features.spaces.reduce(0) { $0 + $1.count } == v.spaces.count - 1)
    }

    @Test("walls built from the lists equal walls found by a pass over the venue")
    func wallsMatch() throws {
        let v = try Self.venue()
        let features = VenueFloorFeatures(v)
        for f in v.floors.indices {
            let plain = v.wallPolygons(floorIndex: f), listed = v.wallPolygons(floorIndex: f, features: features)
            #expect(plain.polygons.map(\.shell.points) == listed.polygons.map(\.shell.points), "floor \(f)")
            #expect(plain.area == listed.area, "floor \(f): \(plain.area) m² vs \(listed.area) m²")
        }
    }
}
