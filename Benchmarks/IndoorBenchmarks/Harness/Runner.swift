import Foundation

/// Options of one benchmark run, parsed from the command line.
struct RunnerOptions {
    var filter: [String] = []
    var quick = false
    var jsonOnly = false
    var list = false
    /// Overrides the minimum number of timed samples (for very slow rows such as the 100x venue).
    var minSamples: Int? = nil

    static let usage = """
        USAGE: indoor-bench [--filter <substring>]... [--quick] [--json] [--list] [--min-samples <n>]

        OPTIONS:
          --filter <s>   Run only benchmarks whose name contains <s> (repeatable: any match).
          --quick        Few short samples per benchmark and the smaller sizes only (used by CI).
          --json         Print only the JSON lines (one per benchmark).
          --list         Print the benchmark names and exit.
          --min-samples  Minimum timed samples per benchmark (default 7, 2 with --quick).
        """

    init(arguments: [String]) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--quick": quick = true
            case "--json": jsonOnly = true
            case "--list": list = true
            case "--min-samples":
                i += 1
                guard i < arguments.count, let n = Int(arguments[i]), n >= 1 else { throw BenchmarkFailure("--min-samples needs a positive integer") }
                minSamples = n
            case "--filter":
                i += 1
                guard i < arguments.count else { throw BenchmarkFailure("--filter needs a value") }
                filter.append(arguments[i])
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default:
                if a.hasPrefix("--filter=") {
                    filter.append(String(a.dropFirst("--filter=".count)))
                } else {
                    throw BenchmarkFailure("unknown option '\(a)'\n\(Self.usage)")
                }
            }
            i += 1
        }
    }

    func selects(_ name: String) -> Bool {
        filter.isEmpty || filter.contains { name.contains($0) }
    }
}

/// One measured row.
struct BenchmarkRow {
    var name: String
    var n: Int
    var samples: Int
    var medianSecondsPerOp: Double
    var p90SecondsPerOp: Double
    var p99SecondsPerOp: Double
    var opsPerSecond: Double
    var throughput: (name: String, perSecond: Double)?
    var peakResidentBytes: Int
    /// The workload's own figure (``Workload/figure``), when it has one.
    var figure: (name: String, value: Double)? = nil
}

/// Runs benchmarks: untimed set-up, a warm-up run, then timed samples; prints a table and JSON lines.
struct Runner {
    var options: RunnerOptions

    /// Monotonic clock in seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Restarts the peak resident set size (``peakResidentBytes()``) from the current resident size, so a
    /// later peak covers only what runs after this call (Linux: `5` written to `/proc/self/clear_refs`).
    /// - Returns: Whether the peak was restarted (false where the kernel does not allow it).
    @discardableResult
    static func restartPeakResidentBytes() -> Bool {
        guard let f = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? f.close() }
        return (try? f.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Peak resident set size of this process so far (VmHWM), in bytes; 0 where unavailable.
    static func peakResidentBytes() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }  // not Linux: no figure
        for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            if let kb = digits.first { return kb * 1024 }
        }
        return 0
    }

    func measure(_ b: Benchmark) throws -> BenchmarkRow {
        let w = try b.setUp()
        try w.check(try w.run())  // warm-up, checked
        let targetSeconds = options.quick ? 0.05 : (w.operationsPerRun == 1 ? 1.5 : 0.6)
        let minSamples = options.minSamples ?? (options.quick ? 2 : 7)
        let maxSamples = options.quick ? 5 : (w.operationsPerRun == 1 ? 2_000 : 200)
        var times: [Double] = []
        let begin = Self.now()
        while times.count < minSamples || (times.count < maxSamples && Self.now() - begin < targetSeconds) {
            let t0 = Self.now()
            let r = try w.run()
            let t1 = Self.now()
            try w.check(r)
            times.append((t1 - t0) / Double(w.operationsPerRun))
        }
        times.sort()
        let median = times[times.count / 2]
        let p90 = times[min(times.count - 1, Int((Double(times.count) * 0.9).rounded(.up)) - 1)]
        let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
        var tp: (String, Double)? = nil
        if let u = w.throughputUnit {
            tp = (u.name, u.perRun / (median * Double(w.operationsPerRun)))
        }
        return BenchmarkRow(
            name: b.name, n: b.n, samples: times.count, medianSecondsPerOp: median, p90SecondsPerOp: p90, p99SecondsPerOp: p99,
            opsPerSecond: 1 / median, throughput: tp, peakResidentBytes: Self.peakResidentBytes(), figure: w.figure?())
    }

    static func formatTime(_ s: Double) -> String {
        if s < 1e-6 { return String(format: "%.1f ns", s * 1e9) }
        if s < 1e-3 { return String(format: "%.2f µs", s * 1e6) }
        if s < 1 { return String(format: "%.2f ms", s * 1e3) }
        return String(format: "%.3f s", s)
    }

    static func jsonLine(_ r: BenchmarkRow) -> String {
        var s = "{\"name\":\"\(r.name)\",\"n\":\(r.n),\"samples\":\(r.samples)"
        s += ",\"median_ns\":\(String(format: "%.3f", r.medianSecondsPerOp * 1e9))"
        s += ",\"p90_ns\":\(String(format: "%.3f", r.p90SecondsPerOp * 1e9))"
        s += ",\"p99_ns\":\(String(format: "%.3f", r.p99SecondsPerOp * 1e9))"
        s += ",\"ops_per_s\":\(String(format: "%.1f", r.opsPerSecond))"
        if let t = r.throughput { s += ",\"throughput\":{\"unit\":\"\(t.name)/s\",\"value\":\(String(format: "%.3f", t.perSecond))}" }
        if let f = r.figure { s += ",\"\(f.name)\":\(String(format: "%.4f", f.value))" }
        s += ",\"peak_rss_mb\":\(String(format: "%.1f", Double(r.peakResidentBytes) / 1_048_576))}"
        return s
    }

    /// Runs every selected benchmark; returns the number of failures.
    func run(_ all: [Benchmark]) -> Int {
        let selected = all.filter { options.selects($0.name) }
        if options.list {
            for b in selected { print("\(b.name)  n=\(b.n)") }
            return 0
        }
        var failures = 0
        if !options.jsonOnly {
            print(pad("benchmark", 44) + pad("n", 10) + pad("median/op", 12) + pad("p90/op", 12) + pad("ops/s", 14) + pad("throughput", 16) + "peak RSS")
        }
        for b in selected {
            do {
                let r = try measure(b)
                if !options.jsonOnly {
                    let tp = r.throughput.map { String(format: "%.1f %@/s", $0.perSecond, $0.name) } ?? "-"
                    print(
                        pad(r.name, 44) + pad("\(r.n)", 10) + pad(Self.formatTime(r.medianSecondsPerOp), 12)
                            + pad(Self.formatTime(r.p90SecondsPerOp), 12) + pad(String(format: "%.3g", r.opsPerSecond), 14)
                            + pad(tp, 16) + String(format: "%.0f MB", Double(r.peakResidentBytes) / 1_048_576)
                            + (r.figure.map { String(format: "  %@ %.3f", $0.name, $0.value) } ?? ""))
                }
                print(Self.jsonLine(r))
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("Error: benchmark \(b.name) failed: \(error)\n".utf8))
            }
            fflush(nil)  // flush every stream: keeps rows visible when piped
        }
        return failures
    }

    private func pad(_ s: String, _ w: Int) -> String {
        s.count >= w ? s + " " : s + String(repeating: " ", count: w - s.count)
    }
}
