import IndoorGeometry

/// The bound of the nearest-of search (``RoutingGraph/nearest(from:to:profile:scratch:)``): `max(0, min over
/// targets |p − t| − S)`, `S` the profile's teleport slack (see ``FloorBound``). Off (0) for the one-to-many
/// costs, a Dijkstra. Kept in ``RoutingManyState``.
struct NearestTargetBound: RouteLowerBound {
    /// Whether the bound holds for this query.
    private(set) var isActive = false
    private var targets: [Point] = []
    private var slack = 0.0

    /// Starts a query toward the snapped `targets` (`active`: a nearest-of search), with slack `slack` metres.
    mutating func start(active: Bool, targets: [Point], slack: Double) {
        isActive = active
        self.targets = active ? targets : []
        self.slack = active ? slack : 0
    }

    @inline(__always) mutating func bound(_ state: Int, floor: Int, point p: Point) -> Double {
        guard isActive else { return 0 }
        var d = Double.infinity
        for q in targets { d = Swift.min(d, p.distance(to: q)) }
        return Swift.max(0, d - slack)
    }
}
