import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The generator writes the same campus as MVF and as OpenStreetMap SIT (``GeneratorOptions/Format/osm``):
/// rooms as `indoor=room` ways, doors as nodes on them, stairs and elevators as multi-level rooms, walls
/// as `indoor=wall` ways as thick as the MVF twin's. Both twins must answer the same routes.
@Suite(.tags(.slow)) struct OSMTwinRoutingSlowTests {
    static func twins(seed: UInt64, format: GeneratorOptions.Format = .osm) throws -> (mvf: VenueRouter, osm: VenueRouter) {
        let mvf = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: seed)))
        let osm = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: format, seed: seed)))
        return (try VenueRouter(venue: mvf), try VenueRouter(venue: osm))
    }

    /// How far an OSM anchor lies from the MVF one, in metres on the MVF twin's plane.
    static func displacement(_ mvf: Point, _ osm: Point, _ t: (mvf: VenueRouter, osm: VenueRouter)) -> Double {
        mvf.distance(to: t.mvf.venue.projection.project(t.osm.venue.projection.unproject(osm)))
    }

    @Test("the OSM twin has the MVF twin's spaces, doors, walls and floor changes")
    func twinsHaveTheSameParts() throws {
        let mvf = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: 3)))
        let osm = try OSMReader.read(VenueGenerator.source(GeneratorOptions(format: .osm, seed: 3)))
        #expect(osm.warnings.isEmpty, "\(osm.warnings)")
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

    @Test("OSM twins route like their MVF twins within 0.1% on 100 seeded pairs", arguments: [UInt64(1), 4])
    func twinsRouteAlike(seed: UInt64) throws {
        let t = try Self.twins(seed: seed)
        let rooms = IMDFTwinRoutingSlowTests.rooms(t.mvf.venue)
        try #require(rooms.count > 50)
        var compared = 0, crossBuilding = 0, crossFloor = 0, found = 0
        var worst = 0.0
        for (a, b) in IMDFTwinRoutingSlowTests.pairs(rooms, count: 100, seed: 0x05_17 ^ seed) {
            compared += 1
            if a.building != b.building { crossBuilding += 1 }
            let rm = try IMDFTwinRoutingSlowTests.route(t.mvf, a.name, b.name)
            let ro = try IMDFTwinRoutingSlowTests.route(t.osm, a.name, b.name)
            #expect(rm.status == ro.status, "seed \(seed): \(a.name) → \(b.name): MVF \(rm.status), OSM \(ro.status)")
            guard rm.status == .found, ro.status == .found else { continue }
            found += 1
            if Set(rm.legs.map(\.floor)).count > 1 { crossFloor += 1 }
            let entrances = IMDFTwinRoutingSlowTests.entrancesCrossed(rm)
            #expect(entrances == IMDFTwinRoutingSlowTests.entrancesCrossed(ro), "seed \(seed): \(a.name) → \(b.name) crosses as many building entrances")
            // The formats anchor floor changes differently: MVF at the generator's anchor points (stairs
            // and elevators 30% into the room from its door, entrance exits 0.6 m inside and 0.8 m outside),
            // SIT at the multi-level room's interior point and at the door node. Walking to an anchor moved
            // by δ changes a route by at most δ, so the routes may differ by the anchors' displacements
            // (measured per connection used, in the MVF plane), and beyond that by 0.1%. The same holds for
            // the rooms' start and end points: the pole of inaccessibility is found to 5 cm, and a SIT
            // room's outline carries its door nodes as extra vertices, so the search lands a few cm apart.
            #expect(rm.connections.map(\.type) == ro.connections.map(\.type), "seed \(seed): \(a.name) → \(b.name) uses the same connections")
            var allowance = 0.0
            if let sm = rm.legs.first?.points.first, let so = ro.legs.first?.points.first, let em = rm.legs.last?.points.last,
                let eo = ro.legs.last?.points.last
            {
                allowance += Self.displacement(sm, so, t) + Self.displacement(em, eo, t)
            }
            for (cm, co) in zip(rm.connections, ro.connections) where cm.entrance.floor != cm.exit.floor {
                allowance += Self.displacement(cm.entrance.point, co.entrance.point, t) + Self.displacement(cm.exit.point, co.exit.point, t)
            }
            let excess = abs(IMDFTwinRoutingSlowTests.walked(rm) - IMDFTwinRoutingSlowTests.walked(ro)) - allowance
            let rel = max(0, excess) / IMDFTwinRoutingSlowTests.walked(rm)
            worst = max(worst, rel)
            #expect(rel <= 0.001, "seed \(seed): \(a.name) → \(b.name): MVF \(rm.distance) m, OSM \(ro.distance) m, anchors moved \(allowance) m")
        }
        #expect(crossBuilding >= 20, "seed \(seed): \(crossBuilding) cross-building pairs")
        #expect(crossFloor >= 20, "seed \(seed): \(crossFloor) routes change floors")
        #expect(found == compared, "seed \(seed): every generated room is reachable")
        print("OSM twins seed \(seed): \(compared) pairs, \(crossBuilding) across buildings, \(crossFloor) across floors, worst difference \(worst * 100)%")
    }
}
