/// Why a floor could not be rendered by reference.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The floor reference names no single floor.
    case floor(FloorLookupError)
    /// The marker is not a valid WGS84 position.
    case invalidMarker(GeoCoordinate)

    public var description: String {
        switch self {
        case let .floor(e): return e.description
        case let .invalidMarker(c): return "marker coordinate \(c) is not a valid longitude,latitude"
        }
    }
}
