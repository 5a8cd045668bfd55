import IndoorGeometry

/// The walkable free space of one floor for a walker of a given clearance, built from a venue's geometry.
///
/// Construction (all in metres on the venue plane):
/// 1. `W` = union of the floor's walkable spaces (rooms, hallways, areas; IMDF walkable units; restricted
///    units only for staff free space).
/// 2. Physical obstacles `P` = walls buffered by half their thickness (flat caps, mitre joins), with every
///    usable door's opening cut out of them (so walls drawn straight through a door, which real exports
///    contain, do not close it), plus obstacles (desks, fixtures). For IMDF, which has no walls, every unit
///    boundary is a thin wall (``IndoorGeometry/Venue/spaceBoundaryWallThickness``) except between two open walkway-like units and
///    where an opening is.
/// 3. Free space = `(W ⊕ s) ⊖ (r + s)  −  P ⊕ r`: `W` grown by ``seamTolerance`` `s` (closing seams
///    between neighbouring spaces) and eroded by `r + s` (so its outer boundary keeps the walker's centre
///    `r` away where no neighbouring space continues the floor), minus the obstacles grown by exactly the
///    clearance `r` (round joins, 4 chords per quarter circle: at most 4.8 mm inside the true offset at
///    r = 0.25 m): the set of positions of the walker's centre. The growth rounds door jambs correctly and
///    closes every opening narrower than `2r`; such doors are reported in ``closedDoors``, never silently.
///
/// An outdoor floor with no walkable geometry (real campus exports often draw none between their
/// buildings) is treated as open ground: the box around all the venue's floors grown by
/// ``openGroundMargin``, minus the outlines of the buildings' ground floors; a warning says so.
public struct VenueFloorFreeSpace: Sendable {
    /// Gaps and slivers between neighbouring spaces narrower than twice this (metres) are closed before
    /// walls are subtracted: real exports and generated plans leave nanometre seams along shared edges.
    public static let seamTolerance = 0.01
    /// Margin in metres around the venue for synthesized open ground on an empty outdoor floor.
    public static let openGroundMargin = 30.0

    public let floorIndex: Int
    /// Where the walker's centre may be.
    public let region: MultiPolygon
    /// Doors of this floor that the clearance closes (width < 2r) or that the source marks blocked.
    public let closedDoors: [ClosedDoor]
    /// What was assumed while building (open ground, ignored geometry).
    public let warnings: [String]

    /// Builds the free space of floor `floorIndex`.
    /// - Parameters:
    ///   - clearance: distance in metres the walker's centre keeps from walls and obstacles (≥ 0).
    ///   - includesRestricted: whether restricted spaces (``Space/restriction``, staff only) are walkable;
    ///     default `false`: the free space of the public.
    ///   - features: the venue's features by floor, when a caller building every floor gathered them once
    ///     (default `nil`: this floor's are found by a pass over the venue).
    /// - Complexity: dominated by the polygon union and difference, O((n + k) log n) for n edges and k
    ///   intersections.
    public init(venue: Venue, floorIndex: Int, clearance: Double, includesRestricted: Bool = false, features: VenueFloorFeatures? = nil) {
        precondition(clearance >= 0, "VenueFloorFreeSpace: clearance must be ≥ 0")
        self.floorIndex = floorIndex
        var warnings: [String] = []
        var closed: [ClosedDoor] = []
        let floor = venue.floors[floorIndex]
        let spacesHere = features?.spaces[floorIndex] ?? venue.spaces.indices.filter { venue.spaces[$0].floorIndex == floorIndex }
        let walkable = spacesHere.map { venue.spaces[$0] }.filter {
            $0.isWalkable && $0.isHitTestable && (includesRestricted || !$0.isRestricted)
        }
        var region: MultiPolygon
        if walkable.isEmpty && floor.isOutdoor {
            region = Self.openGround(venue: venue)
            warnings.append("outdoor floor '\(floor.id)' has no walkable geometry: open ground between the buildings is treated as walkable")
        } else {
            // Close the seams that shared edges leave when neighbouring spaces do not share exact vertices
            // (a T-junction vertex a few nanometres off its neighbour's edge leaves a sliver hole exactly
            // where a door is): grow by `seamTolerance` now, erode it again with the clearance below.
            region = MultiPolygon.union(of: walkable.map(\.polygon))
                .buffer(distance: Self.seamTolerance, style: BufferStyle(join: .mitre, mitreLimit: 2))
        }
        for i in features?.doors[floorIndex] ?? venue.doors.indices.filter({ venue.doors[$0].floorIndex == floorIndex }) {
            let d = venue.doors[i]
            guard let line = d.line else { continue }
            if d.isBlocked {
                closed.append(ClosedDoor(door: i, width: line.length, reason: .blockedInSource))
            } else if clearance > 0 && line.length <= 2 * clearance + 1e-6 {
                // Erosion leaves no area through an opening at most 2r wide: closed for this profile.
                closed.append(ClosedDoor(door: i, width: line.length, reason: .notWiderThanTwiceTheClearance(clearance)))
            }
        }
        let walls = venue.wallPolygons(floorIndex: floorIndex, features: features)
        let obstacles = (features?.obstacles[floorIndex] ?? venue.obstacles.indices.filter { venue.obstacles[$0].floorIndex == floorIndex })
            .map { venue.obstacles[$0].polygon }
        let blocked = obstacles.isEmpty ? walls : walls.union(MultiPolygon.union(of: obstacles))
        // The outer boundary keeps the walker's centre r away (where no neighbouring space continues the
        // floor), the seam growth is taken back; walls and obstacles are grown by exactly r, so the
        // clearance is r everywhere and not r + seamTolerance.
        let style = BufferStyle(segmentsPerQuarterCircle: 4)
        let erosion = clearance + (walkable.isEmpty ? 0 : Self.seamTolerance)
        if erosion > 0 { region = region.buffer(distance: -erosion, style: style) }
        region = region.difference(clearance > 0 ? blocked.buffer(distance: clearance, style: style) : blocked)
        self.region = region
        self.closedDoors = closed
        self.warnings = warnings
    }

    /// The box around every floor's spaces, grown by the margin, minus the building floors' outlines.
    static func openGround(venue: Venue) -> MultiPolygon {
        var box = BoundingBox.empty
        for s in venue.spaces { box = box.union(s.polygon.boundingBox) }
        for f in venue.floors { if let o = f.outline { box = box.union(o.boundingBox) } }
        guard !box.isEmpty else { return MultiPolygon() }
        box = box.expanded(by: openGroundMargin)
        let shell = Ring(uncheckedPoints: [box.min, Point(x: box.maxX, y: box.minY), box.max, Point(x: box.minX, y: box.maxY), box.min])
        // Footprints: the outline of each building's ground floor (its lowest floor with ordinal ≥ 0), so that
        // upper floors overhanging the ground do not swallow the entrances' outdoor anchors.
        var ground: [Int: Int] = [:]
        for (i, f) in venue.floors.enumerated() where !f.isOutdoor && f.ordinal >= 0 {
            let key = f.buildingIndex ?? -1 - i
            if let j = ground[key], venue.floors[j].ordinal <= f.ordinal { continue }
            ground[key] = i
        }
        let footprints = ground.values.sorted().compactMap { venue.floors[$0].outline }.flatMap(\.polygons)
        let open = MultiPolygon([Polygon(shell: shell)])
        return footprints.isEmpty ? open : open.difference(MultiPolygon.union(of: footprints))
    }
}
