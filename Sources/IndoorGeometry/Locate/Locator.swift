/// Answers "which space contains this coordinate on this floor?" for a whole venue, exactly.
///
/// Built once per venue: per floor, the spaces' prepared polygons (``PreparedPolygon``) under a uniform
/// grid for point queries and an STR R-tree (``RTree``) for the nearest space. Immutable and `Sendable`: share one locator across threads.
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
        // Hits are kept inline: one or two spaces in the common case, no allocation.
        var interior = SpaceIndexList()
        var boundary = SpaceIndexList()
        // Only a point exactly on a grid-cell border can meet the same space twice.
        let dedupe = floor.grid.isOnCellBorder(p)
        floor.grid.forEachCandidate(p) { k in
            guard floor.boxes[k].contains(p) else { return }
            if dedupe && (interior.contains(k) || boundary.contains(k)) { return }
            switch floor.prepared[k].locate(p) {
            case .interior: interior.append(k)
            case .boundary: boundary.append(k)
            case .exterior: break
            }
        }
        if interior.count + boundary.count > 0 {
            var all = SpaceIndexList()
            for k in floor.ordered(interior) { all.append(floor.spaceIndices[k]) }
            for k in floor.ordered(boundary) { all.append(floor.spaceIndices[k]) }
            return LocateResult(
                status: interior.isEmpty ? .boundary : .inside, floorIndex: floorIndex, space: all[0], spaces: all,
                isOnBoundary: !boundary.isEmpty, nearest: nil, distance: 0)
        }
        guard let best = floor.nearest(to: p) else {
            return LocateResult(status: .none, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false, nearest: nil, distance: .infinity)
        }
        return LocateResult(
            status: best.distance <= maxDistance ? .nearest : .none, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false,
            nearest: floor.spaceIndices[best.index], distance: best.distance)
    }
}

/// One floor's hit-testing index. A final class: queries borrow it instead of copying five arrays
/// (benchmark locate.pacific.single: about 1 000 fewer instructions per query than as a struct).
final class LocatorFloor: Sendable {
    /// Venue space indices, in the floor's local order.
    let spaceIndices: [Int]
    /// Prepared polygons behind one class reference each, so a query borrows them instead of copying
    /// their index arrays (benchmark locate.pacific.single: about 900 fewer instructions per query).
    let prepared: [LocatorPolygon]
    let areas: [Double]
    let ids: [String]
    let boxes: [BoundingBox]
    let tree: RTree
    let grid: LocatorGrid
    let nearestCells: LocatorNearestCells

    init(spaceIndices: [Int], venue: Venue) {
        self.spaceIndices = spaceIndices
        prepared = spaceIndices.map { LocatorPolygon(PreparedPolygon(venue.spaces[$0].polygon)) }
        areas = spaceIndices.map { venue.spaces[$0].polygon.area }
        ids = spaceIndices.map { venue.spaces[$0].id }
        boxes = prepared.map(\.polygon.boundingBox)
        tree = RTree(boxes: boxes)
        grid = LocatorGrid(boxes: boxes)
        let polygons = prepared
        nearestCells = LocatorNearestCells(grid: grid, boxes: boxes, tree: tree) { polygons[$0].polygon.distance(to: $1) }
    }

    /// The nearest space to a point that lies in none (floor-local index and distance; ties: smaller
    /// index), from the cell's candidate list inside the grid, else from the R-tree.
    func nearest(to p: Point) -> (index: Int, distance: Double)? {
        guard let cell = grid.cell(of: p) else {
            return tree.nearestOne(to: p) { prepared[$0].outsideDistance(to: p) }
        }
        var best = -1
        var bestDistance = Double.infinity
        for i in nearestCells.range(cell) {
            let k = Int(nearestCells.items[i])
            if boxes[k].distance(to: p) > bestDistance { continue }
            let d = prepared[k].outsideDistance(to: p)
            if d < bestDistance || (d == bestDistance && k < best) {
                best = k
                bestDistance = d
            }
        }
        return best >= 0 ? (best, bestDistance) : nil
    }

    /// The tie rule within one class (interior or boundary): smaller area first, then id.
    func precedes(_ i: Int, _ j: Int) -> Bool {
        if areas[i] != areas[j] { return areas[i] < areas[j] }
        return ids[i] < ids[j]
    }

    /// The floor-local indices in tie-rule order (no work for the usual single hit).
    func ordered(_ list: SpaceIndexList) -> SpaceIndexList {
        list.count < 2 ? list : SpaceIndexList(list.sorted { precedes($0, $1) })
    }
}

/// A prepared polygon held by reference (see ``LocatorFloor/prepared``).
final class LocatorPolygon: Sendable {
    let polygon: PreparedPolygon
    init(_ polygon: PreparedPolygon) { self.polygon = polygon }

    /// Forwarded here so the call borrows the stored polygon instead of copying it out of the class.
    @inline(__always) func locate(_ p: Point) -> Location { polygon.locate(p) }
    /// Distance to the boundary; callers use it only for points already known to lie outside.
    @inline(__always) func outsideDistance(to p: Point) -> Double { polygon.boundaryDistance(to: p) }
}
