import Foundation
import IndoorGeometry

/// Routers of one venue per ``RouterKey`` (clearance and access), each built once on first use and shared by
/// every thread (a batch of queries may mix keys: the default 0.3 m, the wheelchair's 0.40 m, explicit
/// clearances, staff routes through restricted spaces).
///
/// Building a router costs the free space and meshes of every floor (tens of milliseconds to seconds), so
/// concurrent callers asking for the same key wait for one build instead of starting their own. On a venue
/// without restricted spaces the staff and public routers of a clearance share one build.
/// At most ``capacity`` routers are kept; the least recently used one is dropped beyond that, so a batch
/// of a thousand distinct clearances stays bounded in memory (and rebuilds what it evicted).
///
/// ```swift
/// let routers = VenueRouterCache(venue: venue)
/// let (router, route) = try routers.route(from: a, to: b, key: .accessible, profile: .accessible)  // built at 0.40 m
/// ```
public final class VenueRouterCache: @unchecked Sendable {
    /// The venue every router is built for.
    public let venue: Venue
    /// The venue's places by id and name, for resolving the ends of the queries the routers answer.
    public let places: PlaceDirectory
    /// The venue's inferred elements indexed for route documents (``RouteGeoJSON``'s `inferences`).
    public let inferences: RouteInferenceIndex
    /// Most routers kept at once.
    public let capacity: Int

    private final class Entry: @unchecked Sendable {
        var router: Result<VenueRouter, RoutingBuildError>?
        var lastUse: UInt64 = 0
    }

    /// Entries by the key they are built for (public access on a venue without restricted spaces).
    private var entries: [RouterKey: Entry] = [:]
    /// Whether any space is restricted: without one, staff and public routers are the same router.
    private let hasRestrictedSpaces: Bool
    private var clock: UInt64 = 0
    private let condition = NSCondition()

    /// The router of a key opened instead of built, when one is stored (`nil`: build it).
    public typealias StoredRouter = @Sendable (RouterKey) throws(RoutingBuildError) -> VenueRouter?
    private let stored: StoredRouter?

    /// - Parameters:
    ///   - venue: the venue.
    ///   - capacity: most routers kept (≥ 1; default 8).
    ///   - stored: opens the stored router of a key, or gives `nil` to have it built (a prebuilt file's:
    ///     ``init(venue:prebuilt:capacity:)``). Default none: every router is built.
    ///   - places: the venue's place directory; default one hashed now.
    public init(venue: Venue, capacity: Int = 8, stored: StoredRouter? = nil, places: PlaceDirectory? = nil) {
        self.venue = venue
        self.stored = stored
        self.places = places ?? PlaceDirectory(venue: venue)
        inferences = RouteInferenceIndex(venue: venue)
        self.capacity = max(1, capacity)
        hasRestrictedSpaces = venue.spaces.contains { $0.isRestricted }
    }

    /// The router of `requested`, built now if no other caller has built or is building it.
    /// - Throws: ``RoutingBuildError`` (a clearance outside ``RouterKey/clearanceRange``, a broken
    ///   connection), the same error for every caller of that router.
    public func router(for requested: RouterKey) throws(RoutingBuildError) -> VenueRouter {
        // Without restricted spaces the staff free space is the public one: one build serves both.
        let key = RouterKey(clearance: requested.clearance, includesNonPublic: requested.includesNonPublic && hasRestrictedSpaces)
        condition.lock()
        clock += 1
        if let e = entries[key] {
            e.lastUse = clock
            while true {
                if let r = e.router {
                    condition.unlock()
                    return try r.get().sharing(with: requested)
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
            if let r = try stored?(key) { built = .success(r) } else { built = .success(try VenueRouter(venue: venue, key: key)) }
        } catch {
            built = .failure(error)
        }
        condition.lock()
        e.router = built
        condition.broadcast()
        condition.unlock()
        return try built.get().sharing(with: requested)
    }

    /// Routes with the router of `key`.
    /// - Returns: the router used (for the venue, free space and diagnosis) and the route.
    /// - Throws: ``RoutingBuildError`` when that router cannot be built.
    public func route(from start: ResolvedPlace, to goal: ResolvedPlace, key: RouterKey, profile: RoutingProfile) throws(RoutingBuildError) -> (
        router: VenueRouter, result: RouteResult
    ) {
        let r = try router(for: key)
        return (r, r.route(from: start, to: goal, profile: profile))
    }

    /// Drops the least recently used finished routers beyond the capacity (never one being built).
    private func evictIfNeeded() {
        while entries.count > capacity {
            guard let victim = entries.filter({ $0.value.router != nil }).min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
            entries[victim] = nil
        }
    }
}
