/// The overlay engine behind the boolean operations and buffers: snap-rounded noding
/// (``BooleanNoder``), winding-number labelling (``BooleanGraph``) and ring building
/// (``BooleanRingBuilder``).
///
/// Inputs are closed loops of points in metres, each counting +1 inside when counter-clockwise and −1
/// when clockwise (so a CCW shell with CW holes is 1 inside, 0 outside, and overlapping pieces add up).
/// A region belongs to the result when `include(windingA, windingB)` holds.
enum BooleanOverlay {
    /// Runs the overlay. Loops may be open or closed (the closing edge is implied); fewer than three
    /// points contribute nothing; non-finite positions are skipped.
    /// - Complexity: O((n + k) log n) typical for n edges and k crossings.
    /// `mergeFirst: false` skips the noder's first merge of identical edges (see ``BooleanNoder/node(_:mergeFirst:)``).
    static func run(a: [[Point]], b: [[Point]], mergeFirst: Bool = true, include: (Int32, Int32) -> Bool) -> MultiPolygon {
        var maxAbs = 0.0
        for loop in a { for p in loop where p.isFinite { maxAbs = max(maxAbs, abs(p.x), abs(p.y)) } }
        for loop in b { for p in loop where p.isFinite { maxAbs = max(maxAbs, abs(p.x), abs(p.y)) } }
        let precision = BooleanPrecision(maxAbsCoordinate: maxAbs)
        var edges: [BooleanEdge] = []
        edges.reserveCapacity(a.reduce(0) { $0 + $1.count } + b.reduce(0) { $0 + $1.count })
        func add(_ loops: [[Point]], _ da: Int32, _ db: Int32) {
            for raw in loops where raw.count >= 3 {
                // Non-finite positions cannot be placed on the grid; the validating initialisers of
                // Ring and Polygon keep them out, so only unchecked inputs lose them here.
                let loop = raw.allSatisfy(\.isFinite) ? raw : raw.filter(\.isFinite)
                guard loop.count >= 3 else { continue }
                var prev = precision.grid(loop[loop.count - 1])
                for p in loop {
                    let g = precision.grid(p)
                    if g != prev { edges.append(BooleanEdge(a: prev, b: g, deltaA: da, deltaB: db)) }
                    prev = g
                }
            }
        }
        add(a, 1, 0)
        add(b, 0, 1)
        let noded: BooleanNodedEdges
        switch BooleanNoder.nodeOrKeep(edges, mergeFirst: mergeFirst) {
        case .noded(let n): noded = n
        case .unchanged(let segs):
            // Nothing crosses: one simple loop (a polygon grown without self-overlap) needs no graph.
            if let simple = simpleLoopResult(segs, precision: precision, include: include) { return simple }
            noded = BooleanNoder.mergeIndexed(segs)
        }
        let graph = BooleanGraph(noded: noded)
        let (leftA, leftB) = graph.leftWindings()
        var inResult = [Bool](repeating: false, count: leftA.count)
        for e in 0 ..< graph.edgeCount {
            let h = 2 * e
            let d = graph.delta(h)
            let inLeft = include(leftA[h], leftB[h])
            let inRight = include(leftA[h] - d.0, leftB[h] - d.1)
            if inLeft && !inRight { inResult[h] = true } else if inRight && !inLeft { inResult[h + 1] = true }
        }
        let (shells, holesOf) = BooleanRingBuilder.build(graph: graph, inResult: inResult)
        var polygons: [Polygon] = []
        polygons.reserveCapacity(shells.count)
        for (i, shell) in shells.enumerated() {
            let s = Ring(uncheckedPoints: shell.map(precision.metres))
            let hs = holesOf[i].map { Ring(uncheckedPoints: $0.map(precision.metres)) }
            polygons.append(Polygon(shell: s, holes: hs))
        }
        return MultiPolygon(polygons)
    }

    /// The loops of polygons, oriented so that each contributes winding 1 inside (CCW shells, CW holes).
    static func orientedLoops<S: Sequence>(_ polygons: S) -> [[Point]] where S.Element == Polygon {
        var loops: [[Point]] = []
        for polygon in polygons {
            let s = polygon.shell
            loops.append(s.signedArea >= 0 ? s.points : s.points.reversed())
            for h in polygon.holes { loops.append(h.signedArea <= 0 ? h.points : h.points.reversed()) }
        }
        return loops
    }
}
