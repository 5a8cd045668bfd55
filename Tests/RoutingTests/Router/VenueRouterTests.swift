import Foundation
import IndoorGeometry
import Testing
@testable import Routing

@Suite struct VenueRouterTests {
    /// The README's sample campus, generated in memory (2 buildings × 3 floors, an outdoor floor).
    static let venue: Venue = {
        do {
            return try MVFReader.read(VenueGenerator.source(GeneratorOptions(seed: 1)))
        } catch {
            fatalError("generated venue must read: \(error)")
        }
    }()
    static let router: VenueRouter = {
        do {
            return try VenueRouter(venue: venue)
        } catch {
            fatalError("router must build: \(error)")
        }
    }()

    func route(_ from: String, _ to: String, _ profile: RoutingProfile = .default, router: VenueRouter = Self.router) throws -> RouteResult {
        let v = router.venue
        return router.route(from: try PlaceResolver.resolve(.reference(from), in: v), to: try PlaceResolver.resolve(.reference(to), in: v), profile: profile)
    }

    /// Every walking segment stays inside the free space it was planned in (sampled every 5 cm, with a
    /// nanometre tolerance for points on its boundary).
    func assertInsideFreeSpace(_ r: RouteResult, router: VenueRouter = Self.router, _ label: String) {
        for leg in r.legs {
            let region = router.freeSpace[leg.floor].region
            for i in 0 ..< max(0, leg.points.count - 1) {
                let a = leg.points[i], b = leg.points[i + 1]
                let n = max(1, Int(a.distance(to: b) / 0.05))
                for k in 0 ... n {
                    let p = a.interpolated(to: b, t: Double(k) / Double(n))
                    #expect(region.locate(p, tolerance: 1e-6) != .exterior, "\(label): leg on floor \(leg.floor) leaves free space at \(p)")
                }
            }
        }
    }

    @Test("same floor, across floors and across buildings: routes exist, stay in free space, are no shorter than the crow flies")
    func routesAcrossTheCampus() throws {
        for (from, to) in [("ALD 101", "ALD 105"), ("ALD 101", "ALD 204"), ("ALD 101", "Library"), ("Library", "ALD 101")] {
            let r = try route(from, to)
            #expect(r.status == .found, "\(from) → \(to)")
            assertInsideFreeSpace(r, "\(from) → \(to)")
            if let s = r.start, let g = r.goal, s.floor == g.floor, r.connections.isEmpty {
                #expect(r.distance >= s.point.distance(to: g.point) - 1e-9)
            }
            #expect(abs(r.distance - r.legs.reduce(0) { $0 + $1.distance }) < 1e-6)
        }
        let there = try route("ALD 101", "Library"), back = try route("Library", "ALD 101")
        #expect(abs(there.distance - back.distance) < 0.01 * there.distance, "routes are symmetric on a two-way campus")
    }

    @Test("accessible profile takes the elevator, avoiding every stepped connection")
    func accessibleUsesElevator() throws {
        let accessibleRouter = try VenueRouter(venue: Self.venue, key: .accessible)
        // Rooms whose doors are wide enough for the accessible clearance (the generator also makes 0.8 m doors).
        func wideDoorRoom(_ floorName: String) throws -> String {
            let v = Self.venue
            let f = try #require(v.floors.firstIndex { $0.name == floorName })
            let room = try #require(
                v.spaces.indices.first { i in
                    v.spaces[i].floorIndex == f && v.spaces[i].category == "Classroom"
                        && v.doors.contains { $0.spaceIndices.contains(i) && ($0.width ?? 0) >= 1.0 }
                })
            return v.spaces[room].id
        }
        let from = try wideDoorRoom("Alder Hall Level 1"), to = try wideDoorRoom("Alder Hall Level 2")
        let r = try route(from, to, .accessible, router: accessibleRouter)
        #expect(r.status == .found)
        #expect(r.connections.contains { $0.type == .elevator })
        #expect(!r.connections.contains { $0.type.isStepped })
        let d = try route(from, to)
        #expect(d.connections.contains { $0.type == .stairs }, "the default profile takes the cheaper stairs")
        assertInsideFreeSpace(r, router: accessibleRouter, "accessible")
    }

    @Test("avoiding stairs and elevators leaves no way upstairs: a no-path status, not a crash")
    func avoidEverything() throws {
        var p = RoutingProfile.default
        p.avoidedTypes = [.stairs, .elevator]
        #expect(try route("ALD 101", "ALD 204", p).status == .noPath)
        #expect(try route("ALD 101", "ALD 105", p).status == .found)
    }

    @Test("narrow doors close for a wide clearance and are reported")
    func narrowDoorsReported() throws {
        let wide = try VenueRouter(venue: Self.venue, key: RouterKey(clearance: 0.45))
        let closed = wide.freeSpace.flatMap(\.closedDoors).filter { $0.reason == .notWiderThanTwiceTheClearance(0.45) }
        let narrow = Self.venue.doors.filter { ($0.width ?? 9) <= 0.9 + 1e-6 && !$0.joinsFloors && !$0.isBlocked }
        #expect(!narrow.isEmpty, "the generator makes 0.8 m doors")
        #expect(closed.count == narrow.count)
    }

    @Test("the accessible clearance keeps a door of the ADA minimum clear width (0.815 m) open and closes 0.80 m")
    func adaMinimumDoorStaysOpen() throws {
        let r = RouterKey.accessible.clearance
        #expect(2 * r < 0.815 && 2 * r >= 0.80, "half of the ADA minimum, 32 in")
        // Narrow one interior door to the test width, centred on its line: a wall drawn along the old line
        // (past both jambs) closes the old gap, and the door's cut reopens exactly its new line.
        let k = try #require(
            Self.venue.doors.indices.first { (Self.venue.doors[$0].width ?? 0) >= 0.9 && !Self.venue.doors[$0].joinsFloors && !Self.venue.doors[$0].isBlocked })
        for (width, open) in [(0.815, true), (0.80, false)] {
            var v = Self.venue
            let line = try #require(v.doors[k].line)
            let a = line.points[0], b = line.points[line.points.count - 1], m = a.interpolated(to: b, t: 0.5)
            let t = width / 2 / a.distance(to: b)
            v.doors[k].line = Polyline(uncheckedPoints: [m.interpolated(to: a, t: 2 * t), m.interpolated(to: b, t: 2 * t)])
            v.walls.append(
                Wall(
                    id: "closing-wall", floorIndex: v.doors[k].floorIndex,
                    line: Polyline(uncheckedPoints: [a.interpolated(to: b, t: -0.3), b.interpolated(to: a, t: -0.3)]), thickness: 0.15))
            let fs = VenueFloorFreeSpace(venue: v, floorIndex: v.doors[k].floorIndex, clearance: r)
            #expect(fs.closedDoors.contains { $0.door == k } == !open, "door of \(width) m")
            #expect((fs.region.locate(m, tolerance: 0) != .exterior) == open, "free space through the middle of a \(width) m door")
        }
    }

    @Test("place references: ids, location ids, names, positions; unknown and ambiguous names throw")
    func places() throws {
        let v = Self.venue
        let space = try #require(v.spaces.first { $0.names.first == "ALD 101" })
        let loc = try #require(v.destinations.first { $0.name == "ALD 101" })
        #expect(try PlaceResolver.resolve(.reference(space.id), in: v).spaceIndices.count == 1)
        #expect(try PlaceResolver.resolve(.reference(loc.id), in: v).points.count == 1)
        let g = v.projection.unproject(PlaceResolver.point(of: space))
        let p = try PlaceResolver.resolve(.position(g, floor: v.floors[space.floorIndex].id), in: v)
        #expect(p.points[0].floorIndex == space.floorIndex)
        #expect(throws: PlaceResolutionError.self) { try PlaceResolver.resolve(.reference("No Such Room"), in: v) }
        var twice = v
        twice.destinations.append(Destination(id: "loc_dup", name: "ALD 101", spaceIndices: [0]))
        #expect(throws: PlaceResolutionError.self) { try PlaceResolver.resolve(.reference("ALD 101"), in: twice) }
    }

    @Test("typed queries: an exact id or name finds only its own kind; a position on an unknown floor names the position")
    func typedPlaceQueries() throws {
        let v = Self.venue
        let space = try #require(v.spaces.first { $0.names.first == "ALD 101" })
        let loc = try #require(v.destinations.first { $0.name == "ALD 101" })
        #expect(try PlaceResolver.resolve(.spaceID(space.id), in: v).spaceIndices == [try #require(v.spaces.firstIndex { $0.id == space.id })])
        #expect(try PlaceResolver.resolve(.locationID(loc.id), in: v) == PlaceResolver.resolve(.reference(loc.id), in: v))
        #expect(try PlaceResolver.resolve(.name("ALD 101"), in: v) == PlaceResolver.resolve(.reference(" ALD 101 "), in: v))
        #expect(throws: PlaceResolutionError.unknown(loc.id, suggestions: [])) { try PlaceResolver.resolve(.spaceID(loc.id), in: v) }
        #expect(throws: PlaceResolutionError.unknown(space.id, suggestions: [])) { try PlaceResolver.resolve(.locationID(space.id), in: v) }
        let g = v.projection.unproject(PlaceResolver.point(of: space))
        let nowhere = PlaceQuery.position(g, floor: "Level 99")
        #expect(nowhere.description == "\(g.longitude),\(g.latitude)@Level 99")
        do {
            _ = try PlaceResolver.resolve(nowhere, in: v)
            Issue.record("a position on a floor the venue lacks must throw")
        } catch {
            guard case let .badPosition(written, _) = error else { Issue.record("expected badPosition, got \(error)"); return }
            #expect(written == nowhere.description)
        }
        let offEarth = PlaceQuery.position(GeoCoordinate(longitude: 200, latitude: 0), floor: v.floors[0].id)
        #expect(throws: PlaceResolutionError.badPosition(offEarth.description, reason: "longitude or latitude out of range")) {
            try PlaceResolver.resolve(offEarth, in: v)
        }
    }

    @Test("the room point lies inside its room", arguments: [0, 5, 17, 40, 77])
    func roomPointInside(_ k: Int) {
        let rooms = Self.venue.spaces.filter { $0.kind == .room }
        let s = rooms[k % rooms.count]
        #expect(s.polygon.locate(PlaceResolver.point(of: s)) == .interior)
    }

    @Test("GeoJSON: one LineString per leg with floor, distance and leg; connections as MultiPoint; a summary", .enabled(if: true))
    func geoJSON() throws {
        let r = try route("ALD 101", "Library")
        let j = RouteDocument.encoder.value(RouteGeoJSON.featureCollection(r, venue: Self.venue, from: "ALD 101", to: "Library", profileName: "default"))
        let features = try #require(j["features"]?.arrayValue)
        let lines = features.filter { $0["geometry"]?["type"]?.stringValue == "LineString" }
        #expect(lines.count == r.legs.count)
        for (k, l) in lines.enumerated() {
            #expect(l["properties"]?["leg"]?.intValue == k)
            #expect(l["properties"]?["floor"]?.stringValue != nil)
            #expect((l["properties"]?["distance"]?.numberValue ?? -1) >= 0)
        }
        #expect(features.filter { $0["geometry"]?["type"]?.stringValue == "MultiPoint" }.count == r.connections.count)
        let summary = try #require(j["summary"])
        #expect(abs((summary["distance"]?.numberValue ?? 0) - r.distance) < 0.001)
        #expect((summary["instructions"]?.arrayValue?.count ?? 0) >= 3)
        // Round trip through our own decoder: valid RFC 7946.
        let text = try JSONWriter().string(j)
        let fc = try GeoJSONDecoder(file: "route").decodeFeatureCollection(Array(text.utf8))
        #expect(fc.features.count == features.count)
    }
}

extension VenueRouterTests {
    @Test("a location anchored to nothing is an error, not a route from floor 0")
    func locationWithoutAnchors() {
        var v = Self.venue
        v.destinations.append(Destination(id: "loc_empty", name: "Nowhere Lounge"))
        #expect(throws: PlaceResolutionError.self) { try PlaceResolver.resolve(.reference("Nowhere Lounge"), in: v) }
        #expect(throws: PlaceResolutionError.self) { try PlaceResolver.resolve(.reference("loc_empty"), in: v) }
    }
}
