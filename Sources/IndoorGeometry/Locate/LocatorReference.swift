extension Locator {
    /// The answer ``locate(_:floorIndex:maxDistance:)`` must give, by brute force: every space of the floor
    /// tested with the plain exact ``Polygon/locate(_:)``, ordered by the tie rule (interior before
    /// boundary, then smaller area, then id), and outside every space the nearest by exact
    /// ``Polygon/distance(to:)`` (ties: smaller venue index). No index, no grid: the oracle the tests and
    /// benchmarks compare the locator with, field by field.
    /// - Complexity: O(n) for the n space vertices of the floor.
    public static func referenceAnswer(_ p: Point, floorIndex: Int, in venue: Venue, maxDistance: Double = Locator.defaultMaxDistance) -> LocateResult {
        var interior: [Int] = []
        var boundary: [Int] = []
        var nearest: Int? = nil
        var distance = Double.infinity
        for (i, s) in venue.spaces.enumerated() where s.floorIndex == floorIndex && isSpace(s) {
            switch s.polygon.locate(p) {
            case .interior: interior.append(i)
            case .boundary: boundary.append(i)
            case .exterior:
                let d = s.polygon.distance(to: p)
                if d < distance { (nearest, distance) = (i, d) }
            }
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (venue.spaces[a].polygon.area, venue.spaces[b].polygon.area)
            return x != y ? x < y : venue.spaces[a].id < venue.spaces[b].id
        }
        let all = interior.sorted(by: before) + boundary.sorted(by: before)
        if let first = all.first {
            return LocateResult(
                status: interior.isEmpty ? .boundary : .inside, floorIndex: floorIndex, space: first, spaces: SpaceIndexList(all),
                isOnBoundary: !boundary.isEmpty, nearest: nil, distance: 0)
        }
        return LocateResult(
            status: nearest != nil && distance <= maxDistance ? .nearest : .none, floorIndex: floorIndex, space: nil,
            spaces: SpaceIndexList(), isOnBoundary: false, nearest: nearest, distance: distance)
    }
}
