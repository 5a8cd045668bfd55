import IndoorGeometry

/// Follows a walker along a route, one fix at a time: a value that carries the last progress.
///
/// Each fix is matched to the route within a window of walked metres around the last progress (``RouteProgressParameters/lookBehind`` behind, ``RouteProgressParameters/lookAhead``
/// plus the walking reach since the last fix ahead), on the fix's floor when it gives one: at the
/// earliest point of the window whose distance to the fix is within the fix's accuracy of the nearest
/// one (so that a later pass of the same corridor wins only when clearly nearer). The progress
/// never goes back: a match behind the last progress keeps the last progress, and since the window never
/// reaches far behind it, a later pass of the same corridor cannot pull the walker back to an earlier
/// one (nor a fix near an earlier pass pull it back). A fix beyond the off-route limit leaves the progress
/// where it was. The walker is off the route (``RouteProgress/offRoute``) when the last
/// ``RouteProgressParameters/confirmations`` fixes are, on average, beyond the limit, each of them beyond
/// ``RouteProgressParameters/confirmationShare`` of it (see ``RouteProgressParameters``).
///
/// - Complexity: O(log s + w) per fix for a route of s segments, w of them in the window.
public struct RouteProgressTracker: Sendable {
    /// The route followed.
    public let route: NavigationRoute
    /// Thresholds (defaults documented there).
    public var parameters: RouteProgressParameters
    /// The last answer, `nil` before the first fix.
    public private(set) var last: RouteProgress?
    /// Walked metres and segment of the last progress.
    private var along = 0.0
    private var segment = 0
    private var lastTime: Double?
    /// Distances from the route of the last fixes (at most ``RouteProgressParameters/confirmations``;
    /// infinite for a fix whose floor the window does not reach), and their off-route limits.
    private var recent: [(distance: Double, limit: Double)] = []

    /// A tracker at the route's start.
    public init(route: NavigationRoute, parameters: RouteProgressParameters = RouteProgressParameters()) {
        precondition(!route.segments.isEmpty, "RouteProgressTracker needs a route with a walking leg")
        self.route = route
        self.parameters = parameters
    }

    /// The progress after `fix`.
    public mutating func update(_ fix: NavigationFix) -> RouteProgress {
        let elapsed: Double
        if let t = fix.time, let l = lastTime { elapsed = max(0, t - l) } else { elapsed = last == nil ? 0 : 1 }
        if let t = fix.time { lastTime = t }
        let limit = parameters.limit(accuracy: fix.accuracy)
        let lo = max(0, along - parameters.lookBehind)
        let hi = along + parameters.lookAhead + parameters.maxSpeed * elapsed + limit
        let segs = route.segments
        // Per segment in the window on the fix's floor, its point nearest to the fix.
        var matches: [(distance: Double, segment: Int, along: Double)] = []
        var nearest = Double.infinity
        var s = route.segment(containing: lo)
        while s < segs.count, segs[s].along <= hi {
            let g = segs[s]
            if fix.floor == nil || fix.floor == g.floor {
                // The part of the segment inside the window, as parameters along it.
                let t0 = g.length > 0 ? max(0, (lo - g.along) / g.length) : 0
                let t1 = g.length > 0 ? min(1, (hi - g.along) / g.length) : 1
                let d = g.b - g.a
                var t = g.length > 0 ? (fix.point - g.a).dot(d) / (g.length * g.length) : 0
                t = min(max(t, t0), t1)
                let dist = (g.a + d * t).distance(to: fix.point)
                matches.append((dist, s, g.along + t * g.length))
                nearest = min(nearest, dist)
            }
            s += 1
        }
        // The earliest match within the fix's accuracy of the nearest: a later pass of the same corridor
        // wins only when clearly nearer.
        let accuracy = fix.accuracy ?? parameters.defaultAccuracy
        let best = matches.first { $0.distance <= nearest + accuracy } ?? (.infinity, segment, along)
        if best.distance <= limit, (best.along, best.segment) > (along, segment) {
            along = best.along
            segment = best.segment
        }
        recent.append((best.distance, limit))
        if recent.count > parameters.confirmations { recent.removeFirst(recent.count - parameters.confirmations) }
        var offRoute: OffRouteReason? = nil
        if parameters.isOffRoute(recent) {
            if best.distance.isFinite {
                offRoute = .tooFar(distance: best.distance, limit: limit)
            } else {
                offRoute = .otherFloor(fix.floor ?? segs[segment].floor)
            }
        }
        let answer = progress(distanceFromRoute: best.distance, offRoute: offRoute)
        last = answer
        return answer
    }

    /// The answer at the tracker's current progress.
    private func progress(distanceFromRoute: Double, offRoute: OffRouteReason?) -> RouteProgress {
        let g = route.segments[segment]
        let t = g.length > 0 ? min(1, max(0, (along - g.along) / g.length)) : 0
        let travelledDuration = route.seconds(at: along, segment: segment)
        // The next instruction: the first applying beyond the progress (the arrival at the latest).
        var next: RouteInstruction? = nil
        for i in route.instructions where i.distance > along + 1e-9 || (i.distance >= along && i.text.hasPrefix("Arrive")) {
            next = i
            break
        }
        if next == nil { next = route.instructions.last }
        return RouteProgress(
            point: RoutePoint(floor: g.floor, point: g.a + (g.b - g.a) * t), travelled: along, remaining: max(0, route.distance - along),
            travelledDuration: travelledDuration, remainingDuration: max(0, route.duration - travelledDuration), leg: g.leg, floor: g.floor,
            nextInstruction: next, distanceToNextInstruction: next.map { max(0, $0.distance - along) }, distanceFromRoute: distanceFromRoute,
            offRoute: offRoute)
    }
}
