import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The fine cell grid and the nearest-edge lists behind ``Locator``, checked answer for answer (ordered
/// spaces, boundary flag, status, nearest space and its distance, bit for bit) against a brute-force oracle
/// that tests every polygon of the floor, on the points where a grid is most likely to be wrong: exactly on
/// cell borders and corners, one ulp either side of them, on vertices and edge midpoints.
@Suite struct LocatorCellsTests {
    /// Query points for floor `f`: every fine-cell corner and border midpoint as the grid computes them,
    /// with their neighbours one ulp away, every vertex and edge midpoint, and seeded random points.
    static func points(_ locator: Locator, floor f: Int, random: Int, seed: UInt64) -> [Point] {
        let v = locator.venue
        let g = locator.store.grids[f]
        var out: [Point] = []
        if g.columns > 0 {
            let size = 1 / g.scale
            for r in 0 ... g.rows {
                for c in 0 ... g.columns {
                    let x = g.minX + Double(c) * size, y = g.minY + Double(r) * size
                    out += [Point(x: x, y: y), Point(x: x.nextUp, y: y), Point(x: x, y: y.nextDown), Point(x: x + size / 2, y: y), Point(x: x, y: y + size / 2)]
                }
            }
        }
        var box = BoundingBox.empty
        for s in v.spaces where s.floorIndex == f && Locator.isSpace(s) {
            box = box.union(s.polygon.boundingBox)
            for ring in s.polygon.rings {
                out += ring.points
                for i in 0 ..< ring.edgeCount { out.append(ring.points[i].interpolated(to: ring.points[i + 1], t: 0.5)) }
            }
        }
        var rng = SplitMix64(seed: seed)
        let b = box.expanded(by: 8)
        for _ in 0 ..< random where !b.isEmpty {
            out.append(Point(x: Double.random(in: b.minX ... b.maxX, using: &rng), y: Double.random(in: b.minY ... b.maxY, using: &rng)))
        }
        return out
    }

    /// Compares every answer; returns the number of points checked.
    static func agree(_ v: Venue, random: Int, seed: UInt64) -> Int {
        let locator = Locator(venue: v)
        var checked = 0
        var failures = 0
        for f in v.floors.indices {
            for p in points(locator, floor: f, random: random, seed: seed &+ UInt64(f)) {
                let r = locator.locate(p, floorIndex: f)
                let o = Locator.referenceAnswer(p, floorIndex: f, in: v)
                if r != o {
                    failures += 1
                    if failures <= 5 { Issue.record("floor \(f) point (\(p.x), \(p.y)): locator \(r), oracle \(o)") }
                }
                checked += 1
            }
        }
        #expect(failures == 0, "\(failures) of \(checked) answers differ")
        return checked
    }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
    }

    /// Shapes that exercise every kind of cell entry, far from the origin (x ≈ 3 km) so that the grid's
    /// rounding slack matters: a 100-gon (too many edges to list per cell: the prepared fallback), a hall
    /// with a 6×6 grid of pillars, a comb whose teeth put many edges in one row, an area inside a room
    /// sharing part of its edge, two rooms meeting at one vertex, a sliver thinner than a cell, a slanted
    /// triangle, and a desk (not a space).
    static func stressVenue() throws -> Venue {
        let ox = 3_000.123, oy = -1_700.456
        func shifted(_ pts: [Point]) -> [Point] { pts.map { Point(x: $0.x + ox, y: $0.y + oy) } }
        var v = Venue(name: "stress", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        var circle: [Point] = (0 ..< 100).map { k in
            let a = Double(k) * 2 * Double.pi / 100
            return Point(x: 15 + 10 * cos(a), y: 15 + 10 * sin(a))
        }
        circle.append(circle[0])
        var hall = [rect(30, 0, 60, 30)]
        for i in 0 ..< 6 {
            for j in 0 ..< 6 {
                hall.append(Array(rect(32 + 4.5 * Double(i), 2 + 4.5 * Double(j), 33 + 4.5 * Double(i), 3 + 4.5 * Double(j)).reversed()))
            }
        }
        var comb = [Point(x: 0, y: 30), Point(x: 30, y: 30)]
        for t in stride(from: 29.0, through: 1.0, by: -2.0) {
            comb += [Point(x: t, y: 40), Point(x: t - 1, y: 40), Point(x: t - 1, y: 31)]
        }
        comb.removeLast()
        comb += [Point(x: 0, y: 31), Point(x: 0, y: 30)]
        v.spaces = [
            Space(id: "circle", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [shifted(circle)])),
            Space(id: "hall", floorIndex: 0, kind: .hallway, polygon: try Polygon(rings: hall.map(shifted))),
            Space(id: "comb", floorIndex: 0, kind: .hallway, polygon: try Polygon(rings: [shifted(comb)])),
            Space(id: "area", floorIndex: 0, kind: .area, polygon: try Polygon(rings: [shifted(rect(40, 0, 44, 4))])),
            Space(id: "ne", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [shifted(rect(60, 30, 70, 40))])),
            Space(id: "sliver", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [shifted(rect(60, 0, 70, 0.01))])),
            Space(
                id: "slant", floorIndex: 0, kind: .room,
                polygon: try Polygon(rings: [shifted([Point(x: 62, y: 5), Point(x: 69.3, y: 7.1), Point(x: 63.7, y: 24.9), Point(x: 62, y: 5)])])),
            Space(id: "desk", floorIndex: 0, kind: .other("object"), polygon: try Polygon(rings: [shifted(rect(50, 20, 52, 22))]))
        ]
        return v
    }

    @Test("every cell kind on a stress floor agrees with brute force, also on cell borders and one ulp off them")
    func stressFloor() throws {
        let v = try Self.stressVenue()
        let checked = Self.agree(v, random: 20_000, seed: 5)
        #expect(checked > 20_000)
        // The floor really uses every entry kind: pure cells, covering entries, listed rings, the fallback.
        let l = Locator(venue: v)
        let g = l.store.grids[0]
        let cells = (g.cellBase ..< g.cellBase + g.columns * g.rows).map { l.store.word(ofCell: $0, grid: g) }
        #expect(cells.contains { $0 & LocatorCells.pure != 0 })
        var heads = Set<UInt32>()
        #expect(cells.contains { $0 & LocatorCells.pure == 0 && $0 & LocatorCells.nearTag != 0 })
        for w in cells where w & LocatorCells.pure == 0 && w & LocatorCells.nearTag == 0 {
            for e in l.store.cellEntries(at: Int(w)) { heads.insert(e.head & ~LocatorStore.spaceMask & ~LocatorStore.lastEntry) }
        }
        #expect(heads == [0, LocatorStore.covered, LocatorStore.prepared], "entry kinds seen: \(heads)")
    }

    @Test("a floor whose spaces are all far apart still answers the nearest space between them")
    func farApart() throws {
        var v = Venue(name: "far", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        v.spaces = [
            Space(id: "a", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [Self.rect(0, 0, 3, 3)])),
            Space(id: "b", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [Self.rect(900, 700, 903, 703)])),
            Space(id: "c", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [Self.rect(450, 350, 451, 351)]))
        ]
        #expect(Self.agree(v, random: 20_000, seed: 9) > 20_000)
    }

    @Test("every point maps to a cell whose grown box holds it, also a few ulps around every cell border")
    func cellMapping() throws {
        var checked = 0
        for v in [try Self.stressVenue(), try PlanVenue.make(GeneratorOptions(buildings: 2, floors: 3, roomsPerFloor: 12, seed: 8))] {
            let l = Locator(venue: v)
            for g in l.store.grids where g.columns > 0 {
                let size = 1 / g.scale
                func check(_ x: Double, _ y: Double) {
                    let cell = g.cell(of: Point(x: x, y: y))
                    guard cell >= 0 else { return }
                    let c = (cell - g.cellBase) % g.columns, r = (cell - g.cellBase) / g.columns
                    let holds =
                        x >= g.minX + Double(c) * size - g.slack && x <= g.minX + Double(c + 1) * size + g.slack
                        && y >= g.minY + Double(r) * size - g.slack && y <= g.minY + Double(r + 1) * size + g.slack
                    #expect(holds, "(\(x), \(y)) maps to cell (\(c), \(r)) outside its grown box")
                    checked += 1
                }
                for k in 0 ... Swift.max(g.columns, g.rows) {
                    var t = Double(k) * size
                    for _ in 0 ..< 16 { t = t.nextDown }
                    for _ in 0 ..< 33 {
                        check(g.minX + t, g.minY + Double(k % g.rows) * size)
                        check(g.minX + Double(k % g.columns) * size, g.minY + t)
                        t = t.nextUp
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    @Test("segment–box test is exact: touching counts, one ulp away does not")
    func segmentBox() {
        let box = BoundingBox(minX: 1, minY: 1, maxX: 2, maxY: 2)
        func meets(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
            LocatorCells.segment(Point(x: a.0, y: a.1), Point(x: b.0, y: b.1), meets: box)
        }
        #expect(meets((0, 3), (3, 0)))  // through the middle, no end inside
        #expect(meets((0, 2), (2, 4)) == false)  // passes the corner (1, 2)... at y = 3 there: clear of the box
        #expect(meets((0, 1), (1, 0)) == false)  // the line x + y = 1 stays below the corner (1, 1)
        #expect(meets((0, 2), (2, 0)))  // x + y = 2 touches the corner (1, 1) exactly
        #expect(meets((0, 2), (1, 2)))  // ends on the top-left corner
        #expect(meets((0, 2.0.nextUp), (5, 2.0.nextUp)) == false)  // one ulp above the top edge
        #expect(meets((1.5, 1.5), (1.5, 1.5)))  // a point inside
        #expect(meets((2.0.nextUp, 1.5), (2.0.nextUp, 1.5)) == false)  // a point one ulp right of the box
        #expect(meets((2, 1.5), (9, 1.5)))  // starts on the right edge
    }
}

extension LocatorCellsTests {
    /// Generated venues or large seeded inputs against a slow oracle: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("generated venues (pillars, areas with desks, L-shaped rooms) agree with brute force on cell borders", arguments: [3, 4] as [UInt64])
        func generated(seed: UInt64) throws {
            let v = try PlanVenue.make(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 12, seed: seed))
            #expect(LocatorCellsTests.agree(v, random: 2_000, seed: seed) > 10_000)
        }
    }
}
