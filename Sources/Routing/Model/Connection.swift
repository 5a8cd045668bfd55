import IndoorGeometry

/// Navigation flags of a connection or one of its anchors (MVF `navigationFlags`): the venue model's
/// ``AccessFlags`` under the name routing code reads best.
///
/// A format reader sets `isPublic` on everything when the source declares no `public` flag, and
/// `accessible` on everything when it declares no `accessible` flag, so that "flag absent from the
/// bundle" never means "forbidden".
public typealias NavigationFlags = AccessFlags

extension AccessFlags {
    /// Open to the public (not staff-only); the same bit as ``AccessFlags/isPublic``.
    public static let publicAccess = AccessFlags.isPublic
    /// No restriction: accessible and public. The default for data without flags.
    public static let unrestricted = AccessFlags.all
}

extension ConnectionType {
    /// Maps a source `type` string (case-insensitive) to a type; anything else becomes `unknown`.
    public init(name: String) { self.init(name) }

    /// Whether a wheelchair can never use this kind (stairs, ladders, escalators), whatever its flags say.
    public var isStepped: Bool { self == .stairs || self == .ladder || self == .escalator }
}

/// One place where a connection can be entered or left: a point on a floor.
public struct PortalAnchor: Hashable, Sendable {
    /// Index of the floor in the graph's floor list.
    public var floor: Int
    /// Position in metres on that floor's plane.
    public var point: Point
    /// Who may enter or leave here.
    public var flags: NavigationFlags

    /// - Parameters:
    ///   - floor: index into the floors given to ``RoutingGraph``.
    ///   - point: position in metres.
    ///   - flags: restrictions; ``NavigationFlags/unrestricted`` by default.
    public init(floor: Int, point: Point, flags: NavigationFlags = .unrestricted) {
        self.floor = floor
        self.point = point
        self.flags = flags
    }
}

/// A portal between two places: stairs, an elevator, an escalator, a door…
///
/// A walker enters at any entrance and leaves at any exit (a different anchor). Entrances that differ
/// from the exits make it one-way (an up escalator: entrance downstairs, exit upstairs). The walking
/// distance between entrance and exit is not part of its cost: the cost comes from the profile's
/// ``ConnectionCostModel`` (per-type times, or the raw MVF weights kept here).
public struct Connection: Hashable, Sendable {
    /// Identifier from the source (MVF `c_…`), for reports.
    public var id: String
    public var type: ConnectionType
    public var entrances: [PortalAnchor]
    public var exits: [PortalAnchor]
    /// Restrictions of the connection as a whole.
    public var flags: NavigationFlags
    /// Closed: never used by any profile.
    public var isBlocked: Bool
    /// MVF `entryCost` (opaque weight, 0 when unknown). `2147483647` (INT32_MAX) marks a blocked connection.
    public var rawEntryCost: Double
    /// MVF `floorCostMultiplier` (opaque weight per floor crossed, 0 when unknown).
    public var rawFloorCostMultiplier: Double
    /// Whether using it passes through a wall into or out of a room with no mapped door (an inferred
    /// through-room passage): priced with ``RoutingProfile/throughRoomPenalty`` in the cost, not the time.
    public var passesThroughWall: Bool = false

    /// The MVF sentinel for "impassable".
    public static let rawBlockedCost = 2_147_483_647.0

    /// Creates a connection.
    /// - Parameters:
    ///   - id: source identifier.
    ///   - type: kind of portal.
    ///   - entrances: where it can be entered.
    ///   - exits: where it can be left (the same list as `entrances` for a two-way connection).
    ///   - flags: restrictions; unrestricted by default.
    ///   - isBlocked: closed. Also set when `rawEntryCost ≥ 2147483647` (MVF's "blocked").
    ///   - rawEntryCost: MVF `entryCost`, ≥ 0.
    ///   - rawFloorCostMultiplier: MVF `floorCostMultiplier`, ≥ 0.
    public init(
        id: String, type: ConnectionType, entrances: [PortalAnchor], exits: [PortalAnchor],
        flags: NavigationFlags = .unrestricted, isBlocked: Bool = false,
        rawEntryCost: Double = 0, rawFloorCostMultiplier: Double = 0
    ) {
        self.id = id
        self.type = type
        self.entrances = entrances
        self.exits = exits
        self.flags = flags
        self.isBlocked = isBlocked || rawEntryCost >= Connection.rawBlockedCost
        self.rawEntryCost = rawEntryCost
        self.rawFloorCostMultiplier = rawFloorCostMultiplier
    }

    /// A two-way connection: every anchor is both an entrance and an exit (stairs, elevators, doors).
    public static func twoWay(
        id: String, type: ConnectionType, anchors: [PortalAnchor],
        flags: NavigationFlags = .unrestricted, isBlocked: Bool = false,
        rawEntryCost: Double = 0, rawFloorCostMultiplier: Double = 0
    ) -> Connection {
        Connection(
            id: id, type: type, entrances: anchors, exits: anchors, flags: flags, isBlocked: isBlocked,
            rawEntryCost: rawEntryCost, rawFloorCostMultiplier: rawFloorCostMultiplier)
    }
}
