import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// ``RouteDoorCrossings``: the doors a route's walks cross, found once with the floors' door lines, are the
/// doors a test of every segment of every door line of the walk's floor finds (in venue order per walked
/// segment), and the inferred doors read off them (``RouteInferences/crossings(of:in:index:)``) are those a test
/// of every inferred door finds, in walking order, each once.
@Suite struct RouteDoorCrossingsTests {
    /// Per walked segment of step `k`, the doors of `venue` on the walk's floor whose line the segment meets,
    /// by testing every door (the reference).
    static func everyDoor(_ route: RouteResult, step k: Int, venue: Venue) -> [[Int]] {
        guard case let .walk(leg) = route.steps[k], leg.points.count >= 2 else { return [] }
        return (0 ..< leg.points.count - 1).map { i in
            let a = leg.points[i], b = leg.points[i + 1]
            return venue.doors.indices.filter { j in
                let d = venue.doors[j]
                guard d.floorIndex == leg.floor, let line = d.line else { return false }
                return (0 ..< line.segmentCount).contains { SegmentIntersection(a, b, line.points[$0], line.points[$0 + 1]).intersects }
            }
        }
    }

    /// Checks the crossings of the routes between `count` seeded room pairs of `venue`; returns how many doors
    /// and how many inferred doors the routes cross.
    static func check(_ venue: Venue, count: Int, seed: UInt64) throws -> (doors: Int, inferred: Int) {
        let index = RouteInferenceIndex(venue: venue)
        var doors = 0, inferred = 0
        let pairs = InferenceRouting.pairs(venue, count: count, seed: seed, differentFloors: false)
        for o in try InferenceRouting.route(venue, pairs: pairs) where o.route.status == .found {
            let found = RouteDoorCrossings(route: o.route, venue: venue, index: index)
            let perStep = RouteInferences.crossings(of: o.route, in: venue, index: index)
            for k in o.route.steps.indices {
                let reference = everyDoor(o.route, step: k, venue: venue)
                let segments = reference.indices.map { i in found.crossings(step: k, segment: i).map(\.door) }
                #expect(segments == reference, "step \(k) of \(o.from) → \(o.to)")
                #expect(found.range(step: k).count == reference.joined().count, "step \(k) of \(o.from) → \(o.to)")
                var inferredReference: [Int] = []
                for j in reference.joined() where venue.doors[j].inference != nil && !inferredReference.contains(j) { inferredReference.append(j) }
                #expect(perStep[k] == (venue.inferences.isEmpty ? [] : inferredReference), "step \(k) of \(o.from) → \(o.to)")
                doors += reference.joined().count
                inferred += inferredReference.count
            }
        }
        return (doors, inferred)
    }

    @Test("sample campus: every door a walk crosses, in venue order per segment")
    func sampleCampus() throws {
        let r = try Self.check(RouteDocumentBytesTests.venue, count: 40, seed: 51)
        #expect(r.doors > 0, "no route crosses a door line, so nothing was compared")
    }

    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test("Pacific U: the doors and the inferred doors routes cross, as a test of every door finds them")
        func pacific() throws {
            let v = try VenueLoader.load(path: SharedVenues.pacificFolder)
            let r = try RouteDoorCrossingsTests.check(v, count: 80, seed: 52)
            #expect(r.doors > 0 && r.inferred > 0, "\(r): nothing inferred was crossed, so those went untested")
        }
    }
}
