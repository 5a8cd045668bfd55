/// A wall as drawn: a centre line and a total thickness.
public struct Wall: Hashable, Sendable {
    public var id: String
    public var floorIndex: Int
    /// Centre line, metres.
    public var line: Polyline
    /// Total thickness in metres (MVF `buffer` is a per-side offset: buffer 0.15 gives 0.30).
    public var thickness: Double
    /// Exterior walls (MVF `ExteriorWalls` style token) versus interior ones.
    public var isExterior: Bool

    public init(id: String, floorIndex: Int, line: Polyline, thickness: Double, isExterior: Bool = false) {
        self.id = id
        self.floorIndex = floorIndex
        self.line = line
        self.thickness = thickness
        self.isExterior = isExterior
    }
}

/// Something inside spaces that people walk around: a desk, a fixture, a nonwalkable polygon.
public struct Obstacle: Hashable, Sendable {
    public var id: String
    public var floorIndex: Int
    public var polygon: Polygon
    /// Source kind or category (`object`, `nonwalkable`, an IMDF fixture category…).
    public var kind: String

    public init(id: String, floorIndex: Int, polygon: Polygon, kind: String) {
        self.id = id
        self.floorIndex = floorIndex
        self.polygon = polygon
        self.kind = kind
    }
}
