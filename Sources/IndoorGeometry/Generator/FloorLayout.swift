/// One generated floor of a building, in the building frame: spaces, doors, walls broken at the doors,
/// desks, and the stair/elevator anchor points. Pure geometry; ids and names are added by the caller.
struct FloorLayout {
    enum Role: Equatable {
        case room, stairs, elevator, openArea
    }

    struct Room {
        var rings: [[Point]]  // shell (CCW) then holes (CW)
        var role: Role
        /// Door line (2 points) on the corridor edge and the two side points (room side first).
        var door: (line: [Point], roomSide: Point, corridorSide: Point)?
        /// A point well inside (anchor for stairs and elevators, label point).
        var inside: Point
    }

    var rooms: [Room] = []
    var desks: [[Point]] = []
    var walls: [(line: [Point], exterior: Bool)] = []
    /// Building entrances on this floor (ground floor only): line, inside point, outside point.
    var entrances: [(line: [Point], inside: Point, outside: Point)] = []

    init(building b: BuildingLayout, isGround: Bool, floorNumber: Int, random: inout GeneratorRandom) {
        var doorLines: [[Point]] = []
        for (k, strip) in b.strips.enumerated() {
            let n = strip.roomCount
            var used = [Bool](repeating: false, count: n)
            var areaRange: Range<Int>? = nil
            if k == 0, n >= 5, floorNumber % 2 == 0 { areaRange = n >= 7 ? 2 ..< 5 : 1 ..< 3 }
            for i in 0 ..< n where !used[i] {
                let s0 = strip.cuts[i]
                var s1 = strip.cuts[i + 1]
                var role = Role.room
                if k == 1 && i == 0 { role = .stairs }
                if k == 1 && i == 1 { role = .elevator }
                if k == 2 && i == n - 1 && n >= 3 { role = .stairs }
                var shell: [Point]
                var holes: [[Point]] = []
                if let a = areaRange, a.lowerBound == i {
                    s1 = strip.cuts[a.upperBound]
                    for j in a { used[j] = true }
                    role = .openArea
                    shell = Self.rect(strip, s0, s1, 0, BuildingLayout.roomDepth)
                    desks += Self.deskGrid(strip, s0, s1)
                } else if role == .room, i + 1 < n, !used[i + 1], areaRange.map({ !$0.contains(i + 1) }) ?? true,
                    !(k == 1 && i + 1 <= 1), !(k == 2 && i + 1 == n - 1 && n >= 3), random.chance(0.2)
                {
                    // L-shaped room: this room plus the back half of the next one, which keeps its front half.
                    let s2 = strip.cuts[i + 2]
                    let h = BuildingLayout.roomDepth / 2
                    shell = [
                        strip.map(s0, 0), strip.map(s1, 0), strip.map(s1, h), strip.map(s2, h), strip.map(s2, BuildingLayout.roomDepth),
                        strip.map(s0, BuildingLayout.roomDepth), strip.map(s0, 0)
                    ]
                    used[i + 1] = true
                    let front = Self.rect(strip, s1, s2, 0, h)
                    let door = Self.door(strip, s1, s2, random: &random)
                    rooms.append(Room(rings: [Self.ccw(front)], role: .room, door: door, inside: strip.map((s1 + s2) / 2, h / 2)))
                    if let d = door { doorLines.append(d.line) }
                } else {
                    shell = Self.rect(strip, s0, s1, 0, BuildingLayout.roomDepth)
                    if role == .room, (s1 - s0) * BuildingLayout.roomDepth > 30, random.chance(0.35) {
                        let c = strip.map((s0 + s1) / 2, BuildingLayout.roomDepth * 0.6)
                        let r = 0.25
                        holes.append([
                            Point(x: c.x - r, y: c.y - r), Point(x: c.x - r, y: c.y + r), Point(x: c.x + r, y: c.y + r),
                            Point(x: c.x + r, y: c.y - r), Point(x: c.x - r, y: c.y - r)
                        ])
                    }
                }
                used[i] = true
                let door = Self.door(strip, s0, s1, width: role == .openArea ? 2.4 : (role == .room ? nil : 1.2), random: &random)
                if let d = door { doorLines.append(d.line) }
                let inside = strip.map((max(s0, strip.frontFrom) + s1) / 2, BuildingLayout.roomDepth * 0.3)
                rooms.append(Room(rings: [Self.ccw(shell)] + holes, role: role, door: door, inside: inside))
            }
        }
        if isGround {
            let mid = b.depth / 2
            entrances.append(
                (
                    line: [Point(x: 0, y: mid - 0.8), Point(x: 0, y: mid + 0.8)], inside: Point(x: 0.6, y: mid), outside: Point(x: -0.8, y: mid)
                ))
            let top = b.depth + b.lengthB
            let xm = (b.xc0 + b.xc1) / 2
            entrances.append(
                (
                    line: [Point(x: xm - 0.8, y: top), Point(x: xm + 0.8, y: top)], inside: Point(x: xm, y: top - 0.6), outside: Point(x: xm, y: top + 0.8)
                ))
            doorLines += entrances.map(\.line)
        }
        walls = WallBuilder.walls(rings: rooms.map { $0.rings[0] } + [b.corridor], outline: b.outline, doors: doorLines)
    }

    /// The rectangle `[s0, s1] × [t0, t1]` of a strip, closed.
    static func rect(_ strip: BuildingLayout.Strip, _ s0: Double, _ s1: Double, _ t0: Double, _ t1: Double) -> [Point] {
        [strip.map(s0, t0), strip.map(s1, t0), strip.map(s1, t1), strip.map(s0, t1), strip.map(s0, t0)]
    }

    /// A door centred on the part of the room's front edge that touches the corridor, or nil if too short.
    /// Room doors get a random width (some 0.8 m, too narrow for a wheelchair); `width` fixes it
    /// (stairs and elevator rooms 1.2 m, open areas 2.4 m).
    static func door(_ strip: BuildingLayout.Strip, _ s0: Double, _ s1: Double, width: Double? = nil, random: inout GeneratorRandom)
        -> (line: [Point], roomSide: Point, corridorSide: Point)?
    {
        let a = max(s0, strip.frontFrom)
        let avail = s1 - a
        let widths = [0.8, 0.9, 1.0, 1.0, 1.2]
        var w = width ?? widths[Int(random.next() % UInt64(widths.count))]
        if avail < w + 0.6 { w = avail - 0.6 }
        guard w >= 0.7 else { return nil }
        let c = (a + s1) / 2
        return ([strip.map(c - w / 2, 0), strip.map(c + w / 2, 0)], strip.map(c, 0.5), strip.map(c, -0.5))
    }

    /// Desks (1.6 × 0.8 m) in rows with 1.4 m aisles inside an open area.
    static func deskGrid(_ strip: BuildingLayout.Strip, _ s0: Double, _ s1: Double) -> [[Point]] {
        var out: [[Point]] = []
        var s = s0 + 1.5
        while s + 1.6 <= s1 - 1.5 {
            var t = 1.6
            while t + 0.8 <= BuildingLayout.roomDepth - 1.0 {
                out.append(ccw(rect(strip, s, s + 1.6, t, t + 0.8)))
                t += 0.8 + 1.4
            }
            s += 1.6 + 1.4
        }
        return out
    }

    /// The ring turned counter-clockwise if it was clockwise.
    static func ccw(_ ring: [Point]) -> [Point] {
        var a = 0.0
        for i in 0 ..< ring.count - 1 { a += ring[i].cross(ring[i + 1]) }
        return a < 0 ? ring.reversed() : ring
    }
}

/// Turns the axis-aligned edges of a building's spaces into wall centre lines: overlapping edges merged,
/// openings cut out at doors, each piece marked exterior when it lies on the building outline.
enum WallBuilder {
    private struct LineKey: Hashable {
        var vertical: Bool
        var coordinate: Int64  // micrometres
    }

    static func walls(rings: [[Point]], outline: [Point], doors: [[Point]]) -> [(line: [Point], exterior: Bool)] {
        var intervals: [LineKey: [(Double, Double)]] = [:]
        var cuts: [LineKey: [(Double, Double)]] = [:]
        func key(_ a: Point, _ b: Point) -> (LineKey, Double, Double)? {
            if abs(a.y - b.y) < 1e-9, abs(a.x - b.x) > 1e-9 {
                return (LineKey(vertical: false, coordinate: Int64((a.y * 1e6).rounded())), min(a.x, b.x), max(a.x, b.x))
            }
            if abs(a.x - b.x) < 1e-9, abs(a.y - b.y) > 1e-9 {
                return (LineKey(vertical: true, coordinate: Int64((a.x * 1e6).rounded())), min(a.y, b.y), max(a.y, b.y))
            }
            return nil
        }
        for r in rings {
            for i in 0 ..< r.count - 1 {
                if let (k, lo, hi) = key(r[i], r[i + 1]) { intervals[k, default: []].append((lo, hi)) }
            }
        }
        for d in doors {
            if let (k, lo, hi) = key(d[0], d[1]) { cuts[k, default: []].append((lo, hi)) }
        }
        var exteriorIntervals: [LineKey: [(Double, Double)]] = [:]
        for i in 0 ..< outline.count - 1 {
            if let (k, lo, hi) = key(outline[i], outline[i + 1]) { exteriorIntervals[k, default: []].append((lo, hi)) }
        }
        var out: [(line: [Point], exterior: Bool)] = []
        for k in intervals.keys.sorted(by: { ($0.vertical ? 1 : 0, $0.coordinate) < ($1.vertical ? 1 : 0, $1.coordinate) }) {
            let merged = merge(intervals[k] ?? [])
            let pieces = subtract(merged, (cuts[k] ?? []).sorted { $0.0 < $1.0 })
            let c = Double(k.coordinate) / 1e6
            for (lo, hi) in pieces where hi - lo > 1e-6 {
                let ext = (exteriorIntervals[k] ?? []).contains { $0.0 <= lo + 1e-6 && $0.1 >= hi - 1e-6 }
                let line = k.vertical ? [Point(x: c, y: lo), Point(x: c, y: hi)] : [Point(x: lo, y: c), Point(x: hi, y: c)]
                out.append((line, ext))
            }
        }
        return out
    }

    private static func merge(_ xs: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for (lo, hi) in xs.sorted(by: { $0.0 < $1.0 }) {
            if let last = out.last, lo <= last.1 + 1e-9 {
                out[out.count - 1].1 = max(last.1, hi)
            } else {
                out.append((lo, hi))
            }
        }
        return out
    }

    private static func subtract(_ xs: [(Double, Double)], _ holes: [(Double, Double)]) -> [(Double, Double)] {
        var out: [(Double, Double)] = []
        for (lo, hi) in xs {
            var start = lo
            for (a, b) in holes where b > start && a < hi {
                if a > start { out.append((start, a)) }
                start = max(start, b)
            }
            if start < hi { out.append((start, hi)) }
        }
        return out
    }
}
