/// A y-banded bucket index over closed y-intervals, the building block of ``PreparedPolygon``.
///
/// The y-range `[minY, maxY]` is cut into `count` equal bands; each item (an edge, a hole) is listed in
/// every band its interval `[low, high]` overlaps. A query at height `y` reads one band. Band membership
/// uses one monotone function of `y` for items and queries alike (`floor((y - minY) · scale)`, clamped),
/// so an interval containing `y` is always listed in `y`'s band: no rounding can lose an item.
///
/// The band count is chosen from `bandsPerItem` (measured: see `PointLocationBenchmarks`) and halved
/// while the listing would exceed `maxEntriesPerItem` entries per item, so items spanning many bands
/// (long walls) cannot blow up memory; the worst case degrades to a few bands, never to more than
/// O(n · maxEntriesPerItem) entries.
struct PreparedPolygonBands: Sendable {
    /// Lower end of band 0, metres.
    let minY: Double
    /// Bands per metre (0 when the y-range is empty).
    let scale: Double
    /// Number of bands, ≥ 1.
    let count: Int
    /// `starts[b] ..< starts[b + 1]` are band `b`'s positions in ``items``.
    let starts: [Int32]
    /// Item ids, band after band; within a band in increasing id order.
    let items: [Int32]

    /// Builds the bands. `lows[i] <= highs[i]` are item `i`'s closed y-interval inside `[minY, maxY]`.
    init(lows: [Double], highs: [Double], minY: Double, maxY: Double, bandsPerItem: Double, maxEntriesPerItem: Int) {
        precondition(
            lows.count == highs.count && lows.count < Int(Int32.max) / (maxEntriesPerItem + 1) - 16,
            "PreparedPolygonBands: \(lows.count) items are too many for 32-bit band offsets")
        let n = lows.count
        let height = maxY - minY
        var bands = max(1, Int(Double(n) * bandsPerItem))
        if !(height > 0) || !height.isFinite { bands = 1 }
        let budget = maxEntriesPerItem * n + 16
        var s = bands > 1 ? Double(bands) / height : 0
        while bands > 1 {
            var entries = 0
            for i in 0 ..< n {
                entries += Self.band(lows[i], minY, s, bands).distance(to: Self.band(highs[i], minY, s, bands)) + 1
            }
            if entries <= budget { break }
            bands /= 2
            s = bands > 1 ? Double(bands) / height : 0
        }
        self.minY = minY
        self.scale = s
        self.count = bands
        // Counting sort into bands.
        var counts = [Int32](repeating: 0, count: bands + 1)
        for i in 0 ..< n {
            let lo = Self.band(lows[i], minY, s, bands)
            let hi = Self.band(highs[i], minY, s, bands)
            for b in lo ... hi { counts[b + 1] += 1 }
        }
        for b in 0 ..< bands { counts[b + 1] += counts[b] }
        var fill = counts
        var items = [Int32](repeating: 0, count: Int(counts[bands]))
        for i in 0 ..< n {
            let lo = Self.band(lows[i], minY, s, bands)
            let hi = Self.band(highs[i], minY, s, bands)
            for b in lo ... hi {
                items[Int(fill[b])] = Int32(i)
                fill[b] += 1
            }
        }
        self.starts = counts
        self.items = items
    }

    /// The band of height `y` (clamped into `0 ..< count`, so heights outside the range get the end bands).
    @inline(__always)
    func band(of y: Double) -> Int { Self.band(y, minY, scale, count) }

    @inline(__always)
    static func band(_ y: Double, _ minY: Double, _ scale: Double, _ count: Int) -> Int {
        let t = (y - minY) * scale
        if !(t >= 1) { return 0 }  // also catches NaN
        if t >= Double(count) { return count - 1 }
        return Swift.min(Int(t), count - 1)
    }
}
