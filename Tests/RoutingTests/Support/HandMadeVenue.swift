import IndoorGeometry

/// Small IMDF-style venues built by hand in metres (one building, origin 30° E, 60° N): the boundaries of
/// enclosed units are 0.1 m walls as the IMDF reader makes them, walkways are open to each other, and an
/// opening is a door on the shared edge of the units it joins.
enum HandMadeVenue {
    /// An empty venue with one building of `floors` floors ("Level 0", "Level 1", …, ordinals 0, 1, …).
    static func venue(floors: Int = 1) -> Venue {
        var v = VenueRestrictionTests.venue()
        v.spaceBoundaryWallThickness = 0.1
        v.buildings = [Building(id: "b", name: "Hall", floorIndices: Array(0 ..< floors))]
        v.floors = (0 ..< floors).map { Floor(id: "L\($0)", name: "Level \($0)", ordinal: $0, buildingIndex: 0) }
        return v
    }

    /// A unit of `category` over the rectangle (x0, y0)–(x1, y1): walled unless its category is an open one
    /// (walkway, lobby, …), as the IMDF reader decides.
    static func unit(
        _ id: String, floor: Int = 0, _ category: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, name: String? = nil
    ) -> Space {
        let routing = IMDFCategories.routing(category: category, restriction: nil)
        let walkable = routing != .notWalkable
        let vertical: ConnectionType? = if case let .vertical(t) = routing { t } else { nil }
        return Space(
            id: id, floorIndex: floor, kind: .unit, category: category, polygon: VenueRestrictionTests.rect(x0, y0, x1, y1), names: [name ?? id],
            isWalkable: walkable, verticalType: vertical, isHitTestable: !IMDFCategories.nonLocatableUnitCategories.contains(category),
            boundaryIsWall: walkable && !IMDFCategories.openUnitCategories.contains(category),
            isVoid: IMDFCategories.voidUnitCategories.contains(category))
    }

    /// An opening from `a` to `b` on floor `floor`, joining the spaces at `spaces` (indices).
    static func opening(_ id: String, floor: Int = 0, _ a: (Double, Double), _ b: (Double, Double), spaces: [Int]) -> Door {
        let mid = Point(x: (a.0 + b.0) / 2, y: (a.1 + b.1) / 2)
        return Door(
            id: id, floorIndex: floor, line: VenueRestrictionTests.line(a, b), spaceIndices: spaces, anchors: [ConnectionAnchor(floorIndex: floor, point: mid)])
    }
}
