extension Locator {
    /// Where the locator's memory goes, by structure (``MemoryFootprint`` accounting): the flat store's
    /// cells, cell lists, nearest-space lists and their per-block offsets, vertex copies and grids (``LocatorStore``), the prepared
    /// polygons the floors keep, their R-trees, and the venue's extent (``LocatorExtent``). The venue it
    /// answers for is not counted.
    public var memoryFootprint: MemoryFootprint {
        typealias M = MemoryFootprint
        func bytes<T>(_ p: UnsafeMutableBufferPointer<T>) -> Int { p.count * MemoryLayout<T>.stride }
        var out = MemoryFootprint()
        out.add("cells", bytes(store.cells) + bytes(store.narrowCells))
        out.add("cell lists", bytes(store.blob))
        out.add("nearest-space lists", bytes(store.nearBlob))
        out.add("nearest-list blocks", bytes(store.blocks))
        out.add("vertices", bytes(store.xy))
        out.add("grids", bytes(store.grids))
        var kept = 0
        var preparedBytes = 0
        var treeBytes = 0
        var floorBytes = M.bytes(floors)
        for f in floors {
            floorBytes += M.bytes(f.spaceIndices) + M.bytes(f.prepared) + M.bytes(f.spaceRings) + M.bytes(f.ringStart)
            treeBytes += f.tree.indexBytes
            for case let p? in f.prepared {
                kept += 1
                preparedBytes += p.polygon.indexBytes
            }
        }
        out.add("prepared polygons (\(kept))", preparedBytes)
        out.add("R-trees", treeBytes)
        out.add("floors (space and ring lists)", floorBytes)
        // The outlines' union is the extent's own (not the venue's): its rings are counted too.
        let outlines = extent.outlines.reduce(M.bytes(extent.outlines)) { $0 + $1.polygon.indexBytes + M.bytes($1.polygon.polygon) }
        out.add("extent (outlines)", outlines + M.bytes(extent.spaceBoxes))
        return out
    }
}
