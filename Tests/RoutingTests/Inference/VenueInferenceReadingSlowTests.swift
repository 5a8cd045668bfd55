import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// The rules that read maps as people draw them (through-room passages, overlapping drawings, export
/// categories, approaches beyond the walkways) on real venues: what they answer, and that a route which
/// uses none of them is the route of the rules without them.
@Suite(.tags(.slow)) struct VenueInferenceReadingSlowTests {
    /// The inference without the reading rules: the rules as they stood before them.
    static var withoutReadingRules: VenueInference {
        var i = VenueInference.default
        i.passesThroughRooms = false
        i.readsOverlaps = false
        i.readsExportCategories = false
        i.approachLimit = i.doorlessReach
        return i
    }

    /// Whether `route` relies on a reading rule: a passage or a far approach, an element of a space drawn on
    /// top of a walkway, or a walk on a floor whose unit categories were read.
    static func usesReadingRule(_ route: RouteResult, in v: Venue) -> Bool {
        let used = RouteInferences.used(by: route, in: v)
        if used.contains(where: { $0.kind == .throughRoom || $0.kind == .approach }) { return true }
        let overlapping = Set(v.inferences.filter { $0.kind == .overlap }.map { $0.spaceIDs[0] })
        if used.contains(where: { !overlapping.isDisjoint(with: $0.spaceIDs) }) { return true }
        let readFloors = Set(v.inferences.filter { $0.kind == .categoryRead }.map(\.floorIndex))
        return route.steps.contains { step in
            if case let .walk(leg) = step { return readFloors.contains(leg.floor) }
            return false
        }
    }

    /// Routes seeded pairs of public rooms with and without the reading rules: none answered without them
    /// is lost, and every route that changed relies on a reading rule.
    static func compare(_ path: String, seed: UInt64) throws -> (pairs: Int, before: Int, after: Int, changed: Int) {
        let v = try VenueLoader.load(path: path)
        let before = try VenueLoader.load(path: path, inference: withoutReadingRules)
        let pairs = InferenceRouting.pairs(before, count: 300, seed: seed, differentFloors: false)
        let a = try InferenceRouting.route(before, pairs: pairs)
        let b = try InferenceRouting.route(v, pairs: pairs)
        var changed = 0
        for (x, y) in zip(a, b) where x.route.status == .found {
            #expect(y.route.status == .found, "\(v.spaces[x.from].id) → \(v.spaces[x.to].id) answered without the reading rules only")
            guard y.route.status == .found, abs(x.route.cost - y.route.cost) > 1e-6 || abs(x.route.distance - y.route.distance) > 1e-6 else { continue }
            changed += 1
            #expect(
                usesReadingRule(y.route, in: v),
                "\(v.spaces[x.from].id) → \(v.spaces[x.to].id): \(x.route.distance) → \(y.route.distance) without a reading rule")
        }
        let r = (pairs.count, a.filter { $0.route.status == .found }.count, b.filter { $0.route.status == .found }.count, changed)
        print("reading rules \(path.split(separator: "/").last ?? ""): \(r.0) pairs, \(r.1) answered without, \(r.2) with; \(r.3) routes changed")
        return r
    }

    @Test("SPbPU, Pacific U: no pair lost, every changed route relies on a reading rule", .sharedVenues)
    func realVenues() throws {
        for path in [SharedVenues.spbstuFolder, SharedVenues.pacificFolder] {
            let r = try Self.compare(path, seed: 37)
            #expect(r.after >= r.before)
        }
    }

    @Test("Gare de l'Est: no pair lost, every changed route relies on a reading rule", .sharedOSMVenue)
    func gareDeLEst() throws {
        let r = try Self.compare(SharedVenues.gareDeLEst, seed: 37)
        #expect(r.after >= r.before)
    }

    @Test("Grand'Place: at least 97 of 100 seeded shop pairs answered by id and by position", .sharedGrandPlace)
    func grandPlace() throws {
        let v = try VenueLoader.load(path: SharedVenues.grandPlace)
        let router = try VenueRouter(venue: v)
        let shops = InferenceRouting.rooms(v).filter { !v.spaces[$0].names.isEmpty }
        var random = SplitMix64(seed: 37)
        var byID = 0, byPosition = 0
        for _ in 0 ..< 100 {
            let a = shops[Int(random.next() % UInt64(shops.count))], b = shops[Int(random.next() % UInt64(shops.count))]
            let from = try PlaceResolver.resolve(.spaceID(v.spaces[a].id), in: v), to = try PlaceResolver.resolve(.spaceID(v.spaces[b].id), in: v)
            if router.route(from: from, to: to, profile: .default).status == .found { byID += 1 }
            // A position inside each shop, on its floor named as users do: by its `level` value.
            func position(_ i: Int) throws -> ResolvedPlace {
                let g = v.projection.unproject(v.spaces[i].polygon.labelPoint().point)
                return try PlaceResolver.resolve(.position(g, floor: String(v.floors[v.spaces[i].floorIndex].ordinal)), in: v)
            }
            if router.route(from: try position(a), to: try position(b), profile: .default).status == .found { byPosition += 1 }
        }
        print("Grand'Place: \(byID) of 100 shop pairs by id, \(byPosition) by position")
        #expect(byID >= 97 && byPosition >= 97)
        #expect(v.inferences.contains { $0.kind == .overlap } && v.inferences.contains { $0.kind == .throughRoom })
    }

    @Test("Grand'Place: every space's floor is found from its level value and a point inside it", .sharedGrandPlace)
    func grandPlaceFloors() throws {
        let v = try VenueLoader.load(path: SharedVenues.grandPlace)
        for s in v.spaces where s.isHitTestable && !v.floors[s.floorIndex].isOutdoor {
            let p = s.polygon.labelPoint().point
            #expect(try v.floorIndex(matching: String(v.floors[s.floorIndex].ordinal), at: p) == s.floorIndex, "\(s.id)")
        }
    }
}
