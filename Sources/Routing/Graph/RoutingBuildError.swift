import IndoorGeometry

/// A reference-type identity for a ``RoutingData``; caches hold it strongly, so an identity is
/// never reused while a cache refers to it.
final class RoutingGraphToken: Sendable {}

/// Why a ``RoutingData`` could not be built.
public enum RoutingBuildError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A connection anchor names a floor index that is not in the floor list.
    case anchorFloorOutOfRange(connectionId: String, floor: Int, floorCount: Int)
    /// The clearance is not a number of metres in ``RouterKey/clearanceRange``.
    case clearanceOutOfRange(Double)
    /// The router stored in a prebuilt file is damaged (``VenueRouter/prebuilt(venue:file:key:)``).
    case prebuilt(PrebuiltError)

    /// A sentence saying what is wrong, where, and how to fix it.
    public var description: String {
        switch self {
        case let .anchorFloorOutOfRange(id, f, n):
            return "connection '\(id)' has an anchor on floor \(f), but there are only \(n) floors (0..<\(n)); check the floor list"
        case let .clearanceOutOfRange(c):
            let r = RouterKey.clearanceRange
            return "clearance \(c) m is outside the allowed range \(r.lowerBound)…\(r.upperBound) m (the distance a walker's centre keeps from walls)"
        case let .prebuilt(e):
            return e.description
        }
    }
}

/// An anomaly met while building a ``RoutingData``: the graph works, without the named part.
public enum RoutingBuildIssue: Hashable, Sendable, CustomStringConvertible {
    /// An anchor lies farther than the snap distance from free space: it is not used.
    case anchorOutsideFreeSpace(connectionId: String, floor: Int, point: Point)
    /// A floor's free space could not be meshed cleanly.
    case mesh(floor: Int, floorId: String, issue: NavigationMeshIssue)

    /// A sentence saying what is wrong, where, and how to fix it.
    public var description: String {
        switch self {
        case let .anchorOutsideFreeSpace(id, f, p):
            return "connection '\(id)': anchor \(p) on floor \(f) is outside the free space; it is not used"
        case let .mesh(_, id, issue):
            return "floor '\(id)': \(issue)"
        }
    }
}
