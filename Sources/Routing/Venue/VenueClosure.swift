import IndoorGeometry

/// Parts of a venue closed for one query (maintenance, an evacuation drill, a broken elevator), from the
/// ids a user names, in the terms the router uses: connection ids for ``RoutingProfile/closedConnections``
/// and space indices that are not destinations. Nothing is rebuilt.
///
/// - A vertical connection (stairs, elevator…) or a door joining two floors (a building entrance) is closed
///   exactly: the router treats it as blocked.
/// - A space is closed by closing every connection with an anchor inside it and every floor-joining door on
///   its boundary, and it is no destination (nearest, matrix, reachable skip it). Its doors to spaces on
///   the same floor are gaps in the free space, not graph edges, and stay open: a route may still walk
///   through the space (``openDoors`` lists them).
/// - A door between two spaces of one floor cannot be closed at query time (``VenueClosureError/sameFloorDoor(_:)``).
public struct VenueClosure: Hashable, Sendable {
    /// Connection ids to put in ``RoutingProfile/closedConnections``.
    public var connectionIds: Set<String> = []
    /// Closed spaces (indices into `venue.spaces`): never a destination.
    public var spaceIndices: Set<Int> = []
    /// Ids of same-floor doors of closed spaces, which stay open.
    public var openDoors: [String] = []

    public init() {}
}

/// Why a closure could not be applied.
public enum VenueClosureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connection, door or space has the id.
    case unknown(String)
    /// The id names a door between spaces of one floor: a gap in the free space, not closable per query.
    case sameFloorDoor(String)

    public var description: String {
        switch self {
        case let .unknown(id): return "nothing to close named '\(id)': expected a connection id (stairs, elevator…), a building entrance door id or a space id"
        case let .sameFloorDoor(id):
            return "door '\(id)' joins spaces on one floor: it is a gap in the walls, which cannot be closed per query yet; close a connection, a building entrance or a space instead"
        }
    }
}

extension VenueRouter {
    /// Resolves ids to close for one query: connection ids, floor-joining door ids, space ids.
    /// - Throws: ``VenueClosureError`` for an unknown id or a same-floor door.
    public func closure(of ids: [String]) throws(VenueClosureError) -> VenueClosure {
        var out = VenueClosure()
        for raw in ids {
            let id = raw.trimmingCharacters(in: .whitespaces)
            if venue.connections.contains(where: { $0.id == id }) {
                out.connectionIds.insert(id)
            } else if let d = venue.doors.first(where: { $0.id == id }) {
                guard d.joinsFloors else { throw .sameFloorDoor(id) }
                out.connectionIds.insert(id)
            } else if let i = venue.spaces.firstIndex(where: { $0.id == id }) {
                out.spaceIndices.insert(i)
                let space = venue.spaces[i]
                for c in venue.connections where (c.entrances + c.exits).contains(where: {
                    $0.floorIndex == space.floorIndex && space.polygon.locate($0.point) != .exterior
                }) { out.connectionIds.insert(c.id) }
                for d in venue.doors where d.spaceIndices.contains(i) {
                    if d.joinsFloors { out.connectionIds.insert(d.id) } else if !out.openDoors.contains(d.id) { out.openDoors.append(d.id) }
                }
            } else {
                throw .unknown(id)
            }
        }
        return out
    }
}
