/// Where a walker is along a route (``RouteProgressTracker/update(_:)``).
public struct RouteProgress: Hashable, Sendable {
    /// The point on the route the walker is matched to (never behind an earlier answer).
    public var point: RoutePoint
    /// Walked metres from the route's start to ``point`` and from there to the end.
    public var travelled: Double
    public var remaining: Double
    /// Seconds from the start to ``point`` and from there to the end (walking at the route's speed plus
    /// its connections' times).
    public var travelledDuration: Double
    public var remainingDuration: Double
    /// Index of the walking leg among the route's legs, and its floor (index into `venue.floors`).
    public var leg: Int
    public var floor: Int
    /// The next instruction ahead of ``point`` (the arrival at the end), and walked metres to it.
    public var nextInstruction: RouteInstruction?
    public var distanceToNextInstruction: Double?
    /// Metres from the fix to the nearest point of the route within the search window on the fix's floor
    /// (infinite when the window has no part on that floor).
    public var distanceFromRoute: Double
    /// Why the walker is off the route, `nil` while on it (see ``RouteProgressParameters``).
    public var offRoute: OffRouteReason?

    /// Whether the walker has left the route.
    public var isOffRoute: Bool { offRoute != nil }
}

/// Why a walker counts as off the route.
public enum OffRouteReason: Hashable, Sendable {
    /// The fixes were farther from the route than `limit` metres (the last one `distance` metres).
    case tooFar(distance: Double, limit: Double)
    /// The fixes were on floor `floor` (index), which the route does not walk near the progress made.
    case otherFloor(Int)
}
