/// One indoor map, independent of the file format it came from (MVF v3, IMDF or OpenStreetMap SIT).
///
/// Everything is in metres on ``projection``'s local plane; ids are the source's own. Features refer to
/// each other by index into the venue's arrays (`floorIndex`, `spaceIndices`), which are stable for the
/// life of the value. Hit-testing and routing read only this model, never format details.
public struct Venue: Sendable {
    /// Display name of the venue (MVF manifest name, IMDF venue name).
    public var name: String
    /// Which format the venue was read from.
    public var format: VenueFormat
    /// The projection used for every `Point` in this venue (origin near the venue centre).
    public var projection: LocalProjection
    /// Buildings (MVF floor stacks, IMDF buildings), each listing its floors bottom to top.
    public var buildings: [Building]
    /// All floors, in the source's order.
    public var floors: [Floor]
    /// Rooms, hallways, areas (MVF) and units (IMDF).
    public var spaces: [Space]
    /// Wall centre lines with their thickness.
    public var walls: [Wall]
    /// Doors and openings between spaces (and between a building and the outside).
    public var doors: [Door]
    /// Things that block walking inside spaces: desks, fixtures, nonwalkable geometry.
    public var obstacles: [Obstacle]
    /// Stairs, elevators, escalators, ramps and other connections between floors (doors are in ``doors``).
    public var connections: [VerticalConnection]
    /// Named places people search for (MVF locations, IMDF occupants, amenities and named units).
    public var destinations: [Destination]
    /// What the reader met that breaks the spec but kept its meaning (see ``VenueWarning``).
    public var warnings: [VenueWarning]
    /// Source features the model keeps no typed value for, counted by what they are (`window`,
    /// `unknown-kind:<kind>`, `unkinded-polygon`, `kind-geometry-mismatch`), so reports can say what was
    /// left out. Empty when everything was used.
    public var otherFeatureCounts: [String: Int] = [:]
    /// Thickness in metres of the walls that space boundaries stand for (``Space/boundaryIsWall``), for a
    /// format without drawn walls (IMDF: the reader sets 0.1 m); `nil` when the venue draws its walls (MVF).
    public var spaceBoundaryWallThickness: Double? = nil
    /// What ``VenueInference`` added because the source leaves out what a person walks through (doors of
    /// open-fronted shops, openings of stairs, building entrances, the ground between buildings), one element
    /// each; empty for a venue read strictly.
    public var inferences: [InferredElement] = []

    public init(
        name: String, format: VenueFormat, projection: LocalProjection, buildings: [Building] = [], floors: [Floor] = [],
        spaces: [Space] = [], walls: [Wall] = [], doors: [Door] = [], obstacles: [Obstacle] = [],
        connections: [VerticalConnection] = [], destinations: [Destination] = [], warnings: [VenueWarning] = []
    ) {
        self.name = name
        self.format = format
        self.projection = projection
        self.buildings = buildings
        self.floors = floors
        self.spaces = spaces
        self.walls = walls
        self.doors = doors
        self.obstacles = obstacles
        self.connections = connections
        self.destinations = destinations
        self.warnings = warnings
    }

    /// Validates the venue; see ``VenueReport``.
    /// - Complexity: O(E log E) over all ring edges plus linear passes over the features.
    public func qualityReport() -> VenueReport { VenueReport(venue: self) }
}

/// The source format of a ``Venue``.
public enum VenueFormat: String, Hashable, Sendable {
    case mvf3 = "mvf3"
    case imdf = "imdf"
    /// OpenStreetMap, Simple Indoor Tagging (`.osm` XML or osmtogeojson GeoJSON).
    case osm = "osm"
}

/// A building: a set of floors stacked on each other (MVF floor stack, IMDF building).
public struct Building: Hashable, Sendable {
    public var id: String
    public var name: String
    /// Indices into ``Venue/floors``, sorted by ordinal (bottom first).
    public var floorIndices: [Int]

    public init(id: String, name: String, floorIndices: [Int]) {
        self.id = id
        self.name = name
        self.floorIndices = floorIndices
    }
}

/// A floor (MVF floor, IMDF level).
public struct Floor: Hashable, Sendable {
    public var id: String
    /// Display name ("Level 2").
    public var name: String
    /// Short name ("2"), when the source has one.
    public var shortName: String?
    /// Vertical order: 0 is the ground floor, negative below (MVF `elevation`, IMDF `ordinal`).
    /// Comparable only within a building or across explicit connections.
    public var ordinal: Int
    /// Index into ``Venue/buildings``, or `nil` for floors outside any building (outdoor floors).
    public var buildingIndex: Int?
    /// Whether this is an outdoor floor (MVF outdoors extension, IMDF `outdoor`).
    public var isOutdoor: Bool
    /// The floor outline, when the source has one.
    public var outline: MultiPolygon?

    public init(
        id: String, name: String, shortName: String? = nil, ordinal: Int, buildingIndex: Int? = nil, isOutdoor: Bool = false, outline: MultiPolygon? = nil
    ) {
        self.id = id
        self.name = name
        self.shortName = shortName
        self.ordinal = ordinal
        self.buildingIndex = buildingIndex
        self.isOutdoor = isOutdoor
        self.outline = outline
    }
}
