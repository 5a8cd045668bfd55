import Foundation
import Testing
@testable import IndoorGeometry

/// Broken archives: each must fail with a ``FormatError`` naming the file, the JSON path and the feature,
/// or carry on with a warning where the meaning is still clear.
@Suite("IMDF malformed input")
struct IMDFMalformedInputTests {
    /// A minimal valid archive: one level, one unit.
    static func base() -> IMDFTestArchive {
        var a = IMDFTestArchive()
        a.addBuilding("b1", name: "Main")
        a.addLevel("l1", ordinal: 0, building: "b1")
        a.addUnit("u1", level: "l1", category: "room", ring: IMDFTestArchive.rect(0, 0, 10, 10), name: "Room 1")
        return a
    }

    struct BrokenCase: CustomStringConvertible, Sendable {
        var description: String
        var file: String
        var text: String
        var expectedPath: String
        var expectedFeature: String?
    }

    static let unitRing = IMDFTestArchive.rect(0, 0, 10, 10).map { IMDFTestArchive.coordinate($0.0, $0.1) }.joined(separator: ",")

    static let brokenCases: [BrokenCase] = [
        BrokenCase(
            description: "invalid JSON", file: "unit.geojson", text: #"{"type":"FeatureCollection","features":[}"#, expectedPath: "", expectedFeature: nil),
        BrokenCase(
            description: "ordinal is a string", file: "level.geojson",
            text: IMDFTestArchive.collection([IMDFTestArchive.feature(id: "l1", type: "level", geometry: "null", properties: #""ordinal":"0","outdoor":false"#)]
            ),
            expectedPath: "features[0].properties.ordinal", expectedFeature: "l1"),
        BrokenCase(
            description: "level_id is a number", file: "unit.geojson",
            text: IMDFTestArchive.collection([IMDFTestArchive.feature(id: "u1", type: "unit", geometry: "null", properties: #""category":"room","level_id":7"#)]
            ),
            expectedPath: "features[0].properties.level_id", expectedFeature: "u1"),
        BrokenCase(
            description: "label text is a number", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(id: "u1", type: "unit", geometry: "null", properties: #""category":"room","level_id":"l1","name":{"en":5}"#)
            ]),
            expectedPath: "features[0].properties.name.en", expectedFeature: "u1"),
        BrokenCase(
            description: "latitude out of range", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(
                    id: "u1", type: "unit", geometry: #"{"type":"Polygon","coordinates":[[[30,60],[30,95],[30.1,60],[30,60]]]}"#,
                    properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "features[0].geometry.coordinates[0][1]", expectedFeature: "u1"),
        BrokenCase(
            description: "longitude and latitude swapped", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(
                    id: "u1", type: "unit", geometry: #"{"type":"Polygon","coordinates":[[[30,60],[60,30],[30.0001,60],[30,60]]]}"#,
                    properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "features[0].geometry.coordinates[0][1]", expectedFeature: "u1"),
        BrokenCase(
            description: "NaN coordinate", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(
                    id: "u1", type: "unit", geometry: #"{"type":"Polygon","coordinates":[[[30,60],[NaN,60],[30.1,60.1],[30,60]]]}"#,
                    properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "", expectedFeature: nil),
        BrokenCase(
            description: "unclosed ring", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(
                    id: "u1", type: "unit", geometry: #"{"type":"Polygon","coordinates":[[[30,60],[30.0001,60],[30.0001,60.0001],[30,60.0001]]]}"#,
                    properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "features[0].geometry.coordinates[0]", expectedFeature: "u1"),
        BrokenCase(
            description: "feature_type contradicts the file", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(id: "u1", type: "level", geometry: "null", properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "features[0].feature_type", expectedFeature: "u1"),
        BrokenCase(
            description: "missing id", file: "unit.geojson",
            text: #"{"type":"FeatureCollection","features":[{"type":"Feature","feature_type":"unit","geometry":null,"properties":{"level_id":"l1"}}]}"#,
            expectedPath: "features[0].id", expectedFeature: nil),
        BrokenCase(
            description: "unit polygon given as a line", file: "unit.geojson",
            text: IMDFTestArchive.collection([
                IMDFTestArchive.feature(
                    id: "u1", type: "unit", geometry: IMDFTestArchive.line([(0, 0), (1, 1)]), properties: #""category":"room","level_id":"l1""#)
            ]),
            expectedPath: "features[0].geometry.type", expectedFeature: "u1"),
        BrokenCase(
            description: "properties is an array", file: "unit.geojson",
            text: #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"u1","feature_type":"unit","geometry":null,"properties":[]}]}"#,
            expectedPath: "features[0].properties", expectedFeature: "u1")
    ]

    @Test(arguments: brokenCases)
    func brokenFileFailsWithContext(_ c: BrokenCase) throws {
        var a = Self.base()
        a.files[c.file] = c.text
        let source = try a.write()
        defer { IMDFTestArchive.remove(source) }
        do {
            _ = try IMDFReader.read(source)
            Issue.record("\(c.description): expected a FormatError")
        } catch let e as FormatError {
            #expect(e.file == c.file, "\(c.description): \(e)")
            #expect(e.path == c.expectedPath, "\(c.description): \(e)")
            #expect(e.featureID == c.expectedFeature, "\(c.description): \(e)")
            #expect(!e.message.isEmpty)
        }
    }

    @Test(arguments: ["level.geojson", "unit.geojson"])
    func missingRequiredFileFails(_ name: String) throws {
        let source = try Self.base().write(omitting: [name])
        defer { IMDFTestArchive.remove(source) }
        #expect {
            _ = try IMDFReader.read(source)
        } throws: { e in
            guard let f = e as? FormatError else { return false }
            return f.file == name && f.message.contains("missing")
        }
    }

    @Test func absentOptionalFilesAndExtraFilesAreWarnings() throws {
        var a = Self.base()
        a.files["navPath.geojson"] = #"{"type":"FeatureCollection","features":[]}"#
        a.files["enviroment.geojson"] = "not even JSON"
        let v = try a.read(omitting: ["manifest.json", "venue.geojson"])
        #expect(v.spaces.count == 1)
        #expect(v.doors.isEmpty)
        let ignored = Set(v.warnings.filter { $0.code == "ignored-file" }.map(\.file))
        #expect(ignored == ["navPath.geojson", "enviroment.geojson"])
        let missing = Set(v.warnings.filter { $0.code == "missing-file" }.map(\.file))
        #expect(missing.isSuperset(of: ["manifest.json", "venue.geojson", "opening.geojson"]))
    }

    @Test func nonStandardCategoriesAndPropertiesAreWarnings() throws {
        var a = Self.base()
        a.addUnit("u2", level: "l1", category: "wardrobe", ring: IMDFTestArchive.rect(10, 0, 20, 10))
        a.addUnit("u3", level: "l1", category: "wardrobe", ring: IMDFTestArchive.rect(20, 0, 30, 10))
        a.addOpening("o1", level: "l1", from: (10, 4), to: (10, 5), category: "automobile")
        var text = a.allFiles["opening.geojson"] ?? ""
        text = text.replacingOccurrences(of: #""level_id""#, with: #""unit_categoty":"room","level_id""#)
        a.files["opening.geojson"] = text
        let v = try a.read()
        let wardrobe = v.warnings.filter { $0.code == "unknown-category" && $0.message.contains("'wardrobe'") }
        #expect(wardrobe.count == 1, "repeats are merged into one warning")
        #expect(wardrobe.first?.message.contains("2 features") == true)
        #expect(v.warnings.contains { $0.code == "unknown-property" && $0.message.contains("unit_categoty") })
        #expect(v.warnings.contains { $0.code == "automobile-opening" })
        #expect(v.spaces.first { $0.id == "u2" }?.isWalkable == true, "unknown categories are walkable rooms")
    }

    @Test func duplicateIDsKeepTheFirstWithAWarning() throws {
        var a = Self.base()
        a.addUnit("u1", level: "l1", category: "room", ring: IMDFTestArchive.rect(10, 0, 20, 10), name: "Copy")
        let v = try a.read()
        #expect(v.spaces.count == 1)
        #expect(v.spaces[0].names.first == "Room 1")
        #expect(v.warnings.contains { $0.code == "duplicate-id" && $0.featureID == "u1" })
    }

    @Test func unitOnUnknownLevelIsSkippedWithAWarning() throws {
        var a = Self.base()
        a.addUnit("u9", level: "nowhere", category: "room", ring: IMDFTestArchive.rect(10, 0, 20, 10))
        let v = try a.read()
        #expect(v.spaces.map(\.id) == ["u1"])
        #expect(v.warnings.contains { $0.code == "unknown-level" && $0.featureID == "u9" })
    }
}
