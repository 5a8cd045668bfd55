import IndoorGeometry

/// A venue's inferred elements indexed for the route documents: by id, the doorless edges and approach
/// points of each floor, the inferred doors of each floor that have a line to cross, and every door line of
/// each floor (``FloorDoorLines``, for the instructions' door crossings), and the walkable spaces of each
/// floor (for the instructions' passage steps). Built once per venue
/// (``VenueRouterCache/inferences`` keeps one) so that writing a route costs time in proportion to the route,
/// not to the venue's doors and inferred elements.
///
/// Immutable; safe to share between threads.
/// - Complexity: O(spaces + doors + door-line vertices + inferred elements) to build; memory one entry per
///   inferred element, door and space, one segment per door-line segment.
public final class RouteInferenceIndex: Sendable {
    /// The first inferred element of each id (the venue may list an id under several kinds; the first wins).
    let byID: [String: InferredElement]
    /// Per floor index, the doorless edges and approach points on it, in venue order.
    let endsByFloor: [Int: [InferredElement]]
    /// Per floor index, the inferred doors with a line, as indices into ``IndoorGeometry/Venue/doors``.
    let doorsByFloor: [Int: [Int]]
    /// Whether the venue has any inferred element.
    let isEmpty: Bool
    /// Per floor index, the lines of its doors.
    let doorLines: [FloorDoorLines]
    /// Per floor index, its walkable spaces, as indices into ``IndoorGeometry/Venue/spaces`` in venue order.
    let walkableSpaces: [[Int]]

    /// Indexes `venue`'s inferred elements and inferred doors.
    public init(venue: Venue) {
        var byID: [String: InferredElement] = [:]
        var ends: [Int: [InferredElement]] = [:]
        for e in venue.inferences {
            if byID[e.id] == nil { byID[e.id] = e }
            if e.kind == .doorlessEdge || e.kind == .approach { ends[e.floorIndex, default: []].append(e) }
        }
        var doors: [Int: [Int]] = [:]
        if !venue.inferences.isEmpty {
            for (i, d) in venue.doors.enumerated() where d.inference != nil && d.line != nil { doors[d.floorIndex, default: []].append(i) }
        }
        self.byID = byID
        endsByFloor = ends
        doorsByFloor = doors
        isEmpty = venue.inferences.isEmpty
        doorLines = FloorDoorLines.all(of: venue)
        walkableSpaces = Self.walkableSpaces(of: venue)
    }

    /// Per floor index, the indices of its walkable spaces in venue order.
    static func walkableSpaces(of venue: Venue) -> [[Int]] {
        var out = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where s.isWalkable && out.indices.contains(s.floorIndex) { out[s.floorIndex].append(i) }
        return out
    }
}
