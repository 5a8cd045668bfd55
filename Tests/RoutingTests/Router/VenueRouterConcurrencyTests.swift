import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import Routing

/// One `VenueRouter` shared by 8 threads routes exactly as one thread does (each query takes its own
/// scratch). Run under ThreadSanitizer: `swift test --sanitize=thread --filter Concurrency`.
@Suite(.tags(.concurrency)) struct VenueRouterConcurrencyTests {
    @Test("a shared VenueRouter queried from 8 threads answers as it does sequentially")
    func sharedRouter() throws {
        let router = VenueRouterTests.router
        let v = router.venue
        var rng = SplitMix64(seed: 0xC0C0_0002)
        let profiles: [RoutingProfile] = [.default, .accessible, RoutingProfile(avoidedTypes: [.stairs])]
        let queries: [(ResolvedPlace, ResolvedPlace, RoutingProfile)] = try (0 ..< 24).map { k in
            let a = v.spaces[Int(rng.next() % UInt64(v.spaces.count))].id
            let b = v.spaces[Int(rng.next() % UInt64(v.spaces.count))].id
            return (try PlaceResolver.resolve(.reference(a), in: v), try PlaceResolver.resolve(.reference(b), in: v), profiles[k % profiles.count])
        }
        let expected = queries.map { router.route(from: $0.0, to: $0.1, profile: $0.2) }
        #expect(expected.contains { $0.status == .found }, "the workload finds routes")
        let answers = onThreads(8) { k in
            (0 ..< queries.count).map { i -> RouteResult in
                let q = queries[(i + 3 * k) % queries.count]
                return router.route(from: q.0, to: q.1, profile: q.2)
            }
        }
        for (k, a) in answers.enumerated() {
            let mismatches = (0 ..< queries.count).filter { a[$0] != expected[($0 + 3 * k) % queries.count] }
            #expect(mismatches.isEmpty, "thread \(k): \(mismatches.count) routes differ")
        }
    }

    @Test("a shared PlaceDirectory resolves every space from 8 threads as PlaceResolver does on one")
    func sharedDirectory() {
        let v = VenueRouterTests.router.venue
        let places = PlaceDirectory(venue: v)  // points computed by whichever thread comes first
        let expected = v.spaces.map { try? PlaceResolver.resolve(.reference($0.id), in: v) }
        let answers = onThreads(8) { k in
            (0 ..< v.spaces.count).map { i in try? places.resolve(.reference(v.spaces[(i + 7 * k) % v.spaces.count].id)) }
        }
        for (k, a) in answers.enumerated() {
            let mismatches = (0 ..< v.spaces.count).filter { a[$0] != expected[($0 + 7 * k) % v.spaces.count] }
            #expect(mismatches.isEmpty, "thread \(k): \(mismatches.count) places differ")
        }
    }

    @Test("an idle scratch goes back to the thread that used it last, not to the last one returned")
    func scratchAffinity() {
        let reuse = VenueRouterReuse()
        let mine = reuse.borrowScratch()
        let other = ScratchBox(scratch: reuse.borrowScratch())
        #expect(mine !== other.scratch, "two queries at once get two scratches")
        reuse.giveBack(mine)
        _ = onThreads(1) { _ in reuse.giveBack(other.scratch) }  // returned last, by another thread
        let again = reuse.borrowScratch()
        #expect(again === mine, "this thread gets back its own scratch")
        let theirs = onThreads(1) { _ in ScratchBox(scratch: reuse.borrowScratch()) }
        #expect(theirs.first?.scratch === other.scratch, "a thread with none of its own takes an idle one")
    }
}

/// A scratch handed between the test's threads (each is used by one thread at a time).
private struct ScratchBox: @unchecked Sendable {
    let scratch: RoutingScratch
}
