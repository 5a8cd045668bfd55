import IndoorGeometry
import Routing

/// The routing questions of issue 15 on Pacific U (when ../shared is present): the nearest restroom from
/// random rooms (one query per timed run, to compare with `route.query.pacific.same-building`), a 100×100
/// room matrix (per-cell time) and the rooms reachable within 120 s. Set-up checks a sample of each answer
/// against brute force over single routes.
func routingQuestionsBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    func pacific() throws -> VenueRouter {
        guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
        return try VenueRouter(venue: venue)
    }
    func rooms(_ router: VenueRouter, count: Int, seed: UInt64) -> [ResolvedPlace] {
        let v = router.venue
        let all = v.spaces.indices.filter { v.spaces[$0].kind == .room }
        var g = SeededGenerator(seed: seed)
        return (0 ..< count).map { _ in PlaceResolver.place(space: all[Int(g.next() % UInt64(all.count))], in: v) }
    }
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * Swift.max(1, abs(b)) }
    out.append(
        Benchmark(name: "questions.nearest.pacific.restroom", n: 1) {
            let router = try pacific()
            let restrooms = PlaceResolver.places(ofKind: "restroom", in: router.venue)
            try expect(restrooms.count >= 5, "only \(restrooms.count) restrooms")
            let starts = rooms(router, count: quick ? 20 : 200, seed: 5).filter { s in
                router.route(from: s, to: restrooms[0], profile: .default).status == .found
            }
            for s in starts.prefix(quick ? 2 : 5) {
                let best = restrooms.map { router.route(from: s, to: $0, profile: .default) }.filter { $0.status == .found }.map(\.cost).min() ?? .infinity
                let got = router.nearest(from: s, to: restrooms, profile: .default).route.cost
                try expect(close(got, best), "nearest restroom \(got) vs brute force \(best)")
            }
            var k = 0
            return Workload(
                operationsPerRun: 1,
                run: {
                    let r = router.nearest(from: starts[k % starts.count], to: restrooms, profile: .default)
                    k += 1
                    return r.route.status == .found ? 1 : 0
                }, check: { c in try expect(c == 1, "a room that reaches a restroom found none") })
        })
    let side = quick ? 20 : 100
    out.append(
        Benchmark(name: "questions.matrix.pacific.\(side)x\(side)", n: side * side) {
            let router = try pacific()
            let sources = rooms(router, count: side, seed: 7), destinations = rooms(router, count: side, seed: 8)
            let m = router.matrix(from: sources, to: destinations, profile: .default)
            var g = SeededGenerator(seed: 9)
            for _ in 0 ..< (quick ? 5 : 20) {
                let i = Int(g.next() % UInt64(side)), j = Int(g.next() % UInt64(side))
                let r = router.route(from: sources[i], to: destinations[j], profile: .default)
                try expect(
                    r.status == .found ? m.cells[i][j].map { close($0.cost, r.cost) } == true : m.cells[i][j] == nil,
                    "matrix cell \(i),\(j) \(String(describing: m.cells[i][j])) vs single route \(r.cost)")
            }
            let reachable = m.cells.reduce(0) { $0 + $1.filter { $0 != nil }.count }
            return Workload(
                operationsPerRun: side * side,
                run: {
                    router.matrix(from: sources, to: destinations, profile: .default).cells.reduce(0) { $0 + $1.filter { $0 != nil }.count }
                }, check: { c in try expect(c == reachable, "matrix found \(c) cells, set-up \(reachable)") })
        })
    out.append(
        Benchmark(name: "questions.reachable.pacific.120s", n: 1) {
            let router = try pacific()
            let starts = rooms(router, count: 10, seed: 13)
            let limit = 120 * RoutingProfile.default.walkingSpeed
            let first = router.reachable(from: starts[0], maxCost: limit, profile: .default)
            let v = router.venue
            var g = SeededGenerator(seed: 17)
            let walkable = v.spaces.indices.filter { v.spaces[$0].isWalkable }
            let listed = Dictionary(uniqueKeysWithValues: first.map { ($0.space, $0.cost.cost) })
            for _ in 0 ..< (quick ? 10 : 40) {
                let i = walkable[Int(g.next() % UInt64(walkable.count))]
                guard !starts[0].spaceIndices.contains(i) else { continue }
                let r = router.route(from: starts[0], to: PlaceResolver.place(space: i, in: v), profile: .default)
                let inside = r.status == .found && r.cost <= limit
                try expect(
                    inside == (listed[i] != nil) || abs(r.cost - limit) < 1e-6,
                    "space \(v.spaces[i].id): single \(r.cost), listed \(String(describing: listed[i]))")
            }
            var k = 0
            return Workload(
                operationsPerRun: 1,
                run: {
                    let r = router.reachable(from: starts[k % starts.count], maxCost: limit, profile: .default)
                    k += 1
                    return r.isEmpty ? 0 : 1
                }, check: { c in try expect(c == 1, "nothing reachable") })
        })
    return out
}
