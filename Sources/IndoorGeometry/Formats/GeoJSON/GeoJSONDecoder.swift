/// Decodes RFC 7946 GeoJSON from bytes or a parsed ``JSONValue`` into typed values.
///
/// Errors are ``FormatError``s carrying the file, the JSON path and the feature id. Positions must be
/// arrays of two or three finite numbers with longitude in [-180, 180] and latitude in [-90, 90].
/// A single Feature or a bare geometry at the top level is accepted where a collection is expected
/// (it becomes a one-feature collection). The JSON path of an error is built only when there is one: the
/// `path` arguments are autoclosures, so decoding a valid file allocates no path strings.
public struct GeoJSONDecoder {
    /// The file name used in errors.
    public var file: String

    public init(file: String) { self.file = file }

    /// Parses and decodes a FeatureCollection (or a lone Feature or geometry).
    /// - Throws: ``FormatError`` for invalid JSON or GeoJSON.
    public func decodeFeatureCollection(_ bytes: [UInt8]) throws(FormatError) -> GeoJSONFeatureCollection {
        try decodeFeatureCollection(parse(bytes))
    }

    /// Parses JSON bytes, turning a syntax error into a ``FormatError`` for this file.
    public func parse(_ bytes: [UInt8]) throws(FormatError) -> JSONValue {
        if bytes.isEmpty { throw FormatError(file: file, message: "file is empty") }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw FormatError(file: file, message: error.description)
        }
    }

    /// Decodes a FeatureCollection (or a lone Feature or geometry) from a parsed value.
    public func decodeFeatureCollection(_ v: JSONValue) throws(FormatError) -> GeoJSONFeatureCollection {
        guard let o = v.objectValue else { throw fail("", "expected a GeoJSON object, found \(v.typeName)") }
        guard let type = o["type"]?.stringValue else { throw fail("type", "missing or non-string 'type' member") }
        switch type {
        case "FeatureCollection":
            guard let fs = o["features"]?.arrayValue else { throw fail("features", "missing or non-array 'features' member") }
            var out: [GeoJSONFeature] = []
            out.reserveCapacity(fs.count)
            for (k, f) in fs.enumerated() { out.append(try decodeFeature(f, path: "features[\(k)]")) }
            return GeoJSONFeatureCollection(features: out, foreignMembers: foreign(o, except: Self.collectionMembers))
        case "Feature":
            return GeoJSONFeatureCollection(features: [try decodeFeature(v, path: "")])
        default:
            return GeoJSONFeatureCollection(features: [GeoJSONFeature(id: nil, geometry: try decodeGeometry(v, path: ""))])
        }
    }

    /// Decodes one Feature at `path`.
    public func decodeFeature(_ v: JSONValue, path: @autoclosure () -> String) throws(FormatError) -> GeoJSONFeature {
        guard let o = v.objectValue else { throw fail(path(), "expected a Feature object, found \(v.typeName)") }
        var id: String? = nil
        switch o["id"] {
        case let .string(s)?: id = s
        case let .number(d)?: id = d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .null?, nil: id = nil
        case let other?: throw fail(join(path(), "id"), "feature id must be a string or number, found \(other.typeName)")
        }
        if let t = o["type"], t.stringValue != "Feature" {
            throw FormatError(
                file: file, path: join(path(), "type"), featureID: id,
                message: "expected type 'Feature', found \(t.stringValue.map { "'\($0)'" } ?? t.typeName)")
        }
        var geometry: GeoJSONGeometry? = nil
        if let g = o["geometry"], !g.isNull {
            do {
                geometry = try decodeGeometry(g, path: join(path(), "geometry"))
            } catch {
                var e = error
                e.featureID = id
                throw e
            }
        }
        var props = JSONObject()
        switch o["properties"] {
        case let .object(p)?: props = p
        case .null?, nil: break
        case let other?:
            throw FormatError(
                file: file, path: join(path(), "properties"), featureID: id, message: "properties must be an object or null, found \(other.typeName)")
        }
        return GeoJSONFeature(
            id: id, geometry: geometry, properties: props, foreignMembers: foreign(o, except: Self.featureMembers))
    }

    /// Decodes one geometry object at `path`.
    public func decodeGeometry(_ v: JSONValue, path: @autoclosure () -> String) throws(FormatError) -> GeoJSONGeometry {
        guard let o = v.objectValue else { throw fail(path(), "expected a geometry object, found \(v.typeName)") }
        guard let type = o["type"]?.stringValue else { throw fail(join(path(), "type"), "missing or non-string geometry 'type'") }
        if type == "GeometryCollection" {
            guard let gs = o["geometries"]?.arrayValue else { throw fail(join(path(), "geometries"), "missing 'geometries' array") }
            var out: [GeoJSONGeometry] = []
            for (k, g) in gs.enumerated() { out.append(try decodeGeometry(g, path: join(path(), "geometries") + "[\(k)]")) }
            return .geometryCollection(out)
        }
        func cpath() -> String { join(path(), "coordinates") }
        guard let c = o["coordinates"] else { throw fail(cpath(), "missing 'coordinates' member") }
        switch type {
        case "Point": return .point(try position(c, cpath()))
        case "MultiPoint": return .multiPoint(try positions(c, cpath()))
        case "LineString": return .lineString(try positions(c, cpath()))
        case "MultiLineString": return .multiLineString(try positionLists(c, cpath()))
        case "Polygon": return .polygon(try positionLists(c, cpath()))
        case "MultiPolygon":
            guard let a = c.arrayValue else { throw fail(cpath(), "expected an array, found \(c.typeName)") }
            var out: [[[GeoCoordinate]]] = []
            out.reserveCapacity(a.count)
            for (k, p) in a.enumerated() { out.append(try positionLists(p, cpath() + "[\(k)]")) }
            return .multiPolygon(out)
        default:
            throw fail(join(path(), "type"), "unknown geometry type '\(type)'")
        }
    }

    private func position(_ v: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> GeoCoordinate {
        guard case let .array(a) = v, a.count >= 2 else {
            throw fail(path(), "a position must be an array of 2 or 3 numbers, found \(v.typeName)")
        }
        guard case let .number(lon) = a[0], case let .number(lat) = a[1] else {
            throw fail(path(), "a position must hold numbers")
        }
        let c = GeoCoordinate(longitude: lon, latitude: lat)
        guard c.isValid else {
            throw fail(path(), "position [\(lon), \(lat)] is out of range (longitude in [-180, 180], latitude in [-90, 90])")
        }
        return c
    }

    private func positions(_ v: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> [GeoCoordinate] {
        guard case let .array(a) = v else { throw fail(path(), "expected an array of positions, found \(v.typeName)") }
        var out: [GeoCoordinate] = []
        out.reserveCapacity(a.count)
        for k in a.indices { out.append(try position(a[k], path() + "[\(k)]")) }
        return out
    }

    private func positionLists(_ v: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> [[GeoCoordinate]] {
        guard case let .array(a) = v else { throw fail(path(), "expected an array of position arrays, found \(v.typeName)") }
        var out: [[GeoCoordinate]] = []
        out.reserveCapacity(a.count)
        for k in a.indices { out.append(try positions(a[k], path() + "[\(k)]")) }
        return out
    }

    private func foreign(_ o: JSONObject, except known: Set<String>) -> JSONObject {
        var f = JSONObject()
        for (k, v) in o.members where !known.contains(k) { f.append(k, v) }
        return f
    }

    /// The members a Feature and a FeatureCollection define (the others are foreign members, kept).
    private static let featureMembers: Set<String> = ["type", "id", "geometry", "properties", "bbox"]
    private static let collectionMembers: Set<String> = ["type", "features", "bbox"]

    private func join(_ path: String, _ member: String) -> String { path.isEmpty ? member : path + "." + member }

    private func fail(_ path: String, _ message: String) -> FormatError { FormatError(file: file, path: path, message: message) }
}
