import Foundation
import IndoorGeometry
@testable import Routing

extension WalkSimulator {
    /// The leg's line resampled every metre, each inner point moved to the middle between the walls on
    /// its two sides (each looked for within ``WalkSimulatorOptions/centringReach``; the middle's median
    /// over ``WalkSimulatorOptions/centringSpan``, averaged over three metres), then swayed sideways;
    /// a moved point that leaves the free space or loses sight of the previous one stays where planned.
    /// The first and last points stay (a room's start and end point, a connection's end).
    func centredLine(_ leg: RouteLeg, phase: Double, rng: inout SyntheticRandom) -> [Point] {
        let mesh = router.graph.meshes[leg.floor]
        var samples: [(point: Point, normal: Point)] = []
        for k in 0 ..< max(0, leg.points.count - 1) {
            let a = leg.points[k], b = leg.points[k + 1]
            let length = a.distance(to: b)
            guard length > 1e-9 else { continue }
            let normal = Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
            let n = max(1, Int(length.rounded(.up)))
            for s in 0 ..< n { samples.append((a.interpolated(to: b, t: Double(s) / Double(n)), normal)) }
        }
        guard let last = leg.points.last else { return [] }
        // The middle between the walls at each sample, then its median over `centringSpan` metres (a
        // door or an opening a metre or two wide does not pull the walker aside), then averaged over three.
        let middles = samples.map { s in (extent(mesh, from: s.point, along: s.normal) - extent(mesh, from: s.point, along: s.normal * -1)) / 2 }
        let half = options.centringSpan / 2
        let medians = middles.indices.map { k in
            let w = middles[max(0, k - Int(half)) ... min(middles.count - 1, k + Int(half))].sorted()
            return w[w.count / 2]
        }
        let centres =
            half < 1
            ? middles
            : medians.indices.map { k in
                let w = medians[max(0, k - 1) ... min(medians.count - 1, k + 1)]
                return w.reduce(0, +) / Double(w.count)
            }
        var out = [samples.first?.point ?? last]
        for (k, s) in samples.enumerated().dropFirst() {
            let fromEnds = min(Double(k), Double(samples.count - k))
            let weight = min(1, fromEnds / 3)  // ease in and out of the fixed ends
            let sway = options.swayAmplitude * sin(2 * .pi * Double(k) / options.swayWavelength + phase)
            let shift = weight * (centres[k] + sway)
            let q = s.point + s.normal * shift
            let prev = out[out.count - 1]
            out.append(mesh.snap(q, within: 0.01) != nil && mesh.sees(prev, q) ? q : s.point)
        }
        out.append(last)
        return out
    }

    /// Metres from `p` along `direction` (unit) to the edge of the free space, at most the centring reach.
    func extent(_ mesh: NavigationMesh, from p: Point, along direction: Point) -> Double {
        let reach = options.centringReach
        if mesh.sees(p, p + direction * reach) { return reach }
        var lo = 0.0, hi = reach
        for _ in 0 ..< 8 {
            let mid = (lo + hi) / 2
            if mesh.sees(p, p + direction * mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// A random point of room `s`'s free space (not its display point or a door), `nil` after 60 tries.
    func randomPoint(in s: Int, rng: inout SyntheticRandom) -> Point? {
        let space = router.venue.spaces[s]
        let box = space.polygon.boundingBox
        let mesh = router.graph.meshes[space.floorIndex]
        for _ in 0 ..< 60 {
            let p = Point(x: box.minX + rng.unit() * (box.maxX - box.minX), y: box.minY + rng.unit() * (box.maxY - box.minY))
            guard locator.locate(p, floorIndex: space.floorIndex, maxDistance: 0).space == s else { continue }
            if mesh.snap(p, within: 0.01) != nil { return p }
        }
        return nil
    }
}
