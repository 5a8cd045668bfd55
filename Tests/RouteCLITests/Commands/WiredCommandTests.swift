import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI
import TestSupport

/// The wired subcommands end to end, in process, on the generated sample venue in `Samples/campus-mvf`.
@Suite("CLI wired subcommands")
struct WiredCommandTests {
    static let root = PackageFolders.root
    static let sample = PackageFolders.sampleVenue

    @Test func infoTextAndJSON() throws {
        let text = CLI.run(arguments: ["info", Self.sample])
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("floors: 7"))
        let json = CLI.run(arguments: ["info", Self.sample, "--json"])
        let v = try JSONParser.parse(Array(json.stdout.utf8))
        #expect(v["totals"]?["floors"]?.intValue == 7)
        #expect(v["floors"]?.arrayValue?.count == 7)
    }

    @Test func locateInsideAndOutside() throws {
        let inside = CLI.run(arguments: ["locate", Self.sample, "--at", "-122.67705,45.52294", "--floor", "Alder Hall Level 1"])
        #expect(inside.exitCode == 0)
        let v = try JSONParser.parse(Array(inside.stdout.utf8))
        #expect(v["status"]?.stringValue == "inside")
        #expect(v["space"]?["names"]?.arrayValue?.first?.stringValue == "ALD 102 Washroom")
        let outside = CLI.run(arguments: ["locate", Self.sample, "--at", "-122.5,45.6", "--floor", "Alder Hall Level 1"])
        #expect(outside.exitCode == 1)
        let far = try JSONParser.parse(Array(outside.stdout.utf8))
        #expect(far["status"]?.stringValue == "outside" && far["nearest"] == nil, "kilometres off the campus: no nearest space")
        let badFloor = CLI.run(arguments: ["locate", Self.sample, "--at", "-122.67705,45.52294", "--floor", "Level 99"])
        #expect(badFloor.exitCode == 64)
        #expect(badFloor.stderr.contains("no floor 'Level 99'"))
    }

    @Test func locateBatchKeepsOrderAndReportsBadLines() throws {
        let input = try CLITest.temporaryFile(
            """
            Alder Hall Level 1,-122.67705,45.52294
            {"floor": "Alder Hall Level 1", "lon": -122.5, "lat": 45.6}
            this is not a query
            Nowhere,-122.67705,45.52294
            """)
        let r = CLI.run(arguments: ["locate", Self.sample, "--batch", input])
        #expect(r.exitCode == 0)
        let lines = r.stdout.split(separator: "\n").map { try? JSONParser.parse(Array($0.utf8)) }
        #expect(lines.count == 4)
        #expect(lines[0]?["space"]?.stringValue != nil)
        #expect(lines[1]?["space"]?.isNull == true && lines[1]?["status"]?.stringValue == "outside" && lines[1]?["nearest"] == nil)
        #expect(lines[2]?["line"]?.intValue == 3 && lines[2]?["error"] != nil)
        #expect(lines[3]?["error"]?.stringValue?.contains("no floor") == true)
    }

    @Test func routeFoundNotFoundAndUnknown() throws {
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let v = try JSONParser.parse(Array(r.stdout.utf8))
        #expect(v["type"]?.stringValue == "FeatureCollection")
        #expect((v["summary"]?["distance"]?.numberValue ?? 0) > 50)
        let unknown = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 1O1", "--to", "Library"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.contains("no space, location or name 'ALD 1O1'"))
        let blocked = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--avoid", "stairs", "--avoid", "elevator"])
        #expect(blocked.exitCode == 1)
        #expect(blocked.stderr.contains("no route"))
    }

    @Test func routeBatch() throws {
        let input = try CLITest.temporaryFile(
            """
            {"from": "ALD 101", "to": "ALD 105"}
            {"from": "ALD 101", "to": "Nowhere"}
            {"from": "ALD 101", "to": "Library", "profile": "accessible"}
            {"from": "ALD 101", "to": "Library"}
            """)
        let r = CLI.run(arguments: ["route", Self.sample, "--batch", input])
        let lines = r.stdout.split(separator: "\n").map { try? JSONParser.parse(Array($0.utf8)) }
        #expect(lines.count == 4)
        #expect(lines[0]?["type"]?.stringValue == "FeatureCollection")
        #expect(lines[1]?["error"]?.stringValue?.contains("Nowhere") == true)
        // The sample's accessible route exists (lifts, doors at least 0.8 m wide): a route, never an error.
        #expect(lines[2]?["type"]?.stringValue == "FeatureCollection", "\(r.stdout)")
        #expect(lines[2]?["summary"]?["profile"]?.stringValue == "accessible")
        // Keeping farther from walls and taking lifts never shortens the walk.
        let standard = try #require(lines[3]?["summary"]?["distance"]?.numberValue)
        #expect(try #require(lines[2]?["summary"]?["distance"]?.numberValue) >= standard)
    }

    @Test func generateFolderAndZipThenRead() throws {
        let dir = try CLITest.temporaryFolder()
        let folder = dir + "/campus"
        #expect(CLI.run(arguments: ["generate", folder, "--buildings", "1", "--floors", "2", "--rooms-per-floor", "10", "--seed", "3"]).exitCode == 0)
        #expect(CLI.run(arguments: ["info", folder]).stdout.contains("floors: 3"))
        let zip = dir + "/campus.zip"
        #expect(CLI.run(arguments: ["generate", zip, "--format", "imdf", "--zip", "--seed", "7"]).exitCode == 0)
        let info = CLI.run(arguments: ["info", zip, "--json"])
        #expect(info.exitCode == 0, "\(info.stderr)")
        #expect(try JSONParser.parse(Array(info.stdout.utf8))["totals"]?["floors"]?.intValue == 7)
    }

    /// The built binary itself, when `swift build` has produced it (skipped visibly otherwise).
    static let binary = root + "/.build/debug/indoor"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary)))
    func builtBinaryEndToEnd() throws {
        func run(_ args: [String], stdin: String? = nil) throws -> (out: String, err: String, code: Int32) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Self.binary)
            p.arguments = args
            let out = Pipe(), err = Pipe(), input = Pipe()
            p.standardOutput = out
            p.standardError = err
            p.standardInput = input
            try p.run()
            if let s = stdin { input.fileHandleForWriting.write(Data(s.utf8)) }
            try input.fileHandleForWriting.close()
            let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self), p.terminationStatus)
        }
        let route = try run(["route", Self.sample, "--from", "ALD 101", "--to", "Library"])
        #expect(route.code == 0)
        #expect(route.out.contains("\"summary\""))
        let batch = try run(["locate", Self.sample, "--batch", "-"], stdin: "Alder Hall Level 1,-122.67705,45.52294\nbad\n")
        #expect(batch.out.split(separator: "\n").count == 2)
        // route --batch streams through the shared pipeline in the binary; in process it collects: the same lines.
        let routeLines = "{\"from\": \"ALD 101\", \"to\": \"Library\"}\n\n{\"from\": \"ALD 101\", \"to\": \"ALD 204\", \"profile\": \"accessible\"}\n"
        let streamed = try run(["route", Self.sample, "--batch", "-"], stdin: routeLines)
        let file = try CLITest.temporaryFile(routeLines, suffix: ".ndjson")
        let collected = CLI.run(arguments: ["route", Self.sample, "--batch", file])
        #expect(streamed.code == 0 && collected.exitCode == 0)
        #expect(streamed.out.split(separator: "\n").count == 3)
        #expect(streamed.out == collected.stdout)
        let usage = try run(["route", Self.sample, "--form", "x"])
        #expect(usage.code == 64 && usage.err.contains("did you mean '--from'"))
        let missing = try run(["info", "/nonexistent/venue"])
        #expect(missing.code == 66 && missing.err.hasPrefix("Error:"))
    }
}

extension WiredCommandTests {
    @Test func wallsAndCheckOnTheSample() throws {
        let walls = CLI.run(arguments: ["walls", Self.sample, "--floor", "Alder Hall Level 1"])
        #expect(walls.exitCode == 0)
        let fc = try GeoJSONDecoder(file: "walls").decodeFeatureCollection(Array(walls.stdout.utf8))
        #expect(!fc.features.isEmpty)
        let check = CLI.run(arguments: ["check", Self.sample, "--profile", "accessible"])
        #expect(check.exitCode == 0)
        #expect(check.stdout.contains("narrow-door"))
    }

    @Test func simplifyKeepsSharedEdgesWithPreserveTopology() throws {
        // Two squares sharing a wiggly edge: simplified together, the shared edge stays identical.
        let shared = "[-122.6760,45.5230],[-122.67600001,45.52305],[-122.6760,45.5231]"
        let text = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","properties":{"name":"A"},"geometry":{"type":"Polygon","coordinates":[[[-122.6765,45.5230],\(shared),[-122.6765,45.5231],[-122.6765,45.5230]]]}},
            {"type":"Feature","properties":{"name":"B"},"geometry":{"type":"Polygon","coordinates":[[[-122.6760,45.5230],[-122.6755,45.5230],[-122.6755,45.5231],[-122.6760,45.5231],[-122.67600001,45.52305],[-122.6760,45.5230]]]}}]}
            """
        let file = try CLITest.temporaryFile(text)
        let r = CLI.run(arguments: ["simplify", file, "--tolerance", "0.5", "--preserve-topology"])
        #expect(r.exitCode == 0)
        let fc = try GeoJSONDecoder(file: "s").decodeFeatureCollection(Array(r.stdout.utf8))
        #expect(fc.features.map { $0.properties["name"]?.stringValue } == ["A", "B"])
        guard case let .polygon(a)? = fc.features[0].geometry, case let .polygon(b)? = fc.features[1].geometry else {
            Issue.record("expected polygons")
            return
        }
        let edgeA = Set(a[0].filter { abs($0.longitude + 122.676) < 1e-6 })
        let edgeB = Set(b[0].filter { abs($0.longitude + 122.676) < 1e-6 })
        #expect(edgeA == edgeB, "the shared edge must stay shared")
    }
}
