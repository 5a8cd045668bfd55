import Testing
import IndoorGeometry

/// One table row: a described query with its expected exact location.
struct PointLocationCase: Sendable, CustomTestStringConvertible {
    let description: String
    let polygon: Polygon
    let point: Point
    let expected: Location
    var testDescription: String { description }
}

/// Fixture polygons for the corner cases (metres, integer-friendly coordinates).
enum PointLocationFixtures {
    static func polygon(_ shell: [(Double, Double)], holes: [[(Double, Double)]] = []) -> Polygon {
        func ring(_ r: [(Double, Double)]) -> Ring {
            // Fixtures are literal and valid; a failure here is a bug in the table itself.
            guard let ring = try? Ring(closing: r.map { Point(x: $0.0, y: $0.1) }) else { preconditionFailure("bad fixture \(r)") }
            return ring
        }
        return Polygon(shell: ring(shell), holes: holes.map(ring))
    }

    /// 10 × 10 square (CCW) with a 2 × 2 hole (CW) in the middle.
    static let squareWithHole = polygon([(0, 0), (10, 0), (10, 10), (0, 10)], holes: [[(4, 4), (4, 6), (6, 6), (6, 4)]])
    /// Diamond with vertices on the axes: rays from the inside pass exactly through (5, 0).
    static let diamond = polygon([(0, -5), (5, 0), (0, 5), (-5, 0)])
    /// A square with a V-notch cut from the top down to the reflex vertex (7, 5).
    static let notched = polygon([(0, 0), (10, 0), (10, 10), (7, 5), (4, 10), (0, 10)])
    /// A square with a zero-width spike going in from the top edge, and one going out on the right.
    static let spiky = polygon([(0, 0), (10, 0), (10, 5), (15, 5), (10, 5), (10, 10), (5, 10), (5, 5), (5, 10), (0, 10)])
    /// A triangle whose long edge lies on y = x, to test points ulps away from it.
    static let diagonal = polygon([(0, 0), (24, 24), (0, 24)])
    /// A slanted thin triangle far from the origin (as a venue in projected metres might be).
    static let farSlanted = polygon([(100_000, 200_000), (100_003, 200_001), (100_000, 200_001)])

    /// Invalid on purpose (as real IMDF levels are): a hole crossing the shell's right edge.
    static let holeCrossingShell = polygon([(0, 0), (10, 0), (10, 10), (0, 10)], holes: [[(8, 4), (8, 6), (12, 6), (12, 4)]])
    /// Invalid on purpose: two overlapping holes, in both orders (the answer must not depend on it).
    static let overlappingHoles = polygon([(0, 0), (10, 0), (10, 10), (0, 10)], holes: [[(2, 2), (2, 6), (6, 6), (6, 2)], [(4, 4), (4, 8), (8, 8), (8, 4)]])
    static let overlappingHolesSwapped = Polygon(shell: overlappingHoles.shell, holes: overlappingHoles.holes.reversed())

    /// Degenerate, zero-area rings (valid by construction's cheap checks): all on one horizontal or vertical line.
    static let flatHorizontal = polygon([(0, 3), (1, 3), (2, 3)])
    static let flatVertical = polygon([(3, 0), (3, 1), (3, 2)])

    static let cases: [PointLocationCase] = [
        .init(description: "inside, away from every edge", polygon: squareWithHole, point: Point(x: 2, y: 2), expected: .interior),
        .init(description: "on a shell vertex (first point)", polygon: squareWithHole, point: Point(x: 0, y: 0), expected: .boundary),
        .init(description: "on a shell vertex (top right)", polygon: squareWithHole, point: Point(x: 10, y: 10), expected: .boundary),
        .init(description: "on the bottom horizontal edge", polygon: squareWithHole, point: Point(x: 5, y: 0), expected: .boundary),
        .init(description: "on the top horizontal edge", polygon: squareWithHole, point: Point(x: 3, y: 10), expected: .boundary),
        .init(description: "on the right vertical edge", polygon: squareWithHole, point: Point(x: 10, y: 5), expected: .boundary),
        .init(description: "on the left vertical edge, fractional", polygon: squareWithHole, point: Point(x: 0, y: 7.25), expected: .boundary),
        .init(description: "in the hole", polygon: squareWithHole, point: Point(x: 5, y: 5), expected: .exterior),
        .init(description: "on a hole's horizontal edge", polygon: squareWithHole, point: Point(x: 5, y: 4), expected: .boundary),
        .init(description: "on a hole's vertical edge", polygon: squareWithHole, point: Point(x: 4, y: 5), expected: .boundary),
        .init(description: "on a hole vertex", polygon: squareWithHole, point: Point(x: 6, y: 6), expected: .boundary),
        .init(description: "inside, level with the hole's bottom edge", polygon: squareWithHole, point: Point(x: 2, y: 4), expected: .interior),
        .init(description: "inside, right of the hole on its top edge's line", polygon: squareWithHole, point: Point(x: 8, y: 6), expected: .interior),
        .init(description: "outside, collinear with the bottom edge (right)", polygon: squareWithHole, point: Point(x: 12, y: 0), expected: .exterior),
        .init(description: "outside, collinear with the bottom edge (left)", polygon: squareWithHole, point: Point(x: -3, y: 0), expected: .exterior),
        .init(description: "outside, collinear with the right edge (above)", polygon: squareWithHole, point: Point(x: 10, y: 11), expected: .exterior),
        .init(description: "outside, collinear with the left edge (below)", polygon: squareWithHole, point: Point(x: 0, y: -1), expected: .exterior),
        .init(description: "outside the bounding box", polygon: squareWithHole, point: Point(x: 20, y: 20), expected: .exterior),
        .init(description: "NaN point", polygon: squareWithHole, point: Point(x: .nan, y: 5), expected: .exterior),
        .init(description: "ray through a vertex with one edge above and one below", polygon: diamond, point: Point(x: -2, y: 0), expected: .interior),
        .init(description: "ray through a vertex, point just outside the box", polygon: diamond, point: Point(x: -5.5, y: 0), expected: .exterior),
        .init(description: "on the diamond's left vertex", polygon: diamond, point: Point(x: -5, y: 0), expected: .boundary),
        .init(description: "on a slanted diamond edge", polygon: diamond, point: Point(x: 2.5, y: 2.5), expected: .boundary),
        .init(description: "ray through a reflex vertex whose edges both go up", polygon: notched, point: Point(x: 2, y: 5), expected: .interior),
        .init(description: "right of the reflex vertex on its level", polygon: notched, point: Point(x: 8, y: 5), expected: .interior),
        .init(description: "on the reflex vertex", polygon: notched, point: Point(x: 7, y: 5), expected: .boundary),
        .init(description: "in the notch", polygon: notched, point: Point(x: 7, y: 8), expected: .exterior),
        .init(description: "in the notch's mouth on the top line", polygon: notched, point: Point(x: 6, y: 10), expected: .exterior),
        .init(description: "on the top edge left of the notch", polygon: notched, point: Point(x: 2, y: 10), expected: .boundary),
        .init(description: "on an inward spike", polygon: spiky, point: Point(x: 5, y: 7), expected: .boundary),
        .init(description: "on an inward spike's tip", polygon: spiky, point: Point(x: 5, y: 5), expected: .boundary),
        .init(description: "left of an inward spike (ray crosses it twice)", polygon: spiky, point: Point(x: 3, y: 7), expected: .interior),
        .init(description: "below an inward spike's tip", polygon: spiky, point: Point(x: 5, y: 4), expected: .interior),
        .init(description: "on an outward spike", polygon: spiky, point: Point(x: 12, y: 5), expected: .boundary),
        .init(description: "beside an outward spike", polygon: spiky, point: Point(x: 12, y: 5.5), expected: .exterior),
        .init(description: "inside, ray along an outward spike", polygon: spiky, point: Point(x: 6, y: 5), expected: .interior),
        .init(description: "exactly on a nearly-collinear diagonal edge", polygon: diagonal, point: Point(x: 0.5, y: 0.5), expected: .boundary),
        .init(description: "one ulp below the diagonal edge", polygon: diagonal, point: Point(x: 0.5 + 0x1p-53, y: 0.5), expected: .exterior),
        .init(description: "one ulp above the diagonal edge", polygon: diagonal, point: Point(x: 0.5, y: 0.5 + 0x1p-53), expected: .interior),
        .init(description: "exactly on a slanted edge far from the origin", polygon: farSlanted, point: Point(x: 100_001.5, y: 200_000.5), expected: .boundary),
        .init(
            description: "a millimetre inside a slanted edge far from the origin", polygon: farSlanted, point: Point(x: 100_001.5, y: 200_000.501),
            expected: .interior),
        .init(
            description: "a millimetre outside a slanted edge far from the origin", polygon: farSlanted, point: Point(x: 100_001.5, y: 200_000.499),
            expected: .exterior),
        .init(description: "invalid: on a hole's edge outside the shell", polygon: holeCrossingShell, point: Point(x: 11, y: 4), expected: .exterior),
        .init(description: "invalid: on a hole's edge inside the shell", polygon: holeCrossingShell, point: Point(x: 9, y: 4), expected: .boundary),
        .init(description: "invalid: on the shell's edge strictly inside a hole", polygon: holeCrossingShell, point: Point(x: 10, y: 5), expected: .exterior),
        .init(
            description: "invalid: on the shell's edge where a hole edge crosses it", polygon: holeCrossingShell, point: Point(x: 10, y: 4), expected: .boundary
        ),
        .init(description: "invalid: on one hole's edge, inside an overlapping hole", polygon: overlappingHoles, point: Point(x: 5, y: 4), expected: .exterior),
        .init(description: "invalid: same, holes in the other order", polygon: overlappingHolesSwapped, point: Point(x: 5, y: 4), expected: .exterior),
        .init(description: "invalid: on one hole's edge, outside the other", polygon: overlappingHolesSwapped, point: Point(x: 7, y: 4), expected: .boundary),
        .init(description: "zero-area horizontal ring: on it", polygon: flatHorizontal, point: Point(x: 0.5, y: 3), expected: .boundary),
        .init(description: "zero-area horizontal ring: on its vertex", polygon: flatHorizontal, point: Point(x: 2, y: 3), expected: .boundary),
        .init(description: "zero-area horizontal ring: beyond its end", polygon: flatHorizontal, point: Point(x: 2.5, y: 3), expected: .exterior),
        .init(description: "zero-area vertical ring: on it", polygon: flatVertical, point: Point(x: 3, y: 1.5), expected: .boundary),
        .init(description: "zero-area vertical ring: beside it", polygon: flatVertical, point: Point(x: 2.5, y: 1.5), expected: .exterior),
        .init(description: "invalid: inside both overlapping holes", polygon: overlappingHoles, point: Point(x: 5, y: 5), expected: .exterior)
    ]
}

@Suite struct PointLocationCornerCaseTests {
    @Test("plain and prepared locate, both ring orientations", arguments: PointLocationFixtures.cases)
    func corner(_ c: PointLocationCase) {
        for (label, polygon) in [("as given", c.polygon), ("rings reversed", c.polygon.withReversedRings)] {
            #expect(polygon.locate(c.point) == c.expected, "plain, \(label): \(c.description) at \(c.point)")
            #expect(PreparedPolygon(polygon).locate(c.point) == c.expected, "prepared, \(label): \(c.description) at \(c.point)")
            #expect(MultiPolygon([polygon]).locate(c.point) == c.expected, "multipolygon, \(label): \(c.description)")
            if c.point.isFinite {
                #expect(PointLocationOracle.locate(polygon, c.point) == c.expected, "oracle disagrees with the table: \(c.description)")
            }
            // Tolerance 0 is the exact answer on valid polygons; on invalid ones any ring edge is boundary.
            let onRing = polygon.rings.contains { $0.locate(c.point) == .boundary }
            #expect(polygon.locate(c.point, tolerance: 0) == (onRing ? .boundary : c.expected), "tolerance 0, \(label): \(c.description)")
            #expect(
                PreparedPolygon(polygon).locate(c.point, tolerance: 0) == (onRing ? .boundary : c.expected), "prepared tolerance 0, \(label): \(c.description)")
        }
    }

    @Test("shell orientation is reported as given and does not change answers")
    func orientationsDiffer() {
        let p = PointLocationFixtures.squareWithHole
        #expect(p.shell.isCounterClockwise)
        #expect(!p.holes[0].isCounterClockwise)
        #expect(!p.withReversedRings.shell.isCounterClockwise)
    }

    @Test("ring locate ignores holes; a hole ring locates its own inside as interior")
    func ringLocate() {
        let p = PointLocationFixtures.squareWithHole
        #expect(p.shell.locate(Point(x: 5, y: 5)) == .interior)
        #expect(p.holes[0].locate(Point(x: 5, y: 5)) == .interior)
        #expect(p.holes[0].locate(Point(x: 6, y: 5)) == .boundary)
        #expect(p.holes[0].locate(Point(x: 2, y: 5)) == .exterior)
    }

    @Test("multipolygon: shared wall is boundary, interior of either wins, empty holds nothing")
    func multiPolygon() {
        let a = PointLocationFixtures.polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
        let b = PointLocationFixtures.polygon([(10, 0), (20, 0), (20, 10), (10, 10)])
        let m = MultiPolygon([a, b])
        #expect(m.locate(Point(x: 10, y: 5)) == .boundary)
        #expect(m.locate(Point(x: 15, y: 5)) == .interior)
        #expect(m.locate(Point(x: 5, y: 5)) == .interior)
        #expect(m.locate(Point(x: 25, y: 5)) == .exterior)
        #expect(MultiPolygon().locate(Point(x: 0, y: 0)) == .exterior)
        #expect(m.distance(to: Point(x: 25, y: 5)) == 5)
        #expect(m.distance(to: Point(x: 10, y: 5)) == 0)
        #expect(MultiPolygon().distance(to: .zero) == .infinity)
        #expect(m.locate(Point(x: 20.05, y: 5), tolerance: 0.1) == .boundary)
        #expect(m.locate(Point(x: 20.5, y: 5), tolerance: 0.1) == .exterior)
    }

    struct ToleranceCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let point: Point
        let tolerance: Double
        let expected: Location
    }

    static let toleranceCases: [ToleranceCase] = [
        .init(testDescription: "5 cm inside the bottom wall, 10 cm tolerance", point: Point(x: 5, y: 0.05), tolerance: 0.1, expected: .boundary),
        .init(testDescription: "20 cm inside the bottom wall, 10 cm tolerance", point: Point(x: 5, y: 0.2), tolerance: 0.1, expected: .interior),
        .init(testDescription: "5 cm outside the bottom wall", point: Point(x: 5, y: -0.05), tolerance: 0.1, expected: .boundary),
        .init(testDescription: "20 cm outside the bottom wall", point: Point(x: 5, y: -0.2), tolerance: 0.1, expected: .exterior),
        .init(testDescription: "diagonally off a corner, just within", point: Point(x: 10.06, y: 10.06), tolerance: 0.1, expected: .boundary),
        .init(
            testDescription: "diagonally off a corner, in the box grown by the tolerance but farther than it", point: Point(x: 10.08, y: 10.08), tolerance: 0.1,
            expected: .exterior),
        .init(testDescription: "in the hole, 5 cm from its edge", point: Point(x: 5, y: 4.05), tolerance: 0.1, expected: .boundary),
        .init(testDescription: "in the hole, at its centre", point: Point(x: 5, y: 5), tolerance: 0.1, expected: .exterior),
        .init(testDescription: "exactly on an edge, zero tolerance", point: Point(x: 5, y: 0), tolerance: 0, expected: .boundary),
        .init(testDescription: "inside, huge tolerance", point: Point(x: 2, y: 2), tolerance: 3, expected: .boundary)
    ]

    @Test("locate with a tolerance in metres", arguments: toleranceCases)
    func tolerance(_ c: ToleranceCase) {
        let polygon = PointLocationFixtures.squareWithHole
        #expect(polygon.locate(c.point, tolerance: c.tolerance) == c.expected)
        #expect(polygon.withReversedRings.locate(c.point, tolerance: c.tolerance) == c.expected)
        #expect(PreparedPolygon(polygon).locate(c.point, tolerance: c.tolerance) == c.expected)
        #expect(polygon.shell.locate(c.point, tolerance: c.tolerance) == (c.testDescription.hasPrefix("in the hole") ? .interior : c.expected))
    }

    struct DistanceCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let point: Point
        let distance: Double
        let boundaryDistance: Double
    }

    static let distanceCases: [DistanceCase] = [
        .init(testDescription: "inside, 2 m from the nearest wall", point: Point(x: 2, y: 2), distance: 0, boundaryDistance: 2),
        .init(testDescription: "inside, nearest ring is the hole", point: Point(x: 3, y: 5), distance: 0, boundaryDistance: 1),
        .init(testDescription: "in the hole's centre", point: Point(x: 5, y: 5), distance: 1, boundaryDistance: 1),
        .init(testDescription: "on the boundary", point: Point(x: 10, y: 3), distance: 0, boundaryDistance: 0),
        .init(testDescription: "outside, off a corner (3-4-5)", point: Point(x: 13, y: 14), distance: 5, boundaryDistance: 5),
        .init(testDescription: "outside, below an edge", point: Point(x: 5, y: -3), distance: 3, boundaryDistance: 3)
    ]

    @Test("distance and boundary distance in metres", arguments: distanceCases)
    func distance(_ c: DistanceCase) {
        let polygon = PointLocationFixtures.squareWithHole
        let prepared = PreparedPolygon(polygon)
        #expect(polygon.distance(to: c.point) == c.distance)
        #expect(polygon.boundaryDistance(to: c.point) == c.boundaryDistance)
        #expect(prepared.distance(to: c.point) == c.distance)
        #expect(prepared.boundaryDistance(to: c.point) == c.boundaryDistance)
        #expect(polygon.withReversedRings.distance(to: c.point) == c.distance)
    }
}
