import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// The nearest-of route read off the one-to-many search's parent chain (``ManySearch/assembleNearest``): it
/// costs what a single route search to the chosen target costs, and its steps form one walk from the start
/// to that target (each leg starting where the step before it ended).
@Suite struct NearestAssemblyTests {
    @Test(arguments: ["default", "avoid-stairs"])
    func assembledRoutesCostWhatASearchFinds(_ name: String) throws {
        let venue = try VenueLoader.load(path: PackageFolders.sampleVenue)
        let router = try VenueRouter(venue: venue)
        var profile = RoutingProfile.default
        if name == "avoid-stairs" { profile.avoidedTypes = [.stairs] }
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room }
        var g = SplitMix64(seed: 61)
        func point(_ i: Int) -> RoutePoint { RoutePoint(floor: venue.spaces[i].floorIndex, point: PlaceResolver.point(of: venue.spaces[i])) }
        let scratch = RoutingScratch()
        var checked = 0, multiLeg = 0
        for round in 0 ..< 8 {
            let targetPoints = (0 ..< 3 + round).map { _ in point(rooms[Int(g.next() % UInt64(rooms.count))]) }
            let targets = router.graph.targets(targetPoints, snapDistance: profile.snapDistance, distanceTable: round % 2 == 0)
            for _ in 0 ..< 12 {
                let s = point(rooms[Int(g.next() % UInt64(rooms.count))])
                let near = router.graph.nearest(from: s, to: targets, profile: profile, scratch: scratch)
                guard let k = near.target, let t = targets.snapped[k] else { continue }
                let single = router.graph.route(from: s, to: t, profile: profile, scratch: scratch)
                try #require(single.status == .found)
                let r = near.route
                #expect(r.status == .found)
                #expect(abs(r.cost - single.cost) <= 1e-9 * Swift.max(1, single.cost), "cost \(r.cost) against \(single.cost)")
                #expect(abs(r.duration - single.duration) <= 1e-6 * Swift.max(1, single.duration) || r.cost == single.cost)
                // One walk from the start to the target: each step starts where the one before ended.
                var at = try #require(r.start)
                for step in r.steps {
                    switch step {
                    case let .walk(leg):
                        #expect(leg.floor == at.floor)
                        #expect(leg.points.first.map { $0.distance(to: at.point) < 1e-9 } ?? false, "a leg starts where the route is")
                        at = RoutePoint(floor: leg.floor, point: leg.points.last ?? at.point)
                    case let .connection(use):
                        let entered = use.entrance.floor == at.floor && use.entrance.point.distance(to: at.point) < 1e-9
                        #expect(entered, "a connection is entered where the route is")
                        at = use.exit
                    }
                }
                #expect(at.floor == t.floor && at.point.distance(to: t.point) < 1e-9, "the route ends at the target")
                #expect(abs(r.distance - r.legs.reduce(0) { $0 + $1.distance }) < 1e-6)
                checked += 1
                if r.steps.count > 1 { multiLeg += 1 }
            }
        }
        #expect(checked >= 60 && multiLeg >= 20, "\(checked) routes checked, \(multiLeg) across connections")
    }
}
