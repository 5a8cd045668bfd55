import IndoorGeometry

/// The doors a route's walks cross, found once per route from the door lines of the walks' floors
/// (``FloorDoorLines``): what the instructions' door steps (``RouteInstructions``) and the inferred doors a
/// route uses (``RouteInferences``) are both read from, so that a route document tests each walked segment
/// against its floor's door lines once.
///
/// The crossings of the whole route are kept in one list, in walking order (by step, by segment of the
/// step's walk, then in venue order), with the segment of each and where each step's start.
/// - Complexity: per walked segment, O(log doors + doors in its slab) on a floor with slabs
///   (``FloorDoorLines/crossings(_:_:)``); memory one entry per door crossed and one per step.
struct RouteDoorCrossings {
    /// One door a walked segment crosses: its index into ``IndoorGeometry/Venue/doors``, and the first of its
    /// line's segments that the walked segment meets.
    typealias Crossing = (door: Int, segment: Segment)

    /// Every crossing of the route, in walking order.
    private(set) var all: [Crossing] = []
    /// Per entry of ``all``: the segment of its step's walk that crosses the door (`points[i] → points[i + 1]`).
    private(set) var segmentOf: [Int32] = []
    /// Per step of the route: where its crossings start in ``all`` (the step count last: the end).
    private(set) var stepStart: [Int] = []

    /// The crossings of `route`'s walks, with `lines(floor)` the door lines of a floor.
    init(route: RouteResult, lines: (Int) -> FloorDoorLines) {
        stepStart.reserveCapacity(route.steps.count + 1)
        for step in route.steps {
            stepStart.append(all.count)
            guard case let .walk(leg) = step, leg.points.count >= 2 else { continue }
            let doorLines = lines(leg.floor)
            let pts = leg.points
            for i in 0 ..< pts.count - 1 {
                let first = all.count
                doorLines.appendCrossings(pts[i], pts[i + 1], to: &all)
                for j in first ..< all.count {
                    all[j].door = doorLines.doors[all[j].door]
                    segmentOf.append(Int32(i))
                }
            }
        }
        stepStart.append(all.count)
    }

    /// The crossings of `route`'s walks on `venue`, with the door lines of `index` (`nil`: each walk's floor's
    /// lines read for this call, at a cost in proportion to the venue's doors per walk).
    init(route: RouteResult, venue: Venue, index: RouteInferenceIndex?) {
        self.init(route: route) { floor in index?.doorLines[floor] ?? FloorDoorLines(venue: venue, floor: floor) }
    }

    /// The positions in ``all`` of step `k`'s crossings.
    func range(step k: Int) -> Range<Int> { stepStart[k] ..< stepStart[k + 1] }

    /// The crossings of segment `i` of step `k`'s walk (`points[i] → points[i + 1]`), in venue order.
    func crossings(step k: Int, segment i: Int) -> [Crossing] {
        range(step: k).filter { segmentOf[$0] == Int32(i) }.map { all[$0] }
    }

    /// The inferred doors (``IndoorGeometry/Door/inference``) that step `k`'s walk crosses, each once, in
    /// walking order (on a segment, in venue order).
    func inferredDoors(step k: Int, venue: Venue) -> [Int] {
        var out: [Int] = []
        for j in range(step: k) {
            let door = all[j].door
            if venue.doors[door].inference != nil && !out.contains(door) { out.append(door) }
        }
        return out
    }
}
