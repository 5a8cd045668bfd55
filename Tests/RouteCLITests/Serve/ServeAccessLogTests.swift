#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Testing
import TestSupport

@testable import RouteCLI

/// The access log: one whole line per answer and refusal, in the documented shape, from every worker at
/// once, written out before the server stops.
@Suite(.serialized)
struct ServeAccessLogTests {
    @Test("every answer and refusal gets one whole line: peer, request line, status, body bytes, milliseconds")
    func oneLinePerAnswer() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { _ = close(fds[0]) }
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) { c in
            c.accessLog = true
            c.accessLogDescriptor = fds[1]
            c.workers = 2
        }
        // What the pipe holds is read on its own thread, so that a full pipe cannot block a worker.
        let collected = LogCollector(fd: fds[0])
        let clients = 8, perClient = 25
        let statuses = IndexedStatuses(count: clients * perClient)
        DispatchQueue.concurrentPerform(iterations: clients) { k in
            for j in 0 ..< perClient {
                let target = j % 5 == 0 ? "/venues/none" : "/health?client=\(k)&n=\(j)"
                statuses.set(k * perClient + j, (try? s.get(target))?.status ?? -1)
            }
        }
        let bad = try s.connect()
        try bad.send("NOT HTTP AT ALL\r\n\r\n")
        let refused = try bad.readResponse()
        bad.close()
        s.stop()
        _ = close(fds[1])
        let lines = collected.finish().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "", "the log ends with a whole line")
        let body = lines.dropLast()
        #expect(body.count == clients * perClient + 1)
        let shape = #/^127\.0\.0\.1 "(GET [^"]*|-)" (\d{3}) (\d+) (\d+(\.\d+)?)ms$/#
        var byStatus: [Int: Int] = [:]
        for line in body {
            guard let m = line.wholeMatch(of: shape) else {
                Issue.record("not a log line: \(line)")
                continue
            }
            byStatus[Int(m.2)!, default: 0] += 1
        }
        #expect(statuses.values.allSatisfy { $0 == 200 || $0 == 404 })
        #expect(byStatus[200] == statuses.values.filter { $0 == 200 }.count)
        #expect(byStatus[404] == statuses.values.filter { $0 == 404 }.count)
        #expect(byStatus[refused.status] ?? 0 >= 1)
        #expect(body.contains { $0.contains("\"GET /health?client=7&n=24\" 200 ") })
        #expect(body.filter { $0.contains("\"-\" \(refused.status) ") }.count == 1)
    }

    @Test("a request line is kept to its first 2,048 characters")
    func longLinesAreCut() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        var log = HTTPAccessLog(descriptor: fds[1], lock: NSLock())
        log.record(peer: "::1", line: "GET /" + String(repeating: "é", count: 3_000), status: 414, bytes: 12, seconds: 0.0012346)
        #expect(!log.isEmpty)
        log.flush()
        #expect(log.isEmpty)
        _ = close(fds[1])
        let text = LogCollector(fd: fds[0]).finish()
        _ = close(fds[0])
        #expect(text == "::1 \"GET /" + String(repeating: "é", count: 2_043) + "\" 414 12 1.235ms\n")
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class LogCollector: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(fd: Int32) {
        Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                bytes += chunk[0 ..< n]
            }
            done.signal()
        }.start()
    }

    /// Everything read, once the pipe's write end is closed.
    func finish() -> String {
        done.wait()
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Statuses written by concurrent clients into their own slots.
private final class IndexedStatuses: @unchecked Sendable {
    private var slots: [Int]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: 0, count: count) }
    func set(_ i: Int, _ v: Int) {
        lock.lock()
        slots[i] = v
        lock.unlock()
    }
    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
