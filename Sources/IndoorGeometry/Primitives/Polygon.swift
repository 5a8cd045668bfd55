/// A polygon on the local plane (metres): one shell and any number of holes.
///
/// Construction checks each ring's own invariants (see ``Ring``). Whether holes lie inside the shell and
/// rings do not cross is a validity question answered by validation, not enforced here, because real
/// exports contain such polygons and we must be able to hold and report them.
public struct Polygon: Hashable, Sendable {
    public let shell: Ring
    public let holes: [Ring]

    public init(shell: Ring, holes: [Ring] = []) {
        self.shell = shell
        self.holes = holes
    }

    /// Builds a polygon from GeoJSON-style rings: the first is the shell, the rest are holes.
    /// - Throws: ``GeometryError`` if there is no ring or a ring is invalid.
    public init(rings: [[Point]]) throws(GeometryError) {
        guard let first = rings.first else { throw .tooFewRingPositions(count: 0) }
        shell = try Ring(points: first)
        var hs: [Ring] = []
        hs.reserveCapacity(rings.count - 1)
        for r in rings.dropFirst() { hs.append(try Ring(points: r)) }
        holes = hs
    }

    /// All rings, shell first.
    public var rings: [Ring] { [shell] + holes }
    @inlinable public var boundingBox: BoundingBox { shell.boundingBox }
    /// Area in square metres: the shell minus the holes.
    public var area: Double { shell.area - holes.reduce(0) { $0 + $1.area } }
    /// Total number of edges over all rings.
    public var edgeCount: Int { holes.reduce(shell.edgeCount) { $0 + $1.edgeCount } }
}

/// Several polygons treated as one geometry (the result of a union or a buffer, an MVF MultiPolygon).
public struct MultiPolygon: Hashable, Sendable {
    public var polygons: [Polygon]

    public init(_ polygons: [Polygon] = []) { self.polygons = polygons }

    public var isEmpty: Bool { polygons.isEmpty }
    public var boundingBox: BoundingBox { polygons.reduce(.empty) { $0.union($1.boundingBox) } }
    public var area: Double { polygons.reduce(0) { $0 + $1.area } }
}
