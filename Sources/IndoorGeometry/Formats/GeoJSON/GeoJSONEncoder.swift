/// Encodes typed RFC 7946 GeoJSON (``GeoJSONGeometry``, ``GeoJSONFeature``, ``GeoJSONFeatureCollection``)
/// as JSON: the writing side of ``GeoJSONDecoder``, so that decoding what it encodes gives back an equal
/// value (with ``coordinateDecimals`` `nil`). The package's one GeoJSON writer: the CLI commands, the route
/// document and the generator's MVF and IMDF files use it.
///
/// - Member order is fixed. A geometry writes `type` then `coordinates` (`geometries` for a
///   GeometryCollection); a Feature writes `type`, `id` (a string, when it has one), `geometry` (`null` when
///   it has none), `properties` (`{}` when empty), then its foreign members in order; a FeatureCollection
///   writes `type`, `features`, then its foreign members (the route document's `summary`, an IMDF file's
///   `name`). Foreign members must not repeat those names.
/// - Positions are `[longitude, latitude]` in degrees. With ``coordinateDecimals`` set, each number is
///   first rounded to that many decimal places (half away from zero).
/// - Numbers follow ``JSONWriter``'s policy: a NaN or infinite coordinate or property makes the text
///   methods throw ``JSONWriteError`` with its path (`features[2].geometry.coordinates[0][1]`).
public struct GeoJSONEncoder: Sendable {
    /// Decimal places kept in each coordinate (0–15), or `nil` to write every double as it is (default).
    /// 9 places are 0.1 mm of latitude.
    public let coordinateDecimals: Int?
    /// 10^coordinateDecimals, exact (every power of ten up to 10^15 is a double).
    let scale: Double

    /// Creates an encoder.
    /// - Parameter coordinateDecimals: decimal places kept per coordinate, 0 to 15, or `nil` for all.
    /// - Precondition: `coordinateDecimals` is `nil` or in 0...15.
    public init(coordinateDecimals: Int? = nil) {
        precondition(coordinateDecimals.map { (0 ... 15).contains($0) } ?? true, "GeoJSONEncoder: coordinateDecimals must be in 0...15")
        self.coordinateDecimals = coordinateDecimals
        var s = 1.0
        for _ in 0 ..< (coordinateDecimals ?? 0) { s *= 10 }
        scale = s
    }

    /// The JSON value of a FeatureCollection.
    /// - Complexity: O(size of the collection).
    public func value(_ collection: GeoJSONFeatureCollection) -> JSONValue {
        var o = JSONObject()
        o.reserveCapacity(2 + collection.foreignMembers.count)
        o.append("type", "FeatureCollection")
        o.append("features", .array(collection.features.map(value)))
        for (k, v) in collection.foreignMembers.members { o.append(k, v) }
        return .object(o)
    }

    /// The JSON value of a Feature.
    /// - Complexity: O(size of the feature).
    public func value(_ feature: GeoJSONFeature) -> JSONValue {
        var o = JSONObject()
        o.reserveCapacity(4 + feature.foreignMembers.count)
        o.append("type", "Feature")
        if let id = feature.id { o.append("id", .string(id)) }
        o.append("geometry", feature.geometry.map(value) ?? .null)
        o.append("properties", .object(feature.properties))
        for (k, v) in feature.foreignMembers.members { o.append(k, v) }
        return .object(o)
    }

    /// The JSON value of a geometry.
    /// - Complexity: O(number of positions).
    public func value(_ geometry: GeoJSONGeometry) -> JSONValue {
        let coordinates: JSONValue
        switch geometry {
        case let .point(c): coordinates = value(c)
        case let .multiPoint(cs), let .lineString(cs): coordinates = positions(cs)
        case let .multiLineString(ls), let .polygon(ls): coordinates = .array(ls.map(positions))
        case let .multiPolygon(ps): coordinates = .array(ps.map { .array($0.map(positions)) })
        case let .geometryCollection(gs):
            return ["type": "GeometryCollection", "geometries": .array(gs.map(value))]
        }
        return ["type": .string(geometry.typeName), "coordinates": coordinates]
    }

    /// The JSON text of a FeatureCollection.
    /// - Parameter pretty: one member or element per line (``JSONWriter/pretty``).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path.
    public func string(_ collection: GeoJSONFeatureCollection, pretty: Bool = false) throws(JSONWriteError) -> String {
        var out: [UInt8] = []
        try write(collection, into: &out, pretty: pretty)
        return String(decoding: out, as: UTF8.self)
    }

    /// The compact JSON text of a FeatureCollection as UTF-8 bytes (a file's contents).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path.
    public func bytes(_ collection: GeoJSONFeatureCollection) throws(JSONWriteError) -> [UInt8] {
        var out: [UInt8] = []
        try write(collection, into: &out)
        return out
    }

    /// The JSON value of one position, `[longitude, latitude]` (rounded when ``coordinateDecimals`` is set).
    public func value(_ c: GeoCoordinate) -> JSONValue {
        guard coordinateDecimals != nil else { return [.number(c.longitude), .number(c.latitude)] }
        return [.number((c.longitude * scale).rounded() / scale), .number((c.latitude * scale).rounded() / scale)]
    }

    private func positions(_ cs: [GeoCoordinate]) -> JSONValue { .array(cs.map(value)) }
}
