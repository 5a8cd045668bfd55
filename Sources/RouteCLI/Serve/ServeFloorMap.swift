import IndoorGeometry
import Routing

/// The drawing of one floor for the map page: a GeoJSON FeatureCollection whose features carry a `layer`
/// property: `space` (Polygon; id, name, kind, category, restricted, walkable, label [lon, lat]), `door`
/// (LineString; id, inferred kind when inferred), `connection` (Point; id, type, name) and `inferred`
/// (Point; kind, id, spaces, message: what `check` lists as `inferred-…`), and a `floor` member (id,
/// name, ordinal). Coordinates to 1e-9 degrees, as route documents.
enum ServeFloorMap {
    /// The floor `floorIndex` of `venue`.
    /// - Complexity: O(vertices of the floor's spaces and doors, plus the venue's connections and inferences).
    static func document(_ venue: Venue, floorIndex: Int) -> JSONValue {
        let proj = venue.projection
        var features: [GeoJSONFeature] = []
        for s in venue.spaces where s.floorIndex == floorIndex && !s.isVoid {
            var p = JSONObject()
            p.append("layer", "space")
            p.append("id", .string(s.id))
            p.append("name", s.names.first.map(JSONValue.string) ?? .null)
            p.append("kind", .string(s.kind.description))
            p.append("category", s.category.map(JSONValue.string) ?? .null)
            p.append("restricted", .bool(s.isRestricted))
            p.append("walkable", .bool(s.isWalkable))
            let label = s.displayPoint ?? s.polygon.labelPoint(precision: 0.5).point
            p.append("label", RouteDocument.encoder.value(proj.unproject(label)))
            features.append(GeoJSONFeature(id: nil, geometry: .polygon(s.polygon, projection: proj), properties: p))
        }
        for d in venue.doors where d.floorIndex == floorIndex {
            guard let line = d.line else { continue }
            var p = JSONObject()
            p.append("layer", "door")
            p.append("id", .string(d.id))
            if let k = d.inference { p.append("inferred", .string(k.rawValue)) }
            features.append(GeoJSONFeature(id: nil, geometry: .lineString(line.points, projection: proj), properties: p))
        }
        for c in venue.connections {
            for a in c.entrances + c.exits where a.floorIndex == floorIndex {
                let p = JSONObject([
                    ("layer", "connection"), ("id", .string(c.id)), ("type", .string(c.type.description)), ("name", c.name.map(JSONValue.string) ?? .null)
                ])
                features.append(GeoJSONFeature(id: nil, geometry: .point(a.point, projection: proj), properties: p))
            }
        }
        for e in venue.inferences where e.floorIndex == floorIndex {
            guard case var .object(p) = RouteInferences.value(e) else { continue }
            p = ServeParameters.removing("layer", from: p).0
            var q = JSONObject([("layer", "inferred")])
            for (k, v) in p.members { q.append(k, v) }
            features.append(GeoJSONFeature(id: nil, geometry: .point(e.point, projection: proj), properties: q))
        }
        let f = venue.floors[floorIndex]
        let floor: JSONValue = ["id": .string(f.id), "name": .string(f.name), "ordinal": .number(Double(f.ordinal))]
        return RouteDocument.encoder.value(GeoJSONFeatureCollection(features: features, foreignMembers: ["floor": floor]))
    }
}
