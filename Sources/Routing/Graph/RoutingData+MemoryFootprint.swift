import IndoorGeometry

extension RoutingData {
    /// Where the data's memory goes, by structure (``MemoryFootprint``): meshes, anchors and walks, walk
    /// tables, corner graphs, landmarks and cell bounds. A query's ``ClosureOverlay`` is not counted: it
    /// lives as long as its query.
    public var memoryFootprint: MemoryFootprint {
        typealias M = MemoryFootprint
        var out = MemoryFootprint()
        for mesh in meshes { mesh.addFootprint(to: &out) }
        out.add("anchors, transitions", M.bytes(anchors) + M.bytes(anchorsByFloor) + M.bytes(transitions) + M.bytes(transitionExits) + M.bytes(anchorPoints))
        out.add("anchor walks", M.bytes(walks))
        for t in walkTables { if let t { out.add("walk tables", t.footprintBytes) } }
        for g in cornerGraphs { if let g { out.add("corner graphs", g.footprintBytes) } }
        out.add("corner graphs", M.bytes(cornerStateFloor) + M.bytes(cornerStatePoint))
        if let landmarks { out.add("landmarks", M.bytes(landmarks.distances)) }
        if let cellBounds { out.add("cell bounds", cellBounds.footprintBytes) }
        let ends = knownEnds
        out.add(
            "known ends",
            M.bytes(ends.floor) + M.bytes(ends.point) + M.bytes(ends.start) + M.bytes(ends.distance) + M.bytes(ends.via)
                + M.bytes(ends.polygons.start) + M.bytes(ends.polygons.items))
        out.add("floors, connections", M.bytes(connections) + M.bytes(leadsOnlyToDeadEnds) + M.bytes(spansFloors) + M.bytes(floors))
        return out
    }
}

extension NavigationMesh {
    /// Adds the mesh's parts to `out`.
    func addFootprint(to out: inout MemoryFootprint) {
        typealias M = MemoryFootprint
        let d = deadEnds
        out.add("meshes: vertices", M.bytes(vertices))
        out.add("meshes: polygons", polygonStart.footprintBytes + polygonVertices.footprintBytes)
        out.add("meshes: adjacency", neighbours.footprintBytes + twins.footprintBytes)
        out.add("meshes: corners, components, cuts", isCorner.footprintBytes + component.footprintBytes + M.bytes(cutSlots.start) + M.bytes(cutSlots.items))
        out.add("meshes: dead ends", d.preorder.footprintBytes + d.subtreeEnd.footprintBytes + d.bridgeParent.footprintBytes)
        out.add("meshes: point grid", grid.cellStart.footprintBytes + grid.items.footprintBytes)
    }
}

extension FloorWalkTable {
    /// Bytes of the table's arrays.
    var footprintBytes: Int {
        typealias M = MemoryFootprint
        return M.bytes(anchors) + M.bytes(rowOfVertex) + M.bytes(vertexOfRow) + distanceSteps.footprintBytes + M.bytes(exactDistance)
            + towards.footprintBytes + M.bytes(lastTurn)
            + M.bytes(anchorDistance)
            + (anchorPolygons.map { M.bytes($0.start) + M.bytes($0.items) } ?? 0)
    }
}

extension FloorCornerGraph {
    /// Bytes of the graph's arrays.
    var footprintBytes: Int {
        typealias M = MemoryFootprint
        return M.bytes(cornerVertices) + nodeOfVertex.footprintBytes + M.bytes(wedges) + M.bytes(points) + edgeStart.footprintBytes + edgeTargets.footprintBytes
    }
}

extension RoutingCellBounds {
    /// Bytes of the bounds' arrays.
    var footprintBytes: Int {
        typealias M = MemoryFootprint
        return M.bytes(places) + M.bytes(floorCells) + M.bytes(cellFloors) + M.bytes(gateStart) + M.bytes(gateRows) + M.bytes(gateColumns)
            + M.bytes(exits.start)
            + M.bytes(exits.items) + M.bytes(exitDistance) + table.footprintBytes + deltas.footprintBytes + M.bytes(hubRowSlots) + M.bytes(walksInto.start)
            + M.bytes(walksInto.items)
            + M.bytes(transitionsInto.start) + M.bytes(transitionsInto.items)
    }
}
