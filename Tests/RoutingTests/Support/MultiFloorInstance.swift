import IndoorGeometry
import TestSupport
@testable import Routing

/// A seeded multi-floor routing instance for the oracle tests (A* against Dijkstra, one-to-many against
/// single routes): four floors at ordinals 0, 1, 3 and 4 (a room with holes, a corridor with rooms, an
/// L-shaped floor with holes, and a floor with a detached room), joined by 4 to 7 connections of every
/// type, some one-way, some blocked, with random access flags and raw costs.
struct MultiFloorInstance {
    /// Connection types drawn from: every named one and one unknown.
    static let types: [ConnectionType] = [.door, .stairs, .elevator, .escalator, .ramp, .ladder, .travelator, .unknown("bridge")]

    var floors: [FloorFreeSpace]
    /// Per floor: its separate free-space polygons (floor 3 has a detached room).
    var polygons: [[Polygon]]
    var connections: [Connection]

    /// The instance of `seed` (the same seed gives the same instance everywhere).
    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var polygons: [[Polygon]] = []
        var floors: [FloorFreeSpace] = []
        let ordinals = [0, 1, 3, 4]
        for f in 0 ..< 4 {
            let p =
                f == 1 ? RoutingTestDomains.corridor(rooms: 6, below: true, doorSeed: seed) : RoutingTestDomains.holes(seed: seed &+ UInt64(f), lShape: f == 2)
            let parts = f == 3 ? [p, RoutingTestDomains.polygon(RoutingTestDomains.rect(45, 0, 55, 10))] : [p]
            polygons.append(parts)
            floors.append(FloorFreeSpace(id: "F\(f)", ordinal: ordinals[f], freeSpace: MultiPolygon(parts)))
        }
        var connections: [Connection] = []
        for c in 0 ..< rng.int(4, 8) {
            let type = Self.types[rng.int(0, Self.types.count - 1)]
            var anchors: [PortalAnchor] = []
            for _ in 0 ..< rng.int(2, 3) {
                let f = type == .door || type == .travelator ? 3 * rng.int(0, 1) : rng.int(0, 3)
                var flags: NavigationFlags = []
                if rng.unit() < 0.8 { flags.insert(.publicAccess) }
                if rng.unit() < 0.7 { flags.insert(.accessible) }
                anchors.append(
                    PortalAnchor(floor: f, point: RoutingTestDomains.randomInteriorPoint(polygons[f][rng.int(0, polygons[f].count - 1)], &rng), flags: flags))
            }
            var flags: NavigationFlags = []
            if rng.unit() < 0.8 { flags.insert(.publicAccess) }
            if rng.unit() < 0.7 { flags.insert(.accessible) }
            let oneWay = rng.unit() < 0.3
            connections.append(
                Connection(
                    id: "c\(c)", type: type, entrances: oneWay ? [anchors[0]] : anchors, exits: oneWay ? Array(anchors.dropFirst()) : anchors,
                    flags: flags, isBlocked: rng.unit() < 0.1, rawEntryCost: Double(rng.int(0, 3000)), rawFloorCostMultiplier: Double(rng.int(1, 1000))))
        }
        self.floors = floors
        self.polygons = polygons
        self.connections = connections
    }

    /// A random point inside one of floor `f`'s polygons.
    func randomPoint(floor f: Int, _ rng: inout SplitMix64) -> Point {
        RoutingTestDomains.randomInteriorPoint(polygons[f][rng.int(0, polygons[f].count - 1)], &rng)
    }
}
