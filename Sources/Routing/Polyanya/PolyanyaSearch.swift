import IndoorGeometry

/// Exact any-angle shortest paths on one ``NavigationMesh``: Polyanya (Cui, Harabor, Grastien,
/// "Compromise-free Pathfinding on a Navigation Mesh", IJCAI 2017) on its convex polygons.
///
/// A search node is a root (the start or a corner vertex, with its exact distance `g` from the start)
/// plus an interval of a mesh edge visible from the root, and the polygon beyond. Expanding it projects
/// the interval through the polygon: the part of the far edges visible through the interval keeps the
/// root ("observable" successors); the parts hidden behind an interval end that is a corner vertex get
/// that vertex as new root ("non-observable"). A vertex root that lies on its own interval (after turning
/// around it) sweeps the polygon fan around itself. The heuristic is the length of the shortest path
/// from the root through the interval to the target (the target reflected across the interval's line
/// when it lies on the root's side), so the first target node popped is optimal. Pruning: root-level
/// (a node whose root was already reached strictly more cheaply is dropped; equal costs are kept, since
/// two equally short paths may turn around a vertex on different sides), dead ends (never cross a
/// bridge of the mesh's dual graph towards a side without a target, see ``NavigationMeshDeadEnds``),
/// and a ray grazing a corner turns around it once, in the polygon where the ray enters the fan.
/// Orientation tests are exact (``Orientation``); interval ends on rays are rounded intersections, but a
/// ray through a vertex yields exactly that vertex, which keeps the corner tests exact.
///
/// ``PolyanyaSearch`` is the reusable per-query scratch (node pool, heap, stamped per-vertex and
/// per-polygon arrays): one instance serves any number of queries on any meshes, one query at a time.
/// Not thread-safe. The algorithm itself lives in the value type ``PolyanyaCore``, so that its hot loop
/// touches no class properties (each such access costs a dynamic exclusivity check, a large share of a
/// same-floor query's time).
final class PolyanyaSearch {
    private var core = PolyanyaCore()

    init() {}

    /// Runs `body` on the core moved out of the class (no copy, no exclusivity checks inside).
    @inline(__always)
    func withCore<R>(_ body: (inout PolyanyaCore) -> R) -> R {
        var c = PolyanyaCore()
        swap(&c, &core)
        defer { swap(&c, &core) }
        return body(&c)
    }

    /// See ``PolyanyaCore/shortestPath(in:from:to:)``.
    func shortestPath(
        in mesh: NavigationMesh, from start: Point, to goal: Point,
        bound: Double = .infinity
    ) -> (length: Double, points: [Point])? {
        withCore { $0.shortestPath(in: mesh, from: start, to: goal, bound: bound) }
    }

    /// See ``PolyanyaCore/distance(in:from:to:)``.
    func distance(in mesh: NavigationMesh, from start: Point, to goal: Point) -> Double {
        withCore { $0.distance(in: mesh, from: start, to: goal) }
    }

    /// See ``PolyanyaCore/distances(in:from:to:)``.
    func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point], bound: Double = .infinity) -> [Double] {
        withCore { $0.distances(in: mesh, from: start, to: targets, bound: bound) }
    }

    /// See ``PolyanyaCore/distances(in:from:to:bounds:)``.
    func distances(in mesh: NavigationMesh, from start: Point, to targets: [Point], bounds: [Double]) -> [Double] {
        withCore { $0.distances(in: mesh, from: start, to: targets, bounds: bounds) }
    }

    /// The visible region of `p` (``PolyanyaCore/Mode/firstTurns``): the corners where a path from `p` can
    /// first turn, with their distances, into `turns`; per target, its distance when `p` sees it directly
    /// (∞ otherwise), into `seen`.
    func firstTurns(
        in mesh: NavigationMesh, from p: Point, targets: [Point], targetPolygons: FlatLists<Int32>? = nil,
        turns: inout [(vertex: Int32, distance: Double)], seen: inout [Double]
    ) {
        withCore { $0.sweepFirstTurns(mesh, from: p, targets: targets, targetPolygons: targetPolygons, turns: &turns, seen: &seen) }
    }

    /// Nodes expanded by the last search.
    var expanded: Int { core.expanded }
    /// Nodes created by the last search.
    var nodeCount: Int { core.nodes.count }
}
