import Foundation

/// One line of a joined buffer: a centre line and the half width buffered on each side of it, metres.
public struct JoinedBufferLine: Hashable, Sendable {
    public var line: Polyline
    /// Distance in metres covered on each side of the line (half the wall thickness); must be > 0.
    public var halfWidth: Double

    public init(line: Polyline, halfWidth: Double) {
        self.line = line
        self.halfWidth = halfWidth
    }
}

/// The joints of a set of lines and the mitre wedges that fill their outer corners
/// (see ``MultiPolygon/buffer(joinedLines:mitreLimit:)``).
struct JoinedLineJoints {
    /// One line end leaving a joint: where it starts, its unit direction away from the joint, its half width.
    struct End {
        var point: Point
        var direction: Point
        var halfWidth: Double
        var angle: Double
        /// Length of the first segment from the joint, metres.
        var length: Double
    }

    private(set) var joints: [[End]] = []
    let mitreLimit: Double

    init(lines: [JoinedBufferLine], mitreLimit: Double) {
        self.mitreLimit = mitreLimit
        struct Key: Hashable { var x: Int64; var y: Int64 }
        let q = 1 / MultiPolygon.jointTolerance
        func key(_ p: Point) -> Key { Key(x: Int64((p.x * q).rounded()), y: Int64((p.y * q).rounded())) }
        var ends: [Key: [End]] = [:]
        func end(_ p: Point, towards next: Point, _ h: Double) -> End? {
            guard let d = (next - p).normalized else { return nil }
            return End(point: p, direction: d, halfWidth: h, angle: atan2(d.y, d.x), length: p.distance(to: next))
        }
        // Line end points, skipping repeated positions.
        var cleaned: [([Point], Double)] = []
        for l in lines {
            var pts: [Point] = []
            for p in l.line.points where pts.last != p { pts.append(p) }
            guard pts.count >= 2 else { continue }
            cleaned.append((pts, l.halfWidth))
            if let e = end(pts[0], towards: pts[1], l.halfWidth) { ends[key(pts[0]), default: []].append(e) }
            let n = pts.count
            if let e = end(pts[n - 1], towards: pts[n - 2], l.halfWidth) { ends[key(pts[n - 1]), default: []].append(e) }
        }
        // Interior vertices where some other line ends take part in that joint with both their directions.
        for (pts, h) in cleaned where pts.count > 2 {
            for i in 1 ..< pts.count - 1 {
                let k = key(pts[i])
                guard ends[k] != nil else { continue }
                if let a = end(pts[i], towards: pts[i - 1], h) { ends[k]?.append(a) }
                if let b = end(pts[i], towards: pts[i + 1], h) { ends[k]?.append(b) }
            }
        }
        // Sorted, so that the pieces (and so the overlay's output order) do not depend on hashing.
        // An end shorter than the joint's largest half width lies inside the other walls' core and does
        // not shield the gap it points into (its rectangle stops short of their faces), so the gaps are
        // taken between the long ends only; its own rectangle still counts.
        joints = ends.values.filter { $0.count >= 2 }.map { all -> [End] in
            let h = all.map(\.halfWidth).max() ?? 0
            let long = all.filter { $0.length >= h }
            return (long.count >= 2 ? long : all).sorted { ($0.angle, $0.halfWidth) < ($1.angle, $1.halfWidth) }
        }
        .sorted { ($0[0].point.x, $0[0].point.y) < ($1[0].point.x, $1[0].point.y) }
    }

    /// Counter-clockwise wedges filling the outer gap (wider than a half turn) between every two
    /// angularly neighbouring ends of every joint, and the seam between every two nearly opposite ends
    /// (within ``seamAngle`` of a straight line, whatever lies between them: their end edges almost
    /// coincide and would leave a sliver on one side). `isRemoved(point, direction)` marks ends that were
    /// cut away (by a door): at such a joint only the seams of the remaining ends are filled, so the
    /// opening keeps the shape the door gives it.
    func wedges(isRemoved: (Point, Point) -> Bool = { _, _ in false }) -> [[Point]] {
        var out: [[Point]] = []
        for all in joints {
            let ends = all.filter { !isRemoved($0.point, $0.direction) }
            guard ends.count >= 2 else { continue }
            if ends.count == all.count {
                for i in ends.indices {
                    let a = ends[i], b = ends[(i + 1) % ends.count]
                    if let w = wedge(a, b, gap: Self.gap(a, b)) { out.append(w) }
                }
            }
            for i in ends.indices {
                for j in ends.indices where j != i {
                    let g = Self.gap(ends[i], ends[j])
                    if g > Double.pi && g < Double.pi + Self.seamAngle, let w = wedge(ends[i], ends[j], gap: g) { out.append(w) }
                }
            }
        }
        return out
    }

    /// Radians from a straight line within which two ends of a joint count as one wall running through.
    static let seamAngle = 2 * Double.pi / 180

    /// The counter-clockwise angle from end `a` to end `b`, in (0, 2π].
    static func gap(_ a: End, _ b: End) -> Double {
        let g = b.angle - a.angle
        return g <= 0 ? g + 2 * Double.pi : g
    }

    /// Keeps only the joints at which `keep` holds.
    mutating func keep(_ keep: (Point) -> Bool) { joints = joints.filter { keep($0[0].point) } }

    /// The wedge between end `a` and the next end `b` counter-clockwise, `gap` radians apart: the mitre
    /// when its tip lies within the limit, else (for a sharp corner) the mitre cut square to the bisector
    /// at the limit, else (ends of different thickness almost in line, whose offset edges meet far away or
    /// in front of an end) the bevel between the two offset corners, which the rectangles' step completes.
    func wedge(_ a: End, _ b: End, gap: Double) -> [Point]? {
        // Up to a half turn the two rectangles overlap on that side; a full turn is two coincident ends.
        guard gap > Double.pi, gap < 2 * Double.pi else { return nil }
        let pa = a.point + Point(x: -a.direction.y, y: a.direction.x) * a.halfWidth  // left of a
        let pb = b.point + Point(x: b.direction.y, y: -b.direction.x) * b.halfWidth  // right of b
        let half = gap / 2
        let bis = Point(x: a.direction.x * cos(half) - a.direction.y * sin(half), y: a.direction.x * sin(half) + a.direction.y * cos(half))
        let limit = mitreLimit * max(a.halfWidth, b.halfWidth)
        let o = a.point
        var loop: [Point]
        // The offset edges pa + s·da and pb + u·db meet where s = (pb − pa) × db / (da × db).
        let den = a.direction.cross(b.direction)
        let s = abs(den) > 1e-12 ? (pb - pa).cross(b.direction) / den : Double.infinity
        let u = abs(den) > 1e-12 ? (pb - pa).cross(a.direction) / den : Double.infinity
        let m = pa + a.direction * (s.isFinite ? s : 0)
        let c = cos(half)  // < 0 for a gap wider than a half turn
        if s.isFinite && s <= 0 && u <= 0 && (m - o).length <= limit {
            loop = [a.point, pa, m, pb, b.point]
        } else if c < -0.5 {
            // A sharp corner: cut square to the bisector at the limit distance.
            let sa = min(0, (limit - (pa - o).dot(bis)) / c)
            let sb = min(0, (limit - (pb - o).dot(bis)) / c)
            loop = [a.point, pa, pa + a.direction * sa, pb + b.direction * sb, pb, b.point]
        } else {
            loop = [a.point, pa, pb, b.point]
        }
        loop = loop.removingRepeats()
        guard loop.count >= 3, Ring(uncheckedPoints: loop + [loop[0]]).signedArea > 0 else { return nil }
        return loop
    }
}

private extension Array where Element == Point {
    func removingRepeats() -> [Point] {
        var out: [Point] = []
        for p in self where out.last != p { out.append(p) }
        if out.count > 1 && out.first == out.last { out.removeLast() }
        return out
    }
}
