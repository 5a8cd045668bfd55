import IndoorGeometry

/// A floor as the user named it: an id (`f_1a2b`), a name (`Level 2`) or an elevation ordinal (`0`, `-1`).
///
/// The CLI cannot know which one was meant before the venue is loaded; commands resolve it in that order:
/// id, then name (case-insensitive), then ``ordinal``.
struct CLIFloorReference: Sendable, Hashable, CustomStringConvertible {
    /// The text as typed, never empty.
    var text: String
    /// The text read as a whole number, when it is one.
    var ordinal: Int? { Int(text) }

    var description: String { text }
}

/// A place given on the command line: a named space (id or name) or a position on a floor.
enum CLILocationReference: Sendable, Hashable, CustomStringConvertible {
    /// A space id or name (`s_12`, `Room 101`), resolved against the venue.
    case named(String)
    /// A WGS84 position on a floor, written `lon,lat@floor`.
    case position(GeoCoordinate, floor: CLIFloorReference)

    var description: String {
        switch self {
        case .named(let name): return name
        case .position(let c, let floor): return "\(c.longitude),\(c.latitude)@\(floor.text)"
        }
    }
}
