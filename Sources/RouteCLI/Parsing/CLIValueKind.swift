/// What a command-line value must look like, declared in a spec and checked by ``CLIArgumentParser``.
///
/// Checking during parsing lets one run report every bad value together; the typed accessors of
/// ``CLIParsedValues`` then convert with the same rules (``CLIValueConversion``).
enum CLIValueKind: Sendable, Equatable {
    /// Any text.
    case text
    /// A file path, or `-` for standard input or output.
    case path
    /// A whole number in `min...max`.
    case integer(min: Int, max: Int)
    /// A finite decimal number without unit, in `min...max` (infinite bounds for none).
    case number(min: Double, max: Double = .infinity)
    /// A length in metres, with an optional unit suffix (`0.9`, `0.9m`, `90cm`, `900mm`, `0.001km`), in
    /// `min...max` metres (infinite bounds for none).
    case length(min: Double, max: Double = .infinity)
    /// One of a fixed list of words, case-sensitive.
    case choice([String])
    /// A WGS84 position written `lon,lat` in decimal degrees.
    case coordinate
    /// A floor given by id, name or elevation ordinal.
    case floor
    /// A place: a space id or name, or `lon,lat@floor`.
    case location

    /// The allowed words of a `.choice`, empty for other kinds.
    var allowedValues: [String] {
        if case .choice(let values) = self { return values }
        return []
    }
}
