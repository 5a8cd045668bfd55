import Foundation
import IndoorGeometry
import Routing

/// Navigation while walking: trail matching throughput (fixes per second, one core) and the time of one
/// progress answer, on Pacific U (when ../shared is present) and on the generated sample campus. The
/// trails are synthetic walks between random rooms (a fix a second, sigma 3 m, 10% of fixes on a wrong
/// floor); set-up checks that the match finds most fixes' floors. The `memory MB` figure is the resident
/// memory the matcher's own structures (space R-trees and the locator) added when built. The follow rows
/// feed one ``TrailFollower`` a long stream (see ``followBenchmark(_:quick:router:residentBytes:)``).
func navigationBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    func residentBytes() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8), let pages = s.split(separator: " ").dropFirst().first,
            let n = Double(pages)
        else { return 0 }
        return n * 4096
    }
    func router(_ name: String) throws -> VenueRouter {
        if name == "pacific" {
            guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else { throw BenchmarkFailure("Pacific U not available (../shared/venues)") }
            return try VenueRouter(venue: venue)
        }
        return try VenueRouter(venue: try MVFReader.read(VenueGenerator.source(GeneratorOptions(seed: 1))))
    }
    for name in ["pacific", "campus"] {
        let walks = quick ? 4 : 20
        out.append(
            Benchmark(name: "navigation.match.\(name)", n: walks) {
                let router = try router(name)
                let before = residentBytes()
                let matcher = TrailMatcher(router: router)
                let memory = (residentBytes() - before) / 1e6
                let routes = SyntheticTrail.routes(in: router, count: walks, seed: 3, minimumDistance: 40)
                try expect(routes.count == walks, "only \(routes.count) routes")
                let trails = routes.enumerated().map { k, r in
                    SyntheticTrail(walking: r, locator: matcher.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3, floorMislabelRate: 0.1))
                }
                let fixes = trails.reduce(0) { $0 + $1.fixes.count }
                var floorHits = 0
                for t in trails {
                    let m = matcher.match(t.fixes)
                    for (k, truth) in t.truth.enumerated() where m.fixes[k]?.floor == truth.floor { floorHits += 1 }
                }
                try expect(Double(floorHits) >= 0.95 * Double(fixes), "floors matched for \(floorHits) of \(fixes) fixes")
                return Workload(
                    operationsPerRun: fixes,
                    run: {
                        var matched = 0
                        for t in trails { matched += matcher.match(t.fixes).fixes.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
                        return matched
                    }, check: { c in try expect(c >= fixes * 9 / 10, "only \(c) of \(fixes) fixes matched") },
                    figure: { ("memory MB", memory) })
            })
        out.append(followBenchmark(name, quick: quick, router: router, residentBytes: residentBytes))
        out.append(
            Benchmark(name: "navigation.progress.\(name)", n: walks) {
                let router = try router(name)
                let locator = Locator(venue: router.venue)
                let routes = SyntheticTrail.routes(in: router, count: walks, seed: 4, minimumDistance: 40)
                let trails = routes.enumerated().map { k, r in
                    (
                        NavigationRoute(r, venue: router.venue, from: "a", to: "b", profileName: "default"),
                        SyntheticTrail(walking: r, locator: locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3)).fixes
                    )
                }
                let fixes = trails.reduce(0) { $0 + $1.1.count }
                return Workload(
                    operationsPerRun: fixes,
                    run: {
                        var off = 0
                        for (route, fs) in trails {
                            var tracker = RouteProgressTracker(route: route)
                            for f in fs where tracker.update(f).isOffRoute { off += 1 }
                        }
                        return off
                    }, check: { c in try expect(c == 0, "\(c) fixes off the route on walks along it") })
            })
    }
    return out
}

/// `navigation.follow.<venue>`: one ``TrailFollower`` fed a stream of 86,400 fixes (a day at one a
/// second; 3,000 with `quick`): 20 synthetic walks (sigma 3 m, 10% of floors mislabelled) one after
/// another, two minutes apart (each starts the follower again), repeated. Throughput is fixes a second on
/// one core; the `bytes/fix` figure is the resident memory the second half of one pass over the stream
/// added, per fix (constant memory: about 0).
func followBenchmark(_ name: String, quick: Bool, router: @escaping (String) throws -> VenueRouter, residentBytes: @escaping () -> Double) -> Benchmark {
    let count = quick ? 3_000 : 86_400
    return Benchmark(name: "navigation.follow.\(name)", n: count) {
        let router = try router(name)
        let matcher = TrailMatcher(router: router)
        let routes = SyntheticTrail.routes(in: router, count: 20, seed: 5, minimumDistance: 40)
        try expect(!routes.isEmpty, "no routes")
        let trails = routes.enumerated().map { k, r in
            SyntheticTrail(walking: r, locator: matcher.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3, floorMislabelRate: 0.1)).fixes
        }
        var stream: [NavigationFix] = []
        stream.reserveCapacity(count)
        var clock = 0.0
        while stream.count < count {
            for t in trails where stream.count < count {
                let start = t.first?.time ?? 0
                for var f in t.prefix(count - stream.count) {
                    f.time = clock + (f.time ?? 0) - start
                    stream.append(f)
                }
                clock = (stream.last?.time ?? clock) + 120
            }
        }
        func follow(_ fixes: ArraySlice<NavigationFix>, _ follower: inout TrailFollower) -> Int {
            fixes.reduce(0) { n, f in n + (follower.update(f) == nil ? 0 : 1) }
        }
        var warm = TrailFollower(matcher: matcher)
        _ = follow(stream[..<(count / 2)], &warm)
        let before = residentBytes()
        _ = follow(stream[(count / 2)...], &warm)
        let perFix = max(0, residentBytes() - before) / Double(count - count / 2)
        return Workload(
            operationsPerRun: count,
            run: {
                var follower = TrailFollower(matcher: matcher)
                return follow(stream[...], &follower)
            }, check: { c in try expect(c >= count * 9 / 10, "only \(c) of \(count) fixes answered") },
            figure: { ("bytes/fix", perFix) })
    }
}
