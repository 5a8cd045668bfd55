import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// Structural checks of the prepared index (no timing): bands stay small on outlines of short edges,
/// the memory guard bounds the copies on long edges, and every edge is listed in each band it touches.
@Suite struct PreparedPolygonIndexTests {
    static func wobblyCircle(vertices n: Int, seed: UInt64) -> Polygon {
        var rng = SplitMix64(seed: seed)
        let radius = 10 * (Double(n) / 10).squareRoot()
        var pts: [Point] = []
        for i in 0 ..< n {
            let a = Double(i) / Double(n) * 2 * Double.pi
            let r = radius * (0.8 + 0.15 * sin(3 * a)) + Double.random(in: -1 ... 1, using: &rng) * Double.pi * radius / Double(n)
            pts.append(Point(x: r * cos(a), y: r * sin(a)))
        }
        pts.append(pts[0])
        return Polygon(shell: Ring(uncheckedPoints: pts))
    }

    /// Bands are equal in height, so where a smooth outline is level (its top and bottom) about O(√n)
    /// edges share a band; elsewhere a band holds a few. Both are far below n.
    @Test("a 10 000-vertex outline of short edges gets small bands (sub-linear queries)")
    func smallBands() {
        let index = PreparedRingIndex(ring: Self.wobblyCircle(vertices: 10_000, seed: 7).shell)
        var largest = 0
        for b in 0 ..< index.bands.count { largest = max(largest, Int(index.starts[b + 1] - index.starts[b])) }
        #expect(index.bands.count >= 5_000, "bands: \(index.bands.count)")
        #expect(largest <= 200, "largest band holds \(largest) edges (2·√n = 200)")
        let mean = Double(index.coords.count / 4) / Double(index.bands.count)
        #expect(mean <= 4, "a band holds \(mean) edges on average")
        #expect(index.coords.count / 4 <= 4 * 10_000 + 16)
    }

    @Test("long edges spanning every band are bounded by the memory guard")
    func memoryGuard() {
        var pts = [Point(x: 0, y: 0)]
        for t in 0 ..< 500 {
            let x = Double(t) * 2
            pts += [Point(x: x + 1, y: 0), Point(x: x + 1, y: 1000), Point(x: x + 2, y: 1000), Point(x: x + 2, y: 0)]
        }
        pts += [Point(x: 1000, y: -5), Point(x: 0, y: -5), Point(x: 0, y: 0)]
        let ring = Ring(uncheckedPoints: pts)
        let index = PreparedRingIndex(ring: ring)
        #expect(index.coords.count / 4 <= PreparedRingIndex.maxEntriesPerEdge * ring.edgeCount + 16)
        #expect(index.bands.count >= 1)
    }

    @Test("every edge is listed in every band its y-range touches", arguments: [UInt64(11), 12, 13])
    func completeness(seed: UInt64) {
        let ring = Self.wobblyCircle(vertices: 500, seed: seed).shell
        let index = PreparedRingIndex(ring: ring)
        var missing = 0
        for i in 0 ..< ring.edgeCount {
            let a = ring.points[i], b = ring.points[i + 1]
            for y in [a.y, b.y, (a.y + b.y) / 2] {
                let band = index.bands.band(of: y)
                var found = false
                for e in Int(index.starts[band]) ..< Int(index.starts[band + 1]) {
                    let c = Array(index.coords[4 * e ..< 4 * e + 4])
                    if c == [a.x, a.y, b.x, b.y] { found = true }
                }
                if !found { missing += 1 }
            }
        }
        #expect(missing == 0, "seed \(seed): \(missing) edge/band listings missing")
    }
}
