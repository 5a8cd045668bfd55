import Foundation
import IndoorGeometry
import Routing

/// Growth with venue size, built once per size: `memory.generated-<f>x` generates a campus into a temporary
/// folder, loads it from there (as a user does; the peak is restarted after the generator, so the row's
/// peak is the load's, the locator's and the router's), builds its locator and router, and prints where
/// the memory goes (to standard error, so that `--json` stays clean):
/// each phase's time and resident growth (after `malloc_trim`), then the locator's and the router's structures
/// (``Locator/memoryFootprint``, ``VenueRouter/memoryFootprint``). The row's figure is the router's build time in seconds.
///
/// The 1,000x campus (8,000 buildings, 590,000 spaces) runs only when named (`--filter generated-1000x`):
/// `growth.generated-1000x.locate` and `growth.generated-1000x.campus-wide` query one build shared by the two
/// rows (and by `memory.generated-1000x`). `--quick` runs none of these rows.
func growthBenchmarks(quick: Bool, filter: [String]) -> [Benchmark] {
    guard !quick else { return [] }
    var factors = [1, 10, 100]
    if filter.contains(where: { $0.contains("1000x") }) { factors.append(1000) }
    var out: [Benchmark] = factors.map { f in
        Benchmark(name: "memory.generated-\(f)x", n: 590 * f) {
            let built = try GrowthBench.build(f)
            FileHandle.standardError.write(Data(built.report.utf8))
            return Workload(
                operationsPerRun: 1, run: { built.router.graph.meshes.count },
                check: { c in try expect(c == built.venue.floors.count, "router has \(c) meshes for \(built.venue.floors.count) floors") },
                figure: { ("router_build_s", built.routerSeconds) })
        }
    }
    guard factors.contains(1000) else { return out }
    out.append(
        Benchmark(name: "growth.generated-1000x.locate", n: 200_000) {
            let built = try GrowthBench.build(1000)
            return try LocateBench.workload(built.venue, points: 200_000, oracle: false)
        })
    out.append(
        Benchmark(name: "growth.generated-1000x.campus-wide", n: 1) {
            let built = try GrowthBench.build(1000)
            let found = CampusRoutingBench.pairs(built.router, count: 400, seed: 29)
            try expect(found.count >= 50, "only \(found.count) reachable campus-wide room pairs")
            return VenueRoutingBench.queries(built.router, found.map(\.points))
        })
    return out
}

enum GrowthBench {
    /// A generated campus with its locator and router, the time each took and the resident memory each added.
    final class Built: @unchecked Sendable {
        let venue: Venue
        let locator: Locator
        let router: VenueRouter
        let routerSeconds: Double
        let report: String

        init(venue: Venue, locator: Locator, router: VenueRouter, routerSeconds: Double, report: String) {
            self.venue = venue
            self.locator = locator
            self.router = router
            self.routerSeconds = routerSeconds
            self.report = report
        }
    }

    /// The last size built (one at a time: a 1,000x campus and its router take gigabytes).
    nonisolated(unsafe) static var last: (factor: Int, built: Built)?

    /// Builds (or returns the kept) campus `factor` times Pacific U's size.
    static func build(_ factor: Int) throws -> Built {
        if let last, last.factor == factor { return last.built }
        last = nil
        // Generated to a temporary folder first and read from there, as a user loads a venue: the venue
        // phase measures the reader, not the generator's files held in memory. The peak restarts after
        // the generator, so the peaks below are the load's, the locator's and the router's.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("indoor-bench-generated-\(factor)x-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try VenueGenerator.write(.pacificScale(factor), to: folder)
        let rss0 = residentBytes()
        let heap0 = heapInUseBytes()
        let peakRestarted = Runner.restartPeakResidentBytes()
        var t = Runner.now()
        let venue = try VenueLoader.load(path: folder)
        let loadSeconds = Runner.now() - t
        let rss1 = residentBytes()
        let heap1 = heapInUseBytes()
        let peak1 = Runner.peakResidentBytes()
        t = Runner.now()
        let locator = Locator(venue: venue)
        let locatorSeconds = Runner.now() - t
        let rss2 = residentBytes()
        let heap2 = heapInUseBytes()
        let peak2 = Runner.peakResidentBytes()
        t = Runner.now()
        let router = try VenueRouter(venue: venue)
        let routerSeconds = Runner.now() - t
        let rss3 = residentBytes()
        let heap3 = heapInUseBytes()
        func mb(_ b: Int) -> String { String(format: "%8.1f MB", Double(b) / 1_048_576) }
        var s = "generated \(factor)x: \(venue.spaces.count) spaces, \(venue.floors.count) floors, \(router.graph.anchorCount) anchors\n"
        s += "  resident at the start \(mb(rss0)) (heap in use \(mb(heap0)))\n"
        s += "  phase                       time    resident added   heap in use added   peak at its end\n"
        if !peakRestarted { s += "  (peak not restarted after generating: the peaks include the generator's files)\n" }
        s += "  venue (read from disk)  \(String(format: "%8.2f s", loadSeconds)) \(mb(rss1 - rss0))   \(mb(heap1 - heap0))   \(mb(peak1))\n"
        s += "  locator                 \(String(format: "%8.2f s", locatorSeconds)) \(mb(rss2 - rss1))   \(mb(heap2 - heap1))   \(mb(peak2))\n"
        s +=
            "  router                  \(String(format: "%8.2f s", routerSeconds)) \(mb(rss3 - rss2))   \(mb(heap3 - heap2))   \(mb(Runner.peakResidentBytes()))\n"
        s += "  resident now \(mb(rss3 - rss0)) above the start (heap in use \(mb(heap3 - heap0))), peak \(mb(Runner.peakResidentBytes()))\n"
        func table(_ title: String, _ footprint: MemoryFootprint) {
            s += "  \(title) by structure (array capacities × stride):\n"
            for p in footprint.parts { s += "    " + p.name.padding(toLength: 44, withPad: " ", startingAt: 0) + mb(p.bytes) + "\n" }
            s += "    " + "total".padding(toLength: 44, withPad: " ", startingAt: 0) + mb(footprint.total) + "\n"
        }
        table("venue", venue.memoryFootprint)
        table("locator", locator.memoryFootprint)
        table("router", router.memoryFootprint)
        let built = Built(venue: venue, locator: locator, router: router, routerSeconds: routerSeconds, report: s)
        last = (factor, built)
        return built
    }

    /// Bytes malloc has handed out and not had back (its heaps' current size less their free chunks, plus
    /// its mmapped blocks), from `malloc_info`; 0 where unavailable. Resident memory above this is freed
    /// memory malloc cannot return (pages shared with live blocks).
    static func heapInUseBytes() -> Int {
        typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let sym = dlsym(nil, "malloc_info") else { return 0 }  // not glibc: no figure
        var buffer: UnsafeMutablePointer<CChar>? = nil
        var size = 0
        guard let file = open_memstream(&buffer, &size) else { return 0 }
        _ = unsafeBitCast(sym, to: Info.self)(0, file)
        fclose(file)
        guard let buffer else { return 0 }
        defer { free(buffer) }
        // The totals over all heaps follow the last `</heap>`.
        let xml = String(cString: buffer)
        guard let end = xml.range(of: "</heap>", options: .backwards) else { return 0 }
        var fields: [String: Int] = [:]
        for line in xml[end.upperBound...].split(separator: "\n") {
            let parts = line.split(separator: "\"")
            guard parts.count >= 2, let sizeIndex = parts.firstIndex(where: { $0.hasSuffix("size=") }), sizeIndex + 1 < parts.count,
                let bytes = Int(parts[sizeIndex + 1])
            else { continue }
            fields[String(parts[0]) + String(parts[1])] = bytes
        }
        let current = fields["<system type=current"] ?? 0
        let free = (fields["<total type=fast"] ?? 0) + (fields["<total type=rest"] ?? 0)
        return current - free + (fields["<total type=mmap"] ?? 0)
    }

    /// Resident set size now (VmRSS), after handing freed heap pages back to the system (`malloc_trim`), in
    /// bytes; 0 where unavailable.
    static func residentBytes() -> Int {
        typealias Trim = @convention(c) (Int) -> Int32
        if let sym = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(sym, to: Trim.self)(0) }
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }  // not Linux: no figure
        for line in s.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            if let kb = line.split(separator: " ").compactMap({ Int($0) }).first { return kb * 1024 }
        }
        return 0
    }
}
