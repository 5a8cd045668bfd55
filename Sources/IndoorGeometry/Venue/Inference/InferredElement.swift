/// One thing ``VenueInference`` assumed because the source leaves it out: a door, an opening, an entrance,
/// a place to stand at, or the ground between buildings. Reported by `indoor check` (one finding each),
/// counted by `indoor info`, and listed in every route that uses it.
public struct InferredElement: Hashable, Sendable {
    /// What was inferred.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An open-fronted space (a shop, a café, an information desk, a waiting room, a restroom, an
        /// unwalled area) with no door: opened along the edge it shares with a walkway.
        case openFront = "open-front"
        /// A space with no usable door that is not open-fronted: routes start and end just outside the
        /// stretch of its boundary that walkable space touches (``Space/approachPoint``).
        case doorlessEdge = "doorless-edge"
        /// Stairs, an elevator, escalator or ramp drawn without an opening: opened where it meets walkable
        /// space, over at most ``VenueInference/verticalOpeningWidth``.
        case verticalOpening = "vertical-opening"
        /// Two levels of one building drawn at the same ordinal (a concourse and its shops, split into
        /// level features) whose walkways meet with no opening mapped: joined across the shared edge by
        /// passages at most ``VenueInference/levelPassageSpacing`` apart.
        case levelPassage = "level-passage"
        /// A door on a building's outer wall that leads outside: joined to the outdoor floor.
        case entrance = "entrance"
        /// The ground between the buildings of a venue with no outdoor floor: walkable outdoors.
        case outdoorGround = "outdoor-ground"
        /// Stairs, an elevator, escalator or ramp drawn as one space per level (IMDF units, OSM rooms) with
        /// the same outline on consecutive levels and no connection mapped: the reader joins the stack into
        /// one connection (``VerticalConnection/isInferred``).
        case stackedConnection = "stacked-connection"
        /// A door the source lists as not walkable, opened on request
        /// (``VenueInference/opensNonwalkableDoors``).
        case nonwalkableDoorOpened = "nonwalkable-door-opened"
        /// A walled space with no mapped door entered across a stretch of boundary it shares with walkable
        /// space (circulation, else a neighbouring doorless space of the floor): a passage through the wall
        /// whose use costs the routing profile's through-room penalty in the route's cost, not its time.
        case throughRoom = "through-room"
        /// A space drawn on top of a walkable space (a shop inside a corridor polygon, a kiosk on a
        /// concourse): the part of its outline inside the lower space is where the two meet, as a shared edge.
        case overlap = "overlap"
        /// An IMDF unit category outside the spec read by its known part (`walkway_sta` as `walkway`).
        case categoryRead = "category-read"
        /// A space with no door that no walkable space comes within ``VenueInference/doorlessReach`` of, but
        /// within ``VenueInference/approachLimit``: routes end at the nearest reachable point, at
        /// ``InferredElement/distance`` from the space (a shop behind a gap of unmapped floor).
        case approach = "approach"
    }

    public var kind: Kind
    /// The id of what was added or changed: the inferred door (`inferred:…`), the space given an approach
    /// point, the source door made an entrance, or the outdoor floor.
    public var id: String
    /// Ids of the spaces concerned (the space opened first, then the walkable space it opens onto).
    public var spaceIDs: [String]
    /// The floor it lies on (index into ``Venue/floors``).
    public var floorIndex: Int
    /// Where: the middle of the opening, the approach point, or a point of the ground (metres).
    public var point: Point
    /// Width of the opening in metres, when it is one.
    public var width: Double?
    /// One plain sentence saying what was assumed and why.
    public var message: String
    /// For an ``Kind/approach``: how far (metres) the space still is from where routes end.
    public var distance: Double? = nil

    public init(kind: Kind, id: String, spaceIDs: [String], floorIndex: Int, point: Point, width: Double? = nil, message: String) {
        self.kind = kind
        self.id = id
        self.spaceIDs = spaceIDs
        self.floorIndex = floorIndex
        self.point = point
        self.width = width
        self.message = message
    }
}
