import IndoorGeometry

/// The pieces a route is assembled from, shared by the searches that read a route off their parent chains
/// (``RouteSearch`` and ``ManySearch``).
extension RoutingGraphReader {
    /// The use of the connection entered at anchor `entrance` and left at anchor `exit`, priced by `profile`.
    func connectionUse(from entrance: Int, to exit: Int, profile: RoutingProfile) -> RouteConnectionUse {
        let from = anchors[entrance], to = anchors[exit]
        let c = connections[from.connection]
        let df = floorsCrossed(from.floor, to.floor)
        let span = to.floor == from.floor ? to.point.distance(to: from.point) : 0
        let k = profile.cost(of: c, deltaFloors: df, span: span)
        return RouteConnectionUse(
            connection: from.connection, id: c.id, type: c.type,
            entrance: RoutePoint(floor: from.floor, point: from.point), exit: RoutePoint(floor: to.floor, point: to.point),
            floorsCrossed: df, cost: k.metres, seconds: k.seconds, rawCost: k.raw)
    }
}

/// A route's steps in the making, with their running totals: walking legs cost their length in metres and
/// take it at the profile's walking speed; connections cost and take what the profile prices them at.
struct RouteStepsBuilder {
    private(set) var steps: [RouteStep] = []
    private var distance = 0.0, cost = 0.0, seconds = 0.0

    /// Appends a walking leg on `floor` through `points`, walked at `speed` metres a second.
    mutating func walk(floor: Int, _ points: [Point], speed: Double) {
        let leg = RouteLeg(floor: floor, walking: points)
        let length = leg.distance
        steps.append(.walk(leg))
        distance += length
        cost += length
        seconds += length / speed
    }

    /// Appends the use of a connection.
    mutating func connection(_ use: RouteConnectionUse) {
        steps.append(.connection(use))
        cost += use.cost
        seconds += use.seconds
    }

    /// The found route from `s` to `t` through the steps.
    func result(from s: RoutePoint, to t: RoutePoint) -> RouteResult {
        RouteResult(status: .found, start: s, goal: t, steps: steps, cost: cost, distance: distance, duration: seconds)
    }
}
