import IndoorGeometry

/// The door lines of one floor, read once for finding the doors a walked path crosses (the instructions'
/// "Go through the door."): the floor's doors that have a line, in venue order, each line's segments and
/// its bounding box, and the boxes sorted along an axis (``DoorLineSlabs``). A path segment is tested
/// against a line's segments only when it meets the line's box, which gives the same crossings as testing
/// every segment (the exact segment test rejects disjoint boxes first); the sorted boxes give those boxes
/// from the slab of the floor around the segment instead of testing every box of the floor.
///
/// Immutable; ``RouteInferenceIndex`` keeps one per floor of its venue.
/// - Complexity: O(door vertices of the floor) to build; memory one segment per door-line segment.
struct FloorDoorLines: Sendable {
    /// The doors with a line, as indices into ``IndoorGeometry/Venue/doors``, in venue order.
    let doors: [Int]
    /// The segments of each door's line, list `k` for `doors[k]`.
    let segments: FlatLists<Segment>
    /// The bounding box of each door's line, `boxes[k]` for `doors[k]`.
    let boxes: [BoundingBox]
    /// ``boxes`` sorted along an axis (`nil` for a floor with few doors, which are scanned).
    let slabs: DoorLineSlabs?

    /// The lines of `doors` (indices into `venue.doors`, each with a line).
    init(venue: Venue, doors: [Int]) {
        self.doors = doors
        var lists: [[Segment]] = []
        var boxes: [BoundingBox] = []
        lists.reserveCapacity(doors.count)
        boxes.reserveCapacity(doors.count)
        for j in doors {
            let line = venue.doors[j].line!
            lists.append((0 ..< line.segmentCount).map { line.segment($0) })
            boxes.append(line.boundingBox)
        }
        segments = FlatLists(lists)
        self.boxes = boxes
        slabs = DoorLineSlabs(boxes: boxes)
    }

    /// The door lines of floor `floor` of `venue`.
    /// - Complexity: O(doors of the venue).
    init(venue: Venue, floor: Int) {
        self.init(venue: venue, doors: venue.doors.indices.filter { venue.doors[$0].floorIndex == floor && venue.doors[$0].line != nil })
    }

    /// The door lines of every floor of `venue`, by floor index.
    /// - Complexity: O(doors of the venue).
    static func all(of venue: Venue) -> [FloorDoorLines] {
        var byFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (j, d) in venue.doors.enumerated() where d.line != nil && byFloor.indices.contains(d.floorIndex) { byFloor[d.floorIndex].append(j) }
        return byFloor.map { FloorDoorLines(venue: venue, doors: $0) }
    }

    /// The doors whose line the path segment `a → b` meets, as `(k, segment)`: `doors[k]`, and the first of its
    /// segments it meets, in the order of ``doors``.
    /// - Complexity: O(log doors + doors in the segment's slab) on a floor with ``slabs``.
    func crossings(_ a: Point, _ b: Point) -> [(door: Int, segment: Segment)] {
        var out: [(door: Int, segment: Segment)] = []
        appendCrossings(a, b, to: &out)
        return out
    }

    /// ``crossings(_:_:)`` appended to `out` (what was in `out` is kept as it was).
    func appendCrossings(_ a: Point, _ b: Point, to out: inout [(door: Int, segment: Segment)]) {
        let first = out.count
        let box = BoundingBox(corner: a, b)
        func test(_ k: Int) {
            for q in segments.range(k) {
                let s = segments.items[q]
                if SegmentIntersection(a, b, s.start, s.end).intersects {
                    out.append((k, s))
                    break
                }
            }
        }
        if let slabs {
            slabs.visit(meeting: box, boxes: boxes, test)
            // The slab yields them in its order: back to the order of the doors.
            if out.count - first > 1 { out[first...].sort { $0.door < $1.door } }
        } else {
            for k in 0 ..< doors.count where boxes[k].intersects(box) { test(k) }
        }
    }
}
