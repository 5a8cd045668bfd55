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
    /// - Complexity: O(1) array reads for a point in a cell that one space covers (most points inside
    ///   rooms); otherwise O(k) exact polygon tests for the k spaces with an edge through the cell
    ///   (typically one or two), and for a point in no space the exact distance to the few spaces that can
    ///   be nearest to its cell (see ``LocatorNearestCells``).
    public func locate(_ p: Point, floorIndex: Int, maxDistance: Double = Locator.defaultMaxDistance) -> LocateResult {
        precondition(floors.indices.contains(floorIndex), "Locator.locate: floor index \(floorIndex) out of range")
        let floor = floors[floorIndex]
        let cell = floor.cells.cell(of: p)
        if cell >= 0 {
            let word = floor.cells.cells[cell]
            if word & LocatorCells.flag != 0 {
                // A pure cell: one space covers it and no other meets it.
                let s = Int(word & ~LocatorCells.flag)
                return LocateResult(
                    status: .inside, floorIndex: floorIndex, space: s, spaces: SpaceIndexList(single: s),
                    isOnBoundary: false, nearest: nil, distance: 0)
            }
            if let hit = floor.locateInCell(p, entriesAt: Int(word), floorIndex: floorIndex) { return hit }
        }
        guard let best = floor.nearest(to: p) else {
            return LocateResult(status: .none, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false, nearest: nil, distance: .infinity)
        }
        return LocateResult(
            status: best.distance <= maxDistance ? .nearest : .none, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false,
            nearest: floor.spaceIndices[best.index], distance: best.distance)
    }
}

/// One floor's hit-testing index. A final class: queries borrow it instead of copying its arrays
/// (benchmark locate.pacific.single: about 1 000 fewer instructions per query than as a struct).
final class LocatorFloor: Sendable {
    /// Venue space indices, in the floor's local order.
    let spaceIndices: [Int]
    /// Prepared polygons behind one class reference each, so a query borrows them instead of copying
    /// their index arrays (benchmark locate.pacific.single: about 900 fewer instructions per query).
    let prepared: [LocatorPolygon]
    /// The fine grid that answers point queries (most of them with no polygon test).
    let cells: LocatorCells
    /// The coarse grid and R-tree behind the nearest-space answer.
    let tree: RTree
    let grid: LocatorGrid
    let nearestCells: LocatorNearestCells

    init(spaceIndices: [Int], venue: Venue) {
        self.spaceIndices = spaceIndices
        let polygons = spaceIndices.map { PreparedPolygon(venue.spaces[$0].polygon) }
        prepared = polygons.map(LocatorPolygon.init)
        let areas = spaceIndices.map { venue.spaces[$0].polygon.area }
        // The tie rule within one class (interior or boundary): smaller area first, then id.
        let order = spaceIndices.indices.sorted { i, j in
            if areas[i] != areas[j] { return areas[i] < areas[j] }
            return venue.spaces[spaceIndices[i]].id < venue.spaces[spaceIndices[j]].id
        }
        var rank = [Int](repeating: 0, count: spaceIndices.count)
        for (r, k) in order.enumerated() { rank[k] = r }
        let boxes = polygons.map(\.boundingBox)
        cells = LocatorCells(polygons: polygons, spaceIndices: spaceIndices, areas: areas, rank: rank)
        tree = RTree(boxes: boxes)
        grid = LocatorGrid(boxes: boxes)
        nearestCells = LocatorNearestCells(grid: grid, polygons: polygons, tree: tree)
    }

    /// The answer for a point in a mixed cell whose list starts at `offset` in ``LocatorCells/entries``, or
    /// `nil` when no listed space holds the point. The list is in tie-rule order, so the interior hits and
    /// the boundary hits come out sorted.
    @inline(__always)
    func locateInCell(_ p: Point, entriesAt offset: Int, floorIndex: Int) -> LocateResult? {
        let entries = cells.entries
        let m = Int(entries[offset])
        guard m > 0 else { return nil }
        // Hits are kept inline: one or two spaces in the common case, no allocation.
        var interior = SpaceIndexList()
        var boundary = SpaceIndexList()
        for i in stride(from: offset + 1, to: offset + 1 + 2 * m, by: 2) {
            let e = entries[i]
            let s = Int(entries[i + 1])
            if e & LocatorCells.flag != 0 {
                interior.append(s)
                continue
            }
            switch prepared[Int(e)].locate(p) {
            case .interior: interior.append(s)
            case .boundary: boundary.append(s)
            case .exterior: break
            }
        }
        if interior.isEmpty && boundary.isEmpty { return nil }
        let first = interior.isEmpty ? boundary[0] : interior[0]
        var all = interior
        for s in boundary { all.append(s) }
        return LocateResult(
            status: interior.isEmpty ? .boundary : .inside, floorIndex: floorIndex, space: first, spaces: all,
            isOnBoundary: !boundary.isEmpty, nearest: nil, distance: 0)
    }

    /// The nearest space to a point that lies in none (floor-local index and distance; ties: smaller
    /// index), from the coarse cell's edge lists inside the grid, else from the R-tree.
    func nearest(to p: Point) -> (index: Int, distance: Double)? {
        if let cell = grid.cell(of: p) { return nearestCells.nearest(to: p, cell: cell) }
        return tree.nearestOne(to: p) { prepared[$0].outsideDistance(to: p) }
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
