/// The thresholds of ``RouteProgressTracker``, with their defaults.
///
/// A fix is *beyond* the route when the nearest point of the route's search window on the fix's floor is
/// farther than its limit `max(accuracyFactor × accuracy, minimumLimit)` metres, or the window has no
/// part on its floor; such a fix leaves the progress where it was. The walker is off the route when the
/// last ``confirmations`` fixes are beyond their limits on average, each of them beyond
/// ``confirmationShare`` of its limit: one stray fix never flags the walker on its own (answers do not
/// flicker), while a walker who leaves is flagged as soon as two fixes together say so, not only once two
/// noisy fixes each happen to lie beyond the limit.
public struct RouteProgressParameters: Hashable, Sendable {
    /// Multiple of the fix's accuracy beyond which it is off the route. Default 4: a fix with Gaussian
    /// error of that sigma per axis lies farther than 4 sigma from where it was taken with probability
    /// e^−8 ≈ 0.03% (near the end of a leg the distance to the route is that radial one, not the
    /// perpendicular one), so two in a row on the route happen about once in ten million fixes.
    public var accuracyFactor: Double = 4
    /// Smallest off-route distance, metres, whatever the accuracy says. Default 5 (a corridor and a half).
    public var minimumLimit: Double = 5
    /// Accuracy assumed for a fix that gives none, metres. Default 5.
    public var defaultAccuracy: Double = 5
    /// Fixes whose distances from the route are averaged to decide that the walker is off it. Default 2.
    public var confirmations: Int = 2
    /// Share of its limit each of those fixes must be beyond. Default 0.75: on the route, a fix lies
    /// beyond 3 sigma (0.75 × 4 sigma) with probability e^−4.5 ≈ 1% (radial; 0.3% across a corridor),
    /// and two fixes averaging beyond 4 sigma about once in a million fixes (simulated), while a walker
    /// just at the limit is confirmed by two fixes about half of the time, rather than a quarter when
    /// each must be beyond it.
    public var confirmationShare: Double = 0.75
    /// Walked metres ahead of the last progress searched for the match, besides the walking reach below.
    /// Default 20: the window never reaches a later pass of the same corridor farther ahead.
    public var lookAhead: Double = 20
    /// Fastest walker in m/s: the window also reaches this speed × seconds since the last fix. Default 3.
    public var maxSpeed: Double = 3
    /// Walked metres behind the last progress searched (a fix a little behind matches there, and the
    /// progress stays put rather than jumping to a later pass). Default 10.
    public var lookBehind: Double = 10

    public init() {}

    /// Whether the fixes of `recent` (distances from the route and their limits, the last
    /// ``confirmations`` of them) make the walker off the route.
    func isOffRoute(_ recent: [(distance: Double, limit: Double)]) -> Bool {
        guard recent.count >= confirmations, confirmations > 0 else { return false }
        let last = recent.suffix(confirmations)
        guard last.allSatisfy({ $0.distance > confirmationShare * $0.limit }) else { return false }
        return last.reduce(0) { $0 + $1.distance } > last.reduce(0) { $0 + $1.limit }
    }

    /// The off-route distance for a fix of `accuracy` metres (``defaultAccuracy`` when `nil`).
    public func limit(accuracy: Double?) -> Double {
        max(accuracyFactor * (accuracy ?? defaultAccuracy), minimumLimit)
    }
}
