import IndoorGeometry

/// The walkable space of one floor, as the routing graph takes it.
public struct FloorFreeSpace: Sendable {
    /// Identifier from the source, for reports.
    public var id: String
    /// Level number (MVF elevation, IMDF ordinal): per-floor connection costs use `|Δordinal|`.
    public var ordinal: Int
    /// Walkable area in metres, already shrunk by the walker's clearance (walls and obstacles removed).
    public var freeSpace: MultiPolygon

    /// - Parameters: see the properties.
    public init(id: String, ordinal: Int, freeSpace: MultiPolygon) {
        self.id = id
        self.ordinal = ordinal
        self.freeSpace = freeSpace
    }
}
