import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import RouteCLI

/// Every endpoint of `indoor serve` answers what the matching command prints, byte for byte, on the sample
/// campus and on Pacific U: the server is started in this process on a free loopback port and asked over
/// a socket; the command runs in process (``CLI/run(arguments:)``).
@Suite(.serialized)
struct ServeEndpointTests {
    /// A venue with the places and floors the cases use.
    struct Case: CustomStringConvertible {
        var path: String
        var from: String
        var to: String
        var floorID: String
        var description: String { ServeVenue.id(ofPath: path) }
    }

    static let campus = Case(path: PackageFolders.sampleVenue, from: "ALD 101", to: "Library", floorID: "f_61cdf7efc8a531ca")
    static let pacific = Case(path: SharedVenues.pacificFolder, from: "Berglund 132", to: "Marsh 119", floorID: "f_0faa63aeed2f7a89")

    /// The CLI's stdout for `arguments`, which must succeed.
    static func cli(_ arguments: [String]) throws -> [UInt8] {
        let r = CLI.run(arguments: arguments)
        try #require(r.exitCode == 0, "indoor \(arguments.joined(separator: " ")): \(r.stderr)")
        return Array(r.stdout.utf8)
    }

    /// `target` with the query `items` percent-encoded.
    static func url(_ path: String, _ items: [(String, String)]) -> String {
        var c = URLComponents()
        c.path = path
        c.queryItems = items.map { URLQueryItem(name: $0.0, value: $0.1) }
        // URLComponents leaves '+' alone, which a form decoder reads as a space.
        return (c.string ?? path).replacingOccurrences(of: "+", with: "%2B")
    }

    static func compare(_ s: ServeTestServer, _ case_: Case) throws {
        let v = case_.path, venue = ServeVenue.id(ofPath: v)
        func same(_ r: ServeTestResponse, _ expected: [UInt8], _ what: String) {
            #expect(r.status == 200, "\(what): \(r.text.prefix(300))")
            #expect(r.body == expected, "\(what): the server's \(r.body.count) bytes differ from the CLI's \(expected.count)")
        }
        same(try s.get("/venues/\(venue)"), try cli(["info", v, "--json"]), "info")
        let route = try cli(["route", v, "--from", case_.from, "--to", case_.to])
        same(try s.get(url("/route", [("from", case_.from), ("to", case_.to)])), route, "GET /route")
        same(try s.get(url("/venues/\(venue)/route", [("from", case_.from), ("to", case_.to)])), route, "GET /venues/{id}/route")
        let body = Array(#"{"from": "\#(case_.from)", "to": "\#(case_.to)", "profile": "accessible", "avoid": ["stairs"]}"#.utf8)
        same(
            try s.post("/route", body: body),
            try cli(["route", v, "--from", case_.from, "--to", case_.to, "--profile", "accessible", "--avoid", "stairs"]), "POST /route")
        same(
            try s.get(url("/matrix", [("sources", case_.from), ("sources", case_.to)])),
            try cli(["matrix", v, "--source", case_.from, "--source", case_.to]), "matrix")
        same(
            try s.get(url("/reachable", [("from", case_.from), ("within", "60s")])),
            try cli(["reachable", v, "--from", case_.from, "--within", "60s"]), "reachable")
        same(try s.get("/check"), try cli(["check", v, "--json"]), "check")
        same(try s.get("/venues/\(venue)/floors/\(case_.floorID).svg"), try cli(["render", v, "--floor", case_.floorID]), "svg")
        try compareLines(s, case_, route: route)
    }

    /// `locate`, `match` and `progress`, whose inputs are files for the CLI.
    static func compareLines(_ s: ServeTestServer, _ case_: Case, route: [UInt8]) throws {
        let v = case_.path
        // Points along the route, on its first floor: some in rooms, one in no venue.
        let doc = try #require(try JSONParser.parse(route).objectValue)
        let leg = try #require(doc["features"]?.arrayValue?.first)
        let floor = try #require(leg["properties"]?["floor"]?.stringValue)
        let coords = try #require(leg["geometry"]?["coordinates"]?.arrayValue).compactMap { (c: JSONValue) in c.arrayValue?.compactMap { $0.numberValue } }
        let first = try #require(coords.first)
        let single = try s.get(url("/locate", [("lon", "\(first[0])"), ("lat", "\(first[1])"), ("floor", floor)]))
        #expect(single.body == Array(CLI.run(arguments: ["locate", v, "--at", "\(first[0]),\(first[1])", "--floor", floor]).stdout.utf8))
        var lines = coords.map { "\(floor),\($0[0]),\($0[1])" }
        lines += ["\(floor),0,0", "not a line", #"{"floor": "\#(floor)", "lon": \#(first[0]), "lat": \#(first[1])}"#]
        let batch = lines.joined(separator: "\n") + "\n"
        let batchFile = try CLITest.temporaryFile(batch, suffix: ".txt")
        let located = try s.post("/locate", body: Array(batch.utf8))
        #expect(located.status == 200 && located.body == Array(CLI.run(arguments: ["locate", v, "--batch", batchFile]).stdout.utf8), "POST /locate")
        // A trail along the route: one position a second, 1 m off, and a bad line.
        var trail = coords.enumerated().map { k, c in #"{"t": \#(k), "lon": \#(c[0] + 0.00001), "lat": \#(c[1]), "floor": "\#(floor)", "accuracy": 3}"# }
        trail.append(#"{"t": "x"}"#)
        let trailText = trail.joined(separator: "\n") + "\n"
        let trailFile = try CLITest.temporaryFile(trailText, suffix: ".ndjson")
        let matched = try s.post("/match", body: Array(trailText.utf8))
        let matchedByCLI = try cli(["match", v, "--trail", trailFile])
        #expect(matched.status == 200 && matched.body == matchedByCLI, "POST /match")
        let routeFile = try CLITest.temporaryFile(String(decoding: route, as: UTF8.self))
        let progressBody = #"{"route": \#(String(decoding: route, as: UTF8.self)), "positions": [\#(trail.joined(separator: ","))]}"#
        let progressed = try s.post("/progress", body: Array(progressBody.utf8))
        let progressedByCLI = try cli(["progress", v, "--route", routeFile, "--batch", trailFile])
        #expect(progressed.status == 200 && progressed.body == progressedByCLI, "POST /progress")
        try compareOptions(s, case_, route: route, trail: trail, floor: floor, at: coords[coords.count / 2])
    }

    /// `/progress` with one position (GET, the route given by its ends; POST, the route document) and
    /// `/match` with the walk as output (`--path`) and with its members in a JSON body.
    static func compareOptions(_ s: ServeTestServer, _ case_: Case, route: [UInt8], trail: [String], floor: String, at c: [Double]) throws {
        let v = case_.path
        let routeFile = try CLITest.temporaryFile(String(decoding: route, as: UTF8.self))
        let at = "\(c[0] + 0.00002),\(c[1])@\(floor)"
        let one = try s.get(url("/progress", [("from", case_.from), ("to", case_.to), ("at", at)]))
        let oneByCLI = try cli(["progress", v, "--route", routeFile, "--at", at])
        #expect(one.status == 200 && one.body == oneByCLI, "GET /progress: \(one.text.prefix(300))")
        let body = #"{"route": \#(String(decoding: route, as: UTF8.self)), "at": "\#(at)", "accuracy": 3, "pretty": true}"#
        let pretty = try s.post("/progress", body: Array(body.utf8))
        let prettyByCLI = try cli(["progress", v, "--route", routeFile, "--at", at, "--accuracy", "3", "--pretty"])
        #expect(pretty.status == 200 && pretty.body == prettyByCLI, "POST /progress at: \(pretty.text.prefix(300))")
        let trailText = trail.joined(separator: "\n") + "\n"
        let trailFile = try CLITest.temporaryFile(trailText, suffix: ".ndjson")
        let walkFile = FileManager.default.temporaryDirectory.appendingPathComponent("serve-walk-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: walkFile) }
        let lines = try cli(["match", v, "--trail", trailFile, "--profile", "accessible", "--path", walkFile])
        let walk = try #require(FileManager.default.contents(atPath: walkFile))
        let path = try s.post(url("/match", [("profile", "accessible"), ("path", "true")]), body: Array(trailText.utf8))
        #expect(path.status == 200 && path.body == Array(walk), "POST /match?path=true: \(path.text.prefix(300))")
        let object = #"{"trail": [\#(trail.joined(separator: ","))], "profile": "accessible", "path": false}"#
        let matched = try s.post("/match", body: Array(object.utf8))
        #expect(matched.status == 200 && matched.body == lines, "POST /match with a JSON body: \(matched.text.prefix(300))")
        let none = try s.post(url("/match", [("path", "true")]), body: Array(#"{"t": 0, "lon": 0, "lat": 0}"#.utf8))
        #expect(none.status == 422, "POST /match?path=true with no walk: \(none.text)")
    }

    @Test func sampleCampusAnswersAsTheCLI() throws {
        let s = try ServeTestServer(venuePaths: [Self.campus.path])
        defer { s.stop() }
        try Self.compare(s, Self.campus)
    }

    @Test func statusesAndErrors() throws {
        let s = try ServeTestServer(venuePaths: [Self.campus.path])
        defer { s.stop() }
        let cases: [(String, Int, String)] = [
            ("/health", 200, "status"), ("/venues", 200, "campus-mvf"), ("/nowhere", 404, "notFound"), ("/venues/nope", 404, "no venue 'nope'"),
            (Self.url("/route", [("from", "Nowhere"), ("to", "Library")]), 404, "no space, location or name 'Nowhere'"),
            (Self.url("/route", [("from", "ALD 101")]), 400, "badRequest"),
            (Self.url("/route", [("from", "ALD 101"), ("to", "Library"), ("clearence", "1")]), 400, "unknown member \\\"clearence\\\""),
            (Self.url("/route", [("from", "ALD 101"), ("to", "Library"), ("clearance", "abc")]), 400, "must be a number"),
            ("/venues/campus-mvf/floors/nope.svg", 404, "notFound"), ("/match", 405, "methodNotAllowed"),
            (Self.url("/locate", [("lon", "0"), ("lat", "0")]), 400, "floor"),
            (Self.url("/progress", [("at", "-122.677,45.523")]), 400, "give \\\"route\\\""),
            (Self.url("/progress", [("from", "ALD 101"), ("to", "Library")]), 400, "give \\\"at\\\""),
            (Self.url("/progress", [("from", "ALD 101"), ("to", "Library"), ("at", "north")]), 400, "expected 'lon,lat'"),
            (Self.url("/progress", [("from", "Nowhere"), ("to", "Library"), ("at", "-122.677,45.523")]), 404, "Nowhere")
        ]
        for (target, status, fragment) in cases {
            let r = try s.get(target)
            #expect(r.status == status, "\(target): \(r.text)")
            #expect(r.text.contains(fragment), "\(target): \(r.text)")
            if status >= 400 {
                let o = try JSONParser.parse(r.body).objectValue
                #expect(o?["error"]?.stringValue != nil && o?["code"]?.stringValue != nil, "\(target): \(r.text)")
            }
        }
        let page = try s.get("/")
        #expect(page.status == 200 && page.headers["content-type"]?.hasPrefix("text/html") == true)
    }

    @Test func keepAliveHeadOptionsAndMethods() throws {
        let s = try ServeTestServer(venuePaths: [Self.campus.path])
        defer { s.stop() }
        let c = try s.connect()
        defer { c.close() }
        // Three requests pipelined on one connection, answered in order.
        try c.send("GET /health HTTP/1.1\r\n\r\nHEAD /venues HTTP/1.1\r\n\r\nOPTIONS /route HTTP/1.1\r\n\r\n")
        let a = try c.readResponse()
        let b = try c.readResponse(head: true)
        let o = try c.readResponse()
        #expect(a.status == 200 && a.text.contains("ok"))
        #expect(b.status == 200 && Int(b.headers["content-length"] ?? "") ?? 0 > 0)
        #expect(o.status == 204 && o.headers["allow"] == "GET, POST, HEAD, OPTIONS")
        try c.send("DELETE /health HTTP/1.1\r\n\r\nBREW /health HTTP/1.1\r\n\r\n")
        #expect(try c.readResponse().status == 405)
        #expect(try c.readResponse().status == 405)
        // A client that waits for 100 Continue before its body (curl does beyond 1 KiB) gets it.
        let body = #"{"sources": ["ALD 101"]}"#
        try c.send("POST /matrix HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\n\r\n")
        #expect(try c.readResponse(head: true).status == 100)
        try c.send(body)
        #expect(try c.readResponse().status == 200)
        try c.send("GET /health HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(try c.readResponse().status == 200)
        #expect(c.readToEnd().isEmpty, "the server closes after Connection: close")
    }
}

/// Every endpoint on the Pacific University export answers the CLI's bytes (its routers take seconds to
/// build in a debug build).
@Suite(.sharedVenues, .tags(.slow)) struct ServeEndpointSlowTests {
    @Test func pacificAnswersAsTheCLI() throws {
        let s = try ServeTestServer(venuePaths: [ServeEndpointTests.pacific.path])
        defer { s.stop() }
        try ServeEndpointTests.compare(s, ServeEndpointTests.pacific)
    }
}
