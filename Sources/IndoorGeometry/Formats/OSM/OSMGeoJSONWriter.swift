/// Writes OSM features as osmtogeojson does: a FeatureCollection whose features have the OSM id as `id`
/// and the tags as properties (keys sorted). The writing side of ``OSMGeoJSONDecoder``: decoding what it
/// writes gives back the same features.
public enum OSMGeoJSONWriter {
    /// The FeatureCollection of `features`.
    /// - Complexity: O(size of the features).
    public static func collection(_ features: [OSMFeature]) -> GeoJSONFeatureCollection {
        GeoJSONFeatureCollection(
            features: features.map { f in
                let geometry: GeoJSONGeometry
                switch f.geometry {
                case let .point(c): geometry = .point(c)
                case let .line(cs): geometry = .lineString(cs)
                case let .polygons(ps): geometry = ps.count == 1 ? .polygon(ps[0]) : .multiPolygon(ps)
                }
                let properties = JSONObject(f.tags.keys.sorted().map { ($0, JSONValue.string(f.tags[$0] ?? "")) })
                return GeoJSONFeature(id: f.id, geometry: geometry, properties: properties)
            })
    }

    /// The collection's JSON bytes (compact).
    /// - Throws: ``JSONWriteError`` for a non-finite coordinate.
    public static func bytes(_ features: [OSMFeature]) throws -> [UInt8] {
        try JSONWriter().bytes(GeoJSONEncoder().value(collection(features)))
    }
}
