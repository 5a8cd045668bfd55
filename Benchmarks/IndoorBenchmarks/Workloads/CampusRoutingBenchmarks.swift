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
    return venues.map { name, load in
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
