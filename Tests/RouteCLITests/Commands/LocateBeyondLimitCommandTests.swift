import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI

/// `indoor locate --max-distance`: beyond the limit the answer names no space (single and batch), and a point
/// far from the campus is "outside the venue".
@Suite struct LocateBeyondLimitCommandTests {
    static let sample = WiredCommandTests.sample

    /// A point about 8.4 km east of the sample campus.
    static let far = "-122.56705,45.52294"

    @Test("a single point 8.4 km away: status outside, no nearest space, exit 1 saying it is outside the venue")
    func singleFarPoint() throws {
        let r = CLI.run(arguments: ["locate", Self.sample, "--at", Self.far, "--floor", "Alder Hall Level 1", "--max-distance", "5"])
        #expect(r.exitCode == CLIExitCode.nothingFound.rawValue)
        let v = try JSONParser.parse(Array(r.stdout.utf8))
        #expect(v["status"]?.stringValue == "outside")
        #expect(v["nearest"] == nil, "\(r.stdout)")
        #expect((v["distance"]?.numberValue ?? 0) > 8_000)
        #expect(r.stderr.contains("outside the venue"))
    }

    @Test("batch: the far point answers one line with no nearest, in line with its neighbours")
    func batchFarPoint() throws {
        let near = "Alder Hall Level 1,-122.67705,45.52294"
        let input = try CLITest.temporaryFile("\(near)\nAlder Hall Level 1,\(Self.far)\n\(near)\n", suffix: ".csv")
        let r = CLI.run(arguments: ["locate", Self.sample, "--batch", input, "--max-distance", "5"])
        let lines = r.stdout.split(separator: "\n")
        try #require(lines.count == 3, "\(r.stdout)")
        #expect(lines[0] == lines[2])
        let v = try JSONParser.parse(Array(lines[1].utf8))
        #expect(v["status"]?.stringValue == "outside" && v["nearest"] == nil && v["space"] == .null, "\(lines[1])")
    }
}
