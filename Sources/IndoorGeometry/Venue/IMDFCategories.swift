/// IMDF category vocabularies (IMDF 1.0.0 / OGC 20-094 categories page) and the routing classification
/// of unit categories.
///
/// Categories are open-ended in practice: an unknown value is kept as written and reported once as a
/// warning, never rejected.
public enum IMDFCategories {
    /// How routing treats a unit.
    public enum UnitRouting: Hashable, Sendable {
        /// People walk in it (corridors, lobbies, rooms).
        case walkable
        /// Nobody walks in it (columns, structure, walls drawn as units, open-to-below, vegetation).
        case notWalkable
        /// A vertical link (stairs, elevator, escalator, ramp, moving walkway): walkable, with this type.
        case vertical(ConnectionType)
        /// A unit with a `restriction` (`employeesonly`, `restricted`): a destination, not a thoroughfare.
        case restricted
    }

    /// Unit categories of the spec (restroom variants included).
    public static let unitCategories: Set<String> = [
        "auditorium", "brick", "classroom", "column", "concrete", "conferenceroom", "drywall", "elevator", "escalator",
        "fieldofplay", "firstaid", "fitnessroom", "foodservice", "footbridge", "glass", "huddleroom", "kitchen",
        "laboratory", "library", "lobby", "lounge", "mailroom", "mothersroom", "movietheater", "movingwalkway",
        "nonpublic", "office", "opentobelow", "parking", "phoneroom", "platform", "privatelounge", "ramp",
        "recreation", "restroom", "restroom.family", "restroom.female", "restroom.female.wheelchair", "restroom.male",
        "restroom.male.wheelchair", "restroom.transgender", "restroom.transgender.wheelchair", "restroom.unisex",
        "restroom.unisex.wheelchair", "restroom.wheelchair", "road", "room", "serverroom", "shower", "smokingarea",
        "stairs", "steps", "storage", "structure", "terrace", "theater", "unenclosedarea", "unspecified",
        "vegetation", "waitingroom", "walkway", "walkway.island", "wood"
    ]

    /// Opening categories of the spec.
    public static let openingCategories: Set<String> = [
        "automobile", "bicycle", "emergencyexit", "pedestrian", "pedestrian.principal", "pedestrian.transit", "service"
    ]

    /// Relationship categories of the spec.
    public static let relationshipCategories: Set<String> = [
        "elevator", "escalator", "movingwalkway", "ramp", "stairs", "traversal", "traversal.path"
    ]

    /// Unit restrictions of the spec.
    public static let restrictions: Set<String> = ["employeesonly", "restricted"]

    /// Unit categories nobody walks in.
    public static let notWalkableUnitCategories: Set<String> = [
        "column", "structure", "opentobelow", "brick", "concrete", "drywall", "glass", "wood", "vegetation"
    ]

    /// Unit categories whose boundaries are open floor, not walls: IMDF draws no walls, so the boundaries of
    /// every other walkable unit become walls (``Venue/spaceBoundaryWallThickness``), except between two
    /// of these (a walkway running into a lobby).
    public static let openUnitCategories: Set<String> = [
        "walkway", "walkway.island", "lobby", "platform", "unenclosedarea", "footbridge", "ramp", "parking", "road"
    ]

    /// Thickness in metres given to the walls that IMDF unit boundaries stand for.
    public static let unitBoundaryWallThickness = 0.1

    /// Unit categories that are voids (``Space/isVoid``): openings to the floor below, no place to go.
    public static let voidUnitCategories: Set<String> = ["opentobelow"]

    /// Unit categories that hit-testing skips (nothing to stand on or in).
    public static let nonLocatableUnitCategories: Set<String> = ["opentobelow", "column", "structure"]

    /// The vertical type a unit or amenity category stands for, or `nil`.
    ///
    /// Matches the category or its prefix before the first dot (`stairs.spiral` is stairs).
    /// - Parameter category: an IMDF category as written.
    public static func verticalType(of category: String) -> ConnectionType? {
        let c = category.lowercased()
        let head = c.split(separator: ".").first.map(String.init) ?? c
        switch head {
        case "elevator": return .elevator
        case "escalator": return .escalator
        case "stairs", "steps": return .stairs
        case "ramp": return .ramp
        case "movingwalkway": return .travelator
        default: return nil
        }
    }

    /// The routing class of a unit: vertical first (a restricted staircase is still a staircase; the
    /// restriction goes into the access flags), then not-walkable categories, then restriction, else walkable.
    ///
    /// Unknown categories are walkable (most non-standard ones name rooms: `administration`, `shop`).
    /// - Parameters:
    ///   - category: the unit's category, `nil` when missing.
    ///   - restriction: the unit's restriction, `nil` when none.
    /// - Returns: the routing class.
    public static func routing(category: String?, restriction: String?) -> UnitRouting {
        if let c = category, let v = verticalType(of: c) { return .vertical(v) }
        if let c = category, notWalkableUnitCategories.contains(c.lowercased()) { return .notWalkable }
        if restriction != nil { return .restricted }
        return .walkable
    }
}
