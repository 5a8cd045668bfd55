import IndoorGeometry
import Routing

/// Route queries between seeded random rooms anywhere on a campus (any building, any floor, the outdoor
/// floor between): `route.query.<venue>.campus-wide`, one query per timed run so that p50/p90/p99 are
/// per-query percentiles. The question users ask most; the same-building rows measure the easy half.
/// Pacific U and SPbPU when ../shared is present, generated campuses 1x, 10x and 100x.
func campusRoutingBenchmarks(quick: Bool) -> [Benchmark] {
    var venues: [(String, () throws -> Venue?)] = [
        ("pacific", { try BenchVenues.real(BenchVenues.pacificFolder) }),
        ("spbstu", { try BenchVenues.real(BenchVenues.spbstuFolder) }),
    ]
    for f in quick ? [1] : [1, 10, 100] { venues.append(("generated-\(f)x", { try BenchVenues.generated(f) })) }
    return venues.map { name, load in
        Benchmark(name: "route.query.\(name).campus-wide", n: 1) {
            guard let venue = try load() else { throw BenchmarkFailure("venue \(name) not available (../shared/venues)") }
            let router = try VenueRouter(venue: venue)
            let pairs = CampusRoutingBench.pairs(router, count: quick ? 20 : 400, seed: 29)
            try expect(pairs.count >= (quick ? 5 : 50), "only \(pairs.count) reachable campus-wide room pairs")
            return VenueRoutingBench.queries(router, pairs)
        }
    }
}

enum CampusRoutingBench {
    /// Seeded pairs of room (or walkable unit) points anywhere in the venue, kept only when a route exists.
    static func pairs(_ router: VenueRouter, count: Int, seed: UInt64) -> [(RoutePoint, RoutePoint)] {
        let venue = router.venue
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room || (venue.spaces[$0].kind == .unit && venue.spaces[$0].isWalkable) }
        guard rooms.count >= 2 else { return [] }
        var g = SeededGenerator(seed: seed)
        var out: [(RoutePoint, RoutePoint)] = []
        var attempts = 0
        while out.count < count && attempts < count * 8 {
            attempts += 1
            let a = rooms[Int(g.next() % UInt64(rooms.count))], b = rooms[Int(g.next() % UInt64(rooms.count))]
            let pa = RoutePoint(floor: venue.spaces[a].floorIndex, point: PlaceResolver.point(of: venue.spaces[a]))
            let pb = RoutePoint(floor: venue.spaces[b].floorIndex, point: PlaceResolver.point(of: venue.spaces[b]))
            if router.graph.route(from: pa, to: pb).status == .found { out.append((pa, pb)) }
        }
        return out
    }
}
