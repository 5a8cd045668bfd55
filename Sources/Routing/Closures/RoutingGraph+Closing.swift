import IndoorGeometry

/// Closed cuts (same-floor doors closed for a query): the graph as a query closing them sees it.
extension RoutingGraph {
    /// Whether `id` names a cut (``FloorFreeSpace/cuts``) that a query can close.
    public func isClosableCut(_ id: String) -> Bool { cutsById[id] != nil }

    /// Key of cut `cut` of floor `floor` in ``closedCuts``.
    @inline(__always) static func cutKey(_ floor: Int, _ cut: Int) -> Int64 { Int64(floor) << 32 | Int64(cut) }

    /// The graph as queries closing `ids` see it (``RoutingProfile/closedConnections``): the meshes of the
    /// floors with closed cuts (``FloorFreeSpace/cuts``) get those edges as walls and their connected
    /// components recomputed (``NavigationMesh/closing(cuts:)``), the anchors there take the new
    /// components, and those floors' anchor-to-anchor walks are evaluated lazily (the precomputed ones may
    /// cross a closed cut). Everything else is shared with this graph: a per-query view, O(polygons of the
    /// affected floors), nothing rebuilt. Ids naming no cut (connections) are left to the profile.
    ///
    /// Every query taking a profile applies its closures itself (``route(from:to:profile:scratch:)``,
    /// ``costs(from:to:profile:maxCost:scratch:)``, ``nearest(from:to:profile:scratch:)``); build the view
    /// once to share it between many queries with the same closures, and to prepare ``RouteTargets`` for
    /// them (targets prepared under other closures are prepared again, without a distance table, per query).
    /// The pieces of free space (``part(of:snapDistance:)``, ``reachableParts(from:profile:forward:)``) are
    /// those of the graph they are asked of: ask the view.
    ///
    /// - Returns: this graph when it already has exactly these cuts closed (no cut named: the graph as built).
    public func closing(_ ids: Set<String>) -> RoutingGraph { closedView(ids) ?? self }

    /// ``closing(_:)``, or `nil` when this graph already has exactly the cuts that `ids` name closed.
    func closedView(_ ids: Set<String>) -> RoutingGraph? {
        var perFloor: [Int: [Int]] = [:]
        var keys = Set<Int64>()
        if !cutsById.isEmpty {
            for id in ids {
                for (f, c) in cutsById[id] ?? [] where keys.insert(Self.cutKey(f, c)).inserted { perFloor[f, default: []].append(c) }
            }
        }
        guard keys != closedCuts else { return nil }
        var view = self
        view.meshes = openMeshes
        view.anchors = openAnchors
        view.lazyWalks = openLazyWalks
        view.walkTables = openWalkTables
        view.cornerGraphs = openCornerGraphs
        view.closedCuts = keys
        for (f, cuts) in perFloor {
            let mesh = openMeshes[f].closing(cuts: cuts)
            view.meshes[f] = mesh
            // The floor's walk table and anchor-to-anchor walks hold distances on the open mesh, which may
            // cross a closed cut: the view evaluates that floor's walks lazily, on the closed mesh.
            view.lazyWalks[f] = true
            view.walkTables[f] = nil
            view.cornerGraphs[f] = nil
            for id in anchorsByFloor[f] {
                // The polygon a route start there is located in (as the build located the snapped anchor).
                if let poly = mesh.locate(view.anchors[Int(id)].point) { view.anchors[Int(id)].component = mesh.component[poly] }
            }
        }
        return view
    }

    /// Whether a query with `profile` must run on another view of this graph (``closing(_:)``).
    @inline(__always) func needsView(_ profile: RoutingProfile) -> Bool {
        !(profile.closedConnections.isEmpty && closedCuts.isEmpty) && !cutsById.isEmpty
    }
}
