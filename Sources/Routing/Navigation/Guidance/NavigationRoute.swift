import IndoorGeometry

/// A found route prepared for following it on foot: its walking segments in order with the walked metres
/// and seconds before each, and its instructions with where they apply.
///
/// Built from the library's ``RouteResult`` or read back from the route GeoJSON `indoor route` prints
/// (``init(geoJSON:file:venue:)``), so that an app can follow a route it stored.
public struct NavigationRoute: Sendable {
    /// One straight piece of a walking leg.
    struct Segment: Sendable {
        var floor: Int
        /// Index of its leg among the route's walking legs.
        var leg: Int
        var a: Point
        var b: Point
        /// Walked metres from the route's start to `a`.
        var along: Double
        var length: Double
        /// Seconds spent in connections before this segment.
        var connectionSeconds: Double
    }

    /// The route.
    public let route: RouteResult
    /// Labels of its ends and the name of its profile, as the route document's summary has them.
    public let from: String
    public let to: String
    public let profileName: String
    /// Turn-by-turn instructions with where each applies.
    public let instructions: [RouteInstruction]
    /// Walking speed in m/s implied by the route: its walking seconds over its walked metres (the
    /// profile's; 1.3 for a route without walking).
    public let walkingSpeed: Double
    let segments: [Segment]

    /// Prepares a found route.
    /// - Parameters:
    ///   - route: a route with status ``RouteStatus/found``.
    ///   - venue: the venue it was planned in (floor names and doors, for the instructions).
    ///   - from, to: labels of its ends; profileName: `default`, `accessible`.
    public init(_ route: RouteResult, venue: Venue, from: String, to: String, profileName: String) {
        precondition(route.status == .found, "NavigationRoute needs a found route")
        self.route = route
        self.from = from
        self.to = to
        self.profileName = profileName
        instructions = RouteInstructions.positioned(route, venue: venue, from: from, to: to)
        segments = Self.segments(of: route)
        walkingSpeed = Self.walkingSpeed(of: route)
    }

    /// The walking legs of `route` cut into straight segments, in order, with the walked metres and the
    /// connection seconds before each (a one-point leg gives one zero-length segment).
    static func segments(of route: RouteResult) -> [Segment] {
        var segments: [Segment] = []
        var along = 0.0, seconds = 0.0, leg = 0
        for step in route.steps {
            switch step {
            case let .walk(l):
                for k in 0 ..< max(0, l.points.count - 1) {
                    let a = l.points[k], b = l.points[k + 1]
                    let length = a.distance(to: b)
                    segments.append(Segment(floor: l.floor, leg: leg, a: a, b: b, along: along, length: length, connectionSeconds: seconds))
                    along += length
                }
                if l.points.count == 1 {
                    segments.append(Segment(floor: l.floor, leg: leg, a: l.points[0], b: l.points[0], along: along, length: 0, connectionSeconds: seconds))
                }
                leg += 1
            case let .connection(c):
                seconds += c.seconds
            }
        }
        return segments
    }

    /// The walking speed a route was planned with, m/s: its walking seconds over its walked metres
    /// (``RoutingProfile/default``'s for a route without walking).
    static func walkingSpeed(of route: RouteResult) -> Double {
        let walkingSeconds = route.duration - route.connections.reduce(0) { $0 + $1.seconds }
        return route.distance > 0 && walkingSeconds > 0 ? route.distance / walkingSeconds : RoutingProfile.default.walkingSpeed
    }

    /// Walked metres of the whole route.
    public var distance: Double { route.distance }
    /// Seconds of the whole route (walking and connections).
    public var duration: Double { route.duration }
    /// Where the route ends.
    public var goal: RoutePoint? { route.goal }

    /// Seconds from the start to the point `along` walked metres on segment `s`.
    func seconds(at along: Double, segment s: Int) -> Double {
        along / walkingSpeed + segments[s].connectionSeconds
    }

    /// Index of the first segment whose end lies at or beyond `along` walked metres (the last one beyond
    /// the route's end).
    func segment(containing along: Double) -> Int {
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].along + segments[mid].length < along { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
