/// The walk graph an MVF bundle ships in `nodes/<floorId>.geojson`, kept as compact data for comparing
/// our own routing against the exporter's.
///
/// Nodes are numbered `0 ..< nodeCount`; edges are stored per source node in compressed-sparse-row form
/// (`edgeStart[n] ..< edgeStart[n + 1]`). Edges are directed as in the file. An edge's cost in the
/// source is its length plus ``edgeExtraCosts`` (opaque units of the export); an extra cost of
/// 2147483647 means blocked. Points are metres in the venue's projection.
public struct MVFNodeGraph: Sendable {
    /// Source node ids (`n_…`).
    public var nodeIDs: [String]
    /// Floor of each node (index into ``Venue/floors``).
    public var floorIndices: [Int32]
    /// Position of each node, metres.
    public var points: [Point]
    /// CSR offsets: the edges of node `n` are `edgeStart[n] ..< edgeStart[n + 1]`; `nodeCount + 1` entries.
    public var edgeStart: [Int32]
    /// Target node of each edge.
    public var edgeTargets: [Int32]
    /// Source `extraCost` of each edge (≥ 0).
    public var edgeExtraCosts: [Double]
    /// Access flags of each edge, decoded with the bundle's navigation-flag declarations.
    public var edgeFlags: [AccessFlags]
    /// CSR offsets into ``geometryRefs`` per node; `nodeCount + 1` entries.
    public var geometryStart: [Int32]
    /// Indices into ``geometryIDs``: the geometry each node references (rooms, hallways, door lines…).
    public var geometryRefs: [Int32]
    /// The distinct geometry ids referenced by nodes.
    public var geometryIDs: [String]
    /// Neighbour references to node ids that no node file defines (dropped, counted here).
    public var danglingNeighbourCount: Int

    /// Number of nodes.
    public var nodeCount: Int { nodeIDs.count }
    /// Number of directed edges.
    public var edgeCount: Int { edgeTargets.count }

    /// Edge indices leaving node `n`.
    /// - Precondition: `0 <= n < nodeCount`.
    public func edges(from n: Int) -> Range<Int> { Int(edgeStart[n]) ..< Int(edgeStart[n + 1]) }

    /// Geometry ids node `n` references.
    public func geometryIDs(of n: Int) -> [String] {
        (Int(geometryStart[n]) ..< Int(geometryStart[n + 1])).map { geometryIDs[Int(geometryRefs[$0])] }
    }

    /// Whether edge `e` carries MVF's blocked cost (INT32_MAX).
    public func isBlocked(edge e: Int) -> Bool { edgeExtraCosts[e] >= 2_147_483_647 }

    /// The nodes that reference each geometry id: where the source graph enters a room, a hallway or a
    /// door line (to route from a room, start at every node tagged with it).
    /// - Returns: geometry id → node indices in increasing order.
    /// - Complexity: O(nodes + references).
    public func nodesByGeometry() -> [String: [Int]] {
        var byIndex = [[Int]](repeating: [], count: geometryIDs.count)
        for n in 0 ..< nodeCount {
            for r in Int(geometryStart[n]) ..< Int(geometryStart[n + 1]) { byIndex[Int(geometryRefs[r])].append(n) }
        }
        var out: [String: [Int]] = [:]
        out.reserveCapacity(geometryIDs.count)
        for (i, id) in geometryIDs.enumerated() { out[id] = byIndex[i] }
        return out
    }
}
