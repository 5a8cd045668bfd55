/// GeoJSON geometries from the engine's primitives in local metres, unprojected to WGS84 degrees by a
/// venue's ``LocalProjection``: how writers (CLI commands, route documents, the generator) turn what they
/// computed into what ``GeoJSONEncoder`` writes.
extension GeoJSONGeometry {
    /// A Point.
    public static func point(_ p: Point, projection: LocalProjection) -> GeoJSONGeometry {
        .point(projection.unproject(p))
    }

    /// A LineString through `points`, in order (no check of its length).
    public static func lineString(_ points: [Point], projection: LocalProjection) -> GeoJSONGeometry {
        .lineString(points.map(projection.unproject))
    }

    /// A MultiPoint of `points`, in order.
    public static func multiPoint(_ points: [Point], projection: LocalProjection) -> GeoJSONGeometry {
        .multiPoint(points.map(projection.unproject))
    }

    /// A Polygon of rings given as closed point lists, the shell first, then the holes (written as given).
    public static func polygon(rings: [[Point]], projection: LocalProjection) -> GeoJSONGeometry {
        .polygon(rings.map { $0.map(projection.unproject) })
    }

    /// A Polygon: the shell, then the holes.
    public static func polygon(_ polygon: Polygon, projection: LocalProjection) -> GeoJSONGeometry {
        .polygon(polygon.rings.map { $0.points.map(projection.unproject) })
    }

    /// A MultiPolygon of every polygon, in order (`coordinates: []` when empty).
    public static func multiPolygon(_ multiPolygon: MultiPolygon, projection: LocalProjection) -> GeoJSONGeometry {
        .multiPolygon(multiPolygon.polygons.map { $0.rings.map { $0.points.map(projection.unproject) } })
    }
}
