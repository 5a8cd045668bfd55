/// The answer to "which space contains this point on this floor?".
public struct LocateResult: Hashable, Sendable {
    /// How the point relates to the floor's spaces.
    public enum Status: String, Hashable, Sendable {
        /// In the interior of the chosen space.
        case inside
        /// On the boundary of at least one containing space (a wall line, a door, a shared edge).
        case boundary
        /// In no space, but within the query's maximum distance of ``LocateResult/nearest``.
        case nearest
        /// In no space and farther than the maximum distance from every space of the floor (or the floor has
        /// none), but within the venue: inside some floor's outline.
        case none
        /// In no space, farther than the maximum distance from every space, and outside the venue: outside
        /// every floor's outline (a floor without an outline: farther than the maximum distance from the box
        /// of its spaces).
        case outside
    }

    public var status: Status
    /// The floor queried (index into ``Venue/floors``).
    public var floorIndex: Int
    /// The chosen space (index into ``Venue/spaces``): the first of ``spaces``; `nil` when in no space.
    public var space: Int?
    /// Every space whose closure contains the point, ordered by the tie rule of ``Locator``.
    public var spaces: SpaceIndexList
    /// Whether the point lies on the boundary of any space in ``spaces``.
    public var isOnBoundary: Bool
    /// For `.nearest`: the nearest space, within the maximum distance. `nil` otherwise: beyond the maximum
    /// distance there is no nearest space (`.none`, `.outside`).
    public var nearest: Int?
    /// 0 when inside or on a boundary; otherwise the distance in metres to the nearest space's boundary,
    /// also beyond the maximum distance, where that space is not named (`.infinity` when the floor has no
    /// space).
    public var distance: Double

    /// An answer from its parts (for oracles, tests and callers that compose answers).
    public init(status: Status, floorIndex: Int, space: Int?, spaces: SpaceIndexList, isOnBoundary: Bool, nearest: Int?, distance: Double) {
        (self.status, self.floorIndex, self.space, self.spaces, self.isOnBoundary, self.nearest, self.distance) = (
            status, floorIndex, space, spaces, isOnBoundary, nearest, distance
        )
    }
}
