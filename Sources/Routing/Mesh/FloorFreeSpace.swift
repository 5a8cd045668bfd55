import IndoorGeometry

/// The walkable space of one floor, as the routing graph takes it.
public struct FloorFreeSpace: Sendable {
    /// Identifier from the source, for reports.
    public var id: String
    /// Level number (MVF elevation, IMDF ordinal): the vertical order of the floors.
    public var ordinal: Int
    /// The building or floor stack the floor belongs to, when any. Floors crossed by a connection between
    /// two floors of one stack count the stack's distinct ordinals between them (ordinals −1, 0, 2: 0 to
    /// 2 is one floor); elsewhere they are `|Δordinal|`.
    public var stack: Int?
    /// Walkable area in metres, already shrunk by the walker's clearance (walls and obstacles removed).
    public var freeSpace: MultiPolygon
    /// Segments across the free space (same-floor doors) made mesh edges, closable per query by naming
    /// their id in ``RoutingProfile/closedConnections``. Default none.
    public var cuts: [MeshCut] = []

    /// - Parameters: see the properties.
    public init(id: String, ordinal: Int, freeSpace: MultiPolygon, stack: Int? = nil, cuts: [MeshCut] = []) {
        self.id = id
        self.ordinal = ordinal
        self.freeSpace = freeSpace
        self.stack = stack
        self.cuts = cuts
    }
}
