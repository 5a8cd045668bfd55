import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The locator's fallbacks after the build: it keeps a prepared polygon only for the spaces its cells test
/// through one, answers points beyond the grids from the venue's polygons otherwise (bit for bit as the
/// brute-force oracle), and accounts for its memory by structure.
@Suite struct LocatorFallbackTests {
    /// The floor-local spaces that some cell's `prepared` entry names, read from the cell lists.
    static func testedThroughPrepared(_ l: Locator, floor f: Int) -> Set<Int> {
        let g = l.store.grids[f]
        var out = Set<Int>()
        for c in g.cellBase ..< g.cellBase + g.columns * g.rows {
            let w = l.store.word(ofCell: c, grid: g)
            guard w & LocatorCells.pure == 0 && w & LocatorCells.nearTag == 0 else { continue }
            for e in l.store.cellEntries(at: Int(w)) { if let k = e.preparedIndex { out.insert(k) } }
        }
        return out
    }

    @Test("prepared polygons are kept for exactly the spaces a cell tests through one")
    func keptOnlyWhereTested() throws {
        let v = try LocatorCellsTests.stressVenue()
        let l = Locator(venue: v)
        let tested = Self.testedThroughPrepared(l, floor: 0)
        let kept = Set(l.floors[0].prepared.indices.filter { l.floors[0].prepared[$0] != nil })
        #expect(!tested.isEmpty, "the stress floor's 100-gon is tested through its prepared polygon")
        #expect(kept == tested)
        #expect(kept.count < l.floors[0].spaceIndices.count, "spaces the cells answer alone keep no prepared polygon")
    }

    @Test("points beyond the grid, near and far, agree with the oracle field by field, for several limits")
    func beyondTheGrid() throws {
        let v = try LocatorCellsTests.stressVenue()
        let l = Locator(venue: v)
        var box = BoundingBox.empty
        for s in v.spaces where Locator.isSpace(s) { box = box.union(s.polygon.boundingBox) }
        var rng = SplitMix64(seed: 31)
        var checked = 0
        for _ in 0 ..< 4_000 {
            let r = Double.random(in: 0.5 ... 60, using: &rng)
            let a = Double.random(in: 0 ..< 2 * Double.pi, using: &rng)
            let edge = Point(
                x: Double.random(in: box.minX ... box.maxX, using: &rng), y: Double.random(in: box.minY ... box.maxY, using: &rng))
            let p = Point(x: edge.x + (box.width / 2 + r) * cos(a), y: edge.y + (box.height / 2 + r) * sin(a))
            guard l.store.grids[0].cell(of: p) < 0 else { continue }
            for limit in [1.0, 5, 40, 1e9] {
                let got = l.locate(p, floorIndex: 0, maxDistance: limit)
                let want = Locator.referenceAnswer(p, floorIndex: 0, in: v, maxDistance: limit)
                #expect(got == want, "(\(p.x), \(p.y)) within \(limit) m")
            }
            checked += 1
        }
        #expect(checked > 1_000, "only \(checked) points fell beyond the grid")
    }

    @Test("the memory footprint adds up and names the prepared polygons kept")
    func footprint() throws {
        let v = try LocatorCellsTests.stressVenue()
        let l = Locator(venue: v)
        let f = l.memoryFootprint
        #expect(f.total == f.parts.reduce(0) { $0 + $1.bytes })
        #expect(Set(f.parts.map(\.name)).count == f.parts.count, "a part listed twice")
        func part(_ prefix: String) -> Int { f.parts.first { $0.name.hasPrefix(prefix) }?.bytes ?? -1 }
        #expect(part("cells") >= l.store.cells.count * 4 + l.store.narrowCells.count * 2)
        #expect(part("vertices") >= v.spaces.filter(Locator.isSpace).reduce(0) { $0 + $1.polygon.rings.reduce(0) { $0 + $1.points.count } } * 16)
        let kept = l.floors[0].prepared.compactMap { $0 }.count
        #expect(f.parts.contains { $0.name == "prepared polygons (\(kept))" })
        #expect(part("prepared polygons") > 0 && part("R-trees") > 0)
    }
}
