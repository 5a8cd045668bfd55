/// A fine uniform grid over one floor that answers most point queries without a polygon test.
///
/// Every cell is classified once, exactly, against every space whose box it meets:
/// - a space none of whose edges meets the cell either covers the whole cell (its interior holds it) or
///   misses it entirely, decided by one exact point location of the cell's centre;
/// - a space with an edge through the cell stays a *candidate* that a query tests exactly.
///
/// A cell covered by exactly one space and met by no other is **pure**: a query that lands there is
/// answered by one array read (`cells[c]`), no polygon touched. Otherwise the cell's word points at its
/// entry list in ``entries``: the spaces that cover it (flagged, no test needed) and the candidates, in the
/// tie-rule order of the floor (``LocatorFloor/rank``), so answers come out sorted.
///
/// Exactness: cells are classified as closed boxes grown by ``slack`` metres (about 10⁻⁹ of the
/// coordinates' size, far above the rounding of the query's cell arithmetic, far below any feature), and
/// the edge–cell test is exact on those boxes (``Orientation/sign(_:_:_:)`` on the corners). So every point a
/// query maps to cell `c` lies in the grown box, and every space whose closure holds the point is listed in
/// `c`: either an edge of it meets the grown box (a candidate), or the box holds none of its boundary and
/// then lies wholly in its interior (covered). A point on a cell border needs no neighbouring cell.
///
/// Sizing: about ``cellsPerSpace`` cells per space on average (cell side from the floor's total space area),
/// capped so that a floor with far-apart buildings cannot blow up memory. Measured on
/// `locate.pacific.single` (see the README's benchmark table for the chosen value).
struct LocatorCells: Sendable {
    /// Average cells per space the cell size aims for.
    static let cellsPerSpace = 64.0
    /// Flag of a pure cell word (low bits: the floor-local space) and of a covering entry.
    static let flag: UInt32 = 1 << 31

    let minX: Double
    let minY: Double
    /// Cells per metre.
    let scale: Double
    let columns: Int
    let rows: Int
    /// Per cell: `flag | s` for a cell that only venue space `s` covers, else an offset into ``entries``
    /// where the count comes first, then that many pairs: `k` (floor-local, a candidate to test) or
    /// `flag | k` (covers the cell), followed by the venue space index of `k`. Venue indices are stored so
    /// that the common answers need no further lookup.
    let cells: [UInt32]
    let entries: [UInt32]
    /// How far, in metres, the classified boxes extend beyond the cells.
    let slack: Double

    /// The grid for one floor's spaces (floor-local indices `0 ..< polygons.count`, venue indices
    /// `spaceIndices`), with `rank` the tie-rule position of each space.
    init(polygons: [PreparedPolygon], spaceIndices: [Int], areas: [Double], rank: [Int]) {
        var all = BoundingBox.empty
        for p in polygons { all = all.union(p.boundingBox) }
        let n = polygons.count
        guard n > 0, !all.isEmpty, (spaceIndices.max() ?? 0) < Int(Self.flag) else {
            (minX, minY, scale, columns, rows, slack) = (0, 0, 0, 0, 0, 0)
            cells = []
            entries = [0]
            return
        }
        let w = Swift.max(all.width, 1e-6)
        let h = Swift.max(all.height, 1e-6)
        let totalArea = Swift.max(areas.reduce(0) { $0 + Swift.max($1, 0) }, 1e-6)
        var size = (totalArea / (Self.cellsPerSpace * Double(n))).squareRoot()
        // Cap the cell count (a floor holding far-apart buildings is mostly empty box).
        let maxCells = Swift.max(4096.0, 8 * Self.cellsPerSpace * Double(n))
        size = Swift.max(size, (w * h / maxCells).squareRoot(), Swift.max(w, h) / 8192)
        self.slack = 1e-9 * (Swift.abs(all.minX) + Swift.abs(all.maxX) + Swift.abs(all.minY) + Swift.abs(all.maxY) + w + h)
        // One empty cell of margin on every side: every point of every box maps to an inner cell.
        let minX = all.minX - size
        let minY = all.minY - size
        let columns = Int((w / size).rounded(.up)) + 3
        let rows = Int((h / size).rounded(.up)) + 3
        let scale = 1 / size, slack = self.slack
        (self.minX, self.minY, self.scale, self.columns, self.rows) = (minX, minY, scale, columns, rows)
        // The query's own cell arithmetic, clamped (see ``cell(of:)``).
        func column(of x: Double) -> Int { Swift.min(columns - 1, Swift.max(0, Int(((x - minX) * scale).rounded(.down)))) }
        func row(of y: Double) -> Int { Swift.min(rows - 1, Swift.max(0, Int(((y - minY) * scale).rounded(.down)))) }
        /// Cell `(c, r)` as a closed box grown by `slack`.
        func grownBox(_ c: Int, _ r: Int) -> BoundingBox {
            BoundingBox(
                minX: minX + Double(c) * size - slack, minY: minY + Double(r) * size - slack,
                maxX: minX + Double(c + 1) * size + slack, maxY: minY + Double(r + 1) * size + slack)
        }

        // (cell, word) pairs, spaces visited in tie-rule order so that each cell's list comes out sorted.
        var pairCells: [Int32] = []
        var pairWords: [UInt32] = []
        var crossed: [Bool] = []
        let order = (0 ..< n).sorted { rank[$0] < rank[$1] }
        for k in order {
            let poly = polygons[k]
            let box = poly.boundingBox
            let c0 = column(of: box.minX - slack), c1 = column(of: box.maxX + slack)
            let r0 = row(of: box.minY - slack), r1 = row(of: box.maxY + slack)
            let bw = c1 - c0 + 1
            crossed = [Bool](repeating: false, count: bw * (r1 - r0 + 1))
            for ring in poly.polygon.rings {
                let pts = ring.points
                for e in 0 ..< pts.count - 1 {
                    let a = pts[e], b = pts[e + 1]
                    let ec0 = Swift.max(c0, column(of: Swift.min(a.x, b.x) - slack)), ec1 = Swift.min(c1, column(of: Swift.max(a.x, b.x) + slack))
                    let er0 = Swift.max(r0, row(of: Swift.min(a.y, b.y) - slack)), er1 = Swift.min(r1, row(of: Swift.max(a.y, b.y) + slack))
                    guard ec0 <= ec1, er0 <= er1 else { continue }
                    for r in er0 ... er1 {
                        for c in ec0 ... ec1 where !crossed[(r - r0) * bw + (c - c0)] {
                            if Self.segment(a, b, meets: grownBox(c, r)) { crossed[(r - r0) * bw + (c - c0)] = true }
                        }
                    }
                }
            }
            for r in r0 ... r1 {
                // Uncrossed cells next to each other in a row lie on one side of the boundary: the union of
                // their grown boxes is connected and meets no edge, so one centre decides the whole run.
                var runCovered: Bool? = nil
                for c in c0 ... c1 {
                    let word: UInt32
                    if crossed[(r - r0) * bw + (c - c0)] {
                        word = UInt32(k)
                        runCovered = nil
                    } else {
                        if runCovered == nil { runCovered = poly.locate(grownBox(c, r).center) == .interior }
                        guard runCovered == true else { continue }
                        word = Self.flag | UInt32(k)
                    }
                    pairCells.append(Int32(r * columns + c))
                    pairWords.append(word)
                }
            }
        }
        // Counting sort by cell (stable: keeps the tie-rule order within a cell).
        let cellCount = columns * rows
        var counts = [Int32](repeating: 0, count: cellCount + 1)
        for c in pairCells { counts[Int(c) + 1] += 1 }
        for i in 0 ..< cellCount { counts[i + 1] += counts[i] }
        var fill = counts
        var sorted = [UInt32](repeating: 0, count: pairWords.count)
        for (c, w) in zip(pairCells, pairWords) {
            sorted[Int(fill[Int(c)])] = w
            fill[Int(c)] += 1
        }
        var cells = [UInt32](repeating: 0, count: cellCount)
        var entries: [UInt32] = [0]  // offset 0: the shared empty list
        entries.reserveCapacity(pairWords.count + cellCount / 2)
        for i in 0 ..< cellCount {
            let lo = Int(counts[i]), hi = Int(counts[i + 1])
            if lo == hi { continue }
            if hi - lo == 1 && sorted[lo] & Self.flag != 0 {
                cells[i] = Self.flag | UInt32(spaceIndices[Int(sorted[lo] & ~Self.flag)])
                continue
            }
            precondition(entries.count < Int(Self.flag), "LocatorCells: too many entries for 31-bit offsets")
            cells[i] = UInt32(entries.count)
            entries.append(UInt32(hi - lo))
            for w in sorted[lo ..< hi] {
                entries.append(w)
                entries.append(UInt32(spaceIndices[Int(w & ~Self.flag)]))
            }
        }
        self.cells = cells
        self.entries = entries
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

    /// The cell index of `p`, or -1 outside the grid (where no space's box reaches).
    @inline(__always)
    func cell(of p: Point) -> Int {
        let fx = (p.x - minX) * scale
        let fy = (p.y - minY) * scale
        // Also false for NaN. The margin cells keep every box point strictly inside these bounds.
        guard fx >= 0, fy >= 0, fx < Double(columns), fy < Double(rows) else { return -1 }
        return Int(fy) &* columns &+ Int(fx)
    }
}
