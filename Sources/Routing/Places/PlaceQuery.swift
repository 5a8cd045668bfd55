import IndoorGeometry

/// A place to route from or to, before it is resolved against a venue: what the user or the program named.
///
/// Text is read into a query once, where it enters (the CLI's option parser, a batch line), and the typed
/// value travels to ``PlaceResolver/resolve(_:in:)``; nothing turns it back into text to be parsed again.
/// A category or kind ("the nearest restroom") names many places and is not a query of one:
/// see ``PlaceResolver/places(ofKind:in:)``.
public enum PlaceQuery: Hashable, Sendable, CustomStringConvertible {
    /// Text as a person typed it, which may be any of the named kinds: a space id, else a location id,
    /// else an exact name (`g_12`, `loc_7`, `Library`). Leading and trailing spaces are ignored.
    case reference(String)
    /// Exactly a space id (MVF geometry id, IMDF unit id or unit part id).
    case spaceID(String)
    /// Exactly a location id: an MVF `loc_…` location, an IMDF occupant or amenity id.
    case locationID(String)
    /// Exactly a name: a destination's (exact, else case-insensitive), else a space's.
    case name(String)
    /// A WGS84 position on a floor; the floor is named by id, name, ordinal or `building:ordinal` and
    /// looked up by ``Venue/floorIndex(matching:)``.
    case position(GeoCoordinate, floor: String)

    /// The query as a person would write it: the text of a name or id, `lon,lat@floor` for a position.
    public var description: String {
        switch self {
        case let .reference(t), let .spaceID(t), let .locationID(t), let .name(t): return t
        case let .position(g, floor): return "\(g.longitude),\(g.latitude)@\(floor)"
        }
    }
}
