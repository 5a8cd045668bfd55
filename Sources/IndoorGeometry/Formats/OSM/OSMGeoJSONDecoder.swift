/// Decodes OpenStreetMap data as `osmtogeojson` (and overpass-turbo, JOSM's GeoJSON export) writes it: a
/// FeatureCollection whose features carry the OSM tags as properties.
///
/// - The element id is the feature's `id` (`way/123`); without one, the `@id` or `id` property. The
///   feature's `id` wins over `@id` because editors' exports renumber elements and keep the old id in
///   `@id`, which is then no longer unique.
/// - Tags are the string properties (numbers and booleans kept as their text); keys starting with `@`
///   (`@id`, `@relations`) are osmtogeojson's metadata, not tags. The nested form
///   (`properties.tags`, with `properties.type` and `properties.id`) is read too.
/// - Point, LineString, Polygon and MultiPolygon geometries are kept; a MultiLineString is split into
///   lines; features with no geometry or another type are reported and skipped.
public struct OSMGeoJSONDecoder {
    /// The file name used in errors and warnings.
    public var file: String

    public init(file: String) { self.file = file }

    /// Decodes the file's bytes.
    /// - Throws: ``FormatError`` for invalid JSON, invalid GeoJSON (including positions outside
    ///   [-180, 180] × [-90, 90]) or a feature without any id.
    /// - Complexity: O(bytes).
    public func decode(_ bytes: [UInt8]) throws(FormatError) -> OSMDocument {
        let collection = try GeoJSONDecoder(file: file).decodeFeatureCollection(bytes)
        var features: [OSMFeature] = []
        features.reserveCapacity(collection.features.count)
        var warnings: [VenueWarning] = []
        for (k, f) in collection.features.enumerated() {
            var props = f.properties
            if let nested = props["tags"]?.objectValue { props = nested }
            guard let id = f.id ?? f.properties["@id"]?.stringValue ?? f.properties["id"]?.stringValue else {
                throw FormatError(file: file, path: "features[\(k)]", message: "feature has no OSM id (`id` such as 'way/123', or an `@id` property)")
            }
            var tags: [String: String] = [:]
            for (key, value) in props.members where !key.hasPrefix("@") && key != "id" {
                switch value {
                case let .string(s): tags[key] = s
                case let .number(d): tags[key] = d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
                case let .bool(b): tags[key] = b ? "yes" : "no"
                default: continue
                }
            }
            switch f.geometry {
            case let .point(c)?: features.append(OSMFeature(id: id, tags: tags, geometry: .point(c)))
            case let .lineString(cs)?: features.append(OSMFeature(id: id, tags: tags, geometry: .line(cs)))
            case let .multiLineString(ls)?:
                for (p, l) in ls.enumerated() { features.append(OSMFeature(id: p == 0 ? id : id + "#\(p + 1)", tags: tags, geometry: .line(l))) }
            case let .polygon(rings)?: features.append(OSMFeature(id: id, tags: tags, geometry: .polygons([rings])))
            case let .multiPolygon(ps)?: features.append(OSMFeature(id: id, tags: tags, geometry: .polygons(ps)))
            case let g?:
                warnings.append(
                    VenueWarning(
                        code: "unsupported-geometry", file: file, featureID: id, message: "\(g.typeName) geometry is not read; feature skipped",
                        subject: g.typeName))
            case nil:
                warnings.append(VenueWarning(code: "no-geometry", file: file, featureID: id, message: "feature has no geometry; skipped"))
            }
        }
        return OSMDocument(file: file, features: features, warnings: warnings)
    }
}
