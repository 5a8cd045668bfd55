import IndoorGeometry

/// Which of a venue's inferred elements (``IndoorGeometry/Venue/inferences``) a route relies on: inferred
/// openings it walks through, inferred entrances it uses, legs on inferred outdoor ground, and ends at the
/// approach point of a doorless space. A route that uses none is exactly the route of the venue as its
/// source draws it.
public enum RouteInferences {
    /// How far (metres) a route's end may lie from a doorless space's approach point and still be said to
    /// end there: the router moves an end onto free space by at most the profile's snap distance (2 m).
    public static let approachReach = 2.5

    /// The inferred elements `route` uses, in walking order (each once).
    /// - Parameter index: the venue's index (``RouteInferenceIndex``); `nil` builds one for this call.
    /// - Complexity: per walked segment, the door lines of its slab of the floor (``RouteDoorCrossings``) with an
    ///   index, plus O(doors + door-line vertices + inferred elements) without.
    public static func used(by route: RouteResult, in venue: Venue, index: RouteInferenceIndex? = nil) -> [InferredElement] {
        let index = index ?? RouteInferenceIndex(venue: venue)
        return used(by: route, in: venue, index: index, crossings: crossings(of: route, in: venue, index: index))
    }

    /// Per step of `route`, the indices of the inferred doors its walk crosses (empty for connections).
    static func crossings(of route: RouteResult, in venue: Venue, index: RouteInferenceIndex) -> [[Int]] {
        crossings(of: route, in: venue, index: index, doors: RouteDoorCrossings(route: route, venue: venue, index: index))
    }

    /// ``crossings(of:in:index:)`` read off the doors the route's walks cross (`doors`, found with `index`'s
    /// door lines).
    static func crossings(of route: RouteResult, in venue: Venue, index: RouteInferenceIndex, doors: RouteDoorCrossings) -> [[Int]] {
        route.steps.indices.map { k in
            if case let .walk(leg) = route.steps[k], !index.isEmpty, index.doorsByFloor[leg.floor] != nil {
                return doors.inferredDoors(step: k, venue: venue)
            }
            return []
        }
    }

    /// ``used(by:in:index:)`` with the steps' crossings (``crossings(of:in:index:)``) already known.
    static func used(by route: RouteResult, in venue: Venue, index: RouteInferenceIndex, crossings: [[Int]]) -> [InferredElement] {
        guard route.status == .found, !index.isEmpty else { return [] }
        var out: [InferredElement] = []
        // Each id once: `byID` gives one element per id, so an id seen is that element seen. A route uses a
        // handful, so a scan of those found costs less than hashing.
        func add(_ id: String) {
            guard let e = index.byID[id], !out.contains(where: { $0.id == id }) else { return }
            out.append(e)
        }
        func approach(_ p: RoutePoint?) {
            guard let p else { return }
            for e in index.endsByFloor[p.floor] ?? [] where e.point.distance(to: p.point) <= approachReach {
                add(e.id)
                return
            }
        }
        approach(route.start)
        for (k, step) in route.steps.enumerated() {
            switch step {
            case let .walk(leg):
                if venue.floors[leg.floor].id == VenueInference.outdoorFloorID { add(VenueInference.outdoorFloorID) }
                for j in crossings[k] { add(venue.doors[j].id) }
            case let .connection(c):
                add(c.id)
            }
        }
        approach(route.goal)
        return out
    }

    /// The JSON form of an element in a route document: `kind`, `id`, `spaces`, `message`.
    public static func value(_ e: InferredElement) -> JSONValue {
        ["kind": .string(e.kind.rawValue), "id": .string(e.id), "spaces": .array(e.spaceIDs.map(JSONValue.string)), "message": .string(e.message)]
    }
}
