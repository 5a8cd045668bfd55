import IndoorGeometry

/// A lower bound of the cost from a state of the route A* to its goal: the interface of the heuristic's
/// parts (``FloorBound``, ``CellGateBound``, ``LandmarkBound``).
///
/// Each bound is prepared once per query toward the goal and then asked for every push; the search takes
/// the largest of the bounds that hold for the query. Every bound is admissible (never above the cost of the
/// cheapest route from the state) for every profile. Conforming types are value types kept in the search
/// state and called through their concrete types: the search is specialised on each, with no existential
/// and no class property read in its loop.
protocol RouteLowerBound {
    /// A lower bound, in walking-metre equivalents, of the cost from `state` (on `floor`, at `point` in
    /// metres) to the goal; ∞ when the goal cannot be reached from there.
    mutating func bound(_ state: Int, floor: Int, point: Point) -> Double
}
