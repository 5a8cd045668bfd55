import IndoorGeometry

/// Splits free-space polygons along cut chords (ring surgery before ear clipping).
///
/// Each piece is a list of open rings, the first its shell (counter-clockwise), the others holes
/// (clockwise). A chord between two points of the shell splits the piece in two (holes follow their
/// side); a chord between two points of one hole cuts off the pocket it encloses (a new piece; the hole
/// grows by it); a chord between two rings bridges them into one weakly simple ring (the chord appears
/// twice, in opposite directions), as ear clipping's own hole bridges do.
struct FreeSpaceCutter {
    var pieces: [[[Point]]] = []
    /// Per cut: the chord applied, or nil (midpoint outside the free space, degenerate crossing).
    var chords: [(Point, Point)?] = []
    private var chordEdges = Set<[Point]>()

    init(_ region: MultiPolygon, cuts: [MeshCut]) {
        for polygon in region.polygons {
            var rings: [[Point]] = []
            for (k, ring) in ([polygon.shell] + polygon.holes).enumerated() {
                var pts = Self.withoutNearDuplicates(Array(ring.points.dropLast()))
                if (Self.signedArea(pts) > 0) != (k == 0) { pts.reverse() }
                rings.append(pts)
            }
            pieces.append(rings)
        }
        for cut in cuts { chords.append(apply(cut)) }
    }

    /// Consecutive ring vertices closer than this (metres) are one: buffered free space has such pairs
    /// (1e-12 m apart), and a cut ending at one of them splits the pair between two pieces, which ear
    /// clipping then joins on different vertices (the pieces lose their adjacency across the cut).
    static let duplicateTolerance = 1e-9

    /// A cut ends at an existing ring vertex when its crossing is this close to it (metres): a new vertex
    /// microns from a door jamb's corner leaves a micron-long wall between the corner and the cut, where
    /// taut paths bending at the corner into the other piece are lost (routes that close nothing got
    /// longer), and a new vertex a fraction of a millimetre from a vertex on a near-straight wall turns that
    /// vertex reflex by its rounding (real exports have such walls). The cut's end moves by at most this much along
    /// the wall (1 cm, inside the door's passage).
    static let vertexSnap = 1e-2

    /// `ring` (open) without the vertices within ``duplicateTolerance`` of the previous one kept.
    static func withoutNearDuplicates(_ ring: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(ring.count)
        for p in ring where out.last.map({ $0.distance(to: p) >= duplicateTolerance }) ?? true { out.append(p) }
        while out.count > 3, let first = out.first, let last = out.last, first.distance(to: last) < duplicateTolerance { out.removeLast() }
        return out
    }

    /// `q` (a rounded point of ring edge `u → v`, free space on its left) moved by a few ulps, if need be,
    /// onto the line or to its right (into the wall), so that the new ring vertex is never reflex.
    ///
    /// A rounded point a few ulps into the free space is a reflex vertex (a corner) in the middle of a
    /// straight wall: a taut path along that wall (a door's passage, from jamb corner to jamb corner)
    /// must then turn around it through a sliver ~1e-16 rad wide, which Polyanya's rounded interval ends
    /// lose, and the corner beyond is never reached (a room can lose its way out through its door, and a
    /// route gets longer). On the line or a few ulps into the wall, the vertex is convex and paths along
    /// the wall pass it straight, as on the mesh without the cut.
    static func onWallSide(_ q: Point, of u: Point, _ v: Point) -> Point {
        let d = v - u
        var q = q
        for _ in 0 ..< 64 where Orientation.sign(u, v, q) > 0 {
            // Right of u → v is the outward normal (d.y, -d.x).
            if d.y > 0 { q.x = q.x.nextUp } else if d.y < 0 { q.x = q.x.nextDown }
            if d.x > 0 { q.y = q.y.nextDown } else if d.x < 0 { q.y = q.y.nextUp }
        }
        return q
    }

    static func signedArea(_ r: [Point]) -> Double {
        var a = 0.0
        for i in r.indices { let p = r[i], q = r[(i + 1) % r.count]; a += p.x * q.y - q.x * p.y }
        return a / 2
    }

    static func inside(_ p: Point, _ r: [Point]) -> Bool {
        var c = false
        var j = r.count - 1
        for i in r.indices {
            let a = r[i], b = r[j]
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { c.toggle() }
            j = i
        }
        return c
    }

    private func key(_ a: Point, _ b: Point) -> [Point] { a.x < b.x || (a.x == b.x && a.y < b.y) ? [a, b] : [b, a] }

    private mutating func apply(_ cut: MeshCut) -> (Point, Point)? {
        let p = cut.from, d = cut.to - cut.from
        guard d.squaredLength > 0 else { return nil }
        let m = p + d * 0.5
        guard let pi = pieces.firstIndex(where: { Self.inside(m, $0[0]) && !$0.dropFirst().contains { Self.inside(m, $0) } }) else { return nil }
        var rings = pieces[pi]
        // The nearest boundary crossings of the cut's line on both sides of its midpoint (t = 0.5).
        var lo: (t: Double, ring: Int, edge: Int, s: Double)? = nil
        var hi: (t: Double, ring: Int, edge: Int, s: Double)? = nil
        for (ri, r) in rings.enumerated() {
            let n = r.count
            for i in 0 ..< n {
                let u = r[i], v = r[(i + 1) % n], e = v - u
                let den = d.cross(e)
                guard den != 0 else { continue }
                let t = (u - p).cross(e) / den, s = (u - p).cross(d) / den
                guard s >= 0 && s <= 1 && t > -1 && t < 2 else { continue }
                if t < 0.5 {
                    if lo.map({ t > $0.t }) ?? true { lo = (t, ri, i, s) }
                } else if hi.map({ t < $0.t }) ?? true {
                    hi = (t, ri, i, s)
                }
            }
        }
        guard let A = lo, let B = hi else { return nil }
        for c in [A, B] {
            let r = rings[c.ring]
            if chordEdges.contains(key(r[c.edge], r[(c.edge + 1) % r.count])) { return nil }  // would end on another cut
        }
        if A.ring == B.ring && A.edge == B.edge { return nil }
        /// Where a crossing goes in its ring: an existing end vertex (snap) or a new point after `edge`.
        func plan(_ c: (t: Double, ring: Int, edge: Int, s: Double)) -> (index: Int, point: Point?) {
            let r = rings[c.ring], n = r.count
            let u = r[c.edge], v = r[(c.edge + 1) % n]
            let len = u.distance(to: v)
            if c.s * len < Self.vertexSnap { return (c.edge, nil) }
            if (1 - c.s) * len < Self.vertexSnap { return ((c.edge + 1) % n, nil) }
            return (c.edge + 1, Self.onWallSide(u.interpolated(to: v, t: c.s), of: u, v))
        }
        let pa = plan(A), pb = plan(B)
        var ia = pa.index, ib = pb.index
        if A.ring == B.ring {
            // Insert the later one first; the earlier insertion shifts every index at or after it.
            let (first, second) = A.edge > B.edge ? (pa, pb) : (pb, pa)
            if let q = first.point { rings[A.ring].insert(q, at: first.index) }
            if let q = second.point { rings[A.ring].insert(q, at: second.index) }
            if second.point != nil {
                if A.edge > B.edge { if ia >= pb.index { ia += 1 } } else { if ib >= pa.index { ib += 1 } }
            }
        } else {
            if let q = pa.point { rings[A.ring].insert(q, at: pa.index) }
            if let q = pb.point { rings[B.ring].insert(q, at: pb.index) }
        }
        let a = rings[A.ring][ia], b = rings[B.ring][ib]
        guard a != b else { return nil }
        if A.ring == B.ring {
            let r = rings[A.ring]
            let (i, j) = ia < ib ? (ia, ib) : (ib, ia)
            let sub1 = Array(r[i ... j])
            let sub2 = Array(r[j...]) + Array(r[...i])
            var others = rings
            others.remove(at: A.ring)
            if A.ring == 0 {
                var p1 = [sub1], p2 = [sub2]
                for h in others { if Self.inside(h[0], sub1) { p1.append(h) } else { p2.append(h) } }
                pieces[pi] = p1
                pieces.append(p2)
            } else {
                let (pocket, grown) = abs(Self.signedArea(sub1)) < abs(Self.signedArea(sub2)) ? (sub1, sub2) : (sub2, sub1)
                var shell = pocket
                if Self.signedArea(shell) < 0 { shell.reverse() }
                var hole = grown
                if Self.signedArea(hole) > 0 { hole.reverse() }
                var rest = [others[0]]
                var p1 = [shell]
                for h in others.dropFirst() { if Self.inside(h[0], shell) { p1.append(h) } else { rest.append(h) } }
                rest.append(hole)
                pieces[pi] = rest
                pieces.append(p1)
            }
        } else {
            let ra = rings[A.ring], rb = rings[B.ring]
            let merged = Array(ra[ia...]) + Array(ra[..<ia]) + [a] + Array(rb[ib...]) + Array(rb[..<ib]) + [b]
            let (keep, drop) = A.ring < B.ring ? (A.ring, B.ring) : (B.ring, A.ring)
            rings[keep] = merged
            rings.remove(at: drop)
            pieces[pi] = rings
        }
        chordEdges.insert(key(a, b))
        return (a, b)
    }
}
