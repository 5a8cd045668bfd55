/// Converts decoded GeoJSON geometry of one IMDF feature to metric primitives, with errors that name the
/// exact ring (`features[k].geometry.coordinates[p][r]`).
///
/// Positions further than ``maxDistanceFromOrigin`` from the venue's projection origin are rejected: in an
/// indoor map that is a swapped longitude/latitude pair or a corrupt number, not a real place.
extension IMDFFeatureContext {
    /// 100 km: larger than any campus, far smaller than a swapped coordinate's error.
    static let maxDistanceFromOrigin = 100_000.0

    private var geometryPath: String { path + ".geometry.coordinates" }

    private func geometryError(_ subpath: String, _ message: String) -> FormatError {
        FormatError(file: file, path: geometryPath + subpath, featureID: id, message: message)
    }

    private func project(_ cs: [GeoCoordinate], _ subpath: String) throws(FormatError) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(cs.count)
        for (k, c) in cs.enumerated() {
            let p = projection.project(c)
            if abs(p.x) > Self.maxDistanceFromOrigin || abs(p.y) > Self.maxDistanceFromOrigin {
                throw geometryError(subpath + "[\(k)]", "position \(c) is more than 100 km from the venue (longitude and latitude swapped?)")
            }
            out.append(p)
        }
        return out
    }

    private func polygon(_ rings: [[GeoCoordinate]], _ subpath: String) throws(FormatError) -> Polygon {
        guard !rings.isEmpty else { throw geometryError(subpath, "a polygon needs at least one ring") }
        var rs: [Ring] = []
        rs.reserveCapacity(rings.count)
        for (r, ring) in rings.enumerated() {
            let pts = try project(ring, subpath + "[\(r)]")
            do {
                rs.append(try Ring(points: pts))
            } catch {
                let what = r == 0 ? "outer ring" : "hole \(r)"
                throw geometryError(subpath + "[\(r)]", "\(what): \(error.description)")
            }
        }
        return Polygon(shell: rs[0], holes: Array(rs.dropFirst()))
    }

    /// The feature's Polygon or MultiPolygon as metric polygons; `[]` for a `null` geometry.
    /// - Throws: ``FormatError`` for another geometry type, an unclosed or short ring, or a far position.
    func polygons() throws(FormatError) -> [Polygon] {
        switch feature.geometry {
        case nil: return []
        case let .polygon(rings)?: return [try polygon(rings, "")]
        case let .multiPolygon(ps)?:
            var out: [Polygon] = []
            for (k, p) in ps.enumerated() { out.append(try polygon(p, "[\(k)]")) }
            return out
        case let g?:
            throw FormatError(file: file, path: path + ".geometry.type", featureID: id, message: "expected a Polygon or MultiPolygon, found \(g.typeName)")
        }
    }

    /// The feature's LineString (or the first part of a MultiLineString, with a warning) in metres.
    func line(log: inout IMDFWarningLog) throws(FormatError) -> Polyline? {
        let cs: [GeoCoordinate]
        switch feature.geometry {
        case nil: return nil
        case let .lineString(l)?: cs = l
        case let .multiLineString(ls)?:
            guard let first = ls.first else { return nil }
            if ls.count > 1 {
                log.add("multi-line-opening", file: file, featureID: id, key: "", "MultiLineString with several parts; only the first part is used")
            }
            cs = first
        case .point?: return nil
        case let g?:
            throw FormatError(file: file, path: path + ".geometry.type", featureID: id, message: "expected a LineString, found \(g.typeName)")
        }
        let pts = try project(cs, "")
        do {
            return try Polyline(points: pts)
        } catch {
            throw geometryError("", error.description)
        }
    }

    /// The feature's Point geometry in metres, or `nil` when it has another or none.
    func pointGeometry() throws(FormatError) -> Point? {
        guard case let .point(c)? = feature.geometry else { return nil }
        let p = projection.project(c)
        if abs(p.x) > Self.maxDistanceFromOrigin || abs(p.y) > Self.maxDistanceFromOrigin {
            throw geometryError("", "position \(c) is more than 100 km from the venue (longitude and latitude swapped?)")
        }
        return p
    }
}
