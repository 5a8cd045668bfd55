/// A way between floors (or a same-floor shortcut): stairs, elevator, escalator, ramp, ladder, travelator.
///
/// Works like a portal: enter at any entrance, leave at any exit. A connection whose exits differ from its
/// entrances is one-way (an escalator). Costs keep the source's scale (MVF: opaque weights, not metres);
/// the router converts them with its documented cost model.
public struct VerticalConnection: Hashable, Sendable {
    public var id: String
    public var type: ConnectionType
    public var entrances: [ConnectionAnchor]
    public var exits: [ConnectionAnchor]
    /// Source cost to enter (MVF `entryCost`).
    public var entryCost: Double
    /// Source cost per floor travelled (MVF `floorCostMultiplier`, times |Δordinal|).
    public var floorCostMultiplier: Double
    /// Whether the source marks the connection impassable (MVF cost 2147483647).
    public var isBlocked: Bool
    /// True when inferred from geometry (IMDF stacked units) rather than read from the source.
    public var isInferred: Bool
    /// Display name, when the source has one.
    public var name: String?

    public init(
        id: String, type: ConnectionType, entrances: [ConnectionAnchor], exits: [ConnectionAnchor], entryCost: Double = 0,
        floorCostMultiplier: Double = 1, isBlocked: Bool = false, isInferred: Bool = false, name: String? = nil
    ) {
        self.id = id
        self.type = type
        self.entrances = entrances
        self.exits = exits
        self.entryCost = entryCost
        self.floorCostMultiplier = floorCostMultiplier
        self.isBlocked = isBlocked
        self.isInferred = isInferred
        self.name = name
    }

    /// Whether entrances and exits differ (one-way travel).
    public var isOneWay: Bool { Set(entrances) != Set(exits) }
}

/// Where a connection or door can be entered or left on one floor.
public struct ConnectionAnchor: Hashable, Sendable {
    // Stored largest first, so the optional's tag and the flags share one word (56 bytes, not 64).
    /// The anchor position in metres (for a door line, its midpoint).
    public var point: Point
    /// Source geometry id of the anchor (MVF `g_…`), when any.
    public var geometryID: String?
    public var floorIndex: Int
    /// The space containing the anchor, when known.
    public var spaceIndex: Int?
    /// Who may use this anchor.
    public var flags: AccessFlags

    public init(floorIndex: Int, point: Point, spaceIndex: Int? = nil, geometryID: String? = nil, flags: AccessFlags = .all) {
        self.floorIndex = floorIndex
        self.point = point
        self.spaceIndex = spaceIndex
        self.geometryID = geometryID
        self.flags = flags
    }
}

/// Who may use a connection, door or anchor (MVF navigation flags, IMDF accessibility and restriction).
public struct AccessFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Usable by wheelchair users.
    public static let accessible = AccessFlags(rawValue: 1)
    /// Open to the public (without it: staff only).
    public static let isPublic = AccessFlags(rawValue: 2)
    /// Leads outdoors.
    public static let outdoors = AccessFlags(rawValue: 4)
    /// Accessible and public: the default when a source says nothing.
    public static let all: AccessFlags = [.accessible, .isPublic]
}

/// The type of a door or connection. Open-ended: unknown types stay routable as `.unknown(name)`.
public enum ConnectionType: Hashable, Sendable, CustomStringConvertible {
    case door, stairs, elevator, escalator, travelator, ramp, ladder
    case unknown(String)

    public init(_ name: String) {
        switch name.lowercased() {
        case "door": self = .door
        case "stairs", "steps", "stair", "staircase": self = .stairs
        case "elevator", "lift": self = .elevator
        case "escalator": self = .escalator
        case "travelator", "movingwalkway", "moving-walkway": self = .travelator
        case "ramp": self = .ramp
        case "ladder": self = .ladder
        default: self = .unknown(name)
        }
    }

    public var description: String {
        switch self {
        case .door: return "door"
        case .stairs: return "stairs"
        case .elevator: return "elevator"
        case .escalator: return "escalator"
        case .travelator: return "travelator"
        case .ramp: return "ramp"
        case .ladder: return "ladder"
        case let .unknown(s): return s
        }
    }
}
