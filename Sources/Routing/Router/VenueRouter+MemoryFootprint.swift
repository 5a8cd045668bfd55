import IndoorGeometry

extension VenueRouter {
    /// Where the router's memory goes, by structure: the free space of every floor, then the graph's parts
    /// (``RoutingGraph/memoryFootprint``). The venue it was built from is not counted.
    public var memoryFootprint: MemoryFootprint {
        var out = MemoryFootprint()
        out.add("free space", freeSpace.reduce(MemoryFootprint.bytes(freeSpace)) { $0 + MemoryFootprint.bytes($1.region) })
        for p in graph.memoryFootprint.parts { out.add(p.name, p.bytes) }
        return out
    }
}
