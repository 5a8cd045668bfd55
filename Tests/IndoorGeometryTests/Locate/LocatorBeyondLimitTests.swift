import Testing
@testable import IndoorGeometry
import TestSupport

/// Beyond `maxDistance` there is no nearest space (the status says how far, not which): `.none` inside the
/// venue, `.outside` outside every floor's outline (for floors without one, beyond the box of their spaces).
@Suite struct LocatorBeyondLimitTests {
    /// Floor 0: a 10 × 10 room in a 100 × 100 outline. Floor 1 (no outline): a room at (200, 0)–(210, 10).
    /// Floor 2: an outdoor floor whose outline covers (300, 0)–(400, 100) and no space.
    static func venue() throws -> Venue {
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) throws -> Polygon {
            try Polygon(rings: [[Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]])
        }
        var v = Venue(name: "limits", format: .imdf, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [
            Floor(id: "f0", name: "Ground", ordinal: 0, outline: MultiPolygon([try rect(0, 0, 100, 100)])),
            Floor(id: "f1", name: "Annex", ordinal: 1),
            Floor(id: "f2", name: "Yard", ordinal: 0, isOutdoor: true, outline: MultiPolygon([try rect(300, 0, 400, 100)]))
        ]
        v.spaces = [
            Space(id: "room", floorIndex: 0, kind: .room, polygon: try rect(0, 0, 10, 10)),
            Space(id: "annex", floorIndex: 1, kind: .room, polygon: try rect(200, 0, 210, 10))
        ]
        return v
    }

    @Test("a point 8 m from the room: the nearest within 10 m, no nearest within 5 m (inside the outline: none)")
    func limitDecides() throws {
        let locator = Locator(venue: try Self.venue())
        let p = Point(x: 18, y: 5)
        let near = locator.locate(p, floorIndex: 0, maxDistance: 10)
        #expect(near.status == .nearest && near.nearest == 0 && near.distance == 8)
        let beyond = locator.locate(p, floorIndex: 0, maxDistance: 5)
        #expect(beyond.status == .none && beyond.nearest == nil && beyond.space == nil)
        #expect(beyond.distance == 8, "the distance to the nearest space is still reported")
    }

    @Test("outside every outline and every outline-less floor's box: outside the venue", arguments: [0, 1, 2])
    func outsideTheVenue(floor: Int) throws {
        let locator = Locator(venue: try Self.venue())
        let r = locator.locate(Point(x: 8_400, y: 50), floorIndex: floor, maxDistance: 5)
        #expect(r.status == .outside && r.nearest == nil)
    }

    @Test("inside another floor's outline (the yard), or near the annex's spaces: not outside the venue")
    func insideSomeFloor() throws {
        let locator = Locator(venue: try Self.venue())
        #expect(locator.locate(Point(x: 350, y: 50), floorIndex: 0, maxDistance: 5).status == .none)
        #expect(locator.locate(Point(x: 213, y: 5), floorIndex: 0, maxDistance: 5).status == .none, "3 m from the annex's box")
        #expect(locator.locate(Point(x: 216, y: 5), floorIndex: 0, maxDistance: 5).status == .outside, "6 m from it")
        #expect(locator.locate(Point(x: 100, y: 50), floorIndex: 0, maxDistance: 5).status == .none, "on the outline's edge")
    }

    @Test("seeded points on every floor and several limits agree with the brute-force oracle, field by field")
    func agreesWithOracle() throws {
        let v = try Self.venue()
        let locator = Locator(venue: v)
        var rng = SplitMix64(seed: 2511)
        for _ in 0 ..< 3_000 {
            let p = Point(x: Double.random(in: -50 ... 450, using: &rng), y: Double.random(in: -50 ... 150, using: &rng))
            let f = Int.random(in: 0 ... 2, using: &rng)
            let limit = [0.0, 5, 20, 120][Int.random(in: 0 ... 3, using: &rng)]
            let got = locator.locate(p, floorIndex: f, maxDistance: limit)
            #expect(got == Locator.referenceAnswer(p, floorIndex: f, in: v, maxDistance: limit), "seed 2511: \(p) floor \(f) limit \(limit)")
        }
    }
}
