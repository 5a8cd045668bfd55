extension Locator {
    /// The answer ``locate(_:floorIndex:maxDistance:)`` must give, by brute force: every space of the floor
    /// tested with the plain exact ``Polygon/locate(_:)``, ordered by the tie rule (interior before
    /// boundary, then smaller area, then id), and outside every space the nearest by exact
    /// ``Polygon/distance(to:)`` (ties: smaller venue index), named only within `maxDistance`; beyond it,
    /// `.outside` when every floor's outline excludes the point (plain ``Polygon/locate(_:)``; a floor
    /// without an outline: the box of its spaces grown by `maxDistance`), else `.none`. No index, no grid:
    /// the oracle the tests and benchmarks compare the locator with, field by field.
    /// - Complexity: O(n) for the n space vertices of the floor, plus the venue's outline vertices for a
    ///   point beyond `maxDistance`.
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
        if nearest != nil && distance <= maxDistance {
            return LocateResult(
                status: .nearest, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false, nearest: nearest,
                distance: distance)
        }
        var inVenue = false
        for (f, floor) in venue.floors.enumerated() {
            if let outline = floor.outline {
                if outline.polygons.contains(where: { $0.locate(p) != .exterior }) { inVenue = true }
            } else {
                let box = venue.spaces.filter { $0.floorIndex == f && isSpace($0) }.reduce(BoundingBox.empty) { $0.union($1.polygon.boundingBox) }
                if !box.isEmpty && box.distance(to: p) <= maxDistance { inVenue = true }
            }
        }
        return LocateResult(
            status: inVenue ? .none : .outside, floorIndex: floorIndex, space: nil, spaces: SpaceIndexList(), isOnBoundary: false, nearest: nil,
            distance: distance)
    }
}
