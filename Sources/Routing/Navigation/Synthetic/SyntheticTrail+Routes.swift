import IndoorGeometry

extension SyntheticTrail {
    /// `count` routes between random pairs of walkable public spaces (from their resolved points), each at
    /// least `minimumDistance` metres long, drawn with `seed`: the walks of a synthetic test or benchmark.
    /// Pairs without a route are skipped; at most `20 × count` pairs are tried.
    package static func routes(in router: VenueRouter, count: Int, seed: UInt64, minimumDistance: Double = 20, profile: RoutingProfile = .default)
        -> [RouteResult]
    {
        let venue = router.venue
        let spaces = venue.spaces.indices.filter { venue.spaces[$0].isWalkable && venue.spaces[$0].isHitTestable && !venue.spaces[$0].isRestricted }
        guard spaces.count > 1 else { return [] }
        var rng = SyntheticRandom(seed: seed)
        var out: [RouteResult] = []
        var tries = 0
        while out.count < count && tries < 20 * count {
            tries += 1
            let a = spaces[Int(rng.next() % UInt64(spaces.count))], b = spaces[Int(rng.next() % UInt64(spaces.count))]
            guard a != b else { continue }
            func place(_ s: Int) -> ResolvedPlace {
                ResolvedPlace(
                    label: venue.spaces[s].id, points: [FloorPoint(floorIndex: venue.spaces[s].floorIndex, point: PlaceResolver.point(of: venue.spaces[s]))],
                    spaceIndices: [s])
            }
            let r = router.route(from: place(a), to: place(b), profile: profile)
            if r.status == .found && r.distance >= minimumDistance { out.append(r) }
        }
        return out
    }
}
