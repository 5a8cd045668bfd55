import IndoorGeometry

extension RoutingCheck {
    /// The space reachability is measured from, and how much of the venue its component holds.
    struct Reference {
        /// Index into ``Venue/spaces``.
        var space: Int
        /// Walkable spaces whose piece of free space the reference's piece reaches under the profile.
        var reaches: Int
        /// Walkable spaces the profile may be in (the component sizes are counted among them).
        var walkableSpaces: Int
    }

    /// The reference space: one in the largest walkable component, the pieces of free space reachable
    /// from one piece under the profile, measured by how many walkable spaces lie in it.
    ///
    /// Walkable spaces are those hit-testing considers that people walk in (not voids), public ones only
    /// unless the profile includes non-public parts; a space lies in the piece that holds its documented
    /// point (``PlaceResolver/point(of:)``, snapped as a route end is). Within the largest component (ties:
    /// the first found), the reference is a hallway (or an IMDF walkway) before any other kind, then the space with the most
    /// doors, then the largest. A doorless office therefore never stands for a venue whose corridors reach
    /// hundreds of rooms.
    /// - Returns: `nil` when no walkable space has free space within the profile's snap distance.
    /// - Complexity: one breadth-first pass over the pieces (``RoutingGraph/reachableParts(from:profile:forward:)``)
    ///   per piece not already inside a larger component found before, plus a pole-of-inaccessibility
    ///   search per walkable space.
    static func reference(router: VenueRouter, profile: RoutingProfile) -> Reference? {
        let v = router.venue
        let graph = router.graph
        var doorCount = [Int](repeating: 0, count: v.spaces.count)
        for d in v.doors { for s in d.spaceIndices where s < doorCount.count { doorCount[s] += 1 } }
        var walkable = 0
        var spacesOfPart: [RoutingGraph.Part: [Int]] = [:]
        for (i, s) in v.spaces.enumerated() where s.isHitTestable && s.isWalkable && !s.isVoid && (router.key.includesNonPublic || !s.isRestricted) {
            walkable += 1
            let point = RoutePoint(floor: s.floorIndex, point: PlaceResolver.point(of: s))
            if let part = graph.part(of: point, snapDistance: profile.snapDistance) { spacesOfPart[part, default: []].append(i) }
        }
        // Pieces holding many spaces first: a piece inside a component already measured reaches no more
        // than that component (reachability is transitive), so it is skipped.
        let parts = spacesOfPart.keys.sorted { a, b in
            let na = spacesOfPart[a]?.count ?? 0, nb = spacesOfPart[b]?.count ?? 0
            return na != nb ? na > nb : (a.floor, a.component) < (b.floor, b.component)
        }
        var covered = Set<RoutingGraph.Part>()
        var best: (part: RoutingGraph.Part, reaches: Int)?
        for part in parts where !covered.contains(part) {
            let reach = graph.reachableParts(from: part, profile: profile)
            let reaches = reach.reduce(0) { $0 + (spacesOfPart[$1]?.count ?? 0) }
            covered.formUnion(reach)
            if reaches > best?.reaches ?? 0 { best = (part, reaches) }
        }
        guard let best, let spaces = spacesOfPart[best.part] else { return nil }
        // The reference stands in the component's own piece: its hallway with the most doors, say.
        func key(_ i: Int) -> (Int, Int, Double) {
            let s = v.spaces[i]
            let walkway = s.kind == .hallway || (s.kind == .unit && VenueInference.isCirculation(i, in: v))
            return (walkway ? 1 : 0, doorCount[i], s.polygon.area)
        }
        guard let space = spaces.max(by: { key($0) < key($1) }) else { return nil }
        return Reference(space: space, reaches: best.reaches, walkableSpaces: walkable)
    }
}
