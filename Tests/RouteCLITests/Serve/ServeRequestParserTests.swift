import Testing
import TestSupport

@testable import RouteCLI

/// ``HTTPRequestParser`` on its own: the requests it reads, what it refuses and with which status.
struct ServeRequestParserTests {
    static let parser = HTTPRequestParser(limits: .init(headerBytes: 1024, bodyBytes: 100, headerFields: 10))

    func parse(_ text: String) -> HTTPRequestParser.Outcome { Self.parser.parse(Array(text.utf8)[...]) }

    @Test func readsAGetWithQueryAndHeaders() throws {
        guard case let .request(r, consumed) = parse("GET /route?from=ALD+101&to=Caf%C3%A9&via=a&via=b HTTP/1.1\r\nHost: x\r\nX-A:  v \r\n\r\nrest") else {
            Issue.record("not a request")
            return
        }
        #expect(consumed == "GET /route?from=ALD+101&to=Caf%C3%A9&via=a&via=b HTTP/1.1\r\nHost: x\r\nX-A:  v \r\n\r\n".utf8.count)
        #expect(r.method == "GET" && r.path == "/route" && r.version == "HTTP/1.1")
        #expect(r.query.map(\.name) == ["from", "to", "via", "via"])
        #expect(r.query.map(\.value) == ["ALD 101", "Café", "a", "b"])
        #expect(r.header("x-a") == "v" && r.header("host") == "x")
        #expect(r.keepsAlive)
    }

    @Test func readsABodyByContentLengthAndLeavesThePipelinedRest() throws {
        let text = "POST /route HTTP/1.1\r\nContent-Length: 5\r\n\r\nhelloGET / HTTP/1.1\r\n\r\n"
        guard case let .request(r, consumed) = parse(text) else {
            Issue.record("not a request")
            return
        }
        #expect(r.body == Array("hello".utf8))
        let rest = Array(text.utf8)[consumed...]
        guard case let .request(next, _) = Self.parser.parse(rest) else {
            Issue.record("the pipelined request is not read")
            return
        }
        #expect(next.method == "GET" && next.path == "/")
    }

    @Test(arguments: [
        ("truncated request line", "GET /health HTT"), ("head without its empty line", "GET / HTTP/1.1\r\nHost: x\r\n"),
        ("nothing", "")
    ])
    func waitsForMore(_ what: String, _ text: String) {
        #expect(parse(text) == .incomplete, "\(what)")
    }

    @Test func waitsForTheBodyAndSaysWhetherTheClientExpectsContinue() {
        #expect(parse("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc") == .awaitingBody(expectsContinue: false))
        #expect(parse("POST / HTTP/1.1\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n") == .awaitingBody(expectsContinue: true))
    }

    @Test(arguments: [
        ("two words", "GET /\r\n\r\n", 400), ("no path", "GET health HTTP/1.1\r\n\r\n", 400), ("HTTP/2", "GET / HTTP/2.0\r\n\r\n", 505),
        ("not HTTP", "GET / FTP/1.1\r\n\r\n", 400), ("bad escape", "GET /route?from=%G1 HTTP/1.1\r\n\r\n", 400),
        ("truncated escape", "GET /route?from=a% HTTP/1.1\r\n\r\n", 400), ("escape not UTF-8", "GET /route?from=%FF%FE HTTP/1.1\r\n\r\n", 400),
        ("path escape", "GET /%zz HTTP/1.1\r\n\r\n", 400), ("header without colon", "GET / HTTP/1.1\r\nHost\r\n\r\n", 400),
        ("space in header name", "GET / HTTP/1.1\r\nHo st: x\r\n\r\n", 400), ("negative length", "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400),
        ("length not a number", "POST / HTTP/1.1\r\nContent-Length: 1e3\r\n\r\n", 400),
        ("conflicting lengths", "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("huge length", "POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n", 400),
        ("body over the limit", "POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n", 413),
        ("chunked", "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411),
        ("too many fields", "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 11) + "\r\n", 431),
        ("head over the limit", "GET / HTTP/1.1\r\nA: " + String(repeating: "x", count: 1100) + "\r\n\r\n", 431),
        ("head over the limit, unfinished", "GET / HTTP/1.1\r\nA: " + String(repeating: "x", count: 1100), 431),
        ("control character", "GET / HTTP/1.1\r\nA: b\u{1}c\r\n\r\n", 400)
    ])
    func refuses(_ what: String, _ text: String, _ status: Int) {
        guard case let .invalid(s, message) = parse(text) else {
            Issue.record("\(what): not refused: \(parse(text))")
            return
        }
        #expect(s == status, "\(what): \(message)")
        #expect(!message.isEmpty)
    }

    @Test func refusesBytesThatAreNotUTF8() {
        let bytes = Array("GET /".utf8) + [0xC3, 0x28] + Array(" HTTP/1.1\r\n\r\n".utf8)
        guard case .invalid(400, _) = Self.parser.parse(bytes[...]) else {
            Issue.record("accepted bytes that are not UTF-8")
            return
        }
    }

    /// Random mutations of valid requests: the parser always answers, a request takes at most the bytes
    /// given, and a refusal is a 4xx or 505 status.
    @Test func mutatedRequestsAreReadOrRefused() {
        let seeds = [
            "GET /route?from=a&to=b HTTP/1.1\r\nHost: x\r\n\r\n", "POST /locate HTTP/1.1\r\nContent-Length: 4\r\n\r\nabcd",
            "HEAD / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
        ].map { Array($0.utf8) }
        var rng = SplitMix64(seed: 40)
        for round in 0 ..< 20_000 {
            var b = seeds[Int(rng.next() % UInt64(seeds.count))]
            for _ in 0 ..< 1 + Int(rng.next() % 4) {
                let i = Int(rng.next() % UInt64(b.count))
                switch rng.next() % 4 {
                case 0: b[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: b.remove(at: i)
                case 2: b.insert([13, 10, 37, 0, 58, 32][Int(rng.next() % 6)], at: i)
                default: b = Array(b.prefix(i))
                }
                if b.isEmpty { b = [71] }
            }
            switch Self.parser.parse(b[...]) {
            case .incomplete, .awaitingBody: break
            case let .request(_, consumed): #expect(consumed > 0 && consumed <= b.count, "round \(round), seed 40")
            case let .invalid(status, _): #expect((400 ..< 500).contains(status) || status == 505, "round \(round), seed 40")
            }
        }
    }
}
