import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The known ends (``KnownEnds``): the walks and polygons the build stores for every space's route point are
/// those a sweep and a point location find, and routes between places are the same with them as without them (on the sample campus, and
/// on Pacific U when ../shared is present).
@Suite struct KnownEndsTests {
    private static func router(_ path: String) throws -> VenueRouter {
        try VenueRouter(venue: try VenueLoader.load(path: path))
    }

    @Test func storedWalksAreTheSweepsWalks() throws {
        let r = try Self.router(PackageFolders.sampleVenue)
        let data = r.graph.data, ends = data.knownEnds
        #expect(ends.count > 50, "the sample campus's rooms on tabled floors are known ends")
        var core = PolyanyaCore()
        var swept = PointWalks(), loaded = PointWalks()
        for k in 0 ..< ends.count {
            let f = Int(ends.floor[k])
            let table = try #require(data.walkTables[f])
            #expect(ends.index(floor: f, point: ends.point[k]) == k)
            swept.fill(from: ends.point[k], mesh: data.meshes[f], table: table, anchorPoints: data.anchorPoints[f], search: &core)
            loaded.load(ends, end: k)
            let n = table.anchorCount
            #expect(loaded.distance.map(\.bitPattern) == swept.distance[0 ..< n].map(\.bitPattern), "end \(k): distances")
            #expect(loaded.via == Array(swept.via[0 ..< n]), "end \(k): first turns")
            // Snapping a known end leaves it where it is; its stored polygons are the located ones.
            #expect(data.meshes[f].snap(ends.point[k], within: 0)?.point == ends.point[k], "end \(k) lies in the mesh")
            var located: [Int32] = []
            data.meshes[f].locateAll(ends.point[k], into: &located)
            #expect(Array(ends.polygons.items[Int(ends.polygons.start[k]) ..< Int(ends.polygons.start[k + 1])]) == located, "end \(k): polygons")
        }
        // A point a hair off a known end is not one.
        if ends.count > 0 {
            let p = ends.point[0]
            #expect(ends.index(floor: Int(ends.floor[0]), point: Point(x: p.x.nextUp, y: p.y)) == nil)
            #expect(ends.index(floor: Int(ends.floor[0]) + 1_000, point: p) == nil)
        }
    }

    static func sameRoutes(_ path: String, pairs: Int) throws {
        let r = try router(path)
        let v = r.venue
        let bare = VenueRouter(venue: v, key: r.key, freeSpace: r.freeSpaceStore, data: r.graph.data.replacingKnownEnds(.none))
        let rooms = v.spaces.indices.filter { v.spaces[$0].isWalkable }
        var rng = SplitMix64(seed: 17)
        var found = 0
        for _ in 0 ..< pairs {
            let a = rooms[rng.int(0, rooms.count - 1)], b = rooms[rng.int(0, rooms.count - 1)]
            let s = RoutePoint(floor: v.spaces[a].floorIndex, point: PlaceResolver.point(of: v.spaces[a]))
            let t = RoutePoint(floor: v.spaces[b].floorIndex, point: PlaceResolver.point(of: v.spaces[b]))
            let with = r.graph.route(from: s, to: t), without = bare.graph.route(from: s, to: t)
            #expect(with == without, "\(v.spaces[a].id) → \(v.spaces[b].id)")
            if with.status == .found { found += 1 }
        }
        #expect(found > pairs / 2, "most pairs have a route")
    }

    @Test func routesAreTheSameWithoutThem() throws {
        try Self.sameRoutes(PackageFolders.sampleVenue, pairs: 150)
    }

    /// On Pacific U (seconds): `swift test --skip Slow` leaves it out.
    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test func pacific() throws { try KnownEndsTests.sameRoutes(SharedVenues.pacificFolder, pairs: 150) }
    }
}
