import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI

/// `route --to-nearest/--to-any/--via/--optimize/--close`, `matrix`, `reachable` and `check --json` end to
/// end on the sample campus: answers, batch members and usage errors (exit 64).
@Suite struct QuestionCommandTests {
    static let sample = WiredCommandTests.sample

    static func json(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func nearestWashroomNamesTheChosenPlace() throws {
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to-nearest", "Washroom"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let s = try Self.json(r.stdout)["summary"]
        #expect(s?["nearest"]?.stringValue?.contains("Washroom") == true)
        let any = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to-any", "Library", "--to-any", "ALD 103"])
        #expect(try Self.json(any.stdout)["summary"]?["nearest"]?.stringValue == "ALD 103")
    }

    @Test func viaRouteHasOneLegGroupPerLeg() throws {
        let r = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--via", "ALD 204", "--to", "Library"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let s = try Self.json(r.stdout)["summary"]
        #expect(s?["legGroups"]?.arrayValue?.count == 2)
        let opt = CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--via", "Library", "--via", "ALD 103", "--optimize"])
        #expect(try Self.json(opt.stdout)["summary"]?["order"]?.arrayValue?.count == 3)
    }

    @Test func matrixHasOSRMShape() throws {
        let r = CLI.run(arguments: ["matrix", Self.sample, "--source", "ALD 101", "--source", "ALD 204", "--destination", "Library"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let j = try Self.json(r.stdout)
        #expect(j["durations"]?.arrayValue?.count == 2)
        #expect(j["distances"]?.arrayValue?.first?.arrayValue?.count == 1)
    }

    @Test func reachableListsPolygonsWithDurations() throws {
        let r = CLI.run(arguments: ["reachable", Self.sample, "--from", "ALD 101", "--within", "30s"])
        #expect(r.exitCode == 0, "\(r.stderr)")
        let features = try Self.json(r.stdout)["features"]?.arrayValue ?? []
        #expect(features.count > 1)
        #expect(features.allSatisfy { ($0["properties"]?["duration"]?.numberValue ?? 99) <= 30 })
    }

    @Test func checkJSONListsEveryFinding() throws {
        let r = CLI.run(arguments: ["check", Self.sample, "--json"])
        #expect(r.exitCode == 0)
        #expect(try Self.json(r.stdout)["findings"]?.arrayValue != nil)
    }

    @Test(arguments: [
        ["route", "v", "--from", "a", "--to", "b", "--to-nearest", "exit"],
        ["route", "v", "--from", "a", "--to", "b", "--optimize"],
        ["route", "v", "--from", "a", "--to-nearest", "exit", "--via", "c"],
        ["route", "v", "--batch", "-", "--via", "c"],
        ["matrix", "v"],
        ["reachable", "v", "--from", "a", "--within", "soon"],
        ["reachable", "v", "--from", "a"]
    ])
    func badCombinationsAreUsageErrors(_ args: [String]) {
        #expect(CLI.run(arguments: args).exitCode == 64)
    }

    @Test func closingUnknownOrSameFloorDoorIsAUsageError() {
        #expect(CLI.run(arguments: ["route", Self.sample, "--from", "ALD 101", "--to", "Library", "--close", "nope"]).exitCode == 64)
    }
}
