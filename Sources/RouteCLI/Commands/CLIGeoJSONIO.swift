import Foundation
import IndoorGeometry

/// GeoJSON in and out for `buffer` and `simplify`: any geometry, Feature or FeatureCollection in WGS84;
/// computation in metres on a ``LocalProjection`` centred on the input; properties kept.
enum CLIGeoJSONIO {
    struct Input {
        var collection: GeoJSONFeatureCollection
        var projection: LocalProjection
    }

    /// Reads `path` (or standard input for `-`), exit 66 when unreadable, 65 when not GeoJSON.
    static func read(_ path: String) -> Result<Input, CLIVenue.Failure> {
        let bytes: [UInt8]
        switch CLIInput.readAll(path, role: "input") {
        case let .success(b): bytes = b
        case let .failure(f): return .failure(f)
        }
        let name = path == "-" ? "<stdin>" : path
        do {
            let fc = try GeoJSONDecoder(file: name).decodeFeatureCollection(bytes)
            let all = fc.features.compactMap(\.geometry).flatMap(\.allCoordinates)
            guard !all.isEmpty else {
                return .failure(CLIVenue.Failure(result: .failure("\(name): no coordinates to work on", code: .dataError)))
            }
            var lonRange = (min: Double.infinity, max: -Double.infinity), latRange = lonRange
            for c in all {
                lonRange = (min(lonRange.min, c.longitude), max(lonRange.max, c.longitude))
                latRange = (min(latRange.min, c.latitude), max(latRange.max, c.latitude))
            }
            let lon = (lonRange.min + lonRange.max) / 2
            let lat = (latRange.min + latRange.max) / 2
            return .success(Input(collection: fc, projection: LocalProjection(origin: GeoCoordinate(longitude: lon, latitude: lat))))
        } catch {
            return .failure(CLIVenue.Failure(result: .failure("\(error)", code: .dataError)))
        }
    }

    static func points(_ cs: [GeoCoordinate], _ p: LocalProjection) -> [Point] { cs.map(p.project) }

    /// A polygon from GeoJSON rings, or a `FormatError`-style message.
    static func polygon(_ rings: [[GeoCoordinate]], _ p: LocalProjection) throws -> Polygon {
        try Polygon(rings: rings.map { points($0, p) })
    }

    static func json(_ m: MultiPolygon, _ p: LocalProjection) -> JSONValue {
        func ring(_ r: Ring) -> JSONValue { .array(r.points.map { let g = p.unproject($0); return [.number(g.longitude), .number(g.latitude)] }) }
        if m.polygons.count == 1 {
            return ["type": "Polygon", "coordinates": .array(m.polygons[0].rings.map(ring))]
        }
        return ["type": "MultiPolygon", "coordinates": .array(m.polygons.map { .array($0.rings.map(ring)) })]
    }

    static func json(_ line: [Point], _ p: LocalProjection) -> JSONValue {
        .array(line.map { let g = p.unproject($0); return [.number(g.longitude), .number(g.latitude)] })
    }

    static func feature(_ original: GeoJSONFeature, geometry: JSONValue) -> JSONValue {
        var o = JSONObject()
        o.append("type", "Feature")
        if let id = original.id { o.append("id", .string(id)) }
        o.append("geometry", geometry)
        o.append("properties", .object(original.properties))
        return .object(o)
    }

    static func output(_ features: [JSONValue]) -> CLIResult {
        .success(JSONWriter().string(["type": "FeatureCollection", "features": .array(features)]) + "\n")
    }
}

/// Writes a decoded geometry back unchanged (points pass through `simplify`).
enum JSONWriterBridge {
    static func geometry(_ g: GeoJSONGeometry) -> JSONValue {
        func pos(_ c: GeoCoordinate) -> JSONValue { [.number(c.longitude), .number(c.latitude)] }
        func line(_ cs: [GeoCoordinate]) -> JSONValue { .array(cs.map(pos)) }
        switch g {
        case let .point(c): return ["type": "Point", "coordinates": pos(c)]
        case let .multiPoint(cs): return ["type": "MultiPoint", "coordinates": line(cs)]
        case let .lineString(cs): return ["type": "LineString", "coordinates": line(cs)]
        case let .multiLineString(ls): return ["type": "MultiLineString", "coordinates": .array(ls.map(line))]
        case let .polygon(rs): return ["type": "Polygon", "coordinates": .array(rs.map(line))]
        case let .multiPolygon(ps): return ["type": "MultiPolygon", "coordinates": .array(ps.map { .array($0.map(line)) })]
        case let .geometryCollection(gs): return ["type": "GeometryCollection", "geometries": .array(gs.map(geometry))]
        }
    }
}
