import Dispatch
import Foundation
import IndoorGeometry

/// Routing over a whole venue: per-floor free space for one ``RouterKey`` (clearance and access), the
/// navigation meshes and the connections between floors, built once; queries by place references or points.
///
/// The free space is built by ``VenueFloorFreeSpace`` (walkable spaces minus walls and obstacles, eroded by
/// the clearance). Floors are joined by the venue's vertical connections (stairs, elevators, escalators,
/// ramps…) and by doors whose anchors lie on two floors (building entrances to an outdoor floor). Doors on
/// one floor are gaps in the walls, so walking through them needs no graph edge and the path stays taut.
///
/// A router is built for one key: another clearance (the wheelchair's 0.40 m) or staff access needs its own
/// router, and every query on this one runs with its key; ``VenueRouterCache`` keeps one router per key.
public struct VenueRouter: Sendable {
    /// How far (metres) a connection anchor may be moved onto free space on its own floor: real exports
    /// put stair and elevator anchors inside shafts, walls or rooms without doors (about one in ten lies in
    /// no space in real exports). Anchors farther away are reported in `graph.issues`.
    public static let anchorSnapDistance = 3.0

    /// The router's parts behind one reference: a copy of the router (every line of a batch takes one from
    /// ``VenueRouterCache``) retains one object instead of every array of the venue and the graph, atomic
    /// writes to lines that all threads' copies share.
    private final class Storage: Sendable {
        let venue: Venue
        let freeSpace: VenueRouterFreeSpace
        let graph: RoutingGraph
        let reuse = VenueRouterReuse()
        /// Per building: its entrances, the doors (connections) joining one of its floors to another floor.
        let buildingEntrances: [[Int]]

        init(venue: Venue, freeSpace: VenueRouterFreeSpace, graph: RoutingGraph) {
            self.venue = venue
            self.freeSpace = freeSpace
            self.graph = graph
            var buildingsOfFloor = [[Int]](repeating: [], count: venue.floors.count)
            for (b, building) in venue.buildings.enumerated() {
                for f in building.floorIndices where f >= 0 && f < venue.floors.count { buildingsOfFloor[f].append(b) }
            }
            var entrances = [[Int]](repeating: [], count: venue.buildings.count)
            for (i, c) in graph.connections.enumerated() where c.type == .door {
                let floors = Set((c.entrances + c.exits).map(\.floor))
                guard floors.count > 1 else { continue }
                for b in Set(floors.flatMap { $0 >= 0 && $0 < venue.floors.count ? buildingsOfFloor[$0] : [] }).sorted() { entrances[b].append(i) }
            }
            buildingEntrances = entrances
        }
    }

    private let storage: Storage
    /// What the router is built for: the clearance of its free space, and whether staff-only parts are open
    /// to its queries.
    public let key: RouterKey

    public var venue: Venue { _read { yield storage.venue } }
    /// The free space of every floor. The router keeps only its closed doors (``closedDoors``) once the
    /// meshes are built: the regions are built again on the first read (as long as building the router
    /// took on large venues) and kept from then on (``VenueRouterFreeSpace``).
    public var freeSpace: [VenueFloorFreeSpace] { storage.freeSpace.floors(of: storage.venue) }
    /// Per floor: the doors its free space closes (``VenueFloorFreeSpace/closedDoors``), without building
    /// the regions again.
    public var closedDoors: [[ClosedDoor]] { storage.freeSpace.closedDoors }
    /// The kept closed doors and the regions once built again.
    var freeSpaceStore: VenueRouterFreeSpace { storage.freeSpace }
    /// The routing graph (read in place: a plain getter would copy its arrays per read).
    public var graph: RoutingGraph {
        _read {
            if storage.graph.key == key { yield storage.graph } else { yield storage.graph.under(key) }
        }
    }
    /// Search memory and prepared targets kept between queries (shared by copies of this router).
    var reuse: VenueRouterReuse { storage.reuse }
    /// Per building (index into `venue.buildings`): the connection indices of its entrances, doors joining
    /// one of its floors to another floor (for diagnosing failed routes).
    var buildingEntrances: [[Int]] { storage.buildingEntrances }

    /// Builds free space for every floor (in parallel), the meshes and the connections.
    /// - Parameters:
    ///   - key: the clearance (in ``RouterKey/clearanceRange``, checked first, before any work) and the
    ///     access; default ``RouterKey/default`` (public parts, 0.3 m).
    ///   - closableDoors: make every same-floor door's span a mesh edge (``doorCuts(of:floor:)``), so that a
    ///     query can close it (default); `false` builds the meshes of the free space alone (comparisons).
    /// - Throws: ``RoutingBuildError`` when the routing structure cannot be built, or
    ///   ``RoutingBuildError/clearanceOutOfRange(_:)``.
    public init(venue: Venue, key: RouterKey = .default, closableDoors: Bool = true) throws(RoutingBuildError) {
        let clearance = key.clearance, includesRestricted = key.includesNonPublic
        guard RouterKey.clearanceRange.contains(clearance) else { throw .clearanceOutOfRange(clearance) }
        let features = VenueFloorFeatures(venue)
        let spaces = VenueRouterFreeSpace.build(venue: venue, clearance: clearance, includesRestricted: includesRestricted, features: features)
        let floors = venue.floors.enumerated().map { i, f in
            // Floors without a building form one stack of their own (as IMDF's vertical inference groups them).
            FloorFreeSpace(
                id: f.id, ordinal: f.ordinal, freeSpace: spaces[i].region, stack: f.buildingIndex ?? venue.buildings.count,
                cuts: closableDoors ? Self.doorCuts(of: venue, floor: i, features: features) : [])
        }
        let freeSpace = VenueRouterFreeSpace(consume spaces, clearance: clearance, includesRestricted: includesRestricted)
        // Handed over: the graph drops the regions once its meshes are built.
        let graph = try RoutingGraph(
            floors: consume floors, connections: Self.connections(of: venue), anchorSnapDistance: Self.anchorSnapDistance, key: key,
            knownEnds: Self.knownEnds(of: venue))
        storage = Storage(venue: venue, freeSpace: freeSpace, graph: graph)
        self.key = key
    }

    /// A router from stored parts (a prebuilt file's, ``VenueRouter/prebuilt(venue:file:key:)``): no build.
    init(venue: Venue, key: RouterKey, freeSpace: VenueRouterFreeSpace, data: RoutingData) {
        storage = Storage(venue: venue, freeSpace: freeSpace, graph: RoutingGraph(data: data))
        self.key = key
    }

    /// This router's structures under another key of the same clearance: for a venue without restricted
    /// spaces, where the staff free space is the public one (``VenueRouterCache``).
    func sharing(with key: RouterKey) -> VenueRouter {
        precondition(key.clearance == self.key.clearance, "a router's free space serves its own clearance only")
        return VenueRouter(storage: storage, key: key)
    }

    private init(storage: Storage, key: RouterKey) {
        self.storage = storage
        self.key = key
    }

    /// The spans of the same-floor doors of floor `floor` (drawn as lines, not joining floors), as mesh cuts
    /// closable per query: the door's line from its first to its last point, clipped to the free space.
    /// `features`: the venue's features by floor, when the caller gathered them once (default `nil`: a pass
    /// over the venue's doors).
    public static func doorCuts(of venue: Venue, floor: Int, features: VenueFloorFeatures? = nil) -> [MeshCut] {
        (features?.doors[floor] ?? venue.doors.indices.filter { venue.doors[$0].floorIndex == floor }).compactMap { i in
            let d = venue.doors[i]
            guard !d.joinsFloors, let line = d.line, let a = line.points.first, let b = line.points.last, a != b else { return nil }
            return MeshCut(id: d.id, from: a, to: b)
        }
    }

    /// The points routes between the venue's places start and end at: every space's route point
    /// (``PlaceResolver/point(of:)``), whose walks the build finds once (``KnownEnds``).
    static func knownEnds(of venue: Venue) -> [RoutePoint] {
        venue.spaces.map { RoutePoint(floor: $0.floorIndex, point: PlaceResolver.point(of: $0)) }
    }

    /// The venue's connections in the routing model: vertical connections, then doors joining two floors
    /// and passages through walls (``IndoorGeometry/Door/passesThroughWall``, priced with the profile's
    /// through-room penalty).
    public static func connections(of venue: Venue) -> [Connection] {
        func anchor(_ a: IndoorGeometry.ConnectionAnchor) -> PortalAnchor { PortalAnchor(floor: a.floorIndex, point: a.point, flags: a.flags) }
        var out: [Connection] = []
        for c in venue.connections {
            out.append(
                Connection(
                    id: c.id, type: c.type, entrances: c.entrances.map(anchor), exits: c.exits.map(anchor), flags: .unrestricted,
                    isBlocked: c.isBlocked, rawEntryCost: c.entryCost, rawFloorCostMultiplier: c.floorCostMultiplier))
        }
        for d in venue.doors where d.joinsFloors || d.passesThroughWall {
            var c = Connection.twoWay(
                id: d.id, type: .door, anchors: d.anchors.map(anchor), flags: d.flags, isBlocked: d.isBlocked, rawEntryCost: d.entryCost,
                rawFloorCostMultiplier: 0)
            c.passesThroughWall = d.passesThroughWall
            out.append(c)
        }
        return out
    }

    /// Routes between two resolved places. With several candidate points at an end (a location anchored
    /// to many rooms), the cheapest route over the start–goal pairs wins: one exact nearest-of search per
    /// start point over all goal points (at most 64 start points; the goals are prepared once and kept,
    /// see ``nearest(from:to:profile:closedSpaces:)``).
    ///
    /// The route keeps the router's clearance from the walls. A router without
    /// ``RouterKey/includesNonPublic`` never starts or ends in a restricted space: such candidate points are
    /// dropped, and when none is left the status is ``RouteStatus/startRestricted`` or
    /// ``RouteStatus/goalRestricted``.
    public func route(from start: ResolvedPlace, to goal: ResolvedPlace, profile: RoutingProfile) -> RouteResult {
        let starts = points(of: start)
        let goals = points(of: goal)
        if starts.isEmpty { return .failure(.startRestricted) }
        if goals.isEmpty { return .failure(.goalRestricted) }
        return reuse.withScratch { scratch in route(from: starts, to: goals, profile: profile, scratch: scratch) }
    }

    /// The cheapest route over the pairs of candidate points: with several goals, one nearest-of search
    /// per start (at most 64 starts) over every goal; else one route per start–goal pair (at most 64).
    private func route(from starts: [FloorPoint], to goals: [FloorPoint], profile: RoutingProfile, scratch: RoutingScratch) -> RouteResult {
        // One view for every pair of points; the graph itself (not a copy of it: a retain and a release of each
        // of its arrays, contended between threads) when nothing is closed.
        if let view = graph.closedView(profile.closedConnections) {
            return route(from: starts, to: goals, on: view, profile: profile, scratch: scratch)
        }
        return route(from: starts, to: goals, on: graph, profile: profile, scratch: scratch)
    }

    private func route(
        from starts: [FloorPoint], to goals: [FloorPoint], on graph: RoutingGraph, profile: RoutingProfile, scratch: RoutingScratch
    ) -> RouteResult {
        var best: RouteResult? = nil
        if goals.count > 1 {
            // A place anchored to several rooms: its points are targets kept by the router, like a kind's.
            let targets = reuse.targets(
                goals.map { RoutePoint(floor: $0.floorIndex, point: $0.point) }, snapDistance: profile.snapDistance, on: graph)
            for s in starts.prefix(Self.maxStartPoints) {
                let r = graph.nearest(from: RoutePoint(floor: s.floorIndex, point: s.point), to: targets, profile: profile, scratch: scratch).route
                if r.replaces(best) { best = r }
            }
            return best ?? .failure(.noPath)
        }
        var tried = 0
        for s in starts {
            for g in goals where tried < 64 {
                tried += 1
                let r = graph.route(
                    from: RoutePoint(floor: s.floorIndex, point: s.point), to: RoutePoint(floor: g.floorIndex, point: g.point), profile: profile,
                    scratch: scratch)
                if r.replaces(best) { best = r }
            }
        }
        return best ?? .failure(.noPath)  // a place without points (the resolver never makes one)
    }

    /// The place's candidate points a route may start or end at: those of restricted spaces only when the
    /// key includes non-public parts (points not tied to a space are always kept).
    func points(of place: ResolvedPlace) -> [FloorPoint] {
        if key.includesNonPublic || !place.spaceIndices.contains(where: { venue.spaces[$0].isRestricted }) { return place.points }
        // `points` lists one point per space of `spaceIndices` first, then the place's own points.
        var out: [FloorPoint] = []
        for (k, p) in place.points.enumerated() {
            if k < place.spaceIndices.count && venue.spaces[place.spaceIndices[k]].isRestricted { continue }
            out.append(p)
        }
        return out
    }

    /// The restriction of a place whose every space is restricted (`employeesonly`, `restricted`), else
    /// `nil`: what a ``RouteStatus/startRestricted`` or ``RouteStatus/goalRestricted`` status refers to.
    public func restriction(of place: ResolvedPlace) -> String? {
        guard !place.spaceIndices.isEmpty, place.points.count == place.spaceIndices.count else { return nil }
        let r = place.spaceIndices.map { venue.spaces[$0].restriction }
        return r.allSatisfy { $0 != nil } ? r.first ?? nil : nil
    }
}

extension VenueRouter {
    /// Where the router's memory goes, by structure: the free space (the closed doors of every floor, and
    /// the regions once ``freeSpace`` has been read and built them again), then the graph's parts
    /// (``RoutingGraph/memoryFootprint``). The venue it was built from is not counted.
    public var memoryFootprint: MemoryFootprint {
        var out = MemoryFootprint()
        let store = freeSpaceStore
        let regions = store.builtFloors.map { f in f.reduce(MemoryFootprint.bytes(f)) { $0 + MemoryFootprint.bytes($1.region) } } ?? 0
        out.add("free space", MemoryFootprint.bytes(store.closedDoors) + regions)
        for p in graph.memoryFootprint.parts { out.add(p.name, p.bytes) }
        return out
    }
}
