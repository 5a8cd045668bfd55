import IndoorGeometry

/// A venue's inferred elements indexed for the route documents: by id, the doorless edges and approach
/// points of each floor, the inferred doors of each floor that have a line to cross, and every door line of
/// each floor (``FloorDoorLines``, for the instructions' door crossings), and the walkable spaces of each
/// floor (for the instructions' passage steps), and the text of each floor and inferred element as the route
/// documents write it. Built once per venue
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
    /// Per floor index, its id and name with their JSON strings, written once for the route documents.
    let floorTexts: [FloorText]
    /// Per id of ``byID``, that element's JSON object as ``RouteInferences/value(_:)`` is written compactly
    /// (`kind`, `id`, `spaces`, `message`).
    let elementJSON: [String: [UInt8]]

    /// A floor's id and name, and each as a JSON string (quotes and escapes).
    struct FloorText: Sendable {
        let id: String, name: String
        let idJSON: [UInt8], nameJSON: [UInt8]

        init(_ floor: Floor) {
            id = floor.id
            name = floor.name
            var a: [UInt8] = [], b: [UInt8] = []
            JSONWriter.appendQuoted(id, to: &a)
            JSONWriter.appendQuoted(name, to: &b)
            idJSON = a
            nameJSON = b
        }
    }

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
        floorTexts = venue.floors.map(FloorText.init)
        elementJSON = byID.mapValues { e in
            var bytes: [UInt8] = []
            RouteDocumentBytes.element(e, &bytes)
            return bytes
        }
    }

    /// Per floor index, the indices of its walkable spaces in venue order.
    static func walkableSpaces(of venue: Venue) -> [[Int]] {
        var out = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where s.isWalkable && out.indices.contains(s.floorIndex) { out[s.floorIndex].append(i) }
        return out
    }
}
