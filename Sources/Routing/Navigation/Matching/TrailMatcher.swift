import IndoorGeometry

/// Matches a trail of noisy position fixes to the walk that produced it: per fix, the point of the
/// walkable free space, its floor and space; and the walk itself (see ``TrailMatchParameters`` for the
/// model, a hidden Markov model as Valhalla's Meili, and every parameter).
///
/// Built once per router (an R-tree of each floor's walkable spaces); immutable and `Sendable`, so one
/// matcher serves many threads, each ``match(_:)`` with its own search memory.
public struct TrailMatcher: Sendable {
    /// One candidate of one fix.
    struct Candidate: Sendable {
        var floor: Int
        var point: Point
        var space: Int?
        var offset: Double
        /// Log-likelihood of the fix given this candidate (emission and floor penalty).
        var emission: Double
    }

    /// The router whose free space, meshes and connections the walk is matched on.
    public let router: VenueRouter
    /// Who walks (connections allowed, walking speed, closures).
    public let profile: RoutingProfile
    /// The model's parameters.
    public let parameters: TrailMatchParameters
    /// The venue's locator (which space contains a point), shared with whoever needs one.
    public let locator: Locator
    /// Per floor: the walkable spaces (indices into `venue.spaces`) and an R-tree over their boxes.
    let spaces: [[Int]]
    /// Per space of the venue: whether it is a destination (not circulation, ``VenueInference/isCirculation(_:in:)``).
    let isDestination: [Bool]
    /// Per space of the venue: whether it is a dead-end room (a destination, no vertical link, no floor
    /// change through it, doors to one space only), whose leaving costs ``TrailMatchParameters/throughRoomPenalty``.
    let isRoom: [Bool]
    let trees: [RTree]
    /// The median area of the venue's walkable destinations, square metres.
    let typicalRoomArea: Double
    /// Per pair of floors (`a × floorCount + b`), the fewest seconds of one connection the profile may use
    /// from `a` to `b`; for pairs no single connection joins, the fewest of any connection: a lower bound
    /// of the connection time between two floors, to skip floor changes the time between fixes forbids.
    let connectionSeconds: [Double]
    /// Per pair of floors (`a × floorCount + b`): whether one connection the profile may use joins them.
    let connectedFloors: [Bool]

    /// - Parameters:
    ///   - router: the venue's router (its clearance is the walker's).
    ///   - locator: the venue's locator, when one is built already (else built here).
    ///   - profile: who walks; default ``RoutingProfile/default``.
    ///   - parameters: the model (defaults documented there).
    public init(router: VenueRouter, locator: Locator? = nil, profile: RoutingProfile = .default, parameters: TrailMatchParameters = TrailMatchParameters()) {
        self.router = router
        self.profile = profile
        self.parameters = parameters
        let venue = router.venue
        self.locator = locator ?? Locator(venue: venue)
        var perFloor = [[Int]](repeating: [], count: venue.floors.count)
        for (i, s) in venue.spaces.enumerated()
        where s.isWalkable && s.isHitTestable && s.floorIndex >= 0 && s.floorIndex < perFloor.count
            && (router.key.includesNonPublic || !s.isRestricted)
        {
            perFloor[s.floorIndex].append(i)
        }
        spaces = perFloor
        let destinations = venue.spaces.indices.map { !VenueInference.isCirculation($0, in: venue) }
        isDestination = destinations
        isRoom = Self.deadEndRooms(venue, destinations: destinations, graph: router.graph, profile: self.profile, locator: self.locator)
        let areas = perFloor.joined().filter { destinations[$0] }.map { venue.spaces[$0].polygon.area }.sorted()
        typicalRoomArea = areas.isEmpty ? 1 : areas[areas.count / 2]
        trees = perFloor.map { RTree(boxes: $0.map { venue.spaces[$0].polygon.boundingBox }) }
        let n = venue.floors.count
        var direct = [Double](repeating: .infinity, count: n * n)
        var fewest = Double.infinity
        let graph = router.graph
        for c in graph.connections where self.profile.allows(c, on: router.key) {
            for a in c.entrances where a.floor >= 0 && a.floor < n {
                for b in c.exits where b.floor >= 0 && b.floor < n && b.floor != a.floor {
                    let seconds = self.profile.cost(of: c, deltaFloors: graph.floorsCrossed(a.floor, b.floor), span: a.point.distance(to: b.point)).seconds
                    direct[a.floor * n + b.floor] = min(direct[a.floor * n + b.floor], seconds)
                    fewest = min(fewest, seconds)
                }
            }
        }
        connectionSeconds = direct.map { $0.isFinite ? $0 : fewest }
        connectedFloors = direct.map(\.isFinite)
    }

    /// Matches `fixes` (in time order).
    /// - Returns: per fix its match (or `nil`), and the matched walk.
    public func match(_ fixes: [NavigationFix]) -> TrailMatch {
        let scratch = RoutingScratch()
        let graph = router.graph.closing(profile.closedConnections)
        let floors = candidateFloors(fixes)
        let observed = observations(fixes)
        func candidatesOf(_ i: Int, limit: Int? = nil) -> [Candidate] {
            var c = self.candidates(for: fixes[i], at: observed[i], floors: floors[i], limit: limit)
            if i == 0 || i == fixes.count - 1 { favourDestinations(&c) }
            if i == 0 { creditStartRoom(&c) }
            return c
        }
        var candidates = fixes.indices.map { candidatesOf($0) }
        let path = viterbi(fixes, &candidates, graph: graph, scratch: scratch) { candidatesOf($0, limit: .max) }
        var out = [TrailMatch.Fix?](repeating: nil, count: fixes.count)
        for (i, c) in path.chosen.enumerated() {
            guard let c else { continue }
            let k = candidates[i][c]
            out[i] = TrailMatch.Fix(floor: k.floor, point: k.point, space: k.space, offset: k.offset, startsSegment: path.breaks.contains(i))
        }
        smooth(&out, fixes: fixes, graph: graph)
        guard let walk = walk(out, graph: graph, scratch: scratch) else { return TrailMatch(fixes: out, walk: nil) }
        let placed = placeAlongWalk(&out, fixes: fixes, walk: walk, graph: graph)
        // The first and last fixes, from the segment likelihood of each end (``TrailEndPosterior``).
        let ends = TrailEndPosterior(matcher: self, graph: graph, scratch: scratch)
        let anchors = out
        let start = ends.revise(&out, anchors: anchors, fixes: fixes, end: .start)
        let end = ends.revise(&out, anchors: anchors, fixes: fixes, end: .end)
        return TrailMatch(fixes: out, walk: joined(placed, start: start, end: end, anchors: anchors))
    }

    /// Adds ``TrailMatchParameters/endDestinationPrior`` to the emissions of `candidates` in destinations
    /// (a trail's first or last fix).
    func favourDestinations(_ candidates: inout [Candidate]) {
        for k in candidates.indices {
            if let s = candidates[k].space, isDestination[s] { candidates[k].emission += parameters.endDestinationPrior }
        }
    }

    /// Adds ``TrailMatchParameters/throughRoomPenalty`` to the emissions of `candidates` in dead-end rooms
    /// (a trail's first fix): leaving the room a trail starts in is no detour.
    func creditStartRoom(_ candidates: inout [Candidate]) {
        for k in candidates.indices {
            if let s = candidates[k].space, isRoom[s] { candidates[k].emission += parameters.throughRoomPenalty }
        }
    }

    /// Per space of `venue`: whether it is a dead-end room, a destination that is no vertical link, holds
    /// no end of a connection `profile` takes between floors, and whose open doors all lead to one space.
    static func deadEndRooms(_ venue: Venue, destinations: [Bool], graph: RoutingGraph, profile: RoutingProfile, locator: Locator) -> [Bool] {
        var neighbours = [Set<Int>](repeating: [], count: venue.spaces.count)
        for d in venue.doors where !d.isBlocked {
            for a in d.spaceIndices where a >= 0 && a < venue.spaces.count {
                for b in d.spaceIndices where b != a { neighbours[a].insert(b) }
            }
        }
        var linksFloors = [Bool](repeating: false, count: venue.spaces.count)
        for c in graph.connections where profile.allows(c, on: graph.key) && Set((c.entrances + c.exits).map(\.floor)).count > 1 {
            for a in c.entrances + c.exits where a.floor >= 0 && a.floor < venue.floors.count {
                if let s = locator.locate(a.point, floorIndex: a.floor, maxDistance: 0).space { linksFloors[s] = true }
            }
        }
        return venue.spaces.indices.map { destinations[$0] && venue.spaces[$0].verticalType == nil && !linksFloors[$0] && neighbours[$0].count <= 1 }
    }
}
