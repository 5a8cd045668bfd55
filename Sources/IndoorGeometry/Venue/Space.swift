/// A space people can be in: an MVF room, hallway or area polygon, or an IMDF unit.
public struct Space: Hashable, Sendable {
    /// Source id (`g_…` for MVF, a UUID for IMDF).
    public var id: String
    public var floorIndex: Int
    /// What kind of space this is (MVF kind, or ``SpaceKind/unit`` for IMDF).
    public var kind: SpaceKind
    /// IMDF unit category, or the first MVF location category name; `nil` when unknown.
    public var category: String?
    /// The space's area; a polygon may have holes (pillars, courtyards).
    public var polygon: Polygon
    /// Display names from MVF locations or IMDF unit names and occupants, most specific first.
    public var names: [String]
    /// The source's access restriction (IMDF unit `restriction`: `employeesonly`, `restricted`), `nil` when
    /// the space is open to the public. A restricted space is a place for staff: a route that does not
    /// include non-public spaces may neither pass through it nor start or end in it.
    public var restriction: String?
    /// For IMDF units that are stairs, elevators, escalators or ramps: the connection type they stand for.
    public var verticalType: ConnectionType?
    /// Fill colour `#RRGGBB` from the source's style, when it has one.
    public var color: String?
    // The optional points and the one-byte fields are stored last and together (208 bytes a space, not 224).
    /// A good point for labels and for starting or ending a route, when the source gives one.
    public var displayPoint: Point?
    /// Where routes start and end for a space that no usable door opens (``VenueInference``): just outside
    /// the stretch of its boundary that walkable space touches; `nil` for a space entered as usual.
    public var approachPoint: Point? = nil
    /// Whether people walk through it (hallways, rooms, lobbies, vertical units); false for structure,
    /// columns, open-to-below and the like. A restricted space is walkable for staff only (``restriction``).
    public var isWalkable: Bool
    /// Whether hit-testing considers it (``Locator``): rooms, hallways, areas and units people stand in;
    /// not structure, columns or open-to-below. Set by the reader, which knows its format's categories.
    public var isHitTestable: Bool
    /// Whether its boundary is a wall when the venue draws no walls of its own (IMDF units other than
    /// open walkway-like ones; see ``Venue/spaceBoundaryWallThickness``). Set by the reader.
    public var boundaryIsWall: Bool
    /// Whether it is a void: an opening to the floor below (IMDF `opentobelow`), drawn on the map but no
    /// place to stand or go. A void is not counted among the spaces, not hit-tested and no route end.
    /// Set by the reader.
    public var isVoid: Bool

    public init(
        id: String, floorIndex: Int, kind: SpaceKind, category: String? = nil, polygon: Polygon, names: [String] = [],
        isWalkable: Bool = true, verticalType: ConnectionType? = nil, displayPoint: Point? = nil, color: String? = nil,
        restriction: String? = nil, isHitTestable: Bool? = nil, boundaryIsWall: Bool = false, isVoid: Bool = false
    ) {
        self.id = id
        self.floorIndex = floorIndex
        self.kind = kind
        self.category = category
        self.polygon = polygon
        self.names = names
        self.isWalkable = isWalkable
        self.verticalType = verticalType
        self.displayPoint = displayPoint
        self.color = color
        self.restriction = restriction
        if case .other = kind { self.isHitTestable = isHitTestable ?? false } else { self.isHitTestable = isHitTestable ?? true }
        self.boundaryIsWall = boundaryIsWall
        self.isVoid = isVoid
    }

    /// Whether the source restricts access to it (``restriction`` is set): staff only.
    public var isRestricted: Bool { restriction != nil }
}

/// The kind of a ``Space``. Open-ended: unknown source kinds are kept as `.other`.
public enum SpaceKind: Hashable, Sendable, CustomStringConvertible {
    case room
    case hallway
    case area
    /// An IMDF unit (its `category` says more).
    case unit
    case other(String)

    public init(_ name: String) {
        switch name {
        case "room": self = .room
        case "hallway": self = .hallway
        case "area": self = .area
        case "unit": self = .unit
        default: self = .other(name)
        }
    }

    public var description: String {
        switch self {
        case .room: return "room"
        case .hallway: return "hallway"
        case .area: return "area"
        case .unit: return "unit"
        case let .other(s): return s
        }
    }
}
