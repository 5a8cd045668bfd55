import Foundation
import IndoorGeometry
import Routing

/// Route queries between seeded random rooms anywhere on a campus (any building, any floor, the outdoor
/// floor between): `route.query.<venue>.campus-wide`, one query per timed run so that p50/p90/p99 are
/// per-query percentiles. The question users ask most; the same-building rows measure the easy half.
/// Pacific U and SPbPU when ../shared is present, generated campuses 1x, 10x and 100x.
/// Setting INDOOR_CAMPUS_PAIRS_EXPORT=<file.json> writes Pacific U's pairs as `[[fromSpaceId, toSpaceId], …]`,
/// so that Benchmarks/geos/compare.py times SciPy on the same pairs of rooms.
func campusRoutingBenchmarks(quick: Bool) -> [Benchmark] {
    var venues: [(String, () throws -> Venue?)] = [
        ("pacific", { try BenchVenues.real(BenchVenues.pacificFolder) }),
        ("spbstu", { try BenchVenues.real(BenchVenues.spbstuFolder) })
    ]
    for f in quick ? [1] : [1, 10, 100] { venues.append(("generated-\(f)x", { try BenchVenues.generated(f) })) }
    return [multiPointBenchmark(quick: quick)] + profileBenchmarks(quick: quick)
        + venues.map { name, load in
            Benchmark(name: "route.query.\(name).campus-wide", n: 1) {
                guard let venue = try load() else { throw BenchmarkFailure("venue \(name) not available (../shared/venues)") }
                let router = try VenueRouter(venue: venue)
                let found = CampusRoutingBench.pairs(router, count: quick ? 20 : 400, seed: 29)
                try expect(found.count >= (quick ? 5 : 50), "only \(found.count) reachable campus-wide room pairs")
                if name == "pacific", let path = ProcessInfo.processInfo.environment["INDOOR_CAMPUS_PAIRS_EXPORT"] {
                    let ids = found.map { [venue.spaces[$0.spaces.0].id, venue.spaces[$0.spaces.1].id] }
                    let url = URL(fileURLWithPath: path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try JSONEncoder().encode(ids).write(to: url)
                }
                return VenueRoutingBench.queries(router, found.map(\.points))
            }
        }
}

enum CampusRoutingBench {
    /// Seeded pairs of room (or walkable unit) points anywhere in the venue, kept only when a route exists,
    /// with the indices of their spaces.
    static func pairs(_ router: VenueRouter, count: Int, seed: UInt64) -> [(points: (RoutePoint, RoutePoint), spaces: (Int, Int))] {
        let venue = router.venue
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room || (venue.spaces[$0].kind == .unit && venue.spaces[$0].isWalkable) }
        guard rooms.count >= 2 else { return [] }
        var g = SeededGenerator(seed: seed)
        var out: [(points: (RoutePoint, RoutePoint), spaces: (Int, Int))] = []
        var attempts = 0
        while out.count < count && attempts < count * 8 {
            attempts += 1
            let a = rooms[Int(g.next() % UInt64(rooms.count))], b = rooms[Int(g.next() % UInt64(rooms.count))]
            let pa = RoutePoint(floor: venue.spaces[a].floorIndex, point: PlaceResolver.point(of: venue.spaces[a]))
            let pb = RoutePoint(floor: venue.spaces[b].floorIndex, point: PlaceResolver.point(of: venue.spaces[b]))
            if router.graph.route(from: pa, to: pb).status == .found { out.append(((pa, pb), (a, b))) }
        }
        return out
    }
}

/// `route.query.pacific.multi-point`: routes from seeded random rooms to Pacific U's destinations that
/// are anchored to several rooms (a "Restrooms" location of 17 rooms), through ``VenueRouter/route(from:to:profile:)``:
/// one nearest-of search per start point over the destination's points (before: one route per pair).
/// Set-up checks a sample against the minimum over single routes to each point.
func multiPointBenchmark(quick: Bool) -> Benchmark {
    Benchmark(name: "route.query.pacific.multi-point", n: 1) {
        guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
        let router = try VenueRouter(venue: venue)
        let places = venue.destinations.compactMap { try? PlaceResolver.resolve(.locationID($0.id), in: venue) }.filter { $0.points.count >= 2 }
        try expect(places.count >= 3, "only \(places.count) destinations with several points")
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room }
        var g = SeededGenerator(seed: 31)
        var pairs: [(ResolvedPlace, ResolvedPlace)] = []
        var attempts = 0
        while pairs.count < (quick ? 10 : 200) && attempts < 4000 {
            attempts += 1
            let from = PlaceResolver.place(space: rooms[Int(g.next() % UInt64(rooms.count))], in: venue)
            let to = places[Int(g.next() % UInt64(places.count))]
            if router.route(from: from, to: to, profile: .default).status == .found { pairs.append((from, to)) }
        }
        try expect(pairs.count >= (quick ? 5 : 50), "only \(pairs.count) reachable multi-point pairs")
        for (from, to) in pairs.prefix(quick ? 3 : 10) {
            let best =
                to.points.map { p in
                    router.graph.route(
                        from: RoutePoint(floor: from.points[0].floorIndex, point: from.points[0].point), to: RoutePoint(floor: p.floorIndex, point: p.point))
                }.filter { $0.status == .found }.map(\.cost).min() ?? .infinity
            let got = router.route(from: from, to: to, profile: .default).cost
            try expect(abs(got - best) <= 1e-6 * Swift.max(1, best), "multi-point route \(got) vs minimum over its points \(best)")
        }
        var k = 0
        return Workload(
            operationsPerRun: 1,
            run: {
                let (from, to) = pairs[k % pairs.count]
                k += 1
                return router.route(from: from, to: to, profile: .default).status == .found ? 1 : 0
            }, check: { c in try expect(c == 1, "a reachable multi-point pair found no route") })
    }
}

/// `route.query.pacific.campus-wide.<profile>`: the campus-wide pairs under the other profiles (accessible:
/// its own router at 0.40 m; avoiding stairs; non-public: the staff router), each query on a router built
/// once for its clearance and access, with no per-profile rebuild at query time. Pairs without a route
/// under the profile (stairs-only floors) are dropped.
func profileBenchmarks(quick: Bool) -> [Benchmark] {
    var avoidStairs = RoutingProfile.default
    avoidStairs.avoidedTypes = [.stairs]
    let staff = RouterKey(includesNonPublic: true)
    let profiles: [(String, RouterKey, RoutingProfile)] = [
        ("accessible", .accessible, .accessible), ("avoid-stairs", .default, avoidStairs), ("non-public", staff, .default)
    ]
    return profiles.map { name, key, profile in
        Benchmark(name: "route.query.pacific.campus-wide.\(name)", n: 1) {
            guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
            let router = try VenueRouter(venue: venue, key: key)
            let scratch = RoutingScratch()
            let pairs = CampusRoutingBench.pairs(router, count: quick ? 20 : 400, seed: 29).map(\.points).filter {
                router.graph.route(from: $0.0, to: $0.1, profile: profile, scratch: scratch).status == .found
            }
            try expect(pairs.count >= (quick ? 5 : 50), "only \(pairs.count) campus-wide pairs routed under \(name)")
            return VenueRoutingBench.queries(router, pairs, profile: profile)
        }
    }
}
