import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// ``PolyanyaSearch/distances(in:from:to:bounds:)``: one A* search over several targets, each with its own
/// bound, against the visibility-graph oracle.
@Suite struct PolyanyaTargetBoundsTests {
    @Test("each target within its own bound gets its exact walk, the others none")
    func perTargetBounds() {
        for seed in UInt64(1) ... 4 {
            let polygon = RoutingTestDomains.corridor(rooms: 4, below: seed % 2 == 0, pillars: seed % 3 != 0, doorSeed: seed)
            let mesh = NavigationMesh(freeSpace: MultiPolygon([polygon]))
            let search = PolyanyaSearch()
            var rng = SplitMix64(seed: seed &* 7_919)
            var within = 0, beyond = 0
            for q in 0 ..< 3 {
                let s = RoutingTestDomains.randomInteriorPoint(polygon, &rng)
                let targets = (0 ..< 5).map { _ in RoutingTestDomains.randomInteriorPoint(polygon, &rng) }
                let exact = targets.map { RoutingOracle.shortestDistance(s, $0, [polygon]) }
                // Bounds on both sides of each walk: a little above it, or a little below it.
                let bounds = exact.enumerated().map { k, d in (k + q) % 2 == 0 ? d * 1.01 + 0.01 : d * 0.99 - 0.01 }
                let got = search.distances(in: mesh, from: s, to: targets, bounds: bounds)
                for k in targets.indices {
                    if exact[k] <= bounds[k] {
                        within += 1
                        #expect(abs(got[k] - exact[k]) <= 1e-6 * max(1, exact[k]), "seed \(seed) query \(q) target \(k): \(got[k]) vs \(exact[k])")
                    } else {
                        beyond += 1
                        #expect(got[k] == .infinity, "seed \(seed) query \(q) target \(k): \(got[k]) beyond its bound \(bounds[k])")
                    }
                }
                // With every bound at infinity, the same walks as the Dijkstra-ordered search.
                let all = search.distances(in: mesh, from: s, to: targets, bounds: targets.map { _ in .infinity })
                let dijkstra = search.distances(in: mesh, from: s, to: targets)
                for k in targets.indices { #expect(abs(all[k] - dijkstra[k]) <= 1e-9 * max(1, dijkstra[k]), "seed \(seed) query \(q) target \(k)") }
            }
            #expect(within > 0 && beyond > 0, "seed \(seed): both kinds of bounds tried")
        }
    }
}
