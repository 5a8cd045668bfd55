import Dispatch
import IndoorGeometry
import Routing

/// A route batch as `indoor route --batch` answers it, in process: campus-wide Pacific U room pairs under
/// mixed profiles (default, accessible at 0.40 m, avoiding stairs, a 0.35 m clearance, non-public), all
/// through one shared ``VenueRouterCache`` whose routers per clearance are built once (in set-up) and
/// shared by the threads. `route.batch.pacific.mixed-profiles.1-thread` answers the lines on one thread,
/// `.2-threads` splits them over two (the CLI's `concurrentPerform` over lines); the ratio of their
/// per-query times is the batch's scaling. Set-up checks that both answer every line as one thread does.
func routeBatchBenchmarks(quick: Bool) -> [Benchmark] {
    let count = quick ? 40 : 1_000
    func lines() throws -> (VenueRouterCache, [(ResolvedPlace, ResolvedPlace, RoutingProfile)]) {
        guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
        let cache = VenueRouterCache(venue: venue)
        var avoidStairs = RoutingProfile.default
        avoidStairs.avoidedTypes = [.stairs]
        var wide = RoutingProfile.default
        wide.clearance = 0.35
        var staff = RoutingProfile.default
        staff.includesNonPublic = true
        let profiles = [RoutingProfile.default, .accessible, avoidStairs, wide, staff]
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room }
        var g = SeededGenerator(seed: 37)
        var out: [(ResolvedPlace, ResolvedPlace, RoutingProfile)] = []
        for k in 0 ..< count {
            let a = rooms[Int(g.next() % UInt64(rooms.count))], b = rooms[Int(g.next() % UInt64(rooms.count))]
            out.append((PlaceResolver.place(space: a, in: venue), PlaceResolver.place(space: b, in: venue), profiles[k % profiles.count]))
        }
        return (cache, out)
    }
    /// Answers lines `k, k + stride, …`; the number of routes found.
    @Sendable func answer(_ cache: VenueRouterCache, _ lines: [(ResolvedPlace, ResolvedPlace, RoutingProfile)], from k: Int, stride: Int) -> Int {
        var found = 0
        var i = k
        while i < lines.count {
            if let (_, r) = try? cache.route(from: lines[i].0, to: lines[i].1, profile: lines[i].2), r.status == .found { found += 1 }
            i += stride
        }
        return found
    }
    /// The 2-thread scaling measured side by side in one process: each run answers the batch on one thread and
    /// then on two, and its figure is the median over runs of (one-thread time / two-thread time). Rows measured
    /// in separate processes minutes apart drift with the machine's load; adjacent passes do not.
    let scaling = Benchmark(name: "route.batch.pacific.mixed-profiles.scaling", n: 2 * count) {
        let (cache, batch) = try lines()
        let expected = answer(cache, batch, from: 0, stride: 1)
        try expect(expected >= count / 4, "only \(expected) of \(count) lines found a route")
        let ratios = RatioLog()
        return Workload(
            operationsPerRun: 2 * count,
            run: {
                let t0 = Runner.now()
                let one = answer(cache, batch, from: 0, stride: 1)
                let t1 = Runner.now()
                let found = IndexedSlots<Int>(count: 2)
                DispatchQueue.concurrentPerform(iterations: 2) { t in found.set(t, answer(cache, batch, from: t, stride: 2)) }
                let t2 = Runner.now()
                ratios.values.append((t1 - t0) / (t2 - t1))
                return one + found.values().reduce(0, +)
            }, check: { c in try expect(c == 2 * expected, "\(c) routes found in two passes, one thread found \(expected) in one") },
            figure: { ("scaling", ratios.median) })
    }
    return [scaling]
        + [1, 2].map { threads in
            Benchmark(name: "route.batch.pacific.mixed-profiles.\(threads == 1 ? "1-thread" : "\(threads)-threads")", n: count) {
                let (cache, all) = try lines()
                let expected = answer(cache, all, from: 0, stride: 1)  // builds the routers once
                try expect(expected >= count / 4, "only \(expected) of \(count) lines found a route")
                let batch = all
                return Workload(
                    operationsPerRun: count,
                    run: {
                        guard threads > 1 else { return answer(cache, batch, from: 0, stride: 1) }
                        let found = IndexedSlots<Int>(count: threads)
                        DispatchQueue.concurrentPerform(iterations: threads) { t in found.set(t, answer(cache, batch, from: t, stride: threads)) }
                        return found.values().reduce(0, +)
                    }, check: { c in try expect(c == expected, "\(c) routes found, one thread found \(expected)") })
            }
        }
}

/// Ratios collected by a workload's runs (the runner calls them on one thread).
final class RatioLog {
    var values: [Double] = []
    /// The median of the values (0 when none).
    var median: Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
}
