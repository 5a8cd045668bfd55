import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import Routing

/// Door cuts (closable same-floor doors) never change the open venue: per floor, the meshes built with
/// them have the pieces of free space of the meshes built without them, and routes that close nothing
/// are the same (with walk tables and without). On the sample campus (whose buffered free space has vertex pairs 1e-12 m apart where
/// cuts end: they used to split rooms off) and on the shared real venues when present.
@Suite struct DoorCutConnectivityTests {

    /// The graph of `router`'s venue and free space, with or without door cuts, with walk tables on floors
    /// of at most `walkTableAnchorLimit` anchors (0: none, every walk found by Polyanya searches from the
    /// route's ends and the anchors, as on floors with many anchors and on floors a view closes doors on).
    static func graph(_ router: VenueRouter, cuts: Bool, walkTableAnchorLimit: Int) throws -> RoutingGraph {
        let v = router.venue
        let floors = v.floors.enumerated().map { i, f in
            FloorFreeSpace(
                id: f.id, ordinal: f.ordinal, freeSpace: router.freeSpace[i].region, stack: f.buildingIndex ?? v.buildings.count,
                cuts: cuts ? VenueRouter.doorCuts(of: v, floor: i) : [])
        }
        return try RoutingGraph(
            floors: floors, connections: VenueRouter.connections(of: v), anchorSnapDistance: VenueRouter.anchorSnapDistance,
            walkTableAnchorLimit: walkTableAnchorLimit)
    }

    /// Per floor: the same pieces of free space with and without cuts, and no corner near a cut's end that
    /// the mesh without cuts lacks (a cut's end inserted into a straight wall is never reflex, and none
    /// makes its neighbour reflex); routes between `pairs`
    /// random rooms the same with and without cuts, with walk tables (the router) and without (searches).
    static func check(_ path: String, pairs: Int) throws {
        let v = try VenueLoader.load(path: path)
        let cut = try VenueRouter(venue: v), plain = try VenueRouter(venue: v, closableDoors: false)
        var closable = 0
        for (f, (a, b)) in zip(cut.graph.meshes, plain.graph.meshes).enumerated() {
            #expect(
                Set(a.component).count == Set(b.component).count,
                "\(path) floor \(v.floors[f].name): \(Set(a.component).count) pieces with cuts, \(Set(b.component).count) without")
            closable += a.cutIds.indices.filter { a.isClosable(cut: $0) }.count
            // Near the cuts' ends (the vertices of their mesh edges); elsewhere the cutter's merge of ring
            // vertices 1e-9 m apart may turn a vertex beside a merged pair into a corner.
            let ends = a.cutIds.indices.flatMap { c in a.cutSlots.range(c).map { a.vertices[Int(a.polygonVertices[Int(a.cutSlots.items[$0])])] } }
            // The cutter merges such pairs, so a corner may stand for its twin (SPbPU: one 4 µm from a corner
            // of the mesh without cuts, beside a cut ending at that corner).
            let corners = b.vertices.indices.filter { b.isCorner[$0] }.map { b.vertices[$0] }
            let exact = Set(corners)
            let added = a.vertices.indices.filter { i in
                a.isCorner[i] && !exact.contains(a.vertices[i]) && ends.contains { $0.distance(to: a.vertices[i]) < 0.05 }
                    && !corners.contains { $0.distance(to: a.vertices[i]) < 1e-5 }
            }
            #expect(added.isEmpty, "\(path) floor \(v.floors[f].name): corners added by cuts at \(added.prefix(4).map { a.vertices[$0] })")
        }
        #expect(closable > 0, "\(path): some doors are closable")
        let searched = (cut: try graph(cut, cuts: true, walkTableAnchorLimit: 0), plain: try graph(cut, cuts: false, walkTableAnchorLimit: 0))
        let scratch = RoutingScratch()
        var rng = SplitMix64(seed: 17)
        let rooms = v.spaces.indices.filter { v.spaces[$0].isWalkable }
        var found = 0
        for _ in 0 ..< pairs {
            let s = PlaceResolver.place(label: "a", spaces: [rooms[rng.int(0, rooms.count - 1)]], venue: v)
            let g = PlaceResolver.place(label: "b", spaces: [rooms[rng.int(0, rooms.count - 1)]], venue: v)
            let what = "\(path) \(s.spaceIndices) -> \(g.spaceIndices)"
            let a = cut.route(from: s, to: g, profile: .default), b = plain.route(from: s, to: g, profile: .default)
            #expect(a.status == b.status, "\(what): \(a.status) with cuts, \(b.status) without")
            if a.status == .found && b.status == .found {
                found += 1
                #expect(abs(a.cost - b.cost) <= 1e-9 * Swift.max(1, b.cost), "\(what): \(a.cost) with cuts, \(b.cost) without")
                #expect(
                    a.connections.map(\.id) == b.connections.map(\.id),
                    "\(what): connections with cuts \(a.connections.map(\.id)), without \(b.connections.map(\.id))")
            }
            let sp = RoutePoint(floor: s.points[0].floorIndex, point: s.points[0].point),
                gp = RoutePoint(floor: g.points[0].floorIndex, point: g.points[0].point)
            let x = searched.cut.route(from: sp, to: gp, profile: .default, scratch: scratch)
            let y = searched.plain.route(from: sp, to: gp, profile: .default, scratch: scratch)
            #expect(x.status == y.status, "\(what) without walk tables: \(x.status) with cuts, \(y.status) without")
            if x.status == .found && y.status == .found {
                #expect(abs(x.cost - y.cost) <= 1e-9 * Swift.max(1, y.cost), "\(what) without walk tables: \(x.cost) with cuts, \(y.cost) without")
            }
        }
        #expect(found > pairs / 4, "\(path): \(found) of \(pairs) pairs routed")
    }

    @Test func sampleCampus() throws { try Self.check(PackageFolders.sampleVenue, pairs: 120) }

    /// On the real venues (seconds each): `swift test --skip Slow` leaves them out.
    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test func pacific() throws { try DoorCutConnectivityTests.check(SharedVenues.pacificFolder, pairs: 60) }

        @Test func spbstu() throws { try DoorCutConnectivityTests.check(SharedVenues.spbstuFolder, pairs: 60) }
    }
}
