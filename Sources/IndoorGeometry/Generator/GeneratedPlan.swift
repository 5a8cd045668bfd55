/// The generator's format-independent output, in campus metres: what the MVF and IMDF writers serialise.
struct GeneratedPlan {
    struct SpaceItem {
        var id: String
        /// `room`, `hallway` or `area` (MVF kinds).
        var kind: String
        /// Closed rings, shell first (CCW) then holes (CW).
        var rings: [[Point]]
        var name: String?
        var category: String?
        /// Where a vertical connection is anchored in this space (stairs and elevators), when it is one.
        var anchor: Point? = nil
        /// The IMDF unit category written verbatim instead of the one ``category`` maps to, as an export
        /// with its own vocabulary writes it (`walkway_sta`); `nil` writes the mapped one.
        var exportCategory: String? = nil
    }

    struct DoorItem {
        /// Geometry id of the door line (MVF) / opening id (IMDF).
        var lineID: String
        var connectionID: String
        var line: [Point]
        /// Exit points, one per side, each with its floor index and geometry id.
        var exits: [(floor: Int, id: String, point: Point)]
        var isEntrance: Bool
    }

    struct WallItem {
        var id: String
        var line: [Point]
        var isExterior: Bool
    }

    struct ObstacleItem {
        var id: String
        var ring: [Point]
    }

    struct FloorItem {
        var id: String
        var name: String
        var shortName: String
        var ordinal: Int
        var building: Int?
        var spaces: [SpaceItem] = []
        var doors: [DoorItem] = []
        var walls: [WallItem] = []
        var obstacles: [ObstacleItem] = []
        /// Point geometries that anchor vertical connections (id, point).
        var anchorPoints: [(id: String, point: Point)] = []
        /// Outline of the floor (building footprint or campus grounds), closed ring.
        var outline: [Point]
        /// Whether the OSM writer draws this floor's walls as `indoor=wall` ways; mall data mapped with
        /// Simple Indoor Tagging draws none (its room outlines are the walls). MVF always draws them.
        var osmDrawsWalls = true
    }

    struct ConnectionItem {
        var id: String
        var type: String
        var name: String
        /// Anchors as (floor index, geometry id, point); entrances and exits are the same set (two-way).
        var anchors: [(floor: Int, id: String, point: Point)]
        var entryCost: Double
        var floorCostMultiplier: Double
        var flags: Int
    }

    struct BuildingItem {
        var id: String
        var name: String
        var code: String
        var floors: [Int]
        var footprint: [Point]
        /// The building this one repeats (a second outline with the same name and no floors of its own),
        /// when it is a duplicate.
        var duplicateOf: Int? = nil
        /// Walls drawn along this building's outline on every level of the building it repeats (OSM only:
        /// the mapper of the second outline drew them; they give it floors with no spaces).
        var outlineWalls: [[Point]] = []
    }

    var name: String
    var origin: GeoCoordinate
    var floors: [FloorItem] = []
    var buildings: [BuildingItem] = []
    var connections: [ConnectionItem] = []
    /// Index of the outdoor floor, if any.
    var outdoorFloor: Int?
}
