import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct LocatorTests {
    /// Two 10×10 rooms sharing the edge x = 10, a hallway below them, a pillar (hole) in room A,
    /// and a 2×2 area inside room B.
    static func fixture() throws -> Venue {
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
            [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
        }
        var v = Venue(name: "fixture", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [Floor(id: "f_1", name: "Level 1", ordinal: 0), Floor(id: "f_2", name: "Level 2", ordinal: 1)]
        v.spaces = [
            Space(id: "g_a", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [rect(0, 0, 10, 10), Array(rect(4, 4, 5, 5).reversed())])),
            Space(id: "g_b", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [rect(10, 0, 20, 10)])),
            Space(id: "g_h", floorIndex: 0, kind: .hallway, polygon: try Polygon(rings: [rect(0, -3, 20, 0)])),
            Space(id: "g_area", floorIndex: 0, kind: .area, polygon: try Polygon(rings: [rect(14, 4, 16, 6)])),
            Space(id: "g_desk", floorIndex: 0, kind: .other("object"), polygon: try Polygon(rings: [rect(1, 1, 2, 2)]))
        ]
        return v
    }

    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var point: Point
        var status: LocateResult.Status
        var spaces: [String]
        var boundary: Bool
        var nearest: String?
        var distance: Double
    }

    static let cases: [Case] = [
        Case(description: "interior of room A", point: Point(x: 2, y: 8), status: .inside, spaces: ["g_a"], boundary: false, nearest: nil, distance: 0),
        Case(
            description: "on the edge shared by A and B", point: Point(x: 10, y: 7), status: .boundary, spaces: ["g_a", "g_b"], boundary: true, nearest: nil,
            distance: 0),
        Case(
            description: "on the horizontal edge shared by B and the hallway", point: Point(x: 12, y: 0), status: .boundary, spaces: ["g_h", "g_b"],
            boundary: true, nearest: nil, distance: 0),
        Case(
            description: "on the vertex shared by A, B and the hallway (smaller area first)", point: Point(x: 10, y: 0), status: .boundary,
            spaces: ["g_h", "g_a", "g_b"], boundary: true, nearest: nil, distance: 0),
        Case(description: "inside the pillar hole", point: Point(x: 4.5, y: 4.6), status: .nearest, spaces: [], boundary: false, nearest: "g_a", distance: 0.4),
        Case(description: "on the pillar's edge", point: Point(x: 4, y: 4.5), status: .boundary, spaces: ["g_a"], boundary: true, nearest: nil, distance: 0),
        Case(description: "on a hole vertex", point: Point(x: 5, y: 5), status: .boundary, spaces: ["g_a"], boundary: true, nearest: nil, distance: 0),
        Case(
            description: "in the area inside room B: most specific first", point: Point(x: 15, y: 5), status: .inside, spaces: ["g_area", "g_b"],
            boundary: false, nearest: nil, distance: 0),
        Case(
            description: "on the area's edge inside B", point: Point(x: 14, y: 5), status: .inside, spaces: ["g_b", "g_area"], boundary: true, nearest: nil,
            distance: 0),
        Case(
            description: "on a desk: desks are not spaces", point: Point(x: 1.5, y: 1.5), status: .inside, spaces: ["g_a"], boundary: false, nearest: nil,
            distance: 0),
        Case(description: "just outside, within 5 m", point: Point(x: 23, y: 5), status: .nearest, spaces: [], boundary: false, nearest: "g_b", distance: 3),
        Case(
            description: "far outside: no nearest space, outside the venue (no outlines: 30 m from the box of the spaces)", point: Point(x: 50, y: 5),
            status: .outside, spaces: [], boundary: false, nearest: nil, distance: 30)
    ]

    @Test("table of corner cases", arguments: cases)
    func corners(_ c: Case) throws {
        let v = try Self.fixture()
        let r = Locator(venue: v).locate(c.point, floorIndex: 0)
        #expect(r.status == c.status)
        #expect(r.spaces.map { v.spaces[$0].id } == c.spaces)
        #expect(r.space.map { v.spaces[$0].id } == c.spaces.first)
        #expect(r.isOnBoundary == c.boundary)
        #expect(r.nearest.map { v.spaces[$0].id } == c.nearest)
        #expect(abs(r.distance - c.distance) < 1e-9)
    }

    @Test("a floor with no spaces answers none with infinite distance")
    func emptyFloor() throws {
        let r = Locator(venue: try Self.fixture()).locate(Point(x: 1, y: 1), floorIndex: 1)
        #expect(r.status == .none && r.nearest == nil && r.distance == .infinity)
    }

    @Test("floor references: id, name, ordinal; unknown and ambiguous ones throw")
    func floorReferences() throws {
        let v = try Self.fixture()
        #expect(try v.floorIndex(for: .id("f_2")) == 1)
        #expect(try v.floorIndex(for: FloorReference(parsing: "level 1")) == 0)
        #expect(try v.floorIndex(for: FloorReference(parsing: "1")) == 1)
        #expect(throws: FloorLookupError.self) { try v.floorIndex(for: FloorReference(parsing: "7")) }
        // A namesake floor without spaces (an empty level of a duplicate outline) is no candidate.
        var w = v
        w.floors.append(Floor(id: "f_3", name: "Level 1", ordinal: 5))
        #expect(try w.floorIndex(for: .name("Level 1")) == 0)
        // With a space of its own it competes, and the message counts each candidate's spaces.
        w.spaces.append(
            Space(
                id: "g_c", floorIndex: 2, kind: .room,
                polygon: try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 0)]])))
        #expect(throws: FloorLookupError.ambiguousFloor("Level 1", candidates: ["f_1 (Level 1, 4 spaces)", "f_3 (Level 1, 1 space)"])) {
            try w.floorIndex(for: .name("Level 1"))
        }
    }

    /// Brute-force oracle: every space polygon of the floor tested with the plain exact `Polygon.locate`.
    static func oracle(_ v: Venue, _ p: Point, floor: Int) -> (spaces: Set<Int>, boundary: Bool, distance: Double) {
        var set = Set<Int>()
        var boundary = false
        var d = Double.infinity
        for (i, s) in v.spaces.enumerated() where s.floorIndex == floor && Locator.isSpace(s) {
            switch s.polygon.locate(p) {
            case .interior: set.insert(i)
            case .boundary:
                set.insert(i)
                boundary = true
            case .exterior: d = min(d, s.polygon.distance(to: p))
            }
        }
        return (set, boundary, set.isEmpty ? d : 0)
    }

}

@Suite struct LocateBatchNumberTests {
    @Test("the batch number parser agrees with the JSON parser on seeded coordinates")
    func numbersAgree() throws {
        var rng = SplitMix64(seed: 77)
        for _ in 0 ..< 20_000 {
            let d = Double.random(in: -180 ... 180, using: &rng)
            for text in ["\(d)", String(format: "%.7f", d), String(format: "%.12f", d)] {
                let expected = try JSONParser.parse(Array(text.utf8))
                #expect(LocateBatch.number(Array(text.utf8)[...]) == expected.numberValue, "seed 77: \(text)")
            }
        }
    }
}

@Suite struct FloorMatchingTests {
    @Test("one floor rule everywhere: id, then name or short name, then ordinal")
    func nameBeforeOrdinal() throws {
        var v = try LocatorTests.fixture()
        v.floors[0].shortName = "2"  // ordinal 0, short name "2"
        v.floors.append(Floor(id: "f_3", name: "Level 3", ordinal: 2))
        #expect(try v.floorIndex(matching: "2") == 0, "a short name wins over an ordinal")
        #expect(try v.floorIndex(matching: "1") == 1, "no floor named 1: ordinal 1")
        #expect(try v.floorIndex(matching: "f_3") == 2)
        #expect(throws: FloorLookupError.self) { try v.floorIndex(matching: "9") }
        // The batch engine follows the same rule.
        let g = v.projection.unproject(Point(x: 2, y: 8))
        let out = LocateBatch(locator: Locator(venue: v)).process(lines: [Array("2,\(g.longitude),\(g.latitude)".utf8)[...]], firstLineNumber: 1)
        #expect(String(decoding: out, as: UTF8.self).contains("\"floor\":\"f_1\""))
    }
}

extension LocatorTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("agrees with the brute-force oracle on seeded points, vertices and edge points of a generated venue", arguments: [11, 12] as [UInt64])
        func oracleAgreement(seed: UInt64) throws {
            let v = try PlanVenue.make(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 20, seed: seed))
            let locator = Locator(venue: v)
            var rng = SplitMix64(seed: seed)
            var checked = 0
            for f in v.floors.indices {
                let spaces = v.spaces.filter { $0.floorIndex == f }
                let box = spaces.reduce(BoundingBox.empty) { $0.union($1.polygon.boundingBox) }.expanded(by: 8)
                var points: [Point] = (0 ..< 3_000).map { _ in
                    Point(x: Double.random(in: box.minX ... box.maxX, using: &rng), y: Double.random(in: box.minY ... box.maxY, using: &rng))
                }
                for s in spaces {
                    for r in s.polygon.rings {
                        points += r.points  // exactly on vertices (shared by neighbours)
                        for i in 0 ..< r.edgeCount { points.append(r.points[i].interpolated(to: r.points[i + 1], t: 0.5)) }
                    }
                }
                for p in points {
                    let r = locator.locate(p, floorIndex: f)
                    let o = LocatorTests.oracle(v, p, floor: f)
                    #expect(Set(r.spaces) == o.spaces, "seed \(seed) floor \(f) point \(p)")
                    #expect(r.isOnBoundary == o.boundary, "seed \(seed) floor \(f) point \(p)")
                    #expect(
                        abs(r.distance - o.distance) <= 1e-9 * max(1, o.distance) || (r.distance == .infinity && o.distance == .infinity),
                        "seed \(seed) point \(p)")
                    checked += 1
                }
            }
            #expect(checked > 10_000)
        }
    }
}
