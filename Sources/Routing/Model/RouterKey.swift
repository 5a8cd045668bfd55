/// What a ``VenueRouter`` is built for, fixed when it is built: the walker's clearance (walls and obstacles
/// are offset by it before the meshes are made) and whether staff-only parts are open (restricted spaces in
/// the free space; connections and anchors without the public flag usable).
///
/// Everything else about a query (who walks, how fast, what is avoided or closed) is the
/// ``RoutingProfile`` given per query. A query runs on the router of its key and takes the router's key as
/// it is, so a profile cannot ask for a clearance or an access the free space was not built for.
/// ``VenueRouterCache`` keeps one router per key.
///
/// ```swift
/// let wheelchair = try VenueRouter(venue: venue, key: .accessible)  // free space at 0.40 m
/// let route = wheelchair.route(from: a, to: b, profile: .accessible)
/// ```
public struct RouterKey: Hashable, Sendable {
    /// The walker's clearance in metres: the distance the walker's centre keeps from walls and obstacles
    /// (a half-width), in ``clearanceRange``. Default ``defaultClearance``.
    public var clearance: Double
    /// Whether staff-only parts are open: restricted spaces (``Space/restriction``) are
    /// part of the free space, routes may start and end there, and connections and anchors without the
    /// public flag may be used. Default `false`.
    public var includesNonPublic: Bool

    /// - Parameters: see the properties (clearance in metres; a router refuses one outside
    ///   ``clearanceRange`` with ``RoutingBuildError/clearanceOutOfRange(_:)``).
    public init(clearance: Double = RouterKey.defaultClearance, includesNonPublic: Bool = false) {
        self.clearance = clearance
        self.includesNonPublic = includesNonPublic
    }

    /// The default clearance, metres: an average adult's half-width with a little room.
    public static let defaultClearance = 0.3

    /// Clearances a router can be built for, metres. A walker's centre keeping more than 2 m from every
    /// wall fits no real corridor, and larger values only cost time before every route fails.
    public static let clearanceRange: ClosedRange<Double> = 0 ... 2

    /// The wheelchair clearance in metres: just under half the ADA minimum door clear width.
    ///
    /// The clearance is a half-width, so a door stays open when it is wider than 0.80 m: every door that
    /// meets the ADA minimum clear opening of 32 in (815 mm; 2010 ADA Standards for Accessible Design,
    /// §404.2.3) stays open, and narrower ones close (0.45 m would close doors of 0.86–0.895 m that meet
    /// the standard). Corridors keep 0.40 m from the walls, 0.80 m of width for the chair.
    public static let accessibleClearance = 0.40

    /// Public parts at the default clearance.
    public static let `default` = RouterKey()
    /// Public parts at the wheelchair clearance (``accessibleClearance``), for ``RoutingProfile/accessible``.
    public static let accessible = RouterKey(clearance: accessibleClearance)
}

extension RouterKey: CustomStringConvertible {
    /// The key as Swift's default description writes it (`RouterKey(clearance: 0.3, includesNonPublic: false)`),
    /// without its reflection: opening a prebuilt router names its section with it.
    public var description: String { "RouterKey(clearance: \(clearance), includesNonPublic: \(includesNonPublic))" }
}
