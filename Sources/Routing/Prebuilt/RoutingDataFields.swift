import IndoorGeometry

/// The fields of ``RoutingData`` in a prebuilt file, one line each (``PrebuiltCoder``); the fields computed
/// from others (anchors by floor and their slots and points, transition exits, connections spanning floors,
/// corner states, mesh issues) are derived again as the build derives them, not stored.
///
/// Every index is read under the bound of the table it points into: anchors' floors below the floor count,
/// their connections below the connection count, their components below their mesh's polygon count, walks
/// and transitions to anchors that exist (walks on the same floor), per-floor tables against their floor's
/// mesh and anchors, landmark and cell rows against the graph's rows.
enum RoutingDataFields {
    /// Writes `data` to `c`, or (`data` nil) reads one back, checked. `connections` are the venue's (the router
    /// derives them from it); a file built with another count is refused.
    static func coded(_ d: RoutingData?, _ c: inout PrebuiltCoder, connections: [Connection]) throws(PrebuiltError) -> RoutingData {
        let clearance = try c.double(d?.key.clearance, "data.key.clearance")
        let nonPublic = try c.bools(d.map { [$0.key.includesNonPublic] }, "data.key.includesNonPublic")
        try c.check(nonPublic.count == 1 && RouterKey.clearanceRange.contains(clearance), "router key")
        _ = try c.int(d?.connections.count, "data.connectionCount", in: connections.count ... connections.count)
        let floors = try codedFloors(d?.floors, &c)
        let f = floors.count
        let meshes = try c.list(d?.meshes, "data.meshes", NavigationMeshFields.coded)
        try c.check(meshes.count == f, "\(meshes.count) meshes for \(f) floors")
        let anchors = try codedAnchors(d?.anchors, &c, meshes: meshes, connections: connections.count)
        let a = anchors.count
        let floorOf = anchors.map(\.floor)
        let walks = try c.nested(d?.walks, "data.walks") { c, v throws(PrebuiltError) in
            zip(try c.indices(v?.map(\.anchor), "data.walk.anchor", in: 0 ..< a), try c.distances(v?.map(\.distance), "data.walk.distance"))
                .map { (anchor: $0, distance: $1) }
        }
        let transitions = try c.nested(d?.transitions, "data.transitions") { c, v throws(PrebuiltError) in
            try c.indices(v, "data.transition", in: 0 ..< a)
        }
        try c.check(walks.count == a && transitions.count == a, "walks or transitions miscounted")
        for (x, list) in walks.enumerated() where list.contains(where: { floorOf[Int($0.anchor)] != floorOf[x] }) {
            throw c.damaged("a walk from anchor \(x) leaves its floor")
        }
        let lazy = try c.bools(d?.lazyWalks, "data.lazyWalks")
        let leadsOnlyToDeadEnds = try c.bools(d?.leadsOnlyToDeadEnds, "data.leadsOnlyToDeadEnds")
        try c.check(lazy.count == f && leadsOnlyToDeadEnds.count == a, "floor or anchor flags miscounted")
        var byFloor = [[Int32]](repeating: [], count: f)
        for (i, x) in anchors.enumerated() { byFloor[x.floor].append(Int32(i)) }
        let contexts = (0 ..< f).map {
            PrebuiltFloorContext(vertices: meshes[$0].vertices.count, polygons: meshes[$0].polygonCount, anchors: byFloor[$0].count)
        }
        var floorIndex = 0
        let tables = try c.list(d?.walkTables, "data.walkTables") { t, c throws(PrebuiltError) in
            defer { floorIndex += 1 }
            return try c.optional(t, "data.walkTable") { t, c throws(PrebuiltError) in
                try FloorWalkTable.coded(t, &c, floor: contexts[min(floorIndex, f - 1)])
            }
        }
        try c.check(tables.count == f, "walk tables miscounted")
        floorIndex = 0
        let graphs = try c.list(d?.cornerGraphs, "data.cornerGraphs") { g, c throws(PrebuiltError) in
            defer { floorIndex += 1 }
            return try c.optional(g, "data.cornerGraph") { g, c throws(PrebuiltError) in
                try FloorCornerGraph.coded(g, &c, floor: contexts[min(floorIndex, f - 1)])
            }
        }
        try c.check(graphs.count == f, "corner graphs miscounted")
        let corners = cornerStates(graphs)
        let rows = 2 * a + corners.count
        let landmarks = try c.optional(d.map(\.landmarks), "data.landmarks") { v, c throws(PrebuiltError) in try RoutingLandmarks.coded(v, &c, rows: rows) }
        let cells = try c.optional(d.map(\.cellBounds), "data.cellBounds") { v, c throws(PrebuiltError) in
            try RoutingCellBounds.coded(v, &c, rows: rows, floors: f, walks: walks, transitions: transitions)
        }
        let knownEnds = try KnownEnds.coded(d?.knownEnds, &c, tables: tables, vertices: meshes.map(\.vertices.count), polygons: meshes.map(\.polygonCount))
        let anchorIssues = try codedAnchorIssues(d?.issues, &c, floors: f)
        if let d { return d }
        let (linked, exits) = linked(anchors, byFloor: byFloor, transitions: transitions)
        return RoutingData(
            key: RouterKey(clearance: clearance, includesNonPublic: nonPublic[0]), floors: floors, meshes: meshes, connections: connections,
            issues: meshes.enumerated().flatMap { i, m in m.issues.map { RoutingBuildIssue.mesh(floor: i, floorId: floors[i].id, issue: $0) } }
                + anchorIssues,
            anchors: linked, anchorsByFloor: byFloor, walks: walks, transitions: transitions, transitionExits: exits,
            spansFloors: connections.map { c in Set((c.entrances + c.exits).map(\.floor)).count > 1 }, lazyWalks: lazy, walkTables: tables,
            cornerGraphs: graphs, corners: corners, landmarks: landmarks, cellBounds: cells,
            anchorPoints: byFloor.map { ids in ids.map { anchors[Int($0)].point } }, knownEnds: knownEnds,
            leadsOnlyToDeadEnds: leadsOnlyToDeadEnds)
    }
}
