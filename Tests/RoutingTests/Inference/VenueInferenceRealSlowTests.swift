import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// The inference rules on the real venues: how many seeded pairs of public rooms on different floors are
/// answered with and without them, and that where nothing is inferred the routes are those of the source.
@Suite(.sharedVenues, .tags(.slow)) struct VenueInferenceRealSlowTests {
    struct Rates: CustomStringConvertible {
        var pairs: Int
        var strict: Int
        var inferred: Int
        var description: String { "\(pairs) pairs: \(strict) answered as read, \(inferred) with inference" }
    }

    static func rates(_ path: String, seed: UInt64) throws -> (Rates, [InferenceRouting.Outcome], [InferenceRouting.Outcome], Venue) {
        let v = try VenueLoader.load(path: path)
        let strict = try VenueLoader.load(path: path, inference: .strict)
        let pairs = InferenceRouting.pairs(strict, count: 300, seed: seed)
        let a = try InferenceRouting.route(strict, pairs: pairs)
        let b = try InferenceRouting.route(v, pairs: pairs)
        let r = Rates(pairs: pairs.count, strict: a.filter { $0.route.status == .found }.count, inferred: b.filter { $0.route.status == .found }.count)
        print("inference \(path.split(separator: "/").last ?? ""): \(r)")
        return (r, a, b, v)
    }

    @Test("SPbPU: at least 95% of public room pairs answered with inference (entrances and outdoor ground inferred)")
    func spbstu() throws {
        let (r, _, _, v) = try Self.rates(SharedVenues.spbstuFolder, seed: 25)
        #expect(r.inferred > r.strict, "\(r)")
        #expect(Double(r.inferred) >= 0.95 * Double(r.pairs), "\(r)")
        #expect(v.inferences.contains { $0.kind == .outdoorGround })
    }

    @Test("Pacific U: answered pairs grow, and every route that changed relies on an inferred element")
    func pacific() throws {
        let (r, strict, inferred, v) = try Self.rates(SharedVenues.pacificFolder, seed: 25)
        #expect(r.inferred >= r.strict, "\(r)")
        var changed = 0
        for (a, b) in zip(strict, inferred) where a.route.status == .found && b.route.status == .found {
            guard abs(a.route.distance - b.route.distance) > 1e-6 else { continue }
            changed += 1
            // A route that relies on nothing inferred is the route of the venue as read.
            #expect(!RouteInferences.used(by: b.route, in: v).isEmpty, "\(a.route.distance) → \(b.route.distance) without inference")
        }
        print("inference pacific: \(changed) answered routes changed")
    }

    @Test("Pacific U: the floor-change penalty leaves no more routes that leave a floor and come back than pricing floors by seconds alone")
    func pacificFloorRevisits() throws {
        let v = try VenueLoader.load(path: SharedVenues.pacificFolder)
        let pairs = InferenceRouting.pairs(v, count: 300, seed: 26)
        var flat = RoutingProfile.default
        flat.floorChangePenalty = 0
        let priced = try InferenceRouting.route(v, pairs: pairs).filter { $0.route.status == .found }
        let unpriced = try InferenceRouting.route(v, pairs: pairs, profile: flat).filter { $0.route.status == .found }
        let a = priced.filter { InferenceRouting.revisitsAFloor($0.route) }.count
        let b = unpriced.filter { InferenceRouting.revisitsAFloor($0.route) }.count
        let changed = zip(priced, unpriced).filter { abs($0.route.distance - $1.route.distance) > 1e-6 }.count
        print("inference pacific floor revisits: \(a) of \(priced.count) with the penalty, \(b) of \(unpriced.count) without; \(changed) routes changed")
        #expect(a <= b)
    }
}
