/// Exact orientation for points with integer-valued coordinates below 2⁶² in magnitude (the overlay grid).
///
/// Same answer as ``Orientation/sign(_:_:_:)`` on such points, but the fallback after the floating-point
/// filter multiplies 64-bit integers to 128 bits instead of building floating-point expansions on the
/// heap. The overlay's pieces meet in many nearly collinear triples (a buffer's rectangle edge and its
/// join's radius), where the filter fails; this halved `buffer.line.v10` (see BufferBenchmarks.swift).
/// Differences of grid coordinates are exact doubles, so the integer conversion is exact.
enum BooleanGridOrientation {
    /// The sign (-1, 0, 1) of `(a − c) × (b − c)`: positive when `a, b, c` turn counter-clockwise.
    /// - Precondition: every coordinate is an integer with differences below 2⁶³ (not checked).
    @inline(__always)
    static func sign(_ a: Point, _ b: Point, _ c: Point) -> Int {
        let acx = a.x - c.x, bcy = b.y - c.y, acy = a.y - c.y, bcx = b.x - c.x
        let l = acx * bcy, r = acy * bcx
        let det = l - r
        let bound = Orientation.filterBound * (abs(l) + abs(r))
        if det > bound { return 1 }
        if -det > bound { return -1 }
        let p = Int64(acx).multipliedFullWidth(by: Int64(bcy))
        let q = Int64(acy).multipliedFullWidth(by: Int64(bcx))
        if p.high != q.high { return p.high > q.high ? 1 : -1 }
        if p.low != q.low { return p.low > q.low ? 1 : -1 }
        return 0
    }
}
