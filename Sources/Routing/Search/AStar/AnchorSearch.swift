import IndoorGeometry

/// The state of a search over the graph's anchor states (the route A*'s ``RoutingSearchState``, the one-to-many
/// search's ``RoutingManyState``): what the steps both take through the graph read and write.
///
/// Anchor `a` has two states: `2a`, arrived on foot and about to enter its connection, and `2a + 1`, arrived
/// through the connection and about to walk. The shared steps (``RoutingGraphReader/enterConnection(_:from:anchor:g:walked:)``,
/// ``RoutingGraphReader/walkOn(_:from:anchor:floor:point:g:walked:profile:)``) are generic over the state and
/// its search (``Query``) and specialised for each: no existential, no dynamic dispatch in the loop.
protocol AnchorSearch {
    /// The search whose state this is (``RouteSearch``, ``ManySearch``).
    associatedtype Query: RoutingGraphReader
    /// The query's cost model (anchor usability, connection cost terms, re-entry).
    var tables: RouteCostModel { get }
    /// Where cache warm-ups leave their sum (read by nothing: it keeps the loads).
    var warmSink: UInt64 { get set }
    /// Reads the cold lines that reaching `state` will read and returns a value of them (see ``warmSink``).
    func touch(_ state: Int) -> UInt64
    /// Whether the piece of free space `component` of `floor` holds a goal of the query (a dead-end
    /// entrance is worth taking only towards one).
    func holdsGoal(floor: Int, component: Int32) -> Bool
    /// Reaches `state` from `from` at exact cost `g` (metres walked so far `walked`; `at`: its position when
    /// known), unless it is already reached at most as cheaply.
    mutating func reach(_ query: Query, _ state: Int, from: Int, g: Double, walked: Double, at: (floor: Int, point: Point))
    mutating func reach(_ query: Query, _ state: Int, from: Int, g: Double, walked: Double)
    /// Pushes `state` with `g` a lower bound of its cost from `from` (a lazy walk: its exact length when popped).
    mutating func reachLazily(_ query: Query, _ state: Int, from: Int, g: Double, walked: Double)
}

extension RoutingGraphReader {
    /// Whether entering at `b` can lead anywhere: not when every exit is a dead end without a goal.
    @inline(__always)
    func worthEntering<S: AnchorSearch>(_ search: inout S, _ b: Int) -> Bool where S.Query == Self {
        guard leadsOnlyToDeadEnds[b] else { return true }
        for x in transitions[b] {
            let exit = anchors[Int(x)]
            if search.holdsGoal(floor: exit.floor, component: component(Int(x))) { return true }
        }
        return false
    }

    /// On foot at entrance `anchor` (state `state`, cost `g`): through the connection to each usable exit, at
    /// the cost the profile's terms give.
    func enterConnection<S: AnchorSearch>(_ search: inout S, from state: Int, anchor: Int, g: Double, walked: Double) where S.Query == Self {
        let here = anchors[anchor]
        let terms = search.tables.connectionTerms[here.connection]
        let exits = Int(here.exits.lowerBound) ..< Int(here.exits.upperBound)
        var warm: UInt64 = 0
        for x in exits { warm &+= search.touch(2 * Int(transitionExits[x].anchor) + 1) }
        search.warmSink &+= warm
        for x in exits {
            let exit = transitionExits[x]
            let b = Int(exit.anchor)
            guard search.tables.anchorUsable[b] else { continue }
            let exitFloor = Int(exit.floor)
            let df = floorsCrossed(here.floor, exitFloor)
            let span = exitFloor == here.floor ? exit.point.distance(to: here.point) : 0
            search.reach(self, 2 * b + 1, from: state, g: g + terms.metres(deltaFloors: df, span: span), walked: walked, at: (exitFloor, exit.point))
        }
    }

    /// Arrived through the connection at exit `anchor` (state `state`, at `p` on `floor`, cost `g`) on a floor
    /// without a corner graph: re-entering there when that can pay, and walking to the floor's usable entrances
    /// of its piece of free space (exact from the precomputed walks, or lazily on a floor whose walks are not
    /// precomputed).
    func walkOn<S: AnchorSearch>(
        _ search: inout S, from state: Int, anchor from: Int, floor: Int, point p: Point, g: Double, walked: Double, profile: RoutingProfile
    ) where S.Query == Self {
        if search.tables.reentryPays[from] {
            search.reach(self, 2 * from, from: state, g: g, walked: walked)
        }
        if isLazy(floor) {
            // Many anchors on this floor: straight-line bounds now, exact walks when popped.
            let fromComponent = component(from)
            for id in anchorsByFloor[floor] {
                let b = Int(id)
                let target = anchors[b]
                guard b != from, target.canEnter, component(b) == fromComponent, search.tables.anchorUsable[b], worthEntering(&search, b)
                else { continue }
                search.reachLazily(self, 2 * b, from: state, g: g + p.distance(to: target.point), walked: walked)
            }
        } else {
            var warm: UInt64 = 0
            for (id, _) in walks[from] { warm &+= search.touch(2 * Int(id)) }
            search.warmSink &+= warm
            for (id, d) in walks[from] {
                guard search.tables.anchorUsable[Int(id)], worthEntering(&search, Int(id)) else { continue }
                search.reach(self, 2 * Int(id), from: state, g: g + d, walked: walked + d)
            }
        }
    }
}
