import IndoorGeometry

/// Read access to a ``RoutingGraph`` (the built data under a query's ``ClosureOverlay``) for the types that
/// search it: the graph itself, ``RouteSearch`` and ``ManySearch``. Every accessor is the data's field, or,
/// for what a closure changes (meshes, walk modes, walk tables, corner graphs, anchor components), the
/// overlay's entry on the floors it closes; a query closing nothing pays one emptiness check per read.
///
/// Conforming types are concrete structs: these extension methods are statically dispatched and inlined
/// (no existential, no witness table in the search loop).
protocol RoutingGraphReader {
    /// The graph searched.
    var graph: RoutingGraph { get }
}

extension RoutingGraphReader {
    @inline(__always) var data: RoutingData { graph.data }
    @inline(__always) var overlay: ClosureOverlay { graph.overlay }
    @inline(__always) var anchors: [RoutingData.Anchor] { graph.data.anchors }
    @inline(__always) var anchorsByFloor: [[Int32]] { graph.data.anchorsByFloor }
    @inline(__always) var anchorPoints: [[Point]] { graph.data.anchorPoints }
    @inline(__always) var walks: [[(anchor: Int32, distance: Double)]] { graph.data.walks }
    @inline(__always) var transitions: [[Int32]] { graph.data.transitions }
    @inline(__always) var transitionExits: [RoutingData.TransitionExit] { graph.data.transitionExits }
    @inline(__always) var leadsOnlyToDeadEnds: [Bool] { graph.data.leadsOnlyToDeadEnds }
    @inline(__always) var connections: [Connection] { graph.data.connections }
    @inline(__always) var cornerStateBase: [Int] { graph.data.cornerStateBase }
    @inline(__always) var cornerStateCount: Int { graph.data.cornerStateCount }
    @inline(__always) var cornerStateFloor: [Int32] { graph.data.cornerStateFloor }
    @inline(__always) var cornerStatePoint: [Point] { graph.data.cornerStatePoint }
    @inline(__always) var landmarks: RoutingLandmarks? { graph.data.landmarks }
    @inline(__always) var cellBounds: RoutingCellBounds? { graph.data.cellBounds }
    @inline(__always) var token: RoutingGraphToken { graph.data.token }
    /// Number of floors.
    @inline(__always) var floorCount: Int { graph.data.meshes.count }
    /// The cuts the query closes (``ClosureOverlay/cuts``).
    @inline(__always) var closedCuts: Set<Int64> { graph.overlay.cuts }

    /// Floors crossed going from floor `a` to floor `b` (``RoutingData/floorsCrossed(_:_:)``).
    @inline(__always) func floorsCrossed(_ a: Int, _ b: Int) -> Int { graph.data.floorsCrossed(a, b) }

    /// Floor `f`'s mesh as the query sees it: with its closed cuts as walls.
    @inline(__always) func mesh(_ f: Int) -> NavigationMesh {
        let closed = graph.overlay.meshes
        if !closed.isEmpty, let m = closed[f] { return m }
        return graph.data.meshes[f]
    }

    /// Whether floor `f`'s anchor-to-anchor walks are evaluated during the search: a lazy floor of the data,
    /// or a floor with closed cuts (its precomputed walks may cross one).
    @inline(__always) func isLazy(_ f: Int) -> Bool { graph.data.lazyWalks[f] || graph.overlay.closes(floor: f) }

    /// Floor `f`'s walk table, nil on a floor with closed cuts (it holds open-mesh distances).
    @inline(__always) func walkTable(_ f: Int) -> FloorWalkTable? { graph.overlay.closes(floor: f) ? nil : graph.data.walkTables[f] }

    /// Fills `walks` with the walks from `p` on floor `f` to the floor's anchors, read off `table` (the floor's
    /// walk table as the query sees it): the build's when `p` is known end `known` (``KnownEnds``, as
    /// ``snapped(_:floor:within:)`` found it), else one sweep.
    @inline(__always)
    func fillWalks(_ walks: inout PointWalks, _ polyanya: PolyanyaSearch, floor f: Int, from p: Point, known: Int?, table: FloorWalkTable) {
        if let k = known {
            walks.load(graph.data.knownEnds, end: k)
        } else {
            polyanya.fill(&walks, from: p, mesh: mesh(f), table: table, anchorPoints: graph.data.anchorPoints[f])
        }
    }

    /// `p` snapped onto floor `f`'s free space within `limit` metres (``NavigationMesh/snap(_:within:)``), and
    /// the known end (``KnownEnds``) the snapped point is, if any: a known end lies in the mesh and stays where
    /// it is, without a search. The one lookup of a query's end; the steps after it take `known`.
    @inline(__always)
    func snapped(_ p: Point, floor f: Int, within limit: Double) -> (point: Point, known: Int?)? {
        let ends = graph.data.knownEnds
        if let k = ends.index(floor: f, point: p) { return (p, k) }
        guard let (q, _) = mesh(f).snap(p, within: limit) else { return nil }
        return (q, q == p ? nil : ends.index(floor: f, point: q))
    }

    /// Appends to `components` (once each) the mesh components (as the query sees them) of the polygons holding
    /// `p` on floor `f`: known end `known`'s stored polygons, else located now.
    @inline(__always)
    func appendComponents(of p: Point, floor f: Int, known: Int?, to components: inout [Int32], scratch located: inout [Int32]) {
        located.removeAll(keepingCapacity: true)
        let ends = graph.data.knownEnds
        if let k = known {
            located.append(contentsOf: ends.polygons.items[Int(ends.polygons.start[k]) ..< Int(ends.polygons.start[k + 1])])
        } else {
            mesh(f).locateAll(p, into: &located)
        }
        let m = mesh(f)
        for poly in located where !components.contains(m.component[Int(poly)]) { components.append(m.component[Int(poly)]) }
    }

    /// Floor `f`'s corner graph, nil on a floor with closed cuts (it holds the open mesh's visibility).
    @inline(__always) func cornerGraph(_ f: Int) -> FloorCornerGraph? { graph.overlay.closes(floor: f) ? nil : graph.data.cornerGraphs[f] }

    /// The mesh component of anchor `a` as the query sees it (on its floor's closed mesh when it has one).
    @inline(__always) func component(_ a: Int) -> Int32 {
        let anchor = graph.data.anchors[a]
        if graph.overlay.closes(floor: anchor.floor) { return graph.overlay.components[anchor.floor][anchor.slot] }
        return anchor.component
    }
}
