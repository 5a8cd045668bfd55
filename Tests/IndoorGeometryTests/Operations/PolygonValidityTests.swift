import Testing
@testable import IndoorGeometry

@Suite struct PolygonValidityTests {
    typealias S = BooleanTestSupport

    static func ring(_ xy: [(Double, Double)]) -> Ring {
        var pts = xy.map { Point(x: $0.0, y: $0.1) }
        if pts.first != pts.last, let f = pts.first { pts.append(f) }
        return Ring(uncheckedPoints: pts)
    }

    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var geometry: MultiPolygon
        var expected: [PolygonValidityIssue.Kind]
    }

    static let square = S.rect(0, 0, 4, 4)

    static let cases: [Case] = [
        Case(description: "a plain square", geometry: MultiPolygon([square]), expected: []),
        Case(description: "a bow-tie", geometry: MultiPolygon([Polygon(shell: ring([(0, 0), (2, 2), (2, 0), (0, 2)]))]), expected: [.selfIntersection]),
        Case(
            description: "a ring touching itself at a vertex",
            geometry: MultiPolygon([Polygon(shell: ring([(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)]))]), expected: [.selfIntersection]),
        Case(
            description: "a spike folding back", geometry: MultiPolygon([Polygon(shell: ring([(0, 0), (4, 0), (6, 0), (4, 0), (4, 4), (0, 4)]))]),
            expected: [.selfIntersection]),
        Case(
            description: "a hole touching the shell at one point is valid",
            geometry: MultiPolygon([Polygon(shell: square.shell, holes: [ring([(2, 0), (1, 1), (2, 2), (3, 1)])])]), expected: []),
        Case(
            description: "a hole crossing the shell",
            geometry: MultiPolygon([Polygon(shell: square.shell, holes: [ring([(3, 1), (3, 2), (5, 2), (5, 1)])])]), expected: [.ringsCross]),
        Case(
            description: "a hole sharing a stretch of the shell",
            geometry: MultiPolygon([Polygon(shell: square.shell, holes: [ring([(1, 0), (1, 1), (2, 1), (2, 0)])])]), expected: [.ringsCross]),
        Case(
            description: "a hole outside the shell",
            geometry: MultiPolygon([Polygon(shell: square.shell, holes: [ring([(5, 5), (5, 6), (6, 6), (6, 5)])])]), expected: [.holeOutsideShell]),
        Case(
            description: "nested holes",
            geometry: MultiPolygon([
                Polygon(shell: square.shell, holes: [ring([(1, 1), (1, 3), (3, 3), (3, 1)]), ring([(1.5, 1.5), (1.5, 2), (2, 2), (2, 1.5)])])
            ]),
            expected: [.nestedHoles]),
        Case(
            description: "two holes touching at two points cut the interior",
            geometry: MultiPolygon([
                Polygon(
                    shell: S.rect(0, 0, 10, 10).shell,
                    holes: [
                        ring([(2, 2), (2, 8), (5, 8), (5, 2)]), ring([(5, 2), (8, 2), (8, 8), (5, 8), (6, 5)])
                    ])
            ]),
            expected: [.disconnectedInterior]),
        Case(description: "overlapping polygons", geometry: MultiPolygon([S.rect(0, 0, 2, 2), S.rect(1, 1, 3, 3)]), expected: [.polygonsOverlap]),
        Case(description: "a polygon inside another", geometry: MultiPolygon([S.rect(0, 0, 4, 4), S.rect(1, 1, 2, 2)]), expected: [.polygonsOverlap]),
        Case(description: "polygons sharing an edge", geometry: MultiPolygon([S.rect(0, 0, 1, 1), S.rect(1, 0, 2, 1)]), expected: [.polygonsOverlap]),
        Case(description: "polygons touching at a vertex are valid", geometry: MultiPolygon([S.rect(0, 0, 1, 1), S.rect(1, 1, 2, 2)]), expected: []),
        Case(
            description: "a polygon inside another's hole is valid",
            geometry: MultiPolygon([S.rect(0, 0, 4, 4, holes: [S.rectRing(1, 1, 3, 3)]), S.rect(1.5, 1.5, 2.5, 2.5)]), expected: [])
    ]

    @Test("table of valid and invalid polygons", arguments: cases)
    func table(_ c: Case) {
        let kinds = Set(c.geometry.validityIssues().map(\.kind))
        #expect(kinds == Set(c.expected), "\(c.description): \(c.geometry.validityIssues())")
    }

    @Test("strict options: repeated points and orientation")
    func strict() {
        let repeated = Polygon(shell: Self.ring([(0, 0), (1, 0), (1, 0), (1, 1), (0, 1)]))
        #expect(repeated.isValid())
        #expect(repeated.validityIssues(options: .strict).map(\.kind) == [.repeatedPoint])
        let clockwise = Polygon(shell: S.rect(0, 0, 1, 1).shell.reversed)
        #expect(clockwise.isValid())
        #expect(clockwise.validityIssues(options: .strict).map(\.kind) == [.wrongOrientation])
    }

    @Test("issues name the rings and the place")
    func location() throws {
        let p = Polygon(shell: Self.square.shell, holes: [Self.ring([(3, 1), (3, 2), (5, 2), (5, 1)])])
        let issue = try #require(p.validityIssues().first)
        #expect(issue.rings == [0, 1])
        #expect(issue.location.x == 4)
    }
}
