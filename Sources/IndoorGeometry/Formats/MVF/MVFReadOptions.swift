/// Options of ``MVFReader``.
public struct MVFReadOptions: Hashable, Sendable {
    /// Whether to decode the bundle's own walk graph (`nodes/<floorId>.geojson`, the bulk of a
    /// bundle's bytes) into ``MVFBundle/nodeGraph``. Default `false`: the venue model does not need it, and it
    /// dominates load time. It can also be read later with ``MVFReader/readNodeGraph(_:venue:)``.
    public var includeNodeGraph: Bool

    /// - Parameter includeNodeGraph: decode `nodes/` too (default `false`).
    public init(includeNodeGraph: Bool = false) {
        self.includeNodeGraph = includeNodeGraph
    }
}

/// A decoded MVF bundle: the format-independent ``Venue`` plus the MVF-only data kept for comparisons.
public struct MVFBundle: Sendable {
    /// The venue model.
    public var venue: Venue
    /// The bundle's own node graph, when ``MVFReadOptions/includeNodeGraph`` was set and `nodes/` exists.
    public var nodeGraph: MVFNodeGraph?

    /// - Parameters:
    ///   - venue: the venue model.
    ///   - nodeGraph: the decoded walk graph, if any.
    public init(venue: Venue, nodeGraph: MVFNodeGraph? = nil) {
        self.venue = venue
        self.nodeGraph = nodeGraph
    }
}
