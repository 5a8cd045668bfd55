import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct BooleanOperationTests {
    typealias S = BooleanTestSupport

    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var a: [Polygon]
        var b: [Polygon]
        var areas: [BooleanOperation: Double]
    }

    static let cases: [Case] = [
        Case(
            description: "identical squares", a: [S.rect(0, 0, 2, 2)], b: [S.rect(0, 0, 2, 2)],
            areas: [.union: 4, .intersection: 4, .difference: 0, .symmetricDifference: 0]),
        Case(
            description: "squares sharing an edge", a: [S.rect(0, 0, 1, 1)], b: [S.rect(1, 0, 2, 1)],
            areas: [.union: 2, .intersection: 0, .difference: 1, .symmetricDifference: 2]),
        Case(
            description: "squares sharing part of an edge", a: [S.rect(0, 0, 2, 2)], b: [S.rect(2, 1, 3, 5)],
            areas: [.union: 8, .intersection: 0, .difference: 4, .symmetricDifference: 8]),
        Case(
            description: "squares touching at a vertex", a: [S.rect(0, 0, 1, 1)], b: [S.rect(1, 1, 2, 2)],
            areas: [.union: 2, .intersection: 0, .difference: 1, .symmetricDifference: 2]),
        Case(
            description: "overlapping squares", a: [S.rect(0, 0, 2, 2)], b: [S.rect(1, 1, 3, 3)],
            areas: [.union: 7, .intersection: 1, .difference: 3, .symmetricDifference: 6]),
        Case(
            description: "wall drawn on a room edge", a: [S.rect(0, 0, 4, 3)], b: [S.rect(-0.1, 2.9, 4.1, 3.0)],
            areas: [.union: 12.02, .intersection: 0.4, .difference: 11.6]),
        Case(
            description: "square with hole minus the hole", a: [S.rect(0, 0, 4, 4, holes: [S.rectRing(1, 1, 3, 3)])],
            b: [S.rect(1, 1, 3, 3)], areas: [.union: 16, .intersection: 0, .difference: 12]),
        Case(
            description: "hole touching the shell at a vertex", a: [S.rect(0, 0, 4, 4)],
            b: [Polygon(shell: Ring(uncheckedPoints: [Point(x: 2, y: 0), Point(x: 3, y: 1), Point(x: 2, y: 2), Point(x: 1, y: 1), Point(x: 2, y: 0)]))],
            areas: [.union: 16, .intersection: 2, .difference: 14]),
        Case(
            description: "contained square", a: [S.rect(0, 0, 4, 4)], b: [S.rect(1, 1, 2, 2)],
            areas: [.union: 16, .intersection: 1, .difference: 15, .symmetricDifference: 15]),
        Case(
            description: "disjoint squares", a: [S.rect(0, 0, 1, 1)], b: [S.rect(5, 5, 6, 6)],
            areas: [.union: 2, .intersection: 0, .difference: 1])
    ]

    @Test("corner cases: valid output with the expected area", arguments: cases)
    func cornerCases(_ c: Case) throws {
        let a = MultiPolygon(c.a), b = MultiPolygon(c.b)
        for (op, expected) in c.areas {
            let r = a.applying(op, b)
            #expect(S.issues(r).isEmpty, "\(c.description) \(op): \(S.issues(r))")
            #expect(abs(r.area - expected) <= 1e-9 * max(1, expected), "\(c.description) \(op): area \(r.area) != \(expected)")
        }
    }

    @Test("identical polygons give themselves back")
    func identical() {
        var g = SplitMix64(seed: 7)
        let p = S.star(&g, center: Point(x: 3, y: 4), radius: 5, vertices: 12)
        let u = p.union(p)
        #expect(u.polygons.count == 1)
        #expect(abs(u.area - p.area) < 1e-9)
        #expect(p.difference(p).isEmpty)
    }

    @Test("a grid of tiled rooms unions to one polygon with the missing rooms as holes")
    func tiledRooms() {
        var rooms: [Polygon] = []
        let missing: Set<[Int]> = [[2, 2], [5, 6], [6, 6]]
        for i in 0 ..< 9 {
            for j in 0 ..< 9 where !missing.contains([i, j]) {
                rooms.append(S.rect(Double(i) * 3.1, Double(j) * 2.7, Double(i + 1) * 3.1, Double(j + 1) * 2.7))
            }
        }
        let u = MultiPolygon.union(of: rooms)
        #expect(S.issues(u).isEmpty, "\(S.issues(u))")
        #expect(u.polygons.count == 1)
        #expect(u.polygons.first?.holes.count == 2)
        #expect(u.polygons.first?.shell.edgeCount == 4)
        let expected = Double(81 - 3) * 3.1 * 2.7
        #expect(abs(u.area - expected) < 1e-9 * expected)
    }

    @Test("seeded random overlays: valid, inclusion–exclusion, membership agrees with the even–odd oracle")
    func randomOverlays() throws {
        for seed in UInt64(1) ... 40 {
            var g = SplitMix64(seed: seed)
            let a: MultiPolygon, b: MultiPolygon
            if seed % 2 == 0 {
                a = MultiPolygon.union(of: (0 ..< g.int(1 ... 4)).map { _ in S.gridRect(&g) })
                b = MultiPolygon.union(of: (0 ..< g.int(1 ... 4)).map { _ in S.gridRect(&g) })
            } else {
                a = MultiPolygon([S.star(&g, center: Point(x: g.double(0 ... 4), y: g.double(0 ... 4)), radius: 4, vertices: g.int(3 ... 30))])
                b = MultiPolygon([S.star(&g, center: Point(x: g.double(0 ... 4), y: g.double(0 ... 4)), radius: 4, vertices: g.int(3 ... 30))])
            }
            #expect(S.issues(a).isEmpty && S.issues(b).isEmpty, "seed \(seed): inputs invalid")
            var results: [BooleanOperation: MultiPolygon] = [:]
            for op in BooleanOperation.allCases {
                let r = a.applying(op, b)
                results[op] = r
                #expect(S.issues(r).isEmpty, "seed \(seed) \(op): \(S.issues(r))")
            }
            let u = results[.union]?.area ?? 0, i = results[.intersection]?.area ?? 0
            let scale = max(1, a.area + b.area)
            #expect(abs(u + i - a.area - b.area) <= 1e-9 * scale, "seed \(seed): |A∪B| + |A∩B| = \(u + i) != \(a.area + b.area)")
            #expect(abs((results[.difference]?.area ?? 0) - (a.area - i)) <= 1e-9 * scale, "seed \(seed): difference area")
            for _ in 0 ..< 60 {
                let p = Point(x: g.double(-1 ... 9), y: g.double(-1 ... 9))
                if S.boundaryDistance(p, a) < 1e-7 || S.boundaryDistance(p, b) < 1e-7 { continue }
                let ina = S.evenOdd(p, a), inb = S.evenOdd(p, b)
                for (op, r) in results {
                    #expect(S.evenOdd(p, r) == op.includes(inFirst: ina, inSecond: inb), "seed \(seed) \(op) at \(p)")
                }
            }
        }
    }

    @Test("union of many random rectangles is valid and matches the oracle")
    func manyRectangles() {
        let seed: UInt64 = 99
        var g = SplitMix64(seed: seed)
        let rects = (0 ..< 300).map { _ -> Polygon in
            let x = g.double(0 ... 50), y = g.double(0 ... 50)
            return S.rect(x, y, x + g.double(0.5 ... 4), y + g.double(0.5 ... 4))
        }
        let u = MultiPolygon.union(of: rects)
        #expect(S.issues(u).isEmpty, "seed \(seed): \(S.issues(u).prefix(3))")
        for _ in 0 ..< 300 {
            let p = Point(x: g.double(0 ... 54), y: g.double(0 ... 54))
            let inAny = rects.contains { S.evenOdd(p, MultiPolygon([$0])) }
            if rects.contains(where: { S.boundaryDistance(p, MultiPolygon([$0])) < 1e-7 }) { continue }
            #expect(S.evenOdd(p, u) == inAny, "seed \(seed) at \(p)")
        }
    }
}
