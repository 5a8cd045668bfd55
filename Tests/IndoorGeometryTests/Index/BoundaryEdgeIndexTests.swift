import Testing
@testable import IndoorGeometry
import TestSupport

/// The edge grid behind "which spaces does this door touch" (MVF connections, IMDF openings): it must find
/// exactly what a scan of every edge finds, long edges included.
@Suite("Boundary edge index")
struct BoundaryEdgeIndexTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Polygon {
        let points = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
        return Polygon(shell: Ring(uncheckedPoints: points))
    }

    /// The slow oracle: every edge of every polygon, smallest squared distance per id.
    static func bruteForce(_ polygons: [(id: Int, polygon: Polygon)], _ p: Point, tolerance: Double) -> [Int: Double] {
        var best: [Int: Double] = [:]
        for (id, polygon) in polygons {
            for ring in polygon.rings {
                for e in 0 ..< ring.edgeCount {
                    let d2 = ring.edge(e).squaredDistance(to: p)
                    if d2 <= tolerance * tolerance { best[id] = min(best[id] ?? .infinity, d2) }
                }
            }
        }
        return best
    }

    @Test("random rooms and one campus-sized outline: the grid finds what a scan of every edge finds")
    func matchesBruteForce() {
        let seed: UInt64 = 0x1D0F
        var rng = SplitMix64(seed: seed)
        var polygons: [(id: Int, polygon: Polygon)] = []
        for k in 0 ..< 60 {
            let x = Double.random(in: -50 ... 50, using: &rng), y = Double.random(in: -50 ... 50, using: &rng)
            let w = Double.random(in: 0.5 ... 12, using: &rng), h = Double.random(in: 0.5 ... 12, using: &rng)
            polygons.append((k, Self.rect(x, y, x + w, y + h)))
        }
        polygons.append((60, Self.rect(-20_000, -20_000, 20_000, 20_000)))  // edges of 13,334 cells: the long-edge list
        let index = BoundaryEdgeIndex(polygons: polygons, cellSize: 3)
        #expect(index.largeEdgeCount == 4)
        for q in 0 ..< 400 {
            // Every tenth query near the outline's west edge, the rest among the rooms.
            let p =
                q % 10 == 0
                ? Point(x: -20_000 + Double.random(in: -2 ... 2, using: &rng), y: Double.random(in: -100 ... 100, using: &rng))
                : Point(x: Double.random(in: -55 ... 65, using: &rng), y: Double.random(in: -55 ... 65, using: &rng))
            let tolerance = Double.random(in: 0.01 ... 2, using: &rng)
            let expected = Self.bruteForce(polygons, p, tolerance: tolerance)
            #expect(index.squaredDistances(near: p, tolerance: tolerance) == expected, "seed \(seed), point \(p), tolerance \(tolerance)")
            var ids: [Int] = []
            index.ids(near: p, tolerance: tolerance, into: &ids)
            #expect(ids == expected.keys.sorted(), "seed \(seed), point \(p), tolerance \(tolerance)")
        }
    }

    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var point: Point
        var tolerance: Double
        var expected: [Int]
    }

    /// Room 0 is (0…10)², room 1 is (10…20)×(0…10); both in one 2 m grid.
    static let cases: [Case] = [
        Case(description: "on the shared edge", point: Point(x: 10, y: 5), tolerance: 0.05, expected: [0, 1]),
        Case(description: "exactly at the tolerance from room 0's west wall", point: Point(x: -0.25, y: 5), tolerance: 0.25, expected: [0]),
        Case(description: "just beyond the tolerance", point: Point(x: -0.2501, y: 5), tolerance: 0.25, expected: []),
        Case(description: "in the middle of room 1, off every edge", point: Point(x: 15, y: 5), tolerance: 1, expected: []),
        Case(description: "on the shared corner", point: Point(x: 10, y: 0), tolerance: 0, expected: [0, 1]),
        Case(description: "a tolerance wider than a cell reaches both rooms", point: Point(x: 10, y: 12), tolerance: 2.5, expected: [0, 1])
    ]

    @Test(arguments: cases)
    func findsTheBoundariesWithinTheTolerance(_ c: Case) {
        let index = BoundaryEdgeIndex(polygons: [(0, Self.rect(0, 0, 10, 10)), (1, Self.rect(10, 0, 20, 10))], cellSize: 2)
        var ids: [Int] = []
        index.ids(near: c.point, tolerance: c.tolerance, into: &ids)
        #expect(ids == c.expected, "\(c.description)")
        #expect(index.largeEdgeCount == 0)
    }

    @Test("ids already in the output are not appended again; the distance is the smallest over shell and holes")
    func appendsWithoutRepeatsAndMeasuresHoles() {
        let ring = Self.rect(0, 0, 10, 10).shell
        let withHole = Polygon(shell: ring, holes: [Self.rect(4, 4, 6, 6).shell])
        let index = BoundaryEdgeIndex(polygons: [(7, withHole)], cellSize: 2)
        var ids = [7]
        index.ids(near: Point(x: 4.1, y: 5), tolerance: 0.5, into: &ids)
        #expect(ids == [7])
        let d2 = index.squaredDistances(near: Point(x: 4.1, y: 5), tolerance: 0.5)[7] ?? .infinity
        #expect(abs(d2 - 0.01) < 1e-12, "0.1 m from the hole's west edge, 4.1 m from the shell")
    }
}
