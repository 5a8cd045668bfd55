import Dispatch
import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// A router answers only for the clearance it was built with; the cache picks the right one per profile
/// and builds each once, whatever the threads (issue 16, item 3).
@Suite struct VenueRouterCacheTests {
    @Test("a router refuses a profile of another clearance instead of routing at its own")
    func mismatchRefused() throws {
        let router = VenueRouterTests.router
        let v = router.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        #expect(router.route(from: a, to: b, profile: .default).status == .found)
        #expect(router.clearance != RoutingProfile.accessible.clearance)
        #expect(router.route(from: a, to: b, profile: .accessible).status == .routerMismatch)
    }

    @Test("a public profile on a staff router is refused (it could cross a staff-only room), not a crash")
    func staffRouterRefusesPublicProfiles() throws {
        let staff = try VenueRouter(venue: VenueRouterTests.venue, includesRestricted: true)
        let v = staff.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        #expect(staff.route(from: a, to: b, profile: .default).status == .routerMismatch)
        var p = RoutingProfile.default
        p.includesNonPublic = true
        #expect(staff.route(from: a, to: b, profile: p).status == .found)
        #expect(staff.mismatch(with: .default)?.description.contains("restricted") == true)
    }

    @Test("the routing questions refuse a profile of another clearance too")
    func questionsRefuseMismatch() throws {
        let router = VenueRouterTests.router
        let v = router.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        #expect(router.nearest(from: a, to: [b], profile: .accessible).route.status == .routerMismatch)
        #expect(throws: RouterMismatch.self) { try router.matrix(from: [a], to: [b], profile: .accessible) }
        #expect(throws: RouterMismatch.self) { try router.reachable(from: a, maxCost: 50, profile: .accessible) }
        #expect(throws: ViaRouteError.self) { try router.route(through: [a, b], profile: .accessible) }
        #expect(try router.matrix(from: [a], to: [b], profile: .default).cells[0][0] != nil)
    }

    @Test("the cache routes each profile with a router of its clearance, built once for 8 threads")
    func cacheBuildsOncePerClearance() throws {
        let cache = VenueRouterCache(venue: VenueRouterTests.venue)
        let v = cache.venue
        let a = try PlaceResolver.resolve(.reference("ALD 101"), in: v), b = try PlaceResolver.resolve(.reference("ALD 105"), in: v)
        let tokens = IndexedSlots<(Double, ObjectIdentifier)>(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { k in
            let profile = k % 2 == 0 ? RoutingProfile.default : RoutingProfile.accessible
            if let (router, r) = try? cache.route(from: a, to: b, profile: profile), r.status != .routerMismatch {
                tokens.set(k, (router.clearance, ObjectIdentifier(router.graph.token)))
            }
        }
        let got = tokens.values()
        #expect(got.count == 16, "every query answered with a router of its profile's clearance")
        #expect(Set(got.map(\.0)) == [RoutingProfile.default.clearance, RoutingProfile.accessible.clearance])
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
            #expect(throws: RoutingBuildError.clearanceOutOfRange(3)) { try cache.router(clearance: 3) }
            #expect(throws: RoutingBuildError.clearanceOutOfRange(3)) { try cache.router(clearance: 3) }
            let first = try cache.router(clearance: 0.1)
            _ = try cache.router(clearance: 0.2)
            _ = try cache.router(clearance: 0.25)
            let again = try cache.router(clearance: 0.1)
            #expect(first.clearance == again.clearance)
            #expect(ObjectIdentifier(first.graph.token) != ObjectIdentifier(again.graph.token), "0.1 m was evicted (capacity 2) and rebuilt")
        }
    }
}
