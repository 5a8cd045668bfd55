import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The compact forms of the locator's store and their fallbacks: 16-bit cell words where a floor's words
/// fit and 32-bit ones where they do not, cell lists and nearest-space lists stored once per floor, and
/// nearest-space groups as runs of edges or, beyond a run's limits, one index per edge. Every form must
/// answer exactly as the brute-force oracle.
@Suite struct LocatorCompactTests {
    @Test("floors of the stress venue and a generated campus keep 16-bit cells; equal cell lists are stored once")
    func narrowAndShared() throws {
        for v in [try LocatorCellsTests.stressVenue(), try PlanVenue.make(GeneratorOptions(buildings: 2, floors: 3, roomsPerFloor: 12, seed: 8))] {
            let l = Locator(venue: v)
            var mixed = 0
            var offsets = Set<UInt32>()
            for g in l.store.grids where g.columns > 0 {
                #expect(g.isNarrow)
                for c in g.cellBase ..< g.cellBase + g.columns * g.rows {
                    let w = l.store.word(ofCell: c, grid: g)
                    guard w & LocatorCells.pure == 0 && w & LocatorCells.nearTag == 0 else { continue }
                    mixed += 1
                    offsets.insert(w)
                }
            }
            #expect(l.store.cells.count <= 1, "no 32-bit cells (one placeholder word at most)")
            #expect(offsets.count < mixed, "\(mixed) mixed cells with \(offsets.count) distinct lists: none shared")
        }
    }

    @Test("a floor whose spaces lie more than 16,384 apart in venue order keeps 32-bit cells and answers as with 16-bit ones")
    func wideFloor() throws {
        // The stress floor with its last space moved to the end of the venue, so that the hit-tested spaces
        // sit at 0 ..< m - 1 and m - 1 + gap: in `narrow` the gap is empty, in `wide` objects on a second
        // floor (not hit-tested) fill it, more than a 16-bit cell word's range.
        var narrow = try LocatorCellsTests.stressVenue()
        let moved = try #require(narrow.spaces.lastIndex(where: Locator.isSpace))
        narrow.spaces.append(narrow.spaces.remove(at: moved))
        var wide = narrow
        wide.floors.append(Floor(id: "g", name: "G", ordinal: 1))
        let gap = 16_400
        wide.spaces.insert(
            contentsOf: try (0 ..< gap).map { k in
                let x = Double(k % 128), y = Double(k / 128)
                return Space(
                    id: "o\(k)", floorIndex: 1, kind: .other("object"), polygon: try Polygon(rings: [LocatorCellsTests.rect(x, y, x + 0.5, y + 0.5)]))
            }, at: narrow.spaces.count - 1)
        let n = Locator(venue: narrow), w = Locator(venue: wide)
        #expect(n.store.grids[0].isNarrow && !w.store.grids[0].isNarrow)
        #expect(w.store.cells.count == w.store.grids[0].columns * w.store.grids[0].rows)
        let last = narrow.spaces.count - 1
        func widened(_ i: Int) -> Int { i == last ? i + gap : i }
        var checked = 0
        for p in LocatorCellsTests.points(n, floor: 0, random: 20_000, seed: 12) {
            let a = n.locate(p, floorIndex: 0)
            let expected = LocateResult(
                status: a.status, floorIndex: 0, space: a.space.map(widened), spaces: SpaceIndexList(a.spaces.map(widened)),
                isOnBoundary: a.isOnBoundary, nearest: a.nearest.map(widened), distance: a.distance)
            #expect(w.locate(p, floorIndex: 0) == expected, "(\(p.x), \(p.y))")
            checked += 1
        }
        #expect(checked > 20_000)
        #expect(LocatorCellsTests.agree(narrow, random: 5_000, seed: 15) > 5_000)
    }

    @Test("a hole of 300 edges lists them one by one (a run holds at most 256) and answers the nearest space as the oracle")
    func longNearestGroup() throws {
        var v = Venue(name: "ring", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 8, latitude: 47)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        func circle(_ r: Double, _ n: Int, clockwise: Bool) -> [Point] {
            let pts = (0 ..< n).map { k in
                let a = Double(k) * 2 * Double.pi / Double(n) * (clockwise ? -1 : 1)
                return Point(x: 500 + r * cos(a), y: 200 + r * sin(a))
            }
            return pts + [pts[0]]
        }
        v.spaces = [
            Space(id: "annulus", floorIndex: 0, kind: .room, polygon: try Polygon(rings: [circle(30, 40, clockwise: false), circle(10, 300, clockwise: true)]))
        ]
        let l = Locator(venue: v)
        // Some block's list has a long group: its header flagged ``LocatorNearestCells/long``.
        var long = false
        for b in 0 ..< l.store.blocks.count where l.store.blocks[b] != 0 {
            long = long || l.store.nearBlob[Int(l.store.blocks[b])] & LocatorNearestCells.long != 0
        }
        #expect(long)
        #expect(LocatorCellsTests.agree(v, random: 20_000, seed: 13) > 20_000)
        // Points inside the hole: in no space, 0 to 10 m from it.
        var rng = SplitMix64(seed: 14)
        for _ in 0 ..< 2_000 {
            let r = Double.random(in: 0 ..< 9.9, using: &rng), a = Double.random(in: 0 ..< 2 * Double.pi, using: &rng)
            let p = Point(x: 500 + r * cos(a), y: 200 + r * sin(a))
            let got = l.locate(p, floorIndex: 0, maxDistance: 20)
            #expect(got == Locator.referenceAnswer(p, floorIndex: 0, in: v, maxDistance: 20))
            #expect(got.status == .nearest)
        }
    }
}
