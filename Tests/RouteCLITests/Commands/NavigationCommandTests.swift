import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI

/// `progress` and `match` end to end on the sample campus: answers line for line, bad lines, usage errors.
@Suite struct NavigationCommandTests {
    static let sample = WiredCommandTests.sample

    static func json(_ text: Substring) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    /// A route file from ALD 101 to ALD 103 and the coordinates of its legs' vertices.
    static func route() throws -> (path: String, points: [(lon: Double, lat: Double)], floor: String) {
        let r = CLI.run(arguments: ["route", sample, "--from", "ALD 101", "--to", "ALD 103"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let path = try CLITest.temporaryFile(r.stdout, suffix: ".json")
        let doc = try json(r.stdout[...])
        let leg = try #require(doc["features"]?.arrayValue?.first)
        let cs = try #require(leg["geometry"]?["coordinates"]?.arrayValue)
        let points = cs.compactMap { c -> (Double, Double)? in
            guard let a = c.arrayValue, a.count == 2, let x = a[0].numberValue, let y = a[1].numberValue else { return nil }
            return (x, y)
        }
        return (path, points, try #require(leg["properties"]?["floor"]?.stringValue))
    }

    @Test func progressAlongTheRouteAdvancesAndStaysOnIt() throws {
        let (route, points, floor) = try Self.route()
        let lines = points.enumerated().map { k, p in #"{"t": \#(k), "lon": \#(p.lon), "lat": \#(p.lat), "floor": "\#(floor)", "accuracy": 2}"# }
        let batch = try CLITest.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson")
        let r = CLI.run(arguments: ["progress", Self.sample, "--route", route, "--batch", batch])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == lines.count)
        var last = -1.0
        for (k, line) in out.enumerated() {
            let j = try Self.json(line)
            #expect(j["line"]?.numberValue == Double(k + 1))
            let travelled = try #require(j["travelled"]?.numberValue)
            #expect(travelled >= last)
            last = travelled
            #expect(j["offRoute"]?.isNull == true)
        }
        #expect(try Self.json(out[out.count - 1])["remaining"]?.numberValue ?? 1 < 0.01)
    }

    @Test func progressOffTheRouteReroutes() throws {
        let (route, points, floor) = try Self.route()
        // Start on the route, then two positions at the end of a route to another room of the floor.
        let other = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "ALD 113"])
        let otherLeg = try #require(try Self.json(other.stdout[...])["features"]?.arrayValue?.last?["geometry"]?["coordinates"]?.arrayValue?.last?.arrayValue)
        let far = (try #require(otherLeg[0].numberValue), try #require(otherLeg[1].numberValue))
        let lines = [
            #"{"t": 0, "lon": \#(points[0].lon), "lat": \#(points[0].lat), "floor": "\#(floor)", "accuracy": 2}"#,
            #"{"t": 30, "lon": \#(far.0), "lat": \#(far.1), "floor": "\#(floor)", "accuracy": 2}"#,
            #"{"t": 31, "lon": \#(far.0), "lat": \#(far.1), "floor": "\#(floor)", "accuracy": 2}"#
        ]
        let batch = try CLITest.temporaryFile(lines.joined(separator: "\n"), suffix: ".ndjson")
        let r = CLI.run(arguments: ["progress", Self.sample, "--route", route, "--batch", batch])
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == 3)
        #expect(try Self.json(out[1])["offRoute"]?.isNull == true)  // one position beyond is not enough
        let third = try Self.json(out[2])
        #expect(third["offRoute"]?["reason"]?.stringValue == "tooFar")
        #expect(third["reroute"]?["summary"]?["to"]?.stringValue == "ALD 103")
    }

    @Test func progressBadLinesAndUsage() throws {
        let (route, points, _) = try Self.route()
        let lines = [
            "", "{\"lon\": 1}", "[1,2]", #"{"lon": \#(points[0].lon), "lat": \#(points[0].lat), "floor": "Nowhere"}"#,
            #"{"lon": \#(points[0].lon), "lat": \#(points[0].lat), "accuracy": -1}"#, #"{"lon": \#(points[0].lon), "lat": \#(points[0].lat), "speed": 1}"#
        ]
        let batch = try CLITest.temporaryFile(lines.joined(separator: "\n"), suffix: ".ndjson")
        let r = CLI.run(arguments: ["progress", Self.sample, "--route", route, "--batch", batch])
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == lines.count)
        for (k, line) in out.enumerated() {
            let j = try Self.json(line)
            #expect(j["line"]?.numberValue == Double(k + 1))
            #expect(j["error"]?.stringValue != nil, "line \(k + 1): \(line)")
        }
        #expect(CLI.run(arguments: ["progress", Self.sample, "--route", route]).exitCode == 64)
        #expect(CLI.run(arguments: ["progress", Self.sample, "--route", route, "--at", "1,2", "--batch", batch]).exitCode == 64)
        #expect(CLI.run(arguments: ["progress", Self.sample, "--route", route, "--at", "200,2"]).exitCode == 64)
        let notARoute = try CLITest.temporaryFile(#"{"type": "FeatureCollection", "features": []}"#, suffix: ".json")
        let bad = CLI.run(arguments: ["progress", Self.sample, "--route", notARoute, "--at", "\(points[0].lon),\(points[0].lat)"])
        #expect(bad.exitCode == 65)
        #expect(bad.stderr.contains(notARoute))
    }

    @Test func matchAnswersEveryLineAndWritesThePath() throws {
        let (_, points, floor) = try Self.route()
        var lines = points.enumerated().map { k, p in #"{"t": \#(k), "lon": \#(p.lon), "lat": \#(p.lat), "floor": "\#(floor)", "accuracy": 2}"# }
        lines.insert("not json", at: 1)
        let trail = try CLITest.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson")
        let path = try CLITest.temporaryFile("", suffix: ".json")
        let r = CLI.run(arguments: ["match", Self.sample, "--trail", trail, "--path", path])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == lines.count)
        #expect(try Self.json(out[1])["error"]?.stringValue != nil)
        let first = try Self.json(out[0])
        #expect(first["floor"]?.stringValue == floor)
        #expect(first["space"]?["name"]?.stringValue == "ALD 101")
        #expect((first["offset"]?.numberValue ?? 99) < 2)
        let walk = try JSONParser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect((walk["summary"]?["distance"]?.numberValue ?? 0) > 5)
        #expect(CLI.run(arguments: ["match", Self.sample]).exitCode == 64)
        #expect(CLI.run(arguments: ["match", Self.sample, "--trail", "/nonexistent/trail.ndjson"]).exitCode == 66)
    }
}
