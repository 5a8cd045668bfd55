import IndoorGeometry
@testable import Routing
import TestSupport

/// Routes between seeded pairs of public rooms on different floors, for measuring how many a venue answers.
enum InferenceRouting {
    /// A pair's outcome: the route (when found) and the pair's space indices.
    struct Outcome {
        var from: Int
        var to: Int
        var route: RouteResult
    }

    /// The public rooms people route between: walkable, hit-testable, not restricted, not circulation or
    /// vertical, on an indoor floor.
    static func rooms(_ v: Venue) -> [Int] {
        v.spaces.indices.filter { i in
            let s = v.spaces[i]
            return s.isWalkable && s.isHitTestable && !s.isRestricted && s.verticalType == nil && !VenueInference.isCirculation(i, in: v)
                && !v.floors[s.floorIndex].isOutdoor && s.category != "Stairs" && s.category != "Elevator"
        }
    }

    /// `count` seeded pairs of rooms on different floors (on any floors, two different rooms, when
    /// `differentFloors` is false).
    static func pairs(_ v: Venue, count: Int, seed: UInt64, differentFloors: Bool = true) -> [(Int, Int)] {
        let r = rooms(v)
        guard r.count > 1 else { return [] }
        var random = SplitMix64(seed: seed)
        var out: [(Int, Int)] = []
        var tries = 0
        while out.count < count && tries < count * 100 {
            tries += 1
            let a = r[Int(random.next() % UInt64(r.count))], b = r[Int(random.next() % UInt64(r.count))]
            if differentFloors ? v.spaces[a].floorIndex != v.spaces[b].floorIndex : a != b { out.append((a, b)) }
        }
        return out
    }

    /// Routes every pair of `pairs` with `profile` on a router of `venue`.
    static func route(_ venue: Venue, pairs: [(Int, Int)], profile: RoutingProfile = .default) throws -> [Outcome] {
        let router = try VenueRouter(venue: venue)
        return pairs.map { a, b in
            let from = PlaceResolver.place(label: venue.spaces[a].id, spaces: [a], venue: venue)
            let to = PlaceResolver.place(label: venue.spaces[b].id, spaces: [b], venue: venue)
            return Outcome(from: a, to: b, route: router.route(from: from, to: to, profile: profile))
        }
    }
}

extension InferenceRouting {
    /// Whether `route` walks on some floor, leaves it and comes back to it later.
    static func revisitsAFloor(_ route: RouteResult) -> Bool {
        var floors: [Int] = []
        for step in route.steps {
            if case let .walk(leg) = step, floors.last != leg.floor { floors.append(leg.floor) }
        }
        return Set(floors).count < floors.count
    }
}

extension InferenceRouting {
    /// Points where `route` crosses the boundary of a walled space (``Space/boundaryIsWall``) away from every
    /// door and inferred opening of that floor (more than `slack` metres from each): walls walked through.
    static func wallCrossings(_ route: RouteResult, in v: Venue, slack: Double = 0.05) -> [Point] {
        var out: [Point] = []
        for step in route.steps {
            guard case let .walk(leg) = step, leg.points.count >= 2 else { continue }
            let doors = v.doors.filter { $0.floorIndex == leg.floor }.compactMap(\.line)
            for s in v.spaces where s.floorIndex == leg.floor && s.boundaryIsWall {
                for ring in s.polygon.rings {
                    for k in 0 ..< ring.points.count - 1 {
                        let c = ring.points[k], d = ring.points[k + 1]
                        for i in 0 ..< leg.points.count - 1 {
                            let a = leg.points[i], b = leg.points[i + 1]
                            let r = b - a, e = d - c
                            let den = r.cross(e)
                            guard abs(den) > 1e-12 else { continue }
                            let t = (c - a).cross(e) / den, u = (c - a).cross(r) / den
                            guard t > 1e-9 && t < 1 - 1e-9 && u > 1e-9 && u < 1 - 1e-9 else { continue }
                            let x = a + r * t
                            let atDoor = doors.contains { line in
                                (0 ..< line.segmentCount).contains { line.segment($0).distance(to: x) <= slack }
                            }
                            if !atDoor { out.append(x) }
                        }
                    }
                }
            }
        }
        return out
    }
}
