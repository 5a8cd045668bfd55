import IndoorGeometry

extension RoutingGraph {
    /// The exact shortest walking path between two points of one floor, through its free space only
    /// (no connections).
    ///
    /// - Parameters:
    ///   - floor: floor index.
    ///   - start: start in metres; must lie in the free space (no snapping).
    ///   - goal: goal in metres; must lie in the free space.
    ///   - scratch: reusable search memory.
    /// - Returns: length in metres and the taut polyline (start, bend vertices, goal), or `nil` when an end
    ///   is outside the free space or no path exists.
    /// - Complexity: Polyanya; typically proportional to the polygons between the ends.
    public func walkingPath(floor: Int, from start: Point, to goal: Point, scratch: RoutingScratch) -> (length: Double, points: [Point])? {
        precondition(floor >= 0 && floor < meshes.count, "floor \(floor) out of range 0..<\(meshes.count)")
        return scratch.search.shortestPath(in: meshes[floor], from: start, to: goal)
    }
}
