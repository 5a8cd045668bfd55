import IndoorGeometry

/// Reusable memory for route queries: the Polyanya node pool and heap, and the multi-floor search's
/// per-state arrays (reset by a generation stamp, never reallocated once large enough).
///
/// Keep one per thread and pass it to every query; a query then allocates little beyond its result.
/// Not thread-safe: never share one instance between concurrent queries.
public final class RoutingScratch {
    let search = PolyanyaSearch()
    /// The multi-floor search state; moved out into a local while a query runs, so that the hot loop
    /// touches no class property (each access would cost a dynamic exclusivity check).
    var state = RoutingSearchState()
    /// The one-to-many search state (``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``), moved out likewise.
    var many = RoutingManyState()

    /// Empty scratch; it grows to the largest query it serves and keeps that capacity.
    public init() {}
}

/// One push of the route A*: the state reached, where from, its cost (a lower bound when not `exact`), and
/// the positions of the state and of the state it came from, known when pushing: a pop then reads them here,
/// in memory written moments ago, instead of from the cold per-state tables of a large venue.
struct RouteHeapEntry {
    var state: Int32
    var from: Int32
    var floor: Int32
    var exact: Bool
    var g: Double
    /// Position of `state` on `floor`, in metres.
    var point: Point
    /// Position of `from`, in metres.
    var via: Point
}

/// Per-query state of the multi-floor A* (see ``RoutingGraph/route(from:to:profile:scratch:)``).
struct RoutingSearchState {
    var heap = BinaryHeap<HeapEntry<Int32>>()
    /// Best cost and parent per state (anchor × 2 arrival modes, then start, then goal).
    var costs = StampedCosts()
    /// Heap payloads (``RouteHeapEntry``), in push order.
    var entries: [RouteHeapEntry] = []
    /// Components of the start's and the goal's floors that contain them.
    var startComponents: [Int32] = []
    var goalComponents: [Int32] = []
    /// Exact walks from the start and from the goal to the anchors of their floors, when those floors
    /// have a ``FloorWalkTable`` (`startTabled`, `goalTabled`).
    var startWalks = PointWalks()
    var goalWalks = PointWalks()
    var startTabled = false
    var goalTabled = false
    /// When the goal's floor has a ``FloorCornerGraph``: per node of it, the exact distance to the goal when
    /// the goal sees it directly (∞ otherwise; `goalTouched` lists the finite entries, reset per query).
    var goalCornered = false
    var goalNode: [Double] = []
    var goalTouched: [Int32] = []
    /// Sweep buffers for the start and goal on a floor with a corner graph.
    var sweepTargets: [Point] = []
    var sweepTurns: [(vertex: Int32, distance: Double)] = []
    var sweepSeen: [Double] = []
    /// The bounds of the current query's heuristic (``RouteLowerBound``).
    var floors = FloorBound()
    var cells = CellGateBound()
    var landmarks = LandmarkBound()
    /// Paths of the lazily evaluated walking edges of the current query, by `from << 32 | to` state.
    var lazyPaths: [Int64: [Point]] = [:]
    /// The tables of the query's profile (kept between queries with the last profiles asked).
    var tables = RouteCostModel()
    /// The current query's ends (snapped) and its special states: the start `2·anchors`, the goal
    /// `2·anchors + 1`, the first corner state `2·anchors + 2`.
    var start = RoutePoint(floor: 0, point: Point(x: 0, y: 0))
    var goal = RoutePoint(floor: 0, point: Point(x: 0, y: 0))
    /// The known ends (``KnownEnds``) the start and the goal are, if any.
    var startKnown: Int?
    var goalKnown: Int?
    var startState = 0
    var goalState = 0
    var cornerStates = 0

    /// Position of the state being expanded (the `via` of every push it makes), in metres.
    var expanding = Point(x: 0, y: 0)

    /// Where the search's cache warm-ups leave their sum (read by nothing: it keeps the loads).
    var warmSink: UInt64 = 0

    /// Starts a query from `start` to `goal` (the known ends they are, if any) over a graph of `anchorCount`
    /// anchors and `cornerStateCount` corner states.
    mutating func reset(
        from start: (RoutePoint, known: Int?), to goal: (RoutePoint, known: Int?), anchorCount a: Int, cornerStateCount: Int
    ) {
        (self.start, startKnown) = start
        (self.goal, goalKnown) = goal
        startState = 2 * a
        goalState = 2 * a + 1
        cornerStates = 2 * a + 2
        costs.reset(count: 2 * a + 2 + cornerStateCount)
        heap.removeAll()
        entries.removeAll(keepingCapacity: true)
        lazyPaths.removeAll(keepingCapacity: true)
    }

    @inline(__always) func cost(_ s: Int) -> Double { costs.cost(s) }

    @inline(__always) mutating func set(_ s: Int, cost: Double, parent p: Int32) { costs.set(s, cost: cost, parent: p) }
}
