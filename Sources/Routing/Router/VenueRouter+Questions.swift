import Dispatch
import IndoorGeometry

/// The answer to ``VenueRouter/nearest(from:to:profile:closedSpaces:)``.
public struct VenueNearestRoute: Hashable, Sendable {
    /// Index of the chosen candidate, `nil` when none can be reached.
    public var place: Int?
    /// The route to it, or a failure saying why none was found.
    public var route: RouteResult
}

/// The answer to ``VenueRouter/matrix(from:to:profile:closedSpaces:)``: OSRM's table, exact.
public struct RouteMatrix: Hashable, Sendable {
    /// `cells[i][j]`: the cheapest route from source `i` to destination `j`, `nil` when none exists
    /// (or an end is outside the free space, or the destination is closed).
    public var cells: [[TargetCost?]]
}

/// A space reachable within a limit (``VenueRouter/reachable(from:maxCost:profile:closedSpaces:)``).
public struct ReachableSpace: Hashable, Sendable {
    /// Index into `venue.spaces`.
    public var space: Int
    /// Its cheapest route's cost, walked metres and seconds.
    public var cost: TargetCost
}

extension VenueRouter {
    /// Largest number of candidate start points tried for a place with several (as ``route(from:to:profile:)``).
    static let maxStartPoints = 64

    /// The points of the places that are not closed, each with the index of its place.
    func targetPoints(of places: [ResolvedPlace], closedSpaces: Set<Int>) -> (points: [RoutePoint], owner: [Int]) {
        var points: [RoutePoint] = []
        var owner: [Int] = []
        for (i, place) in places.enumerated() where !isClosed(place, closedSpaces) {
            for p in place.points {
                points.append(RoutePoint(floor: p.floorIndex, point: p.point))
                owner.append(i)
            }
        }
        return (points, owner)
    }

    /// The route to the cheapest of several places ("the nearest restroom"): one exact multi-target
    /// search per start point (a place anchored to several rooms has several; at most 64 are tried).
    /// The router keeps the candidates prepared (``VenueRouterReuse``): asked for a second time, a set of
    /// candidates gets its exact walks from every exit anchor and a walk table over each floor's
    /// candidates, so that from then on the nearest restroom from anywhere costs about one route.
    ///
    /// - Parameters:
    ///   - start: where the walker is.
    ///   - candidates: the places to choose from (``PlaceResolver/places(ofKind:in:)``, or resolved ids).
    ///   - profile: the per-query filter, cost model and closed connections.
    ///   - closedSpaces: space indices closed for this query: a candidate all of whose spaces are closed is
    ///     not a destination (see ``closure(of:)``).
    public func nearest(
        from start: ResolvedPlace, to candidates: [ResolvedPlace], profile: RoutingProfile,
        closedSpaces: Set<Int> = []
    ) -> VenueNearestRoute {
        let graph = graph.closing(profile.closedConnections)  // one view for every start point
        let (points, owner) = targetPoints(of: candidates, closedSpaces: closedSpaces)
        // Kept per candidate set and view; prepared for reuse when asked for a second time.
        let targets = reuse.targets(points, snapDistance: profile.snapDistance, on: graph)
        return reuse.withScratch { scratch in
            nearest(from: start, to: targets, owner: owner, profile: profile, graph: graph, scratch: scratch)
        }
    }

    /// ``nearest(from:to:profile:closedSpaces:)`` over prepared targets (`owner`: each target's place).
    private func nearest(
        from start: ResolvedPlace, to targets: RouteTargets, owner: [Int], profile: RoutingProfile, graph: RoutingGraph,
        scratch: RoutingScratch
    ) -> VenueNearestRoute {
        var best: VenueNearestRoute? = nil
        for s in start.points.prefix(Self.maxStartPoints) {
            let r = graph.nearest(from: RoutePoint(floor: s.floorIndex, point: s.point), to: targets, profile: profile, scratch: scratch)
            let here = VenueNearestRoute(place: r.target.map { owner[$0] }, route: r.route)
            if here.route.replaces(best?.route) { best = here }
        }
        return best ?? VenueNearestRoute(place: nil, route: .failure(.noPath))
    }

    /// The exact cost, walked distance and duration from every source to every destination (OSRM's table
    /// service): the destinations' distance table is built once (one search per destination point), then
    /// one one-to-many search per source point, on all cores. A place with several points counts its
    /// cheapest pair.
    ///
    /// - Complexity: `P_dst` + `P_src` searches for `P` points.
    public func matrix(
        from sources: [ResolvedPlace], to destinations: [ResolvedPlace], profile: RoutingProfile,
        closedSpaces: Set<Int> = []
    ) -> RouteMatrix {
        // One view for the table and every row: the distance table is exact under the closed doors.
        let graph = graph.closing(profile.closedConnections)
        let (points, owner) = targetPoints(of: destinations, closedSpaces: closedSpaces)
        let targets = graph.targets(points, snapDistance: profile.snapDistance, distanceTable: true)
        var startList: [(source: Int, point: RoutePoint)] = []
        for (i, s) in sources.enumerated() {
            for p in s.points.prefix(Self.maxStartPoints) { startList.append((i, RoutePoint(floor: p.floorIndex, point: p.point))) }
        }
        let starts = startList
        let rows = IndexedSlots<[TargetCost?]>(count: starts.count)
        let chunks = Swift.max(1, Swift.min(starts.count, 64))
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let scratch = RoutingScratch()
            var k = chunk
            while k < starts.count {
                rows.set(k, graph.costs(from: starts[k].point, to: targets, profile: profile, scratch: scratch).targets)
                k += chunks
            }
        }
        var cells = [[TargetCost?]](repeating: [TargetCost?](repeating: nil, count: destinations.count), count: sources.count)
        for (k, row) in rows.indexedValues() {
            let i = starts[k].source
            for (t, c) in row.enumerated() {
                guard let c else { continue }
                let j = owner[t]
                if cells[i][j].map({ c.cost < $0.cost }) ?? true { cells[i][j] = c }
            }
        }
        return RouteMatrix(cells: cells)
    }

    /// Every walkable space whose cheapest route from `start` costs at most `maxCost` (an isochrone over
    /// rooms): one one-to-many search per start point to every walkable space's point (its display point or
    /// pole of inaccessibility, as routes use), bounded by the limit. The start's own space costs 0.
    ///
    /// - Parameters:
    ///   - maxCost: the limit in walking-metre equivalents (connections count their time × walking speed,
    ///     plus the profile's ``RoutingProfile/floorChangePenalty`` per floor change); `T` seconds is
    ///     `T × profile.walkingSpeed` for a profile whose penalty is 0.
    ///   - closedSpaces: spaces never listed (closed for this query).
    /// - Returns: the spaces sorted by cost.
    public func reachable(
        from start: ResolvedPlace, maxCost: Double, profile: RoutingProfile,
        closedSpaces: Set<Int> = []
    ) -> [ReachableSpace] {
        precondition(maxCost >= 0, "maxCost must be ≥ 0")
        let spaces = venue.spaces.indices.filter { venue.spaces[$0].isWalkable && !closedSpaces.contains($0) }
        let points = spaces.map { RoutePoint(floor: venue.spaces[$0].floorIndex, point: PlaceResolver.point(of: venue.spaces[$0])) }
        let graph = graph.closing(profile.closedConnections)  // one view for every start point
        let targets = graph.targets(points, snapDistance: profile.snapDistance, distanceTable: false)
        let scratch = reuse.borrowScratch()
        defer { reuse.giveBack(scratch) }
        var best = [TargetCost?](repeating: nil, count: spaces.count)
        for s in start.points.prefix(Self.maxStartPoints) {
            let r = graph.costs(from: RoutePoint(floor: s.floorIndex, point: s.point), to: targets, profile: profile, maxCost: maxCost, scratch: scratch)
            for (k, c) in r.targets.enumerated() {
                if let c, best[k].map({ c.cost < $0.cost }) ?? true { best[k] = c }
            }
        }
        for i in start.spaceIndices { if let k = spaces.firstIndex(of: i) { best[k] = TargetCost(cost: 0, distance: 0, duration: 0) } }
        var out: [ReachableSpace] = []
        for (k, c) in best.enumerated() { if let c { out.append(ReachableSpace(space: spaces[k], cost: c)) } }
        return out.sorted { ($0.cost.cost, $0.space) < ($1.cost.cost, $1.space) }
    }

    /// Whether every space of a place is closed (a place of points only never is).
    func isClosed(_ p: ResolvedPlace, _ closed: Set<Int>) -> Bool {
        !closed.isEmpty && !p.spaceIndices.isEmpty && p.spaceIndices.allSatisfy(closed.contains)
            && p.points.count == p.spaceIndices.count
    }
}

extension VenueRouter {
    /// Resolves ids to close for one query: connection ids, floor-joining door ids, space ids.
    /// - Throws: ``VenueClosureError`` for an unknown id, or a same-floor door open in the free space whose span
    ///   could not be made a mesh edge.
    public func closure(of ids: [String]) throws(VenueClosureError) -> VenueClosure {
        var out = VenueClosure()
        for raw in ids {
            let id = raw.trimmingCharacters(in: .whitespaces)
            if venue.connections.contains(where: { $0.id == id }) {
                out.connectionIds.insert(id)
            } else if let d = venue.doors.first(where: { $0.id == id }) {
                if !d.joinsFloors && !graph.isClosableCut(id) && isOpenInFreeSpace(d) { throw .sameFloorDoor(id) }
                out.connectionIds.insert(id)
            } else if let i = venue.spaces.firstIndex(where: { $0.id == id }) {
                out.spaceIndices.insert(i)
                let space = venue.spaces[i]
                for c in venue.connections
                where (c.entrances + c.exits).contains(where: {
                    $0.floorIndex == space.floorIndex && space.polygon.locate($0.point) != .exterior
                }) { out.connectionIds.insert(c.id) }
                for d in venue.doors where d.spaceIndices.contains(i) {
                    if d.joinsFloors || graph.isClosableCut(d.id) {
                        out.connectionIds.insert(d.id)
                    } else if isOpenInFreeSpace(d) && !out.openDoors.contains(d.id) {
                        out.openDoors.append(d.id)
                    }
                }
            } else {
                throw .unknown(id)
            }
        }
        return out
    }

    /// Whether the door's midpoint lies in its floor's free space (a door the clearance or the source closes does not).
    func isOpenInFreeSpace(_ d: Door) -> Bool {
        guard let line = d.line, let a = line.points.first, let b = line.points.last,
            d.floorIndex >= 0 && d.floorIndex < graph.meshes.count
        else { return false }
        return graph.meshes[d.floorIndex].locate(a.interpolated(to: b, t: 0.5)) != nil
    }
}

extension VenueRouter {
    /// The diagnosis of a failed ``route(from:to:profile:)`` between resolved places, at the start and goal
    /// points the route tried (the first candidates when the result has none).
    public static func diagnosis(router: VenueRouter, start: ResolvedPlace, goal: ResolvedPlace, result: RouteResult, profile: RoutingProfile) -> RouteDiagnosis
    {
        func end(_ p: ResolvedPlace) -> (point: RoutePoint, label: String, spaces: [Int]) {
            let f = p.points[0]
            return (RoutePoint(floor: f.floorIndex, point: f.point), p.label, p.spaceIndices)
        }
        return RouteDiagnosis(router: router, from: end(start), to: end(goal), profile: profile)
    }
}
