extension PreparedPolygon {
    /// Bytes the index's own arrays hold (``MemoryFootprint`` accounting: capacity × stride plus a 32-byte
    /// header per array): every ring's bands, edge copies and edge hierarchy, and the hole boxes. The
    /// ``polygon`` is not counted: it shares its rings' storage with the polygon it was prepared from.
    package var indexBytes: Int {
        typealias M = MemoryFootprint
        var total = shell.indexBytes + M.bytes(holes) + M.bytes(holeBoxes)
        for h in holes { total += h.indexBytes }
        if let hb = holeBands { total += M.bytes(hb.starts) + M.bytes(hb.items) }
        return total
    }
}

extension PreparedRingIndex {
    /// Bytes this ring's index arrays hold (see ``PreparedPolygon/indexBytes``).
    var indexBytes: Int {
        typealias M = MemoryFootprint
        return M.bytes(bands.starts) + M.bytes(bands.items) + M.bytes(starts) + M.bytes(coords) + M.bytes(edges.xs) + M.bytes(edges.ys)
            + M.bytes(edges.levels)
    }
}
