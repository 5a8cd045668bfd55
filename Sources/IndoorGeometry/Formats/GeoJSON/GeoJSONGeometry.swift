/// An RFC 7946 geometry in WGS84 degrees, as read from a file (positions keep only longitude and latitude;
/// an altitude, when present, is dropped).
public enum GeoJSONGeometry: Hashable, Sendable {
    case point(GeoCoordinate)
    case multiPoint([GeoCoordinate])
    case lineString([GeoCoordinate])
    case multiLineString([[GeoCoordinate]])
    /// Rings: the first is the shell, the rest are holes (closure is checked when converted to ``Polygon``).
    case polygon([[GeoCoordinate]])
    case multiPolygon([[[GeoCoordinate]]])
    case geometryCollection([GeoJSONGeometry])

    /// The GeoJSON `type` member for this case.
    public var typeName: String {
        switch self {
        case .point: return "Point"
        case .multiPoint: return "MultiPoint"
        case .lineString: return "LineString"
        case .multiLineString: return "MultiLineString"
        case .polygon: return "Polygon"
        case .multiPolygon: return "MultiPolygon"
        case .geometryCollection: return "GeometryCollection"
        }
    }

    /// Every position, depth-first.
    public var allCoordinates: [GeoCoordinate] {
        switch self {
        case let .point(c): return [c]
        case let .multiPoint(cs), let .lineString(cs): return cs
        case let .multiLineString(ls), let .polygon(ls): return ls.flatMap { $0 }
        case let .multiPolygon(ps): return ps.flatMap { $0.flatMap { $0 } }
        case let .geometryCollection(gs): return gs.flatMap(\.allCoordinates)
        }
    }
}

/// An RFC 7946 Feature. `id` keeps a string or number id as text; members outside the RFC (IMDF's
/// `feature_type`, for instance) are kept in ``foreignMembers``.
public struct GeoJSONFeature: Hashable, Sendable {
    public var id: String?
    public var geometry: GeoJSONGeometry?
    public var properties: JSONObject
    public var foreignMembers: JSONObject

    public init(id: String?, geometry: GeoJSONGeometry?, properties: JSONObject = JSONObject(), foreignMembers: JSONObject = JSONObject()) {
        self.id = id
        self.geometry = geometry
        self.properties = properties
        self.foreignMembers = foreignMembers
    }
}

/// An RFC 7946 FeatureCollection.
public struct GeoJSONFeatureCollection: Hashable, Sendable {
    public var features: [GeoJSONFeature]
    public var foreignMembers: JSONObject

    public init(features: [GeoJSONFeature], foreignMembers: JSONObject = JSONObject()) {
        self.features = features
        self.foreignMembers = foreignMembers
    }
}
