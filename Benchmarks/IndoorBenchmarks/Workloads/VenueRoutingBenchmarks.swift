import IndoorGeometry
import Routing

/// Routing on whole venues: building the routing structure (free space, meshes, connections) and route
/// queries between random rooms of one building (across its floors), one query per timed run so that the
/// p50/p90/p99 columns are per-query percentiles. On Pacific U (when ../shared is present) and on
/// generated venues 1x, 10x and 100x its size.
func venueRoutingBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    var venues: [(String, () throws -> Venue?)] = [("pacific", { try BenchVenues.real(BenchVenues.pacificFolder) })]
    for f in quick ? [1] : [1, 10, 100] { venues.append(("generated-\(f)x", { try BenchVenues.generated(f) })) }
    for (name, load) in venues {
        out.append(
            Benchmark(name: "route.build.\(name)", n: 1) {
                guard let venue = try load() else { throw BenchmarkFailure("venue \(name) not available (../shared/venues)") }
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        let r = try VenueRouter(venue: venue)
                        return r.graph.meshes.count
                    }, check: { c in try expect(c == venue.floors.count, "router built \(c) meshes for \(venue.floors.count) floors") })
            })
        out.append(
            Benchmark(name: "route.query.\(name).same-building", n: 1) {
                guard let venue = try load() else { throw BenchmarkFailure("venue \(name) not available (../shared/venues)") }
                let router = try VenueRouter(venue: venue)
                let pairs = VenueRoutingBench.pairs(router, count: quick ? 20 : 400, seed: 11)
                try expect(pairs.count >= (quick ? 5 : 50), "only \(pairs.count) reachable room pairs")
                return VenueRoutingBench.queries(router, pairs)
            })
        guard name == "pacific" else { continue }
        // The same queries on meshes built without the door cuts (closable same-floor doors): what the
        // cuts cost queries that close nothing, measured in the same process as the row above.
        out.append(
            Benchmark(name: "route.query.\(name).same-building.without-door-cuts", n: 1) {
                guard let venue = try load() else { throw BenchmarkFailure("venue \(name) not available (../shared/venues)") }
                let router = try VenueRouter(venue: venue, closableDoors: false)
                let pairs = VenueRoutingBench.pairs(router, count: quick ? 20 : 400, seed: 11)
                try expect(pairs.count >= (quick ? 5 : 50), "only \(pairs.count) reachable room pairs")
                return VenueRoutingBench.queries(router, pairs)
            })
    }
    for f in quick ? [1] : [1, 10, 100] {
        out.append(
            Benchmark(name: "load.generated-\(f)x", n: 590 * f) {
                let source = VenueGenerator.source(.pacificScale(f))
                let bytes = source.filePaths.reduce(0) { $0 + ((try? source.read($1))??.count ?? 0) }  // size only, for the MB/s column
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        try MVFReader.read(source).spaces.count
                    }, check: { c in try expect(c > 500 * f, "generated \(f)x venue has \(c) spaces") }, throughputUnit: ("MB", Double(bytes) / 1e6))
            })
    }
    // Run alone (`--filter footprint`) for the peak memory of the largest venue with both query structures.
    if !quick {
        out.append(
            Benchmark(name: "footprint.generated-100x.venue+locator+router", n: 59_000) {
                Workload(
                    operationsPerRun: 1,
                    run: {
                        let venue = try BenchVenues.generated(100)
                        let locator = Locator(venue: venue)
                        let router = try VenueRouter(venue: venue)
                        return locator.venue.spaces.count + router.graph.meshes.count
                    }, check: { c in try expect(c > 50_000, "footprint checksum \(c)") })
            })
    }
    return out
}

enum VenueRoutingBench {
    /// One route query per timed run, cycling through `pairs` (each known to have a route).
    static func queries(_ router: VenueRouter, _ pairs: [(RoutePoint, RoutePoint)], profile: RoutingProfile = .default) -> Workload {
        var k = 0
        let scratch = RoutingScratch()
        return Workload(
            operationsPerRun: 1,
            run: {
                let (a, b) = pairs[k % pairs.count]
                k += 1
                let r = router.graph.route(from: a, to: b, profile: profile, scratch: scratch)
                return r.status == .found ? 1 : 0
            }, check: { c in try expect(c == 1, "a reachable pair found no route") })
    }

    /// Seeded pairs of room points in the same building (any floors), kept only when a route exists.
    static func pairs(_ router: VenueRouter, count: Int, seed: UInt64) -> [(RoutePoint, RoutePoint)] {
        let venue = router.venue
        var byBuilding: [Int: [Int]] = [:]
        for (i, s) in venue.spaces.enumerated() where s.kind == .room {
            if let b = venue.floors[s.floorIndex].buildingIndex { byBuilding[b, default: []].append(i) }
        }
        let groups = byBuilding.values.filter { $0.count >= 2 }.sorted { $0[0] < $1[0] }
        guard !groups.isEmpty else { return [] }
        var g = SeededGenerator(seed: seed)
        var out: [(RoutePoint, RoutePoint)] = []
        var attempts = 0
        while out.count < count && attempts < count * 4 {
            attempts += 1
            let rooms = groups[Int(g.next() % UInt64(groups.count))]
            let a = rooms[Int(g.next() % UInt64(rooms.count))], b = rooms[Int(g.next() % UInt64(rooms.count))]
            let pa = RoutePoint(floor: venue.spaces[a].floorIndex, point: PlaceResolver.point(of: venue.spaces[a]))
            let pb = RoutePoint(floor: venue.spaces[b].floorIndex, point: PlaceResolver.point(of: venue.spaces[b]))
            if router.graph.route(from: pa, to: pb).status == .found { out.append((pa, pb)) }
        }
        return out
    }
}
