import IndoorGeometry

extension TrailMatcher {
    /// The position of fix `i` fitted over its neighbours: the value at its time of the least-squares
    /// line (in time, per axis) through the positions of the fixes within `window` seconds of it that
    /// `accepts` (walking outwards, stopping at the first one refused); their mean when the times are
    /// degenerate. `nil` when fewer than three fixes take part.
    static func localFit(_ positions: [Point], times: [Double], at i: Int, window: Double, accepts: (Int) -> Bool) -> Point? {
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
        if abs(det) < 1e-9 { return Point(x: sx / n, y: sy / n) }
        return Point(x: (stt * sx - st * stx) / det, y: (stt * sy - st * sty) / det)
    }

    /// The fixes' times (their indices as seconds where a fix has none).
    static func times(_ fixes: [NavigationFix]) -> [Double] { fixes.enumerated().map { $1.time ?? Double($0) } }

    /// The fixes' positions smoothed for candidate search (``TrailMatchParameters/observationWindow``):
    /// each fitted over its neighbours that report the same floor, else left as reported.
    func observations(_ fixes: [NavigationFix]) -> [Point] {
        let w = parameters.observationWindow
        let raw = fixes.map(\.point)
        guard w > 0 else { return raw }
        let times = Self.times(fixes)
        return fixes.indices.map { i in
            Self.localFit(raw, times: times, at: i, window: w) { j in fixes[j].floor == fixes[i].floor } ?? raw[i]
        }
    }
}
