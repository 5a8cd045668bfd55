import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// The overlay's shortcut for one simple loop (``BooleanOverlay/simpleLoopResult(_:precision:include:)``)
/// against its full graph path, which a second, distant loop forces.
@Suite struct BooleanSimpleLoopTests {
    typealias S = BooleanTestSupport

    /// The loop's grid edges as the overlay makes them, and its grid.
    static func gridEdges(_ loop: [Point]) -> ([BooleanEdge], BooleanPrecision) {
        let precision = BooleanPrecision(maxAbsCoordinate: loop.reduce(0) { max($0, abs($1.x), abs($1.y)) })
        var edges: [BooleanEdge] = []
        for i in loop.indices {
            let a = precision.grid(loop[i]), b = precision.grid(loop[(i + 1) % loop.count])
            if a != b { edges.append(BooleanEdge(a: a, b: b, deltaA: 1, deltaB: 0)) }
        }
        return (edges, precision)
    }

    @Test("a star's loop, either way round and by either winding rule: the graph path's polygon")
    func starMatchesGraphPath() {
        let rules: [(String, (Int32, Int32) -> Bool)] = [("positive", { a, _ in a > 0 }), ("negative", { a, _ in a < 0 })]
        var compared = 0
        for seed in UInt64(1) ... 40 {
            var g = SplitMix64(seed: seed)
            let star = S.star(&g, center: Point(x: g.double(-50 ... 50), y: g.double(-50 ... 50)), radius: g.double(1 ... 20), vertices: g.int(3 ... 60))
            let ccw = Array(star.shell.points.dropLast())
            // A small square in a corner of the star's coordinate range, clear of it: a second loop (the graph
            // path) that leaves the overlay's grid as it is.
            let m = ccw.reduce(0) { max($0, abs($1.x), abs($1.y)) }, side = 0.01 * m
            let starBox = BoundingBox(points: ccw)
            let corners = [Point(x: -m, y: -m), Point(x: m - side, y: -m), Point(x: -m, y: m - side), Point(x: m - side, y: m - side)]
            guard let corner = corners.first(where: { !starBox.intersects(BoundingBox(corner: $0, Point(x: $0.x + side, y: $0.y + side))) }) else { continue }
            let far = S.rectRing(corner.x, corner.y, corner.x + side, corner.y + side)  // clockwise
            let farBox = BoundingBox(corner: corner, Point(x: corner.x + side, y: corner.y + side))
            compared += 1
            for loop in [ccw, Array(ccw.reversed())] {
                let (edges, precision) = Self.gridEdges(loop)
                guard case .unchanged(let segs) = BooleanNoder.nodeOrKeep(edges, mergeFirst: false) else {
                    Issue.record("seed \(seed): a star's loop needed noding")
                    continue
                }
                for (name, rule) in rules {
                    let fast = BooleanOverlay.simpleLoopResult(segs, precision: precision, include: rule)
                    #expect(fast != nil, "seed \(seed) \(name): no shortcut for a simple loop")
                    let shortcut = BooleanOverlay.run(a: [loop], b: [], mergeFirst: false, include: rule)
                    let farLoop = name == "positive" ? Array(far.reversed()) : far
                    let full = BooleanOverlay.run(a: [loop, farLoop], b: [], mergeFirst: false, include: rule)
                    let fullStar = MultiPolygon(full.polygons.filter { !farBox.intersects(BoundingBox(points: $0.shell.points)) })
                    #expect(full.polygons.count - fullStar.polygons.count == 1, "seed \(seed) \(name): the distant square is missing")
                    #expect(shortcut.polygons.count == fullStar.polygons.count, "seed \(seed) \(name)")
                    #expect(abs(shortcut.area - fullStar.area) <= 1e-12 * max(1, star.area), "seed \(seed) \(name)")
                    let a = Set(shortcut.polygons.flatMap(\.shell.points)), b = Set(fullStar.polygons.flatMap(\.shell.points))
                    #expect(a == b, "seed \(seed) \(name): different vertices")
                    #expect(S.issues(shortcut).isEmpty, "seed \(seed) \(name)")
                }
            }
        }
        #expect(compared >= 35, "only \(compared) stars left a corner free")
    }

    @Test("a loop through one vertex twice takes the graph path: two triangles touching at that vertex")
    func repeatedVertexFallsBack() {
        let loop = [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 0, y: 2), Point(x: 1, y: 1)]
        let (edges, precision) = Self.gridEdges(loop)
        guard case .unchanged(let segs) = BooleanNoder.nodeOrKeep(edges, mergeFirst: false) else {
            Issue.record("the loop only touches itself at a vertex: nothing to node")
            return
        }
        #expect(BooleanOverlay.simpleLoopResult(segs, precision: precision) { a, _ in a > 0 } == nil)
        let result = BooleanOverlay.run(a: [loop], b: [], mergeFirst: false) { a, _ in a > 0 }
        #expect(abs(result.area - 2) < 1e-12)
        #expect(result.polygons.count == 2)
        #expect(S.issues(result).isEmpty)
    }

    @Test("a self-crossing loop is noded, not taken as simple")
    func crossingLoopIsNoded() {
        let bowTie = [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2)]
        let (edges, _) = Self.gridEdges(bowTie)
        if case .unchanged = BooleanNoder.nodeOrKeep(edges, mergeFirst: false) { Issue.record("a bow tie crosses itself") }
        let result = BooleanOverlay.run(a: [bowTie], b: [], mergeFirst: false) { a, _ in a != 0 }
        #expect(abs(result.area - 2) < 1e-12)
        #expect(S.issues(result).isEmpty)
    }
}
