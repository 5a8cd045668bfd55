import IndoorGeometry

extension TrailMatcher {
    /// The fixes' positions smoothed for candidate search (``TrailMatchParameters/observationWindow``):
    /// each fitted over its neighbours that report the same floor, else left as reported, with the
    /// share of the fix's σ its emission takes (``TrailMatchParameters/observationSigmaFactor`` at the
    /// least, the fit's own spread where larger, as at a trail's ends; 1 for a raw position).
    func observations(_ fixes: [NavigationFix]) -> [(point: Point, sigmaFactor: Double)] {
        let w = parameters.observationWindow
        let raw = fixes.map(\.point)
        guard w > 0 else { return raw.map { ($0, 1) } }
        let times = TrailFit.times(fixes)
        return fixes.indices.map { i in
            guard let fit = TrailFit.localFitSpread(raw, times: times, at: i, window: w, accepts: { j in fixes[j].floor == fixes[i].floor }) else {
                return (raw[i], 1)
            }
            return (fit.point, min(1, max(parameters.observationSigmaFactor, fit.spread)))
        }
    }
}
