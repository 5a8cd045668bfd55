import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// Exact intersection area against hand-computed cases and against grid sampling (the slow oracle).
@Suite("IMDF polygon overlap")
struct IMDFPolygonOverlapTests {
    static func square(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
    }

    static func polygon(_ rings: [[Point]]) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: rings[0]), holes: rings.dropFirst().map { Ring(uncheckedPoints: $0) })
    }

    struct AreaCase: CustomStringConvertible, Sendable {
        var description: String
        var a: [[Point]]
        var b: [[Point]]
        var area: Double
    }

    static let lShape = [
        Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 4), Point(x: 0, y: 4), Point(x: 0, y: 0)
    ]

    static let cases: [AreaCase] = [
        AreaCase(description: "identical squares", a: [square(0, 0, 10, 10)], b: [square(0, 0, 10, 10)], area: 100),
        AreaCase(description: "disjoint", a: [square(0, 0, 1, 1)], b: [square(5, 5, 6, 6)], area: 0),
        AreaCase(description: "shared edge only", a: [square(0, 0, 1, 1)], b: [square(1, 0, 2, 1)], area: 0),
        AreaCase(description: "half overlap", a: [square(0, 0, 10, 10)], b: [square(5, 0, 15, 10)], area: 50),
        AreaCase(description: "clockwise ring", a: [square(0, 0, 10, 10).reversed()], b: [square(5, 5, 15, 15)], area: 25),
        AreaCase(description: "contained", a: [square(0, 0, 10, 10)], b: [square(2, 2, 3, 3)], area: 1),
        AreaCase(description: "hole removes its area", a: [square(0, 0, 10, 10), square(4, 4, 6, 6)], b: [square(0, 0, 10, 10)], area: 96),
        AreaCase(description: "square inside the hole", a: [square(0, 0, 10, 10), square(4, 4, 6, 6)], b: [square(4.5, 4.5, 5.5, 5.5)], area: 0),
        AreaCase(description: "L-shape against its bounding square", a: [lShape], b: [square(0, 0, 4, 4)], area: 7),
        AreaCase(description: "L-shape against the notch", a: [lShape], b: [square(1, 1, 4, 4)], area: 0)
    ]

    @Test(arguments: cases)
    func knownAreas(_ c: AreaCase) {
        let a = Self.polygon(c.a)
        let b = Self.polygon(c.b)
        #expect(abs(IMDFPolygonOverlap.intersectionArea(a, b) - c.area) < 1e-9, "\(c.description)")
        #expect(abs(IMDFPolygonOverlap.intersectionArea(b, a) - c.area) < 1e-9, "\(c.description), swapped")
    }

    /// A random star-shaped polygon around `centre`, optionally with a small square hole at the centre.
    static func randomStar(_ rng: inout SplitMix64, centre: Point, hole: Bool) -> Polygon {
        let n = Int.random(in: 3 ... 14, using: &rng)
        var pts: [Point] = []
        for k in 0 ..< n {
            let angle = (Double(k) + Double.random(in: 0.1 ... 0.9, using: &rng)) / Double(n) * 2 * Double.pi
            let r = Double.random(in: 1.5 ... 6, using: &rng)
            pts.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
        }
        pts.append(pts[0])
        let holes = hole ? [Ring(uncheckedPoints: square(centre.x - 0.5, centre.y - 0.5, centre.x + 0.5, centre.y + 0.5))] : []
        return Polygon(shell: Ring(uncheckedPoints: pts), holes: holes)
    }

    @Test func exactAreaMatchesGridSampling() {
        let seed: UInt64 = 20_261_129
        var rng = SplitMix64(seed: seed)
        for trial in 0 ..< 16 {
            let a = Self.randomStar(&rng, centre: Point(x: 0, y: 0), hole: trial % 3 == 0)
            let b = Self.randomStar(
                &rng, centre: Point(x: Double.random(in: -4 ... 4, using: &rng), y: Double.random(in: -4 ... 4, using: &rng)), hole: trial % 4 == 0)
            let exact = IMDFPolygonOverlap.intersectionArea(a, b)
            // Oracle: count grid cells whose centre is inside both.
            let box = a.boundingBox.union(b.boundingBox)
            let step = 0.07
            var count = 0
            var y = box.minY + step / 2
            while y < box.maxY {
                var x = box.minX + step / 2
                while x < box.maxX {
                    let p = Point(x: x, y: y)
                    if IMDFPolygonOverlap.contains(a, p), IMDFPolygonOverlap.contains(b, p) { count += 1 }
                    x += step
                }
                y += step
            }
            let sampled = Double(count) * step * step
            let bound = (a.shell.length + b.shell.length + 8) * step
            #expect(abs(exact - sampled) <= bound, "seed \(seed) trial \(trial): exact \(exact), sampled \(sampled)")
        }
    }

    @Test func boundaryProximity() {
        let a = Self.polygon([Self.square(0, 0, 1, 1)])
        #expect(IMDFPolygonOverlap.boundariesWithin(a, Self.polygon([Self.square(1.04, 0, 2, 1)]), tolerance: 0.05))
        #expect(!IMDFPolygonOverlap.boundariesWithin(a, Self.polygon([Self.square(1.06, 0, 2, 1)]), tolerance: 0.05))
        #expect(IMDFPolygonOverlap.boundariesWithin(a, Self.polygon([Self.square(0.5, 0.5, 2, 2)]), tolerance: 0))
    }

    @Test func interiorPointStaysInside() {
        let l = Self.polygon([Self.lShape])
        let p = IMDFPolygonOverlap.interiorPoint(l, preferred: Point(x: 3, y: 3))  // preferred lies in the notch
        #expect(IMDFPolygonOverlap.contains(l, p))
        #expect(IMDFPolygonOverlap.distanceToBoundary(l, p) > 0.3)
        let q = IMDFPolygonOverlap.interiorPoint(l, preferred: Point(x: 0.5, y: 2))
        #expect(q == Point(x: 0.5, y: 2), "a good preferred point is kept")
    }
}
