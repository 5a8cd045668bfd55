import Foundation
import Testing
@testable import IndoorGeometry

/// Type slips that real converters make, whose meaning is clear: the reader warns and carries on
/// (issue 13), where it used to refuse the whole archive.
@Suite("IMDF lenient reading")
struct IMDFLenientReadingTests {
    /// Two rooms on one level joined by one opening.
    static func twoRooms() -> IMDFTestArchive {
        var a = IMDFMalformedInputTests.base()
        a.addUnit("u2", level: "l1", category: "room", ring: IMDFTestArchive.rect(10, 0, 20, 10), name: "Room 2")
        a.addOpening("o1", level: "l1", from: (10, 4), to: (10, 5))
        return a
    }

    @Test("\"outdoor\": \"false\" is read as false, \"true\" as true, with a warning")
    func boolAsString() throws {
        for (text, expected) in [("\"false\"", false), ("\"TRUE\"", true)] {
            var a = Self.twoRooms()
            a.files["level.geojson"] = a.allFiles["level.geojson"]?.replacingOccurrences(of: #""outdoor":false"#, with: #""outdoor":\#(text)"#)
            #expect(a.files["level.geojson"]?.contains(text) == true, "the mutation applied")
            let v = try a.read()
            #expect(v.floors.first?.isOutdoor == expected)
            #expect(v.warnings.contains { $0.code == "bool-as-string" && $0.featureID == "l1" })
        }
        var bad = Self.twoRooms()
        bad.files["level.geojson"] = bad.allFiles["level.geojson"]?.replacingOccurrences(of: #""outdoor":false"#, with: #""outdoor":"maybe""#)
        #expect(throws: FormatError.self) { try bad.read() }
    }

    @Test("\"door\": \"\" is read as null, with a warning; the opening still joins the rooms")
    func emptyStringDoor() throws {
        var a = Self.twoRooms()
        a.files["opening.geojson"] = a.allFiles["opening.geojson"]?.replacingOccurrences(of: #""door":null"#, with: #""door":"""#)
        #expect(a.files["opening.geojson"]?.contains(#""door":"""#) == true, "the mutation applied")
        let v = try a.read()
        #expect(v.doors.count == 1)
        #expect(v.warnings.contains { $0.code == "empty-string-as-null" && $0.featureID == "o1" })
        var bad = Self.twoRooms()
        bad.files["opening.geojson"] = bad.allFiles["opening.geojson"]?.replacingOccurrences(of: #""door":null"#, with: #""door":"wooden""#)
        #expect(throws: FormatError.self) { try bad.read() }
    }

    @Test("a folder without manifest.json is still read as IMDF by the loader, with a warning")
    func missingManifestThroughTheLoader() throws {
        let source = try Self.twoRooms().write(omitting: ["manifest.json"])
        defer { IMDFTestArchive.remove(source) }
        let v = try VenueLoader.read(source)
        #expect(v.format == .imdf)
        #expect(v.spaces.count == 2)
        #expect(v.warnings.contains { $0.code == "missing-file" && $0.file == "manifest.json" })
    }

    @Test("units without any opening load with a warning that nothing joins them")
    func noOpenings() throws {
        var a = IMDFMalformedInputTests.base()
        a.addUnit("u2", level: "l1", category: "room", ring: IMDFTestArchive.rect(10, 0, 20, 10), name: "Room 2")
        let v = try a.read()
        #expect(v.warnings.contains { $0.code == "no-openings" })
        #expect(!(try Self.twoRooms().read()).warnings.contains { $0.code == "no-openings" })
    }
}
