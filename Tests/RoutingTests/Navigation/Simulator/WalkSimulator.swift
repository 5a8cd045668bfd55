import IndoorGeometry
@testable import Routing

/// A walker that is not the router, for accuracy tests (not part of the library): walks start and end at
/// random points inside rooms (not their display points or doors); the planned route is only the way,
/// walked along the middle of corridors with a sideways sway, at a pace of the walker's own that drifts,
/// with stops, sometimes turning back for a few metres; an elevator is waited for at its door and ridden,
/// stairs taken, in the connection's modelled seconds (no fixes while on them). A fix every interval,
/// blurred and mislabelled as ``WalkSimulatorOptions`` says, with the truth beside it.
struct WalkSimulator {
    let router: VenueRouter
    let locator: Locator
    let options: WalkSimulatorOptions

    /// One piece of a walk: a walked line on one floor, or a ride on a connection.
    enum Piece {
        case walk(floor: Int, points: [Point])
        case ride(seconds: Double, elevator: Bool)
    }

    /// `count` walks of at least `minimumDistance` planned metres between random rooms (walkable public
    /// destinations), the rooms and points drawn with `seed`, each walk's pace, stops and noise with
    /// `options.seed` plus its number. At most 30 × `count` pairs are tried.
    func walks(count: Int, seed: UInt64, minimumDistance: Double = 40) -> [SimulatedWalk] {
        let venue = router.venue
        let rooms = venue.spaces.indices.filter { s in
            let space = venue.spaces[s]
            return space.isWalkable && space.isHitTestable && !space.isRestricted && space.floorIndex >= 0 && !VenueInference.isCirculation(s, in: venue)
        }
        guard rooms.count > 1 else { return [] }
        var rng = SyntheticRandom(seed: seed)
        var out: [SimulatedWalk] = []
        var tries = 0
        while out.count < count && tries < 30 * count {
            tries += 1
            let a = rooms[Int(rng.next() % UInt64(rooms.count))], b = rooms[Int(rng.next() % UInt64(rooms.count))]
            guard a != b, let pa = randomPoint(in: a, rng: &rng), let pb = randomPoint(in: b, rng: &rng) else { continue }
            func place(_ s: Int, _ p: Point) -> ResolvedPlace {
                ResolvedPlace(label: venue.spaces[s].id, points: [FloorPoint(floorIndex: venue.spaces[s].floorIndex, point: p)], spaceIndices: [s])
            }
            let route = router.route(from: place(a, pa), to: place(b, pb), profile: .default)
            guard route.status == .found && route.distance >= minimumDistance else { continue }
            var walkRng = SyntheticRandom(seed: options.seed &+ UInt64(out.count))
            var walk = simulate(pieces(of: route, rng: &walkRng), rng: &walkRng)
            walk.from = a
            walk.to = b
            out.append(walk)
        }
        return out
    }

    /// The route's steps as the walker takes them: each leg centred and swayed; on one leg of at least
    /// 20 m, for ``WalkSimulatorOptions/turnBackShare`` of the walks, a few metres walked back and again.
    func pieces(of route: RouteResult, rng: inout SyntheticRandom) -> [Piece] {
        var out: [Piece] = []
        let turnBack = rng.unit() < options.turnBackShare
        var turned = false
        for step in route.steps {
            switch step {
            case let .connection(c): out.append(.ride(seconds: c.seconds, elevator: c.type == .elevator))
            case let .walk(leg):
                var points = centredLine(leg, phase: 2 * .pi * rng.unit(), rng: &rng)
                if turnBack && !turned && points.count >= 20 {
                    let k = Int(Double(points.count) * (0.3 + 0.4 * rng.unit()))
                    let back = min(
                        k, Int(options.turnBackMetres.lowerBound + rng.unit() * (options.turnBackMetres.upperBound - options.turnBackMetres.lowerBound)))
                    let detour = Array(points[(k - back) ..< k].reversed()) + Array(points[(k - back + 1) ... k])
                    points.insert(contentsOf: detour, at: k + 1)
                    turned = true
                }
                out.append(.walk(floor: leg.floor, points: points))
            }
        }
        return out
    }
}
