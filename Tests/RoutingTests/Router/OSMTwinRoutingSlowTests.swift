import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The generator writes the same campus as MVF and as OpenStreetMap SIT (``GeneratorOptions/Format/osm``):
/// rooms as `indoor=room` ways, doors as nodes on them, stairs and elevators as multi-level rooms with an
/// entry node where the MVF twin anchors them, footways stepping through the building entrances, walls
/// as `indoor=wall` ways as thick as the MVF twin's. Both twins must answer the same routes.
@Suite(.tags(.slow)) struct OSMTwinRoutingSlowTests {
    static func twins(seed: UInt64, format: GeneratorOptions.Format = .osm) throws -> (mvf: VenueRouter, osm: VenueRouter) {
        let mvf = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: seed)))
        let osm = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: format, seed: seed)))
        return (try VenueRouter(venue: mvf), try VenueRouter(venue: osm))
    }

    @Test("the OSM twin has the MVF twin's spaces, doors, walls and floor changes")
    func twinsHaveTheSameParts() throws {
        let mvf = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: 3)))
        let osm = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: .osm, seed: 3)))
        #expect(osm.warnings.isEmpty, "\(osm.warnings)")
        #expect(osm.otherFeatureCounts.isEmpty, "every feature written is read: \(osm.otherFeatureCounts)")
        #expect(osm.spaces.count == mvf.spaces.count)
        #expect(osm.doors.count == mvf.doors.count)
        #expect(osm.doors.filter(\.joinsFloors).count == mvf.doors.filter(\.joinsFloors).count)
        #expect(osm.walls.count == mvf.walls.count)
        #expect(osm.obstacles.count == mvf.obstacles.count)
        #expect(osm.connections.map(\.type.description).sorted() == mvf.connections.map(\.type.description).sorted())
        #expect(osm.floors.count == mvf.floors.count && osm.buildings.count == mvf.buildings.count)
    }

    @Test("the .osm XML and the osmtogeojson GeoJSON twins read as the same venue")
    func xmlAndGeoJSONTwinsAgree() throws {
        let xml = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: .osm, seed: 2)))
        let json = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: .osmGeoJSON, seed: 2)))
        #expect(xml.spaces == json.spaces)
        #expect(xml.doors == json.doors)
        #expect(xml.connections == json.connections)
        #expect(xml.walls == json.walls)
        #expect(xml.destinations == json.destinations)
    }

    /// Relative differences |OSM − MVF| / MVF of the routes' distances over the seeded pairs both twins
    /// answer, each pair checked against 0.1%.
    static func relativeDifferences(seed: UInt64) throws -> [Double] {
        let t = try Self.twins(seed: seed)
        let rooms = IMDFTwinRoutingSlowTests.rooms(t.mvf.venue)
        try #require(rooms.count > 50)
        var compared = 0, crossBuilding = 0, crossFloor = 0
        var differences: [Double] = []
        for (a, b) in IMDFTwinRoutingSlowTests.pairs(rooms, count: 100, seed: 0x05_17 ^ seed) {
            compared += 1
            if a.building != b.building { crossBuilding += 1 }
            let rm = try IMDFTwinRoutingSlowTests.route(t.mvf, a.name, b.name)
            let ro = try IMDFTwinRoutingSlowTests.route(t.osm, a.name, b.name)
            #expect(rm.status == ro.status, "seed \(seed): \(a.name) → \(b.name): MVF \(rm.status), OSM \(ro.status)")
            guard rm.status == .found, ro.status == .found else { continue }
            if Set(rm.legs.map(\.floor)).count > 1 { crossFloor += 1 }
            #expect(rm.connections.map(\.type) == ro.connections.map(\.type), "seed \(seed): \(a.name) → \(b.name) uses the same connections")
            // The SIT twin marks where each stairwell and shaft is boarded (entry nodes) and where each
            // building entrance is stepped through (a footway through the entrance node) at the MVF twin's
            // anchors, so the routes are compared as they are: no allowance for anchors placed apart.
            let rel = abs(rm.distance - ro.distance) / rm.distance
            differences.append(rel)
            #expect(rel <= 0.001, "seed \(seed): \(a.name) → \(b.name): MVF \(rm.distance) m, OSM \(ro.distance) m")
        }
        #expect(crossBuilding >= 20, "seed \(seed): \(crossBuilding) cross-building pairs")
        #expect(crossFloor >= 20, "seed \(seed): \(crossFloor) routes change floors")
        #expect(differences.count == compared, "seed \(seed): every generated room is reachable")
        print("OSM twins seed \(seed): \(compared) pairs, \(crossBuilding) across buildings, \(crossFloor) across floors")
        return differences
    }

    @Test("OSM twins route like their MVF twins within 0.1% on every one of 200 seeded pairs, across floors and buildings")
    func twinsRouteAlike() throws {
        let differences = try [UInt64(1), 4].flatMap { try Self.relativeDifferences(seed: $0) }.sorted()
        try #require(differences.count == 200)
        let median = (differences[99] + differences[100]) / 2
        print("OSM twins: \(differences.count) pairs answered by both, relative difference max \(differences.last! * 100)%, median \(median * 100)%")
    }
}
