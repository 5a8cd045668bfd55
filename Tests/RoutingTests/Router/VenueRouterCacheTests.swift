import Dispatch
import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// A router is built for one key (clearance, access) and every query on it takes that key; the cache picks
/// the router of each key and builds each once, whatever the threads.
@Suite struct VenueRouterCacheTests {
    @Test("the cache hands out routers of the key asked for, answering as a router built for that key")
    func cacheRoutersAreTheKeys() throws {
        let cache = VenueRouterCache(venue: VenueRouterTests.venue)
        let v = cache.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        let direct = try VenueRouter(venue: v, key: .accessible)
        let (router, cached) = try cache.route(from: a, to: b, key: .accessible, profile: .accessible)
        #expect(router.key == .accessible && direct.key == .accessible)
        #expect(cached.status == .found)
        #expect(cached == direct.route(from: a, to: b, profile: .accessible))
        #expect(try cache.router(for: .default).key == .default)
    }

    @Test("staff access comes from the key: the staff router reaches a restricted room, the public one refuses it")
    func staffAccessIsTheKeys() throws {
        let v = VenueRestrictionTests.restrictedVenue(detour: false)
        let cache = VenueRouterCache(venue: v)
        let a = try PlaceResolver.resolve(.reference("Corridor A"), in: v), room = try PlaceResolver.resolve(.reference("Staff Room"), in: v)
        let staffKey = RouterKey(includesNonPublic: true)
        #expect(try cache.route(from: a, to: room, key: .default, profile: .default).result.status == .goalRestricted)
        #expect(try cache.route(from: a, to: room, key: staffKey, profile: .default).result.status == .found)
        let staff = try cache.router(for: staffKey), public_ = try cache.router(for: .default)
        #expect(ObjectIdentifier(staff.graph.token) != ObjectIdentifier(public_.graph.token), "restricted spaces: two builds")
    }

    @Test("without restricted spaces the staff and public routers of a clearance share one build, each with its own key")
    func staffAndPublicShareABuildWithoutRestrictedSpaces() throws {
        let cache = VenueRouterCache(venue: VenueRouterTests.venue)
        try #require(!cache.venue.spaces.contains { $0.isRestricted })
        let staff = try cache.router(for: RouterKey(includesNonPublic: true)), public_ = try cache.router(for: .default)
        #expect(staff.key.includesNonPublic && !public_.key.includesNonPublic)
        #expect(ObjectIdentifier(staff.graph.token) == ObjectIdentifier(public_.graph.token))
        #expect(staff.graph.key.includesNonPublic && !public_.graph.key.includesNonPublic)
    }

    @Test("the cache routes each key with a router of its clearance, built once for 8 threads")
    func cacheBuildsOncePerClearance() throws {
        let cache = VenueRouterCache(venue: VenueRouterTests.venue)
        let v = cache.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        let tokens = IndexedSlots<(Double, ObjectIdentifier)>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { k in
            let (key, profile) = k % 2 == 0 ? (RouterKey.default, RoutingProfile.default) : (RouterKey.accessible, RoutingProfile.accessible)
            if let (router, r) = try? cache.route(from: a, to: b, key: key, profile: profile), r.status == .found {
                tokens.set(k, (router.key.clearance, ObjectIdentifier(router.graph.token)))
            }
        }
        let got = tokens.values()
        #expect(got.count == 16, "every query answered with a router of its key's clearance")
        #expect(Set(got.map(\.0)) == [RouterKey.default.clearance, RouterKey.accessible.clearance])
        #expect(Set(got.map(\.1)).count == 2, "one router per clearance, shared")
    }

}

extension VenueRouterCacheTests {
    /// A router per refused and accepted clearance on the generated campus: seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test("a clearance outside the range fails for every caller, and the cache stays bounded")
        func errorsAndCapacity() throws {
            let cache = VenueRouterCache(venue: VenueRouterTests.venue, capacity: 2)
            #expect(throws: RoutingBuildError.clearanceOutOfRange(3)) { try cache.router(for: RouterKey(clearance: 3)) }
            #expect(throws: RoutingBuildError.clearanceOutOfRange(3)) { try cache.router(for: RouterKey(clearance: 3)) }
            let first = try cache.router(for: RouterKey(clearance: 0.1))
            _ = try cache.router(for: RouterKey(clearance: 0.2))
            _ = try cache.router(for: RouterKey(clearance: 0.25))
            let again = try cache.router(for: RouterKey(clearance: 0.1))
            #expect(first.key == again.key)
            #expect(ObjectIdentifier(first.graph.token) != ObjectIdentifier(again.graph.token), "0.1 m was evicted (capacity 2) and rebuilt")
        }
    }
}
