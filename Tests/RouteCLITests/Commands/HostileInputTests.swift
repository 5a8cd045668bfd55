import Foundation
import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI
import TestSupport

/// Inputs that crashed, hung or were silently mis-read (issue 13), answered with a value or a clear error.
/// The venues in `../shared/repro` are small mutated copies of our own generated campus; the tests that
/// read them skip visibly without `../shared`.
@Suite("Hostile and malformed input")
struct HostileInputTests {
    static let sample = WiredCommandTests.sample
    static let repro = PackageFolders.shared + "/repro"
    static var reproAvailable: Bool { FileManager.default.fileExists(atPath: repro + "/mvf-info-crash.zip") }

    /// Runs a command with a deadline, so a regression to a hang fails the test instead of stalling CI.
    static func run(_ arguments: [String], seconds: Double = 60) async throws -> CLIResult {
        try await withThrowingTaskGroup(of: CLIResult?.self) { group in
            group.addTask { CLI.run(arguments: arguments) }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            guard let r = first else {
                Issue.record("'indoor \(arguments.joined(separator: " "))' did not finish within \(seconds) s")
                return CLIResult(stdout: "", stderr: "timeout", exitCode: -1)
            }
            return r
        }
    }

    @Test("out-of-range options exit 64 before any work")
    func rangesUpFront() async throws {
        for (args, needle) in [
            (["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--clearance", "1e308"], "between 0 and 2 m"),
            (["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--clearance", "1km"], "between 0 and 2 m"),
            (["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--simplify", "1e9"], "between 0 and 100 m")
        ] {
            let r = try await Self.run(args, seconds: 10)
            #expect(r.exitCode == 64, "\(args)")
            #expect(r.stderr.contains(needle), "\(r.stderr)")
        }
    }

    @Test("the library refuses a clearance outside its range with a typed error")
    func routerClearanceRange() throws {
        let venue = try VenueLoader.load(path: Self.sample)
        for c in [-1, 2.5, 1e308, Double.nan] {
            #expect(throws: RoutingBuildError.self) { try VenueRouter(venue: venue, key: RouterKey(clearance: c)) }
        }
    }

    @Test("route --batch: one output line per input line; bad members give error lines, the stream goes on")
    func routeBatchLines() throws {
        let lines = [
            #"{"from":"ALD 101","to":"Library","clearance":-1}"#,
            "",
            #"{"from":"ALD 101","to":"Library","clearance":"90cm"}"#,
            #"{"from":"ALD 101","to":"Library","clearance":"abc"}"#,
            #"{"from":"ALD 101","to":"Library","avoid":["teleport"]}"#,
            #"{"from":"ALD 101","to":"Library","simplify":-5}"#,
            #"{"from":"ALD 101","to":"Library","clearence":0.4}"#,
            #"{"from":"ALD 101","to":"Library","includeNonPublic":"yes"}"#,
            #"{"from":"ALD 101","to":"Library","clearance":1e308}"#,
            #"{"from":"ALD 101","to":"Library","avoid":["stairs"],"clearance":0.25}"#
        ]
        let input = try CLITest.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson")
        let r = CLI.run(arguments: ["route", Self.sample, "--batch", input])
        #expect(r.exitCode == 0)
        let out = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(out.count == lines.count, "one output line per input line")
        let expected = [
            "out of range", "blank line", "found string \"90cm\"", "found string \"abc\"", "'teleport'", "out of range",
            "unknown member \"clearence\"", "must be true or false", "out of range"
        ]
        for (k, needle) in expected.enumerated() where k < out.count {
            let v = try JSONParser.parse(Array(out[k].utf8))
            #expect(v["line"]?.intValue == k + 1)
            #expect(v["error"]?.stringValue?.contains(needle) == true, "line \(k + 1): \(out[k])")
        }
        if let last = out.last {
            #expect(try JSONParser.parse(Array(last.utf8))["type"]?.stringValue == "FeatureCollection", "a good line after bad ones still routes")
        }
    }

    @Test("locate --batch answers a blank line with a numbered error, keeping lines aligned")
    func locateBatchBlankLine() throws {
        let q = "Alder Hall Level 1,-122.67705,45.52294"
        let input = try CLITest.temporaryFile(q + "\n\n" + q + "\n", suffix: ".csv")
        let r = CLI.run(arguments: ["locate", Self.sample, "--batch", input])
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == 3)
        #expect(out.count == 3 && out[1].contains("\"line\":2") && out[1].contains("blank line"))
        #expect(out.first == out.last)
    }

    @Test("locate --batch: a floor ordinal too large for an Int is an error line, not a trap (found by the locate_batch fuzz target)")
    func hugeOrdinal() throws {
        let input = try CLITest.temporaryFile(
            #"{"floor":1e19,"lon":-122.67705,"lat":45.52294}"# + "\n" + #"{"floor":-1e300,"lon":-122.67705,"lat":45.52294}"# + "\n", suffix: ".ndjson")
        let r = CLI.run(arguments: ["locate", Self.sample, "--batch", input])
        let out = r.stdout.split(separator: "\n")
        #expect(out.count == 2)
        #expect(out.allSatisfy { $0.contains("\"error\"") }, "\(out)")
    }

    @Test("buffer: lines need a positive distance (exit 64); distances are bounded")
    func bufferDistances() throws {
        let line = try CLITest.temporaryFile(
            #"{"type":"Feature","id":"w1","properties":{},"geometry":{"type":"LineString","coordinates":[[-122.6770,45.5229],[-122.6769,45.5229]]}}"#)
        let negative = CLI.run(arguments: ["buffer", line, "--distance", "-1"])
        #expect(negative.exitCode == 64)
        #expect(negative.stderr.contains("feature 'w1' is a LineString") && negative.stderr.contains("positive --distance"))
        let zero = CLI.run(arguments: ["buffer", line, "--distance", "0"])
        #expect(zero.exitCode == 64)
        let huge = CLI.run(arguments: ["buffer", line, "--distance", "1e9"])
        #expect(huge.exitCode == 64 && huge.stderr.contains("between -10000 and 10000 m"))
        let fine = CLI.run(arguments: ["buffer", line, "--distance", "1"])
        #expect(fine.exitCode == 0 && fine.stdout.contains("Polygon"))
    }

    @Test("a venue that is neither MVF, IMDF nor usable OSM exits 65 and says what was expected")
    func notAVenue() throws {
        // SIT-like GeoJSON is read as OSM, which needs an OSM id on every feature.
        let osm = try CLITest.temporaryFile(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"indoor":"room","level":"0"},"geometry":null}]}"#)
        let r = CLI.run(arguments: ["info", osm])
        #expect(r.exitCode == 65)
        #expect(r.stderr.contains("features[0]") && r.stderr.contains("no OSM id"), "\(r.stderr)")
        let folder = try CLITest.temporaryFolder()
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/map.geojson"))
        let f = CLI.run(arguments: ["info", folder])
        #expect(f.exitCode == 65)
        #expect(f.stderr.contains("MVF v3") && f.stderr.contains("IMDF") && f.stderr.contains("OpenStreetMap"), "\(f.stderr)")
    }
}

extension HostileInputTests {
    /// The crash and hang repros in ../shared/repro: seconds each.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("a floor listed twice in one stack warns instead of crashing (repro mvf-info-crash)", .enabled(if: reproAvailable))
        func floorListedTwice() async throws {
            let r = try await HostileInputTests.run(["info", HostileInputTests.repro + "/mvf-info-crash.zip"])
            #expect(r.exitCode == 0)
            #expect(r.stdout.contains("floor-listed-twice"))
        }

        @Test("a 100,001-point circular wall routes in bounded time (repro mvf-route-hang)", .enabled(if: reproAvailable))
        func denseWallRoute() async throws {
            let path = HostileInputTests.repro + "/mvf-route-hang.zip"
            let info = try await HostileInputTests.run(["info", path])
            #expect(info.stdout.contains("dense-line"), "the simplification is reported")
            // The mutated wall is a closed circle around part of Level 2: rooms inside it are cut off, which
            // is the right answer for that wall; rooms outside it route.
            let r = try await HostileInputTests.run(["route", path, "--from", "ALD 101", "--to", "ALD 103"], seconds: 30)
            #expect(r.exitCode == 0, "\(r.stderr)")
            let check = try await HostileInputTests.run(["check", path], seconds: 30)
            #expect(check.exitCode == 0 || check.exitCode == 1)
        }

        @Test("a 300,001-point door line: walls, check and route finish (repro mvf-walls-hang)", .enabled(if: reproAvailable))
        func denseDoorLine() async throws {
            let path = HostileInputTests.repro + "/mvf-walls-hang.zip"
            let walls = try await HostileInputTests.run(["walls", path, "--floor", "Alder Hall Level 2"], seconds: 30)
            #expect(walls.exitCode == 0)
            #expect(walls.stdout.contains("\"Polygon\"") || walls.stdout.contains("\"MultiPolygon\""))
            let route = try await HostileInputTests.run(["route", path, "--from", "ALD 101", "--to", "Library"], seconds: 30)
            #expect(route.exitCode == 0, "\(route.stderr)")
            _ = try await HostileInputTests.run(["check", path], seconds: 30)
        }
    }
}
