/// The thresholds of ``RouteProgressTracker``, with their defaults.
///
/// A fix is *beyond* the route when the nearest point of the route's search window on the fix's floor is
/// farther than `max(accuracyFactor × accuracy, minimumLimit)` metres, or the window has no part on its
/// floor. The walker is off the route after ``confirmations`` fixes in a row beyond it: one stray fix
/// never flags it (answers do not flicker), and a walker who leaves is flagged within that many fixes of
/// being beyond the limit.
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
    /// Fixes in a row beyond the route before the walker is off it. Default 2.
    public var confirmations: Int = 2
    /// Walked metres ahead of the last progress searched for the match, besides the walking reach below.
    /// Default 20: the window never reaches a later pass of the same corridor farther ahead.
    public var lookAhead: Double = 20
    /// Fastest walker in m/s: the window also reaches this speed × seconds since the last fix. Default 3.
    public var maxSpeed: Double = 3
    /// Walked metres behind the last progress searched (a fix a little behind matches there, and the
    /// progress stays put rather than jumping to a later pass). Default 10.
    public var lookBehind: Double = 10

    public init() {}

    /// The off-route distance for a fix of `accuracy` metres (``defaultAccuracy`` when `nil`).
    public func limit(accuracy: Double?) -> Double {
        max(accuracyFactor * (accuracy ?? defaultAccuracy), minimumLimit)
    }
}
