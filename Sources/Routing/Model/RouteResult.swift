import IndoorGeometry

/// A location for routing: a floor index and a point in metres on that floor.
public struct RoutePoint: Hashable, Sendable, CustomStringConvertible {
    /// Index into the graph's floors.
    public var floor: Int
    /// Position in metres.
    public var point: Point

    /// - Parameters: floor index and point in metres.
    public init(floor: Int, point: Point) {
        self.floor = floor
        self.point = point
    }

    /// `floor N (x, y)`.
    public var description: String { "floor \(floor) \(point)" }
}

/// Outcome of a route query.
public enum RouteStatus: Hashable, Sendable {
    /// A route was found.
    case found
    /// Both ends are valid but no route joins them under the profile.
    case noPath
    /// The start's floor index does not exist.
    case unknownStartFloor
    /// The goal's floor index does not exist.
    case unknownGoalFloor
    /// The start is farther than the profile's snap distance from any free space on its floor.
    case startOutsideFreeSpace
    /// The goal is farther than the profile's snap distance from any free space on its floor.
    case goalOutsideFreeSpace
    /// Every candidate start lies in a restricted space (staff only) and the router's key does not include
    /// non-public parts (``VenueRouter/route(from:to:profile:)``, ``RouterKey/includesNonPublic``).
    case startRestricted
    /// Every candidate goal lies in a restricted space (staff only) and the router's key does not include
    /// non-public parts.
    case goalRestricted
}

/// Walking on one floor: a taut polyline.
public struct RouteLeg: Hashable, Sendable {
    /// Floor index.
    public var floor: Int
    /// The polyline in metres, at least two points (equal for a zero-length leg).
    public var points: [Point]
    /// Length in metres.
    public var distance: Double
}

extension RouteLeg {
    /// A leg whose distance is its polyline's length (at least two points).
    init(floor: Int, walking points: [Point]) {
        var length = 0.0
        for k in 0 ..< points.count - 1 { length += points[k].distance(to: points[k + 1]) }
        self.init(floor: floor, points: points, distance: length)
    }
}

/// One use of a connection in a route.
public struct RouteConnectionUse: Hashable, Sendable {
    /// Index into the graph's connections.
    public var connection: Int
    /// The connection's source id.
    public var id: String
    /// Its kind.
    public var type: ConnectionType
    /// Where it was entered.
    public var entrance: RoutePoint
    /// Where it was left.
    public var exit: RoutePoint
    /// Floors crossed: adjacent levels of one building or stack however their ordinals skip (−1, 0, 2:
    /// 0 to 2 is one), `|Δordinal|` between stacks.
    public var floorsCrossed: Int
    /// Cost in walking-metre equivalents under the query's profile.
    public var cost: Double
    /// Time in seconds under the query's profile.
    public var seconds: Double
    /// The source's raw weight `rawEntryCost + rawFloorCostMultiplier × |Δordinal|` (kept for reference).
    public var rawCost: Double
}

/// A step of a route, in walking order.
public enum RouteStep: Hashable, Sendable {
    case walk(RouteLeg)
    case connection(RouteConnectionUse)
}

/// The answer to ``RoutingGraph/route(from:to:profile:scratch:)``.
public struct RouteResult: Hashable, Sendable {
    /// Whether a route was found, and if not why.
    public var status: RouteStatus
    /// The start actually used (snapped onto free space), when valid.
    public var start: RoutePoint?
    /// The goal actually used (snapped onto free space), when valid.
    public var goal: RoutePoint?
    /// Walking legs and connections in order: leg, connection, leg, … (empty unless found).
    public var steps: [RouteStep]
    /// Total cost in walking-metre equivalents (walked metres + connection costs).
    public var cost: Double
    /// Walked distance in metres (connections add none).
    public var distance: Double
    /// Estimated time in seconds: walked metres / walking speed + connection times.
    public var duration: Double

    /// The walking legs, in order.
    public var legs: [RouteLeg] {
        steps.compactMap { if case let .walk(l) = $0 { return l } else { return nil } }
    }

    /// The connections used, in order.
    public var connections: [RouteConnectionUse] {
        steps.compactMap { if case let .connection(c) = $0 { return c } else { return nil } }
    }

    /// A result without a route.
    static func failure(_ status: RouteStatus, start: RoutePoint? = nil, goal: RoutePoint? = nil) -> RouteResult {
        RouteResult(status: status, start: start, goal: goal, steps: [], cost: .infinity, distance: .infinity, duration: .infinity)
    }
}

extension RouteResult {
    /// Whether this result replaces `current` as the best of several tries (candidate points of a place):
    /// a found route beats any failure and a costlier route; a failure only fills an empty slot, so the
    /// first failure is the one reported when nothing is found.
    func replaces(_ current: RouteResult?) -> Bool {
        guard let current else { return true }
        guard status == .found else { return false }
        return current.status != .found || cost < current.cost
    }
}
