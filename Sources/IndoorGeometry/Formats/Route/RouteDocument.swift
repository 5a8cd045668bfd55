/// The route document: the GeoJSON FeatureCollection `indoor route` prints and `indoor render --route`
/// reads, defined once for its writer (`RouteGeoJSON` in Routing) and its reader (``RenderRoute``).
///
/// - A walking leg is a `LineString` Feature with ``floor`` (the floor id), ``leg`` (0-based order),
///   `floorName`, `ordinal` and `distance` (metres).
/// - A floor change is a `MultiPoint` Feature of two positions, the entrance then the exit, with
///   ``connection`` (its type), `id`, ``fromFloor`` and ``toFloor`` (floor ids) with ``fromFloorName`` and
///   ``toFloorName``, `floorsCrossed`, `cost` and `duration` (seconds). A reader draws the entrance on
///   `fromFloor` and the exit on `toFloor`.
/// - A top-level foreign member ``summary`` (RFC 7946 §6.1) holds totals, a breakdown and instructions.
///   A connection's breakdown entry also has `sourceCost`: the weight the source data gives that
///   connection (MVF `entryCost + floorCostMultiplier × floors`), for reference only: routes are priced
///   by the profile's time model (`cost`, `duration`), never by it.
///
/// Coordinates are WGS84 `[longitude, latitude]`, rounded to ``coordinateDecimals`` places by ``encoder``.
public enum RouteDocument {
    /// Decimal places of the document's coordinates: 9, 0.1 mm of latitude, far below any routing tolerance.
    public static let coordinateDecimals = 9
    /// The encoder that writes the document (``GeoJSONEncoder`` with ``coordinateDecimals``).
    public static let encoder = GeoJSONEncoder(coordinateDecimals: coordinateDecimals)
    /// Property of a leg: the id of the floor it is walked on.
    public static let floor = "floor"
    /// Property of a leg: its 0-based position among the legs.
    public static let leg = "leg"
    /// Property of a floor change: the connection type (`stairs`, `elevator`, `door`…).
    public static let connection = "connection"
    /// Property of a floor change: the floor id its first position (the entrance) is on.
    public static let fromFloor = "fromFloor"
    /// Property of a floor change: the floor id its second position (the exit) is on.
    public static let toFloor = "toFloor"
    /// Property of a floor change: the display name of the floor of ``fromFloor``.
    public static let fromFloorName = "fromFloorName"
    /// Property of a floor change: the display name of the floor of ``toFloor``.
    public static let toFloorName = "toFloorName"
    /// The top-level member with the route's totals.
    public static let summary = "summary"
}
