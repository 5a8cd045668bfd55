import IndoorGeometry

/// The cheapest way to one target of a one-to-many search.
public struct TargetCost: Hashable, Sendable {
    /// Cost in walking-metre equivalents (walked metres + connection costs), as ``RouteResult/cost``.
    public var cost: Double
    /// Metres walked (connections excluded), as ``RouteResult/distance``.
    public var distance: Double
    /// Seconds under the profile (walking at its speed plus connection times), as ``RouteResult/duration``.
    public var duration: Double
}

/// The answer to ``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``.
public struct RouteCosts: Hashable, Sendable {
    /// `.found` when the start is valid (targets may still be unreachable), else why not
    /// (``RouteStatus/unknownStartFloor``, ``RouteStatus/startOutsideFreeSpace``).
    public var status: RouteStatus
    /// The start actually used (snapped onto free space), when valid.
    public var start: RoutePoint?
    /// Per target, in the order of ``RouteTargets/points``: its cheapest cost, or `nil` when it cannot be
    /// reached (or not within the cost limit).
    public var targets: [TargetCost?]
}

/// The answer to ``RoutingGraph/nearest(from:to:profile:scratch:)``.
public struct NearestRoute: Hashable, Sendable {
    /// Index of the nearest target in ``RouteTargets/points``, `nil` when none can be reached.
    public var target: Int?
    /// A cheapest route to it (at the cost of a single ``RoutingGraph/route(from:to:profile:scratch:)`` to that
    /// target; read off the nearest-of search, so where two ways cost the same it may take the other), or a
    /// failure saying why none was found.
    public var route: RouteResult
}
