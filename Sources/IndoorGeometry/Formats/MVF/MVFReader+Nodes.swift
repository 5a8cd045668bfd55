/// Decoding of `nodes/<floorId>.geojson` into ``MVFNodeGraph``.
extension MVFReader {
    /// Reads the bundle's node graph for an already-read venue (whose floors and projection it uses).
    ///
    /// Nodes are read straight from the parsed JSON (no intermediate GeoJSON values) because the files
    /// are large (16 MB for a campus). Neighbours naming unknown node ids are dropped and counted in
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
        var g = MVFNodeGraph(nodeIDs: [], floorIndices: [], points: [], edgeStart: [0], edgeTargets: [], edgeExtraCosts: [], edgeFlags: [], geometryStart: [0], geometryRefs: [], geometryIDs: [], danglingNeighbourCount: 0)
        var pendingTargets: [String] = []
        var geometryIndex: [String: Int32] = [:]
        var any = false
        for (fi, floor) in venue.floors.enumerated() {
            guard let (file, v) = try MVFFile.load("nodes/\(floor.id).geojson", from: source, required: false) else { continue }
            any = true
            let features = try file.array(try file.member(try file.object(v, ""), "features", ""), "features")
            for (k, fv) in features.enumerated() {
                let path = "features[\(k)]"
                let fo = try file.object(fv, path)
                let props = try file.optionalObject(fo, "properties", path)
                let pp = path + ".properties"
                let id = try file.requiredString(props, "id", pp)
                let geometry = try file.object(try file.member(fo, "geometry", path, id: id), path + ".geometry", id: id)
                let cpath = path + ".geometry.coordinates"
                let c = try file.array(try file.member(geometry, "coordinates", path + ".geometry", id: id), cpath, id: id)
                guard c.count >= 2, case let .number(lon) = c[0], case let .number(lat) = c[1] else {
                    throw file.error(cpath, id, "a node must be a Point with [longitude, latitude]")
                }
                let gc = GeoCoordinate(longitude: lon, latitude: lat)
                guard gc.isValid else { throw file.error(cpath, id, "position \(gc) is out of range") }
                g.nodeIDs.append(id)
                g.floorIndices.append(Int32(fi))
                g.points.append(venue.projection.project(gc))
                for (j, nv) in try file.optionalArray(props, "neighbors", pp, id: id).enumerated() {
                    let np = pp + ".neighbors[\(j)]"
                    let n = try file.object(nv, np, id: id)
                    pendingTargets.append(try file.requiredString(n, "id", np, id: id))
                    let extra = try file.optionalNumber(n, "extraCost", np, id: id) ?? 0
                    guard extra.isFinite, extra >= 0 else { throw file.error(np + ".extraCost", id, "extraCost must be ≥ 0, found \(extra)") }
                    g.edgeExtraCosts.append(extra)
                    g.edgeFlags.append(flagFile.accessFlags(try MVFNavigationFlags.words(n, np, file: file, id: id)))
                }
                g.edgeStart.append(Int32(g.edgeExtraCosts.count))
                for (j, gv) in try file.optionalArray(props, "geometryIds", pp, id: id).enumerated() {
                    let gid = try file.string(gv, pp + ".geometryIds[\(j)]", id: id)
                    let gi: Int32
                    if let known = geometryIndex[gid] {
                        gi = known
                    } else {
                        gi = Int32(g.geometryIDs.count)
                        geometryIndex[gid] = gi
                        g.geometryIDs.append(gid)
                    }
                    g.geometryRefs.append(gi)
                }
                g.geometryStart.append(Int32(g.geometryRefs.count))
            }
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
