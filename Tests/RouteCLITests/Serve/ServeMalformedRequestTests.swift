import Foundation
import Testing
import TestSupport

@testable import RouteCLI

/// Bad requests over a real socket: each is answered 4xx or the connection is closed, and the server keeps
/// serving; slow clients time out; the connection cap answers 503; a stop lets the request in flight finish.
@Suite(.serialized)
struct ServeMalformedRequestTests {
    /// The generated corpus: what each sends.
    static var corpus: [(String, [UInt8])] {
        var c: [(String, [UInt8])] = [
            ("truncated request line, then close", Array("GET /heal".utf8)),
            ("truncated headers, then close", Array("GET /health HTTP/1.1\r\nHost: x".utf8)),
            ("bad percent-encoding", Array("GET /route?from=%ZZ&to=a HTTP/1.1\r\n\r\n".utf8)),
            ("percent-encoding of bytes that are not UTF-8", Array("GET /route?from=%C3%28 HTTP/1.1\r\n\r\n".utf8)),
            ("huge header", Array(("GET /health HTTP/1.1\r\nX: " + String(repeating: "a", count: 20_000) + "\r\n\r\n").utf8)),
            ("many headers", Array(("GET /health HTTP/1.1\r\n" + String(repeating: "X: a\r\n", count: 200) + "\r\n").utf8)),
            ("Content-Length not a number", Array("POST /route HTTP/1.1\r\nContent-Length: ten\r\n\r\n{}".utf8)),
            ("Content-Length longer than the body, then close", Array("POST /route HTTP/1.1\r\nContent-Length: 100\r\n\r\n{}".utf8)),
            ("Content-Length shorter than the body", Array("POST /route HTTP/1.1\r\nContent-Length: 1\r\n\r\n{\"from\": 1}".utf8)),
            ("body over the limit", Array("POST /route HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n".utf8)),
            ("pipelined garbage", Array("GET /health HTTP/1.1\r\n\r\n\u{0}\u{1}garbage\r\n\r\n".utf8)),
            ("request line not UTF-8", Array("GET /".utf8) + [0xFF, 0xFE] + Array(" HTTP/1.1\r\n\r\n".utf8)),
            ("body not UTF-8", Array("POST /route HTTP/1.1\r\nContent-Length: 3\r\n\r\n".utf8) + [0xFF, 0xC3, 0x28]),
            ("body JSON of the wrong shape", Array("POST /matrix HTTP/1.1\r\nContent-Length: 16\r\n\r\n{\"sources\": 42}\n".utf8)),
            ("HTTP/2 preface", Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)),
            ("TLS hello", [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03] + [UInt8](repeating: 0, count: 64)),
            ("chunked body", Array("POST /route HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".utf8)),
            ("absolute-form target", Array("GET http://x/health HTTP/1.1\r\n\r\n".utf8)),
            ("empty lines only, then close", Array("\r\n\r\n\r\n".utf8))
        ]
        var rng = SplitMix64(seed: 4040)
        for k in 0 ..< 20 {
            c.append(("random bytes \(k)", (0 ..< 1 + Int(rng.next() % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) } + [13, 10, 13, 10]))
        }
        return c
    }

    @Test func everyBadRequestIsRefusedOrClosedAndTheServerGoesOn() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) {
            $0.requestTimeout = 1; $0.idleTimeout = 1
        }
        defer { s.stop() }
        for (what, bytes) in Self.corpus {
            let c = try s.connect()
            try c.send(bytes)
            // Half-close: the server sees the end of what the client sends.
            shutdown(c.fd, Int32(SHUT_WR))
            let answer = c.readToEnd()
            c.close()
            let text = String(decoding: answer, as: UTF8.self)
            // Every answer's status is 2xx (a valid request before the garbage) or 4xx/5xx, and no answer is 500.
            for line in text.components(separatedBy: "\r\n") where line.hasPrefix("HTTP/1.1 ") {
                let status = Int(line.split(separator: " ")[1]) ?? 0
                #expect((200 ..< 300).contains(status) || (400 ..< 500).contains(status) || status == 505, "\(what): \(line)")
            }
            #expect(try s.get("/health").status == 200, "the server stops answering after: \(what)")
        }
    }

    /// A client trickling a byte every 0.1 s gets 408 one time-out after its first byte (trickling does not
    /// extend it), and other clients are answered meanwhile.
    @Test func aSlowClientTimesOutAndOthersAreServed() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) { $0.requestTimeout = 1 }
        defer { s.stop() }
        let slow = try s.connect()
        defer { slow.close() }
        let started = Date()
        try slow.send("GET /health HTTP/1.1\r\nX-Slow: ")
        var lastByte = 0.0
        while Date().timeIntervalSince(started) < 0.7 {
            Thread.sleep(forTimeInterval: 0.1)
            try slow.send("a")
            lastByte = Date().timeIntervalSince(started)
            #expect(try s.get("/health").status == 200)
        }
        let r = try slow.readResponse()
        let waited = Date().timeIntervalSince(started)
        #expect(r.status == 408)
        // Had a byte restarted the clock, the answer would come a whole time-out after the last one.
        #expect(waited >= 0.9 && waited < lastByte + 0.95, "408 after \(waited) s, last byte at \(lastByte) s")
    }

    /// Many trickling clients at once (each holds a descriptor of an event loop, not a thread) do not delay
    /// the others, and each is answered 408 after the time-out.
    @Test func manySlowClientsDoNotHoldTheWorkers() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) {
            $0.requestTimeout = 2
            $0.workers = 2
        }
        defer { s.stop() }
        let slow = try (0 ..< 150).map { _ in try s.connect() }
        defer { for c in slow { c.close() } }
        for c in slow { try c.send("GET /health HTTP/1.1\r\nX-Slow: ") }
        // Two loops and 150 clients that never finish: answers can only come from loops that serve others.
        for _ in 0 ..< 20 {
            for c in slow.prefix(50) { try c.send("a") }
            #expect(try s.get("/health").status == 200)
        }
        for c in slow { #expect(try c.readResponse().status == 408) }
    }

    /// A client that sends requests without reading the answers is closed once its answers wait longer than
    /// the send time-out, instead of having the server buffer every answer.
    @Test func aClientThatDoesNotReadIsClosed() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) { $0.sendTimeout = 1 }
        defer { s.stop() }
        let c = try s.connect()
        defer { c.close() }
        let count = 20_000
        let requests = Array(String(repeating: "GET / HTTP/1.1\r\n\r\n", count: count).utf8)
        let fd = c.fd
        let sender = Thread { _ = ServeSocket.sendAll(fd, requests) }
        sender.start()
        Thread.sleep(forTimeInterval: 2.5)
        #expect(try s.get("/health").status == 200)
        let page = try s.get("/").body.count
        let received = c.readToEnd().count
        #expect(received < count / 4 * page, "received \(received) bytes of \(count) answers of \(page) bytes: the connection was not closed")
    }

    @Test func theConnectionCapAnswers503() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) { $0.maxConnections = 2 }
        defer { s.stop() }
        let a = try s.connect(), b = try s.connect()
        defer {
            a.close()
            b.close()
        }
        try a.send("GET /health HTTP/1.1\r\n\r\n")
        try b.send("GET /health HTTP/1.1\r\n\r\n")
        #expect(try a.readResponse().status == 200 && b.readResponse().status == 200)
        #expect(try s.get("/health").status == 503)
        a.close()
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try s.get("/health").status == 200)
    }

    /// A worker that sleeps at once after each round (`--poll-us 0`) and one that polls for 50 ms answer the
    /// same: keep-alive requests in turn on one connection, and a second client meanwhile; both stop at once.
    @Test(arguments: [0.0, 0.05]) func pollingBeforeSleepingChangesNoAnswer(pollSeconds: Double) throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue]) { $0.pollSeconds = pollSeconds }
        let a = try s.connect()
        defer { a.close() }
        var bodies: [[UInt8]] = []
        for _ in 0 ..< 3 {
            try a.send("GET /venues HTTP/1.1\r\n\r\n")
            let r = try a.readResponse()
            #expect(r.status == 200)
            bodies.append(r.body)
            #expect(try s.get("/health").status == 200)
        }
        #expect(Set(bodies).count == 1)
        let stopped = Date()
        s.stop()
        #expect(Date().timeIntervalSince(stopped) < 2, "stopping took \(Date().timeIntervalSince(stopped)) s")
    }

    /// `--poll-us` takes microseconds, 0 included; a negative value is a usage error.
    @Test func pollOption() throws {
        guard case let .values(values) = try CLIArgumentParser.parse(["x", "--poll-us", "0"], spec: ServeCommand.spec) else {
            Issue.record("--poll-us 0 did not parse")
            return
        }
        #expect(try ServeCommand.options(from: values).server.pollSeconds == 0)
        #expect(HTTPServerConfiguration().pollSeconds == 0.0002)
        #expect(CLI.run(arguments: ["serve", PackageFolders.sampleVenue, "--poll-us", "-1"]).exitCode == 64)
    }

    @Test func stopFinishesTheRequestInFlight() throws {
        let s = try ServeTestServer(venuePaths: [PackageFolders.sampleVenue])
        let c = try s.connect()
        defer { c.close() }
        // The first route builds the router (a fraction of a second): stop while it is being answered.
        try c.send("GET /route?from=ALD%20101&to=Library&clearance=0.35 HTTP/1.1\r\n\r\n")
        Thread.sleep(forTimeInterval: 0.05)
        s.stop()
        let r = try c.readResponse()
        #expect(r.status == 200 && r.headers["connection"] == "close")
    }
}
