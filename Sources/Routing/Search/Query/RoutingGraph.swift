import IndoorGeometry

/// A venue's routing graph as one set of queries sees it (Detour's `dtNavMeshQuery` over its `dtNavMesh`):
/// the built ``RoutingData`` and the ``ClosureOverlay`` of the cuts those queries close. It owns the
/// searches: the route A* (``RouteSearch``), one-to-many costs and nearest-of (``ManySearch``), the pieces of
/// free space and their reachability; each takes the data, the overlay, scratch memory (``RoutingScratch``)
/// and the profile's cost model (``RouteCostModel``), and writes nothing back.
///
/// A route query (``route(from:to:profile:scratch:)``) is an A* over (anchor, arrival mode) states: walking
/// edges between anchors are precomputed, walking edges from the start or to the goal are evaluated lazily
/// (pushed with their straight-line lower bound and replaced by the exact Polyanya length when popped),
/// connection edges cost what the profile's cost model says.
///
/// ```swift
/// let graph = try RoutingGraph(
///     floors: [FloorFreeSpace(id: "L0", ordinal: 0, freeSpace: ground), FloorFreeSpace(id: "L1", ordinal: 1, freeSpace: first)],
///     connections: [.twoWay(id: "stairs", type: .stairs, anchors: [PortalAnchor(floor: 0, point: p0),
///                                                                   PortalAnchor(floor: 1, point: p1)])])
/// let scratch = RoutingScratch()   // one per thread, reused
/// let r = graph.route(from: RoutePoint(floor: 0, point: a), to: RoutePoint(floor: 1, point: b),
///                     profile: .accessible, scratch: scratch)
/// if r.status == .found { print(r.distance, r.duration, r.connections.map(\.id)) }
/// ```
///
/// A copy costs a few retains (the data is one object); a graph closing cuts (``closing(_:)``) shares the
/// data and holds only the closed floors' meshes.
public struct RoutingGraph: Sendable, RoutingGraphReader {
    /// The routing structure as built.
    public let data: RoutingData
    /// What this graph's queries close (nothing for the graph as built).
    let overlay: ClosureOverlay
    /// The key this graph's queries run under: the data's (``RoutingData/key``) unless another access of
    /// the same clearance was asked (``under(_:)``). Its ``RouterKey/includesNonPublic`` decides whether
    /// connections and anchors without the public flag are usable; a profile never does.
    public let key: RouterKey

    /// Identity of one floor (``RoutingData/FloorInfo``).
    public typealias FloorInfo = RoutingData.FloorInfo

    /// The graph as built, closing nothing.
    public init(data: RoutingData) {
        self.data = data
        overlay = .none
        key = data.key
    }

    private init(data: RoutingData, overlay: ClosureOverlay, key: RouterKey) {
        self.data = data
        self.overlay = overlay
        self.key = key
    }

    /// The same graph with its queries under `key`, a key of the data's clearance with another access
    /// (``RouterKey/includesNonPublic``): one build serves the staff and the public queries of a free space
    /// that is the same for both (no restricted spaces). Shares everything; O(1).
    public func under(_ key: RouterKey) -> RoutingGraph {
        precondition(key.clearance == data.key.clearance, "a graph's free space serves its own clearance only")
        return RoutingGraph(data: data, overlay: overlay, key: key)
    }

    /// Builds the data (``RoutingData/init(floors:connections:anchorSnapDistance:eagerWalkAnchorLimit:walkTableAnchorLimit:landmarkAnchorMinimum:key:)``)
    /// and the graph over it.
    public init(
        floors: consuming [FloorFreeSpace], connections: [Connection], anchorSnapDistance: Double = 1, eagerWalkAnchorLimit: Int = 256,
        walkTableAnchorLimit: Int = 64, landmarkAnchorMinimum: Int = 1000, key: RouterKey = .default, knownEnds: [RoutePoint] = []
    ) throws(RoutingBuildError) {
        self.init(
            data: try RoutingData(
                floors: consume floors, connections: connections, anchorSnapDistance: anchorSnapDistance, eagerWalkAnchorLimit: eagerWalkAnchorLimit,
                walkTableAnchorLimit: walkTableAnchorLimit, landmarkAnchorMinimum: landmarkAnchorMinimum, key: key, knownEnds: knownEnds))
    }

    /// The graph over data built with two of its structures optional (tests and benchmarks that compare the
    /// search without them; ``RoutingData``).
    init(
        floors: consuming [FloorFreeSpace], connections: [Connection], anchorSnapDistance: Double = 1, eagerWalkAnchorLimit: Int = 256,
        walkTableAnchorLimit: Int = 64, cornerGraphs: Bool, landmarkAnchorMinimum: Int = 1000, cellBounds: Bool,
        cellBoundEntryLimit: Int = RoutingCellBounds.entryLimit, key: RouterKey = .default, knownEnds: [RoutePoint] = []
    ) throws(RoutingBuildError) {
        self.init(
            data: try RoutingData(
                floors: consume floors, connections: connections, anchorSnapDistance: anchorSnapDistance, eagerWalkAnchorLimit: eagerWalkAnchorLimit,
                walkTableAnchorLimit: walkTableAnchorLimit, cornerGraphs: cornerGraphs, landmarkAnchorMinimum: landmarkAnchorMinimum,
                cellBounds: cellBounds, cellBoundEntryLimit: cellBoundEntryLimit, key: key, knownEnds: knownEnds))
    }

    /// Itself (``RoutingGraphReader``).
    @inline(__always) var graph: RoutingGraph { self }

    /// Floor metadata in input order.
    public var floors: [FloorInfo] { data.floors }
    /// One mesh per floor, as this graph's queries see them (closed cuts are walls).
    public var meshes: FloorMeshes { FloorMeshes(open: data.meshes, closed: overlay.meshes) }
    /// Connections in input order.
    public var connections: [Connection] { data.connections }
    /// Anomalies met while building (anchors off the free space, mesh issues).
    public var issues: [RoutingBuildIssue] { data.issues }
    /// Number of usable connection anchors over all floors.
    public var anchorCount: Int { data.anchors.count }
    /// Where the data's memory goes (``RoutingData/memoryFootprint``).
    public var memoryFootprint: MemoryFootprint { data.memoryFootprint }

    /// Whether `id` names a cut (``FloorFreeSpace/cuts``) that a query can close.
    public func isClosableCut(_ id: String) -> Bool { data.cutsById[id] != nil }

    /// The graph as queries closing `ids` see it (``RoutingProfile/closedConnections``): the same data under a
    /// ``ClosureOverlay`` whose floors with closed cuts (``FloorFreeSpace/cuts``) have those edges as walls and
    /// their components recomputed (``NavigationMesh/closing(cuts:)``), the anchors there on the new
    /// components, and those floors' walks evaluated lazily. O(polygons of the affected floors), nothing
    /// rebuilt. Ids naming no cut (connections) are left to the profile.
    ///
    /// Every query taking a profile applies its closures itself (``route(from:to:profile:scratch:)``,
    /// ``costs(from:to:profile:maxCost:scratch:)``, ``nearest(from:to:profile:scratch:)``); close once to share
    /// the overlay between many queries with the same closures, and to prepare ``RouteTargets`` for them
    /// (targets prepared under other closures are prepared again, without a distance table, per query). The
    /// pieces of free space (``part(of:snapDistance:)``, ``reachableParts(from:profile:forward:)``) are those
    /// of the graph they are asked of.
    ///
    /// - Returns: this graph when it already has exactly these cuts closed (no cut named: the graph as built).
    public func closing(_ ids: Set<String>) -> RoutingGraph { closedView(ids) ?? self }

    /// ``closing(_:)``, or `nil` when this graph already has exactly the cuts that `ids` name closed.
    func closedView(_ ids: Set<String>) -> RoutingGraph? {
        let (keys, perFloor) = ClosureOverlay.cutKeys(ids, in: data)
        guard keys != overlay.cuts else { return nil }
        return RoutingGraph(data: data, overlay: ClosureOverlay(keys: keys, perFloor: perFloor, data: data), key: key)
    }

    /// Whether a query with `profile` must run on another overlay of this graph (``closing(_:)``).
    @inline(__always) func needsView(_ profile: RoutingProfile) -> Bool {
        !(profile.closedConnections.isEmpty && overlay.cuts.isEmpty) && !data.cutsById.isEmpty
    }
}
