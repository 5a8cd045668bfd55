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
