import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// Degenerate and nearly degenerate overlays: far-from-origin coordinates, slanted tilings, chained
/// operations, invalid inputs. Every output must be valid and agree with the even–odd oracle.
@Suite struct BooleanRobustnessTests {
    typealias S = BooleanTestSupport

    /// Checks validity and membership of `op(a, b)` at random points away from every boundary.
    static func checkAgainstOracle(_ a: MultiPolygon, _ b: MultiPolygon, seed: UInt64, box: BoundingBox, samples: Int = 80) {
        var g = SplitMix64(seed: seed &+ 1000)
        for op in BooleanOperation.allCases {
            let r = a.applying(op, b)
            #expect(S.issues(r).isEmpty, "seed \(seed) \(op): \(S.issues(r).prefix(3))")
            let tol = 1e-9 * max(1, max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY)))
            for _ in 0 ..< samples {
                let p = Point(x: g.double(box.minX ... box.maxX), y: g.double(box.minY ... box.maxY))
                if S.boundaryDistance(p, a) < tol || S.boundaryDistance(p, b) < tol || S.boundaryDistance(p, r) < tol { continue }
                #expect(S.evenOdd(p, r) == op.includes(inFirst: S.evenOdd(p, a), inSecond: S.evenOdd(p, b)), "seed \(seed) \(op) at \(p)")
            }
        }
    }

    @Test("far from the origin (projected-metre coordinates)")
    func farFromOrigin() {
        for seed in UInt64(1) ... 10 {
            var g = SplitMix64(seed: seed)
            let o = Point(x: 512_345.25, y: 4_123_456.5)
            func star() -> Polygon {
                let p = S.star(&g, center: Point(x: g.double(0 ... 3), y: g.double(0 ... 3)), radius: 3, vertices: g.int(3 ... 16))
                return Polygon(shell: Ring(uncheckedPoints: p.shell.points.map { $0 + o }))
            }
            let a = MultiPolygon([star()]), b = MultiPolygon([star()])
            #expect(S.issues(a).isEmpty && S.issues(b).isEmpty, "seed \(seed): inputs invalid")
            Self.checkAgainstOracle(a, b, seed: seed, box: BoundingBox(minX: o.x - 4, minY: o.y - 4, maxX: o.x + 7, maxY: o.y + 7))
            let u = a.union(b).area, i = a.intersection(b).area
            #expect(abs(u + i - a.area - b.area) < 1e-6 * (a.area + b.area), "seed \(seed)")
        }
    }

    @Test("a slanted tiling of rooms unions to one polygon")
    func slantedTiling() throws {
        let angle = 0.5235987755982988  // 30°, so no coordinate is a round number
        func node(_ i: Int, _ j: Int) -> Point {
            let x = Double(i) * 3.3, y = Double(j) * 2.9
            return Point(x: 100 + x * cos(angle) - y * sin(angle), y: 200 + x * sin(angle) + y * cos(angle))
        }
        var rooms: [Polygon] = []
        for i in 0 ..< 7 {
            for j in 0 ..< 6 where !(i == 3 && j == 3) {
                rooms.append(Polygon(shell: Ring(uncheckedPoints: [node(i, j), node(i + 1, j), node(i + 1, j + 1), node(i, j + 1), node(i, j)])))
            }
        }
        let u = MultiPolygon.union(of: rooms)
        #expect(S.issues(u).isEmpty, "\(S.issues(u))")
        let poly = try #require(u.polygons.first)
        #expect(u.polygons.count == 1 && poly.holes.count == 1)
        let expected = rooms.reduce(0) { $0 + $1.area }
        #expect(abs(u.area - expected) < 1e-9 * expected)
    }

    @Test("chained operations on results with holes")
    func chained() {
        for seed in UInt64(1) ... 12 {
            var g = SplitMix64(seed: seed)
            let a = MultiPolygon.union(of: (0 ..< 4).map { _ in S.gridRect(&g, cells: 10, step: 0.7) })
            let b = MultiPolygon([S.star(&g, center: Point(x: 3.5, y: 3.5), radius: 4, vertices: 24)])
            let c = a.difference(b), d = a.symmetricDifference(b)
            Self.checkAgainstOracle(c, d, seed: seed, box: BoundingBox(minX: -1, minY: -1, maxX: 8, maxY: 8))
        }
    }

    @Test("nearly coincident edges (offsets of 1e-12 m)")
    func nearlyCoincident() {
        for seed in UInt64(1) ... 10 {
            var g = SplitMix64(seed: seed)
            let a = S.star(&g, center: Point(x: 2, y: 2), radius: 3, vertices: 10)
            let b = Polygon(shell: Ring(uncheckedPoints: a.shell.points.map { Point(x: $0.x + 1e-12 * Double(seed % 3), y: $0.y - 1e-12) }))
            let sa = MultiPolygon([a]), sb = MultiPolygon([b])
            for op in BooleanOperation.allCases {
                let r = sa.applying(op, sb)
                #expect(S.issues(r).isEmpty, "seed \(seed) \(op): \(S.issues(r).prefix(2))")
            }
            #expect(abs(sa.union(sb).area - a.area) < 1e-9)
            #expect(abs(sa.intersection(sb).area - a.area) < 1e-9)
        }
    }

    @Test("invalid inputs are read with the positive winding rule and give valid output")
    func invalidInputs() {
        let bowtie = Polygon(shell: Ring(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 2, y: 2), Point(x: 2, y: 0), Point(x: 0, y: 2), Point(x: 0, y: 0)]))
        let n = MultiPolygon([bowtie]).normalized
        #expect(S.issues(n).isEmpty)
        let overlapping = MultiPolygon([S.rect(0, 0, 2, 2), S.rect(1, 1, 3, 3)]).normalized
        #expect(S.issues(overlapping).isEmpty && abs(overlapping.area - 7) < 1e-12)
        let same = MultiPolygon.union(of: Array(repeating: S.rect(0, 0, 1, 1), count: 50))
        #expect(same.polygons.count == 1 && abs(same.area - 1) < 1e-12)
    }

    @Test("free space: rooms minus buffered walls with flat ends at the doors")
    func freeSpace() {
        let rooms = MultiPolygon.union(of: [S.rect(0, 0, 5, 4), S.rect(5, 0, 9, 4)])
        // The shared wall x = 5 with a 1 m door between y = 1.5 and y = 2.5, walls exactly on room edges.
        let walls = [
            Polyline(uncheckedPoints: [Point(x: 5, y: 0), Point(x: 5, y: 1.5)]),
            Polyline(uncheckedPoints: [Point(x: 5, y: 4), Point(x: 5, y: 2.5)]),
            Polyline(uncheckedPoints: [Point(x: 0, y: 0), Point(x: 9, y: 0), Point(x: 9, y: 4), Point(x: 0, y: 4), Point(x: 0, y: 0)])
        ]
        let style = BufferStyle(cap: .round, capAtEnd: .flat)
        let free = rooms.difference(MultiPolygon.buffer(lines: walls, distance: 0.1, style: style))
        #expect(S.issues(free).isEmpty, "\(S.issues(free))")
        #expect(free.polygons.count == 1)  // the door keeps both rooms connected
        #expect(S.evenOdd(Point(x: 5, y: 2.45), free) && S.evenOdd(Point(x: 5, y: 1.55), free))  // door not narrowed
        #expect(!S.evenOdd(Point(x: 5.05, y: 1.0), free))
    }
}
