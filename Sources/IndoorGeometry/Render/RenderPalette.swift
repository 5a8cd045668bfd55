/// Colours used by ``FloorRenderer``: fills for spaces by kind and category, and the colours of walls,
/// doors, obstacles, symbols, the route and the marker. `#RRGGBB` strings.
///
/// Space fills resolve in this order: the space's own ``Space/color`` (MVF default style) when it is a valid
/// `#RGB` or `#RRGGBB`; else the category (case-insensitive, exact match after dropping an IMDF
/// sub-category such as `.female` in `restroom.female`); else the kind.
public struct RenderPalette: Hashable, Sendable {
    /// Page background outside the floor.
    public var background = "#FBFAF7"
    /// Floor outline (building footprint) fill, seen where no space covers it: pillars (holes in spaces),
    /// shafts and structure.
    public var outlineFill = "#C9C3B8"
    /// Floor outline stroke.
    public var outlineStroke = "#6E6A63"
    /// Thin edge drawn around every space (visible where a venue has no walls, as in IMDF).
    public var spaceStroke = "#B3ADA3"
    /// Fill of a room whose colour and category give none.
    public var roomFill = "#F3EEE4"
    /// Fill of a hallway whose colour and category give none.
    public var hallwayFill = "#FFFFFF"
    /// Fill of an area whose colour and category give none.
    public var areaFill = "#E6EFDC"
    /// Fill of an IMDF unit whose category gives none.
    public var unitFill = "#F3EEE4"
    /// Fill of any other kind of polygon.
    public var otherFill = "#E4E1DA"
    /// Fill by lower-cased category (MVF location categories, IMDF unit categories).
    public var categoryFills: [String: String] = RenderPalette.defaultCategoryFills
    /// Interior wall stroke.
    public var wallStroke = "#55524D"
    /// Exterior wall stroke.
    public var exteriorWallStroke = "#2F2D2A"
    /// Door (opening) marker stroke.
    public var doorStroke = "#E39A2D"
    /// Obstacle (desk) fill.
    public var obstacleFill = "#CDB998"
    /// Obstacle (desk) edge.
    public var obstacleStroke = "#A58E69"
    /// Label text.
    public var labelFill = "#3A3732"
    /// Symbol background for stairs and ladders.
    public var stairsSymbol = "#6A5AA8"
    /// Symbol background for elevators.
    public var elevatorSymbol = "#2F6DB5"
    /// Symbol background for escalators and travelators.
    public var escalatorSymbol = "#8A4FA3"
    /// Symbol background for ramps.
    public var rampSymbol = "#3C8D5A"
    /// Symbol background for any other connection type.
    public var otherSymbol = "#6B6B6B"
    /// Route line.
    public var routeStroke = "#1A73E8"
    /// Casing drawn under the route line so it stands out from fills.
    public var routeCasing = "#FFFFFF"
    /// Marker where the route starts (on the floor where it starts).
    public var routeStart = "#2E9E44"
    /// Marker where the route ends (on the floor where it ends).
    public var routeEnd = "#D93025"
    /// Marker where the route changes floor (a diamond with an up or down arrow).
    public var floorChange = "#1558B0"
    /// Building footprint on an outdoor floor.
    public var footprintFill = "#D9D3C7"
    /// Building footprint edge on an outdoor floor.
    public var footprintStroke = "#6E6A63"
    /// The position marker.
    public var marker = "#E8590C"
    /// Fill of the space that contains the marker.
    public var highlightFill = "#FFE39A"
    /// Edge of the space that contains the marker.
    public var highlightStroke = "#E8A200"
    /// Scale bar, north arrow and title.
    public var legend = "#3A3732"

    /// The default palette.
    public init() {}

    /// Default fills by category: soft, distinct tints that keep black labels readable.
    public static let defaultCategoryFills: [String: String] = [
        // MVF location categories (as in the generated venues) and common room types.
        "classroom": "#F6E9D3", "office": "#EEE8DC", "lab": "#DFEDE6", "laboratory": "#DFEDE6",
        "library": "#EADBCB", "washroom": "#D8ECF1", "study area": "#E3EED6", "outdoors": "#DCE8CF",
        "stairs": "#DDD5EE", "elevator": "#D3E2F2", "escalator": "#E5D6EE",
        // IMDF unit categories.
        "room": "#F3EEE4", "walkway": "#FFFFFF", "restroom": "#D8ECF1", "lounge": "#E3EED6",
        "foodservice": "#F8E2D0", "retail": "#F5DCE4", "parking": "#E2E2E2", "opentobelow": "#FFFFFF",
        "column": "#9C978F", "structure": "#B5B0A7", "nonpublic": "#E4E1DA", "unenclosedarea": "#F7F5F0",
        "auditorium": "#F6E9D3", "classroom.lecture": "#F6E9D3", "storage": "#E4E1DA", "mechanical": "#E4E1DA",
        "ramp": "#DCE8CF", "steps": "#DDD5EE", "movingwalkway": "#E5D6EE", "vegetation": "#CFE3C0"
    ]

    /// The fill for `space`, following the order in the type's documentation.
    /// - Complexity: O(length of the category).
    public func fill(for space: Space) -> String {
        if let c = space.color, let valid = Self.validColor(c) { return valid }
        if let category = space.category?.lowercased() {
            if let f = categoryFills[category] { return f }
            if let dot = category.firstIndex(of: "."), let f = categoryFills[String(category[..<dot])] { return f }
        }
        switch space.kind {
        case .room: return roomFill
        case .hallway: return hallwayFill
        case .area: return areaFill
        case .unit: return unitFill
        case .other: return otherFill
        }
    }

    /// The symbol colour for a vertical connection type.
    public func symbolColor(for type: ConnectionType) -> String {
        switch type {
        case .stairs, .ladder: return stairsSymbol
        case .elevator: return elevatorSymbol
        case .escalator, .travelator: return escalatorSymbol
        case .ramp: return rampSymbol
        case .door, .unknown: return otherSymbol
        }
    }

    /// `text` normalised to upper-case `#RRGGBB` when it is `#RGB` or `#RRGGBB` (case-insensitive hex),
    /// else `nil`: colours from data never reach the SVG unchecked.
    public static func validColor(_ text: String) -> String? {
        let chars = Array(text.utf8)
        guard chars.first == UInt8(ascii: "#"), chars.count == 4 || chars.count == 7 else { return nil }
        let hex = chars.dropFirst()
        guard hex.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102) }) else { return nil }
        let upper = String(decoding: hex, as: UTF8.self).uppercased()
        if upper.count == 3 { return "#" + upper.map { "\($0)\($0)" }.joined() }
        return "#" + upper
    }
}
