/// The indices of a venue's features on each floor, gathered in one pass: what builds that visit every
/// floor (free space, walls, door cuts) read instead of filtering the whole venue once per floor, which
/// grows with floors × features (a 2,400-floor campus: 2,400 passes over 59,000 spaces).
public struct VenueFloorFeatures: Sendable {
    /// Per floor: indices into ``Venue/spaces``, ``Venue/walls``, ``Venue/doors`` and ``Venue/obstacles``
    /// of the features on it, in venue order.
    public let spaces: [[Int]]
    public let walls: [[Int]]
    public let doors: [[Int]]
    public let obstacles: [[Int]]

    /// Gathers `venue`'s features by floor; features naming a floor outside ``Venue/floors`` are left out.
    /// - Complexity: O(features + floors).
    public init(_ venue: Venue) {
        let n = venue.floors.count
        func byFloor(_ floorIndices: [Int]) -> [[Int]] {
            var out = [[Int]](repeating: [], count: n)
            for (i, f) in floorIndices.enumerated() where f >= 0 && f < n { out[f].append(i) }
            return out
        }
        spaces = byFloor(venue.spaces.map(\.floorIndex))
        walls = byFloor(venue.walls.map(\.floorIndex))
        doors = byFloor(venue.doors.map(\.floorIndex))
        obstacles = byFloor(venue.obstacles.map(\.floorIndex))
    }
}
