import Foundation
import Testing
@testable import IndoorGeometry

/// Where the OSM reader anchors floor changes: a multi-level stairs or elevator room at its entry node on
/// each level that has one (else at a point inside it), a building entrance at the ends of a footway
/// drawn through it (else at the entrance node).
@Suite struct OSMConnectionAnchorTests {
    /// A document point (metres around ``OSMTestDocument/origin``) in the venue's plane.
    static func onVenue(_ v: Venue, _ d: OSMTestDocument, _ x: Double, _ y: Double) -> Point {
        v.projection.project(d.projection.unproject(Point(x: x, y: y)))
    }

    /// A building of three levels: an elevator shaft (0–4 m) with an entry node on levels 0 and 1 only, a
    /// stairwell (6–10 m) holding an elevator node (a different link, so a connection of its own), and a
    /// corridor on every level.
    static func tower() -> OSMTestDocument {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 20, 10, ["building": "yes", "name": "Tower", "min_level": "0", "max_level": "2"])
        d.rectangle(0, 0, 4, 4, ["indoor": "room", "elevator": "yes", "level": "0;1;2", "name": "Lift"])
        _ = d.node(1, 1, ["highway": "elevator", "level": "0;1"])
        d.rectangle(6, 0, 10, 4, ["indoor": "room", "stairs": "yes", "level": "0-2", "name": "Stairwell"])
        _ = d.node(9, 3, ["highway": "elevator", "level": "0;1"])
        d.rectangle(0, 4, 20, 10, ["indoor": "corridor", "level": "0;1;2"])
        return d
    }

    @Test("a multi-level room is anchored at its entry node on the levels the node names, elsewhere inside it")
    func entryNodesAnchorMultiLevelRooms() throws {
        let d = Self.tower()
        let v = try OSMReaderTests.read(d)
        #expect(v.warnings.isEmpty, "\(v.warnings)")
        let lift = try #require(v.connections.first { $0.name == "Lift" })
        #expect(lift.type == .elevator && lift.entrances.count == 3)
        let node = Self.onVenue(v, d, 1, 1)
        for a in lift.entrances {
            let level = v.floors[a.floorIndex].shortName
            let expected = level == "2" ? Self.onVenue(v, d, 2, 2) : node
            #expect(a.point.distance(to: expected) < 1e-3, "level \(level): anchored at \(a.point), expected \(expected)")
            #expect(a.spaceIndex.map { v.spaces[$0].names.first } == "Lift", "level \(level): the anchor's space is the shaft")
        }
        // The entry node is part of the shaft, not a second elevator; the elevator node in the stairwell is
        // another kind of link, so it is an elevator of its own and the stairwell keeps its inside points.
        let elevators = v.connections.filter { $0.type == .elevator }
        #expect(elevators.count == 2)
        let stairwell = try #require(v.connections.first { $0.name == "Stairwell" })
        #expect(stairwell.entrances.allSatisfy { $0.point.distance(to: Self.onVenue(v, d, 8, 2)) < 1e-3 })
        #expect(v.otherFeatureCounts["highway=elevator"] == nil, "every elevator node is read")
    }

    /// A hall with a corridor, pedestrian grounds outside, and two entrances on its east wall: one with a
    /// footway stepping through it (0.6 m in, 0.8 m out), one whose footway's next vertex is 5 m away.
    static func hallWithEntrances() -> OSMTestDocument {
        var d = OSMTestDocument()
        let stepped = d.node(20, 3, ["entrance": "main", "level": "0"])
        let plain = d.node(20, 7, ["entrance": "yes", "level": "0"])
        let through = [(20.0, 3.0, stepped), (20.0, 7.0, plain)]
        d.rectangle(0, 0, 20, 10, ["building": "yes", "name": "Hall"], through: through)
        d.rectangle(0, 0, 20, 10, ["indoor": "corridor", "level": "0"], through: through)
        d.rectangle(20, -10, 40, 20, ["highway": "pedestrian", "area": "yes"], through: through)
        d.way([d.node(19.4, 3), stepped, d.node(20.8, 3)], ["highway": "footway", "level": "0"])
        d.way([plain, d.node(25, 7)], ["highway": "footway", "level": "0"])
        return d
    }

    @Test("a footway through a building entrance places its anchors where it steps in and out")
    func entranceFootwaysPlaceTheAnchors() throws {
        let d = Self.hallWithEntrances()
        let v = try OSMReaderTests.read(d)
        #expect(v.warnings.isEmpty, "\(v.warnings)")
        let entrances = v.doors.filter(\.joinsFloors)
        try #require(entrances.count == 2)
        func anchor(_ door: Door, outdoors: Bool) -> Point? { door.anchors.first { v.floors[$0.floorIndex].isOutdoor == outdoors }?.point }
        let stepped = try #require(entrances.first { ($0.line?.points.first?.y ?? 0) < Self.onVenue(v, d, 20, 5).y })
        let plain = try #require(entrances.first { $0 != stepped })
        #expect(try #require(anchor(stepped, outdoors: false)).distance(to: Self.onVenue(v, d, 19.4, 3)) < 1e-3)
        #expect(try #require(anchor(stepped, outdoors: true)).distance(to: Self.onVenue(v, d, 20.8, 3)) < 1e-3)
        for outdoors in [false, true] {
            #expect(try #require(anchor(plain, outdoors: outdoors)).distance(to: Self.onVenue(v, d, 20, 7)) < 1e-3, "a footway's far vertex is no step")
        }
        #expect(v.otherFeatureCounts["highway=footway"] == 1, "the stepping footway is read, the other one is not")
    }
}
