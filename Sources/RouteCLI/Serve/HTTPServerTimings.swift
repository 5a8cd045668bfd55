import Foundation

/// Where a worker's time goes, for finding what limits the server's throughput: nanoseconds waiting in
/// `poll`, reading, parsing, answering (the API), serializing and writing, and the counts of requests and
/// poll rounds. Kept only when the environment variable `INDOOR_SERVE_TIMINGS` is set (two clock reads per
/// stage); each worker writes its line on standard error when the server stops.
struct HTTPServerTimings {
    /// Whether `INDOOR_SERVE_TIMINGS` is set.
    static let enabled = ProcessInfo.processInfo.environment["INDOOR_SERVE_TIMINGS"] != nil

    var poll: UInt64 = 0
    var read: UInt64 = 0
    var parse: UInt64 = 0
    var answer: UInt64 = 0
    var serialize: UInt64 = 0
    var write: UInt64 = 0
    var requests = 0
    var rounds = 0

    /// One line: each stage's total milliseconds and microseconds per request.
    func line(worker: Int) -> String {
        let n = Double(max(1, requests))
        func stage(_ name: String, _ ns: UInt64) -> String {
            let ms = (Double(ns) / 1e5).rounded() / 10
            let us = (Double(ns) / n / 100).rounded() / 10
            return "\(name) \(ms) ms (\(us) us/request)"
        }
        return "worker \(worker): \(requests) requests, \(rounds) poll rounds; "
            + [
                stage("poll", poll), stage("read", read), stage("parse", parse), stage("answer", answer), stage("serialize", serialize),
                stage("write", write)
            ].joined(separator: ", ") + "\n"
    }
}
