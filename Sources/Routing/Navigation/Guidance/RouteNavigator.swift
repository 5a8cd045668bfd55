import IndoorGeometry

/// Progress along a route with rerouting: a ``RouteProgressTracker`` that, when the walker is off the
/// route, plans a new route from the walker's position to the same destination with the same profile
/// (one search on the warm router) and follows it from then on.
public struct RouteNavigator: Sendable {
    /// One answer: the progress, and the new route when this fix made the walker off the route.
    public struct Answer: Sendable {
        /// Progress on the route followed before this fix.
        public var progress: RouteProgress
        /// The new route when rerouted (then followed by later fixes), else `nil`.
        public var reroute: NavigationRoute?
        /// Why no new route could be planned when off the route (``RouteStatus`` of the search), else `nil`.
        public var rerouteFailure: RouteStatus?
    }

    /// The router the route was planned with, and its profile.
    public let router: VenueRouter
    public let profile: RoutingProfile
    /// The tracker of the route now followed.
    public private(set) var tracker: RouteProgressTracker

    /// - Parameters:
    ///   - route: the route to follow; router, profile: the ones it was planned with (rerouting uses them).
    ///   - parameters: the tracker's thresholds.
    public init(route: NavigationRoute, router: VenueRouter, profile: RoutingProfile, parameters: RouteProgressParameters = RouteProgressParameters()) {
        self.router = router
        self.profile = profile
        tracker = RouteProgressTracker(route: route, parameters: parameters)
    }

    /// The progress after `fix`, rerouting when it makes the walker off the route.
    public mutating func update(_ fix: NavigationFix) -> Answer {
        let progress = tracker.update(fix)
        guard progress.isOffRoute, let goal = tracker.route.goal else { return Answer(progress: progress) }
        let r = reroute(from: fix, to: goal, floorHint: progress.floor)
        guard r.status == .found else { return Answer(progress: progress, rerouteFailure: r.status) }
        let route = NavigationRoute(r, venue: router.venue, from: "current position", to: tracker.route.to, profileName: tracker.route.profileName)
        tracker = RouteProgressTracker(route: route, parameters: tracker.parameters)
        return Answer(progress: progress, reroute: route)
    }

    /// The route from the fix's walkable point (the nearest point of the free space on its floor, within
    /// the off-route limit) to `goal`.
    func reroute(from fix: NavigationFix, to goal: RoutePoint, floorHint: Int) -> RouteResult {
        let floor = fix.floor ?? floorHint
        guard floor >= 0 && floor < router.graph.meshes.count else { return .failure(.unknownStartFloor) }
        let reach = max(profile.snapDistance, tracker.parameters.limit(accuracy: fix.accuracy))
        guard let (p, _) = router.graph.meshes[floor].snap(fix.point, within: reach) else { return .failure(.startOutsideFreeSpace) }
        let start = ResolvedPlace(label: "current position", points: [FloorPoint(floorIndex: floor, point: p)], spaceIndices: [])
        let end = ResolvedPlace(label: tracker.route.to, points: [FloorPoint(floorIndex: goal.floor, point: goal.point)], spaceIndices: [])
        return router.route(from: start, to: end, profile: profile)
    }
}
