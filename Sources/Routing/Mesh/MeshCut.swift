import IndoorGeometry

/// A segment across the free space to make a mesh edge (a same-floor door's span), so that a query can
/// close it by its ``id`` without rebuilding anything.
///
/// The segment's line is clipped to the free space around its midpoint: the cut runs from free-space
/// boundary to free-space boundary across the neck (its ends are inserted into the boundary), and it
/// splits the free space there (or bridges two of its rings). Pieces on both sides of a cut stay
/// adjacent in the mesh; closing the cut turns its mesh edges into walls for one query.
public struct MeshCut: Hashable, Sendable {
    public var id: String
    public var from: Point
    public var to: Point

    public init(id: String, from: Point, to: Point) {
        self.id = id
        self.from = from
        self.to = to
    }
}
