/// A directed edge of the overlay with its winding contributions: crossing it from its right to its left
/// raises the winding number of geometry A by `deltaA` and of geometry B by `deltaB`.
struct BooleanEdge: Sendable {
    var a: Point
    var b: Point
    var deltaA: Int32
    var deltaB: Int32
}

/// Iterated snap-rounding noder on an integer grid.
///
/// Every proper crossing is computed in double precision, rounded to the grid (a "hot pixel") and inserted
/// into both segments; every segment that passes through a new hot pixel is routed through its centre; an
/// end point lying exactly on another segment's interior splits it. The pass repeats until no two
/// segments cross or touch except at shared end points, so the output is a planar straight-line graph.
/// Collinear overlaps become identical fragments and are merged, summing their winding contributions.
/// Model: Hobby, *Practical segment intersection with finite precision output* (1999); Guibas & Marimont,
/// *Rounding arrangements dynamically* (1998); the iteration follows GEOS `SnapRoundingNoder`.
enum BooleanNoder {
    /// Maximum snap-rounding passes; in practice two or three suffice.
    static let maxPasses = 24

    /// Nodes `edges` (grid coordinates) into non-crossing fragments; fragments whose contributions all
    /// cancel are dropped.
    /// - Complexity: O((n + k) log n + n·a) per pass for n segments, k crossings, a active sweep width.
    /// `mergeFirst: false` skips the first merge, for inputs with few identical edges (a buffer's offset
    /// curve); the output is the same either way.
    static func node(_ input: [BooleanEdge], mergeFirst: Bool = true) -> [BooleanEdge] {
        nodeIndexed(input, mergeFirst: mergeFirst).edges
    }

    /// ``node(_:mergeFirst:)`` with the node identities its final merge finds, so that the overlay's graph
    /// (``BooleanGraph/init(noded:)``) does not hash every end point a second time.
    static func nodeIndexed(_ input: [BooleanEdge], mergeFirst: Bool = true) -> BooleanNodedEdges {
        switch nodeOrKeep(input, mergeFirst: mergeFirst) {
        case .unchanged(let segs): return mergeIndexed(segs)
        case .noded(let noded): return noded
        }
    }

    /// What ``nodeOrKeep(_:mergeFirst:)`` found.
    enum Outcome {
        /// No two edges cross or touch except at shared end points: the input (without zero-length
        /// edges, merged first unless `mergeFirst: false`), in its order and not yet merged.
        case unchanged([BooleanEdge])
        /// The noded, merged edges, as ``nodeIndexed(_:mergeFirst:)`` returns them.
        case noded(BooleanNodedEdges)
    }

    /// ``nodeIndexed(_:mergeFirst:)``, except that an input the first pass leaves alone comes back as it
    /// is, so that a caller with a faster answer for that case (one simple loop: the overlay's own
    /// ``BooleanOverlay``) skips the merge and the graph.
    static func nodeOrKeep(_ input: [BooleanEdge], mergeFirst: Bool) -> Outcome {
        // Cancelling identical opposite edges first (tiles' shared edges, buffer pieces' shared radii)
        // removes most of the work for piece unions without changing any winding number.
        var segs = mergeFirst ? merge(input.filter { $0.a != $0.b }) : input.filter { $0.a != $0.b }
        // After the first pass only pairs with a fragment the last pass made can interact: any other
        // pair was tested when its younger segment was made and found apart, and neither has moved.
        var fresh: [Bool]? = nil
        for _ in 0 ..< maxPasses {
            guard let next = pass(segs, fresh: fresh) else { break }
            segs = next.segments
            fresh = next.fresh
        }
        return fresh == nil ? .unchanged(segs) : .noded(mergeIndexed(segs))
    }

    private struct Split {
        var segment: Int32
        var point: Point
    }

    /// One noding pass; nil when the segments are already fully noded.
    /// `fresh` marks the segments the previous pass made (nil: all); the result marks the fragments
    /// this one made.
    private static func pass(_ segs: [BooleanEdge], fresh: [Bool]?) -> (segments: [BooleanEdge], fresh: [Bool])? {
        let boxes = segs.map { BoundingBox(corner: $0.a, $0.b) }
        var splits: [Split] = []
        var pixels: [Point] = []
        forEachCandidatePair(segs, boxes, fresh: fresh) { i, j in
            let s = segs[i], t = segs[j]
            let a = s.a, b = s.b, c = t.a, d = t.b
            let o1 = BooleanGridOrientation.sign(a, b, c), o2 = BooleanGridOrientation.sign(a, b, d)
            let o3 = BooleanGridOrientation.sign(c, d, a), o4 = BooleanGridOrientation.sign(c, d, b)
            if o1 * o2 < 0 && o3 * o4 < 0 {
                let p = roundedIntersection(a, b, c, d, boxes[i], boxes[j])
                splits.append(Split(segment: Int32(i), point: p))
                splits.append(Split(segment: Int32(j), point: p))
                pixels.append(p)
                return
            }
            if o1 == 0 && c != a && c != b && boxes[i].contains(c) { splits.append(Split(segment: Int32(i), point: c)) }
            if o2 == 0 && d != a && d != b && boxes[i].contains(d) { splits.append(Split(segment: Int32(i), point: d)) }
            if o3 == 0 && a != c && a != d && boxes[j].contains(a) { splits.append(Split(segment: Int32(j), point: a)) }
            if o4 == 0 && b != c && b != d && boxes[j].contains(b) { splits.append(Split(segment: Int32(j), point: b)) }
        }
        if splits.isEmpty { return nil }
        snapToHotPixels(segs, boxes, pixels, &splits)
        return apply(segs, splits)
    }

    /// Longest monotone chain ``forEachCandidatePair(_:_:_:)`` forms, so that the segment pairs tested
    /// between two chains stay few.
    static let maxChainLength = 32

    /// Calls `body(i, j)` for every pair of segments from different monotone chains whose boxes overlap.
    ///
    /// A chain is a run of consecutive segments, each starting where the previous one ends, along which x
    /// and y never reverse (an offset curve's arc, a stretch of a staircase); two segments of one chain
    /// meet only at the end point they share, so they can neither cross nor overlap, and only the chains'
    /// boxes go through the grid (model: GEOS `MCIndexNoder` and its monotone chains). Segments come in
    /// their loops' order and ``apply(_:_:)`` keeps a segment's fragments in order, so the chains survive
    /// from pass to pass.
    /// With `fresh`, only pairs holding at least one fresh segment are reported.
    private static func forEachCandidatePair(_ segs: [BooleanEdge], _ boxes: [BoundingBox], fresh: [Bool]?, _ body: (Int, Int) -> Void) {
        var chainStart: [Int] = []
        var chainBoxes: [BoundingBox] = []
        chainStart.reserveCapacity(segs.count / 2 + 1)
        chainBoxes.reserveCapacity(segs.count / 2 + 1)
        var chainFresh: [Bool] = []
        var i = 0
        while i < segs.count {
            var sx = 0.0, sy = 0.0  // the chain's directions so far (0: not yet fixed)
            var box = boxes[i]
            var j = i
            while true {
                let dx = segs[j].b.x - segs[j].a.x, dy = segs[j].b.y - segs[j].a.y
                if dx != 0 { sx = dx }
                if dy != 0 { sy = dy }
                let k = j + 1
                guard k < segs.count, k - i < maxChainLength, segs[k].a == segs[j].b else { break }
                let ndx = segs[k].b.x - segs[k].a.x, ndy = segs[k].b.y - segs[k].a.y
                guard ndx * sx >= 0, ndy * sy >= 0 else { break }
                box = box.union(boxes[k])
                j = k
            }
            chainStart.append(i)
            chainBoxes.append(box)
            if let fresh { chainFresh.append(fresh[i ... j].contains(true)) }
            i = j + 1
        }
        chainStart.append(segs.count)
        if chainBoxes.count == segs.count {
            if let fresh {
                BooleanSegmentGrid.forEachOverlappingPair(boxes) { p, q in if fresh[p] || fresh[q] { body(p, q) } }
            } else {
                BooleanSegmentGrid.forEachOverlappingPair(boxes, body)
            }
            return
        }
        func chainPair(_ c: Int, _ d: Int) {
            if fresh != nil && !chainFresh[c] && !chainFresh[d] { return }
            // Only the run of each chain from its first to its last segment that reaches the other chain's
            // box (along a monotone chain those segments are consecutive; any segment meeting the other
            // chain's segments reaches its box). No scratch array: a captured, mutated one cost a dynamic
            // exclusivity check per pair of chains.
            let bc = chainBoxes[c], bd = chainBoxes[d]
            @inline(__always) func reaches(_ b: BoundingBox, _ o: BoundingBox) -> Bool {
                o.minX <= b.maxX && b.minX <= o.maxX && o.minY <= b.maxY && b.minY <= o.maxY
            }
            var p0 = chainStart[c], p1 = chainStart[c + 1]
            while p0 < p1 && !reaches(boxes[p0], bd) { p0 += 1 }
            while p1 > p0 && !reaches(boxes[p1 - 1], bd) { p1 -= 1 }
            var q0 = chainStart[d], q1 = chainStart[d + 1]
            while q0 < q1 && !reaches(boxes[q0], bc) { q0 += 1 }
            while q1 > q0 && !reaches(boxes[q1 - 1], bc) { q1 -= 1 }
            for p in p0 ..< p1 {
                let bp = boxes[p]
                for q in q0 ..< q1 {
                    let bq = boxes[q]
                    guard bp.minX <= bq.maxX && bq.minX <= bp.maxX && bp.minY <= bq.maxY && bq.minY <= bp.maxY else { continue }
                    if let fresh, !fresh[p] && !fresh[q] { continue }
                    body(p, q)
                }
            }
        }
        // A few chains (one buffer's curve) sweep faster than they fill a grid.
        if chainBoxes.count <= 256 {
            BooleanSegmentSweep.forEachOverlappingPair(chainBoxes) { c, d in chainPair(c, d) }
        } else {
            BooleanSegmentGrid.forEachOverlappingPair(chainBoxes) { c, d in chainPair(c, d) }
        }
    }

    /// The crossing point of two properly crossing segments, rounded to the grid and clamped to both boxes.
    private static func roundedIntersection(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ bp: BoundingBox, _ bq: BoundingBox) -> Point {
        let r = b - a, s = d - c, w = c - a
        let t = accurateCross(w, s) / accurateCross(r, s)
        var x = a.x + r.x * t, y = a.y + r.y * t
        let minX = max(bp.minX, bq.minX), maxX = min(bp.maxX, bq.maxX)
        let minY = max(bp.minY, bq.minY), maxY = min(bp.maxY, bq.maxY)
        x = min(max(x, minX), maxX)
        y = min(max(y, minY), maxY)
        return Point(x: x.rounded(), y: y.rounded())
    }

    /// `u × v` with one rounding (Kahan's fused multiply–add trick).
    @inline(__always)
    private static func accurateCross(_ u: Point, _ v: Point) -> Double {
        let w = u.y * v.x
        let e = w.addingProduct(-u.y, v.x)  // exactly w − u.y·v.x, the rounding error of w
        let f = (-w).addingProduct(u.x, v.y)
        return f + e
    }

    /// Adds a split wherever a segment passes through a new hot pixel (the unit square around it).
    private static func snapToHotPixels(_ segs: [BooleanEdge], _ boxes: [BoundingBox], _ rawPixels: [Point], _ splits: inout [Split]) {
        guard !rawPixels.isEmpty else { return }
        var pixels = rawPixels
        pixels.sort { ($0.x, $0.y) < ($1.x, $1.y) }
        var unique: [Point] = []
        unique.reserveCapacity(pixels.count)
        for p in pixels where unique.last != p { unique.append(p) }
        for (i, s) in segs.enumerated() {
            let box = boxes[i]
            // First pixel with x >= box.minX - 0.5.
            var lo = 0, hi = unique.count
            let x0 = box.minX - 0.5
            while lo < hi {
                let mid = (lo + hi) / 2
                if unique[mid].x < x0 { lo = mid + 1 } else { hi = mid }
            }
            var k = lo
            while k < unique.count && unique[k].x <= box.maxX + 0.5 {
                let p = unique[k]
                k += 1
                if p.y < box.minY - 0.5 || p.y > box.maxY + 0.5 || p == s.a || p == s.b { continue }
                if passesThroughPixel(s.a, s.b, p) { splits.append(Split(segment: Int32(i), point: p)) }
            }
        }
    }

    /// Whether segment `a–b` meets the closed unit square centred on `p`. Exact: coordinates are doubled
    /// so that the square's corners are integers too.
    private static func passesThroughPixel(_ a: Point, _ b: Point, _ p: Point) -> Bool {
        let a2 = a * 2, b2 = b * 2, x = p.x * 2, y = p.y * 2
        let s0 = BooleanGridOrientation.sign(a2, b2, Point(x: x - 1, y: y - 1))
        let s1 = BooleanGridOrientation.sign(a2, b2, Point(x: x + 1, y: y - 1))
        let s2 = BooleanGridOrientation.sign(a2, b2, Point(x: x + 1, y: y + 1))
        let s3 = BooleanGridOrientation.sign(a2, b2, Point(x: x - 1, y: y + 1))
        if s0 > 0 && s1 > 0 && s2 > 0 && s3 > 0 { return false }
        if s0 < 0 && s1 < 0 && s2 < 0 && s3 < 0 { return false }
        return true  // the line meets the square and the boxes overlap (checked by the caller's range)
    }

    /// Cuts every segment at its split points, ordered along it.
    /// Also returns which output segments are fragments of a split segment.
    private static func apply(_ segs: [BooleanEdge], _ rawSplits: [Split]) -> (segments: [BooleanEdge], fresh: [Bool]) {
        var splits = rawSplits
        splits.sort { $0.segment < $1.segment }
        var out: [BooleanEdge] = []
        out.reserveCapacity(segs.count + splits.count)
        var fresh: [Bool] = []
        fresh.reserveCapacity(segs.count + splits.count)
        var k = 0
        var pts: [(Double, Point)] = []
        for (i, s) in segs.enumerated() {
            if k >= splits.count || Int(splits[k].segment) != i {
                out.append(s)
                fresh.append(false)
                continue
            }
            let dir = s.b - s.a
            pts.removeAll(keepingCapacity: true)
            while k < splits.count && Int(splits[k].segment) == i {
                let p = splits[k].point
                pts.append(((p - s.a).dot(dir), p))
                k += 1
            }
            pts.sort { $0.0 != $1.0 ? $0.0 < $1.0 : ($0.1.x, $0.1.y) < ($1.1.x, $1.1.y) }
            var prev = s.a
            for (_, p) in pts where p != prev && p != s.b {
                out.append(BooleanEdge(a: prev, b: p, deltaA: s.deltaA, deltaB: s.deltaB))
                prev = p
            }
            out.append(BooleanEdge(a: prev, b: s.b, deltaA: s.deltaA, deltaB: s.deltaB))
            while fresh.count < out.count { fresh.append(true) }
        }
        return (out, fresh)
    }

    /// Merges identical fragments (either direction), summing contributions; drops cancelled ones.
    static func merge(_ segs: [BooleanEdge]) -> [BooleanEdge] { mergeIndexed(segs).edges }

    /// ``merge(_:)`` with the node identities of the merged edges' end points.
    static func mergeIndexed(_ segs: [BooleanEdge]) -> BooleanNodedEdges {
        var nodes = BooleanKeyTable(capacity: segs.count)
        var edges = BooleanKeyTable(capacity: segs.count)
        var nodeCount: Int32 = 0
        var points: [Point] = []
        points.reserveCapacity(segs.count)
        var out: [BooleanEdge] = []
        out.reserveCapacity(segs.count)
        var outA: [Int32] = []
        var outB: [Int32] = []
        outA.reserveCapacity(segs.count)
        outB.reserveCapacity(segs.count)
        for s in segs {
            let forward = (s.a.x, s.a.y) < (s.b.x, s.b.y)
            let lo = forward ? s.a : s.b, hi = forward ? s.b : s.a
            let dA = forward ? s.deltaA : -s.deltaA, dB = forward ? s.deltaB : -s.deltaB
            let kl = BooleanKeyTable.words(lo), kh = BooleanKeyTable.words(hi)
            let il = nodes.value(for: kl.0, kl.1, orInsert: nodeCount)
            if il == nodeCount {
                nodeCount += 1
                points.append(lo)
            }
            let ih = nodes.value(for: kh.0, kh.1, orInsert: nodeCount)
            if ih == nodeCount {
                nodeCount += 1
                points.append(hi)
            }
            let k = Int(edges.value(for: UInt64(il), UInt64(ih), orInsert: Int32(out.count)))
            if k == out.count {
                out.append(BooleanEdge(a: lo, b: hi, deltaA: dA, deltaB: dB))
                outA.append(il)
                outB.append(ih)
            } else {
                out[k].deltaA += dA
                out[k].deltaB += dB
            }
        }
        // Drop the cancelled edges, keeping the three arrays aligned.
        var kept = 0
        for k in out.indices where out[k].deltaA != 0 || out[k].deltaB != 0 {
            out[kept] = out[k]
            outA[kept] = outA[k]
            outB[kept] = outB[k]
            kept += 1
        }
        out.removeSubrange(kept...)
        outA.removeSubrange(kept...)
        outB.removeSubrange(kept...)
        return BooleanNodedEdges(edges: out, nodes: points, edgeA: outA, edgeB: outB)
    }
}

/// Noded edges with their end points' identities: edge `e` runs from node `edgeA[e]` to node `edgeB[e]`
/// (``BooleanEdge/a`` and ``BooleanEdge/b``), nodes numbered in order of first appearance. A node may be
/// left without edges when every edge at it cancelled.
struct BooleanNodedEdges {
    var edges: [BooleanEdge]
    var nodes: [Point]
    var edgeA: [Int32]
    var edgeB: [Int32]
}
