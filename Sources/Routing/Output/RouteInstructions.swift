import Foundation
import IndoorGeometry

/// Turn-by-turn instructions for a route: start, turns at the route's bends, doors passed through,
/// connections taken ("take the elevator up to Level 3"), arrival.
///
/// A bend is announced when the heading changes by more than 30° (slight below 60°, sharp above 120°,
/// "turn around" above 160°); bends within 1.5 m of a door crossing are folded into the door step.
public enum RouteInstructions {
    /// The instructions' texts, in walking order.
    /// - Parameters:
    ///   - inferred: the inferred elements the route uses (``RouteInferences/used(by:in:index:)``), which
    ///     the steps concerned say plainly ("Pass 'Shop 12' across its open front (no door mapped).").
    ///   - index: the venue's ``RouteInferenceIndex`` (its door lines); `nil` reads the door lines of each
    ///     leg's floor for this call, at a cost in proportion to the venue's doors per leg.
    public static func make(
        _ route: RouteResult, venue: Venue, from: String, to: String, inferred: [InferredElement] = [], index: RouteInferenceIndex? = nil
    ) -> [String] {
        positioned(route, venue: venue, from: from, to: to, inferred: inferred, index: index).map(\.text)
    }

    /// The instructions with where each applies: its distance in walked metres from the route's start
    /// (a turn at its bend, a door at its crossing, a connection at its entrance, arrival at the end).
    /// `index` as for ``make(_:venue:from:to:inferred:index:)``.
    public static func positioned(
        _ route: RouteResult, venue: Venue, from: String, to: String, inferred: [InferredElement] = [], index: RouteInferenceIndex? = nil
    ) -> [RouteInstruction] {
        guard route.status == .found else { return [] }
        let doors = RouteDoorCrossings(route: route, venue: venue, index: index)
        return positioned(route, venue: venue, from: from, to: to, inferred: inferred, doors: doors, index: index)
    }

    /// ``positioned(_:venue:from:to:inferred:index:)`` with the doors the route's walks cross already found
    /// (`doors`, with the door lines of the walks' floors).
    static func positioned(
        _ route: RouteResult, venue: Venue, from: String, to: String, inferred: [InferredElement], doors: RouteDoorCrossings,
        index: RouteInferenceIndex?
    ) -> [RouteInstruction] {
        phrases(route, venue: venue, from: from, to: to, inferred: inferred, doors: doors, index: index).map {
            RouteInstruction(text: $0.phrase.text, distance: $0.distance)
        }
    }

    /// The instructions as phrases (``RouteInstructionPhrase``: their sentences unwritten) with where each
    /// applies, as ``positioned(_:venue:from:to:inferred:doors:index:)`` gives them.
    static func phrases(
        _ route: RouteResult, venue: Venue, from: String, to: String, inferred: [InferredElement], doors: RouteDoorCrossings,
        index: RouteInferenceIndex?
    ) -> [(phrase: RouteInstructionPhrase, distance: Double)] {
        guard route.status == .found else { return [] }
        var out: [(phrase: RouteInstructionPhrase, distance: Double)] = []
        out.reserveCapacity(4 * route.steps.count + 2)
        let startFloor = route.start.map { venue.floors[$0.floor].name } ?? ""
        func atEdge(_ p: RoutePoint?) -> Bool {
            guard let p else { return false }
            return inferred.contains {
                $0.kind == .doorlessEdge && $0.floorIndex == p.floor && $0.point.distance(to: p.point) <= RouteInferences.approachReach
            }
        }
        out.append((.start(place: from, floor: startFloor, atEdge: atEdge(route.start)), 0))
        var along = 0.0
        for (k, step) in route.steps.enumerated() {
            switch step {
            case let .walk(leg):
                walkPhrases(leg, venue: venue, crossings: doors, step: k, startingAt: along, into: &out)
                along += leg.distance
            case let .connection(c):
                out.append((connectionPhrase(c, venue: venue, inferred: inferred, index: index), along))
            }
        }
        let far = inferred.last { e in
            e.kind == .approach && route.goal.map { e.floorIndex == $0.floor && e.point.distance(to: $0.point) <= RouteInferences.approachReach } == true
        }
        let arrival: RouteInstructionPhrase =
            if let far, let d = far.distance {
                .arriveNear(place: to, metres: Int(d.rounded()))
            } else if atEdge(route.goal) {
                .arriveAtEdge(place: to)
            } else {
                .arrive(place: to)
            }
        out.append((arrival, along))
        return out
    }

    /// The phrase of a connection step: a passage through a wall, a walk onto another level of the same
    /// storey, an entrance, or a floor change.
    static func connectionPhrase(
        _ c: RouteConnectionUse, venue: Venue, inferred: [InferredElement], index: RouteInferenceIndex?
    ) -> RouteInstructionPhrase {
        let entrance = venue.floors[c.entrance.floor], exit = venue.floors[c.exit.floor]
        switch c.type {
        case .door where c.entrance.floor == c.exit.floor:
            // A passage through the wall of a room with no mapped door.
            return .passage(space: spaceName(at: c.exit, venue: venue, walkable: index?.walkableSpaces))
        case .door where !entrance.isOutdoor && !exit.isOutdoor:
            // Two indoor levels drawn at one ordinal: the same storey, walked through.
            return .continueOnto(floor: exit.name, inferred: inferred.contains { $0.kind == .levelPassage && $0.id == c.id })
        case .door:
            let note = inferred.contains { $0.kind == .entrance && $0.id == c.id }
            return exit.isOutdoor ? .goOut(inferred: note) : .goIn(floor: exit.name, inferred: note)
        default:
            let direction: RouteInstructionPhrase.Direction =
                exit.ordinal > entrance.ordinal ? .up : (exit.ordinal < entrance.ordinal ? .down : .level)
            return .take(connection: c.type, direction: direction, floor: exit.name)
        }
    }

    /// The name of the smallest walkable space holding `p` (else its id; `nil` when none holds it), for a passage.
    /// - Parameter walkable: per floor, its walkable spaces in venue order (``RouteInferenceIndex/walkableSpaces``);
    ///   `nil` scans every space of the venue.
    static func spaceName(at p: RoutePoint, venue: Venue, walkable: [[Int]]? = nil) -> String? {
        var best: (area: Double, label: String)? = nil
        // Space `i` when it holds the point (its box read in place: only a space that holds it is copied).
        func consider(_ i: Int) {
            guard venue.spaces[i].polygon.boundingBox.contains(p.point) else { return }
            let s = venue.spaces[i]
            guard s.polygon.locate(p.point) != .exterior else { return }
            let area = s.polygon.area
            if area < (best?.area ?? .infinity) { best = (area, s.names.first ?? s.id) }
        }
        if let walkable, walkable.indices.contains(p.floor) {
            for i in walkable[p.floor] { consider(i) }
        } else {
            for i in venue.spaces.indices where venue.spaces[i].floorIndex == p.floor && venue.spaces[i].isWalkable { consider(i) }
        }
        return best?.label
    }

    /// Appends the phrases of one leg to `out`, positioned from `start` (walked metres before the leg).
    /// - Parameter doors: the doors the route's walks cross, the leg being step `k` of the route.
    static func walkPhrases(
        _ leg: RouteLeg, venue: Venue, crossings doors: RouteDoorCrossings, step k: Int, startingAt start: Double = 0,
        into out: inout [(phrase: RouteInstructionPhrase, distance: Double)]
    ) {
        var walked = start
        let pts = leg.points
        guard pts.count >= 2 else { return }
        var pendingMetres = 0.0
        var turnAngle = 0.0
        // A "Walk N m." applies where its stretch starts; every other instruction where it happens.
        func flush() {
            if pendingMetres >= 1 { out.append((.walk(metres: Int(pendingMetres.rounded())), walked - pendingMetres)) }
            pendingMetres = 0
        }
        var next = doors.range(step: k).lowerBound
        let stepEnd = doors.range(step: k).upperBound
        for i in 0 ..< pts.count - 1 {
            let a = pts[i], b = pts[i + 1]
            let length = a.distance(to: b)
            var t0 = 0.0
            // This segment's crossings: the next entries of the step's (in walking order).
            var end = next
            while end < stepEnd && doors.segmentOf[end] == Int32(i) { end += 1 }
            if end > next {
                // Doors crossed by this segment, in walking order.
                var crossings: [(t: Double, phrase: RouteInstructionPhrase)] = doors.all[next ..< end].map { j, s in  // parameter along a → b
                    ((s.midpoint - a).dot(b - a) / max((b - a).squaredLength, 1e-12), doorPhrase(venue, door: j))
                }
                next = end
                if crossings.count > 1 { crossings.sort { $0.t < $1.t } }
                for c in crossings {
                    let t = max(t0, min(1, c.t))
                    pendingMetres += length * (t - t0)
                    walked += length * (t - t0)
                    flush()
                    out.append((c.phrase, walked))
                    t0 = t
                }
            }
            pendingMetres += length * (1 - t0)
            walked += length * (1 - t0)
            // A taut path turns around a corner in several short arc segments: add their heading
            // changes up and announce the turn once the path straightens out (next segment ≥ 1 m).
            if i + 2 < pts.count {
                turnAngle += signedTurn(a, b, pts[i + 2])
                let next = pts[i + 1].distance(to: pts[i + 2])
                if next >= 1, let t = RouteInstructionPhrase.turn(degrees: turnAngle) {
                    flush()
                    out.append((t, walked))
                }
                if next >= 1 { turnAngle = 0 }
            }
        }
        flush()
    }

    /// What to say when walking through door `j`: "Go through the door." for a drawn door, a plain
    /// sentence for an inferred opening.
    static func doorPhrase(_ venue: Venue, door j: Int) -> RouteInstructionPhrase {
        let d = venue.doors[j]
        guard let kind = d.inference, let s = d.spaceIndices.first, s < venue.spaces.count else { return .door }
        let name = venue.spaces[s].names.first ?? venue.spaces[s].id
        switch kind {
        case .openFront: return .openFront(space: name)
        case .verticalOpening: return .verticalOpening(space: name)
        default: return .door
        }
    }

    /// The heading change in degrees at `b` between `a → b` and `b → c`, positive to the left.
    static func signedTurn(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let u = b - a, v = c - b
        guard u.squaredLength > 1e-12, v.squaredLength > 1e-12 else { return 0 }
        return atan2(u.cross(v), u.dot(v)) * 180 / .pi
    }
}
