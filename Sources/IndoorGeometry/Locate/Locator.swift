/// Answers "which space contains this coordinate on this floor?" for a whole venue, exactly.
///
/// Built once per venue: per floor, the spaces' prepared polygons (``PreparedPolygon``) under an STR
/// R-tree (``RTree``). Immutable and `Sendable`: share one locator across threads.
///
/// Spaces are MVF rooms, hallways and areas, and IMDF units (see ``isSpace(_:)``); objects such as desks
/// are obstacles, and unkinded polygons (building outlines) are not spaces.
///
/// Rules, exact with no tolerance:
/// - holes are respected: a point in a pillar is in no space unless another space fills the hole;
/// - every space whose closure contains the point is returned in ``LocateResult/spaces``, ordered by the
///   **tie rule**: spaces with the point in their interior before spaces with it on their boundary, then
///   smaller area first (the most specific: an area inside a room comes before the room), then source id
///   (lexicographic); the chosen space is the first;
/// - a point in no space gets the nearest space within `maxDistance` metres (default
///   ``defaultMaxDistance``) with its distance, or status `.none` with the distance to the nearest space.
public struct Locator: Sendable {
    /// Default search radius for the nearest space when a point is in none: 5 m (a typical indoor
    /// positioning error).
    public static let defaultMaxDistance = 5.0

    /// The venue answered for.
    public let venue: Venue
    let floors: [LocatorFloor]

    /// Builds the per-floor indexes.
    /// - Complexity: O(n log n) for n space vertices.
    public init(venue: Venue) {
        self.venue = venue
        var perFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where Self.isSpace(s) && s.floorIndex < perFloor.count {
            perFloor[s.floorIndex].append(i)
        }
        floors = perFloor.map { LocatorFloor(spaceIndices: $0, venue: venue) }
    }

    /// Whether a venue space takes part in hit-testing: MVF rooms, hallways and areas, and IMDF units
    /// other than non-walkable structure (`opentobelow`, `column`, `structure`).
    public static func isSpace(_ s: Space) -> Bool {
        switch s.kind {
        case .room, .hallway, .area: return true
        case .unit:
            let excluded: Set<String> = ["opentobelow", "column", "structure"]
            return !excluded.contains(s.category ?? "")
        case .other: return false
        }
    }

    /// Locates a WGS84 coordinate on a floor given by reference.
    /// - Throws: ``LocateError`` for an unknown or ambiguous floor or an invalid coordinate.
    public func locate(_ coordinate: GeoCoordinate, floor: FloorReference, maxDistance: Double = Locator.defaultMaxDistance)
        throws(LocateError) -> LocateResult
    {
        guard coordinate.isValid else { throw .invalidCoordinate(coordinate) }
        let f = try venue.floorIndex(for: floor)
        return locate(venue.projection.project(coordinate), floorIndex: f, maxDistance: maxDistance)
    }

    /// Locates a point (metres, the venue's plane) on floor `floorIndex`.
    /// - Precondition: `floorIndex` is a valid index into ``Venue/floors``; `maxDistance >= 0`.
    /// - Complexity: O(log n + k) for n spaces on the floor and k candidates whose box holds the point.
    public func locate(_ p: Point, floorIndex: Int, maxDistance: Double = Locator.defaultMaxDistance) -> LocateResult {
        precondition(floors.indices.contains(floorIndex), "Locator.locate: floor index \(floorIndex) out of range")
        let floor = floors[floorIndex]
        var interior: [Int32] = []
        var boundary: [Int32] = []
        _ = floor.tree.search(containing: p) { k in
            switch floor.prepared[k].locate(p) {
            case .interior: interior.append(Int32(k))
            case .boundary: boundary.append(Int32(k))
            case .exterior: break
            }
            return true
        }
        if interior.count + boundary.count > 0 {
            if interior.count + boundary.count > 1 {
                interior.sort { floor.precedes($0, $1) }
                boundary.sort { floor.precedes($0, $1) }
            }
            let all = (interior + boundary).map { floor.spaceIndices[Int($0)] }
            return LocateResult(
                status: interior.isEmpty ? .boundary : .inside, floorIndex: floorIndex, space: all[0], spaces: all,
                isOnBoundary: !boundary.isEmpty, nearest: nil, distance: 0)
        }
        let near = floor.tree.nearest(to: p, k: 1) { floor.prepared[$0].distance(to: p) }
        guard let best = near.first else {
            return LocateResult(status: .none, floorIndex: floorIndex, space: nil, spaces: [], isOnBoundary: false, nearest: nil, distance: .infinity)
        }
        return LocateResult(
            status: best.distance <= maxDistance ? .nearest : .none, floorIndex: floorIndex, space: nil, spaces: [], isOnBoundary: false,
            nearest: floor.spaceIndices[best.index], distance: best.distance)
    }
}

/// One floor's hit-testing index.
struct LocatorFloor: Sendable {
    /// Venue space indices, in the floor's local order.
    let spaceIndices: [Int]
    let prepared: [PreparedPolygon]
    let areas: [Double]
    let ids: [String]
    let tree: RTree

    init(spaceIndices: [Int], venue: Venue) {
        self.spaceIndices = spaceIndices
        prepared = spaceIndices.map { PreparedPolygon(venue.spaces[$0].polygon) }
        areas = spaceIndices.map { venue.spaces[$0].polygon.area }
        ids = spaceIndices.map { venue.spaces[$0].id }
        tree = RTree(boxes: prepared.map(\.boundingBox))
    }

    /// The tie rule within one class (interior or boundary): smaller area first, then id.
    func precedes(_ a: Int32, _ b: Int32) -> Bool {
        let (i, j) = (Int(a), Int(b))
        if areas[i] != areas[j] { return areas[i] < areas[j] }
        return ids[i] < ids[j]
    }
}
