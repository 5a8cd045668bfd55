import IndoorGeometry

extension TrailMatcher {
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

    /// The fixes' positions smoothed for candidate search (``TrailMatchParameters/observationWindow``):
    /// each fitted over its neighbours that report the same floor, else left as reported, with the
    /// share of the fix's σ its emission takes (``TrailMatchParameters/observationSigmaFactor`` at the
    /// least, the fit's own spread where larger, as at a trail's ends; 1 for a raw position).
    func observations(_ fixes: [NavigationFix]) -> [(point: Point, sigmaFactor: Double)] {
        let w = parameters.observationWindow
        let raw = fixes.map(\.point)
        guard w > 0 else { return raw.map { ($0, 1) } }
        let times = Self.times(fixes)
        return fixes.indices.map { i in
            guard let fit = Self.localFitSpread(raw, times: times, at: i, window: w, accepts: { j in fixes[j].floor == fixes[i].floor }) else {
                return (raw[i], 1)
            }
            return (fit.point, min(1, max(parameters.observationSigmaFactor, fit.spread)))
        }
    }
}
