import Foundation

/// Builds the raw pieces of a buffer as counter-clockwise loops: one rectangle per segment (with the
/// segment's end points as extra vertices, so that neighbouring pieces share edges exactly), a sector (or
/// mitre/bevel wedge) on the outer side of every corner, and the caps. Their union is the buffer: for
/// round caps and joins it is exactly the Minkowski sum of the line and a disk (up to the arc chords),
/// because any point near a corner but outside both rectangles lies in that corner's outer sector.
/// The union is done by the overlay engine with the positive winding rule.
struct BufferPieceBuilder {
    let distance: Double
    let style: BufferStyle
    private(set) var loops: [[Point]] = []

    init(distance: Double, style: BufferStyle) {
        precondition(distance > 0 && distance.isFinite, "BufferPieceBuilder needs a positive finite distance")
        self.distance = distance
        self.style = style
        self.geo = BufferOffsets(distance: distance, style: style)
    }

    /// The shared offset arithmetic (points at the distance, normals, arcs, mitres).
    private let geo: BufferOffsets

    /// Adds the pieces of a line. `closed` treats it as a ring (joins everywhere, no caps).
    /// Repeated positions are ignored; a line of one distinct point gets its start cap's point shape.
    mutating func addLine(_ raw: [Point], closed: Bool, useCaps: Bool = true) {
        var pts: [Point] = []
        pts.reserveCapacity(raw.count)
        for p in raw where pts.last != p { pts.append(p) }
        var isClosed = closed
        if pts.count > 1, pts.first == pts.last {
            if pts.count >= 4 { isClosed = true }
            pts.removeLast()
        }
        if pts.count == 1 {
            if useCaps { addPoint(pts[0]) }
            return
        }
        if isClosed && pts.count < 3 { isClosed = false }  // a degenerate ring: buffer it as a line
        guard pts.count >= 2 else { return }
        let n = pts.count
        let segmentCount = isClosed ? n : n - 1
        var dirs: [Point] = []
        dirs.reserveCapacity(segmentCount)
        for i in 0 ..< segmentCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = (b - a).normalized ?? Point(x: 1, y: 0)
            dirs.append(d)
            // The end points are vertices too, so the radial edges of the joins and caps coincide exactly
            // with this piece's edges (no floating-point slivers between pieces).
            loops.append([
                geo.offset(a, BufferOffsets.right(d)), geo.offset(b, BufferOffsets.right(d)), b, geo.offset(b, BufferOffsets.left(d)),
                geo.offset(a, BufferOffsets.left(d)), a
            ])
        }
        if isClosed {
            for i in 0 ..< n { addJoin(at: pts[i], dirs[(i + n - 1) % n], dirs[i]) }
        } else {
            for i in 1 ..< n - 1 { addJoin(at: pts[i], dirs[i - 1], dirs[i]) }
            if useCaps {
                addCap(at: pts[0], direction: -dirs[0], style.startCap)
                addCap(at: pts[n - 1], direction: dirs[segmentCount - 1], style.endCap)
            }
        }
    }

    /// Which side of a polygon ring to cover.
    enum RingSide {
        /// Outside the polygon (growing): exterior half-rectangles and joins at convex corners.
        case exterior
        /// Inside the polygon (shrinking): interior half-rectangles and joins at reflex corners.
        case interior
    }

    /// Adds the pieces covering one side of a polygon ring within the distance. `ring` is closed and
    /// oriented with the polygon's interior on its left (CCW shell, CW hole). Only that side is needed: a
    /// point outside the polygon within the distance of its boundary is nearest to an edge (covered by the
    /// edge's exterior half-rectangle) or to a convex corner (covered by its join), and symmetrically inside.
    mutating func addRing(_ ring: [Point], side: RingSide) {
        var pts: [Point] = []
        pts.reserveCapacity(ring.count)
        for p in ring where pts.last != p { pts.append(p) }
        if pts.count > 1, pts.first == pts.last { pts.removeLast() }
        guard pts.count >= 3 else {
            if side == .exterior { addLine(ring, closed: true, useCaps: true) }
            return
        }
        let n = pts.count
        var dirs: [Point] = []
        dirs.reserveCapacity(n)
        for i in 0 ..< n {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = (b - a).normalized ?? Point(x: 1, y: 0)
            dirs.append(d)
            switch side {
            case .exterior: loops.append([a, geo.offset(a, BufferOffsets.right(d)), geo.offset(b, BufferOffsets.right(d)), b])
            case .interior: loops.append([a, b, geo.offset(b, BufferOffsets.left(d)), geo.offset(a, BufferOffsets.left(d))])
            }
        }
        for i in 0 ..< n {
            let d1 = dirs[(i + n - 1) % n], d2 = dirs[i]
            let cr = d1.cross(d2)
            // A left turn is a convex corner (its outer side is outside the polygon), a right turn reflex.
            if side == .exterior && cr < 0 { continue }
            if side == .interior && cr > 0 { continue }
            addJoin(at: pts[i], d1, d2)
        }
    }

    /// The shape of a lone point: a disk (round), a square (square), nothing (flat).
    private mutating func addPoint(_ p: Point) {
        switch style.startCap {
        case .flat:
            return
        case .square:
            let d = distance
            loops.append([Point(x: p.x - d, y: p.y - d), Point(x: p.x + d, y: p.y - d), Point(x: p.x + d, y: p.y + d), Point(x: p.x - d, y: p.y + d)])
        case .round:
            let n = 4 * style.segmentsPerQuarterCircle
            var loop: [Point] = []
            loop.reserveCapacity(n)
            for k in 0 ..< n {
                let a = 2 * Double.pi * Double(k) / Double(n)
                loop.append(geo.offset(p, Point(x: cos(a), y: sin(a))))
            }
            loops.append(loop)
        }
    }

    /// A cap at end point `p` of a line leaving it in direction `outward`.
    private mutating func addCap(at p: Point, direction outward: Point, _ cap: BufferStyle.Cap) {
        switch cap {
        case .flat:
            return
        case .square:
            let r = BufferOffsets.right(outward), l = BufferOffsets.left(outward)
            let pr = geo.offset(p, r), pl = geo.offset(p, l)
            loops.append([pr, geo.offset(pr, outward), geo.offset(pl, outward), pl, p])
        case .round:
            addSector(at: p, from: BufferOffsets.right(outward), to: BufferOffsets.left(outward), angle: Double.pi)
        }
    }

    /// The join at corner `w` between incoming direction `d1` and outgoing `d2` (unit vectors).
    private mutating func addJoin(at w: Point, _ d1: Point, _ d2: Point) {
        let cr = d1.cross(d2), dt = d1.dot(d2)
        if cr == 0 && dt > 0 { return }
        let (u0, u1, theta) = geo.outerNormals(d1, d2, cr: cr, dt: dt)
        switch style.join {
        case .round:
            addSector(at: w, from: u0, to: u1, angle: theta)
        case .bevel:
            loops.append([w, geo.offset(w, u0), geo.offset(w, u1)])
        case .mitre:
            var loop = [w, geo.offset(w, u0)]
            geo.appendMitre(at: w, u0, u1, theta: theta, to: &loop)
            loop.append(geo.offset(w, u1))
            loops.append(loop)
        }
    }

    /// A circular sector at `c` from unit normal `u0` counter-clockwise through `angle` to `u1`, with
    /// chord vertices on the circle no more than `π / (2·segments)` apart.
    private mutating func addSector(at c: Point, from u0: Point, to u1: Point, angle: Double) {
        var loop: [Point] = [c, geo.offset(c, u0)]
        geo.appendArc(at: c, from: u0, angle: angle, to: &loop)
        loop.append(geo.offset(c, u1))
        loops.append(loop)
    }
}
