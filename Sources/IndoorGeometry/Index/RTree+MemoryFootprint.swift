extension RTree {
    /// Bytes the tree's arrays hold (``MemoryFootprint`` accounting: capacity × stride plus a 32-byte header
    /// per array): entry boxes, item indices and node children.
    package var indexBytes: Int {
        MemoryFootprint.bytes(entryBoxes) + MemoryFootprint.bytes(itemIndices) + MemoryFootprint.bytes(nodeChildren)
    }
}
