import Foundation
import Testing
@testable import IndoorGeometry

/// Broken bundles must fail with a ``FormatError`` that names the file, the place and the feature.
@Suite struct MVFMalformedInputTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var file: String
        /// Replacement text for `file`, or `nil` to delete it.
        var text: String?
        var expectedPath: String
        var expectedFeature: String?
        var messageContains: String
        var includeNodes = false
    }

    static let pos = MVFTestBundle.pos
    static let cases: [Case] = [
        Case(
            description: "invalid JSON", file: "floors.geojson", text: #"{"type":"FeatureCollection","features":[{"#,
            expectedPath: "", messageContains: "invalid JSON at line 1"),
        Case(description: "empty file", file: "connections.json", text: "", expectedPath: "", messageContains: "file is empty"),
        Case(description: "blank file", file: "locations.json", text: " \n ", expectedPath: "", messageContains: "file is empty"),
        Case(description: "missing floors.geojson", file: "floors.geojson", text: nil, expectedPath: "", messageContains: "required file is missing"),
        Case(description: "missing manifest", file: "manifest.geojson", text: nil, expectedPath: "", messageContains: "required file is missing"),
        Case(
            description: "elevation of the wrong type", file: "floors.geojson",
            text: #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"id":"f_1","elevation":"zero"}}]}"#,
            expectedPath: "features[0].properties.elevation", expectedFeature: "f_1", messageContains: "expected a number, found string"),
        Case(
            description: "NaN literal in coordinates", file: "geometry/f_2.geojson",
            text: MVFTestBundle.collection([MVFTestBundle.feature("g_c", "Point", "[NaN, 45.5]")]),
            expectedPath: "", messageContains: "invalid JSON"),
        Case(
            description: "latitude out of range", file: "geometry/f_2.geojson",
            text: MVFTestBundle.collection([MVFTestBundle.feature("g_c", "Polygon", "[[[-123.1,45.5],[-123.1,95.0],[-123.0,45.5],[-123.1,45.5]]]")]),
            expectedPath: "features[0].geometry.coordinates[0][1]", expectedFeature: "g_c", messageContains: "out of range"),
        Case(
            description: "overflowing number", file: "geometry/f_2.geojson",
            text: MVFTestBundle.collection([MVFTestBundle.feature("g_s2", "Point", "[1e400, 45.5]")]),
            expectedPath: "features[0].geometry.coordinates", expectedFeature: "g_s2", messageContains: "out of range"),
        Case(
            description: "unclosed ring", file: "geometry/f_2.geojson",
            text: MVFTestBundle.collection([
                MVFTestBundle.feature("g_c", "Polygon", "[[" + [pos(0, 0), pos(4, 0), pos(4, 4), pos(0, 4)].joined(separator: ",") + "]]")
            ]),
            expectedPath: "features[0].geometry.coordinates[0]", expectedFeature: "g_c", messageContains: "not closed"),
        Case(
            description: "ring too short", file: "geometry/f_2.geojson",
            text: MVFTestBundle.collection([MVFTestBundle.feature("g_c", "Polygon", "[[" + [pos(0, 0), pos(4, 0), pos(0, 0)].joined(separator: ",") + "]]")]),
            expectedPath: "features[0].geometry.coordinates[0]", expectedFeature: "g_c", messageContains: "at least 4 positions"),
        Case(
            description: "geometry without id", file: "geometry/f_2.geojson",
            text: #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{}}]}"#,
            expectedPath: "features[0].properties.id", messageContains: "no 'id'"),
        Case(
            description: "features not an array", file: "geometry/f_2.geojson", text: #"{"type":"FeatureCollection","features":{}}"#,
            expectedPath: "features", messageContains: "expected an array, found object"),
        Case(
            description: "kind of the wrong type", file: "kinds/f_2.json", text: #"{"g_c":3}"#,
            expectedPath: "g_c", expectedFeature: "g_c", messageContains: "expected a string, found number"),
        Case(
            description: "cost of the wrong type", file: "connections.json",
            text: #"[{"id":"c_x","type":"door","entrances":[],"exits":[],"entryCost":"100"}]"#,
            expectedPath: "[0].entryCost", expectedFeature: "c_x", messageContains: "expected a number, found string"),
        Case(
            description: "negative cost", file: "connections.json",
            text: #"[{"id":"c_x","type":"door","entrances":[],"exits":[],"entryCost":-1}]"#,
            expectedPath: "[0].entryCost", expectedFeature: "c_x", messageContains: "≥ 0"),
        Case(
            description: "anchor flags not integers", file: "connections.json",
            text: #"[{"id":"c_x","type":"stairs","entrances":[{"floorId":"f_2","geometryId":"g_s2","flags":[1.5]}],"exits":[]}]"#,
            expectedPath: "[0].entrances[0].flags[0]", expectedFeature: "c_x", messageContains: "expected an integer"),
        Case(
            description: "location anchors not an array", file: "locations.json", text: #"[{"id":"loc_x","details":{"name":"X"},"geometryAnchors":{}}]"#,
            expectedPath: "[0].geometryAnchors", expectedFeature: "loc_x", messageContains: "expected an array"),
        Case(
            description: "style buffer of the wrong type", file: "default-style.json", text: #"{"Walls":{"buffer":"0.15","geometryAnchors":[]}}"#,
            expectedPath: "Walls.buffer", messageContains: "expected a number"),
        Case(
            description: "navigation flag bit out of range", file: "navigationFlags.json", text: #"{"public":{"index":0,"bit":99}}"#,
            expectedPath: "public", messageContains: "bit 99"),
        Case(description: "outdoors of the wrong type", file: "outdoors.json", text: #""f_2""#, expectedPath: "", messageContains: "expected {\"floors\""),
        Case(
            description: "node neighbour of the wrong type", file: "nodes/f_1.geojson",
            text: MVFTestBundle.collection([
                #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-123.1,45.52]},"properties":{"id":"n_1","neighbors":[{"id":7}]}}"#
            ]),
            expectedPath: "features[0].properties.neighbors[0].id", expectedFeature: "n_1", messageContains: "expected a string, found number",
            includeNodes: true),
        Case(
            description: "node outside the globe", file: "nodes/f_1.geojson",
            text: MVFTestBundle.collection([#"{"type":"Feature","geometry":{"type":"Point","coordinates":[-190,45.52]},"properties":{"id":"n_1"}}"#]),
            expectedPath: "features[0].geometry.coordinates", expectedFeature: "n_1", messageContains: "within [-180, 180]", includeNodes: true),
        Case(
            description: "node file with invalid JSON", file: "nodes/f_1.geojson", text: #"{"features":[{"type":"Feature",]}"#,
            expectedPath: "", messageContains: "invalid JSON at line 1", includeNodes: true)
    ]

    @Test("broken bundles throw FormatError with context", arguments: cases)
    func fails(_ c: Case) throws {
        var b = MVFTestBundle.standard
        b.files[c.file] = c.text
        do {
            _ = try b.read(options: MVFReadOptions(includeNodeGraph: c.includeNodes))
            Issue.record("\(c): no error")
        } catch let e as FormatError {
            #expect(e.file == c.file, "\(c): \(e)")
            #expect(e.path == c.expectedPath, "\(c): \(e)")
            #expect(e.featureID == c.expectedFeature, "\(c): \(e)")
            #expect(e.message.contains(c.messageContains), "\(c): \(e)")
        }
    }

    @Test func loaderNamesUnknownAndUnsupportedBundles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvf-loader-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }  // best-effort clean-up of a temp folder
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/readme.json"))
        #expect(throws: VenueLoader.LoadError.unknownFormat(path: root, files: ["readme.json"])) { try VenueLoader.load(path: root) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/manifest.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/level.geojson"))
        // Detected as IMDF and read by the IMDF reader, which names the broken file.
        #expect(throws: FormatError.self) { try VenueLoader.load(path: root) }
        let zip = root + "/bundle.zip"
        try Data([0x50, 0x4B, 0x05, 0x06]).write(to: URL(fileURLWithPath: zip))
        #expect(throws: ZipError.self) { try VenueLoader.load(path: zip) }
        #expect(throws: VenueSourceError.notFound(path: root + "/nothing")) { try VenueLoader.load(path: root + "/nothing") }
        // A .json file may hold OSM GeoJSON; `{}` shows no OSM id or indoor tag, so it is no known format.
        #expect(throws: VenueLoader.LoadError.self) { try VenueLoader.load(path: root + "/readme.json") }
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        #expect(throws: VenueSourceError.self) { try VenueLoader.load(path: root + "/notes.txt") }
    }

    @Test func loaderReadsAnMVFFolder() throws {
        let root = try MVFTestBundle.standard.write()
        defer { try? FileManager.default.removeItem(atPath: root) }  // best-effort clean-up of a temp folder
        let v = try VenueLoader.load(path: root, inference: .strict)
        #expect(v.format == .mvf3 && v.spaces.count == 4)
    }
}

extension MVFMalformedInputTests {
    @Test func floorIDsCannotLeaveTheBundle() throws {
        var b = MVFTestBundle.standard
        b.files["floors.geojson"] =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"id":"../../etc","elevation":0}}]}"#
        b.files["floor-stacks.json"] = "[]"
        #expect(throws: FormatError.self) { try b.read() }
    }

    @Test func perFloorFilesMayUseEitherExtension() throws {
        var b = MVFTestBundle.standard
        b.files["geometry/f_2.json"] = b.files.removeValue(forKey: "geometry/f_2.geojson")
        b.files["kinds/f_2.geojson"] = b.files.removeValue(forKey: "kinds/f_2.json")
        let v = try b.read().venue
        #expect(v.spaces.contains { $0.id == "g_c" && $0.kind == .room })
    }
}
