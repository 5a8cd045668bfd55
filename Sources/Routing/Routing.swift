import IndoorGeometry

/// Namespace of the routing library (walkable-space graph, A*, profiles). See the README.
///
/// Design (Recast/Detour split: build once, query with a per-query filter):
/// - ``NavigationMesh``: per floor, the free space is ear-clipped (exact orientation, no T-junctions),
///   merged into convex polygons (Hertel–Mehlhorn), and indexed by a uniform grid.
/// - Exact any-angle paths on a floor: Polyanya over the convex polygons, with dead-end pruning over
///   the bridges of the polygon adjacency graph. Merged convex polygons expand an order of magnitude
///   fewer search nodes per query than triangles (`routing.route.same-floor` measures it). A visibility
///   graph was not built: it needs a visibility test per pair of corner vertices at build time, quadratic
///   in a floor's corners, and a visibility sweep per query, where Polyanya needs no precomputation.
/// - ``RoutingGraph``: connections' anchors located on the meshes, exact walking distances from each
///   exit anchor to the entrances of its component precomputed; a query is an A* over (anchor, arrival
///   mode) states with lazy, bounded Polyanya evaluations of the walks from the start and to the goal,
///   a heuristic that stays admissible when connections cost less than the distance they span, and
///   dead-end pruning of entrances that only lead into rooms without the goal (doors as connections).
/// - ``RoutingProfile``: accessible / avoided types / non-public / cost model, applied per query only.
public enum RoutingLibrary {
    /// The library version, printed by `indoor --version`.
    public static let version = "0.1.0"
}
