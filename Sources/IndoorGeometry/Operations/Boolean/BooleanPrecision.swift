/// The snap-rounding grid of one overlay: metres scaled by a power of two and rounded to integers.
///
/// The scale is chosen so that the largest coordinate becomes about 2⁴⁶ grid units: integer-valued doubles
/// with exact differences, and a grid cell of about `maxAbs·2⁻⁴⁶` metres (1.4e-12 m for a 100 m venue,
/// 1.4e-10 m at 10 km). Scaling by a power of two is exact, so grid points map back to metres exactly.
struct BooleanPrecision: Sendable {
    /// Grid units per metre (a power of two).
    let scale: Double
    /// Metres per grid unit.
    let inverseScale: Double

    init(maxAbsCoordinate m: Double) {
        let e = (m > 0 && m.isFinite) ? Int(m.exponent) : 0
        // Any finite magnitude maps to about 2⁴⁶ (the old clamp at ±200 left coordinates beyond 2²⁴⁵ m off
        // the grid's range, and the noder trapped converting them to Int64); 2^k and 2^-k stay normal doubles.
        let k = min(max(45 - e, -970), 1000)
        scale = Double(sign: .plus, exponent: k, significand: 1)
        inverseScale = Double(sign: .plus, exponent: -k, significand: 1)
    }

    /// The grid point nearest to `p` (in grid units).
    @inline(__always)
    func grid(_ p: Point) -> Point { Point(x: (p.x * scale).rounded(), y: (p.y * scale).rounded()) }

    /// Grid units back to metres (exact).
    @inline(__always)
    func metres(_ g: Point) -> Point { Point(x: g.x * inverseScale, y: g.y * inverseScale) }

    /// One grid unit in metres.
    var cellSize: Double { inverseScale }
}
