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
    /// No floor matches; `known` lists the valid choices (every floor of a small venue, else the floors of
    /// the building the text names, else the first few and how many there are), as `id (name, ordinal n)`.
    case unknownFloor(String, known: [String])
    /// Several floors match; the candidates are listed as `id (name)`.
    case ambiguousFloor(String, candidates: [String])

    public var description: String {
        switch self {
        case let .unknownFloor(s, known):
            return "no floor '\(s)' (floors are given by id, name, ordinal or building:ordinal; known: \(known.joined(separator: ", ")))"
        case let .ambiguousFloor(s, c):
            return "floor '\(s)' is ambiguous: \(c.joined(separator: ", ")); use an id or building:ordinal"
        }
    }
}

extension Venue {
    /// Most floors an unknown-floor message lists when the text names no building.
    static let floorsListedInErrors = 12

    /// Resolves a floor reference to an index into ``floors``.
    /// - Throws: ``FloorLookupError/unknownFloor(_:known:)`` or ``FloorLookupError/ambiguousFloor(_:candidates:)``.
    /// - Complexity: O(floors).
    public func floorIndex(for reference: FloorReference) throws(FloorLookupError) -> Int {
        try uniqueFloor(floorMatches(for: reference), reference.description)
    }

    /// Resolves a floor as users type it, the one rule every command and batch line follows: an id first,
    /// then a display or short name (case-insensitive), then an ordinal (`2`) or `building:ordinal`.
    /// So `--floor 2` means the floor named "2" when there is one, else ordinal 2.
    /// - Throws: ``FloorLookupError`` for an unknown or ambiguous floor.
    /// - Complexity: O(floors).
    public func floorIndex(matching text: String) throws(FloorLookupError) -> Int {
        try uniqueFloor(floorMatches(matching: text), text)
    }

    /// Resolves the floor of a position (`lon,lat@floor`) by ``floorIndex(matching:)``, with the position
    /// as context: when the text names several floors (the short name "1" of every building's first
    /// level, an ordinal several buildings share), the one whose outline or spaces hold `point` is meant,
    /// and of several, the one floor of a building (a building's floor before the outdoor floor around it).
    /// So `@1` at a point inside Alder Hall is Alder Hall's floor labelled 1, not ambiguous with Birch
    /// Hall's; it stays ambiguous only when the point lies on several of the named floors with spaces, or
    /// on none. Floors without spaces are no candidates while one with spaces matches.
    /// - Parameter point: the position, in metres on the venue's plane.
    /// - Throws: ``FloorLookupError`` for an unknown floor, or one still ambiguous at `point`.
    /// - Complexity: O(floors), plus O(edges of the candidates' outlines and spaces) when ambiguous.
    public func floorIndex(matching text: String, at point: Point) throws(FloorLookupError) -> Int {
        let matches = floorMatches(matching: text)
        if matches.count > 1 {
            var holding = matches.filter { floorHolds($0, point) }
            if holding.count > 1 {
                // An empty level of a duplicate outline holds the point too, but nothing stands on it.
                let counts = spaceCounts(of: holding)
                let withSpaces = holding.indices.filter { counts[$0] > 0 }.map { holding[$0] }
                if !withSpaces.isEmpty { holding = withSpaces }
            }
            if holding.count == 1 { return holding[0] }
            // A point inside a building is on the building's floor rather than the outdoor one around it.
            let indoor = holding.filter { !floors[$0].isOutdoor && floors[$0].buildingIndex != nil }
            if indoor.count == 1 { return indoor[0] }
        }
        return try uniqueFloor(matches, text)
    }

    /// Whether floor `f`'s outline, or one of its spaces, holds `p` (boundary included).
    func floorHolds(_ f: Int, _ p: Point) -> Bool {
        if let outline = floors[f].outline, outline.locate(p) != .exterior { return true }
        return spaces.contains { $0.floorIndex == f && $0.polygon.locate(p) != .exterior }
    }

    /// The floors `text` names by the rule of ``floorIndex(matching:)``: the first step that matches
    /// anything decides (an id, else display names, else short names, else an ordinal form).
    func floorMatches(matching text: String) -> [Int] {
        let named = floorMatches(for: .id(text))
        if !named.isEmpty { return named }
        let parsed = FloorReference(parsing: text)
        if case .ordinal = parsed { return floorMatches(for: parsed) }
        return []
    }

    /// The floors a reference matches; for an id or name, the first step that matches anything decides
    /// (an id, else display names, else short names).
    func floorMatches(for reference: FloorReference) -> [Int] {
        switch reference {
        case let .id(text), let .name(text):
            if let i = floors.firstIndex(where: { $0.id == text }) { return [i] }
            let lower = text.lowercased()
            let names = floors.indices.filter { floors[$0].name.lowercased() == lower }
            if !names.isEmpty { return names }
            return floors.indices.filter { floors[$0].shortName?.lowercased() == lower }
        case let .ordinal(n, building):
            let candidates = floors.indices.filter { floors[$0].ordinal == n }
            guard let b = building else { return candidates }
            let bs = buildingIndices(named: b)
            return candidates.filter { i in floors[i].buildingIndex.map { bs.contains($0) } ?? false }
        }
    }

    /// Buildings whose id is `b`, or whose name is `b` or begins with `b` and a space (ignoring case).
    func buildingIndices(named b: String) -> [Int] {
        let lower = b.lowercased()
        return buildings.indices.filter {
            buildings[$0].id == b || buildings[$0].name.lowercased() == lower || buildings[$0].name.lowercased().hasPrefix(lower + " ")
        }
    }

    /// The one floor of `matches`, or the error for none or several (`text` as the user wrote it). Of
    /// several, floors without spaces are no candidates (an empty level of a duplicate building outline, the
    /// pseudo-building of features outside every outline) unless every match is empty; the floors still
    /// competing are listed with their space counts.
    func uniqueFloor(_ matches: [Int], _ text: String) throws(FloorLookupError) -> Int {
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            let counts = spaceCounts(of: matches)
            let withSpaces = matches.indices.filter { counts[$0] > 0 }
            if withSpaces.count == 1 { return matches[withSpaces[0]] }
            let competing = withSpaces.isEmpty ? Array(matches.indices) : withSpaces
            throw .ambiguousFloor(
                text,
                candidates: competing.map { k in
                    let f = matches[k]
                    return "\(floors[f].id) (\(floors[f].name), \(counts[k]) space\(counts[k] == 1 ? "" : "s"))"
                })
        }
        throw .unknownFloor(text, known: floorsToList(for: text).map { "\(floors[$0].id) (\(floors[$0].name), ordinal \(floors[$0].ordinal))" })
    }

    /// The number of hit-testable spaces on each floor of `floorIndices`, in their order.
    /// - Complexity: O(spaces).
    func spaceCounts(of floorIndices: [Int]) -> [Int] {
        var slot: [Int: Int] = [:]
        for (k, f) in floorIndices.enumerated() { slot[f] = k }
        var counts = [Int](repeating: 0, count: floorIndices.count)
        for s in spaces where s.isHitTestable && !s.isVoid {
            if let k = slot[s.floorIndex] { counts[k] += 1 }
        }
        return counts
    }

    /// The floors an unknown-floor message lists for `text`: the floors of the building the text begins
    /// with ("Alder Hall Level 9", "Alder Hall:9"), else every floor of a venue with at most
    /// ``floorsListedInErrors`` floors, else the first ones of them.
    func floorsToList(for text: String) -> [Int] {
        let lower = text.lowercased()
        let named = buildings.indices.filter { b in
            let name = buildings[b].name.lowercased()
            return !name.isEmpty
                && (lower.hasPrefix(name + " ") || lower.hasPrefix(name + ":") || buildings[b].id == text.split(separator: ":").first.map(String.init))
        }
        let inBuilding = floors.indices.filter { f in floors[f].buildingIndex.map { named.contains($0) } ?? false }
        if !inBuilding.isEmpty { return inBuilding }
        return Array(floors.indices.prefix(Self.floorsListedInErrors))
    }
}
