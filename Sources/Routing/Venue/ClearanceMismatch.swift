/// A query whose profile asks for another clearance than the router's free space was built with: no
/// answer would keep the right distance from the walls. Use ``VenueRouterCache`` to get the router of the
/// profile's clearance.
public struct ClearanceMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The clearance the router was built for, metres.
    public var router: Double
    /// The clearance the profile asks for, metres.
    public var profile: Double

    public var description: String {
        "the router's free space is built for a clearance of \(router) m but the profile asks for \(profile) m; use the router of that clearance (VenueRouterCache)"
    }
}
