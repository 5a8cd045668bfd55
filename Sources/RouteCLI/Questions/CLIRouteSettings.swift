import IndoorGeometry
import Routing

/// What a route query asks besides its two ends: who walks (profile, clearance, access, avoided types,
/// floor-change penalty), what to go to instead of one `to` (`--to-nearest`, `--to-any`, `--via`), what is
/// closed, and how the line is written. The command line's options hold one (``RouteCommand/Options``);
/// a batch line starts from it and overrides the members it names (``CLIRouteBatchLine``).
struct CLIRouteSettings: Sendable, Equatable {
    /// Who is moving.
    var profile: CLIRouteProfile = .standard
    /// Distance in metres the walker's centre keeps from walls (a half-width), in
    /// ``RouterKey/clearanceRange``; `nil` keeps the profile's own.
    var clearance: Double? = nil
    /// Connection types never to use, without duplicates, in the order given.
    var avoid: [RouteCommand.AvoidableConnection] = []
    /// Whether non-public spaces and connections may be used.
    var includeNonPublic = false
    /// Douglas–Peucker tolerance for the output line, metres; 0 keeps every vertex.
    var simplify = 0.0
    /// Seconds of walking a floor change costs (``RoutingProfile/floorChangePenalty``); `nil` keeps the profile's.
    var floorChangePenalty: Double? = nil
    /// `--to-nearest`: a category or kind; the route goes to the cheapest place of it (`to` is unused).
    var toNearest: String? = nil
    /// `--to-any`: places; the route goes to the cheapest (`to` is unused).
    var toAny: [PlaceQuery] = []
    /// `--via`: stops between `from` and `to`, in order.
    var via: [PlaceQuery] = []
    /// `--optimize`: reorder the stops (fixed end when `to` is given, free end otherwise).
    var optimize = false
    /// `--close`: connection, entrance door or space ids closed for this query.
    var close: [String] = []

    /// Whether the query is a question (nearest of several, or a tour) rather than one route to `to`.
    var isQuestion: Bool { toNearest != nil || !toAny.isEmpty || !via.isEmpty }

    /// The key of the router: the named profile's, with the clearance override and the non-public switch.
    var routerKey: RouterKey {
        var k = profile.routerKey
        if let c = clearance { k.clearance = c }
        k.includesNonPublic = includeNonPublic
        return k
    }

    /// The routing profile: the named one, with the avoided types and the floor-change penalty applied.
    var routingProfile: RoutingProfile {
        var p = profile.routingProfile
        p.avoidedTypes = Set(avoid.map { ConnectionType($0.rawValue) })
        if let s = floorChangePenalty { p.floorChangePenalty = s }
        return p
    }
}
