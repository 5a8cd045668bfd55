/// The structural plan of one generated building, in the building's own frame (metres, axis-aligned):
/// an L-shaped footprint with an L-shaped (bending) corridor and four strips of rooms along it.
///
/// ```
///            W | B | E        wing B (north), corridor B in the middle
///   N  N  N  N | B | E
///   ===== corridor A ==| E    wing A (west–east)
///   S  S  S  S  S  S   | E
/// ```
/// The room partition of each strip is fixed per building (so stairs and elevators stack); each floor then
/// varies it (L-shaped rooms, pillars, an open area with desks) in ``FloorLayout``.
struct BuildingLayout {
    /// Depth of a room strip (corridor edge to outer wall).
    static let roomDepth = 6.0
    /// Corridor width.
    static let corridorWidth = 2.4

    /// One strip of rooms: `(s, t)` maps to `origin + s·u + t·v`; `t = 0` is the corridor edge.
    struct Strip {
        var origin: Point
        var u: Point
        var v: Point
        var length: Double
        /// Rooms touch the corridor only for `s >= frontFrom`.
        var frontFrom: Double
        /// Partition boundaries, from 0 to `length`.
        var cuts: [Double]

        func map(_ s: Double, _ t: Double) -> Point { origin + u * s + v * t }
        var roomCount: Int { cuts.count - 1 }
    }

    /// Length of wing A (x extent) and wing B (extra y extent), and the building depth.
    let lengthA: Double
    let lengthB: Double
    let depth: Double
    var strips: [Strip] = []  // S, N, E, W

    init(roomsPerFloor: Int, random: inout GeneratorRandom) {
        let d = 2 * Self.roomDepth + Self.corridorWidth
        let total = Double(roomsPerFloor) * 4.6
        lengthA = max(24, (0.6 * total / 2).rounded())
        lengthB = max(10, (0.4 * total / 2).rounded())
        depth = d
        let yc0 = Self.roomDepth
        let yc1 = Self.roomDepth + Self.corridorWidth
        let xc1 = lengthA - Self.roomDepth  // east edge of corridor B
        let xc0 = xc1 - Self.corridorWidth  // west edge of corridor B
        strips = [
            Strip(origin: Point(x: 0, y: yc0), u: Point(x: 1, y: 0), v: Point(x: 0, y: -1), length: xc1, frontFrom: 0, cuts: []),
            Strip(origin: Point(x: 0, y: yc1), u: Point(x: 1, y: 0), v: Point(x: 0, y: 1), length: xc0, frontFrom: 0, cuts: []),
            Strip(origin: Point(x: xc1, y: 0), u: Point(x: 0, y: 1), v: Point(x: 1, y: 0), length: d + lengthB, frontFrom: yc0, cuts: []),
            Strip(origin: Point(x: xc0, y: d), u: Point(x: 0, y: 1), v: Point(x: -1, y: 0), length: lengthB, frontFrom: 0, cuts: [])
        ]
        for k in strips.indices {
            var cuts = [0.0]
            // The east strip's first room must reach past the corridor's start far enough for a door.
            if strips[k].frontFrom > 0 { cuts.append(strips[k].frontFrom + 4) }
            while let last = cuts.last, strips[k].length - last > 10 {
                cuts.append(last + random.uniform(3.6 ... 6.4).rounded(toPlaces: 1))
            }
            if let last = cuts.last, strips[k].length - last < 3.6, cuts.count > 1 { cuts.removeLast() }
            cuts.append(strips[k].length)
            strips[k].cuts = cuts
        }
    }

    var yc0: Double { Self.roomDepth }
    var yc1: Double { Self.roomDepth + Self.corridorWidth }
    var xc1: Double { lengthA - Self.roomDepth }
    var xc0: Double { xc1 - Self.corridorWidth }

    /// The L-shaped corridor polygon (closed, counter-clockwise).
    var corridor: [Point] {
        [
            Point(x: 0, y: yc0), Point(x: xc1, y: yc0), Point(x: xc1, y: depth + lengthB), Point(x: xc0, y: depth + lengthB),
            Point(x: xc0, y: yc1), Point(x: 0, y: yc1), Point(x: 0, y: yc0)
        ]
    }

    /// The L-shaped building outline (closed, counter-clockwise).
    var outline: [Point] {
        [
            Point(x: 0, y: 0), Point(x: lengthA, y: 0), Point(x: lengthA, y: depth + lengthB), Point(x: lengthA - depth, y: depth + lengthB),
            Point(x: lengthA - depth, y: depth), Point(x: 0, y: depth), Point(x: 0, y: 0)
        ]
    }

    /// Centre of the outline's bounding box.
    var center: Point { Point(x: lengthA / 2, y: (depth + lengthB) / 2) }
}

fileprivate extension Double {
    /// Rounded to `places` decimal places (for tidy generated dimensions).
    func rounded(toPlaces places: Int) -> Double {
        var m = 1.0
        for _ in 0 ..< places { m *= 10 }
        return (self * m).rounded() / m
    }
}
