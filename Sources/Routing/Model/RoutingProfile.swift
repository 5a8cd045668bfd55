import IndoorGeometry

/// Seconds needed to use one kind of connection: `entry + perFloor × floorsCrossed + perMetre × span` (floors crossed: adjacent
/// levels of one building or stack, ``RoutingGraph/FloorInfo/level``),
/// where `span` is the straight distance between entrance and exit when they are on the same floor
/// (a travelator), 0 otherwise.
public struct ConnectionTime: Hashable, Sendable {
    /// Fixed time to use it (opening a door, waiting for an elevator), seconds ≥ 0.
    public var entrySeconds: Double
    /// Time per floor crossed, seconds ≥ 0.
    public var perFloorSeconds: Double
    /// Time per metre of same-floor span, seconds ≥ 0 (a travelator at 2.5 m/s: 0.4).
    public var perMetreSeconds: Double

    /// - Parameters: all in seconds, ≥ 0 (a programmer error otherwise).
    public init(entrySeconds: Double, perFloorSeconds: Double, perMetreSeconds: Double = 0) {
        precondition(entrySeconds >= 0 && perFloorSeconds >= 0 && perMetreSeconds >= 0, "connection times must be ≥ 0")
        self.entrySeconds = entrySeconds
        self.perFloorSeconds = perFloorSeconds
        self.perMetreSeconds = perMetreSeconds
    }
}

/// A per-type time model for connections. Defaults (rough figures for an average adult, seconds):
///
/// | type | entry | per floor | per metre |
/// |---|---|---|---|
/// | door | 2 | 0 | 0 |
/// | stairs | 5 | 15 | 0 |
/// | elevator | 30 (wait) | 5 | 0 |
/// | escalator | 5 | 20 | 0 |
/// | ramp | 2 | 20 | 0 |
/// | ladder | 10 | 25 | 0 |
/// | travelator | 3 | 0 | 0.4 |
/// | unknown | 10 | 20 | 0 |
public struct TraversalTimeModel: Hashable, Sendable {
    /// Doors: opening takes a moment.
    public var door = ConnectionTime(entrySeconds: 2, perFloorSeconds: 0)
    /// Stairs: 15 s per floor (average of up and down).
    public var stairs = ConnectionTime(entrySeconds: 5, perFloorSeconds: 15)
    /// Elevators: a 30 s wait, then 5 s per floor.
    public var elevator = ConnectionTime(entrySeconds: 30, perFloorSeconds: 5)
    /// Escalators: 20 s per floor standing.
    public var escalator = ConnectionTime(entrySeconds: 5, perFloorSeconds: 20)
    /// Ramps between floors.
    public var ramp = ConnectionTime(entrySeconds: 2, perFloorSeconds: 20)
    /// Ladders (never accessible).
    public var ladder = ConnectionTime(entrySeconds: 10, perFloorSeconds: 25)
    /// Moving walkways: 0.4 s per metre of span (2.5 m/s).
    public var travelator = ConnectionTime(entrySeconds: 3, perFloorSeconds: 0, perMetreSeconds: 0.4)
    /// Any other kind: a cautious default.
    public var unknown = ConnectionTime(entrySeconds: 10, perFloorSeconds: 20)

    /// The default model (the table above).
    public init() {}

    /// The times for a connection type.
    public func time(for type: ConnectionType) -> ConnectionTime {
        switch type {
        case .door: return door
        case .stairs: return stairs
        case .elevator: return elevator
        case .escalator: return escalator
        case .ramp: return ramp
        case .ladder: return ladder
        case .travelator: return travelator
        case .unknown: return unknown
        }
    }
}

/// How a connection's cost is computed. Route cost is in walking-metre equivalents: walked metres count
/// 1 each, a connection counts its time × the profile's walking speed.
public enum ConnectionCostModel: Hashable, Sendable {
    /// Per-type times (``TraversalTimeModel``); metres = seconds × walking speed.
    case time(TraversalTimeModel)
    /// The source's opaque weights taken as metres: `(rawEntryCost + rawFloorCostMultiplier × floorsCrossed)
    /// × metresPerUnit`; seconds = metres / walking speed. MVF's observed scale (doors 100, stairs 1000 +
    /// 1000 per floor) is not metres: choose `metresPerUnit` accordingly (e.g. 0.01).
    case raw(metresPerUnit: Double)
}

/// Who is walking and what they may use: a per-query filter, never written into the graph
/// (Detour's `dtQueryFilter`). What the free space is built for (the clearance, staff-only parts) is the
/// router's ``RouterKey``, not the profile's: a query takes the key of the router it runs on.
public struct RoutingProfile: Hashable, Sendable {
    /// Only connections and anchors flagged accessible, and never stairs, ladders or escalators.
    public var requiresAccessible: Bool
    /// Connection types never used.
    public var avoidedTypes: Set<ConnectionType>
    /// Walking speed in m/s (default 1.3; accessible 1.0), converts connection times to metres and
    /// walked metres to seconds.
    public var walkingSpeed: Double
    /// How far (metres) a start or goal outside the free space may be moved onto it. Default 2 m.
    public var snapDistance: Double
    /// How connection costs are computed. Default: the per-type ``TraversalTimeModel``.
    public var costModel: ConnectionCostModel
    /// Ids of connections closed for this query only (maintenance, a drill, a broken elevator): treated as
    /// if blocked in the source, without rebuilding anything. Ids of mesh cuts (``FloorFreeSpace/cuts``:
    /// same-floor doors) close those edges as walls (``RoutingGraph/closing(_:)``). Default empty.
    /// Venue-level closures (spaces, doors) are turned into these ids by ``VenueRouter/closure(of:)``.
    public var closedConnections: Set<String> = []
    /// Comfort price of one floor change, in seconds of walking (default ``defaultFloorChangePenalty``, ≥ 0):
    /// added to the route **cost** of every stairs, elevator, escalator, ramp or other connection that
    /// changes floors, never to its duration. Without it a route would climb a floor and come back down to
    /// save a second; with it, a route changes floors only when that saves more than the penalty. Building
    /// entrances (doors to an outdoor floor) are not floor changes. 0 prices floors by their seconds alone.
    public var floorChangePenalty: Double = RoutingProfile.defaultFloorChangePenalty
    /// Comfort price of one passage through a wall into or out of a room with no mapped door
    /// (``Connection/passesThroughWall``: an inferred through-room crossing), in seconds of walking (default
    /// ``defaultThroughRoomPenalty``, ≥ 0): added to the route's **cost**, never to its duration, so that
    /// routes keep to corridors wherever they exist and cross the fewest rooms.
    public var throughRoomPenalty: Double = RoutingProfile.defaultThroughRoomPenalty

    /// - Parameters: see the properties; every distance in metres, speed in m/s (> 0).
    public init(
        requiresAccessible: Bool = false, avoidedTypes: Set<ConnectionType> = [], walkingSpeed: Double = 1.3, snapDistance: Double = 2,
        costModel: ConnectionCostModel = .time(TraversalTimeModel())
    ) {
        precondition(walkingSpeed > 0, "walking speed must be > 0 m/s")
        precondition(snapDistance >= 0, "snap distance must be ≥ 0 m")
        self.requiresAccessible = requiresAccessible
        self.avoidedTypes = avoidedTypes
        self.walkingSpeed = walkingSpeed
        self.snapDistance = snapDistance
        self.costModel = costModel
    }

    /// The default ``floorChangePenalty``: 12 s, about 15 m of walking at 1.3 m/s, the middle of the
    /// 10–15 s people are seen to trade for staying on one floor.
    public static let defaultFloorChangePenalty = 12.0
    /// Floor-change penalties accepted from users, seconds.
    public static let floorChangePenaltyRange: ClosedRange<Double> = 0 ... 600
    /// The default ``throughRoomPenalty``: 20 s, about 26 m of walking at 1.3 m/s: a route crosses a room
    /// with no mapped door rather than walk round it only when the corridor is that much longer.
    public static let defaultThroughRoomPenalty = 20.0
    /// Through-room penalties accepted from users, seconds.
    public static let throughRoomPenaltyRange: ClosedRange<Double> = 0 ... 600

    /// Public routes for an average walker.
    public static let `default` = RoutingProfile()
    /// Wheelchair routes: accessible connections and anchors only, 1.0 m/s; run it on a router of
    /// ``RouterKey/accessible`` (free space at the wheelchair clearance).
    public static let accessible = RoutingProfile(requiresAccessible: true, walkingSpeed: 1.0)

    /// Why the profile refuses connection `c` on a router of `key`, as a short phrase ("blocked in the
    /// source", "avoided", "stepped", "not accessible", "not public"), or `nil` when
    /// ``allows(_:on:)-(Connection,_)`` holds. Whether non-public parts are open is the key's
    /// (``RouterKey/includesNonPublic``), never the profile's.
    public func refusal(of c: Connection, on key: RouterKey) -> String? {
        if c.isBlocked { return "blocked in the source" }
        if closedConnections.contains(c.id) { return "closed for this query" }
        if avoidedTypes.contains(c.type) { return "avoided" }
        if requiresAccessible && c.type.isStepped { return "stepped" }
        if requiresAccessible && !c.flags.contains(.accessible) { return "not accessible" }
        if !key.includesNonPublic && !c.flags.contains(.publicAccess) { return "not public" }
        return nil
    }

    /// Whether the connection as a whole may be used on a router of `key`.
    public func allows(_ c: Connection, on key: RouterKey) -> Bool {
        if c.isBlocked || avoidedTypes.contains(c.type) { return false }
        if !closedConnections.isEmpty && closedConnections.contains(c.id) { return false }
        if requiresAccessible && (c.type.isStepped || !c.flags.contains(.accessible)) { return false }
        if !key.includesNonPublic && !c.flags.contains(.publicAccess) { return false }
        return true
    }

    /// Whether the anchor may be used to enter or leave (its own flags) on a router of `key`.
    public func allows(_ a: PortalAnchor, on key: RouterKey) -> Bool {
        if requiresAccessible && !a.flags.contains(.accessible) { return false }
        if !key.includesNonPublic && !a.flags.contains(.publicAccess) { return false }
        return true
    }

    /// Cost of going through `c` from `entrance` to `exit`.
    /// - Parameters:
    ///   - deltaFloors: floors crossed between the two anchors' floors (adjacent levels of one stack, else `|Δordinal|`).
    ///   - span: straight distance between the anchors in metres when on the same floor, else 0.
    /// - Returns: cost in walking-metre equivalents, time in seconds, and the raw MVF weight.
    public func cost(of c: Connection, deltaFloors: Int, span: Double) -> (metres: Double, seconds: Double, raw: Double) {
        let raw = c.rawEntryCost + c.rawFloorCostMultiplier * Double(deltaFloors)
        let terms = costTerms(of: c)
        let units = terms.units(deltaFloors: deltaFloors, span: span)
        let penalty = (deltaFloors > 0 ? terms.floorChange : 0) + terms.crossing
        switch costModel {
        case .time: return (units * terms.scale + penalty, units, raw)
        case .raw:
            let metres = units * terms.scale
            return (metres + penalty, metres / walkingSpeed, raw)
        }
    }

    /// The terms of ``cost(of:deltaFloors:span:)``'s metres for connection `c`: what a search reads per
    /// transition instead of the connection (a copy of it retains its id and anchor lists).
    func costTerms(of c: Connection) -> ConnectionCostTerms {
        // Doors (building entrances) join an indoor floor to the ground outside it: not a floor change.
        let floorChange = c.type == .door ? 0 : floorChangePenalty * walkingSpeed
        let crossing = c.passesThroughWall ? throughRoomPenalty * walkingSpeed : 0
        switch costModel {
        case let .time(model):
            let t = model.time(for: c.type)
            return ConnectionCostTerms(
                base: t.entrySeconds, perFloor: t.perFloorSeconds, perMetre: t.perMetreSeconds, scale: walkingSpeed, floorChange: floorChange,
                crossing: crossing)
        case let .raw(metresPerUnit):
            return ConnectionCostTerms(
                base: c.rawEntryCost, perFloor: c.rawFloorCostMultiplier, perMetre: 0, scale: metresPerUnit, floorChange: floorChange,
                crossing: crossing)
        }
    }
}

/// A connection's cost under one profile: `(base + perFloor × floors crossed + perMetre × span) × scale`
/// metres (seconds × walking speed for a time model, raw units × metres per unit for a raw one), plus
/// `floorChange` metres when it crosses at least one floor (``RoutingProfile/floorChangePenalty``).
struct ConnectionCostTerms: Sendable {
    var base: Double
    var perFloor: Double
    var perMetre: Double
    var scale: Double
    /// Metres added to the cost (not the time) of a use that crosses floors.
    var floorChange: Double
    /// Metres added to the cost (not the time) of every use: a passage through a wall.
    var crossing: Double = 0

    /// The cost before scaling (seconds, or raw units) of crossing `deltaFloors` floors and `span` metres on
    /// one floor.
    @inline(__always) func units(deltaFloors: Int, span: Double) -> Double { base + perFloor * Double(deltaFloors) + perMetre * span }

    /// The cost in metres of crossing `deltaFloors` floors and `span` metres on one floor.
    @inline(__always) func metres(deltaFloors: Int, span: Double) -> Double {
        units(deltaFloors: deltaFloors, span: span) * scale + (deltaFloors > 0 ? floorChange : 0) + crossing
    }
}
