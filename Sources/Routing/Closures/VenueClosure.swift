import IndoorGeometry

/// Parts of a venue closed for one query (maintenance, an evacuation drill, a broken elevator), from the
/// ids a user names, in the terms the router uses: connection ids for ``RoutingProfile/closedConnections``
/// and space indices that are not destinations. Nothing is rebuilt.
///
/// - A vertical connection (stairs, elevator…) or a door joining two floors (a building entrance) is closed
///   exactly: the router treats it as blocked.
/// - A door between two spaces of one floor is closed exactly too: its span is a mesh edge (a cut across
///   the free space, ``MeshCut``), which the query treats as a wall, as if the venue had a wall there.
/// - A space is closed by closing every connection with an anchor inside it and every door on its
///   boundary, and it is no destination (nearest, matrix, reachable skip it).
public struct VenueClosure: Hashable, Sendable {
    /// Connection ids to put in ``RoutingProfile/closedConnections``.
    public var connectionIds: Set<String> = []
    /// Closed spaces (indices into `venue.spaces`): never a destination.
    public var spaceIndices: Set<Int> = []
    /// Ids of same-floor doors of closed spaces that stay open: doors open in the free space whose span
    /// could not be made a mesh edge (a degenerate door line); empty for well-formed venues.
    public var openDoors: [String] = []

    public init() {}
}

/// Why a closure could not be applied.
public enum VenueClosureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection, door or space has the id.
    case unknown(String)
    /// The id names a door between spaces of one floor that is open in the free space but whose span
    /// could not be made a mesh edge (a degenerate door line), so it cannot be closed per query.
    case sameFloorDoor(String)

    public var description: String {
        switch self {
        case let .unknown(id): return "nothing to close named '\(id)': expected a connection id (stairs, elevator…), a door id or a space id"
        case let .sameFloorDoor(id):
            return
                "door '\(id)' is open in the free space but its span could not be made closable (a degenerate door line); close a space on either side instead"
        }
    }
}
