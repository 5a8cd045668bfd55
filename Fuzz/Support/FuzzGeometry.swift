import IndoorGeometry

/// Geometry helpers for the targets: GeoJSON rings, planar polygons read from GeoJSON in metres, and
/// GeoJSON written from planar polygons (for seeds).
enum FuzzGeometry {
    /// The polygons (rings of positions, shell first) inside `g`, collections included.
    static func polygons(of g: GeoJSONGeometry) -> [[[GeoCoordinate]]] {
        switch g {
        case .polygon(let rings): return [rings]
        case .multiPolygon(let ps): return ps
        case .geometryCollection(let gs): return gs.flatMap(polygons(of:))
        default: return []
        }
    }

    /// The line strings inside `g`, collections included.
    static func lines(of g: GeoJSONGeometry) -> [[GeoCoordinate]] {
        switch g {
        case .lineString(let l): return [l]
        case .multiLineString(let ls): return ls
        case .geometryCollection(let gs): return gs.flatMap(lines(of:))
        default: return []
        }
    }

    /// A position read as planar metres (x = longitude member, y = latitude member), no projection.
    static func metres(_ c: GeoCoordinate) -> Point { Point(x: c.longitude, y: c.latitude) }

    /// `rings` as GeoJSON coordinates.
    static func json(_ p: Polygon) -> JSONValue {
        .array(p.rings.map { r in .array(r.points.map { .array([.number($0.x), .number($0.y)]) }) })
    }

    /// A FeatureCollection with one MultiPolygon feature per group, coordinates in metres.
    static func featureCollection(_ groups: [[Polygon]], lines: [[Point]] = []) -> [UInt8] {
        var features: [JSONValue] = groups.map { ps in
            ["type": "Feature", "properties": [:], "geometry": ["type": "MultiPolygon", "coordinates": .array(ps.map(json))]]
        }
        for l in lines {
            features.append([
                "type": "Feature", "properties": [:],
                "geometry": ["type": "LineString", "coordinates": .array(l.map { .array([.number($0.x), .number($0.y)]) })]
            ])
        }
        let v: JSONValue = ["type": "FeatureCollection", "features": .array(features)]
        do {
            return try JSONWriter().bytes(v)
        } catch {
            fuzzCheck(false, "generated geometry holds a number JSON cannot write: \(error)")
            return []
        }
    }
}
