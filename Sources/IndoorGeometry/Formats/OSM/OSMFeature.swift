/// One OpenStreetMap element with its tags and its geometry in WGS84 degrees: what both OSM readers
/// (``OSMGeoJSONDecoder`` for osmtogeojson output, ``OSMXMLDecoder`` for `.osm` XML) produce, and all
/// that ``OSMVenueBuilder`` reads. Untagged nodes and ways that only serve as geometry are not features.
public struct OSMFeature: Hashable, Sendable {
    /// The element as OSM names it: `node/12`, `way/34`, `relation/56` (negative for unsaved edits).
    public var id: String
    /// The OSM tags, key → value, as written (values not trimmed or split).
    public var tags: [String: String]
    public var geometry: OSMGeometry

    public init(id: String, tags: [String: String], geometry: OSMGeometry) {
        self.id = id
        self.tags = tags
        self.geometry = geometry
    }
}

/// The geometry of an ``OSMFeature``: a node, an open way, or an area (a closed way or a multipolygon).
public enum OSMGeometry: Hashable, Sendable {
    case point(GeoCoordinate)
    /// An open way (or a closed way that is not an area: a wall drawn as a loop).
    case line([GeoCoordinate])
    /// Polygons, each as closed rings: the shell first, then its holes.
    case polygons([[[GeoCoordinate]]])

    /// Every position, for the projection's origin.
    var allCoordinates: [GeoCoordinate] {
        switch self {
        case let .point(c): return [c]
        case let .line(cs): return cs
        case let .polygons(ps): return ps.flatMap { $0.flatMap { $0 } }
        }
    }
}

/// What one OSM reader decoded from one file: its features and the deviations it tolerated.
public struct OSMDocument: Hashable, Sendable {
    /// The file, relative to the source, used in warnings and errors.
    public var file: String
    public var features: [OSMFeature]
    /// Problems met while decoding (missing nodes, unclosed rings, broken multipolygons).
    public var warnings: [VenueWarning]
    /// Elements the reader did not turn into features, counted by what they are (`relation type=route`).
    public var skippedCounts: [String: Int]

    public init(file: String, features: [OSMFeature], warnings: [VenueWarning] = [], skippedCounts: [String: Int] = [:]) {
        self.file = file
        self.features = features
        self.warnings = warnings
        self.skippedCounts = skippedCounts
    }
}
