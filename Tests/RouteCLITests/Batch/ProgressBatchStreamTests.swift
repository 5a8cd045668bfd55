import Foundation
import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI

/// `progress --batch` on the shared batch pipeline: one walker followed through the positions in walking
/// order, whatever the chunks the stream cuts the input into (the state, positions off the route in a row
/// and the route followed after a reroute, crosses chunk boundaries), answering as the whole input at once.
@Suite struct ProgressBatchStreamTests {
    /// A walk on the route from ALD 101 to ALD 103: its first position, two far off it (a reroute), a bad
    /// line, then the route's positions again (followed on the new route).
    static func walk() throws -> (route: String, batch: String, lines: Int) {
        let (route, points, floor) = try NavigationCommandTests.route()
        let other = CLI.run(arguments: ["route", NavigationCommandTests.sample, "--from", "ALD 101", "--to", "ALD 113"])
        let last = try #require(
            try NavigationCommandTests.json(other.stdout[...])["features"]?.arrayValue?.last?["geometry"]?["coordinates"]?.arrayValue?.last?.arrayValue)
        let far = (try #require(last[0].numberValue), try #require(last[1].numberValue))
        func fix(_ t: Int, _ lon: Double, _ lat: Double) -> String { #"{"t": \#(t), "lon": \#(lon), "lat": \#(lat), "floor": "\#(floor)", "accuracy": 2}"# }
        var lines = [fix(0, points[0].lon, points[0].lat), fix(30, far.0, far.1), fix(31, far.0, far.1), "not a position"]
        for (k, p) in points.enumerated() { lines.append(fix(40 + k, p.lon, p.lat)) }
        return (route, try CLITest.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson"), lines.count)
    }

    @Test("streamed in chunks of a few lines, the answers are those of the whole input at once", arguments: [48, 200, 1 << 20])
    func streamedAnswersAsInMemory(chunkBytes: Int) throws {
        let (route, batch, count) = try Self.walk()
        let whole = CLI.run(arguments: ["progress", NavigationCommandTests.sample, "--route", route, "--batch", batch])
        #expect(whole.exitCode == 0, "\(whole.stderr)")
        let answers = whole.stdout.split(separator: "\n")
        #expect(answers.count == count)
        #expect(try NavigationCommandTests.json(answers[2])["reroute"] != nil, "the second position off the route reroutes")
        #expect(try NavigationCommandTests.json(answers[3])["error"] != nil)

        let venue = try VenueLoader.load(path: NavigationCommandTests.sample)
        let planned = try NavigationRoute(geoJSON: Array(try Data(contentsOf: URL(fileURLWithPath: route))), file: route, venue: venue)
        let router = try VenueRouterCache(venue: venue).router(for: .default)
        var progress = CLIProgressBatch(navigator: RouteNavigator(route: planned, router: router, profile: .default), venue: venue)
        let outPath = try CLITest.temporaryFile("", suffix: ".ndjson")
        let input = try #require(FileHandle(forReadingAtPath: batch)), output = try #require(FileHandle(forWritingAtPath: outPath))
        CLIBatch.stream(from: input, to: output, chunkBytes: chunkBytes) { lines, first in progress.answer(lines, firstLineNumber: first) }
        try input.close()
        try output.close()
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self) == whole.stdout)
    }
}
