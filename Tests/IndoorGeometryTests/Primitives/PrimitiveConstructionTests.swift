import Testing
import IndoorGeometry

/// Construction invariants of `Ring`, `Polygon` and `Polyline`: each bad input throws the matching
/// `GeometryError` with the offending index or count.
@Suite struct PrimitiveConstructionTests {
    static func pts(_ xy: [(Double, Double)]) -> [Point] { xy.map { Point(x: $0.0, y: $0.1) } }
    static let square = pts([(0, 0), (4, 0), (4, 3), (0, 3), (0, 0)])

    struct RingCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let points: [Point]
        let expected: GeometryError
    }

    static let ringCases: [RingCase] = [
        .init(testDescription: "no positions", points: [], expected: .tooFewRingPositions(count: 0)),
        .init(testDescription: "one position", points: pts([(1, 1)]), expected: .tooFewRingPositions(count: 1)),
        .init(
            testDescription: "closed triangle missing a vertex (3 positions)", points: pts([(0, 0), (1, 0), (0, 0)]), expected: .tooFewRingPositions(count: 3)),
        .init(
            testDescription: "four positions, not closed", points: pts([(0, 0), (1, 0), (1, 1), (0, 1)]),
            expected: .ringNotClosed(first: Point(x: 0, y: 0), last: Point(x: 0, y: 1))),
        .init(
            testDescription: "closing position off by a millimetre", points: pts([(0, 0), (1, 0), (1, 1), (0.001, 0)]),
            expected: .ringNotClosed(first: Point(x: 0, y: 0), last: Point(x: 0.001, y: 0))),
        .init(
            testDescription: "positive infinity in x", points: pts([(0, 0), (.infinity, 0), (1, 1), (0, 0)]),
            expected: .nonFiniteCoordinate(index: 1, x: .infinity, y: 0)),
        .init(
            testDescription: "negative infinity in y of the closing position", points: pts([(0, 0), (1, 0), (1, 1), (0, -.infinity)]),
            expected: .nonFiniteCoordinate(index: 3, x: 0, y: -.infinity))
    ]

    @Test("Ring(points:) rejects bad input with the right error", arguments: ringCases)
    func ringRejects(_ c: RingCase) {
        #expect(throws: c.expected) { try Ring(points: c.points) }
    }

    @Test("NaN is reported as non-finite with its index (NaN ≠ NaN, so matched by pattern)")
    func ringRejectsNaN() {
        for (points, index) in [(Self.pts([(0, 0), (1, .nan), (1, 1), (0, 0)]), 1), (Self.pts([(.nan, 0), (1, 0), (1, 1), (.nan, 0)]), 0)] {
            do {
                _ = try Ring(points: points)
                Issue.record("a ring with NaN was accepted")
            } catch {
                guard case let .nonFiniteCoordinate(i, x, y) = error else {
                    Issue.record("wrong error \(error)")
                    continue
                }
                #expect(i == index)
                #expect(x.isNaN || y.isNaN)
            }
        }
    }

    @Test("Ring(points:) keeps valid input and its invariants")
    func ringAccepts() throws {
        let ring = try Ring(points: Self.square)
        #expect(ring.points.first == ring.points.last)
        #expect(ring.edgeCount == 4)
        #expect(ring.signedArea == 12)
        #expect(ring.isCounterClockwise)
        #expect(ring.reversed.signedArea == -12)
        #expect(ring.length == 14)
        #expect(ring.boundingBox == BoundingBox(minX: 0, minY: 0, maxX: 4, maxY: 3))
        #expect(ring.edge(1) == Segment(Point(x: 4, y: 0), Point(x: 4, y: 3)))
        // -0 == 0: a ring closed with a negative zero is closed.
        _ = try Ring(points: Self.pts([(0, 0), (1, 0), (1, 1), (-0.0, 0)]))
    }

    @Test("Ring(closing:) appends the closing position, and still counts positions")
    func ringClosing() throws {
        let ring = try Ring(closing: Self.pts([(0, 0), (4, 0), (4, 3), (0, 3)]))
        #expect(ring.points == Self.square)
        #expect(try Ring(closing: Self.square).points == Self.square)
        #expect(throws: GeometryError.tooFewRingPositions(count: 3)) { try Ring(closing: Self.pts([(0, 0), (1, 0)])) }
        #expect(throws: GeometryError.tooFewRingPositions(count: 0)) { try Ring(closing: []) }
        #expect(throws: GeometryError.tooFewRingPositions(count: 2)) { try Ring(closing: Self.pts([(5, 5)])) }
    }

    @Test("Polygon(rings:) needs a shell and checks every ring")
    func polygon() throws {
        #expect(throws: GeometryError.tooFewRingPositions(count: 0)) { try Polygon(rings: []) }
        let hole = Self.pts([(1, 1), (1, 2), (2, 2), (2, 1), (1, 1)])
        let p = try Polygon(rings: [Self.square, hole])
        #expect(p.holes.count == 1)
        #expect(p.area == 11)
        #expect(p.edgeCount == 8)
        #expect(throws: GeometryError.ringNotClosed(first: Point(x: 1, y: 1), last: Point(x: 2, y: 1))) {
            try Polygon(rings: [Self.square, Array(hole.dropLast())])
        }
        #expect(throws: GeometryError.nonFiniteCoordinate(index: 2, x: -.infinity, y: 2)) {
            try Polygon(rings: [Self.square, Self.pts([(1, 1), (1, 2), (-.infinity, 2), (2, 1), (1, 1)])])
        }
        #expect(throws: GeometryError.tooFewRingPositions(count: 2)) { try Polygon(rings: [Self.pts([(0, 0), (0, 0)])]) }
    }

    @Test("Polyline(points:) needs two finite positions")
    func polyline() throws {
        #expect(throws: GeometryError.tooFewLinePositions(count: 0)) { try Polyline(points: []) }
        #expect(throws: GeometryError.tooFewLinePositions(count: 1)) { try Polyline(points: Self.pts([(1, 2)])) }
        #expect(throws: GeometryError.nonFiniteCoordinate(index: 1, x: 3, y: .infinity)) { try Polyline(points: Self.pts([(0, 0), (3, .infinity)])) }
        do {
            _ = try Polyline(points: Self.pts([(0, 0), (1, 1), (.nan, 2)]))
            Issue.record("a line with NaN was accepted")
        } catch {
            guard case let .nonFiniteCoordinate(i, x, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(i == 2 && x.isNaN)
        }
        let line = try Polyline(points: Self.pts([(0, 0), (3, 4), (3, 4), (3, 10)]))
        #expect(line.length == 11)
        #expect(line.segmentCount == 3)
    }

    @Test("errors describe what is wrong")
    func descriptions() {
        #expect(GeometryError.tooFewRingPositions(count: 3).description.contains("found 3"))
        #expect(GeometryError.ringNotClosed(first: Point(x: 12, y: 3.5), last: Point(x: 12, y: 3.4)).description.contains("(12.0, 3.4)"))
        #expect(GeometryError.nonFiniteCoordinate(index: 7, x: .nan, y: 1).description.contains("position 7"))
        #expect(GeometryError.tooFewLinePositions(count: 1).description.contains("found 1"))
    }
}
