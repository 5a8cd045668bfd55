import Foundation
@testable import IndoorGeometry

/// A small hand-made MVF v3 bundle written to a temporary folder, for reader and validation tests.
///
/// Floor `f_1` (ordinal 0): rooms `g_a` [0,4]×[0,4] and `g_b` [4,8]×[0,4], hallway `g_h` [0,8]×[4,6],
/// door line `g_dab` on the shared edge x = 4 (y 1.5…2.5) with exit points `g_pa`, `g_pb`; door line
/// `g_dah` on y = 4 (blocked, cost INT32_MAX); a wall, an exterior wall, a desk (`object`), a nonwalkable
/// unkinded polygon, a window and a `kiosk` of unknown kind. Floor `f_2` (ordinal 1): room `g_c`; stairs
/// `c_s` join point `g_s1` (in the hallway) to `g_s2` (in `g_c`). Navigation flags use non-standard bits:
/// public = bit 0, accessible = bit 3, outdoors = word 1 bit 0. Coordinates are metres east/north of
/// (-123.1, 45.52), converted with the local projection.
struct MVFTestBundle {
    static let origin = GeoCoordinate(longitude: -123.1, latitude: 45.52)
    static let projection = LocalProjection(origin: origin)

    var files: [String: String]

    /// `[lon,lat]` of a point `x` metres east and `y` north of the origin.
    static func pos(_ x: Double, _ y: Double) -> String {
        let c = projection.unproject(Point(x: x, y: y))
        return "[\(c.longitude),\(c.latitude)]"
    }

    static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        "[[" + [pos(x0, y0), pos(x1, y0), pos(x1, y1), pos(x0, y1), pos(x0, y0)].joined(separator: ",") + "]]"
    }

    static func feature(_ id: String, _ type: String, _ coordinates: String) -> String {
        #"{"type":"Feature","geometry":{"type":"\#(type)","coordinates":\#(coordinates)},"properties":{"id":"\#(id)","details":{"externalId":""}}}"#
    }

    static func collection(_ features: [String]) -> String {
        #"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}"
    }

    static var standard: MVFTestBundle {
        let manifest = collection([
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-123.1,45.52]},"properties":{"name":"Test Venue","version":"3.0.0","contents":[{"type":"file","name":"manifest.geojson"},{"type":"file","name":"floors.geojson"}]}}"#
        ])
        let floors = collection([
            #"{"type":"Feature","geometry":{"type":"Polygon","coordinates":\#(square(0, 0, 8, 6))},"properties":{"id":"f_1","elevation":0,"details":{"name":"Ground","shortName":"G"}}}"#,
            #"{"type":"Feature","geometry":null,"properties":{"id":"f_2","elevation":1,"details":{"name":"Upper"}}}"#
        ])
        let geometry1 = collection([
            feature("g_a", "Polygon", square(0, 0, 4, 4)),
            feature("g_b", "Polygon", square(4, 0, 8, 4)),
            feature("g_h", "Polygon", square(0, 4, 8, 6)),
            feature("g_dab", "LineString", "[" + pos(4, 1.5) + "," + pos(4, 2.5) + "]"),
            feature("g_pa", "Point", pos(3.5, 2)),
            feature("g_pb", "Point", pos(4.5, 2)),
            feature("g_dah", "LineString", "[" + pos(1.5, 4) + "," + pos(2.5, 4) + "]"),
            feature("g_w", "LineString", "[" + pos(4, 0) + "," + pos(4, 1.5) + "]"),
            feature("g_xw", "MultiLineString", "[[" + pos(0, 0) + "," + pos(8, 0) + "],[" + pos(8, 0) + "," + pos(8, 6) + "]]"),
            feature("g_desk", "Polygon", square(1, 1, 2, 2)),
            feature("g_pillar", "Polygon", square(6, 1, 6.5, 1.5)),
            feature("g_win", "LineString", "[" + pos(0, 1) + "," + pos(0, 2) + "]"),
            feature("g_kiosk", "Point", pos(7, 5)),
            feature("g_s1", "Point", pos(6, 5))
        ])
        let geometry2 = collection([
            feature("g_c", "Polygon", square(0, 0, 4, 4)),
            feature("g_s2", "Point", pos(2, 2))
        ])
        let kinds1 = #"{"g_a":"room","g_b":"room","g_h":"hallway","g_w":"wall","g_xw":"wall","g_desk":"object","g_win":"window","g_kiosk":"kiosk"}"#
        let styles = #"""
            {"Walls":{"geometryAnchors":[{"floorId":"f_1","geometryId":"g_w"}],"altitude":0,"height":1,"color":"#F5F5F5","opacity":1,"buffer":0.1},
             "ExteriorWalls":{"geometryAnchors":[{"floorId":"f_1","geometryId":"g_xw"}],"buffer":0.25,"color":"#F5F5F5"},
             "Rooms":{"geometryAnchors":[{"floorId":"f_1","geometryId":"g_a"},{"floorId":"f_1","geometryId":"g_b"}],"buffer":0,"color":"#F4F0EC"}}
            """#
        let connections = #"""
            [{"id":"c_ab","type":"door","entrances":[{"floorId":"f_1","geometryId":"g_dab","flags":[9]}],"exits":[{"floorId":"f_1","geometryId":"g_pa","flags":[9]},{"floorId":"f_1","geometryId":"g_pb","flags":[9]}],"entryCost":100,"floorCostMultiplier":1},
             {"id":"c_ah","type":"door","entrances":[{"floorId":"f_1","geometryId":"g_dah","flags":[1]}],"exits":[{"floorId":"f_1","geometryId":"g_dah","flags":[1]}],"entryCost":2147483647,"floorCostMultiplier":1},
             {"id":"c_s","type":"stairs","entrances":[{"floorId":"f_1","geometryId":"g_s1","flags":[1]},{"floorId":"f_2","geometryId":"g_s2","flags":[1]}],"exits":[{"floorId":"f_1","geometryId":"g_s1","flags":[1]},{"floorId":"f_2","geometryId":"g_s2","flags":[1]}],"entryCost":1000,"floorCostMultiplier":1000},
             {"id":"c_t","type":"teleporter","entrances":[{"floorId":"f_1","geometryId":"g_kiosk","flags":[1,1]}],"exits":[{"floorId":"f_2","geometryId":"g_s2"}],"entryCost":5}]
            """#
        let nodes1 = collection([
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":\#(pos(2, 2))},"properties":{"id":"n_1","geometryIds":["g_a"],"neighbors":[{"id":"n_2","extraCost":1,"flags":[9]}]}}"#,
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":\#(pos(6, 2))},"properties":{"id":"n_2","geometryIds":["g_b","g_dab"],"neighbors":[{"id":"n_1","extraCost":2147483647,"flags":[1]},{"id":"n_missing","extraCost":0}]}}"#
        ])
        return MVFTestBundle(files: [
            "manifest.geojson": manifest,
            "floors.geojson": floors,
            "floor-stacks.json": #"[{"id":"fs_1","floors":["f_2","f_1"],"details":{"name":"Main"}}]"#,
            "outdoors.json": "[]",
            "navigationFlags.json": #"{"public":{"index":0,"bit":0},"accessible":{"index":0,"bit":3},"outdoors":{"index":1,"bit":0}}"#,
            "default-style.json": styles,
            "geometry/f_1.geojson": geometry1,
            "geometry/f_2.geojson": geometry2,
            "kinds/f_1.json": kinds1,
            "kinds/f_2.json": #"{"g_c":"room"}"#,
            "walkable/f_1.json": #"{"g_a":{},"g_b":{},"g_h":{}}"#,
            "nonwalkable/f_1.json": #"{"g_w":{},"g_xw":{},"g_desk":{},"g_pillar":{}}"#,
            "locations.json":
                #"[{"id":"loc_a","details":{"name":"Room A"},"locationCategories":["lcat_1"],"geometryAnchors":[{"floorId":"f_1","geometryId":"g_a"}]},{"id":"loc_s","details":{"name":"Stairs"},"categories":[],"geometryAnchors":[{"floorId":"f_1","geometryId":"g_s1"}]}]"#,
            "location-categories.json": #"[{"id":"lcat_1","details":{"name":"Classrooms"}}]"#,
            "connections.json": connections,
            "nodes/f_1.geojson": nodes1
        ])
    }

    /// Writes the files into a fresh temporary folder and returns its path.
    func write() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mvf-test-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    /// Writes the bundle, reads it with `options`, and removes the folder.
    func read(options: MVFReadOptions = MVFReadOptions()) throws -> MVFBundle {
        let root = try write()
        defer { try? FileManager.default.removeItem(atPath: root) }  // best-effort clean-up of a temp folder
        return try MVFReader.readBundle(try FolderSource(root: root), options: options)
    }
}
