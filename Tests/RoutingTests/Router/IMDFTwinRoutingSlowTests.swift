import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The generator writes the same campus as MVF and as IMDF. IMDF has no walk graph, so its building
/// entrances are openings on the ground levels, at the same ordinal as the outdoor "Campus" level: routes
/// across buildings exist only because such openings join the two levels (issue 12, item 6).
@Suite(.tags(.slow)) struct IMDFTwinRoutingSlowTests {
    struct Twins {
        var mvf: VenueRouter
        var imdf: VenueRouter
    }

    /// The MVF and IMDF twins of one generated campus. With `mvfWalls`, the IMDF venue is given the MVF
    /// twin's drawn walls in place of its unit-boundary walls (IMDF has no walls: the free space keeps
    /// 0.05 m from every enclosed unit's boundary, where the MVF walls are 0.30 m thick inside and 0.60 m
    /// on the building outline), which leaves only what the readers and the router make of each format.
    static func twins(seed: UInt64, mvfWalls: Bool = false) throws -> Twins {
        let mvf = try MVFReader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, seed: seed)))
        var imdf = try IMDFReader.read(VenueGenerator.source(GeneratorOptions(format: .imdf, seed: seed)))
        if mvfWalls {
            imdf.walls = mvf.walls
            imdf.spaceBoundaryWallThickness = nil  // only drawn walls, no unit-boundary walls
        }
        return Twins(mvf: try VenueRouter(venue: mvf), imdf: try VenueRouter(venue: imdf))
    }

    /// Named rooms of the MVF twin (no stairs or elevators), by name, with their building.
    static func rooms(_ v: Venue) -> [(name: String, building: Int?)] {
        var out: [(String, Int?)] = []
        for d in v.destinations {
            guard let s = d.spaceIndices.first, d.spaceIndices.count == 1 else { continue }
            let space = v.spaces[s]
            if space.category == "Stairs" || space.category == "Elevator" { continue }
            out.append((d.name, v.floors[space.floorIndex].buildingIndex))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The distance walked, building entrances included: a door joining two floors is a portal whose span
    /// (between its anchors) ``RouteResult/distance`` leaves out, and the formats place those anchors
    /// differently: MVF exit points 0.6 m inside and 0.8 m outside the door line, IMDF the opening's
    /// midpoint on both levels, snapped onto each level's free space (about 0.35 m either side).
    ///
    /// Past the door both routes walk on from their own anchor, so a route that turns right after the door
    /// walks up to about half a metre more in MVF: ``entranceAllowance`` per entrance crossed.
    static func walked(_ r: RouteResult) -> Double {
        r.distance
            + r.connections.filter { $0.type == .door && $0.entrance.floor != $0.exit.floor }.reduce(0) { $0 + $1.entrance.point.distance(to: $1.exit.point) }
    }

    /// Metres two twin routes may differ by per building entrance crossed (measured: at most 0.52 m).
    static let entranceAllowance = 0.6

    /// `count` seeded pairs of rooms with different names.
    static func pairs(_ rooms: [(name: String, building: Int?)], count: Int, seed: UInt64) -> [((name: String, building: Int?), (name: String, building: Int?))]
    {
        var rng = SplitMix64(seed: seed)
        var out: [((name: String, building: Int?), (name: String, building: Int?))] = []
        while out.count < count {
            let a = rooms[Int(rng.next() % UInt64(rooms.count))], b = rooms[Int(rng.next() % UInt64(rooms.count))]
            if a.name != b.name { out.append((a, b)) }
        }
        return out
    }

    /// The default profile's route between two places named on one twin.
    static func route(_ router: VenueRouter, _ from: String, _ to: String) throws -> RouteResult {
        let v = router.venue
        return router.route(from: try PlaceResolver.resolve(.reference(from), in: v), to: try PlaceResolver.resolve(.reference(to), in: v), profile: .default)
    }

    static func entrancesCrossed(_ r: RouteResult) -> Int {
        r.connections.filter { $0.type == .door && $0.entrance.floor != $0.exit.floor }.count
    }

    @Test("the generated IMDF campus has its 4 building entrances and routes from ALD 101 to the Library")
    func generatedEntrancesJoinTheOutdoorLevel() throws {
        let t = try Self.twins(seed: 1)
        let entrances = t.imdf.venue.doors.filter(\.joinsFloors)
        #expect(entrances.count == 4, "building entrances: \(entrances.count)")
        for d in entrances {
            let ordinals = Set(d.anchors.map { t.imdf.venue.floors[$0.floorIndex].ordinal })
            #expect(ordinals == [0], "an entrance joins two levels of ordinal 0")
            #expect(d.anchors.contains { t.imdf.venue.floors[$0.floorIndex].isOutdoor })
            #expect(d.spaceIndices.count == 2)
        }
        let v = t.imdf.venue
        let r = t.imdf.route(
            from: try PlaceResolver.resolve(.reference("ALD 101"), in: v), to: try PlaceResolver.resolve(.reference("Library"), in: v), profile: .default)
        #expect(r.status == .found)
        #expect(r.connections.contains { $0.type == .door && $0.entrance.floor != $0.exit.floor }, "the route leaves through a building entrance")
    }

    @Test(
        "IMDF twins route like their MVF twins: same rooms reachable, lengths within 0.1% once walls are alike",
        arguments: [(UInt64(1), true), (1, false), (5, true), (5, false)])
    func twinsRouteAlike(seed: UInt64, mvfWalls: Bool) throws {
        let t = try Self.twins(seed: seed, mvfWalls: mvfWalls)
        let tolerance = mvfWalls ? 0.001 : 0.05
        let rooms = Self.rooms(t.mvf.venue)
        try #require(rooms.count > 50)
        var compared = 0, crossBuilding = 0, found = 0
        var worst = 0.0
        for (a, b) in Self.pairs(rooms, count: 40, seed: 0x7715 ^ seed) {
            compared += 1
            if a.building != b.building { crossBuilding += 1 }
            let rm = try Self.route(t.mvf, a.name, b.name)
            let ri = try Self.route(t.imdf, a.name, b.name)
            #expect(rm.status == ri.status, "seed \(seed): \(a.name) → \(b.name): MVF \(rm.status), IMDF \(ri.status)")
            guard rm.status == .found, ri.status == .found else { continue }
            found += 1
            let entrances = Self.entrancesCrossed(rm)
            #expect(entrances == Self.entrancesCrossed(ri), "seed \(seed): \(a.name) → \(b.name) crosses as many building entrances")
            // Beyond 0.1%, each entrance crossed may differ by its anchors' placement (see `walked`).
            let excess = abs(Self.walked(rm) - Self.walked(ri)) - Self.entranceAllowance * Double(entrances)
            let rel = max(0, excess) / Self.walked(rm)
            worst = max(worst, rel)
            #expect(rel <= tolerance, "seed \(seed): \(a.name) → \(b.name): MVF \(Self.walked(rm)) m, IMDF \(Self.walked(ri)) m, \(entrances) entrances")
        }
        #expect(crossBuilding >= 10, "seed \(seed): \(crossBuilding) cross-building pairs")
        #expect(found == compared, "seed \(seed): every generated room is reachable")
        print(
            "twins seed \(seed)\(mvfWalls ? " (MVF walls)" : ""): \(compared) pairs, \(crossBuilding) across buildings, \(found) found in both, worst length difference \(worst * 100)%"
        )
    }
}
