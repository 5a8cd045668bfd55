import Foundation
import IndoorGeometry

/// Routers of one venue per clearance and access level, each built once on first use and shared by every
/// thread (a batch of queries may mix profiles: the default 0.3 m, the accessible 0.40 m, explicit
/// clearances, staff routes through restricted spaces).
///
/// Building a router costs the free space and meshes of every floor (tens of milliseconds to seconds), so
/// concurrent callers asking for the same clearance wait for one build instead of starting their own.
/// At most ``capacity`` routers are kept; the least recently used one is dropped beyond that, so a batch
/// of a thousand distinct clearances stays bounded in memory (and rebuilds what it evicted).
///
/// ```swift
/// let routers = VenueRouterCache(venue: venue)
/// let (router, route) = try routers.route(from: a, to: b, profile: .accessible)  // built at 0.40 m
/// ```
public final class VenueRouterCache: @unchecked Sendable {
    /// The venue every router is built for.
    public let venue: Venue
    /// The venue's places by id and name, for resolving the ends of the queries the routers answer.
    public let places: PlaceDirectory
    /// Most routers kept at once.
    public let capacity: Int

    private final class Entry: @unchecked Sendable {
        var router: Result<VenueRouter, RoutingBuildError>?
        var lastUse: UInt64 = 0
    }

    private struct Key: Hashable {
        var clearance: Double
        var includesRestricted: Bool
    }

    private var entries: [Key: Entry] = [:]
    /// Whether any space is restricted: without one, staff and public routers are the same router.
    private let hasRestrictedSpaces: Bool
    private var clock: UInt64 = 0
    private let condition = NSCondition()

    /// - Parameters:
    ///   - venue: the venue.
    ///   - capacity: most routers kept (≥ 1; default 8).
    public init(venue: Venue, capacity: Int = 8) {
        self.venue = venue
        places = PlaceDirectory(venue: venue)
        self.capacity = max(1, capacity)
        hasRestrictedSpaces = venue.spaces.contains { $0.isRestricted }
    }

    /// The router for `clearance` metres (with restricted spaces walkable when `includesNonPublic` and the
    /// venue has any), built now if no other caller has built or is building it.
    /// - Throws: ``RoutingBuildError`` (a clearance outside ``RoutingProfile/clearanceRange``, a broken
    ///   connection), the same error for every caller of that router.
    public func router(clearance: Double, includesNonPublic: Bool = false) throws(RoutingBuildError) -> VenueRouter {
        let key = Key(clearance: clearance, includesRestricted: includesNonPublic && hasRestrictedSpaces)
        condition.lock()
        clock += 1
        if let e = entries[key] {
            e.lastUse = clock
            while true {
                if let r = e.router {
                    condition.unlock()
                    return try r.get()
                }
                condition.wait()
            }
        }
        let e = Entry()
        e.lastUse = clock
        entries[key] = e
        evictIfNeeded()
        condition.unlock()
        let built: Result<VenueRouter, RoutingBuildError>
        do {
            built = .success(try VenueRouter(venue: venue, clearance: clearance, includesRestricted: key.includesRestricted))
        } catch {
            built = .failure(error)
        }
        condition.lock()
        e.router = built
        condition.broadcast()
        condition.unlock()
        return try built.get()
    }

    /// Routes with the router of the profile (its clearance and access level).
    /// - Returns: the router used (for the venue, free space and diagnosis) and the route.
    /// - Throws: ``RoutingBuildError`` when that router cannot be built.
    public func route(from start: ResolvedPlace, to goal: ResolvedPlace, profile: RoutingProfile) throws(RoutingBuildError) -> (
        router: VenueRouter, result: RouteResult
    ) {
        let r = try router(for: profile)
        return (r, r.route(from: start, to: goal, profile: profile))
    }

    /// The router of `profile`: its clearance, and restricted spaces walkable for a staff profile.
    public func router(for profile: RoutingProfile) throws(RoutingBuildError) -> VenueRouter {
        try router(clearance: profile.clearance, includesNonPublic: profile.includesNonPublic)
    }

    /// Drops the least recently used finished routers beyond the capacity (never one being built).
    private func evictIfNeeded() {
        while entries.count > capacity {
            guard let victim = entries.filter({ $0.value.router != nil }).min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
            entries[victim] = nil
        }
    }
}
