import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Routes true to the building (issue 12): every route segment keeps the clearance from every wall
/// polygon, obstacle and blocked door span (to 1 cm), same-floor lengths agree with an exact visibility
/// graph over the free space (to 0.1 %), and the clearance is exactly r, not r + the seam tolerance.
@Suite struct WallClearanceOracleTests {
    /// Distance between two closed segments.
    static func distance(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        if SegmentIntersection(a, b, c, d) != .disjoint { return 0 }
        return min(Segment(c, d).distance(to: a), Segment(c, d).distance(to: b), Segment(a, b).distance(to: c), Segment(a, b).distance(to: d))
    }

    /// Distance from segment a–b to a polygon (0 when the segment enters it).
    static func distance(_ a: Point, _ b: Point, _ poly: Polygon) -> Double {
        if poly.locate(a) != .exterior { return 0 }
        var best = Double.infinity
        for ring in poly.rings {
            for i in 0 ..< ring.points.count - 1 { best = min(best, distance(a, b, ring.points[i], ring.points[i + 1])) }
        }
        return best
    }

    struct Obstacles {
        var polygons: [Polygon] = []
        var spans: [(Point, Point)] = []
        func distance(_ a: Point, _ b: Point, within r: Double) -> Double {
            let box = BoundingBox(corner: a, b).expanded(by: r)
            var best = Double.infinity
            for p in polygons where p.boundingBox.intersects(box) { best = min(best, WallClearanceOracleTests.distance(a, b, p)) }
            for s in spans where BoundingBox(corner: s.0, s.1).intersects(box) { best = min(best, WallClearanceOracleTests.distance(a, b, s.0, s.1)) }
            return best
        }
    }

    static func obstacles(_ v: Venue, floor f: Int) -> Obstacles {
        var o = Obstacles()
        o.polygons = v.wallPolygons(floorIndex: f).polygons
        o.polygons += v.obstacles.filter { $0.floorIndex == f }.map(\.polygon)
        for d in v.doors where d.floorIndex == f && d.isBlocked { if let l = d.line { o.spans.append((l.points[0], l.points[l.points.count - 1])) } }
        return o
    }

    /// Seeded pairs of room points in one building (any floors) with a route.
    static func pairs(_ router: VenueRouter, count: Int, seed: UInt64, sameFloor: Bool) -> [(RoutePoint, RoutePoint)] {
        let v = router.venue
        var groups: [Int: [Int]] = [:]
        for (i, s) in v.spaces.enumerated() where s.kind == .room || (v.format == .imdf && s.isWalkable) {
            let key = sameFloor ? s.floorIndex : (v.floors[s.floorIndex].buildingIndex ?? -1)
            groups[key, default: []].append(i)
        }
        let gs = groups.values.filter { $0.count >= 2 }.sorted { $0[0] < $1[0] }
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15; var z = state; z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9; z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB;
            return z ^ (z >> 31)
        }
        var out: [(RoutePoint, RoutePoint)] = []
        var tries = 0
        while out.count < count && tries < count * 6 {
            tries += 1
            let g = gs[Int(next() % UInt64(gs.count))]
            let a = g[Int(next() % UInt64(g.count))], b = g[Int(next() % UInt64(g.count))]
            guard a != b else { continue }
            let pa = RoutePoint(floor: v.spaces[a].floorIndex, point: PlaceResolver.point(of: v.spaces[a]))
            let pb = RoutePoint(floor: v.spaces[b].floorIndex, point: PlaceResolver.point(of: v.spaces[b]))
            if router.graph.route(from: pa, to: pb).status == .found { out.append((pa, pb)) }
        }
        return out
    }

    /// Exact shortest path length in one free-space polygon: A* over its reflex vertices with exact
    /// visibility tests (as ``RoutingOracle/segmentInside(_:_:_:)``, restricted to the edges near the segment).
    static func oracleLength(_ s: Point, _ t: Point, in poly: Polygon) -> Double {
        var nodes = [s, t]
        for (k, ring) in poly.rings.enumerated() {
            let p = Array(ring.points.dropLast()), n = p.count
            // With the free space on the left (CCW shell, CW holes) a right turn is a reflex corner.
            let sign: Double = (k == 0) == (ring.signedArea > 0) ? 1 : -1
            for i in 0 ..< n where sign * (p[i] - p[(i + n - 1) % n]).cross(p[(i + 1) % n] - p[i]) < 0 { nodes.append(p[i]) }
        }
        var edges: [(Point, Point)] = []
        for ring in poly.rings { for i in 0 ..< ring.points.count - 1 { edges.append((ring.points[i], ring.points[i + 1])) } }
        let boxes = edges.map { BoundingBox(corner: $0.0, $0.1) }
        /// Exact: no proper crossing with an edge near the segment, and every piece between the polygon
        /// vertices lying on it has its midpoint in the closed polygon.
        func visible(_ u: Point, _ v: Point) -> Bool {
            let box = BoundingBox(corner: u, v), d = v - u, l2 = d.squaredLength
            var splits: [Double] = [0, 1]
            for (k, e) in edges.enumerated() where boxes[k].intersects(box) {
                if SegmentIntersection(u, v, e.0, e.1) == .proper { return false }
                for w in [e.0, e.1] where w != u && w != v && box.contains(w) && Orientation.sign(u, v, w) == 0 { splits.append((w - u).dot(d) / l2) }
            }
            splits.sort()
            for k in 0 ..< splits.count - 1 where splits[k + 1] > splits[k] {
                if poly.locate(u + d * ((splits[k] + splits[k + 1]) / 2)) == .exterior { return false }
            }
            return true
        }
        let n = nodes.count
        var g = [Double](repeating: .infinity, count: n), done = [Bool](repeating: false, count: n)
        g[0] = 0
        while true {
            var u = -1, best = Double.infinity
            for i in 0 ..< n where !done[i] && g[i] < .infinity {
                let f = g[i] + nodes[i].distance(to: t)
                if f < best { best = f; u = i }
            }
            if u < 0 { return .infinity }
            if u == 1 { return g[1] }
            done[u] = true
            for v in 0 ..< n where !done[v] {
                let nd = g[u] + nodes[u].distance(to: nodes[v])
                if nd < g[v] && visible(nodes[u], nodes[v]) { g[v] = nd }
            }
        }
    }

    static func check(_ path: String, clearance r: Double, pairs count: Int, oracle oracleCount: Int, requireOracle: Bool = true) throws -> String {
        let v = try VenueLoader.load(path: path)
        let router = try VenueRouter(venue: v, key: RouterKey(clearance: r))
        var obs: [Int: Obstacles] = [:]
        var segments = 0, over1cm = 0, worst = 0.0
        let all = pairs(router, count: count, seed: 12, sameFloor: false)
        for (a, b) in all {
            let route = router.graph.route(from: a, to: b)
            for leg in route.legs {
                let o = obs[leg.floor] ?? obstacles(v, floor: leg.floor)
                obs[leg.floor] = o
                for i in 0 ..< max(0, leg.points.count - 1) {
                    segments += 1
                    let d = o.distance(leg.points[i], leg.points[i + 1], within: r)
                    if d < r - 0.01 { over1cm += 1 }
                    worst = max(worst, r - d)
                }
            }
        }
        var compared = 0, within = 0, worstRatio = 0.0
        for (a, b) in pairs(router, count: oracleCount, seed: 7, sameFloor: true) {
            let region = router.freeSpace[a.floor].region
            guard let poly = region.polygons.first(where: { $0.locate(a.point) == .interior && $0.locate(b.point) == .interior }),
                poly.rings.reduce(0, { $0 + $1.points.count }) < 700
            else { continue }
            let ours = router.graph.route(from: a, to: b).legs.reduce(0) { $0 + $1.distance }
            let exact = oracleLength(a.point, b.point, in: poly)
            guard exact.isFinite else { continue }
            compared += 1
            let ratio = ours / exact - 1
            worstRatio = max(worstRatio, abs(ratio))
            if abs(ratio) <= 0.001 { within += 1 }
        }
        let summary =
            "\(path.split(separator: "/").last!): \(all.count) pairs, \(segments) segments, \(over1cm) more than 1 cm inside the clearance (worst \(String(format: "%.4f", worst)) m); oracle: \(within) of \(compared) same-floor pairs within 0.1 % (worst \(String(format: "%.5f", worstRatio * 100)) %)"
        print("ORACLE \(summary)")
        #expect(over1cm == 0, "\(summary)")
        #expect((compared > 0 || !requireOracle) && within == compared, "\(summary)")
        return summary
    }

    // Item 5: the clearance is r, not r + 1 cm.
    @Test func clearanceIsExactlyR() throws {
        var v = Venue(name: "t", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 0)))
        v.floors = [Floor(id: "f", name: "F", ordinal: 0)]
        v.spaces = [
            Space(
                id: "s", floorIndex: 0, kind: .room,
                polygon: try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]]))
        ]
        v.walls = [Wall(id: "w", floorIndex: 0, line: Polyline(uncheckedPoints: [Point(x: 5, y: 2), Point(x: 5, y: 8)]), thickness: 0.2)]
        let fs = VenueFloorFreeSpace(venue: v, floorIndex: 0, clearance: 0.25)
        // Wall face at x = 5.1: the walker's centre may come to x = 5.35, but not 5.34.
        #expect(fs.region.locate(Point(x: 5.355, y: 5), tolerance: 0) == .interior)
        #expect(fs.region.locate(Point(x: 5.345, y: 5), tolerance: 0) == .exterior)
        // The room's own boundary keeps r too.
        #expect(fs.region.locate(Point(x: 0.255, y: 5), tolerance: 0) == .interior)
        #expect(fs.region.locate(Point(x: 0.245, y: 5), tolerance: 0) == .exterior)
    }
}

extension WallClearanceOracleTests {
    /// The real venues, routed and checked against the oracle: tens of seconds.
    /// Tagged `.slow`: `swift test --skip Slow` leaves them out.
    @Suite(.tags(.slow)) struct Slow {
        @Test(.sharedVenues) func pacificRoutesKeepTheClearanceAndMatchTheOracle() throws {
            _ = try WallClearanceOracleTests.check(SharedVenues.pacificFolder, clearance: 0.25, pairs: 254, oracle: 60)
        }

        /// SPbPU's free-space polygons are too large for the oracle in a debug build (the cap is 700 vertices),
        /// so only the clearance is required there.
        @Test(.sharedVenues) func spbstuRoutesKeepTheClearanceAndMatchTheOracle() throws {
            _ = try WallClearanceOracleTests.check(SharedVenues.spbstuFolder, clearance: 0.25, pairs: 120, oracle: 20, requireOracle: false)
        }

        // Item 4: the issue's route through a blocked door.
        @Test(.sharedVenues) func blockedDoorIsAWallForRouting() throws {
            let v = try VenueLoader.load(path: SharedVenues.pacificFolder)
            let router = try VenueRouter(venue: v, key: RouterKey(clearance: 0.25))
            guard let f = v.floors.firstIndex(where: { $0.id == "f_0a287080c46edf9b" }),
                let door = v.doors.first(where: { $0.id == "c_c9d6f61325e2a8cf" }), let line = door.line
            else {
                Issue.record("door or floor missing"); return
            }
            #expect(door.isBlocked)
            let a = v.projection.project(GeoCoordinate(longitude: -123.10784046534641, latitude: 45.521886475431764))
            let b = v.projection.project(GeoCoordinate(longitude: -123.10784046534641, latitude: 45.52187207943339))
            let r = router.graph.route(from: RoutePoint(floor: f, point: a), to: RoutePoint(floor: f, point: b))
            for leg in r.legs {
                for i in 0 ..< max(0, leg.points.count - 1) {
                    let d = WallClearanceOracleTests.distance(leg.points[i], leg.points[i + 1], line.points[0], line.points[line.points.count - 1])
                    #expect(d >= 0.24, "route passes \(d) m from the blocked door's span")
                }
            }
        }
    }
}
