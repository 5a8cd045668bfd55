import Foundation
import IndoorGeometry
import Routing

/// A route batch as `indoor route --batch` answers it, in process: campus-wide Pacific U room pairs under
/// mixed profiles (default, accessible at 0.40 m, avoiding stairs, a 0.35 m clearance, non-public), all
/// through one shared ``VenueRouterCache`` whose routers per clearance are built once (in set-up) and
/// shared by the threads. `route.batch.pacific.mixed-profiles.1-thread` answers the lines on one thread,
/// `.2-threads` answers them on two threads that take the next unanswered line each (as the CLI's
/// `concurrentPerform` over lines hands them out: a thread that drew slow lines takes fewer); the ratio of
/// their per-query times is the batch's scaling. Set-up checks that both answer every line as one thread does.
func routeBatchBenchmarks(quick: Bool) -> [Benchmark] {
    let count = quick ? 40 : 1_000
    func lines() throws -> (VenueRouterCache, [Line]) {
        guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
        let cache = VenueRouterCache(venue: venue)
        var avoidStairs = RoutingProfile.default
        avoidStairs.avoidedTypes = [.stairs]
        let profiles: [(RouterKey, RoutingProfile)] = [
            (.default, .default), (.accessible, .accessible), (.default, avoidStairs), (RouterKey(clearance: 0.35), .default),
            (RouterKey(includesNonPublic: true), .default)
        ]
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room }
        var g = SeededGenerator(seed: 37)
        var out: [Line] = []
        for k in 0 ..< count {
            let a = rooms[Int(g.next() % UInt64(rooms.count))], b = rooms[Int(g.next() % UInt64(rooms.count))]
            let (key, profile) = profiles[k % profiles.count]
            out.append(Line(from: PlaceResolver.place(space: a, in: venue), to: PlaceResolver.place(space: b, in: venue), key: key, profile: profile))
        }
        return (cache, out)
    }
    /// Answers every line on one thread; the number of routes found.
    @Sendable func answer(_ cache: VenueRouterCache, _ lines: [Line]) -> Int {
        lines.reduce(0) { found, line in found + (answers(cache, line) ? 1 : 0) }
    }
    /// Answers every line on `threads` threads, each taking the next line nobody took yet; the number of routes found.
    @Sendable func answer(_ cache: VenueRouterCache, _ lines: [Line], threads: Int) -> Int {
        let next = LineDealer(count: lines.count)
        let found = IndexedSlots<Int>(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            var n = 0
            while let i = next.take() {
                if answers(cache, lines[i]) { n += 1 }
            }
            found.set(t, n)
        }
        return found.values().reduce(0, +)
    }
    /// Whether a route is found for one line.
    @Sendable func answers(_ cache: VenueRouterCache, _ line: Line) -> Bool {
        (try? cache.route(from: line.from, to: line.to, key: line.key, profile: line.profile))?.result.status == .found
    }
    /// The 2-thread scaling measured side by side in one process: each run answers the batch on one thread and
    /// then on two, and its figure is the median over runs of (one-thread time / two-thread time). Rows measured
    /// in separate processes minutes apart drift with the machine's load; adjacent passes do not.
    let scaling = Benchmark(name: "route.batch.pacific.mixed-profiles.scaling", n: 2 * count) {
        let (cache, batch) = try lines()
        let expected = answer(cache, batch)
        try expect(expected >= count / 4, "only \(expected) of \(count) lines found a route")
        let ratios = RatioLog()
        return Workload(
            operationsPerRun: 2 * count,
            run: {
                let t0 = Runner.now()
                let one = answer(cache, batch)
                let t1 = Runner.now()
                let two = answer(cache, batch, threads: 2)
                let t2 = Runner.now()
                ratios.values.append((t1 - t0) / (t2 - t1))
                return one + two
            }, check: { c in try expect(c == 2 * expected, "\(c) routes found in two passes, one thread found \(expected) in one") },
            figure: { ("scaling", ratios.median) })
    }
    /// Resolving the ends of a batch as the CLI reads them (`{"from": "<space id>", "to": …}`: a reference
    /// tried as a space id, then a location id, then a name), through the cache's ``PlaceDirectory`` and by
    /// ``PlaceResolver``'s scans over the venue.
    let resolving = ["directory", "scan"].map { how in
        Benchmark(name: "places.resolve.pacific.\(how)", n: 2 * count) {
            guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
            let places = PlaceDirectory(venue: venue)
            let rooms = venue.spaces.filter { $0.kind == .room }
            var g = SeededGenerator(seed: 37)
            let references = (0 ..< 2 * count).map { _ in PlaceQuery.reference(rooms[Int(g.next() % UInt64(rooms.count))].id) }
            return Workload(
                operationsPerRun: references.count,
                run: {
                    var points = 0
                    for r in references {
                        let place = how == "scan" ? try? PlaceResolver.resolve(r, in: venue) : try? places.resolve(r)
                        points += place?.points.count ?? 0
                    }
                    return points
                }, check: { c in try expect(c >= references.count, "\(c) points for \(references.count) rooms") })
        }
    }
    return [scaling] + resolving
        + [1, 2].map { threads in
            Benchmark(name: "route.batch.pacific.mixed-profiles.\(threads == 1 ? "1-thread" : "\(threads)-threads")", n: count) {
                let (cache, all) = try lines()
                let expected = answer(cache, all)  // builds the routers once
                try expect(expected >= count / 4, "only \(expected) of \(count) lines found a route")
                let batch = all
                return Workload(
                    operationsPerRun: count,
                    run: {
                        threads > 1 ? answer(cache, batch, threads: threads) : answer(cache, batch)
                    }, check: { c in try expect(c == expected, "\(c) routes found, one thread found \(expected)") })
            }
        }
}

/// Hands out the indices `0 ..< count` once each, in order, to whichever thread asks next.
final class LineDealer: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) { self.count = count }

    /// The next index nobody took, nil when all are taken.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Ratios collected by a workload's runs (the runner calls them on one thread).
final class RatioLog {
    var values: [Double] = []
    /// The median of the values (0 when none).
    var median: Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
}

/// One line of the route batch: its ends, the key of the router it runs on and its profile.
private struct Line: Sendable {
    var from: ResolvedPlace
    var to: ResolvedPlace
    var key: RouterKey
    var profile: RoutingProfile
}
