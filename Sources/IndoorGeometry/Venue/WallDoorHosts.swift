/// Which wall centre-line segments a door lies in, for cutting usable doors out of those walls only and
/// closing blocked doors with a piece of wall as thick as the wall around them.
///
/// A segment *hosts* a door when both door end points lie within the segment's half thickness plus
/// ``bandSlack`` of its centre line, the door runs along it (within ``maxSkewSine``), and the door's
/// projection onto it overlaps the segment (for a cut) or comes within ``closeReach`` of it (for a
/// blocked door, whose gap the walls leave open).
struct WallDoorHosts {
    /// Metres beyond a wall's half thickness within which a door line still counts as lying in it (door
    /// lines are drawn on a wall's face or a few centimetres off its centre line).
    static let bandSlack = 0.05
    /// Sine of the largest angle between a door and the wall it lies in (about 11.5°).
    static let maxSkewSine = 0.2
    /// How far (metres, along the wall) a wall end may stop short of a blocked door and still be closed by it.
    static let closeReach = 0.3
    /// Metres: a cut reaching this close to a vertex takes it, and wall left between two cuts shorter than
    /// this is dropped (door lines end up to a millimetre off the wall ends in real exports; a sliver of
    /// wall left there would be a needle in the output).
    static let snap = 0.01

    /// A wall line as drawn, with its total thickness (metres).
    struct Line {
        var points: [Point]
        var thickness: Double
    }

    /// One hosting segment: segment `segment` (points `segment`, `segment + 1`) of line `line`, and the
    /// door's projection onto it, metres from the segment's first point (`s0 ≤ s1`).
    struct Host {
        var line: Int
        var segment: Int
        var s0: Double
        var s1: Double
    }

    let lines: [Line]

    /// The segments hosting the door from `p` to `q`; `forClosing` accepts segments that stop within
    /// ``closeReach`` of the door instead of overlapping it.
    func hosts(_ p: Point, _ q: Point, forClosing: Bool) -> [Host] {
        guard let door = (q - p).normalized else { return [] }
        var out: [Host] = []
        for (li, line) in lines.enumerated() {
            let band = line.thickness / 2 + Self.bandSlack
            for k in 0 ..< max(0, line.points.count - 1) {
                let a = line.points[k], b = line.points[k + 1]
                guard let u = (b - a).normalized else { continue }
                let len = a.distance(to: b)
                guard abs(u.cross(door)) <= Self.maxSkewSine,
                    abs(u.cross(p - a)) <= band, abs(u.cross(q - a)) <= band
                else { continue }
                let tp = (p - a).dot(u), tq = (q - a).dot(u)
                let s0 = min(tp, tq), s1 = max(tp, tq)
                if forClosing {
                    guard max(0, s0 - len, -s1) <= Self.closeReach else { continue }
                } else {
                    guard min(len, s1) - max(0, s0) > 1e-9 else { continue }
                }
                out.append(Host(line: li, segment: k, s0: s0, s1: s1))
            }
        }
        return out
    }

    /// The line ends that the given cuts remove: each as the vertex and the unit direction along the
    /// removed segment. A joint there lost a wall end to a door.
    func cutEnds(_ cuts: [Int: [Int: [(Double, Double)]]]) -> [(point: Point, direction: Point)] {
        var out: [(Point, Point)] = []
        for (li, lineCuts) in cuts {
            let pts = lines[li].points
            for (k, intervals) in lineCuts {
                let len = pts[k].distance(to: pts[k + 1])
                guard let u = (pts[k + 1] - pts[k]).normalized else { continue }
                if intervals.contains(where: { $0.0 <= Self.snap && $0.1 > 0 }) { out.append((pts[k], u)) }
                if intervals.contains(where: { $0.1 >= len - Self.snap && $0.0 < len }) { out.append((pts[k + 1], -u)) }
            }
        }
        return out
    }

    /// The lines with the given intervals (metres along each segment) removed, split where cut.
    /// `cuts[line][segment]` lists the intervals of that segment to remove.
    func cutting(_ cuts: [Int: [Int: [(Double, Double)]]]) -> [Line] {
        var out: [Line] = []
        for (li, line) in lines.enumerated() {
            guard let lineCuts = cuts[li] else {
                out.append(line)
                continue
            }
            var current: [Point] = [line.points[0]]
            func flush() {
                if current.count >= 2 { out.append(Line(points: current, thickness: line.thickness)) }
                current = []
            }
            for k in 0 ..< line.points.count - 1 {
                let a = line.points[k], b = line.points[k + 1]
                let len = a.distance(to: b)
                guard let intervals = lineCuts[k], len > 0 else {
                    if current.isEmpty { current = [a] }
                    current.append(b)
                    continue
                }
                // Merge the intervals, clamped to the segment, and keep what lies between them.
                // A cut ending within `snap` of a vertex reaches it (no sliver of wall left at a jamb).
                let sorted = intervals.map { ($0.0 <= Self.snap ? 0 : $0.0, $0.1 >= len - Self.snap ? len : $0.1) }
                    .filter { $0.1 > $0.0 }.sorted { $0.0 < $1.0 }
                var t = 0.0
                for (lo, hi) in sorted {
                    if lo > t + Self.snap {
                        if current.isEmpty { current = [a.interpolated(to: b, t: t / len)] }
                        current.append(a.interpolated(to: b, t: lo / len))
                    }
                    flush()
                    t = max(t, hi)
                }
                if t < len {
                    if current.isEmpty { current = [t == 0 ? a : a.interpolated(to: b, t: t / len)] }
                    current.append(b)
                }
            }
            flush()
        }
        return out
    }

    /// The piece of wall closing a blocked door from `p` to `q`: along the centre line of its thickest
    /// host, from the door's projected ends, each moved to a host line's free end point when one lies
    /// within ``closeReach`` (so the piece meets the wall ends exactly and their joint is filled).
    /// `nil` when no wall hosts the door.
    func closer(_ p: Point, _ q: Point) -> Line? {
        let hs = hosts(p, q, forClosing: true)
        guard let main = hs.max(by: { lines[$0.line].thickness < lines[$1.line].thickness }) else { return nil }
        let line = lines[main.line]
        let a = line.points[main.segment], b = line.points[main.segment + 1]
        guard let u = (b - a).normalized else { return nil }
        let band = line.thickness / 2 + Self.bandSlack
        var start = a + u * main.s0, end = a + u * main.s1
        // Free ends of the hosting lines near each end of the door.
        var ends: [Point] = []
        for h in hs {
            let pts = lines[h.line].points
            ends.append(pts[0])
            ends.append(pts[pts.count - 1])
        }
        func snap(_ x: Point) -> Point {
            var best: Point? = nil
            var bestD = Self.closeReach
            for e in ends where abs(u.cross(e - a)) <= band {
                let d = abs((e - x).dot(u))
                if d <= bestD { best = e; bestD = d }
            }
            return best ?? x
        }
        let s = snap(start), e = snap(end)
        if s != e && (e - s).dot(u) > 0 { start = s; end = e }
        return Line(points: [start, end], thickness: line.thickness)
    }
}
