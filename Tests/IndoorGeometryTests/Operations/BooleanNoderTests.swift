import Testing
@testable import IndoorGeometry
import TestSupport

/// The overlay's internals against brute force: candidate pairs, noding, grid predicate.
@Suite struct BooleanNoderTests {
    @Test("sweep and grid candidate pairs equal brute-force box overlaps", arguments: [false, true])
    func candidatePairs(grid: Bool) {
        for seed in UInt64(1) ... 30 {
            var g = SplitMix64(seed: seed)
            let long = seed % 3 == 0  // a few long boxes force the grid's fallback
            let boxes = (0 ..< g.int(2 ... 120)).map { _ -> BoundingBox in
                let a = Point(x: Double(g.int(0 ... 30)), y: Double(g.int(0 ... 30)))
                let w = Double(g.int(0 ... (long && g.int(0 ... 9) == 0 ? 30 : 6)))
                return BoundingBox(corner: a, Point(x: a.x + w, y: a.y + Double(g.int(0 ... 6))))
            }
            var found = Set<[Int]>()
            let record: (Int, Int) -> Void = { i, j in
                #expect(found.insert([min(i, j), max(i, j)]).inserted, "seed \(seed): pair reported twice")
            }
            if grid {
                BooleanSegmentGrid.forEachOverlappingPair(boxes, record)
            } else {
                BooleanSegmentSweep.forEachOverlappingPair(boxes, record)
            }
            var expected = Set<[Int]>()
            for i in boxes.indices { for j in boxes.indices where i < j && boxes[i].intersects(boxes[j]) { expected.insert([i, j]) } }
            #expect(found == expected, "seed \(seed)")
        }
    }

    @Test("noded fragments meet only at shared end points")
    func nodedIsPlanar() {
        for seed in UInt64(1) ... 15 {
            var g = SplitMix64(seed: seed)
            var edges: [BooleanEdge] = []
            for _ in 0 ..< g.int(3 ... 60) {
                // Integer grid points in a small range force collinear overlaps and vertex contacts.
                let a = Point(x: Double(g.int(0 ... 12)) * 1024, y: Double(g.int(0 ... 12)) * 1024)
                let b =
                    seed % 2 == 0
                    ? Point(x: Double(g.int(0 ... 12)) * 1024, y: Double(g.int(0 ... 12)) * 1024)
                    : Point(x: g.double(0 ... 12288).rounded(), y: g.double(0 ... 12288).rounded())
                edges.append(BooleanEdge(a: a, b: b, deltaA: 1, deltaB: 0))
            }
            let out = BooleanNoder.node(edges)
            for i in out.indices {
                #expect(out[i].a != out[i].b, "seed \(seed): zero-length fragment")
                for j in out.indices where i < j {
                    let s = out[i], t = out[j]
                    let shared = [s.a, s.b].filter { $0 == t.a || $0 == t.b }
                    switch ValiditySegmentRelation(s.a, s.b, t.a, t.b) {
                    case .disjoint: break
                    case let .touch(p): #expect(shared.contains(p), "seed \(seed): \(s) touches \(t) at \(p)")
                    case .cross, .overlap: Issue.record("seed \(seed): \(s) and \(t) cross or overlap")
                    }
                }
            }
        }
    }

    @Test("grid predicate agrees with the exact orientation on integer points")
    func gridPredicate() {
        var g = SplitMix64(seed: 5)
        for _ in 0 ..< 2000 {
            let big = Double(1 << 46)
            let a = Point(x: g.double(-big ... big).rounded(), y: g.double(-big ... big).rounded())
            let d = Point(x: g.double(-1e6 ... 1e6).rounded(), y: g.double(-1e6 ... 1e6).rounded())
            // Nearly collinear: c close to the line through a and a + d.
            let t = Double(g.int(-3 ... 3))
            let c = Point(x: a.x + d.x * t + Double(g.int(-1 ... 1)), y: a.y + d.y * t)
            let b = a + d
            #expect(BooleanGridOrientation.sign(a, b, c) == Orientation.sign(a, b, c), "\(a) \(b) \(c)")
        }
    }
}
