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
    /// The name or id names only voids (``Space/isVoid``): openings to the floor below, no place to go.
    case void(String)

    public var description: String {
        switch self {
        case let .unknown(s, sug):
            return "no space, location or name '\(s)'" + (sug.isEmpty ? "" : "; did you mean \(sug.map { "'\($0)'" }.joined(separator: ", "))?")
        case let .ambiguous(s, c):
            return "'\(s)' is ambiguous: \(c.count) places have that name: \(c.prefix(8).joined(separator: "; ")); use an id"
        case let .badPosition(s, r): return "'\(s)': \(r)"
        case let .void(s): return "'\(s)' is an opening to the floor below (a void), not a place one can go"
        }
    }
}

/// Resolves place queries (``PlaceQuery``): space ids, location ids (MVF `loc_`, IMDF occupant or amenity
/// ids), exact names, and positions on a floor.
///
/// The point of a space is its display point when that lies inside the space, else its pole of
/// inaccessibility (the interior point farthest from the walls, ``Polygon/labelPoint(precision:maxCells:)``);
/// the router then snaps it into free space on the same floor, never across floors.
public enum PlaceResolver {
    /// The place `query` names in `venue`, with the points a route may start or end at.
    ///
    /// A ``PlaceQuery/reference(_:)`` is tried as a space id, then a location id, then an exact name;
    /// names match destinations first (exactly, else ignoring case), then spaces. A name shared by
    /// several places is an error listing them, never a guess. A position keeps its point as given (the
    /// router snaps it), except inside a space that no door serves, whose approach point it takes as the
    /// space's id does, and is labelled `lon,lat @ floor name`.
    /// - Parameters:
    ///   - query: what to find, typed where the text was read.
    ///   - venue: the venue to look in.
    /// - Returns: the place; its `points` are never empty.
    /// - Throws: ``PlaceResolutionError/unknown(_:suggestions:)`` when nothing has that id or name (with
    ///   up to five destination names containing it), ``PlaceResolutionError/ambiguous(_:candidates:)``
    ///   when a name is shared, ``PlaceResolutionError/badPosition(_:reason:)`` for a coordinate out of
    ///   range, a floor the venue does not have, or a location anchored nowhere;
    ///   ``PlaceResolutionError/void(_:)`` when every space it names is a void (an opening to the floor
    ///   below; voids among other spaces are left out of the place).
    /// - Complexity: O(spaces + destinations) for ids and names; O(floors) for a position.
    public static func resolve(_ query: PlaceQuery, in venue: Venue) throws(PlaceResolutionError) -> ResolvedPlace {
        try resolve(query, in: venue, lookup: nil)
    }

    /// ``resolve(_:in:)``, with ids and names looked up in `lookup` (a ``PlaceDirectory`` of `venue`) when
    /// given, else found by scanning the venue.
    static func resolve(_ query: PlaceQuery, in venue: Venue, lookup: PlaceDirectory?) throws(PlaceResolutionError) -> ResolvedPlace {
        try withoutVoids(try resolveAny(query, in: venue, lookup: lookup), in: venue)
    }

    /// `place` without its voids (``Space/isVoid``), whose points are no route ends.
    /// - Throws: ``PlaceResolutionError/void(_:)`` when nothing else is left.
    static func withoutVoids(_ place: ResolvedPlace, in venue: Venue) throws(PlaceResolutionError) -> ResolvedPlace {
        guard place.spaceIndices.contains(where: { venue.spaces[$0].isVoid }) else { return place }
        // `points` lists one point per space of `spaceIndices` first, then the place's own points.
        var out = ResolvedPlace(label: place.label, points: [], spaceIndices: [])
        for (k, p) in place.points.enumerated() {
            if k < place.spaceIndices.count {
                if venue.spaces[place.spaceIndices[k]].isVoid { continue }
                out.spaceIndices.append(place.spaceIndices[k])
            }
            out.points.append(p)
        }
        if out.points.isEmpty { throw .void(place.label) }
        return out
    }

    /// ``resolve(_:in:lookup:)`` with voids kept.
    private static func resolveAny(_ query: PlaceQuery, in venue: Venue, lookup: PlaceDirectory?) throws(PlaceResolutionError) -> ResolvedPlace {
        /// The space with id `id`, labelled by its first name (else the id).
        func space(_ id: String) -> ResolvedPlace? {
            let found = if let lookup { lookup.space(id: id) } else { venue.spaces.firstIndex { $0.id == id } }
            guard let i = found else { return nil }
            return place(label: venue.spaces[i].names.first ?? id, spaces: [i], venue: venue, lookup: lookup)
        }
        func destination(_ id: String) -> Destination? {
            let found = if let lookup { lookup.destination(id: id) } else { venue.destinations.firstIndex { $0.id == id } }
            return found.map { venue.destinations[$0] }
        }
        switch query {
        case let .position(g, floor):
            return try position(g, floor: floor, written: query.description, in: venue, lookup: lookup)
        case let .spaceID(id):
            guard let p = space(id) else { throw .unknown(id, suggestions: []) }
            return p
        case let .locationID(id):
            guard let d = destination(id) else { throw .unknown(id, suggestions: []) }
            return try place(d, venue, lookup: lookup)
        case let .name(name):
            return try named(name, in: venue, lookup: lookup)
        case let .reference(text):
            // Foundation's trimming bridges through NSString: skipped when neither end is white space.
            let padded = isBlank(text.unicodeScalars.first) || isBlank(text.unicodeScalars.last)
            let t = padded ? text.trimmingCharacters(in: .whitespaces) : text
            if let p = space(t) { return p }
            if let d = destination(t) { return try place(d, venue, lookup: lookup) }
            return try named(t, in: venue, lookup: lookup)
        }
    }

    /// Whether `s` is white space (Unicode `White_Space`; in ASCII: tab to carriage return, and space), read
    /// without the scalar's property tables for ASCII.
    static func isBlank(_ s: Unicode.Scalar?) -> Bool {
        guard let s else { return false }
        if s.isASCII { return s.value == 0x20 || (0x09 ... 0x0D).contains(s.value) }
        return s.properties.isWhitespace
    }

    /// A position on a floor named by id, name, ordinal or `building:ordinal`, the position deciding
    /// between floors of several buildings (``Venue/floorIndex(matching:at:)``); `written` is the query as
    /// the user wrote it, for messages.
    static func position(
        _ g: GeoCoordinate, floor: String, written: String, in venue: Venue, lookup: PlaceDirectory? = nil
    ) throws(PlaceResolutionError) -> ResolvedPlace {
        guard g.isValid else { throw .badPosition(written, reason: "longitude or latitude out of range") }
        let f: Int
        do {
            f = try venue.floorIndex(matching: floor, at: venue.projection.project(g))
        } catch {
            throw .badPosition(written, reason: error.description)
        }
        let label = "\(g.longitude),\(g.latitude) @ \(venue.floors[f].name)"
        let p = venue.projection.project(g)
        return ResolvedPlace(
            label: label, points: [FloorPoint(floorIndex: f, point: approach(to: p, floor: f, in: venue, lookup: lookup) ?? p)], spaceIndices: [])
    }

    /// The approach point (``Space/approachPoint``) of the doorless space holding `p` on floor `f`, when there
    /// is one: a position inside a space that no door serves is reached where the space's id is. Of several
    /// such spaces holding `p` (a kiosk drawn on top of another), the smallest.
    /// - Complexity: O(doorless-edge inferences of the venue × edges of their spaces) with `lookup` (else
    /// a scan of the spaces per inference).
    static func approach(to p: Point, floor f: Int, in venue: Venue, lookup: PlaceDirectory? = nil) -> Point? {
        var best: (area: Double, point: Point)? = nil
        for e in venue.inferences where (e.kind == .doorlessEdge || e.kind == .approach) && e.floorIndex == f {
            let found = if let lookup { lookup.space(id: e.id) } else { venue.spaces.firstIndex { $0.id == e.id } }
            guard let i = found, venue.spaces[i].floorIndex == f, let a = venue.spaces[i].approachPoint else { continue }
            let polygon = venue.spaces[i].polygon
            guard polygon.boundingBox.contains(p), polygon.locate(p) == .interior else { continue }
            let area = polygon.area
            if area < (best?.area ?? .infinity) { best = (area, a) }
        }
        return best?.point
    }

    /// Exact names: destinations (exactly, else ignoring case), then space names; one distinct place or
    /// an error listing them. Found in `lookup` when given, else by scanning the venue.
    static func named(_ t: String, in venue: Venue, lookup: PlaceDirectory?) throws(PlaceResolutionError) -> ResolvedPlace {
        let matches: [Destination]
        let spaceMatches: [Int]
        if let lookup {
            let found = lookup.named(t)
            matches = found.destinations.map { venue.destinations[$0] }
            spaceMatches = found.spaces
        } else {
            let exact = venue.destinations.filter { $0.name == t }
            matches = exact.isEmpty ? venue.destinations.filter { $0.name.lowercased() == t.lowercased() } : exact
            spaceMatches = venue.spaces.indices.filter { venue.spaces[$0].names.contains(t) }
        }
        if matches.count == 1 { return try place(matches[0], venue, lookup: lookup) }
        if matches.count > 1 {
            throw .ambiguous(
                t,
                candidates: matches.map { d in
                    "\(d.id) (\(d.name)\(d.spaceIndices.first.map { " on \(venue.floors[venue.spaces[$0].floorIndex].name)" } ?? ""))"
                })
        }
        if spaceMatches.count == 1 { return place(label: t, spaces: spaceMatches, venue: venue, lookup: lookup) }
        if spaceMatches.count > 1 {
            throw .ambiguous(t, candidates: spaceMatches.map { "\(venue.spaces[$0].id) on \(venue.floors[venue.spaces[$0].floorIndex].name)" })
        }
        let lower = t.lowercased()
        let suggestions = Set(venue.destinations.map(\.name).filter { $0.lowercased().contains(lower) }).sorted().prefix(5)
        throw .unknown(t, suggestions: Array(suggestions))
    }

    /// The place of destination `d`: its spaces' points (from `lookup` when given), then its point anchors.
    static func place(_ d: Destination, _ venue: Venue, lookup: PlaceDirectory? = nil) throws(PlaceResolutionError) -> ResolvedPlace {
        if d.spaceIndices.isEmpty {
            guard !d.points.isEmpty else { throw .badPosition(d.name, reason: "location '\(d.id)' is anchored to no space and no point") }
            return ResolvedPlace(label: d.name, points: d.points, spaceIndices: [])
        }
        var p = place(label: d.name, spaces: d.spaceIndices, venue: venue, lookup: lookup)
        p.points += d.points
        return p
    }

    /// The place of `spaces`, one point each (``point(of:)``; kept in `lookup` when given).
    static func place(label: String, spaces: [Int], venue: Venue, lookup: PlaceDirectory? = nil) -> ResolvedPlace {
        ResolvedPlace(
            label: label,
            points: spaces.map { FloorPoint(floorIndex: venue.spaces[$0].floorIndex, point: lookup?.point(ofSpace: $0) ?? point(of: venue.spaces[$0])) },
            spaceIndices: spaces)
    }

    /// The documented point of a space: its approach point when no usable door serves it (inferred:
    /// ``Space/approachPoint``), else its display point when inside, else its pole of inaccessibility.
    public static func point(of space: Space) -> Point {
        if let a = space.approachPoint { return a }
        if let d = space.displayPoint, space.polygon.locate(d) == .interior { return d }
        return space.polygon.labelPoint().point
    }
}
