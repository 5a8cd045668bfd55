/// Builds a floor's fine uniform grid, which answers most point queries without a polygon test.
///
/// Every cell is classified once, exactly, against every space whose box it meets, ring by ring:
/// - a ring none of whose edges meets the cell has one status over the whole cell (inside or outside the
///   region it encloses), decided by one exact point location of the cell's centre;
/// - so a space none of whose rings meets the cell either covers the whole cell or misses it;
/// - a space with a ring through the cell is a *candidate*: the cell lists, for each ring crossing it, the
///   edges a rightward ray from any point of the cell can meet (y-range overlapping the cell's, right end
///   not left of it), sorted by right end descending. A query runs the same exact ray-crossing loop as
///   ``PreparedRingIndex`` over those few edges (`PreparedRingIndex.locate(_:edgeCount:edge:)`), and the
///   rings that do not cross the cell contribute their known status. Rings of more than
///   ``maxListedRingEdges`` edges, or lists longer than ``maxListedEdges``, fall back to the space's
///   ``PreparedPolygon``.
///
/// A cell covered by exactly one space and met by no other is **pure**: its word in
/// ``LocatorStore/cells`` is the answer. A cell no space meets holds `nearTag |` the offset of its block's
/// nearest-space list (``LocatorNearestCells``) in ``LocatorStore/nearBlob``. Otherwise the word is an
/// offset into ``LocatorStore/blob`` (a point the cell's spaces do not hold finds its block's nearest-space
/// list through ``LocatorStore/blocks``): per space an entry, in the floor's tie-rule order, so answers
/// come out sorted, the last one flagged `lastEntry`:
/// - `covered | s` (the space covers the cell);
/// - `prepared | s, k` (test the floor's ``LocatorFloor/prepared``[k], kept for such spaces only);
/// - `s`, then its crossing rings, each `edgeCount | hole? | lastRing?` (the entry's last ring flagged),
///   then that many vertex indices into ``LocatorStore/xy`` (edge `i` runs from vertex `i` to `i + 1`).
///
/// Such lists hold no cell-specific word, so the cells along one wall, which list the same edges, share
/// one copy: a floor's equal lists are stored once (about half of them on the generated campus).
///
/// Exactness: cells are classified as closed boxes grown by a slack of about 10⁻⁹ of the coordinates'
/// size (far above the rounding of the query's cell arithmetic, far below any feature), and the edge–cell
/// test is exact on those boxes (``Orientation/sign(_:_:_:)`` on the corners). Every point a query maps to
/// cell `c` lies in the grown box, so every space whose closure holds the point is listed in `c`, and a
/// point on a cell border needs no neighbouring cell.
///
/// Sizing: about ``cellsPerSpace`` cells per space on average (cell side from the floor's total space
/// area), capped so that a floor holding far-apart buildings cannot blow up memory.
enum LocatorCells {
    /// Average cells per space the cell size aims for. Finer cells make more of them pure (answered by one
    /// word) but the build and the memory grow with their number; beyond 32 the `locate.*.single` rows gain
    /// nothing measurable while the locator build rows keep growing.
    static let cellsPerSpace = 32.0
    /// Flag of a pure cell word (low bits: the venue space, ``LocatorStore/spaceMask``).
    static let pure: UInt32 = 1 << 31
    /// Flag of an empty cell's word (low bits: its nearest-space list in ``LocatorStore/nearBlob``).
    static let nearTag: UInt32 = 1 << 30
    /// Rings with more edges are tested through their ``PreparedPolygon`` (building the per-cell lists
    /// scans every edge of a crossing ring).
    static let maxListedRingEdges = 64
    /// A candidate whose lists would hold more edges is tested through its ``PreparedPolygon``.
    static let maxListedEdges = 32

    /// Appends the fine grid of one floor's spaces (floor-local `0 ..< polygons.count`, venue indices
    /// `spaceIndices`, `order` the floor-local spaces in tie-rule order, `vertexBase[k][r]` the first vertex
    /// of ring `r` of space `k` in ``LocatorStoreBuilder/xy``) and fills the fine part of `grid`.
    /// - Returns: Per floor-local space, whether some cell tests it through its ``PreparedPolygon`` (a
    ///   `prepared` entry): the spaces whose prepared polygon the floor must keep.
    static func build(
        polygons: [PreparedPolygon], spaceIndices: [Int], areas: [Double], order: [Int], vertexBase: [[Int]], tree: RTree,
        into b: inout LocatorStoreBuilder, grid: inout LocatorFloorGrid
    ) -> [Bool] {
        var all = BoundingBox.empty
        for p in polygons { all = all.union(p.boundingBox) }
        let n = polygons.count
        var testedPrepared = [Bool](repeating: false, count: n)
        guard n > 0, !all.isEmpty else { return testedPrepared }
        precondition((spaceIndices.max() ?? 0) <= Int(LocatorStore.spaceMask), "Locator: too many spaces for 29-bit indices")
        let f = Frame(bounds: all, areas: areas, spaceCount: n)
        (grid.minX, grid.minY, grid.scale, grid.columns, grid.rows, grid.slack) = (f.minX, f.minY, f.scale, f.columns, f.rows, f.slack)

        // Every entry's words, with its cell; spaces visited in tie-rule order so that each cell's entries,
        // gathered by a stable counting sort below, come out sorted.
        var entries = Entries()
        var crossing: [Int] = []
        for k in order {
            let s = UInt32(spaceIndices[k])
            if addEntries(of: polygons[k], s, k, frame: f, vertexBase: vertexBase[k], into: &entries, crossing: &crossing) {
                testedPrepared[k] = true
            }
        }
        let (words, entryStart, first, entryOrder) = entries.byCell(cellCount: f.columns * f.rows)
        let (columns, rows) = (f.columns, f.rows)
        func isPure(_ cell: Int) -> Bool {
            first[cell + 1] - first[cell] == 1 && words[Int(entryStart[Int(entryOrder[Int(first[cell])])])] & LocatorStore.covered != 0
        }
        // Only blocks with a cell that is not pure ever read a nearest-space list.
        let m = LocatorNearestCells.blockSize
        let blockColumns = (columns + m - 1) / m
        var needsList = [Bool](repeating: false, count: blockColumns * ((rows + m - 1) / m))
        for cell in 0 ..< columns * rows where !isPure(cell) { needsList[(cell / columns) / m * blockColumns + (cell % columns) / m] = true }
        grid.blockBase = b.blocks.count
        grid.blockColumns = blockColumns
        grid.nearBase = UInt32(b.nearBlob.count)
        let near = LocatorNearestCells.build(
            minX: f.minX, minY: f.minY, size: f.size, columns: columns, rows: rows, slack: f.slack,
            polygons: polygons, spaceIndices: spaceIndices, vertexBase: vertexBase, tree: tree, needsList: needsList, into: &b)
        b.blocks += near
        grid.blobBase = UInt32(b.blob.count)
        let cellWords = appendCells(
            words: words, entryStart: entryStart, first: first, entryOrder: entryOrder, near: near, blockColumns: blockColumns, columns: columns,
            into: &b)
        // 16-bit words when every one fits (relative to the floor's first space and lists).
        grid.spaceBase = UInt32(spaceIndices.min() ?? 0)
        let narrow = cellWords.compactMap(grid.narrow)
        grid.isNarrow = narrow.count == cellWords.count
        if grid.isNarrow {
            grid.cellBase = b.narrowCells.count
            b.narrowCells += narrow
        } else {
            grid.cellBase = b.cells.count
            b.cells += cellWords
        }
        return testedPrepared
    }

    /// The placement of one floor's fine grid: origin, cell side, size in cells (with one empty cell of
    /// margin on every side) and the slack cells are grown by, with the query's own cell arithmetic.
    struct Frame {
        let minX: Double
        let minY: Double
        /// Cell side, metres.
        let size: Double
        let scale: Double
        let slack: Double
        let columns: Int
        let rows: Int

        /// The frame of spaces with boxes' union `all`, `areas` and `n` spaces: about ``cellsPerSpace``
        /// cells per space, capped for floors holding far-apart buildings.
        init(bounds all: BoundingBox, areas: [Double], spaceCount n: Int) {
            let w = Swift.max(all.width, 1e-6)
            let h = Swift.max(all.height, 1e-6)
            let totalArea = Swift.max(areas.reduce(0) { $0 + Swift.max($1, 0) }, 1e-6)
            var size = (totalArea / (LocatorCells.cellsPerSpace * Double(n))).squareRoot()
            let maxCells = Swift.max(4096.0, 8 * LocatorCells.cellsPerSpace * Double(n))
            size = Swift.max(size, (w * h / maxCells).squareRoot(), Swift.max(w, h) / 8192)
            self.size = size
            slack = 1e-9 * (Swift.abs(all.minX) + Swift.abs(all.maxX) + Swift.abs(all.minY) + Swift.abs(all.maxY) + w + h)
            // One empty cell of margin on every side: every point of every box maps to an inner cell.
            minX = all.minX - size
            minY = all.minY - size
            columns = Int((w / size).rounded(.up)) + 3
            rows = Int((h / size).rounded(.up)) + 3
            scale = 1 / size
        }

        // The query's own cell arithmetic (``LocatorFloorGrid/cell(of:)``), clamped.
        func column(of x: Double) -> Int { Swift.min(columns - 1, Swift.max(0, Int(((x - minX) * scale).rounded(.down)))) }
        func row(of y: Double) -> Int { Swift.min(rows - 1, Swift.max(0, Int(((y - minY) * scale).rounded(.down)))) }
        /// Cell `(c, r)` as a closed box grown by `slack`.
        func grownBox(_ c: Int, _ r: Int) -> BoundingBox {
            BoundingBox(
                minX: minX + Double(c) * size - slack, minY: minY + Double(r) * size - slack,
                maxX: minX + Double(c + 1) * size + slack, maxY: minY + Double(r + 1) * size + slack)
        }
    }

    /// The cell entries of a floor, in the order they are added: each entry's words and its cell.
    struct Entries {
        var words: [UInt32] = []
        var entryCell: [Int32] = []
        var entryStart: [Int32] = []

        mutating func add(_ cell: Int, _ entry: [UInt32]) {
            entryCell.append(Int32(cell))
            entryStart.append(Int32(words.count))
            words += entry
        }

        /// The words, each entry's start (ending with `words.count`), and each cell's entries gathered by a
        /// stable counting sort (so in the order they were added): cell `c`'s are `entryOrder[first[c] ..<
        /// first[c + 1]]`.
        mutating func byCell(cellCount: Int) -> (words: [UInt32], entryStart: [Int32], first: [Int32], entryOrder: [Int32]) {
            precondition(words.count < Int(Int32.max), "Locator: too many cell entries for 32-bit offsets")
            entryStart.append(Int32(words.count))
            var first = [Int32](repeating: 0, count: cellCount + 1)
            for c in entryCell { first[Int(c) + 1] += 1 }
            for i in 0 ..< cellCount { first[i + 1] += first[i] }
            var fill = first
            var entryOrder = [Int32](repeating: 0, count: entryCell.count)
            for (e, c) in entryCell.enumerated() {
                entryOrder[Int(fill[Int(c)])] = Int32(e)
                fill[Int(c)] += 1
            }
            return (words, entryStart, first, entryOrder)
        }
    }

    /// Adds the entries of space `s` (floor-local `k`, polygon `poly`) to every cell its box meets that it
    /// covers or crosses; `crossing` is scratch space.
    /// - Returns: whether some entry tests the space through its ``PreparedPolygon``.
    private static func addEntries(
        of poly: PreparedPolygon, _ s: UInt32, _ k: Int, frame f: Frame, vertexBase: [Int], into entries: inout Entries, crossing: inout [Int]
    ) -> Bool {
        let rings = poly.polygon.rings
        let box = poly.boundingBox
        let c0 = f.column(of: box.minX - f.slack), c1 = f.column(of: box.maxX + f.slack)
        let r0 = f.row(of: box.minY - f.slack), r1 = f.row(of: box.maxY + f.slack)
        let bw = c1 - c0 + 1
        let crossings = ringCrossings(rings, columns: c0 ... c1, rows: r0 ... r1, frame: f)
        var testedPrepared = false
        var next = 0
        for r in r0 ... r1 {
            // Uncrossed cells next to each other in a row lie on one side of every ring: the union of
            // their grown boxes is connected and meets no edge, so one centre decides the whole run.
            var runCovered: Bool? = nil
            for c in c0 ... c1 {
                let local = (r - r0) * bw + (c - c0)
                crossing.removeAll(keepingCapacity: true)
                while next < crossings.count && crossings[next].cell == local {
                    crossing.append(crossings[next].ring)
                    next += 1
                }
                let cell = r * f.columns + c
                if crossing.isEmpty {
                    if runCovered == nil { runCovered = poly.locate(f.grownBox(c, r).center) == .interior }
                    if runCovered == true { entries.add(cell, [LocatorStore.covered | s]) }
                    continue
                }
                runCovered = nil
                let gb = f.grownBox(c, r)
                let centre = gb.center
                // Rings that do not cross the cell: the shell must enclose it and no hole may.
                if crossing[0] != 0 && rings[0].locate(centre) == .exterior { continue }
                var inHole = false
                for hi in 1 ..< Swift.max(1, rings.count) where !crossing.contains(hi) && rings[hi].boundingBox.contains(centre) {
                    if rings[hi].locate(centre) == .interior {
                        inHole = true
                        break
                    }
                }
                if inHole { continue }
                let e = entry(s, k, crossing, rings, gb, vertexBase: vertexBase)
                if e[0] & LocatorStore.prepared != 0 { testedPrepared = true }
                entries.add(cell, e)
            }
        }
        return testedPrepared
    }

    /// (box-local cell, ring) for every ring edge meeting a grown cell of the box of cells `columns` ×
    /// `rows`, deduplicated per ring, sorted by cell then ring.
    private static func ringCrossings(
        _ rings: [Ring], columns: ClosedRange<Int>, rows: ClosedRange<Int>, frame f: Frame
    ) -> [(cell: Int, ring: Int)] {
        let (c0, c1, r0, r1) = (columns.lowerBound, columns.upperBound, rows.lowerBound, rows.upperBound)
        let bw = c1 - c0 + 1
        var mark = [Int32](repeating: -1, count: bw * (r1 - r0 + 1))
        var crossings: [(cell: Int, ring: Int)] = []
        for (ri, ring) in rings.enumerated() {
            let pts = ring.points
            for e in 0 ..< pts.count - 1 {
                let a = pts[e], q = pts[e + 1]
                let ec0 = Swift.max(c0, f.column(of: Swift.min(a.x, q.x) - f.slack)), ec1 = Swift.min(c1, f.column(of: Swift.max(a.x, q.x) + f.slack))
                let er0 = Swift.max(r0, f.row(of: Swift.min(a.y, q.y) - f.slack)), er1 = Swift.min(r1, f.row(of: Swift.max(a.y, q.y) + f.slack))
                guard ec0 <= ec1, er0 <= er1 else { continue }
                for r in er0 ... er1 {
                    for c in ec0 ... ec1 {
                        let local = (r - r0) * bw + (c - c0)
                        if mark[local] != Int32(ri) && segment(a, q, meets: f.grownBox(c, r)) {
                            mark[local] = Int32(ri)
                            crossings.append((local, ri))
                        }
                    }
                }
            }
        }
        crossings.sort { $0.cell < $1.cell || ($0.cell == $1.cell && $0.ring < $1.ring) }
        return crossings
    }

    /// The words of the grid's cells, appending the mixed cells' lists to `b.blob`: a cell without entries
    /// names its block's nearest-space list (`near`, row by row, `blockColumns` to a row), a cell wholly
    /// inside one space is pure, any other points at its list, stored once per floor for equal lists.
    /// Cell `c`'s entries are `entryOrder[first[c] ..< first[c + 1]]`; `words[entryStart[e] ..<
    /// entryStart[e + 1]]` are the words of entry `e` (`entryStart` ends with `words.count`).
    private static func appendCells(
        words: [UInt32], entryStart: [Int32], first: [Int32], entryOrder: [Int32], near: [UInt32], blockColumns: Int,
        columns: Int, into b: inout LocatorStoreBuilder
    ) -> [UInt32] {
        let m = LocatorNearestCells.blockSize
        var stored: [[UInt32]: UInt32] = [:]
        var list: [UInt32] = []
        var cells: [UInt32] = []
        cells.reserveCapacity(first.count - 1)
        for cell in 0 ..< first.count - 1 {
            let lo = Int(first[cell]), hi = Int(first[cell + 1])
            if lo == hi {
                cells.append(Self.nearTag | near[(cell / columns) / m * blockColumns + (cell % columns) / m])
                continue
            }
            let head = Int(entryStart[Int(entryOrder[lo])])
            if hi - lo == 1 && words[head] & LocatorStore.covered != 0 {
                cells.append(Self.pure | (words[head] & LocatorStore.spaceMask))
                continue
            }
            list.removeAll(keepingCapacity: true)
            for k in lo ..< hi {
                let e = Int(entryOrder[k])
                if k == hi - 1 { list.append(words[Int(entryStart[e])] | LocatorStore.lastEntry) }
                list += words[Int(entryStart[e]) + (k == hi - 1 ? 1 : 0) ..< Int(entryStart[e + 1])]
            }
            cells.append(b.appendOnce(list, to: \.blob, stored: &stored))
        }
        return cells
    }

    /// The entry of candidate `s` (floor-local `k`) for a cell (grown box `gb`) that rings `crossing` cross.
    private static func entry(_ s: UInt32, _ k: Int, _ crossing: [Int], _ rings: [Ring], _ gb: BoundingBox, vertexBase: [Int]) -> [UInt32] {
        var out: [UInt32] = [s]
        var listed = 0
        for (n, ri) in crossing.enumerated() {
            let pts = rings[ri].points
            guard pts.count - 1 <= maxListedRingEdges else { return [LocatorStore.prepared | s, UInt32(k)] }
            var edges: [(right: Double, index: Int)] = []
            for e in 0 ..< pts.count - 1 {
                let a = pts[e], q = pts[e + 1]
                if Swift.min(a.y, q.y) <= gb.maxY && Swift.max(a.y, q.y) >= gb.minY && Swift.max(a.x, q.x) >= gb.minX {
                    edges.append((Swift.max(a.x, q.x), e))
                }
            }
            listed += edges.count
            guard listed <= maxListedEdges else { return [LocatorStore.prepared | s, UInt32(k)] }
            edges.sort { $0.right > $1.right || ($0.right == $1.right && $0.index < $1.index) }
            out.append(UInt32(edges.count) | (ri > 0 ? LocatorStore.hole : 0) | (n == crossing.count - 1 ? LocatorStore.lastRing : 0))
            for e in edges { out.append(UInt32(vertexBase[ri] + e.index)) }
        }
        return out
    }

    /// Whether the closed segment `a–b` meets the closed box `box`, exactly: the boxes overlap and the four
    /// corners do not all lie strictly on one side of the segment's line (separating axes of a segment and
    /// a box). A degenerate segment reduces to the box test.
    static func segment(_ a: Point, _ b: Point, meets box: BoundingBox) -> Bool {
        guard Swift.max(a.x, b.x) >= box.minX, Swift.min(a.x, b.x) <= box.maxX,
            Swift.max(a.y, b.y) >= box.minY, Swift.min(a.y, b.y) <= box.maxY
        else { return false }
        let s0 = Orientation.sign(a, b, Point(x: box.minX, y: box.minY))
        let s1 = Orientation.sign(a, b, Point(x: box.maxX, y: box.minY))
        let s2 = Orientation.sign(a, b, Point(x: box.maxX, y: box.maxY))
        let s3 = Orientation.sign(a, b, Point(x: box.minX, y: box.maxY))
        return !((s0 > 0 && s1 > 0 && s2 > 0 && s3 > 0) || (s0 < 0 && s1 < 0 && s2 < 0 && s3 < 0))
    }
}
