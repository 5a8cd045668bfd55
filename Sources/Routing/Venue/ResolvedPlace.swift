import IndoorGeometry

/// A route end resolved against a venue: what the user named and the points a route may start or end at.
public struct ResolvedPlace: Hashable, Sendable {
    /// A readable label ("Library", "ALD 101", "-122.67,45.52 @ Level 1").
    public var label: String
    /// Candidate points (one per anchored space or point); never empty.
    public var points: [FloorPoint]
    /// The space indices behind the points, when the place is a space or location.
    public var spaceIndices: [Int]
}

/// Why a place reference could not be resolved.
public enum PlaceResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknown(String, suggestions: [String])
    case ambiguous(String, candidates: [String])
    case badPosition(String, reason: String)

    public var description: String {
        switch self {
        case let .unknown(s, sug):
            return "no space, location or name '\(s)'" + (sug.isEmpty ? "" : "; did you mean \(sug.map { "'\($0)'" }.joined(separator: ", "))?")
        case let .ambiguous(s, c):
            return "'\(s)' is ambiguous: \(c.count) places have that name: \(c.prefix(8).joined(separator: "; ")); use an id"
        case let .badPosition(s, r): return "'\(s)': \(r)"
        }
    }
}

/// Resolves place references: space ids, location ids (MVF `loc_`, IMDF occupant or amenity ids), exact
/// names, and `lon,lat@floor`.
///
/// The point of a space is its display point when that lies inside the space, else its pole of
/// inaccessibility (the interior point farthest from the walls, ``Polygon/labelPoint(precision:maxCells:)``);
/// the router then snaps it into free space on the same floor, never across floors.
public enum PlaceResolver {
    public static func resolve(_ text: String, in venue: Venue) throws(PlaceResolutionError) -> ResolvedPlace {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let at = t.lastIndex(of: "@"), t[..<at].contains(",") {
            let coords = t[..<at].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard coords.count == 2, let lon = coords[0], let lat = coords[1] else {
                throw .badPosition(t, reason: "expected lon,lat@floor with decimal degrees")
            }
            let g = GeoCoordinate(longitude: lon, latitude: lat)
            guard g.isValid else { throw .badPosition(t, reason: "longitude or latitude out of range") }
            let floorText = String(t[t.index(after: at)...])
            let f: Int
            do {
                f = try venue.floorIndex(matching: floorText)
            } catch {
                throw .badPosition(t, reason: error.description)
            }
            return ResolvedPlace(label: "\(lon),\(lat) @ \(venue.floors[f].name)", points: [FloorPoint(floorIndex: f, point: venue.projection.project(g))], spaceIndices: [])
        }
        if let i = venue.spaces.firstIndex(where: { $0.id == t }) { return place(label: venue.spaces[i].names.first ?? t, spaces: [i], venue: venue) }
        if let d = venue.destinations.first(where: { $0.id == t }) { return try place(d, venue) }
        // Exact names: destinations, then space names; one distinct place or an error listing them.
        var matches = venue.destinations.filter { $0.name == t }
        if matches.isEmpty { matches = venue.destinations.filter { $0.name.lowercased() == t.lowercased() } }
        let spaceMatches = venue.spaces.indices.filter { venue.spaces[$0].names.contains(t) }
        if matches.count == 1 { return try place(matches[0], venue) }
        if matches.count > 1 {
            throw .ambiguous(t, candidates: matches.map { d in "\(d.id) (\(d.name)\(d.spaceIndices.first.map { " on \(venue.floors[venue.spaces[$0].floorIndex].name)" } ?? ""))" })
        }
        if spaceMatches.count == 1 { return place(label: t, spaces: spaceMatches, venue: venue) }
        if spaceMatches.count > 1 {
            throw .ambiguous(t, candidates: spaceMatches.map { "\(venue.spaces[$0].id) on \(venue.floors[venue.spaces[$0].floorIndex].name)" })
        }
        let lower = t.lowercased()
        let suggestions = Set(venue.destinations.map(\.name).filter { $0.lowercased().contains(lower) }).sorted().prefix(5)
        throw .unknown(t, suggestions: Array(suggestions))
    }

    static func place(_ d: Destination, _ venue: Venue) throws(PlaceResolutionError) -> ResolvedPlace {
        if d.spaceIndices.isEmpty {
            guard !d.points.isEmpty else { throw .badPosition(d.name, reason: "location '\(d.id)' is anchored to no space and no point") }
            return ResolvedPlace(label: d.name, points: d.points, spaceIndices: [])
        }
        var p = place(label: d.name, spaces: d.spaceIndices, venue: venue)
        p.points += d.points
        return p
    }

    static func place(label: String, spaces: [Int], venue: Venue) -> ResolvedPlace {
        ResolvedPlace(label: label, points: spaces.map { FloorPoint(floorIndex: venue.spaces[$0].floorIndex, point: point(of: venue.spaces[$0])) }, spaceIndices: spaces)
    }

    /// The documented point of a space: its display point when inside, else its pole of inaccessibility.
    public static func point(of space: Space) -> Point {
        if let d = space.displayPoint, space.polygon.locate(d) == .interior { return d }
        return space.polygon.labelPoint().point
    }
}
