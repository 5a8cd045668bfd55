import Foundation
import Testing
@testable import IndoorGeometry

/// Real exports break the spec in ways whose meaning is still clear: the reader carries on and records a
/// warning with a stable code, the file and the feature.
@Suite struct MVFDeviationTests {
    struct Deviation: Sendable {
        var name: String
        var code: String
        var featureID: String?
        var apply: @Sendable (inout [String: String]) -> Void
    }

    static func replace(_ files: inout [String: String], _ file: String, _ old: String, _ new: String) {
        files[file] = files[file]?.replacingOccurrences(of: old, with: new)
    }

    static let deviations: [Deviation] = [
        Deviation(name: "navigation flags as an array", code: "navigation-flags-array", featureID: nil) {
            $0["navigationFlags.json"] = #"[{"key":"public","index":0,"bit":0},{"key":"accessible","index":0,"bit":3}]"#
        },
        Deviation(name: "stack names an unknown floor", code: "unknown-floor", featureID: "fs_1") {
            replace(&$0, "floor-stacks.json", #""f_2","f_1""#, #""f_2","f_1","f_9""#)
        },
        Deviation(name: "stack lists a floor twice", code: "floor-listed-twice", featureID: "fs_1") {
            replace(&$0, "floor-stacks.json", #""f_2","f_1""#, #""f_2","f_1","f_2""#)
        },
        Deviation(name: "wall drawn with 2,001 points", code: "dense-line", featureID: "g_w") {
            let dense = (0 ... 2_000).map { MVFTestBundle.pos(4, 1.5 * Double($0) / 2_000) }.joined(separator: ",")
            replace(&$0, "geometry/f_1.geojson", MVFTestBundle.pos(4, 0) + "," + MVFTestBundle.pos(4, 1.5), dense)
        },
        Deviation(name: "geometry id on two floors", code: "duplicate-id", featureID: "g_a") {
            replace(&$0, "geometry/f_2.geojson", #""id":"g_s2""#, #""id":"g_a""#)
        },
        Deviation(name: "manifest lists a missing file", code: "manifest-missing-file", featureID: nil) {
            replace(
                &$0, "manifest.geojson", #"{"type":"file","name":"floors.geojson"}"#,
                #"{"type":"file","name":"floors.geojson"},{"type":"file","name":"location.json"}"#)
        },
        Deviation(name: "room kind on a point", code: "kind-geometry-mismatch", featureID: "g_s2") {
            $0["kinds/f_2.json"] = #"{"g_c":"room","g_s2":"room"}"#
        },
        Deviation(name: "room drawn as a MultiPolygon", code: "multipolygon-space", featureID: "g_c") {
            $0["geometry/f_2.geojson"] = MVFTestBundle.collection([
                MVFTestBundle.feature("g_c", "MultiPolygon", "[" + MVFTestBundle.square(0, 0, 4, 4) + "," + MVFTestBundle.square(5, 0, 6, 1) + "]"),
                MVFTestBundle.feature("g_s2", "Point", MVFTestBundle.pos(2, 2))
            ])
        },
        Deviation(name: "wall without a style", code: "wall-without-style", featureID: "g_w") {
            replace(&$0, "default-style.json", #"{"floorId":"f_1","geometryId":"g_w"}"#, "")
        },
        Deviation(name: "negative wall buffer", code: "negative-wall-buffer", featureID: "g_w") {
            replace(&$0, "default-style.json", #""buffer":0.1"#, #""buffer":-0.1"#)
        },
        Deviation(name: "location anchored to nothing", code: "unknown-anchor", featureID: "loc_a") {
            replace(&$0, "locations.json", #""geometryId":"g_a""#, #""geometryId":"g_nowhere""#)
        },
        Deviation(name: "fractional elevation", code: "fractional-elevation", featureID: "f_2") {
            replace(&$0, "floors.geojson", #""elevation":1,"#, #""elevation":1.5,"#)
        },
        Deviation(name: "floor without geometry file", code: "missing-geometry", featureID: "f_2") {
            $0["geometry/f_2.geojson"] = nil
        },
        Deviation(name: "door without exits", code: "door-without-exits", featureID: "c_ab") {
            replace(
                &$0, "connections.json", #""exits":[{"floorId":"f_1","geometryId":"g_pa","flags":[9]},{"floorId":"f_1","geometryId":"g_pb","flags":[9]}]"#,
                #""exits":[]"#)
        },
        Deviation(name: "unknown location category", code: "unknown-category", featureID: "loc_a") {
            replace(&$0, "locations.json", #""lcat_1""#, #""lcat_9""#)
        },
        Deviation(name: "older manifest version", code: "manifest-version", featureID: nil) {
            replace(&$0, "manifest.geojson", #""version":"3.0.0""#, #""version":"2.0.0""#)
        },
        Deviation(name: "geometry file of an unknown floor", code: "orphan-geometry-file", featureID: "f_9") {
            $0["geometry/f_9.geojson"] = MVFTestBundle.collection([])
        },
        Deviation(name: "unknown navigation flag", code: "unknown-navigation-flag", featureID: nil) {
            replace(&$0, "navigationFlags.json", #""public":"#, #""staff":{"index":0,"bit":5},"public":"#)
        }
    ]

    @Test("tolerated deviations warn and carry on", arguments: deviations.indices)
    func deviation(_ k: Int) throws {
        let d = Self.deviations[k]
        var b = MVFTestBundle.standard
        let before = b.files
        d.apply(&b.files)
        #expect(b.files != before, "\(d.name): the mutation did not apply")
        let v = try b.read().venue
        let hits = v.warnings.filter { $0.code == d.code }
        #expect(!hits.isEmpty, "\(d.name): no '\(d.code)' warning in \(v.warnings)")
        if let f = d.featureID { #expect(hits.contains { $0.featureID == f }, "\(d.name): \(hits)") }
        #expect(v.spaces.contains { $0.id == "g_a" } || d.code == "duplicate-id", "\(d.name): the venue still loads")
    }

    @Test func theStandardBundleHasOnlyItsDesignedWarnings() throws {
        let v = try MVFTestBundle.standard.read().venue
        // The manifest lists only two files on purpose.
        #expect(Set(v.warnings.map(\.code)) == ["unknown-kind", "outdoors-bare-array", "unknown-connection-type", "manifest-unlisted-file"], "\(v.warnings)")
    }
}
