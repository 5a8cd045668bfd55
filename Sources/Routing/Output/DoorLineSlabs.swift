import IndoorGeometry

/// The bounding boxes of a floor's door lines (``FloorDoorLines``) sorted along one axis, for finding the
/// boxes a query box meets without testing every box: the boxes no wider along the axis than a reach,
/// by their low end, and the few wider ones apart. A narrow box that meets the query has its low end
/// between the query's low end less the reach and the query's high end: one binary search and a scan
/// of that slab, then the wide boxes, give exactly the boxes a test of every box gives (in another order).
///
/// Doors cluster in buildings, which defeats a uniform grid sized by the floor's extent; a slab holds
/// the doors near the query's abscissa (ordinate) only, whatever their layout.
///
/// Immutable; the axis is the one along which the boxes' centres spread more.
/// - Complexity: O(boxes log boxes) to build; a query O(log boxes + boxes in its slab + wide boxes).
struct DoorLineSlabs: Sendable {
    /// Whether the boxes are sorted along y (else x).
    let alongY: Bool
    /// The low ends of the narrow boxes along the axis, ascending.
    let lows: [Double]
    /// The index of the box of each entry of ``lows``.
    let order: [Int32]
    /// The greatest extent of a narrow box along the axis, and a micrometre more for the rounding of the
    /// subtractions (metres).
    let reach: Double
    /// The boxes wider than the narrow ones along the axis, ascending: every query tests them.
    let wide: [Int32]

    /// The index of `boxes`, or `nil` for fewer than 16 boxes (a scan costs as little) or boxes that are
    /// not finite.
    init?(boxes: [BoundingBox]) {
        guard boxes.count >= 16, boxes.allSatisfy({ $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }) else {
            return nil
        }
        let xs = boxes.map { $0.minX + $0.maxX }, ys = boxes.map { $0.minY + $0.maxY }
        let alongY = (ys.max()! - ys.min()!) > (xs.max()! - xs.min()!)
        func low(_ b: BoundingBox) -> Double { alongY ? b.minY : b.minX }
        func extent(_ b: BoundingBox) -> Double { alongY ? b.maxY - b.minY : b.maxX - b.minX }
        // Narrow: up to twice the extent of nine boxes in ten (doors are about a metre; a long inferred
        // opening would widen every slab).
        let extents = boxes.map(extent).sorted()
        let cap = max(2 * extents[extents.count * 9 / 10], 0.5)
        let narrow = boxes.indices.filter { extent(boxes[$0]) <= cap }.sorted { low(boxes[$0]) < low(boxes[$1]) }
        self.alongY = alongY
        lows = narrow.map { low(boxes[$0]) }
        order = narrow.map(Int32.init)
        reach = (narrow.map { extent(boxes[$0]) }.max() ?? 0) + 1e-6
        wide = boxes.indices.filter { extent(boxes[$0]) > cap }.map(Int32.init)
    }

    /// Calls `body` once with the index of each box of `boxes` (the boxes the index was built over) that
    /// meets `query`, in no particular order.
    func visit(meeting query: BoundingBox, boxes: [BoundingBox], _ body: (Int) -> Void) {
        let lo = (alongY ? query.minY : query.minX) - reach, hi = alongY ? query.maxY : query.maxX
        // The first entry whose low end is at least `lo`.
        var a = 0, b = lows.count
        while a < b {
            let m = (a + b) / 2
            if lows[m] < lo { a = m + 1 } else { b = m }
        }
        while a < lows.count && lows[a] <= hi {
            let k = Int(order[a])
            if boxes[k].intersects(query) { body(k) }
            a += 1
        }
        for k in wide where boxes[Int(k)].intersects(query) { body(Int(k)) }
    }
}
