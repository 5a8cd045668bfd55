import IndoorGeometry

/// The questions a ``RoutingGraph`` answers, each run by its search on the graph closing the profile's cuts:
/// routes (``RouteSearch``), costs to many targets and the nearest of them (``ManySearch``), and walks on
/// one floor.
extension RoutingGraph {
    /// The cheapest route between two points of the venue under a profile, across floors (an A* over
    /// (anchor, arrival mode) states, ``RouteSearch``).
    ///
    /// Start and goal outside the free space are moved to the nearest free point of their floor when
    /// within `profile.snapDistance`. Walking edges are exact any-angle shortest paths (Polyanya);
    /// connection edges cost what the profile's ``ConnectionCostModel`` says. The heuristic stays admissible
    /// however cheap connections are, so the route is the cheapest.
    ///
    /// - Parameters:
    ///   - start: start floor index and point in metres.
    ///   - goal: goal floor index and point in metres.
    ///   - profile: the per-query filter, cost model and closures (never stored in the graph).
    ///   - scratch: reusable search memory (one per thread).
    /// - Returns: a ``RouteResult``; its status says why there is no route (unknown floor, outside free
    ///   space, no path).
    /// - Complexity: A* over at most `2·anchors + 2` states (plus corner states on floors with a corner
    ///   graph), one Polyanya search per lazily evaluated walking edge and one per walking leg of the result.
    public func route(from start: RoutePoint, to goal: RoutePoint, profile: RoutingProfile = .default, scratch: RoutingScratch) -> RouteResult {
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return RouteSearch(graph: view).route(from: start, to: goal, profile: profile, scratch: scratch)
        }
        return RouteSearch(graph: self).route(from: start, to: goal, profile: profile, scratch: scratch)
    }

    /// ``route(from:to:profile:scratch:)`` with fresh scratch memory (convenient, allocates).
    public func route(from start: RoutePoint, to goal: RoutePoint, profile: RoutingProfile = .default) -> RouteResult {
        route(from: start, to: goal, profile: profile, scratch: RoutingScratch())
    }

    /// The cheapest cost from one start to each of many targets, by one exact search (a Dijkstra over the
    /// route's states plus one state per target, ``ManySearch``) that runs until every target is settled or
    /// every remaining state costs more than `maxCost`.
    ///
    /// - Parameters:
    ///   - start: start floor index and point in metres (snapped as a route's start).
    ///   - targets: prepared by ``targets(_:snapDistance:distanceTable:)`` on this graph.
    ///   - profile: the per-query filter, cost model and closures.
    ///   - maxCost: walking-metre equivalents beyond which targets count as unreachable (∞: no limit); a
    ///     duration limit of `T` seconds is `T × profile.walkingSpeed`.
    ///   - scratch: reusable search memory (one per thread).
    /// - Returns: per-target costs; `nil` for the unreachable ones.
    /// - Complexity: Dijkstra over at most `2·anchors + targets + 1` states, with one bounded multi-target
    ///   Polyanya search from the start and per settled exit whose piece holds unsettled targets (none with
    ///   the targets' distance table).
    public func costs(
        from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile = .default, maxCost: Double = .infinity, scratch: RoutingScratch
    ) -> RouteCosts {
        precondition(targets.token === data.token, "targets were prepared for another graph")
        precondition(maxCost >= 0, "maxCost must be ≥ 0")
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return ManySearch(graph: view).costs(from: start, to: targets, profile: profile, maxCost: maxCost, scratch: scratch)
        }
        return ManySearch(graph: self).costs(from: start, to: targets, profile: profile, maxCost: maxCost, scratch: scratch)
    }

    /// The route to the cheapest of several targets ("the nearest restroom"), by one exact search (an A*
    /// over the states of ``costs(from:to:profile:maxCost:scratch:)`` that stops at the first target
    /// settled, ``ManySearch``); the route is then the single route to that target. Ties between equally
    /// cheap targets go to either.
    ///
    /// - Parameters: as ``costs(from:to:profile:maxCost:scratch:)``.
    /// - Returns: the chosen target and its route, or `target == nil` with the reason.
    public func nearest(from start: RoutePoint, to targets: RouteTargets, profile: RoutingProfile = .default, scratch: RoutingScratch) -> NearestRoute {
        precondition(targets.token === data.token, "targets were prepared for another graph")
        if needsView(profile), let view = closedView(profile.closedConnections) {
            return ManySearch(graph: view).nearest(from: start, to: targets, profile: profile, scratch: scratch)
        }
        return ManySearch(graph: self).nearest(from: start, to: targets, profile: profile, scratch: scratch)
    }

    /// The exact shortest walking path between two points of one floor, through its free space only
    /// (no connections).
    ///
    /// - Parameters:
    ///   - floor: floor index.
    ///   - start: start in metres; must lie in the free space (no snapping).
    ///   - goal: goal in metres; must lie in the free space.
    ///   - scratch: reusable search memory.
    /// - Returns: length in metres and the taut polyline (start, bend vertices, goal), or `nil` when an end
    ///   is outside the free space or no path exists.
    /// - Complexity: Polyanya; typically proportional to the polygons between the ends.
    public func walkingPath(floor: Int, from start: Point, to goal: Point, scratch: RoutingScratch) -> (length: Double, points: [Point])? {
        precondition(floor >= 0 && floor < floorCount, "floor \(floor) out of range 0..<\(floorCount)")
        return scratch.search.shortestPath(in: mesh(floor), from: start, to: goal)
    }
}
