import IndoorGeometry

/// What kind of portal a ``Connection`` is. An open vocabulary: unknown kinds from newer data stay
/// routable as ``unknown(_:)`` with their original name.
public enum ConnectionType: Hashable, Sendable, CustomStringConvertible {
    case door, stairs, elevator, escalator, ramp, ladder, travelator
    /// A kind this library does not know, with the name the source used (e.g. MVF `"unknown"`, `"lift-bridge"`).
    case unknown(String)

    /// Maps an MVF `type` string (case-insensitive) to a type; anything else becomes ``unknown(_:)``.
    /// - Parameter name: the source's name, e.g. `"elevator"`.
    public init(name: String) {
        switch name.lowercased() {
        case "door": self = .door
        case "stairs", "stair", "staircase": self = .stairs
        case "elevator", "lift": self = .elevator
        case "escalator": self = .escalator
        case "ramp": self = .ramp
        case "ladder": self = .ladder
        case "travelator", "moving-walkway", "movingwalkway": self = .travelator
        default: self = .unknown(name)
        }
    }

    /// The lower-case name (the source's own name for ``unknown(_:)``).
    public var description: String {
        switch self {
        case .door: return "door"
        case .stairs: return "stairs"
        case .elevator: return "elevator"
        case .escalator: return "escalator"
        case .ramp: return "ramp"
        case .ladder: return "ladder"
        case .travelator: return "travelator"
        case let .unknown(name): return name
        }
    }

    /// Whether a wheelchair can never use this kind (stairs, ladders, escalators), whatever its flags say.
    public var isStepped: Bool { self == .stairs || self == .ladder || self == .escalator }
}

/// Navigation flags of a connection or one of its anchors (MVF `navigationFlags`).
///
/// A format reader sets ``publicAccess`` on everything when the source declares no `public` flag, and
/// ``accessible`` on everything when it declares no `accessible` flag, so that "flag absent from the
/// bundle" never means "forbidden".
public struct NavigationFlags: OptionSet, Hashable, Sendable {
    /// The bit set.
    public let rawValue: UInt8
    /// Flags from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Usable by a wheelchair user.
    public static let accessible = NavigationFlags(rawValue: 1)
    /// Open to the public (not staff-only).
    public static let publicAccess = NavigationFlags(rawValue: 2)
    /// Outdoors (informational).
    public static let outdoors = NavigationFlags(rawValue: 4)
    /// No restriction: accessible and public. The default for data without flags.
    public static let unrestricted: NavigationFlags = [.accessible, .publicAccess]
}

/// One place where a connection can be entered or left: a point on a floor.
public struct ConnectionAnchor: Hashable, Sendable {
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
    /// Kind of portal (drives the time model and the accessible filter).
    public var type: ConnectionType
    /// Where it can be entered.
    public var entrances: [ConnectionAnchor]
    /// Where it can be left.
    public var exits: [ConnectionAnchor]
    /// Restrictions of the connection as a whole.
    public var flags: NavigationFlags
    /// Closed: never used by any profile.
    public var isBlocked: Bool
    /// MVF `entryCost` (opaque weight, 0 when unknown). `2147483647` (INT32_MAX) marks a blocked connection.
    public var rawEntryCost: Double
    /// MVF `floorCostMultiplier` (opaque weight per floor crossed, 0 when unknown).
    public var rawFloorCostMultiplier: Double

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
    public init(id: String, type: ConnectionType, entrances: [ConnectionAnchor], exits: [ConnectionAnchor],
                flags: NavigationFlags = .unrestricted, isBlocked: Bool = false,
                rawEntryCost: Double = 0, rawFloorCostMultiplier: Double = 0) {
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
    public static func twoWay(id: String, type: ConnectionType, anchors: [ConnectionAnchor],
                              flags: NavigationFlags = .unrestricted, isBlocked: Bool = false,
                              rawEntryCost: Double = 0, rawFloorCostMultiplier: Double = 0) -> Connection {
        Connection(id: id, type: type, entrances: anchors, exits: anchors, flags: flags, isBlocked: isBlocked,
                   rawEntryCost: rawEntryCost, rawFloorCostMultiplier: rawFloorCostMultiplier)
    }
}
