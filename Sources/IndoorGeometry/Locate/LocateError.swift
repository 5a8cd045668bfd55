/// Why a point query could not be answered: its floor, or its coordinate.
public enum LocateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The floor reference names no single floor.
    case floor(FloorLookupError)
    /// The coordinate is not a valid WGS84 position.
    case invalidCoordinate(GeoCoordinate)

    public var description: String {
        switch self {
        case let .floor(e): return e.description
        case let .invalidCoordinate(c):
            return "coordinate \(c) is not a valid longitude,latitude"
        }
    }
}
