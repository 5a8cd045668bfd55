import Foundation
@testable import IndoorGeometry

/// Writes small synthetic IMDF archives into a temporary folder for tests. Geometry is given in metres
/// around a fixed origin (30° E, 60° N) and written as WGS84 degrees.
struct IMDFTestArchive {
    static let projection = LocalProjection(origin: GeoCoordinate(longitude: 30, latitude: 60))

    /// Raw file contents by name; tests may overwrite any of them with broken text.
    var files: [String: String] = [:]
    private var levels: [String] = []
    private var units: [String] = []
    private var openings: [String] = []
    private var amenities: [String] = []
    private var relationships: [String] = []
    private var buildings: [String] = []
    /// Extra features by file name (`fixture.geojson`, `anchor.geojson`, …).
    private var extra: [String: [String]] = [:]

    init(language: String = "en") {
        files["manifest.json"] = #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"\#(language)"}"#
        files["venue.geojson"] = Self.collection([
            Self.feature(
                id: "venue-1", type: "venue", geometry: Self.polygon(Self.rect(-100, -100, 100, 100)),
                properties: #""category":"university","name":{"en":"Test Venue","ru":"Тест"}"#)
        ])
    }

    static func coordinate(_ x: Double, _ y: Double) -> String {
        let c = projection.unproject(Point(x: x, y: y))
        return "[\(c.longitude),\(c.latitude)]"
    }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [(Double, Double)] {
        [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]
    }

    static func polygon(_ ring: [(Double, Double)]) -> String {
        #"{"type":"Polygon","coordinates":[[\#(ring.map { coordinate($0.0, $0.1) }.joined(separator: ","))]]}"#
    }

    static func line(_ pts: [(Double, Double)]) -> String {
        #"{"type":"LineString","coordinates":[\#(pts.map { coordinate($0.0, $0.1) }.joined(separator: ","))]}"#
    }

    static func point(_ x: Double, _ y: Double) -> String { #"{"type":"Point","coordinates":\#(coordinate(x, y))}"# }

    static func feature(id: String, type: String, geometry: String, properties: String) -> String {
        #"{"type":"Feature","id":"\#(id)","feature_type":"\#(type)","geometry":\#(geometry),"properties":{\#(properties)}}"#
    }

    static func collection(_ features: [String]) -> String {
        #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    mutating func addBuilding(_ id: String, name: String) {
        buildings.append(Self.feature(id: id, type: "building", geometry: "null", properties: #""name":{"en":"\#(name)"},"category":"unspecified""#))
    }

    mutating func addLevel(_ id: String, ordinal: Int, building: String? = nil, outdoor: Bool = false, extent: Double = 60) {
        let b = building.map { #"["\#($0)"]"# } ?? "[]"
        levels.append(
            Self.feature(
                id: id, type: "level", geometry: Self.polygon(Self.rect(-extent, -extent, extent, extent)),
                properties:
                    #""category":"unspecified","ordinal":\#(ordinal),"outdoor":\#(outdoor),"name":{"en":"Level \#(ordinal)","ru":"Этаж \#(ordinal)"},"short_name":{"en":"\#(ordinal)"},"building_ids":\#(b)"#
            ))
    }

    mutating func addUnit(
        _ id: String, level: String, category: String, ring: [(Double, Double)], name: String? = nil, restriction: String? = nil,
        display: (Double, Double)? = nil
    ) {
        let n = name.map { #"{"en":"\#($0)","ru":"ru-\#($0)"}"# } ?? "null"
        let r = restriction.map { #""\#($0)""# } ?? "null"
        let d = display.map { Self.point($0.0, $0.1) } ?? "null"
        units.append(
            Self.feature(
                id: id, type: "unit", geometry: Self.polygon(ring),
                properties:
                    #""category":"\#(category)","restriction":\#(r),"accessibility":null,"name":\#(n),"alt_name":null,"level_id":"\#(level)","display_point":\#(d)"#
            ))
    }

    mutating func addOpening(_ id: String, level: String, from a: (Double, Double), to b: (Double, Double), category: String = "pedestrian") {
        openings.append(
            Self.feature(
                id: id, type: "opening", geometry: Self.line([a, b]),
                properties:
                    #""category":"\#(category)","accessibility":null,"access_control":null,"door":null,"name":null,"alt_name":null,"display_point":null,"level_id":"\#(level)""#
            ))
    }

    mutating func addAmenity(_ id: String, category: String, at p: (Double, Double), units: [String]) {
        amenities.append(
            Self.feature(
                id: id, type: "amenity", geometry: Self.point(p.0, p.1),
                properties: #""category":"\#(category)","name":{"en":"\#(category)"},"unit_ids":[\#(units.map { "\"\($0)\"" }.joined(separator: ","))]"#))
    }

    mutating func addRelationship(_ id: String, category: String, directed: Bool, origin: String, destination: String) {
        relationships.append(
            Self.feature(
                id: id, type: "relationship", geometry: "null",
                properties:
                    #""category":"\#(category)","direction":"\#(directed ? "directed" : "undirected")","origin":{"id":"\#(origin)","feature_type":"unit"},"intermediary":null,"destination":{"id":"\#(destination)","feature_type":"unit"}"#
            ))
    }

    /// Adds any feature (already encoded) to `file`.
    mutating func addFeature(_ feature: String, to file: String) { extra[file, default: []].append(feature) }

    mutating func addFixture(_ id: String, level: String, category: String, ring: [(Double, Double)]) {
        addFeature(
            Self.feature(id: id, type: "fixture", geometry: Self.polygon(ring), properties: #""category":"\#(category)","level_id":"\#(level)""#),
            to: "fixture.geojson")
    }

    mutating func addOccupant(_ id: String, name: String, category: String, unit: String, at p: (Double, Double)) {
        addFeature(Self.feature(id: "anchor-" + id, type: "anchor", geometry: Self.point(p.0, p.1), properties: #""unit_id":"\#(unit)""#), to: "anchor.geojson")
        addFeature(
            Self.feature(
                id: id, type: "occupant", geometry: "null", properties: #""name":{"en":"\#(name)"},"category":"\#(category)","anchor_id":"anchor-\#(id)""#),
            to: "occupant.geojson")
    }

    /// The files as they would be written (features gathered into their collections).
    var allFiles: [String: String] {
        var f = files
        func put(_ name: String, _ base: [String]) {
            let features = base + (extra[name] ?? [])
            if f[name] == nil, !features.isEmpty || name == "level.geojson" || name == "unit.geojson" { f[name] = Self.collection(features) }
        }
        put("level.geojson", levels)
        put("unit.geojson", units)
        put("opening.geojson", openings)
        put("amenity.geojson", amenities)
        put("relationship.geojson", relationships)
        put("building.geojson", buildings)
        for name in extra.keys where f[name] == nil { put(name, []) }
        return f
    }

    /// Writes the archive to a fresh temporary folder, leaving out `omit`, and returns its source.
    func write(omitting omit: Set<String> = []) throws -> FolderSource {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("imdf-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in allFiles where !omit.contains(name) {
            try Data(text.utf8).write(to: dir.appendingPathComponent(name))
        }
        return try FolderSource(root: dir.path)
    }

    /// Deletes a folder made by ``write(omitting:)``.
    static func remove(_ source: FolderSource) {
        try? FileManager.default.removeItem(atPath: source.root)  // best effort: a leftover temp folder is harmless
    }

    /// Reads the archive through ``IMDFReader`` (the temporary folder is deleted afterwards).
    func read(omitting omit: Set<String> = [], options: IMDFReader.Options = IMDFReader.Options()) throws -> Venue {
        let source = try write(omitting: omit)
        defer { Self.remove(source) }
        return try IMDFReader.read(source, options: options)
    }
}
