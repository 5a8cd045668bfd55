import IndoorGeometry

/// One position report from a positioning system, in the venue's plane: what progress along a route
/// (``RouteProgressTracker``) and trail matching (``TrailMatcher``) read.
public struct NavigationFix: Hashable, Sendable {
    /// Seconds on any clock shared by the fixes of one walk (only differences are used); `nil` when the
    /// system gives none (progress then assumes one second since the last fix).
    public var time: Double?
    /// The reported position, metres on the venue's plane (``LocalProjection`` of `venue.projection`).
    public var point: Point
    /// The reported floor (index into `venue.floors`), `nil` when the system does not know it.
    public var floor: Int?
    /// The horizontal accuracy, metres (one standard deviation of the error); `nil` takes the consumer's
    /// default.
    public var accuracy: Double?

    /// - Parameters: see the properties.
    public init(time: Double? = nil, point: Point, floor: Int? = nil, accuracy: Double? = nil) {
        self.time = time
        self.point = point
        self.floor = floor
        self.accuracy = accuracy
    }
}
