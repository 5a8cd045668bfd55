import Dispatch
import Foundation
import IndoorGeometry

/// Hit-testing: single-thread locates on real and generated venues (1x, 10x, 100x Pacific U), the
/// 10^6-point agreement with a brute-force oracle, the batch engine in-process, and the `indoor locate --batch`
/// binary end to end.
func locateBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let realVenues: [(String, String)] = [("pacific", BenchVenues.pacificFolder), ("spbstu", BenchVenues.spbstuFolder)]
    for (name, folder) in realVenues {
        out.append(
            Benchmark(name: "locate.\(name).single", n: quick ? 20_000 : 200_000) {
                guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
                return try LocateBench.workload(venue, points: quick ? 20_000 : 200_000, oracle: true)
            })
        out.append(
            Benchmark(name: "locate.\(name).oracle-agreement", n: quick ? 20_000 : 1_000_000) {
                guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
                return try LocateBench.workload(venue, points: quick ? 20_000 : 1_000_000, oracle: true)
            })
        out.append(
            Benchmark(name: "locate.\(name).batch-2-threads", n: quick ? 20_000 : 1_000_000) {
                guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
                return LocateBench.batchWorkload(venue, points: quick ? 20_000 : 1_000_000)
            })
    }
    out.append(
        Benchmark(name: "locate.pacific.batch-binary-end-to-end", n: quick ? 20_000 : 1_000_000) {
            guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else {
                throw BenchmarkFailure("\(BenchVenues.pacificFolder) not found (../shared/venues)")
            }
            return try LocateBench.binaryWorkload(venue, folder: BenchVenues.pacificFolder, points: quick ? 20_000 : 1_000_000)
        })
    for factor in quick ? [1] : [1, 10, 100] {
        out.append(
            Benchmark(name: "locate.generated-\(factor)x.single", n: 200_000) {
                try LocateBench.workload(try BenchVenues.generated(factor), points: quick ? 20_000 : 200_000, oracle: factor == 1)
            })
        // The same kind of points on 24 of the floors (seeded choice; 1x has 24 floors with spaces): the
        // working set stays the size of 1x's, so this row shows what a query costs as the venue grows when
        // memory latency is held fixed; the row above, where every query lands on a random floor among 24,
        // 240 or 2 400, shows the memory hierarchy on top.
        out.append(
            Benchmark(name: "locate.generated-\(factor)x.24-floors", n: 200_000) {
                try LocateBench.workload(try BenchVenues.generated(factor), points: quick ? 20_000 : 200_000, oracle: factor == 1, floorLimit: 24)
            })
    }
    return out
}

enum LocateBench {
    /// Query points on random floors: 80% uniform in the floor's box, 10% exactly on space vertices, 10% on
    /// edge midpoints (shared edges of neighbouring spaces).
    /// With `floorLimit`, only that many floors (a seeded choice among those with spaces) get points.
    static func points(_ venue: Venue, count: Int, seed: UInt64, floorLimit: Int? = nil) -> [(floor: Int, point: Point)] {
        var g = SeededGenerator(seed: seed)
        var byFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where Locator.isSpace(s) { byFloor[s.floorIndex].append(i) }
        var floors = byFloor.indices.filter { !byFloor[$0].isEmpty }
        if let limit = floorLimit, limit < floors.count {
            floors.shuffle(using: &g)
            floors = Array(floors.prefix(limit)).sorted()
        }
        let boxes = byFloor.map { $0.reduce(BoundingBox.empty) { $0.union(venue.spaces[$1].polygon.boundingBox) } }
        var out: [(Int, Point)] = []
        out.reserveCapacity(count)
        for k in 0 ..< count {
            let f = floors[Int(g.next() % UInt64(floors.count))]
            let kind = k % 10
            if kind == 0 || kind == 1 {
                let s = venue.spaces[byFloor[f][Int(g.next() % UInt64(byFloor[f].count))]].polygon.shell.points
                let i = Int(g.next() % UInt64(s.count - 1))
                out.append((f, kind == 0 ? s[i] : s[i].interpolated(to: s[i + 1], t: 0.5)))
            } else {
                let b = boxes[f]
                out.append((f, Point(x: Double.random(in: b.minX ... b.maxX, using: &g), y: Double.random(in: b.minY ... b.maxY, using: &g))))
            }
        }
        return out
    }

    static func workload(_ venue: Venue, points n: Int, oracle useOracle: Bool, floorLimit: Int? = nil) throws -> Workload {
        let locator = Locator(venue: venue)
        let pts = points(venue, count: n, seed: 42, floorLimit: floorLimit)
        var expectedChecksum: Int? = nil
        if useOracle {
            // Agreement with the oracle (the whole answer) is checked once here, point by point; the timed runs are then
            // checked against the checksum of these verified answers.
            var sum = 0
            var mismatches = 0
            for (f, p) in pts {
                let r = locator.locate(p, floorIndex: f)
                if r != Locator.referenceAnswer(p, floorIndex: f, in: venue) { mismatches += 1 }  // every field, distances bit for bit
                sum &+= checksum(r)
            }
            try expect(mismatches == 0, "\(mismatches) of \(n) locates disagree with the brute-force oracle")
            expectedChecksum = sum
        }
        return Workload(
            operationsPerRun: n,
            run: {
                var sum = 0
                for (f, p) in pts { sum &+= checksum(locator.locate(p, floorIndex: f)) }
                return sum
            },
            check: { c in
                if let e = expectedChecksum { try expect(c == e, "locate checksum \(c) != verified \(e)") }
            })
    }

    static func checksum(_ r: LocateResult) -> Int {
        (r.space ?? -1) &* 31 &+ r.spaces.count &* 7 &+ (r.isOnBoundary ? 1 : 0) &+ (r.nearest ?? -2)
    }

    /// `n` query lines `floor-id,lon,lat\n` of ``points(_:count:seed:)`` with seed 7 (the batch rows' input).
    static func batchCSV(_ venue: Venue, points n: Int) -> [UInt8] {
        var text: [UInt8] = []
        for (f, p) in points(venue, count: n, seed: 7) {
            let c = venue.projection.unproject(p)
            text += Array("\(venue.floors[f].id),\(c.longitude),\(c.latitude)\n".utf8)
        }
        return text
    }

    static func batchWorkload(_ venue: Venue, points n: Int) -> Workload {
        let batch = LocateBatch(locator: Locator(venue: venue))
        let text = batchCSV(venue, points: n)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in text.enumerated() where b == 0x0A {
            lines.append(text[start ..< i])
            start = i + 1
        }
        let input = lines
        return Workload(
            operationsPerRun: n,
            run: {
                let out = batch.process(lines: input, firstLineNumber: 1, threads: 2)
                return out.reduce(0) { $0 &+ ($1 == 0x0A ? 1 : 0) }
            }, check: { c in try expect(c == n, "batch wrote \(c) lines for \(n)") }, throughputUnit: ("MB in", Double(text.count) / 1e6))
    }

    /// The `indoor` binary next to the running `indoor-bench` (both are products of the same release build).
    static func siblingBinary(_ name: String) throws -> String {
        var exe = CommandLine.arguments[0]
        if !exe.contains("/"), let p = Bundle.main.executablePath { exe = p }  // found through PATH
        let dir = URL(fileURLWithPath: exe).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = dir.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkFailure("no '\(name)' executable next to \(exe) (expected \(path)): build it first with swift build -c release")
        }
        return path
    }

    /// `indoor locate <pacific> --batch <file>` as a subprocess per sample, stdout to a temporary file: the
    /// whole process's wall time (venue load included). The CSV is written once in set-up; each sample's
    /// output is checked (untimed) for its line count and a sample of lines equal to the in-process answers.
    static func binaryWorkload(_ venue: Venue, folder: String, points n: Int) throws -> Workload {
        let indoor = try siblingBinary("indoor")
        let text = batchCSV(venue, points: n)
        let files = BenchTemporaryFiles(prefix: "locate-batch-\(n)")
        let inputPath = files.path("in.csv"), outputPath = files.path("out.ndjson"), errorPath = files.path("err.txt")
        try Data(text).write(to: URL(fileURLWithPath: inputPath))
        // The in-process answers, as lines, for the sampled comparison.
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, b) in text.enumerated() where b == 0x0A {
            lines.append(text[start ..< i])
            start = i + 1
        }
        let expected = LocateBatch(locator: Locator(venue: venue)).process(lines: lines, firstLineNumber: 1).split(
            separator: 0x0A, omittingEmptySubsequences: false
        ).dropLast()
        try expect(expected.count == n, "in-process batch wrote \(expected.count) lines for \(n)")
        let sampled = Array(stride(from: 0, to: n, by: 997)) + [n - 1]
        return Workload(
            operationsPerRun: n,
            run: {
                try expect(
                    FileManager.default.createFile(atPath: outputPath, contents: nil) && FileManager.default.createFile(atPath: errorPath, contents: nil),
                    "cannot create \(outputPath)")
                let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
                let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
                defer {
                    try? out.close()
                    try? err.close()
                }
                let p = Process()
                p.executableURL = URL(fileURLWithPath: indoor)
                p.arguments = ["locate", folder, "--batch", inputPath]
                p.standardInput = FileHandle.nullDevice
                p.standardOutput = out
                p.standardError = err
                try p.run()
                p.waitUntilExit()
                return Int(p.terminationStatus)
            },
            check: { status in
                withExtendedLifetime(files) {}  // the folder lives as long as the workload
                let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
                try expect(status == 0, "indoor locate --batch exited with \(status): \(stderr)")
                let got = try [UInt8](Data(contentsOf: URL(fileURLWithPath: outputPath)))
                let gotLines = got.split(separator: 0x0A, omittingEmptySubsequences: false)
                try expect(got.last == 0x0A && gotLines.count - 1 == n, "indoor locate --batch wrote \(gotLines.count - 1) lines for \(n)")
                for i in sampled where !gotLines[i].elementsEqual(expected[i]) {
                    throw BenchmarkFailure("line \(i + 1) differs from the in-process answer: \(String(decoding: gotLines[i], as: UTF8.self))")
                }
            }, throughputUnit: ("MB in", Double(text.count) / 1e6))
    }
}

/// Files in a fresh temporary folder, removed with the folder when the last workload closure holding this
/// object goes away (set `INDOOR_BENCH_KEEP_FILES=1` to keep them, e.g. to time the binary by hand).
final class BenchTemporaryFiles: @unchecked Sendable {
    let directory: String

    init(prefix: String) {
        directory = NSTemporaryDirectory() + "/indoor-bench-\(prefix)-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory + "/" + name }

    deinit {
        if ProcessInfo.processInfo.environment["INDOOR_BENCH_KEEP_FILES"] == nil { try? FileManager.default.removeItem(atPath: directory) }
    }
}
