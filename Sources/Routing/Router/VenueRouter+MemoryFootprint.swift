import IndoorGeometry

extension VenueRouter {
    /// Where the router's memory goes, by structure: the free space (the closed doors of every floor, and
    /// the regions once ``freeSpace`` has been read and built them again), then the graph's parts
    /// (``RoutingGraph/memoryFootprint``). The venue it was built from is not counted.
    public var memoryFootprint: MemoryFootprint {
        var out = MemoryFootprint()
        let store = freeSpaceStore
        let regions = store.builtFloors.map { f in f.reduce(MemoryFootprint.bytes(f)) { $0 + MemoryFootprint.bytes($1.region) } } ?? 0
        out.add("free space", MemoryFootprint.bytes(store.closedDoors) + regions)
        for p in graph.memoryFootprint.parts { out.add(p.name, p.bytes) }
        return out
    }
}
