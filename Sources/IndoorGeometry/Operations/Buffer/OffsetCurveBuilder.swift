import Foundation

/// Builds the raw offset curve of a line as one closed loop (two for a closed line): the right side
/// forward with the joins of its outer corners, the end cap, the left side backward, the start cap.
/// The union of the buffer is then the region of positive winding number of that loop, resolved by one
/// overlay (``MultiPolygon/union(ofLoops:)``); model: JTS `OffsetCurveBuilder` + `BufferBuilder`.
///
/// Why positive winding is the buffer: as a 1-chain the loop is exactly the sum of the boundaries of the
/// pieces ``BufferPieceBuilder`` unions (per-segment rectangles, outer-corner joins, caps): their radial
/// edges cancel in pairs, and what remains on the inner side of a corner is the path "offset end → vertex →
/// next offset start" through the line's vertex. So the loop's winding number at a point is the number of
/// pieces holding it, and the positive-winding region is their union, same vertices, same overlay grid.
///
/// One shortcut departs from the pieces: at an inner corner where the two offset segments cross at `X`
/// and each offset end projects inside the other segment, the path through the vertex is replaced by `X`
/// (as JTS does when the offset segments intersect). That removes the kite `X → q → v → p`, which winds
/// +1 and lies in both segments' rectangles; a point in the kites of `m` corners lies in at least `m + 1`
/// rectangles, so its winding stays positive and the union is unchanged, with two fewer crossings per
/// inner corner for the noder.
struct OffsetCurveBuilder {
    let distance: Double
    let style: BufferStyle
    private(set) var loops: [[Point]] = []

    init(distance: Double, style: BufferStyle) {
        precondition(distance > 0 && distance.isFinite, "OffsetCurveBuilder needs a positive finite distance")
        self.distance = distance
        self.style = style
        self.geo = BufferOffsets(distance: distance, style: style)
    }

    /// The shared offset arithmetic (points at the distance, normals, arcs, mitres).
    private let geo: BufferOffsets

    /// Adds the offset curve of a line. `closed` treats it as a ring (joins everywhere, no caps).
    /// Repeated and non-finite positions are ignored; a line of one distinct point gets its start cap's
    /// point shape (see ``BufferPieceBuilder``, whose conventions this follows exactly).
    mutating func addLine(_ raw: [Point], closed: Bool) {
        var pts: [Point] = []
        pts.reserveCapacity(raw.count)
        for p in raw where p.isFinite && pts.last != p { pts.append(p) }
        var isClosed = closed
        if pts.count > 1, pts.first == pts.last {
            if pts.count >= 4 { isClosed = true }
            pts.removeLast()
        }
        if pts.count == 1 {
            var pieces = BufferPieceBuilder(distance: distance, style: style)
            pieces.addLine(pts, closed: false)
            loops += pieces.loops
            return
        }
        if isClosed && pts.count < 3 { isClosed = false }
        guard pts.count >= 2 else { return }
        let n = pts.count
        let segmentCount = isClosed ? n : n - 1
        let (dirs, lengths) = Self.segments(pts, count: segmentCount)
        // Both sides hold about one point per vertex plus the arcs.
        var loop: [Point] = []
        loop.reserveCapacity(2 * n + 8 * style.segmentsPerQuarterCircle)
        if isClosed {
            for i in 0 ..< n {
                let k = (i + n - 1) % n
                addCorner(at: pts[i], dirs[k], dirs[i], lengths[k], lengths[i], rightSide: true, into: &loop)
            }
            loops.append(loop)
            loop.removeAll(keepingCapacity: true)
            for i in stride(from: n - 1, through: 0, by: -1) {
                let k = (i + n - 1) % n
                addCorner(at: pts[i], dirs[k], dirs[i], lengths[k], lengths[i], rightSide: false, into: &loop)
            }
            loops.append(loop)
            return
        }
        let last = segmentCount - 1
        loop.append(geo.offset(pts[0], BufferOffsets.right(dirs[0])))
        for i in 1 ..< n - 1 { addCorner(at: pts[i], dirs[i - 1], dirs[i], lengths[i - 1], lengths[i], rightSide: true, into: &loop) }
        addCap(at: pts[n - 1], direction: dirs[last], style.endCap, into: &loop)
        for i in stride(from: n - 2, through: 1, by: -1) {
            addCorner(at: pts[i], dirs[i - 1], dirs[i], lengths[i - 1], lengths[i], rightSide: false, into: &loop)
        }
        addCap(at: pts[0], direction: -dirs[0], style.startCap, into: &loop)
        loop.removeLast()  // the start cap ends where the loop began
        loops.append(loop)
    }

    /// Adds the offset curve of one side of a polygon ring: the loop that, with the ring, makes up exactly
    /// the pieces ``BufferPieceBuilder/addRing(_:side:)`` adds for that side (as 1-chains; see the type's
    /// note on the inner-corner shortcut). `ring` is closed and oriented with the polygon's interior on its
    /// left (CCW shell, CW hole).
    ///
    /// - `.exterior`: the right side walked forward, joins at convex corners and reversals. The ring plus its
    ///   pieces is this loop alone, so the grown polygon is the positive-winding region of the loops of all
    ///   rings.
    /// - `.interior`: the left side walked backward, joins at reflex corners and reversals. The pieces are
    ///   the ring plus this loop, so a point is covered by pieces where the ring's winding plus this loop's
    ///   is positive.
    ///
    /// A ring of fewer than three distinct points gets the pieces of a closed line on the exterior side
    /// and nothing on the interior side, as ``BufferPieceBuilder/addRing(_:side:)`` does.
    ///
    /// The inner-corner shortcut is never taken at one corner of the ring: the type's argument needs a
    /// point in the kites of `m` corners to lie in `m + 1` pieces, which holds for any set of corners but
    /// all of a ring's (its `n` edges then give only `n` pieces: a ring offset past its own width, where
    /// every kite holds the centre). That corner is the first one that is not inner on this side (it takes
    /// no shortcut anyway), so every inner corner may take it; the first vertex only when all are inner
    /// (a convex ring's interior side). A path through the vertex at an inner corner crosses the offset
    /// curve, so this leaves more offset curves without crossings (see ``BooleanOverlay/simpleLoopResult(_:precision:include:)``).
    mutating func addRing(_ ring: [Point], side: BufferPieceBuilder.RingSide) {
        var pts: [Point] = []
        pts.reserveCapacity(ring.count)
        for p in ring where p.isFinite && pts.last != p { pts.append(p) }
        if pts.count > 1, pts.first == pts.last { pts.removeLast() }
        guard pts.count >= 3 else {
            if side == .exterior {
                var pieces = BufferPieceBuilder(distance: distance, style: style)
                pieces.addLine(ring, closed: true, useCaps: true)
                loops += pieces.loops
            }
            return
        }
        let n = pts.count
        let (dirs, lengths) = Self.segments(pts, count: n)
        var loop: [Point] = []
        loop.reserveCapacity(2 * n + 8 * style.segmentsPerQuarterCircle)
        // Inner corners turn right (exterior side) or left (interior side); reversals and straight runs
        // are never inner.
        var exempt = 0
        for i in 0 ..< n {
            let cr = dirs[(i + n - 1) % n].cross(dirs[i])
            if side == .exterior ? cr >= 0 : cr <= 0 {
                exempt = i
                break
            }
        }
        switch side {
        case .exterior:
            for i in 0 ..< n {
                let k = (i + n - 1) % n
                addCorner(at: pts[i], dirs[k], dirs[i], lengths[k], lengths[i], rightSide: true, shortcut: i != exempt, into: &loop)
            }
        case .interior:
            for i in stride(from: n - 1, through: 0, by: -1) {
                let k = (i + n - 1) % n
                addCorner(at: pts[i], dirs[k], dirs[i], lengths[k], lengths[i], rightSide: false, reversalOnLeft: true, shortcut: i != exempt, into: &loop)
            }
        }
        loops.append(loop)
    }

    /// The unit directions (east for a zero-length segment) and lengths in metres of the first `count`
    /// segments of `pts`, segment `i` running from point `i` to point `i + 1` (back to point 0 for the last
    /// segment of a ring).
    private static func segments(_ pts: [Point], count: Int) -> (dirs: [Point], lengths: [Double]) {
        var dirs: [Point] = []
        var lengths: [Double] = []
        dirs.reserveCapacity(count)
        lengths.reserveCapacity(count)
        for i in 0 ..< count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            dirs.append((b - a).normalized ?? Point(x: 1, y: 0))
            lengths.append(a.distance(to: b))
        }
        return (dirs, lengths)
    }

    /// Appends one side's points at corner `w` between incoming direction `d1` (segment of length `len1`)
    /// and outgoing `d2` (`len2`): from the side's offset end of the segment walked first to the offset start
    /// of the next one. The right side is walked forward (`d1` then `d2`), the left side backward. A
    /// reversal's half-turn join goes on the right side, or on the left with `reversalOnLeft` (a ring's
    /// interior side). `shortcut: false` keeps the path through the vertex at an inner corner.
    private func addCorner(
        at w: Point, _ d1: Point, _ d2: Point, _ len1: Double, _ len2: Double,
        rightSide: Bool, reversalOnLeft: Bool = false, shortcut: Bool = true, into loop: inout [Point]
    ) {
        let cr = d1.cross(d2), dt = d1.dot(d2)
        // The offset points where this side's walk arrives at the corner and leaves it.
        let pIn = rightSide ? geo.offset(w, BufferOffsets.right(d1)) : geo.offset(w, BufferOffsets.left(d2))
        let pOut = rightSide ? geo.offset(w, BufferOffsets.right(d2)) : geo.offset(w, BufferOffsets.left(d1))
        if cr == 0 && dt > 0 {
            // Straight on: the pieces had no join here, only the rectangles' shared radial edge.
            loop.append(pIn)
            if pOut != pIn {
                loop.append(w)
                loop.append(pOut)
            }
            return
        }
        // The right side is outer for a left turn (and, by the pieces' convention, for a reversal).
        let outer = cr == 0 ? rightSide != reversalOnLeft : (rightSide ? cr > 0 : cr < 0)
        if outer {
            loop.append(pIn)
            addJoin(at: w, d1, d2, cr: cr, dt: dt, into: &loop)
            loop.append(pOut)
            return
        }
        // Inner side: the offset lines meet at X = w + (n1 + n2)·d / (1 + cos θ) on the bisector, at
        // d·tan(θ/2) from w along each segment; the offset end p projects d·sin θ along the other one.
        // Not near a reversal (θ within about 0.1° of a half turn), where 1 + cos θ loses its digits.
        let s = abs(cr)
        let onePlusCos = 1 + dt
        if shortcut && cr != 0 && onePlusCos > 1e-6 {
            let reach = distance * max(s / onePlusCos, s)
            if reach <= len1 && reach <= len2 {
                let n1 = rightSide ? BufferOffsets.right(d1) : BufferOffsets.left(d1)
                let n2 = rightSide ? BufferOffsets.right(d2) : BufferOffsets.left(d2)
                let k = distance / onePlusCos
                loop.append(Point(x: w.x + (n1.x + n2.x) * k, y: w.y + (n1.y + n2.y) * k))
                return
            }
        }
        loop.append(pIn)
        loop.append(w)
        loop.append(pOut)
    }

    /// Appends the cap at end point `p` of a line leaving it in direction `outward`: from the right offset
    /// point (seen along `outward`) to the left one, both included.
    private func addCap(at p: Point, direction outward: Point, _ cap: BufferStyle.Cap, into loop: inout [Point]) {
        let pr = geo.offset(p, BufferOffsets.right(outward)), pl = geo.offset(p, BufferOffsets.left(outward))
        switch cap {
        case .flat:
            loop.append(pr)
            loop.append(p)
            loop.append(pl)
        case .square:
            loop.append(pr)
            loop.append(geo.offset(pr, outward))
            loop.append(geo.offset(pl, outward))
            loop.append(pl)
        case .round:
            loop.append(pr)
            geo.appendArc(at: p, from: BufferOffsets.right(outward), angle: Double.pi, to: &loop)
            loop.append(pl)
        }
    }

    /// The interior points of the outer join at `w` (the offset end and start points are added by the
    /// caller), as ``BufferPieceBuilder`` makes them.
    private func addJoin(at w: Point, _ d1: Point, _ d2: Point, cr: Double, dt: Double, into loop: inout [Point]) {
        let (u0, u1, theta) = geo.outerNormals(d1, d2, cr: cr, dt: dt)
        switch style.join {
        case .round: geo.appendArc(at: w, from: u0, angle: theta, to: &loop)
        case .bevel: return
        case .mitre: geo.appendMitre(at: w, u0, u1, theta: theta, to: &loop)
        }
    }
}
