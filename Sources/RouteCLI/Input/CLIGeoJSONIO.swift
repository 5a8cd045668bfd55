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

    /// A computed area as GeoJSON: a Polygon when it is one polygon, else a MultiPolygon (`coordinates: []`
    /// when empty).
    static func geometry(_ m: MultiPolygon, _ p: LocalProjection) -> GeoJSONGeometry {
        m.polygons.count == 1 ? .polygon(m.polygons[0], projection: p) : .multiPolygon(m, projection: p)
    }

    /// `original` with its geometry replaced: id and properties kept, foreign members dropped.
    static func feature(_ original: GeoJSONFeature, geometry: GeoJSONGeometry) -> GeoJSONFeature {
        GeoJSONFeature(id: original.id, geometry: geometry, properties: original.properties)
    }

    /// Prints the features as one compact FeatureCollection (``GeoJSONEncoder``). A NaN or infinite number
    /// can only come from the input's properties (a number past Double's range, such as `1e400`, reads as
    /// infinity): exit 65 naming its path.
    static func output(_ features: [GeoJSONFeature]) -> CLIResult {
        .json(GeoJSONEncoder().value(GeoJSONFeatureCollection(features: features)), failure: .dataError)
    }
}
