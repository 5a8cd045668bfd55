/// The locator's hot data for a whole venue in five flat allocations, read with unchecked pointers.
///
/// A query on a random floor of a large venue is bound by memory latency, not arithmetic: each distinct
/// cache line it touches can cost a DRAM access and a TLB walk. So the data a query reads is laid out to
/// touch as few lines as possible (measured on `locate.generated-100x.single`, 2 401 floors):
/// - ``grids``: one ``LocatorFloorGrid`` per floor, small enough to stay in cache;
/// - ``cells``: one word per fine cell for all floors; a pure cell *is* the answer, an empty one points at
///   its nearest-space list (see ``LocatorCells``);
/// - ``blob``: the lists of mixed cells, each contiguous: covering spaces, and for each space whose
///   boundary crosses the cell, the few edges of its crossing rings that a rightward ray from the cell
///   can meet, as vertex indices into ``xy``;
/// - ``nearBlob``: per block of cells, the edges that can be nearest to a point of the block in no space
///   (see ``LocatorNearestCells``);
/// - ``xy``: every ring's vertices, interleaved `x, y`, so an edge `i` is four consecutive doubles.
///
/// Immutable after construction; the pointers are owned here and freed in `deinit`. Sendable because
/// nothing writes after `init`.
final class LocatorStore: @unchecked Sendable {
    let grids: UnsafeMutableBufferPointer<LocatorFloorGrid>
    let cells: UnsafeMutableBufferPointer<UInt32>
    let blob: UnsafeMutableBufferPointer<UInt32>
    let nearBlob: UnsafeMutableBufferPointer<UInt32>
    let xy: UnsafeMutableBufferPointer<Double>

    /// Entry flags in ``blob`` (high bits of an entry's first word; the low bits hold the venue space).
    static let covered: UInt32 = 1 << 31
    static let prepared: UInt32 = 1 << 30
    static let spaceMask: UInt32 = (1 << 30) - 1
    /// Flag of a crossing ring's header word that marks a hole (low bits: its edge count).
    static let hole: UInt32 = 1 << 31

    init(_ b: LocatorStoreBuilder) {
        func frozen<T>(_ a: [T]) -> UnsafeMutableBufferPointer<T> {
            // At least one element, so that every buffer has a base address to free (an empty array's
            // slot is never read: nothing refers to it).
            let p = UnsafeMutableBufferPointer<T>.allocate(capacity: Swift.max(1, a.count))
            _ = p.initialize(from: a)
            return p
        }
        grids = frozen(b.grids)
        cells = frozen(b.cells)
        blob = frozen(b.blob)
        nearBlob = frozen(b.nearBlob)
        xy = frozen(b.xy)
    }

    deinit {
        // Trivial element types: no deinitialisation needed before freeing.
        grids.baseAddress?.deallocate()
        cells.baseAddress?.deallocate()
        blob.baseAddress?.deallocate()
        nearBlob.baseAddress?.deallocate()
        xy.baseAddress?.deallocate()
    }
}

/// One floor's fine grid (``LocatorCells``); its cells lead to the nearest-space lists too
/// (``LocatorNearestCells``). Offsets are into the ``LocatorStore`` arrays.
struct LocatorFloorGrid: Sendable {
    var minX = 0.0
    var minY = 0.0
    /// Fine cells per metre.
    var scale = 0.0
    var columns = 0
    var rows = 0
    /// Index of this floor's first fine cell in ``LocatorStore/cells``.
    var cellBase = 0
    /// How far, in metres, the boxes the fine cells were classified as extend beyond the cells (see
    /// ``LocatorCells``): every point ``cell(of:)`` maps to a cell lies in that cell's grown box.
    var slack = 0.0

    /// The fine cell of `p` (an index into ``LocatorStore/cells``), or -1 outside the grid, where no
    /// space's box reaches (the grid keeps a margin cell around every box). False for NaN too.
    @inline(__always)
    func cell(of p: Point) -> Int {
        let fx = (p.x - minX) * scale
        let fy = (p.y - minY) * scale
        guard fx >= 0, fy >= 0, fx < Double(columns), fy < Double(rows) else { return -1 }
        return cellBase &+ Int(fy) &* columns &+ Int(fx)
    }
}

/// The growing arrays a ``LocatorStore`` is frozen from; floors append to them in order.
struct LocatorStoreBuilder {
    var grids: [LocatorFloorGrid] = []
    var cells: [UInt32] = []
    var blob: [UInt32] = []
    /// Offset 0 is the shared empty list (blocks of a floor where no space is found).
    var nearBlob: [UInt32] = [0]
    var xy: [Double] = []

    /// Appends a ring's vertices (closing repeat included) and returns the index of its first vertex.
    mutating func addVertices(_ ring: Ring) -> Int {
        let base = xy.count / 2
        for p in ring.points {
            xy.append(p.x)
            xy.append(p.y)
        }
        precondition(xy.count / 2 < Int(UInt32.max), "LocatorStore: too many vertices for 32-bit indices")
        return base
    }
}
