import IndoorGeometry

/// Per-query state of the one-to-many search (see ``RoutingGraph/costs(from:to:profile:maxCost:scratch:)``).
struct RoutingManyState {
    /// One push: the state reached, where from, its cost (a lower bound when not `exact`) and metres walked.
    struct Entry {
        var state: Int32
        var from: Int32
        var g: Double
        var walked: Double
        var exact: Bool
    }

    var heap = BinaryHeap<HeapEntry<Int32>>()
    /// Best cost and parent per state (anchor × 2 arrival modes, the start, then the targets).
    var costs = StampedCosts()
    /// Walked metres per state (valid for reached states).
    var walkedMetres: [Double] = []
    var entries: [Entry] = []
    var targetSettled: [Bool] = []
    /// Exact walks from the start to its floor's anchors when the floor has a ``FloorWalkTable``.
    var startWalks = PointWalks()
    /// Exact walks from the start to its floor's targets when ``RouteTargets/floorTables`` has that floor.
    var targetWalks = PointWalks()
    /// Cheapest target cost found so far (prunes the nearest-of search).
    var bestTarget = Double.infinity
    /// The tables of the query's profile (kept between queries with the last profiles asked).
    var tables = RouteCostModel()
    /// The nearest-of search's bound (off for costs).
    var bound = NearestTargetBound()
    /// The query: its start (snapped) and start state (`2·anchors`; target `k` is `2·anchors + 1 + k`), whether
    /// it stops at the nearest target, its cost limit, the components holding the start, the pieces of free
    /// space holding a target (``RouteTargets/parts``) and the targets' snapped points.
    var start = RoutePoint(floor: 0, point: Point(x: 0, y: 0))
    /// The known end (``KnownEnds``) the start is, if any.
    var startKnown: Int?
    var startState = 0
    var nearest = false
    var maxCost = Double.infinity
    var startComponents: [Int32] = []
    var targetParts: Set<Int64> = []
    var targetPoints: [Point] = []
    var warmSink: UInt64 = 0

    /// Starts a query from `start` (the known end it is, if any) to `targets` on a graph of `anchorCount` anchors.
    mutating func reset(from start: (RoutePoint, known: Int?), targets: RouteTargets, anchorCount a: Int, maxCost: Double, nearest: Bool) {
        let m = targets.points.count
        let count = 2 * a + 1 + m
        (self.start, startKnown) = start
        startState = 2 * a
        self.nearest = nearest
        self.maxCost = maxCost
        startComponents.removeAll(keepingCapacity: true)
        targetParts = targets.parts
        targetPoints = targets.snappedPoints
        targetSettled.removeAll(keepingCapacity: true)
        targetSettled.append(contentsOf: repeatElement(false, count: m))
        costs.reset(count: count)
        if walkedMetres.count < count { walkedMetres = [Double](repeating: 0, count: count) }
        heap.removeAll()
        entries.removeAll(keepingCapacity: true)
        bestTarget = .infinity
    }

    @inline(__always) func cost(_ s: Int) -> Double { costs.cost(s) }
    @inline(__always) func walked(_ s: Int) -> Double { walkedMetres[s] }

    @inline(__always) mutating func set(_ s: Int, cost: Double, walked: Double, parent from: Int) {
        costs.set(s, cost: cost, parent: Int32(from))
        walkedMetres[s] = walked
    }
}

extension RoutingManyState: AnchorSearch {
    @inline(__always) func touch(_ state: Int) -> UInt64 { UInt64(costs.touch(state)) }

    @inline(__always) func holdsGoal(floor: Int, component: Int32) -> Bool {
        targetParts.contains(RouteTargets.key(floor, component))
    }

    @inline(__always) mutating func reach(_ query: ManySearch, _ state: Int, from: Int, g: Double, walked: Double, at: (floor: Int, point: Point)) {
        query.relaxMany(&self, state, from: from, g: g, walked: walked)
    }

    @inline(__always) mutating func reach(_ query: ManySearch, _ state: Int, from: Int, g: Double, walked: Double) {
        query.relaxMany(&self, state, from: from, g: g, walked: walked)
    }

    @inline(__always) mutating func reachLazily(_ query: ManySearch, _ state: Int, from: Int, g: Double, walked: Double) {
        query.pushMany(&self, state, from: from, g: g, walked: walked, exact: false)
    }
}
