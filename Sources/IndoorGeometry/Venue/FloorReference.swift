/// How a caller names a floor: by id, by name, or by ordinal (optionally within a building).
public enum FloorReference: Hashable, Sendable, CustomStringConvertible {
    /// The source's floor id (`f_…`, an IMDF level UUID).
    case id(String)
    /// The floor's display name or short name, compared case-insensitively.
    case name(String)
    /// An ordinal, optionally within a building given by id, name or short name.
    case ordinal(Int, building: String?)

    /// Parses the command-line form: an integer is an ordinal, `<building>:<ordinal>` an ordinal within a
    /// building, anything else an id or a name (ids are tried first when resolving).
    public init(parsing text: String) {
        if let n = Int(text) {
            self = .ordinal(n, building: nil)
        } else if let colon = text.lastIndex(of: ":"), let n = Int(text[text.index(after: colon)...]) {
            self = .ordinal(n, building: String(text[..<colon]))
        } else {
            self = .id(text)
        }
    }

    public var description: String {
        switch self {
        case let .id(s): return s
        case let .name(s): return s
        case let .ordinal(n, b): return b.map { "\($0):\(n)" } ?? "\(n)"
        }
    }
}

/// Why a floor reference names no single floor of a venue.
public enum FloorLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No floor matches; `known` lists a few valid choices.
    case unknownFloor(String, known: [String])
    /// Several floors match; the candidates are listed as `id (name)`.
    case ambiguousFloor(String, candidates: [String])

    public var description: String {
        switch self {
        case let .unknownFloor(s, known):
            return "no floor '\(s)' (floors are given by id, name, ordinal or building:ordinal; e.g. \(known.prefix(5).joined(separator: ", ")))"
        case let .ambiguousFloor(s, c):
            return "floor '\(s)' is ambiguous: \(c.joined(separator: ", ")); use an id or building:ordinal"
        }
    }
}

extension Venue {
    /// Resolves a floor reference to an index into ``floors``.
    /// - Throws: ``FloorLookupError/unknownFloor(_:known:)`` or ``FloorLookupError/ambiguousFloor(_:candidates:)``.
    /// - Complexity: O(floors).
    public func floorIndex(for reference: FloorReference) throws(FloorLookupError) -> Int {
        func unique(_ matches: [Int], _ text: String) throws(FloorLookupError) -> Int? {
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw .ambiguousFloor(text, candidates: matches.map { "\(floors[$0].id) (\(floors[$0].name))" })
            }
            return nil
        }
        switch reference {
        case let .id(text), let .name(text):
            if let i = floors.firstIndex(where: { $0.id == text }) { return i }
            let lower = text.lowercased()
            if let i = try unique(floors.indices.filter { floors[$0].name.lowercased() == lower }, text) { return i }
            if let i = try unique(floors.indices.filter { floors[$0].shortName?.lowercased() == lower }, text) { return i }
        case let .ordinal(n, building):
            var candidates = floors.indices.filter { floors[$0].ordinal == n }
            if let b = building {
                let lower = b.lowercased()
                let bs = buildings.indices.filter {
                    buildings[$0].id == b || buildings[$0].name.lowercased() == lower
                        || buildings[$0].name.lowercased().hasPrefix(lower + " ")
                }
                candidates = candidates.filter { i in floors[i].buildingIndex.map { bs.contains($0) } ?? false }
            }
            if let i = try unique(candidates, reference.description) { return i }
        }
        throw .unknownFloor(reference.description, known: floors.prefix(5).map { "\($0.id) (\($0.name), ordinal \($0.ordinal))" })
    }

    /// Resolves a floor as users type it, the one rule every command and batch line follows: an id first,
    /// then a display or short name (case-insensitive), then an ordinal (`2`) or `building:ordinal`.
    /// So `--floor 2` means the floor named "2" when there is one, else ordinal 2.
    /// - Throws: ``FloorLookupError`` for an unknown or ambiguous floor.
    /// - Complexity: O(floors).
    public func floorIndex(matching text: String) throws(FloorLookupError) -> Int {
        do {
            return try floorIndex(for: .id(text))
        } catch .unknownFloor(let t, let known) {
            let parsed = FloorReference(parsing: text)
            if case .ordinal = parsed { return try floorIndex(for: parsed) }
            throw .unknownFloor(t, known: known)
        }
    }
}
