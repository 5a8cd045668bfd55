/// Projects GeoJSON positions (degrees) onto the venue's local plane and builds checked ``Polygon``s and
/// ``Polyline``s, turning a ``GeometryError`` into a ``FormatError`` that names the file, path and feature.
struct MVFGeometryConverter {
    let projection: LocalProjection
    let file: String

    func points(_ cs: [GeoCoordinate]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(cs.count)
        for c in cs { out.append(projection.project(c)) }
        return out
    }

    /// A polygon from GeoJSON rings (shell first). Rings must be closed (first position equal to the last)
    /// and have at least 4 positions.
    /// - Throws: ``FormatError`` at `path` for an empty polygon, a short or an unclosed ring.
    func polygon(_ rings: [[GeoCoordinate]], path: @autoclosure () -> String, id: String?) throws(FormatError) -> Polygon {
        guard !rings.isEmpty else { throw FormatError(file: file, path: path(), featureID: id, message: "polygon has no rings") }
        var projected: [Ring] = []
        projected.reserveCapacity(rings.count)
        for (k, r) in rings.enumerated() {
            do {
                projected.append(try Ring(points: points(r)))
            } catch {
                let role = k == 0 ? "shell" : "hole \(k)"
                var detail = error.description
                if case .ringNotClosed = error, let f = r.first, let l = r.last {
                    detail = "ring is not closed (first \(f) != last \(l)); close it by repeating the first position"
                }
                throw FormatError(file: file, path: path() + "[\(k)]", featureID: id, message: "\(role): \(detail)")
            }
        }
        return Polygon(shell: projected[0], holes: Array(projected.dropFirst()))
    }

    /// Polygons of a Polygon or MultiPolygon geometry (empty for other types).
    func polygons(_ g: GeoJSONGeometry, path: @autoclosure () -> String, id: String?) throws(FormatError) -> [Polygon] {
        switch g {
        case let .polygon(rings): return [try polygon(rings, path: path(), id: id)]
        case let .multiPolygon(ps):
            var out: [Polygon] = []
            for (k, rings) in ps.enumerated() { out.append(try polygon(rings, path: path() + "[\(k)]", id: id)) }
            return out
        default: return []
        }
    }

    /// A polyline from GeoJSON positions.
    /// - Throws: ``FormatError`` at `path` for fewer than 2 positions.
    func polyline(_ cs: [GeoCoordinate], path: @autoclosure () -> String, id: String?) throws(FormatError) -> Polyline {
        do {
            return try Polyline(points: points(cs))
        } catch {
            throw FormatError(file: file, path: path(), featureID: id, message: error.description)
        }
    }

    /// Polylines of a LineString or MultiLineString geometry (empty for other types).
    func polylines(_ g: GeoJSONGeometry, path: @autoclosure () -> String, id: String?) throws(FormatError) -> [Polyline] {
        switch g {
        case let .lineString(cs): return [try polyline(cs, path: path(), id: id)]
        case let .multiLineString(ls):
            var out: [Polyline] = []
            for (k, cs) in ls.enumerated() { out.append(try polyline(cs, path: path() + "[\(k)]", id: id)) }
            return out
        default: return []
        }
    }
}
