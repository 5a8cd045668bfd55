/// The worker behind ``MultiPolygon/validityIssues(options:)``: per-ring checks, one x-sweep over every
/// edge of every ring for crossings and touches, then containment tests.
struct PolygonValidityChecker {
    private let polygons: [Polygon]
    private let options: PolygonValidity.Options
    private var issues: [PolygonValidityIssue] = []
    private var seen: Set<IssueKey> = []
    /// Cleaned rings (consecutive duplicates removed, closed) per polygon; `nil` for unusable rings.
    private var rings: [[[Point]?]] = []
    /// Per polygon: whether a crossing-type issue was found (skips the containment checks, as GEOS does).
    private var crossed: [Bool] = []
    /// Per polygon: ring–point incidences from touches between different rings.
    private var touches: [Set<TouchIncidence>] = []
    /// Polygon pairs whose boundaries cross or overlap.
    private var crossedPairs: Set<PairKey> = []

    private struct IssueKey: Hashable {
        var kind: PolygonValidityIssue.Kind
        var polygon: Int
        var rings: [Int]
        var other: Int?
    }

    private struct TouchIncidence: Hashable {
        var ring: Int
        var x: Double
        var y: Double
    }

    private struct PairKey: Hashable {
        var p: Int
        var q: Int
    }

    private struct EdgeRef {
        var polygon: Int32
        var ring: Int32
        var index: Int32
        var ringEdges: Int32
        var a: Point
        var b: Point
    }

    init(polygons: [Polygon], options: PolygonValidity.Options) {
        self.polygons = polygons
        self.options = options
    }

    mutating func run() -> [PolygonValidityIssue] {
        crossed = Array(repeating: false, count: polygons.count)
        touches = Array(repeating: [], count: polygons.count)
        for (pi, polygon) in polygons.enumerated() {
            var cleaned: [[Point]?] = []
            for (ri, ring) in polygon.rings.enumerated() {
                cleaned.append(checkRing(ring.points, polygon: pi, ring: ri))
            }
            rings.append(cleaned)
        }
        sweepEdges()
        for pi in polygons.indices where !crossed[pi] {
            checkConnectivity(pi)
            checkHoles(pi)
        }
        checkPolygonInteriors()
        return issues
    }

    // MARK: Issues

    private mutating func report(_ kind: PolygonValidityIssue.Kind, _ polygon: Int, _ ringList: [Int], other: Int? = nil, at p: Point) {
        let key = IssueKey(kind: kind, polygon: polygon, rings: ringList, other: other)
        guard seen.insert(key).inserted else { return }
        issues.append(PolygonValidityIssue(kind: kind, polygon: polygon, rings: ringList, otherPolygon: other, location: p))
    }

    // MARK: Single rings

    /// Checks closure, size, finiteness, repeated points and orientation; returns the cleaned ring or nil.
    private mutating func checkRing(_ pts: [Point], polygon pi: Int, ring ri: Int) -> [Point]? {
        guard let first = pts.first, let last = pts.last else {
            report(.tooFewPositions, pi, [ri], at: .zero)
            return nil
        }
        for p in pts where !p.isFinite {
            report(.nonFiniteCoordinate, pi, [ri], at: p)
            return nil
        }
        if first != last { report(.ringNotClosed, pi, [ri], at: first) }
        if pts.count < 4 { report(.tooFewPositions, pi, [ri], at: first) }
        var cleaned: [Point] = []
        cleaned.reserveCapacity(pts.count + 1)
        for p in pts {
            if let l = cleaned.last, l == p {
                if !options.allowRepeatedPoints { report(.repeatedPoint, pi, [ri], at: p) }
                continue
            }
            cleaned.append(p)
        }
        if cleaned.count > 1, cleaned.first != cleaned.last { cleaned.append(cleaned[0]) }
        guard cleaned.count >= 4 else {
            report(.tooFewPositions, pi, [ri], at: first)
            return nil
        }
        if options.spikeWidth > 0 { checkSpikes(cleaned, polygon: pi, ring: ri) }
        if options.requireOrientation {
            let area = signedArea(cleaned)
            if (ri == 0) != (area > 0) { report(.wrongOrientation, pi, [ri], at: first) }
        }
        return cleaned
    }

    /// Reports a vertex where the ring turns back with a width below ``PolygonValidity/Options/spikeWidth``:
    /// the nearer neighbour lies within that distance of the line to the farther one, on the same side, and
    /// is itself farther than that from the vertex (a tiny edge turning a corner is not a spike).
    private mutating func checkSpikes(_ ring: [Point], polygon pi: Int, ring ri: Int) {
        let n = ring.count - 1  // closed: ring[n] == ring[0]
        guard n >= 3 else { return }
        for i in 0 ..< n {
            let q = ring[i], p = ring[(i + n - 1) % n], r = ring[i + 1]
            let u = p - q, v = r - q
            guard u.dot(v) > 0 else { continue }
            let far = max(u.length, v.length), near = min(u.length, v.length)
            if near > options.spikeWidth && abs(u.cross(v)) / far <= options.spikeWidth {
                report(.selfIntersection, pi, [ri], at: q)
                return
            }
        }
    }

    private func signedArea(_ pts: [Point]) -> Double {
        var s = 0.0
        let o = pts[0]
        for i in 1 ..< pts.count - 1 { s += (pts[i] - o).cross(pts[i + 1] - o) }
        return s / 2
    }

    // MARK: Edge pairs

    private mutating func sweepEdges() {
        var edges: [EdgeRef] = []
        for (pi, polyRings) in rings.enumerated() {
            for (ri, ring) in polyRings.enumerated() {
                guard let ring else { continue }
                let m = Int32(ring.count - 1)
                for i in 0 ..< ring.count - 1 {
                    edges.append(EdgeRef(polygon: Int32(pi), ring: Int32(ri), index: Int32(i), ringEdges: m, a: ring[i], b: ring[i + 1]))
                }
            }
        }
        let boxes = edges.map { BoundingBox(corner: $0.a, $0.b) }
        var found: [(Int, Int)] = []
        BooleanSegmentSweep.forEachOverlappingPair(boxes) { i, j in found.append((i, j)) }
        for (i, j) in found { classify(edges[i], edges[j]) }
    }

    private mutating func classify(_ e: EdgeRef, _ f: EdgeRef) {
        let relation = ValiditySegmentRelation(e.a, e.b, f.a, f.b)
        if case .disjoint = relation { return }
        let pe = Int(e.polygon), pf = Int(f.polygon), re = Int(e.ring), rf = Int(f.ring)
        if pe == pf && re == rf {
            let m = e.ringEdges
            let adjacent = (e.index + 1) % m == f.index || (f.index + 1) % m == e.index
            switch relation {
            case .disjoint: return
            case let .touch(p):
                // Adjacent edges share their common vertex; nothing else may touch.
                if adjacent && m > 2 { return }
                if adjacent && m == 2 { return }
                crossed[pe] = true
                report(.selfIntersection, pe, [re], at: p)
            case let .cross(p), let .overlap(p):
                crossed[pe] = true
                report(.selfIntersection, pe, [re], at: p)
            }
        } else if pe == pf {
            switch relation {
            case .disjoint: return
            case let .touch(p):
                touches[pe].insert(TouchIncidence(ring: re, x: p.x, y: p.y))
                touches[pe].insert(TouchIncidence(ring: rf, x: p.x, y: p.y))
            case let .cross(p), let .overlap(p):
                crossed[pe] = true
                report(.ringsCross, pe, [min(re, rf), max(re, rf)], at: p)
            }
        } else {
            switch relation {
            case .disjoint, .touch: return
            case let .cross(p), let .overlap(p):
                let (lo, hi) = pe < pf ? (e, f) : (f, e)
                crossedPairs.insert(PairKey(p: Int(lo.polygon), q: Int(hi.polygon)))
                report(.polygonsOverlap, Int(lo.polygon), [Int(lo.ring)], other: Int(hi.polygon), at: p)
            }
        }
    }

    // MARK: Containment

    /// A cycle in the graph of rings and their touch points means the interior is cut in pieces.
    private mutating func checkConnectivity(_ pi: Int) {
        guard !touches[pi].isEmpty else { return }
        let ringCount = rings[pi].count
        var sets = DisjointSets(count: ringCount)
        var pointIds: [Point: Int] = [:]
        let sorted = touches[pi].sorted { ($0.x, $0.y, $0.ring) < ($1.x, $1.y, $1.ring) }
        for t in sorted {
            let p = Point(x: t.x, y: t.y)
            let id: Int
            if let known = pointIds[p] {
                id = known
            } else {
                id = sets.add()
                pointIds[p] = id
            }
            if !sets.union(t.ring, id) {
                report(.disconnectedInterior, pi, [t.ring], at: p)
                return
            }
        }
    }

    private mutating func checkHoles(_ pi: Int) {
        let polyRings = rings[pi]
        guard polyRings.count > 1, let shell = polyRings[0] else { return }
        var holeBoxes: [BoundingBox] = []
        var holeIds: [Int] = []
        for ri in 1 ..< polyRings.count {
            guard let hole = polyRings[ri] else { continue }
            if let (loc, p) = representativeLocation(of: hole, in: [shell]), loc == .exterior {
                report(.holeOutsideShell, pi, [ri], at: p)
            }
            holeBoxes.append(BoundingBox(points: hole))
            holeIds.append(ri)
        }
        var pairs: [(Int, Int)] = []
        BooleanSegmentSweep.forEachOverlappingPair(holeBoxes) { i, j in pairs.append((holeIds[i], holeIds[j])) }
        for (a, b) in pairs {
            guard let ha = polyRings[a], let hb = polyRings[b] else { continue }
            if let (loc, p) = representativeLocation(of: ha, in: [hb]), loc == .interior {
                report(.nestedHoles, pi, [b, a], at: p)
            } else if let (loc, p) = representativeLocation(of: hb, in: [ha]), loc == .interior {
                report(.nestedHoles, pi, [a, b], at: p)
            }
        }
    }

    private mutating func checkPolygonInteriors() {
        guard polygons.count > 1 else { return }
        var boxes: [BoundingBox] = []
        for polyRings in rings {
            if let shell = polyRings.first, let shell { boxes.append(BoundingBox(points: shell)) } else { boxes.append(.empty) }
        }
        var pairs: [(Int, Int)] = []
        BooleanSegmentSweep.forEachOverlappingPair(boxes) { i, j in pairs.append((min(i, j), max(i, j))) }
        for (p, q) in pairs where !crossedPairs.contains(PairKey(p: p, q: q)) {
            let rp = rings[p].compactMap { $0 }, rq = rings[q].compactMap { $0 }
            guard rp.count == rings[p].count, rq.count == rings[q].count else { continue }
            if let (loc, pt) = representativeLocation(of: rq[0], in: rp), loc == .interior {
                report(.polygonsOverlap, p, [0], other: q, at: pt)
            } else if let (loc, pt) = representativeLocation(of: rp[0], in: rq), loc == .interior {
                report(.polygonsOverlap, p, [0], other: q, at: pt)
            }
        }
    }

    /// The location, relative to the polygon given by `polyRings` (shell first), of the first vertex or
    /// edge midpoint of `ring` that is not on the polygon's boundary; nil when all are on it.
    private func representativeLocation(of ring: [Point], in polyRings: [[Point]]) -> (BooleanRingLocation, Point)? {
        for p in ring {
            let loc = Self.locate(p, in: polyRings)
            if loc != .boundary { return (loc, p) }
        }
        for i in 0 ..< ring.count - 1 {
            let p = ring[i].interpolated(to: ring[i + 1], t: 0.5)
            let loc = Self.locate(p, in: polyRings)
            if loc != .boundary { return (loc, p) }
        }
        return nil
    }

    static func locate(_ p: Point, in polyRings: [[Point]]) -> BooleanRingLocation {
        let s = BooleanRingLocation.locate(p, in: polyRings[0])
        if s != .interior { return s }
        for hole in polyRings.dropFirst() {
            switch BooleanRingLocation.locate(p, in: hole) {
            case .interior: return .exterior
            case .boundary: return .boundary
            case .exterior: continue
            }
        }
        return .interior
    }
}

/// How two closed segments meet, with the meeting point, for validation.
enum ValiditySegmentRelation {
    case disjoint
    /// They share exactly one point that is not a proper crossing.
    case touch(Point)
    /// They cross at one point interior to both.
    case cross(Point)
    /// They are collinear and share a stretch of positive length (the point is one end of it).
    case overlap(Point)

    init(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
        guard BoundingBox(corner: a, b).intersects(BoundingBox(corner: c, d)) else {
            self = .disjoint
            return
        }
        let o1 = Orientation.sign(a, b, c), o2 = Orientation.sign(a, b, d)
        let o3 = Orientation.sign(c, d, a), o4 = Orientation.sign(c, d, b)
        if o1 * o2 < 0 && o3 * o4 < 0 {
            let r = b - a, s = d - c
            let t = (c - a).cross(s) / r.cross(s)
            self = .cross(a + r * t)
            return
        }
        if o1 == 0 && o2 == 0 {
            // Collinear: compare along the dominant axis.
            let useX = abs(b.x - a.x) >= abs(b.y - a.y) && (a.x != b.x || c.x != d.x)
            func key(_ p: Point) -> Double { useX ? p.x : p.y }
            let lo1 = min(key(a), key(b)), hi1 = max(key(a), key(b))
            let lo2 = min(key(c), key(d)), hi2 = max(key(c), key(d))
            let lo = max(lo1, lo2), hi = min(hi1, hi2)
            if lo > hi {
                self = .disjoint
            } else if lo < hi {
                self = .overlap([a, b, c, d].first { key($0) == lo } ?? a)
            } else {
                self = .touch([a, b, c, d].first { key($0) == lo } ?? a)
            }
            return
        }
        let ab = BoundingBox(corner: a, b), cd = BoundingBox(corner: c, d)
        if o1 == 0 && ab.contains(c) { self = .touch(c); return }
        if o2 == 0 && ab.contains(d) { self = .touch(d); return }
        if o3 == 0 && cd.contains(a) { self = .touch(a); return }
        if o4 == 0 && cd.contains(b) { self = .touch(b); return }
        self = .disjoint
    }
}
