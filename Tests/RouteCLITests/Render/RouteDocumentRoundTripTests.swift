import Foundation
import IndoorGeometry
import Testing
@testable import RouteCLI

/// The route document is defined once (``RouteDocument``): what `indoor route` prints, `indoor render
/// --route` draws, floor-change markers included (issue 16, item 1: the renderer used to expect a Point
/// form that the router never wrote).
@Suite("route document: route → render")
struct RouteDocumentRoundTripTests {
    static let golden = WiredCommandTests.root + "/Tests/RouteCLITests/Golden/route-ald101-library.geojson"
    static let arguments = ["route", WiredCommandTests.sample, "--from", "ALD 101", "--to", "Library", "--pretty"]

    @Test(
        "indoor route prints the golden document (regenerate: swift run indoor route Samples/campus-mvf --from 'ALD 101' --to Library --pretty > Tests/RouteCLITests/Golden/route-ald101-library.geojson)"
    )
    func goldenRoute() throws {
        let r = CLI.run(arguments: Self.arguments)
        #expect(r.exitCode == 0)
        let golden = try String(contentsOfFile: Self.golden, encoding: .utf8)
        #expect(r.stdout == golden, "the route document changed; if on purpose, regenerate the golden file")
    }

    @Test("render --route draws the golden route's floor changes on both floors of each change")
    func renderFindsTheMarkers() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.golden)))
        let doc = try JSONParser.parse(bytes)
        let changes = (doc["features"]?.arrayValue ?? []).filter { $0["geometry"]?["type"]?.stringValue == "MultiPoint" }
        #expect(changes.count >= 2, "the golden route changes floor")
        var markersPerFloor: [String: Int] = [:]
        for c in changes {
            for key in [RouteDocument.fromFloor, RouteDocument.toFloor] {
                if let f = c["properties"]?[key]?.stringValue { markersPerFloor[f, default: 0] += 1 }
            }
        }
        for (floor, expected) in markersPerFloor {
            let svg = CLI.run(arguments: ["render", WiredCommandTests.sample, "--floor", floor, "--route", Self.golden, "--out", "-"])
            #expect(svg.exitCode == 0, "\(svg.stderr)")
            let drawn = svg.stdout.components(separatedBy: "<g class=\"floor-change ").count - 1
            #expect(drawn == expected, "floor \(floor): \(drawn) floor-change markers drawn, \(expected) expected")
        }
    }
}
