/// Decoding of `nodes/<floorId>.geojson` into ``MVFNodeGraph``.
extension MVFReader {
    /// Reads the bundle's node graph for an already-read venue (whose floors and projection it uses).
    ///
    /// Node files are decoded straight from their bytes (``MVFNodeFileDecoder``, no JSON tree) because
    /// they are the bulk of a bundle's bytes. Neighbours naming unknown node ids are dropped and counted in
    /// ``MVFNodeGraph/danglingNeighbourCount``.
    /// - Parameters:
    ///   - source: the bundle.
    ///   - venue: the venue read from the same bundle.
    /// - Returns: the graph, or `nil` when the bundle has no `nodes/` files.
    /// - Throws: ``FormatError`` for invalid JSON, wrong types, out-of-range coordinates, negative costs.
    /// - Complexity: O(size of the node files).
    public static func readNodeGraph(_ source: VenueSource, venue: Venue) throws(FormatError) -> MVFNodeGraph? {
        var flagFile: MVFNavigationFlags = .undeclared
        var ignored: [VenueWarning] = []
        if let (file, v) = try MVFFile.load("navigationFlags.json", from: source, required: false) {
            flagFile = try MVFNavigationFlags.read(v, file: file, warnings: &ignored)
        }
        var g = MVFNodeGraph(
            nodeIDs: [], floorIndices: [], points: [], edgeStart: [0], edgeTargets: [], edgeExtraCosts: [], edgeFlags: [], geometryStart: [0], geometryRefs: [],
            geometryIDs: [], danglingNeighbourCount: 0)
        var pendingTargets: [String] = []
        var geometryIndex: [String: Int32] = [:]
        var any = false
        for (fi, floor) in venue.floors.enumerated() {
            let name = MVFFile.floorFile("nodes", floor.id, in: source, extensions: ["geojson", "json"])
            try MVFFile.checkInsideBundle(name)
            let bytes: [UInt8]?
            do {
                bytes = try source.read(name)
            } catch {
                throw FormatError(file: name, message: "cannot be read: \(error)")
            }
            guard let bytes else { continue }
            any = true
            let decoder = MVFNodeFileDecoder(file: name, floorIndex: Int32(fi), projection: venue.projection, flags: flagFile)
            try decoder.decode(bytes, into: &g, targets: &pendingTargets, geometryIndex: &geometryIndex)
        }
        guard any else { return nil }
        var nodeIndex: [String: Int32] = [:]
        nodeIndex.reserveCapacity(g.nodeIDs.count)
        for (i, id) in g.nodeIDs.enumerated() where nodeIndex[id] == nil { nodeIndex[id] = Int32(i) }
        // Resolve targets; drop dangling edges while keeping CSR offsets consistent.
        var targets: [Int32] = [], costs: [Double] = [], fl: [AccessFlags] = [], starts: [Int32] = [0]
        targets.reserveCapacity(pendingTargets.count)
        for n in 0 ..< g.nodeCount {
            for e in Int(g.edgeStart[n]) ..< Int(g.edgeStart[n + 1]) {
                guard let t = nodeIndex[pendingTargets[e]] else {
                    g.danglingNeighbourCount += 1
                    continue
                }
                targets.append(t)
                costs.append(g.edgeExtraCosts[e])
                fl.append(g.edgeFlags[e])
            }
            starts.append(Int32(targets.count))
        }
        g.edgeTargets = targets
        g.edgeExtraCosts = costs
        g.edgeFlags = fl
        g.edgeStart = starts
        return g
    }
}
