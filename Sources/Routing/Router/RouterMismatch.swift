/// A query whose profile the router was not built for: another clearance (no answer would keep the right
/// distance from the walls), or a public profile on a router whose free space includes restricted
/// (staff-only) spaces (an answer could cross one). Use ``VenueRouterCache`` to get the router of the
/// profile.
public struct RouterMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// The clearance the router was built for, metres.
    public var routerClearance: Double
    /// The clearance the profile asks for, metres.
    public var profileClearance: Double
    /// Whether the router's free space includes restricted spaces.
    public var routerIncludesRestricted: Bool
    /// Whether the profile may use non-public parts.
    public var profileIncludesNonPublic: Bool

    public var description: String {
        if routerClearance != profileClearance {
            return
                "the router's free space is built for a clearance of \(routerClearance) m but the profile asks for \(profileClearance) m; use the router of that clearance (VenueRouterCache)"
        }
        return "the router's free space includes restricted spaces but the profile is public; use a public router (VenueRouterCache)"
    }
}

extension VenueRouter {
    /// Whether this router may answer `profile`: the same clearance, and no restricted spaces in its free
    /// space unless the profile includes non-public parts. (A staff profile on a public router is served:
    /// its routes avoid restricted spaces, which is conservative; ``VenueRouterCache`` gives it the staff
    /// router.)
    public func serves(_ profile: RoutingProfile) -> Bool {
        profile.clearance == clearance && (profile.includesNonPublic || !includesRestricted)
    }

    /// The mismatch with `profile`, or `nil` when ``serves(_:)`` holds.
    public func mismatch(with profile: RoutingProfile) -> RouterMismatch? {
        serves(profile)
            ? nil
            : RouterMismatch(
                routerClearance: clearance, profileClearance: profile.clearance, routerIncludesRestricted: includesRestricted,
                profileIncludesNonPublic: profile.includesNonPublic)
    }
}
