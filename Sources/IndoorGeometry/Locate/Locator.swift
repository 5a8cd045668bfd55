/// Answers "which space contains this coordinate on this floor?" for a whole venue, exactly.
///
/// Built once per venue: per floor, a fine grid whose cells are classified exactly against the spaces
/// (``LocatorCells``: most points are answered by one array read, the rest by a ray-crossing count over the
/// few edges their cell lists) whose cells also lead to nearest-space edge lists per block of cells
/// (``LocatorNearestCells``), all in a few flat venue-wide arrays (``LocatorStore``), with an STR R-tree (``RTree``) over each floor's
/// space boxes for points beyond the grids. Immutable and `Sendable`: share one locator across
/// threads.
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
///   ``defaultMaxDistance``) with its distance; beyond that there is no nearest space: status `.none` with
///   the distance to the nearest space, or `.outside` when the point is also outside the venue (every
///   floor's outline; for a floor without one, farther than `maxDistance` from the box of its spaces).
public struct Locator: Sendable {
    /// Default search radius for the nearest space when a point is in none: 5 m (a typical indoor
    /// positioning error).
    public static let defaultMaxDistance = 5.0

    /// The venue answered for.
    public let venue: Venue
    let floors: [LocatorFloor]
    let store: LocatorStore
    /// The floors' outlines (boxes for floors without one): what "outside the venue" means.
    let extent: LocatorExtent

    /// Builds the per-floor indexes.
    /// - Complexity: O(n log n) for n space vertices, plus O(c) for the c cells (about
    ///   ``LocatorCells/cellsPerSpace`` per space).
    public init(venue: Venue) {
        self.venue = venue
        var perFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated() where Self.isSpace(s) && s.floorIndex < perFloor.count {
            perFloor[s.floorIndex].append(i)
        }
        var builder = LocatorStoreBuilder()
        floors = perFloor.map { LocatorFloor(spaceIndices: $0, venue: venue, into: &builder) }
        store = LocatorStore(builder)
        extent = LocatorExtent(venue: venue, isSpace: Self.isSpace)
    }

    /// Whether a venue space takes part in hit-testing: ``Space/isHitTestable``, which the readers set
    /// (MVF rooms, hallways and areas; IMDF units other than `opentobelow`, `column`, `structure`).
    public static func isSpace(_ s: Space) -> Bool { s.isHitTestable }

    /// Locates a WGS84 coordinate on a floor given by reference.
    /// - Throws: ``LocateError`` for an unknown or ambiguous floor or an invalid coordinate.
    public func locate(_ coordinate: GeoCoordinate, floor: FloorReference, maxDistance: Double = Locator.defaultMaxDistance)
        throws(LocateError) -> LocateResult
    {
        guard coordinate.isValid else { throw .invalidCoordinate(coordinate) }
        let f: Int
        do {
            f = try venue.floorIndex(for: floor)
        } catch {
            throw .floor(error)
        }
        return locate(venue.projection.project(coordinate), floorIndex: f, maxDistance: maxDistance)
    }

    /// Locates a point (metres, the venue's plane) on floor `floorIndex`.
    /// - Precondition: `floorIndex` is a valid index into ``Venue/floors``; `maxDistance >= 0`.
    /// - Complexity: O(1) array reads for a point in a cell that one space covers (most points inside
    ///   rooms); otherwise a ray-crossing count over the few edges its cell lists for each space whose
    ///   boundary crosses the cell, and for a point in no space the exact distance to the few edges that
    ///   can be nearest to its block of cells (see ``LocatorNearestCells``).
    public func locate(_ p: Point, floorIndex: Int, maxDistance: Double = Locator.defaultMaxDistance) -> LocateResult {
        precondition(floors.indices.contains(floorIndex), "Locator.locate: floor index \(floorIndex) out of range")
        let store = self.store
        let grid = store.grids[floorIndex]
        let cell = grid.cell(of: p)
        let best: (space: Int, distance: Double)?
        if cell >= 0 {
            let word = store.word(ofCell: cell, grid: grid)
            if word & LocatorCells.pure != 0 {
                // A pure cell: one space covers it and no other meets it.
                let s = Int(word & ~LocatorCells.pure)
                return LocateResult(
                    status: .inside, floorIndex: floorIndex, space: s, spaces: SpaceIndexList(single: s), isOnBoundary: false, nearest: nil, distance: 0)
            }
            if word & LocatorCells.nearTag != 0 {
                best = nearest(to: p, list: Int(word & ~LocatorCells.nearTag))
            } else if let hit = locateInCell(p, at: Int(word), floorIndex: floorIndex) {
                return hit
            } else {
                best = nearest(to: p, list: Int(store.blocks[grid.block(ofCell: cell)]))
            }
        } else {
            // Beyond the grid (which has a margin around every space's box): the floor's R-tree.
            let floor = floors[floorIndex]
            best = floor.tree.nearestOne(to: p) { boundaryDistance(of: $0, on: floor, to: p) }.map { (floor.spaceIndices[$0.index], $0.distance) }
        }
        guard let best else { return beyond(p, floorIndex: floorIndex, distance: .infinity, maxDistance: maxDistance) }
        guard best.distance <= maxDistance else { return beyond(p, floorIndex: floorIndex, distance: best.distance, maxDistance: maxDistance) }
        return LocateResult(
            status: .nearest, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false, nearest: best.space,
            distance: best.distance)
    }

    /// The answer for a point farther than `maxDistance` from every space of its floor (`distance` metres
    /// from the nearest): no nearest space, `.outside` when the point is outside the venue
    /// (``LocatorExtent``), else `.none`.
    @inline(never)
    func beyond(_ p: Point, floorIndex: Int, distance: Double, maxDistance: Double) -> LocateResult {
        LocateResult(
            status: extent.isOutside(p, margin: maxDistance) ? .outside : .none, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(),
            isOnBoundary: false, nearest: nil, distance: distance)
    }

    /// The answer for a point in a mixed cell whose list starts at `offset` in ``LocatorStore/blob`` (see
    /// ``LocatorCells`` for the layout), or `nil` when no listed space holds the point. The list is in
    /// tie-rule order, so the interior hits and the boundary hits come out sorted.
    @inline(__always)
    func locateInCell(_ p: Point, at offset: Int, floorIndex: Int) -> LocateResult? {
        let blob = store.blob
        guard let xy = UnsafePointer(store.xy.baseAddress) else { return nil }
        // Hits are kept inline: one or two spaces in the common case, no allocation.
        var interior = SpaceIndexList()
        var boundary = SpaceIndexList()
        var i = offset
        while true {
            let head = blob[i]
            let s = Int(head & LocatorStore.spaceMask)
            let location: Location
            if head & LocatorStore.covered != 0 {
                location = .interior
                i &+= 1
            } else if head & LocatorStore.prepared != 0 {
                location = floors[floorIndex].prepared[Int(blob[i &+ 1])]!.locate(p)
                i &+= 2
            } else {
                // The rings that cross the cell; those that do not are known to hold the cell (the shell)
                // or not (the holes).
                i &+= 1
                var inside = true
                var onBoundary = false
                while true {
                    let header = blob[i]
                    let count = Int(header & LocatorStore.ringCountMask)
                    let first = i &+ 1
                    i &+= 1 &+ count
                    if inside {
                        let l = PreparedRingIndex.locate(p, edgeCount: count) { UnsafePointer(xy + 2 &* Int(blob[first &+ $0])) }
                        if l == .boundary {
                            onBoundary = true
                        } else if (l == .interior) == (header & LocatorStore.hole != 0) {
                            inside = false  // outside the shell, or strictly inside a hole
                        }
                    }
                    if header & LocatorStore.lastRing != 0 { break }
                }
                location = !inside ? .exterior : (onBoundary ? .boundary : .interior)
            }
            switch location {
            case .interior: interior.append(s)
            case .boundary: boundary.append(s)
            case .exterior: break
            }
            if head & LocatorStore.lastEntry != 0 { break }
        }
        if interior.isEmpty && boundary.isEmpty { return nil }
        let first = interior.isEmpty ? boundary[0] : interior[0]
        var all = interior
        for s in boundary { all.append(s) }
        return LocateResult(
            status: interior.isEmpty ? .boundary : .inside, floorIndex: floorIndex, space: first, spaces: all,
            isOnBoundary: !boundary.isEmpty, nearest: nil, distance: 0)
    }

    /// Distance in metres from `p` to the boundary of floor-local space `k` of `floor`, for points already
    /// known to lie outside it: through its prepared polygon when the floor keeps one, else over its rings'
    /// edges in ``LocatorStore/xy``. Both take the minimum of the same ``Segment/squaredDistance(to:)`` over
    /// the same edges as ``Polygon/boundaryDistance(to:)``, so the answer is the same, bit for bit.
    func boundaryDistance(of k: Int, on floor: LocatorFloor, to p: Point) -> Double {
        if let polygon = floor.prepared[k] { return polygon.outsideDistance(to: p) }
        guard let xy = UnsafePointer(store.xy.baseAddress) else { return .infinity }
        var best = Double.infinity
        for j in Int(floor.spaceRings[k]) ..< Int(floor.spaceRings[k + 1]) {
            for v in Int(floor.ringStart[j]) ..< Int(floor.ringStart[j + 1]) - 1 {
                let e = xy + 2 &* v
                let d = Segment(Point(x: e[0], y: e[1]), Point(x: e[2], y: e[3])).squaredDistance(to: p)
                if d < best { best = d }
            }
        }
        return best.squareRoot()
    }

    /// The nearest space to a point that lies in none (venue index and distance in metres; ties: smaller
    /// index), from the nearest-space list at `list` in ``LocatorStore/nearBlob``; `nil` when the floor has
    /// no space.
    @inline(__always)
    func nearest(to p: Point, list: Int) -> (space: Int, distance: Double)? {
        let blob = store.nearBlob
        guard let xy = UnsafePointer(store.xy.baseAddress) else { return nil }
        var i = list
        var best = -1
        var bestDistance = Double.infinity
        while blob[i] & LocatorNearestCells.emptyList == 0 {
            let header = blob[i]
            let s: Int
            var d2 = Double.infinity
            @inline(__always) func edge(_ e: UnsafePointer<Double>) {
                let q = Segment(Point(x: e[0], y: e[1]), Point(x: e[2], y: e[3])).squaredDistance(to: p)
                if q < d2 { d2 = q }
            }
            if header & LocatorNearestCells.long == 0 {
                // Runs of consecutive edges: first vertex in the low 24 bits, length - 1 above.
                s = Int(header & LocatorNearestCells.shortSpaceMask)
                let runs = Int((header >> 24) & UInt32(LocatorNearestCells.maxShortCount))
                i &+= 1
                for j in i ..< i &+ runs {
                    let run = blob[j]
                    var e = xy + 2 &* Int(run & LocatorNearestCells.runStartMask)
                    for _ in 0 ... Int(run >> 24) {
                        edge(e)
                        e += 2
                    }
                }
                i &+= runs
            } else {
                s = Int(header & LocatorStore.spaceMask)
                let count = Int(blob[i &+ 1])
                i &+= 2
                for j in i ..< i &+ count { edge(xy + 2 &* Int(blob[j])) }
                i &+= count
            }
            let d = d2.squareRoot()
            if d < bestDistance || (d == bestDistance && s < best) {
                best = s
                bestDistance = d
            }
            if header & LocatorNearestCells.lastGroup != 0 { break }
        }
        return best >= 0 ? (best, bestDistance) : nil
    }
}

/// One floor's build inputs and the slow-path structures: an R-tree over its spaces' boxes and their
/// rings' places in ``LocatorStore/xy``, for points beyond the grids, and the prepared polygons of the
/// spaces whose rings are too large to list per cell.
final class LocatorFloor: Sendable {
    /// Venue space indices, in the floor's local order (ascending).
    let spaceIndices: [Int]
    /// Per floor-local space, its prepared polygon when some cell tests the space through it (a `prepared`
    /// entry, see ``LocatorCells``), else `nil`: a prepared polygon holds several times its vertices in
    /// index arrays, and most spaces are answered from the cells alone. Behind one class reference each,
    /// so a query borrows the polygon instead of copying its index arrays.
    let prepared: [LocatorPolygon?]
    /// Over the spaces' bounding boxes, floor-local indices.
    let tree: RTree
    /// Floor-local space `k`'s rings are `spaceRings[k] ..< spaceRings[k + 1]`; ring `j`'s vertices are
    /// `ringStart[j] ..< ringStart[j + 1]` in ``LocatorStore/xy`` (closing repeat included).
    let spaceRings: [UInt32]
    let ringStart: [UInt32]

    init(spaceIndices: [Int], venue: Venue, into b: inout LocatorStoreBuilder) {
        self.spaceIndices = spaceIndices
        // Prepared for the build only (exact cell classification, nearest-space lists); dropped after it
        // but for the spaces a cell tests through them.
        let polygons = spaceIndices.map { PreparedPolygon(venue.spaces[$0].polygon) }
        let areas = spaceIndices.map { venue.spaces[$0].polygon.area }
        // The tie rule within one class (interior or boundary): smaller area first, then id.
        let order = spaceIndices.indices.sorted { i, j in
            if areas[i] != areas[j] { return areas[i] < areas[j] }
            return venue.spaces[spaceIndices[i]].id < venue.spaces[spaceIndices[j]].id
        }
        let vertexBase = polygons.map { p in p.polygon.rings.map { b.addVertices($0) } }
        // Rings are appended space after space, ring after ring: each ends where the next begins.
        ringStart = vertexBase.joined().map(UInt32.init) + [UInt32(b.xy.count / 2)]
        var spaceRings: [UInt32] = [0]
        for v in vertexBase { spaceRings.append(spaceRings[spaceRings.count - 1] + UInt32(v.count)) }
        self.spaceRings = spaceRings
        let tree = RTree(boxes: polygons.map(\.boundingBox))
        self.tree = tree
        var grid = LocatorFloorGrid()
        let tested = LocatorCells.build(
            polygons: polygons, spaceIndices: spaceIndices, areas: areas, order: order, vertexBase: vertexBase, tree: tree,
            into: &b, grid: &grid)
        b.grids.append(grid)
        prepared = polygons.indices.map { tested[$0] ? LocatorPolygon(polygons[$0]) : nil }
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
