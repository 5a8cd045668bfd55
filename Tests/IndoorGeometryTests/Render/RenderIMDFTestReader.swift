import Foundation
@testable import IndoorGeometry

/// A deliberately small IMDF reader for renderer tests on the real SPbSTU archive (levels, units, openings;
/// no walls, as IMDF has none). Not the project's reader: it skips what it cannot use and counts it.
enum RenderIMDFTestReader {
    struct Loaded {
        var venue: Venue
        var skippedUnits: Int
    }

    static func load(folder: String) throws -> Loaded {
        func collection(_ name: String) throws -> GeoJSONFeatureCollection {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            return try GeoJSONDecoder(file: name).decodeFeatureCollection(Array(data))
        }
        func text(_ v: JSONValue?) -> String? {
            if let s = v?.stringValue { return s }
            return v?["en"]?.stringValue ?? v?.objectValue?.values.first?.stringValue
        }
        let levels = try collection("level.geojson")
        let all = levels.features.flatMap { $0.geometry?.allCoordinates ?? [] }
        let origin = GeoCoordinate(
            longitude: all.map(\.longitude).reduce(0, +) / Double(max(all.count, 1)),
            latitude: all.map(\.latitude).reduce(0, +) / Double(max(all.count, 1)))
        let projection = LocalProjection(origin: origin)
        var venue = Venue(name: "SPbSTU", format: .imdf, projection: projection)
        var levelIndex: [String: Int] = [:]
        for f in levels.features {
            guard let id = f.id else { continue }
            levelIndex[id] = venue.floors.count
            var outline: MultiPolygon?
            if case let .polygon(rings)? = f.geometry, let p = try? Polygon(rings: rings.map { $0.map(projection.project) }) {
                outline = MultiPolygon([p])
            }
            venue.floors.append(Floor(id: id, name: text(f.properties["name"]) ?? id, ordinal: f.properties["ordinal"]?.intValue ?? 0, outline: outline))
        }
        var skipped = 0
        for f in try collection("unit.geojson").features {
            guard let level = f.properties["level_id"]?.stringValue.flatMap({ levelIndex[$0] }),
                case let .polygon(rings)? = f.geometry,
                let polygon = try? Polygon(rings: rings.map { $0.map(projection.project) })
            else { skipped += 1; continue }
            let category = f.properties["category"]?.stringValue
            var display: Point?
            if case let .array(c)? = f.properties["display_point"]?["coordinates"], c.count == 2, let x = c[0].numberValue, let y = c[1].numberValue {
                display = projection.project(GeoCoordinate(longitude: x, latitude: y))
            }
            let vertical: ConnectionType? = ["stairs", "elevator", "escalator", "ramp"].contains(category ?? "") ? ConnectionType(category ?? "") : nil
            venue.spaces.append(
                Space(
                    id: f.id ?? "", floorIndex: level, kind: .unit, category: category, polygon: polygon,
                    names: text(f.properties["name"]).map { [$0] } ?? [], verticalType: vertical, displayPoint: display))
        }
        for f in try collection("opening.geojson").features {
            guard let level = f.properties["level_id"]?.stringValue.flatMap({ levelIndex[$0] }),
                case let .lineString(cs)? = f.geometry, let line = try? Polyline(points: cs.map(projection.project))
            else { continue }
            venue.doors.append(Door(id: f.id ?? "", floorIndex: level, line: line))
        }
        return Loaded(venue: venue, skippedUnits: skipped)
    }
}
