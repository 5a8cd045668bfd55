/// A door or opening: a gap in the walls joining spaces on one floor, or a building entrance joining an
/// indoor floor to an outdoor one (MVF door connections, IMDF openings).
public struct Door: Hashable, Sendable {
    /// Source id (MVF connection `c_…`, IMDF opening UUID).
    public var id: String
    /// The floor the door's line lies on.
    public var floorIndex: Int
    /// The door's span in metres, when drawn as a line (absent for point-only doors).
    public var line: Polyline?
    /// Indices of the spaces whose boundary the door lies on (computed from geometry), usually two.
    public var spaceIndices: [Int]
    /// Where the door can be used, per floor: MVF entrance/exit anchors, or the line's midpoint.
    public var anchors: [ConnectionAnchor]
    /// Source cost of passing through (MVF `entryCost`, opaque scale); 0 when the source has none.
    public var entryCost: Double
    /// The source cost that marks a connection impassable: INT32_MAX (2147483647), MVF's "blocked" cost.
    /// A cost at or above it is a blocked passage, whichever reader produced it.
    public static let blockedEntryCost = 2_147_483_647.0
    /// Source category (IMDF opening category), when any.
    public var category: String?
    /// Source id of the geometry drawing the door's line (MVF `g_…` of the entrance LineString), when it
    /// differs from ``id``; lets a caller match the door with the source's own walk graph.
    public var lineGeometryID: String?
    // The one-byte fields are stored together, after the words (96 bytes a door, not 104).
    /// Whether the source marks the door impassable (MVF cost 2147483647, IMDF `outofservice`).
    public var isBlocked: Bool
    /// Access flags of the door itself.
    public var flags: AccessFlags
    /// Why this door exists when the source does not draw it (``VenueInference``), `nil` for a door read
    /// from the source.
    public var inference: InferredElement.Kind? = nil
    /// Whether the source lists the door's line as not walkable (MVF `nonwalkable/`): the vendor's own walk
    /// graph does not pass it. Such doors stay closed unless ``VenueInference/opensNonwalkableDoors``.
    public var isListedNonwalkable: Bool = false
    /// Whether the source gives the door no exits (MVF: nothing to leave through), which is why it is
    /// blocked; ``VenueInference`` reopens such a door when it is a building entrance.
    public var hasNoExits: Bool = false
    /// Whether the door is a passage through a wall rather than a gap in it (``InferredElement/Kind/throughRoom``):
    /// it has no line, its two anchors lie on either side of the wall, and routing prices its use with the
    /// profile's through-room penalty.
    public var passesThroughWall: Bool = false

    public init(
        id: String, floorIndex: Int, line: Polyline?, spaceIndices: [Int] = [], anchors: [ConnectionAnchor] = [],
        entryCost: Double = 0, isBlocked: Bool = false, flags: AccessFlags = .all, category: String? = nil,
        lineGeometryID: String? = nil
    ) {
        self.id = id
        self.floorIndex = floorIndex
        self.line = line
        self.spaceIndices = spaceIndices
        self.anchors = anchors
        self.entryCost = entryCost
        self.isBlocked = isBlocked
        self.flags = flags
        self.category = category
        self.lineGeometryID = lineGeometryID
    }

    /// Width of the opening in metres (the line's length), or `nil` without a line.
    public var width: Double? { line?.length }

    /// Whether the door's anchors lie on more than one floor (a building entrance to the outdoor floor, or a
    /// passage between two levels of one storey).
    public var joinsFloors: Bool { Set(anchors.map(\.floorIndex)).count > 1 }

    /// Whether the door is a way into a building: it joins floors, and one of them is outdoors or the floors
    /// belong to different buildings. A door between two indoor levels of one building (at one ordinal) is
    /// not an entrance.
    public func isEntrance(in venue: Venue) -> Bool {
        guard joinsFloors else { return false }
        let floors = Set(anchors.map(\.floorIndex)).filter { venue.floors.indices.contains($0) }
        if floors.contains(where: { venue.floors[$0].isOutdoor }) { return true }
        return Set(floors.map { venue.floors[$0].buildingIndex }).count > 1
    }
}
