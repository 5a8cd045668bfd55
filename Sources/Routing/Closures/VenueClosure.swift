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

extension VenueRouter {
    /// Resolves ids to close for one query: connection ids, floor-joining door ids, space ids.
    /// - Throws: ``VenueClosureError`` for an unknown id, or a same-floor door open in the free space whose span
    ///   could not be made a mesh edge.
    public func closure(of ids: [String]) throws(VenueClosureError) -> VenueClosure {
        var out = VenueClosure()
        for raw in ids {
            let id = raw.trimmingCharacters(in: .whitespaces)
            if venue.connections.contains(where: { $0.id == id }) {
                out.connectionIds.insert(id)
            } else if let d = venue.doors.first(where: { $0.id == id }) {
                if !d.joinsFloors && !graph.isClosableCut(id) && isOpenInFreeSpace(d) { throw .sameFloorDoor(id) }
                out.connectionIds.insert(id)
            } else if let i = venue.spaces.firstIndex(where: { $0.id == id }) {
                out.spaceIndices.insert(i)
                let space = venue.spaces[i]
                for c in venue.connections
                where (c.entrances + c.exits).contains(where: {
                    $0.floorIndex == space.floorIndex && space.polygon.locate($0.point) != .exterior
                }) { out.connectionIds.insert(c.id) }
                for d in venue.doors where d.spaceIndices.contains(i) {
                    if d.joinsFloors || graph.isClosableCut(d.id) {
                        out.connectionIds.insert(d.id)
                    } else if isOpenInFreeSpace(d) && !out.openDoors.contains(d.id) {
                        out.openDoors.append(d.id)
                    }
                }
            } else {
                throw .unknown(id)
            }
        }
        return out
    }

    /// Whether the door's midpoint lies in its floor's free space (a door the clearance or the source closes does not).
    func isOpenInFreeSpace(_ d: Door) -> Bool {
        guard let line = d.line, let a = line.points.first, let b = line.points.last,
            d.floorIndex >= 0 && d.floorIndex < graph.meshes.count
        else { return false }
        return graph.meshes[d.floorIndex].locate(a.interpolated(to: b, t: 0.5)) != nil
    }
}
