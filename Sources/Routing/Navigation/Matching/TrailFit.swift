import IndoorGeometry

/// Least-squares fits of a trail's positions over time: the smoothing the trail matcher applies to the
/// fixes before it searches candidates, and to the matched points before it draws the walk.
enum TrailFit {
    /// The position of fix `i` fitted over its neighbours: the value at its time of the least-squares
    /// line (in time, per axis) through the positions of the fixes within `window` seconds of it that
    /// `accepts` (walking outwards, stopping at the first one refused); their mean when the times are
    /// degenerate. `nil` when fewer than three fixes take part.
    static func localFit(_ positions: [Point], times: [Double], at i: Int, window: Double, accepts: (Int) -> Bool) -> Point? {
        localFitSpread(positions, times: times, at: i, window: window, accepts: accepts)?.point
    }

    /// ``localFit(_:times:at:window:accepts:)`` with its spread: the standard error of the fitted value
    /// as a share of one fix's (`√(1/n + (t − t̄)² / Σ(tₖ − t̄)²)`; 1/√n for the mean), larger at a
    /// trail's ends, where the fit extrapolates.
    static func localFitSpread(_ positions: [Point], times: [Double], at i: Int, window: Double, accepts: (Int) -> Bool)
        -> (point: Point, spread: Double)?
    {
        let t0 = times[i]
        var n = 0.0, st = 0.0, stt = 0.0, sx = 0.0, sy = 0.0, stx = 0.0, sty = 0.0
        func take(_ j: Int) {
            let t = times[j] - t0, p = positions[j]
            n += 1
            st += t
            stt += t * t
            sx += p.x
            sy += p.y
            stx += t * p.x
            sty += t * p.y
        }
        take(i)
        var j = i - 1
        while j >= 0, t0 - times[j] <= window, accepts(j) {
            take(j)
            j -= 1
        }
        j = i + 1
        while j < positions.count, times[j] - t0 <= window, accepts(j) {
            take(j)
            j += 1
        }
        guard n >= 3 else { return nil }
        let det = n * stt - st * st
        if abs(det) < 1e-9 { return (Point(x: sx / n, y: sy / n), (1 / n).squareRoot()) }
        return (Point(x: (stt * sx - st * stx) / det, y: (stt * sy - st * sty) / det), (1 / n + st * st / (n * det)).squareRoot())
    }

    /// The fixes' times (their indices as seconds where a fix has none).
    static func times(_ fixes: [NavigationFix]) -> [Double] { fixes.enumerated().map { $1.time ?? Double($0) } }
}
