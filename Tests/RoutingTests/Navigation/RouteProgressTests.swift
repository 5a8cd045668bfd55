import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// Progress along routes of the sample campus under synthetic noise.
@Suite struct RouteProgressTests {
    static let router = VenueRouterTests.router
    static let locator = TrailMatcherTests.matcher.locator
    static let routes = SyntheticTrail.routes(in: router, count: 40, seed: 21, minimumDistance: 30)

    static func navigationRoute(_ r: RouteResult) -> NavigationRoute {
        NavigationRoute(r, venue: router.venue, from: "a", to: "b", profileName: "default")
    }

    /// Metres from `p` on `floor` to the nearest point of the route's legs on that floor (∞ when none).
    static func distance(_ p: Point, floor: Int, to route: RouteResult) -> Double {
        var best = Double.infinity
        for leg in route.legs where leg.floor == floor {
            for k in 0 ..< leg.points.count - 1 { best = min(best, Segment(leg.points[k], leg.points[k + 1]).distance(to: p)) }
        }
        return best
    }

    /// 1,000 noisy walks (40 routes × 25 seeds, sigma 3 m): the progress never goes back, the walker is
    /// never off the route, and the last fix leaves at most the off-route limit to go.
    @Test func monotoneAndOnRouteAlongNoisyWalks() {
        var walks = 0
        for (k, r) in Self.routes.enumerated() {
            let route = Self.navigationRoute(r)
            for seed in 0 ..< 25 {
                let trail = SyntheticTrail(walking: r, locator: Self.locator, options: SyntheticTrailOptions(seed: UInt64(1000 * k + seed), sigma: 3))
                var tracker = RouteProgressTracker(route: route)
                var last = -Double.infinity
                var lastProgress: RouteProgress? = nil
                for fix in trail.fixes {
                    let p = tracker.update(fix)
                    #expect(p.travelled >= last, "route \(k) seed \(seed): progress went back")
                    #expect(!p.isOffRoute, "route \(k) seed \(seed): off route at \(p.travelled) m of \(route.distance)")
                    #expect(abs(p.travelled + p.remaining - route.distance) < 1e-6)
                    last = p.travelled
                    lastProgress = p
                }
                if let p = lastProgress { #expect(p.remaining <= RouteProgressParameters().limit(accuracy: 3) + 2) }
                walks += 1
            }
        }
        #expect(walks == 1000)
    }

    /// A walker who follows another route from the same start is flagged off the route within 3 fixes
    /// of leaving it: of the first fix from which the true position stays beyond the off-route limit.
    @Test func offRouteWithinThreeFixes() throws {
        var rng = SyntheticRandom(seed: 5)
        var checked = 0
        var lags: [Int] = []
        let limit = RouteProgressParameters().limit(accuracy: 3)
        for (k, walked) in Self.routes.enumerated() {
            // The route followed: from the same start to the start of another route.
            let other = Self.routes[(k + 1 + Int(rng.next() % 5)) % Self.routes.count]
            guard let s = walked.start, let g = other.start else { continue }
            let planned = Self.router.graph.route(from: s, to: g, profile: .default)
            guard planned.status == .found else { continue }
            let trail = SyntheticTrail(walking: walked, locator: Self.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3))
            // Left: the first fix from which the true position stays beyond the limit for four fixes.
            let beyond = trail.truth.map { Self.distance($0.point, floor: $0.floor, to: planned) > limit }
            guard let leave = beyond.indices.first(where: { i in i + 3 < beyond.count && beyond[i ... i + 3].allSatisfy { $0 } }) else { continue }
            var tracker = RouteProgressTracker(route: Self.navigationRoute(planned))
            var flagged: Int? = nil
            for (i, fix) in trail.fixes.enumerated() where flagged == nil {
                if tracker.update(fix).isOffRoute { flagged = i }
            }
            let at = try #require(flagged, "route \(k): never flagged off the route")
            lags.append(at - leave)
            // Never more than twice the goal (a regression).
            #expect(at <= leave + 6, "route \(k): left at fix \(leave), flagged at \(at)")
            checked += 1
        }
        print("off-route detection lags (fixes after leaving):", lags.sorted())
        #expect(checked >= 10)
        #expect(lags.allSatisfy { $0 <= 3 })
    }

    /// Off the route, the navigator plans a new route from the walker's position to the same goal and
    /// follows it.
    @Test func reroutesToTheSameGoal() throws {
        let walked = Self.routes[0]
        let planned = try #require(
            Self.routes.dropFirst().lazy.compactMap { o -> RouteResult? in
                guard let s = walked.start, let g = o.goal else { return nil }
                let r = Self.router.graph.route(from: s, to: g, profile: .default)
                return r.status == .found ? r : nil
            }.first)
        var navigator = RouteNavigator(route: Self.navigationRoute(planned), router: Self.router, profile: .default)
        let trail = SyntheticTrail(walking: walked, locator: Self.locator, options: SyntheticTrailOptions(seed: 2, sigma: 1))
        var reroute: NavigationRoute? = nil
        for fix in trail.fixes where reroute == nil { reroute = navigator.update(fix).reroute }
        let r = try #require(reroute)
        #expect(r.goal == planned.goal)
        #expect(navigator.tracker.route.goal == planned.goal)
        #expect(r.route.distance > 0)
    }

    /// The route read back from its GeoJSON document has the same legs, distance and instructions.
    @Test func routeDocumentRoundTrip() throws {
        let r = Self.routes.first { !$0.connections.isEmpty } ?? Self.routes[0]
        let venue = Self.router.venue
        let doc = RouteGeoJSON.featureCollection(r, venue: venue, from: "A", to: "B", profileName: "default")
        let bytes = try RouteDocument.encoder.bytes(doc)
        let back = try NavigationRoute(geoJSON: bytes, file: "route.json", venue: venue)
        let original = Self.navigationRoute(r)
        #expect(abs(back.distance - r.distance) < 0.01)
        #expect(abs(back.duration - r.duration) < 0.01)
        #expect(back.route.legs.count == r.legs.count)
        #expect(back.instructions.map(\.text).dropFirst().dropLast() == original.instructions.map(\.text).dropFirst().dropLast())
        #expect(back.to == "B")
    }

    /// Bad documents are errors naming the file and what is wrong.
    @Test func badRouteDocument() {
        let venue = Self.router.venue
        #expect(throws: FormatError.self) { try NavigationRoute(geoJSON: Array("{}".utf8), file: "r.json", venue: venue) }
        let noFloor =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"floor":"nope"},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]}"#
        do {
            _ = try NavigationRoute(geoJSON: Array(noFloor.utf8), file: "r.json", venue: venue)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("r.json") && error.description.contains("nope"))
        }
    }
}
