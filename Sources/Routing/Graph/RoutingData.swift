import Foundation
import IndoorGeometry

/// The routing structure of a venue as built, once per ``RouterKey`` (Recast's role, Detour's `dtNavMesh`):
/// one ``NavigationMesh`` per floor, the connections' anchors located on those meshes, the exact walking
/// distance from every exit anchor to every entrance anchor it can reach on its floor (the same for every
/// profile: clearance is already baked into the free space), and the tables and bounds the searches read
/// (walk tables, corner graphs, landmarks, cell bounds).
///
/// Immutable and query-free: every field is a flat array or value read through read-only accessors; it
/// holds no search method and no per-query state. Queries run on a ``RoutingGraph`` (this data with a
/// ``ClosureOverlay`` and the key's access), which owns the searches.
///
/// ```swift
/// let data = try RoutingData(
///     floors: [FloorFreeSpace(id: "L0", ordinal: 0, freeSpace: ground), FloorFreeSpace(id: "L1", ordinal: 1, freeSpace: first)],
///     connections: [.twoWay(id: "stairs", type: .stairs, anchors: [PortalAnchor(floor: 0, point: p0),
///                                                                   PortalAnchor(floor: 1, point: p1)])])
/// let r = RoutingGraph(data: data).route(from: RoutePoint(floor: 0, point: a), to: RoutePoint(floor: 1, point: b))
/// ```
public final class RoutingData: Sendable {
    /// One anchor of one connection, located on its floor's mesh.
    struct Anchor: Sendable {
        var floor: Int
        /// Position used for routing (snapped onto the free space).
        var point: Point
        var connection: Int
        var canEnter: Bool
        var canExit: Bool
        var flags: NavigationFlags
        /// Position in `anchorsByFloor[floor]`.
        var slot: Int
        /// Connected component of its floor's mesh (walks never leave one).
        var component: Int32
        /// Its exits through the connection when entering here: `transitionExits[exits]` (``transitions``
        /// with each exit's position beside it).
        var exits: Range<Int32> = 0 ..< 0
    }

    /// An exit reached through a connection, with its position: the route search reads it without a cold
    /// read of the exit's ``Anchor``.
    struct TransitionExit: Sendable {
        var anchor: Int32
        var floor: Int32
        var point: Point
    }

    /// Floor metadata in input order.
    public let floors: [FloorInfo]
    /// One mesh per floor.
    public let meshes: [NavigationMesh]
    /// Connections in input order.
    public let connections: [Connection]
    /// Anomalies met while building (anchors off the free space, mesh issues).
    public let issues: [RoutingBuildIssue]
    let anchors: [Anchor]
    /// Usable anchors per floor (indices into `anchors`).
    let anchorsByFloor: [[Int32]]
    /// Per exit anchor: every entrance anchor of the same floor it can walk to, with the exact walking
    /// distance in metres (sparse: anchors in other components of the floor's free space are absent).
    let walks: [[(anchor: Int32, distance: Double)]]
    /// Per anchor: the anchors reachable through its connection when entering here (`canEnter`).
    let transitions: [[Int32]]
    /// ``transitions`` end to end, each anchor's run at ``Anchor/exits``.
    let transitionExits: [TransitionExit]
    /// Per connection: whether its anchors lie on more than one floor.
    let spansFloors: [Bool]
    /// Floors whose anchor-to-anchor walks are evaluated lazily during the search instead of precomputed
    /// (more usable anchors than the build's `eagerWalkAnchorLimit`): precomputing costs one multi-target
    /// search per anchor, which grows with the square of the anchors (a campus whose outdoor floor holds
    /// every building entrance).
    let lazyWalks: [Bool]
    /// Per floor: its ``FloorWalkTable`` (nil on lazy floors and floors without anchors). A query closing
    /// cuts of a floor leaves its table aside (``ClosureOverlay``): the table holds distances on the open mesh.
    let walkTables: [FloorWalkTable?]
    /// Per lazy floor: its ``FloorCornerGraph`` (nil elsewhere; left aside on floors a query closes cuts on:
    /// the graph holds the open mesh's visibility). A route query walks such a floor over its corner states
    /// instead of one Polyanya search per lazy walk.
    let cornerGraphs: [FloorCornerGraph?]
    /// Per floor: the first search state of its corner graph's nodes, after the anchor, start and goal
    /// states (`2·anchors + 2 + cornerStateBase[f] + node`); the states of a floor's anchor nodes are unused.
    let cornerStateBase: [Int]
    /// Number of corner-graph states over all floors.
    let cornerStateCount: Int
    /// Floor of each corner-graph state (by `state − 2·anchors − 2`).
    let cornerStateFloor: [Int32]
    /// Position of each corner-graph state (by `state − 2·anchors − 2`).
    let cornerStatePoint: [Point]
    /// Landmark lower bounds for the route A* (``RoutingLandmarks``), on venues with at least the build's
    /// `landmarkAnchorMinimum` anchors whose lazy floors all have corner graphs; nil elsewhere.
    let landmarks: RoutingLandmarks?
    /// Cell lower bounds for the route A* (``RoutingCellBounds``), on venues whose lazy floors all have corner
    /// graphs and where one floor (a campus's outdoor floor) splits the rest into cells; nil elsewhere.
    let cellBounds: RoutingCellBounds?
    /// Per floor: its usable anchors' points, by slot (`anchorsByFloor` order).
    let anchorPoints: [[Point]]
    /// The walks of the points routes most often start or end at (``KnownEnds``), given at build time.
    let knownEnds: KnownEnds
    /// Per cut id (``FloorFreeSpace/cuts``): the floor and the cut's index in that floor's mesh (gathered on
    /// first use, ``RoutingCutIndex``).
    var cutsById: [String: [(floor: Int, cut: Int)]] { cutIndex.byId }
    private let cutIndex: RoutingCutIndex
    /// Per entrance anchor: every exit it leads to is a dead end (a room behind a door: no entrance to
    /// walk on to, no re-entry). Such an entrance is only worth taking when an exit holds the goal.
    let leadsOnlyToDeadEnds: [Bool]
    /// Per floor: its ordinal, its stack (``noStack`` when none) and its level in the stack (see ``FloorInfo``).
    let floorOrdinals: [Int]
    let floorStacks: [Int]
    let floorLevels: [Int]
    /// Identity of this data for caches kept in a ``RoutingScratch`` (a scratch may serve several graphs)
    /// and for ``RouteTargets``. Every ``RoutingGraph`` over it shares it, whatever it closes: those caches
    /// depend on the connections and the profile only, never on the meshes' adjacency.
    let token = RoutingGraphToken()
    /// What the data was built for: the clearance of its free space and whether restricted spaces are in it.
    public let key: RouterKey

    /// Identity of one floor.
    public struct FloorInfo: Hashable, Sendable {
        /// The floor's source identifier.
        public var id: String
        /// Its level number (vertical order).
        public var ordinal: Int
        /// Its building or floor stack, when any (``FloorFreeSpace/stack``).
        public var stack: Int?
        /// Its position among the distinct ordinals of its stack, lowest 0 (its ordinal when not in a stack):
        /// floors crossed between two floors of one stack are `|Δlevel|`.
        public var level: Int
    }

    /// Floors crossed going from floor `a` to floor `b`: adjacent levels of one stack count 1 however
    /// their ordinals skip; floors of different stacks (or none) count `|Δordinal|`.
    @inline(__always)
    func floorsCrossed(_ a: Int, _ b: Int) -> Int {
        // Flat Int tables: reading `floors[a]` would copy a FloorInfo (and retain its id) in the search loop.
        let s = floorStacks[a]
        if s != Self.noStack && s == floorStacks[b] { return abs(floorLevels[a] - floorLevels[b]) }
        return abs(floorOrdinals[a] - floorOrdinals[b])
    }

    /// ``floorStacks`` entry of a floor in no stack.
    static let noStack = Int.min

    /// Floor metadata with each floor's level among the distinct ordinals of its stack.
    static func floorInfos(_ floors: [FloorFreeSpace]) -> [FloorInfo] {
        var ordinalsOfStack: [Int: [Int]] = [:]
        for f in floors { if let s = f.stack { ordinalsOfStack[s, default: []].append(f.ordinal) } }
        let sorted = ordinalsOfStack.mapValues { Array(Set($0)).sorted() }
        return floors.map { f in
            let level = f.stack.flatMap { sorted[$0]?.firstIndex(of: f.ordinal) } ?? f.ordinal
            return FloorInfo(id: f.id, ordinal: f.ordinal, stack: f.stack, level: level)
        }
    }

    /// Builds the routing structure.
    ///
    /// - Parameters:
    ///   - floors: free space per floor; a connection anchor's `floor` indexes this array.
    ///   - connections: every portal (doors, stairs, elevators…), blocked ones included (profiles skip them).
    ///   - anchorSnapDistance: metres an anchor outside the free space may be moved onto it (default 1 m:
    ///     free space is shrunk by the clearance, so a stair point on a wall lies just outside). Farther
    ///     anchors are unusable and listed in ``issues``.
    ///   - eagerWalkAnchorLimit: floors with at most this many usable anchors get every anchor-to-anchor
    ///     walk precomputed (fast queries); floors with more evaluate those walks lazily during each search,
    ///     with the straight-line distance as the bound (exact, but slower when a route crosses such a floor).
    ///     Default 256: building floors have a few dozen anchors; a campus of hundreds of buildings puts
    ///     thousands of entrances on one outdoor floor, where precomputing grows with their square.
    ///   - walkTableAnchorLimit: floors with at most this many usable anchors get a ``FloorWalkTable`` (every
    ///     corner's exact distance to every anchor), so that a query starting or ending there reaches the
    ///     floor's anchors with one sweep of its end's visible region. Default 64: building floors have a
    ///     few to a few dozen; an outdoor floor with every building entrance has hundreds, where the table
    ///     would cost anchors × an exhaustive search of the whole floor (seconds); their table is read off
    ///     their corner graph instead (below).
    ///   - landmarkAnchorMinimum: venues with at least this many usable anchors (and corner graphs on every
    ///     lazy floor) get 8 landmarks (``RoutingLandmarks``) that sharpen the route A*'s heuristic. Default
    ///     1,000: a campus of a few hundred buildings has thousands; a single campus of a few dozen buildings
    ///     has a few hundred, where the straight-line bound is as good and cheaper. A query whose goal has exact cell bounds
    ///     (below) leaves them aside: those are tighter and cost one read per state.
    ///   - key: what the free space was built for (its clearance, and whether restricted spaces are in it);
    ///     default ``RouterKey/default``.
    ///   - knownEnds: points routes will often start or end at (a venue's rooms): their walks to the anchors of
    ///     their floor are found now (``KnownEnds``), so that such a query skips its end's sweep. Default none.
    /// - Throws: ``RoutingBuildError`` when an anchor names a floor that does not exist.
    /// - Complexity: mesh building O(n log n) per floor; then one multi-target Polyanya search per exit
    ///   anchor, stopping when every entrance of its component is settled.
    public convenience init(
        floors: consuming [FloorFreeSpace], connections: [Connection], anchorSnapDistance: Double = 1, eagerWalkAnchorLimit: Int = 256,
        walkTableAnchorLimit: Int = 64, landmarkAnchorMinimum: Int = 1000, key: RouterKey = .default, knownEnds: [RoutePoint] = []
    ) throws(RoutingBuildError) {
        try self.init(
            floors: consume floors, connections: connections, anchorSnapDistance: anchorSnapDistance, eagerWalkAnchorLimit: eagerWalkAnchorLimit,
            walkTableAnchorLimit: walkTableAnchorLimit, cornerGraphs: true, landmarkAnchorMinimum: landmarkAnchorMinimum, cellBounds: true, key: key,
            knownEnds: knownEnds)
    }

    /// ``init(floors:connections:anchorSnapDistance:eagerWalkAnchorLimit:walkTableAnchorLimit:landmarkAnchorMinimum:key:)``
    /// with two of its structures optional, for tests and benchmarks that compare the search without them.
    ///
    /// - Parameters:
    ///   - cornerGraphs: whether floors with more anchors than `walkTableAnchorLimit` get a
    ///     ``FloorCornerGraph`` (their reduced visibility graph): eager floors read their walk table off it (one
    ///     Dijkstra over the graph per anchor, when `vertices × anchors` ≤ 4 M), lazy floors (more anchors than
    ///     `eagerWalkAnchorLimit`) keep it, so that routes cross them by A* steps over corners instead of one
    ///     Polyanya search per lazy walk.
    ///   - cellBounds: whether to build ``RoutingCellBounds`` (per hub state the relaxed distance to every
    ///     building door, per state its distance to the hub) when one floor splits the venue into cells
    ///     (2 bytes per hub state and gate).
    ///   - cellBoundEntryLimit: the cell table's size limit in entries (``RoutingCellBounds/entryLimit``; a
    ///     smaller one groups the gates into districts sooner, for tests).
    init(
        floors: consuming [FloorFreeSpace], connections: [Connection], anchorSnapDistance: Double = 1, eagerWalkAnchorLimit: Int = 256,
        walkTableAnchorLimit: Int = 64, cornerGraphs buildCornerGraphs: Bool,
        landmarkAnchorMinimum: Int = 1000, cellBounds buildCellBounds: Bool, cellBoundEntryLimit: Int = RoutingCellBounds.entryLimit,
        key: RouterKey = .default, knownEnds endPoints: [RoutePoint] = []
    ) throws(RoutingBuildError) {
        self.key = key
        precondition(anchorSnapDistance >= 0, "anchor snap distance must be ≥ 0 m")
        var issues: [RoutingBuildIssue] = []
        // One mesh per floor, in parallel over floors (largest first, so that the last handed out are small).
        let built = IndexedSlots<NavigationMesh>(count: floors.count)
        let edges = floors.map { $0.freeSpace.polygons.reduce(0) { $0 + $1.edgeCount } }
        let bySize = floors.indices.sorted { edges[$0] > edges[$1] }
        let free = floors
        DispatchQueue.concurrentPerform(iterations: free.count) { i in
            let f = bySize[i]
            built.set(f, NavigationMesh(freeSpace: free[f].freeSpace, cuts: free[f].cuts))
        }
        let meshes = built.values()
        for (f, mesh) in meshes.enumerated() {
            for issue in mesh.issues { issues.append(.mesh(floor: f, floorId: floors[f].id, issue: issue)) }
        }
        // The meshes hold every vertex of the free space: let it go before the tables are built (a caller that
        // hands it over, as VenueRouter does, frees it here, not after the build's peak).
        let infos = Self.floorInfos(floors)
        _ = consume free
        _ = consume floors
        let floors = infos
        var (anchors, byFloor, transitions) = try Self.locateAnchors(
            of: connections, floorCount: floors.count, meshes: meshes, snapDistance: anchorSnapDistance, issues: &issues)
        var transitionExits: [TransitionExit] = []
        for a in anchors.indices {
            let first = Int32(transitionExits.count)
            for b in transitions[a] {
                transitionExits.append(TransitionExit(anchor: b, floor: Int32(anchors[Int(b)].floor), point: anchors[Int(b)].point))
            }
            anchors[a].exits = first ..< Int32(transitionExits.count)
        }
        let lazy = (0 ..< floors.count).map { byFloor[$0].count > eagerWalkAnchorLimit }
        let pointsByFloor = byFloor.map { ids in ids.map { anchors[Int($0)].point } }
        let tables = Self.walkTables(
            meshes: meshes, byFloor: byFloor, pointsByFloor: pointsByFloor, lazy: lazy, walkTableAnchorLimit: walkTableAnchorLimit,
            cornerGraphs: buildCornerGraphs)
        let walks = Self.anchorWalks(anchors: anchors, meshes: meshes, byFloor: byFloor, lazy: lazy, tables: tables)
        let (cornerGraphs, cornerBase, cornerFloor, cornerPoint) = Self.cornerGraphs(
            meshes: meshes, byFloor: byFloor, pointsByFloor: pointsByFloor, lazy: lazy, build: buildCornerGraphs)
        self.cornerGraphs = cornerGraphs
        self.cornerStateBase = cornerBase
        self.cornerStateCount = cornerFloor.count
        self.cornerStateFloor = cornerFloor
        self.cornerStatePoint = cornerPoint
        // The relaxed state graph (every walk known: no lazy floor without a corner graph) behind the landmark
        // and cell bounds.
        let complete = (0 ..< floors.count).allSatisfy { !lazy[$0] || byFloor[$0].isEmpty || cornerGraphs[$0] != nil }
        let wantsLandmarks = anchors.count >= landmarkAnchorMinimum && !anchors.isEmpty
        var landmarks: RoutingLandmarks?
        var cells: RoutingCellBounds?
        if complete && !anchors.isEmpty && (wantsLandmarks || buildCellBounds) {
            let rows = 2 * anchors.count + cornerFloor.count
            let edges = Self.relaxedEdges(
                anchors: anchors, byFloor: byFloor, transitions: transitions, walks: walks, cornerGraphs: cornerGraphs, cornerBase: cornerBase,
                cornerStates: cornerFloor.count)
            if wantsLandmarks { landmarks = RoutingLandmarks(edges: edges, rows: rows, count: 8, seed: 1, candidates: 2 * anchors.count) }
            if buildCellBounds {
                let rowFloor = anchors.flatMap { [Int32($0.floor), Int32($0.floor)] } + cornerFloor
                // The last use of the relaxed edges: handed over, so that the cell table's build lets them go.
                cells = RoutingCellBounds(
                    edges: consume edges, rows: rows, rowFloor: rowFloor, anchorPoints: anchors.map(\.point), floorCount: floors.count, walks: walks,
                    transitions: transitions, entryLimit: cellBoundEntryLimit)
            }
        }
        self.landmarks = landmarks
        self.cellBounds = cells
        self.floors = infos
        self.floorOrdinals = infos.map(\.ordinal)
        self.floorStacks = infos.map { $0.stack ?? Self.noStack }
        self.floorLevels = infos.map(\.level)
        self.meshes = meshes
        self.connections = connections
        self.issues = issues
        self.anchors = anchors
        self.anchorsByFloor = byFloor
        self.walks = walks
        self.lazyWalks = lazy
        self.walkTables = tables
        self.anchorPoints = pointsByFloor
        self.knownEnds = KnownEnds.build(points: endPoints, meshes: meshes, tables: tables, lazy: lazy, anchorPoints: pointsByFloor)
        self.cutIndex = RoutingCutIndex(meshes: meshes)
        let spans = connections.map { c in Set((c.entrances + c.exits).map(\.floor)).count > 1 }
        self.spansFloors = spans
        self.transitions = transitions
        self.transitionExits = transitionExits
        self.leadsOnlyToDeadEnds = anchors.indices.map { a in
            guard anchors[a].canEnter, !transitions[a].isEmpty else { return false }
            return transitions[a].allSatisfy { b in
                let exit = anchors[Int(b)]
                return !lazy[exit.floor] && walks[Int(b)].isEmpty && !(exit.canEnter && spans[exit.connection])
            }
        }
    }

    /// Data from every stored field (a prebuilt file's; see ``RoutingDataFields/coded(_:_:connections:)``, which
    /// derives the fields that follow from others).
    init(
        key: RouterKey, floors: [FloorInfo], meshes: [NavigationMesh], connections: [Connection], issues: [RoutingBuildIssue], anchors: [Anchor],
        anchorsByFloor: [[Int32]], walks: [[(anchor: Int32, distance: Double)]], transitions: [[Int32]], transitionExits: [TransitionExit],
        spansFloors: [Bool], lazyWalks: [Bool], walkTables: [FloorWalkTable?], cornerGraphs: [FloorCornerGraph?],
        corners: (base: [Int], count: Int, floor: [Int32], point: [Point]), landmarks: RoutingLandmarks?, cellBounds: RoutingCellBounds?,
        anchorPoints: [[Point]], knownEnds: KnownEnds, leadsOnlyToDeadEnds: [Bool]
    ) {
        self.key = key
        self.floors = floors
        self.floorOrdinals = floors.map(\.ordinal)
        self.floorStacks = floors.map { $0.stack ?? Self.noStack }
        self.floorLevels = floors.map(\.level)
        self.meshes = meshes
        self.connections = connections
        self.issues = issues
        self.anchors = anchors
        self.anchorsByFloor = anchorsByFloor
        self.walks = walks
        self.transitions = transitions
        self.transitionExits = transitionExits
        self.spansFloors = spansFloors
        self.lazyWalks = lazyWalks
        self.walkTables = walkTables
        self.cornerGraphs = cornerGraphs
        self.cornerStateBase = corners.base
        self.cornerStateCount = corners.count
        self.cornerStateFloor = corners.floor
        self.cornerStatePoint = corners.point
        self.landmarks = landmarks
        self.cellBounds = cellBounds
        self.anchorPoints = anchorPoints
        self.knownEnds = knownEnds
        self.cutIndex = RoutingCutIndex(meshes: meshes)
        self.leadsOnlyToDeadEnds = leadsOnlyToDeadEnds
    }

    /// Number of usable connection anchors over all floors.
    public var anchorCount: Int { anchors.count }
}
