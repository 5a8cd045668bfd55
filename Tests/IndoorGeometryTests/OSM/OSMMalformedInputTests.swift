import Foundation
import Testing
@testable import IndoorGeometry

/// Bad OSM input: strict where it breaks (errors naming the file, the element and the problem), lenient
/// where volunteers' data keeps its meaning (warnings naming the tag and the OSM id).
@Suite struct OSMMalformedInputTests {
    static func xml(_ body: String) -> [UInt8] { Array("<?xml version='1.0'?><osm version=\"0.6\">\(body)</osm>".utf8) }

    @Test(
        "XML errors",
        arguments: [
            ("<node id=\"1\" lat=\"x\" lon=\"2\"/>", "node/1"),
            ("<node id=\"1\" lat=\"91\" lon=\"2\"/>", "node/1"),
            ("<node id=\"1\" lat=\"48\" lon=\"2\">", "malformed XML"),
            ("<node lat=\"48\" lon=\"2\"/>", "numeric id")
        ])
    func xmlErrors(body: String, mention: String) {
        do {
            _ = try OSMXMLDecoder(file: "bad.osm").decode(Self.xml(body))
            Issue.record("expected an error for \(body)")
        } catch {
            #expect(error.file == "bad.osm")
            #expect(error.description.contains(mention), "\(error)")
        }
    }

    @Test func xmlMustBeUTF8() {
        var bytes = Self.xml("<node id=\"1\" lat=\"48\" lon=\"2\"/><way id=\"2\"></way>")
        bytes[bytes.count - 20] = 0xD4  // inside the way's element name: FoundationXML would trap on it
        #expect(throws: FormatError.self) { try OSMXMLDecoder(file: "bad.osm").decode(bytes) }
    }

    @Test func rootMustBeOSM() {
        #expect(throws: FormatError.self) { try OSMXMLDecoder(file: "x.osm").decode(Array("<gpx></gpx>".utf8)) }
    }

    @Test func noFeaturesIsAnError() throws {
        let doc = try OSMXMLDecoder(file: "empty.osm").decode(Self.xml(""))
        #expect(throws: FormatError.self) { try OSMReader.venue(from: [doc]) }
    }

    @Test func geoJSONWithoutIDsIsAnError() {
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[2,48]}}]}"#
        #expect(throws: FormatError.self) { try OSMGeoJSONDecoder(file: "x.geojson").decode(Array(text.utf8)) }
    }

    @Test func missingNodesUnclosedWaysAndBrokenRingsAreWarnings() throws {
        var d = OSMTestDocument()
        let a = d.node(0, 0), b = d.node(5, 0), c = d.node(5, 5), e = d.node(0, 5)
        d.way([a, b, c, 999, e, a], ["indoor": "room", "level": "0", "name": "Gap"])
        d.way([a, b, c], ["indoor": "room", "level": "0", "name": "Open"])
        let w1 = d.way([d.node(10, 0), d.node(15, 0), d.node(15, 5)], [:])
        d.multipolygon(outer: [w1], inner: [], ["indoor": "area", "level": "0"])
        d.rectangle(20, 0, 25, 5, ["indoor": "corridor", "level": "0"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "w.osm").decode(d.bytes)])
        #expect(v.spaces.contains { $0.names == ["Gap"] }, "the way is read without its missing node")
        #expect(v.warnings.contains { $0.code == "missing-node" && $0.featureID?.hasPrefix("way/") == true })
        #expect(v.warnings.contains { $0.code == "unclosed-way" && $0.message.contains("indoor=room") })
        #expect(v.warnings.contains { $0.code == "unclosed-ring" && $0.featureID?.hasPrefix("relation/") == true })
        #expect(v.spaces.count == 2)
    }

    @Test func selfCrossingOutlineIsRepairedWithAWarning() throws {
        var d = OSMTestDocument()
        // A bow tie: two triangles meeting at (5, 5).
        let p = [d.node(0, 0), d.node(10, 10), d.node(10, 0), d.node(0, 10)]
        d.way(p + [p[0]], ["indoor": "area", "level": "0", "name": "Bow"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "b.osm").decode(d.bytes)])
        let parts = v.spaces.filter { $0.names == ["Bow"] }
        #expect(!parts.isEmpty && parts.allSatisfy { $0.polygon.isValid() })
        #expect(abs(parts.reduce(0) { $0 + $1.polygon.area } - 50) < 0.5)
        let w = try #require(v.warnings.first { $0.code == "repaired-outline" })
        #expect(w.message.contains("indoor=area") && w.featureID?.hasPrefix("way/") == true)
    }

    @Test func unknownTagsAreCounted() throws {
        var d = OSMTestDocument()
        d.rectangle(0, 0, 5, 5, ["indoor": "room", "level": "0"])
        d.rectangle(5, 0, 10, 5, ["railway": "platform", "level": "0"])
        _ = d.node(1, 1, ["amenity": "bench"])
        let v = try OSMReader.venue(from: [try OSMXMLDecoder(file: "u.osm").decode(d.bytes)])
        #expect(v.otherFeatureCounts["railway=platform"] == 1)
        #expect(v.otherFeatureCounts["amenity=bench"] == 1, "a node with no level is no destination")
    }

    @Test func loaderRefusesPBFAndReadsOSMFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("osm-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pbf = dir.appendingPathComponent("x.osm.pbf").path
        FileManager.default.createFile(atPath: pbf, contents: Data([0]))
        #expect(throws: VenueSourceError.self) { try VenueLoader.load(path: pbf) }
        let osm = dir.appendingPathComponent("hall.osm").path
        FileManager.default.createFile(atPath: osm, contents: Data(OSMTestDocument.hall().bytes))
        let fromFile = try VenueLoader.load(path: osm)
        #expect(fromFile.format == .osm)
        try FileManager.default.removeItem(atPath: pbf)
        let fromFolder = try VenueLoader.load(path: dir.path)
        #expect(fromFolder.spaces == fromFile.spaces, "a folder holding the file reads the same")
        var writer = ZipWriter()
        writer.add(name: "hall/hall.osm", bytes: OSMTestDocument.hall().bytes, compression: .deflate)
        let zip = dir.appendingPathComponent("hall.zip").path
        try writer.write(to: zip)
        #expect(try VenueLoader.load(path: zip).spaces == fromFile.spaces, "so does a zip holding it")
    }
}
