import Foundation

// serve-load --port P --paths FILE [--connections 64] [--threads 2] [--rate R] [--seconds 10] [--warmup 2] [--tick-us T] [--slow N]
//
// A load generator for `indoor serve` on loopback (Benchmarks/serve-load/serve_load.py runs it): keep-alive
// HTTP/1.1 GETs of the paths in FILE, round-robin, over C connections driven by T threads with `poll`.
// With --rate, an open loop: R requests a second are due at fixed intervals whatever the server does, and each
// latency counts from when its request was due (so a server that falls behind shows it in the tail); without,
// a closed loop (each connection sends again as soon as its answer is in), which measures the most the server
// can answer. With --slow N, N slow clients trickle a request's bytes beside the load from the start
// (SlowClients: one byte a connection every 0.5 s, spread evenly, on a thread of their own). Prints one JSON
// object: requests answered in the measured window, requests a second, latency percentiles in milliseconds,
// non-2xx answers, connection errors, requests still due at the end (`behind`: the rate was not kept), the
// generator's own CPU per request, and the slow clients with their reconnections. Exit 64 on bad usage, 69 when
// it cannot connect.
let options: LoadOptions
do {
    options = try LoadOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("serve-load: \(error)\n".utf8))
    exit(64)
}

let requests = options.paths.map { Array("GET \($0) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8) }
let start = monotonicNanoseconds() + 50_000_000
var workers: [LoadWorker] = []
var slowClients: SlowClients?
do {
    if options.slow > 0 { slowClients = try SlowClients(port: options.port, count: options.slow, start: monotonicNanoseconds()) }
    for w in 0 ..< options.threads {
        let share = options.connections / options.threads + (w < options.connections % options.threads ? 1 : 0)
        workers.append(
            try LoadWorker(
                port: options.port, connections: share, requests: requests, firstRequest: w * requests.count / options.threads,
                rate: options.rate / Double(options.threads), tick: options.tick, start: start, warmup: options.warmup, seconds: options.seconds))
    }
} catch {
    FileHandle.standardError.write(Data("serve-load: \(error)\n".utf8))
    exit(69)
}

/// CPU seconds (user and system) the process has used so far.
func processCPUSeconds() -> Double {
    var u = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &u)
    #else
        getrusage(RUSAGE_SELF, &u)
    #endif
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(u.ru_utime) + seconds(u.ru_stime)
}

let cpu0 = processCPUSeconds()
let done = DispatchGroup()
if let slowClients {
    done.enter()
    let end = start + UInt64((options.warmup + options.seconds) * 1e9)
    let thread = Thread {
        slowClients.run(until: end)
        done.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
}
for w in workers {
    done.enter()
    let thread = Thread {
        w.run()
        done.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
}
done.wait()
let cpu = processCPUSeconds() - cpu0
let all = workers.flatMap(\.latencies).sorted()
/// The `p`-th percentile of the latencies, in milliseconds.
func percentile(_ p: Double, of all: [UInt64]) -> Double {
    guard !all.isEmpty else { return .nan }
    let i = min(all.count - 1, Int((p / 100 * Double(all.count)).rounded(.up)) - 1)
    return Double(all[max(0, i)]) / 1e6
}
func rounded(_ v: Double, _ digits: Double = 1000) -> Double { (v * digits).rounded() / digits }
let summary: [(String, Any)] = [
    ("mode", options.rate > 0 ? "open" : "closed"), ("rate_offered", options.rate), ("connections", options.connections),
    ("seconds", options.seconds), ("requests", all.count), ("rps", rounded(Double(all.count) / options.seconds, 10)),
    ("p50_ms", rounded(percentile(50, of: all))), ("p90_ms", rounded(percentile(90, of: all))), ("p99_ms", rounded(percentile(99, of: all))),
    ("p999_ms", rounded(percentile(99.9, of: all))), ("max_ms", rounded(percentile(100, of: all))), ("non2xx", workers.reduce(0) { $0 + $1.non2xx }),
    ("errors", workers.reduce(0) { $0 + $1.errors }), ("behind", workers.reduce(0) { $0 + $1.behind }),
    ("load_cpu_us_per_request", rounded(cpu / Double(max(1, all.count)) * 1e6, 10)),
    ("slow_clients", options.slow), ("slow_reconnects", slowClients?.reconnects ?? 0)
]
let body = summary.map { key, value in
    let text: String
    switch value {
    case let s as String: text = "\"\(s)\""
    case let d as Double: text = d.isFinite ? "\(d)" : "null"
    default: text = "\(value)"
    }
    return "\"\(key)\": \(text)"
}
print("{" + body.joined(separator: ", ") + "}")
