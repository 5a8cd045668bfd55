/// The locator's hot data for a whole venue in seven flat allocations, read with unchecked pointers.
///
/// A query on a random floor of a large venue is bound by memory latency, not arithmetic: each distinct
/// cache line it touches can cost a DRAM access and a TLB walk. So the data a query reads is laid out to
/// touch as few lines as possible (`locate.generated-100x.single` measures it over thousands of floors):
/// - ``grids``: one ``LocatorFloorGrid`` per floor, small enough to stay in cache;
/// - ``narrowCells``: one 16-bit word per fine cell for the floors whose words fit (every floor of the
///   generated campus and of the sample venues), ``cells`` one 32-bit word per cell for the others; a
///   pure cell *is* the answer, an empty one points at its nearest-space list (see ``LocatorCells``);
/// - ``blob``: the lists of mixed cells, each contiguous: covering spaces, and for each space whose
///   boundary crosses the cell, the few edges of its crossing rings that a rightward ray from the cell
///   can meet, as vertex indices into ``xy``; cells with equal lists share one copy;
/// - ``nearBlob``: per block of cells, the edges that can be nearest to a point of the block in no space
///   (see ``LocatorNearestCells``); blocks with equal lists share one copy;
/// - ``blocks``: per block of cells, its list's offset in ``nearBlob``, for a point in a mixed cell but
///   in none of its spaces (an empty cell's word holds the offset itself);
/// - ``xy``: every ring's vertices, interleaved `x, y`, so an edge `i` is four consecutive doubles.
///
/// Immutable after construction; the pointers are owned here and freed in `deinit`. Sendable because
/// nothing writes after `init`.
final class LocatorStore: @unchecked Sendable {
    let grids: UnsafeMutableBufferPointer<LocatorFloorGrid>
    let cells: UnsafeMutableBufferPointer<UInt32>
    let narrowCells: UnsafeMutableBufferPointer<UInt16>
    let blob: UnsafeMutableBufferPointer<UInt32>
    let nearBlob: UnsafeMutableBufferPointer<UInt32>
    let blocks: UnsafeMutableBufferPointer<UInt32>
    let xy: UnsafeMutableBufferPointer<Double>

    /// Entry flags in ``blob`` (high bits of an entry's first word; the low bits hold the venue space).
    static let covered: UInt32 = 1 << 31
    static let prepared: UInt32 = 1 << 30
    /// Marks a cell list's last entry (lists hold no count).
    static let lastEntry: UInt32 = 1 << 29
    /// The venue space in an entry's first word or a pure cell's word: 29 bits, so a venue holds at most
    /// 536,870,911 spaces (checked when the locator is built).
    static let spaceMask: UInt32 = (1 << 29) - 1
    /// Flag of a crossing ring's header word that marks a hole (low bits: its edge count).
    static let hole: UInt32 = 1 << 31
    /// Flag of a crossing ring's header word that marks the entry's last crossing ring.
    static let lastRing: UInt32 = 1 << 30
    /// The edge count in a crossing ring's header word.
    static let ringCountMask: UInt32 = (1 << 30) - 1

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
        narrowCells = frozen(b.narrowCells)
        blob = frozen(b.blob)
        nearBlob = frozen(b.nearBlob)
        blocks = frozen(b.blocks)
        xy = frozen(b.xy)
    }

    /// The 32-bit word (``LocatorCells``) of cell `cell` of the floor whose grid is `g`, as ``LocatorFloorGrid/cell(of:)`` returns it.
    @inline(__always)
    func word(ofCell cell: Int, grid g: LocatorFloorGrid) -> UInt32 {
        g.isNarrow ? g.word(narrow: narrowCells[cell]) : cells[cell]
    }

    /// The entries of the mixed cell list at `offset` in ``blob``, in order: each entry's first word and,
    /// for a `prepared` entry, the floor-local space whose prepared polygon it names. For tests and
    /// reports; queries read the list in place.
    func cellEntries(at offset: Int) -> [(head: UInt32, preparedIndex: Int?)] {
        var out: [(head: UInt32, preparedIndex: Int?)] = []
        var i = offset
        while true {
            let head = blob[i]
            if head & Self.covered != 0 {
                out.append((head, nil))
                i += 1
            } else if head & Self.prepared != 0 {
                out.append((head, Int(blob[i + 1])))
                i += 2
            } else {
                out.append((head, nil))
                i += 1
                while true {
                    let header = blob[i]
                    i += 1 + Int(header & Self.ringCountMask)
                    if header & Self.lastRing != 0 { break }
                }
            }
            if head & Self.lastEntry != 0 { return out }
        }
    }

    deinit {
        // Trivial element types: no deinitialisation needed before freeing.
        grids.baseAddress?.deallocate()
        cells.baseAddress?.deallocate()
        narrowCells.baseAddress?.deallocate()
        blob.baseAddress?.deallocate()
        nearBlob.baseAddress?.deallocate()
        blocks.baseAddress?.deallocate()
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
    /// Index of this floor's first fine cell in ``LocatorStore/narrowCells`` when ``isNarrow``, else in
    /// ``LocatorStore/cells``.
    var cellBase = 0
    /// Whether the floor's cells are 16-bit words: ``narrowPure`` `|` the venue space less ``spaceBase``,
    /// ``narrowNear`` `|` the nearest-space list's offset less ``nearBase``, or a mixed cell's list offset
    /// less ``blobBase``, each below ``narrowLimit``. A floor where one of them does not fit (more than
    /// 16,384 spaces between its first and last, or lists longer than 16,384 words) keeps 32-bit words.
    var isNarrow = false
    var spaceBase: UInt32 = 0
    var nearBase: UInt32 = 0
    var blobBase: UInt32 = 0
    static let narrowPure: UInt16 = 1 << 15
    static let narrowNear: UInt16 = 1 << 14
    static let narrowLimit: UInt32 = 1 << 14
    /// Index of this floor's first block of cells in ``LocatorStore/blocks``; blocks are
    /// ``LocatorNearestCells/blockSize`` cells on a side, ``blockColumns`` to a row.
    var blockBase = 0
    var blockColumns = 0
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

    /// The 32-bit word of a narrow cell word `w` (see ``isNarrow``).
    @inline(__always)
    func word(narrow w: UInt16) -> UInt32 {
        let payload = UInt32(w & (Self.narrowNear - 1))
        if w & Self.narrowPure != 0 { return LocatorCells.pure | (spaceBase &+ payload) }
        if w & Self.narrowNear != 0 { return LocatorCells.nearTag | (nearBase &+ payload) }
        return blobBase &+ payload
    }

    /// The narrow form of the 32-bit word `w`, or `nil` when it does not fit (see ``isNarrow``).
    func narrow(_ w: UInt32) -> UInt16? {
        let (base, tag, payload): (UInt32, UInt16, UInt32)
        if w & LocatorCells.pure != 0 {
            (base, tag, payload) = (spaceBase, Self.narrowPure, w & ~LocatorCells.pure)
        } else if w & LocatorCells.nearTag != 0 {
            (base, tag, payload) = (nearBase, Self.narrowNear, w & ~LocatorCells.nearTag)
        } else {
            (base, tag, payload) = (blobBase, 0, w)
        }
        guard payload >= base, payload - base < Self.narrowLimit else { return nil }
        return tag | UInt16(payload - base)
    }

    /// The block (an index into ``LocatorStore/blocks``) of this floor's fine cell `cell` (as ``cell(of:)``
    /// returns it).
    func block(ofCell cell: Int) -> Int {
        let local = cell - cellBase
        let m = LocatorNearestCells.blockSize
        return blockBase + (local / columns) / m * blockColumns + (local % columns) / m
    }
}

/// The growing arrays a ``LocatorStore`` is frozen from; floors append to them in order.
struct LocatorStoreBuilder {
    var grids: [LocatorFloorGrid] = []
    var cells: [UInt32] = []
    var narrowCells: [UInt16] = []
    var blob: [UInt32] = []
    /// Offset 0 is the shared empty list (blocks of a floor where no space is found, and blocks whose
    /// cells are all pure, which never read theirs).
    var nearBlob: [UInt32] = [LocatorNearestCells.emptyList]
    var blocks: [UInt32] = []
    var xy: [Double] = []

    /// The offset of a list equal to `list` in the array at `array`: one that `stored` (a floor's lists so
    /// far) already holds, else `list` appended there and recorded in `stored`.
    mutating func appendOnce(_ list: [UInt32], to array: WritableKeyPath<Self, [UInt32]>, stored: inout [[UInt32]: UInt32]) -> UInt32 {
        if let offset = stored[list] { return offset }
        precondition(self[keyPath: array].count < Int(LocatorCells.nearTag), "Locator: too many list words for 30-bit offsets")
        let offset = UInt32(self[keyPath: array].count)
        stored[list] = offset
        self[keyPath: array] += list
        return offset
    }

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
