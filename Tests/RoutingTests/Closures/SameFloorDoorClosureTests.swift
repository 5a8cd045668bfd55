import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import Routing

/// Same-floor doors closed per query (their spans are mesh cuts) against venues edited to have a wall
/// across those doors, on generated campuses (MVF and IMDF).
@Suite struct SameFloorDoorClosureTests {
    static let formats: [GeneratorOptions.Format] = [.mvf, .imdf]

    static func venue(_ f: GeneratorOptions.Format) throws -> Venue {
        try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: f, buildings: 2, floors: 2, roomsPerFloor: 8, seed: 5)))
    }

    /// The venue with doors `ids` walled: blocked (the wall drawn through the door is no longer cut open)
    /// plus, for drawn walls, a wall piece along the door's line as thick as the wall it sits in.
    static func walled(_ v: Venue, _ ids: Set<String>) -> Venue {
        var e = v
        for i in e.doors.indices where ids.contains(e.doors[i].id) {
            e.doors[i].isBlocked = true
            guard let line = e.doors[i].line, let a = line.points.first, let b = line.points.last else { continue }
            let m = a.interpolated(to: b, t: 0.5)
            // Generated walls are broken at the doors: the door's wall is the one ending at its jambs.
            func gap(_ w: Wall) -> Double { Swift.min(lineDistance(w.line, a), lineDistance(w.line, b), lineDistance(w.line, m)) }
            let near = v.walls.filter { $0.floorIndex == e.doors[i].floorIndex }.min { gap($0) < gap($1) }
            if let w = near, gap(w) < 0.05 {
                e.walls.append(
                    Wall(id: "closed-\(e.doors[i].id)", floorIndex: e.doors[i].floorIndex, line: Polyline(uncheckedPoints: [a, b]), thickness: w.thickness))
            }
        }
        return e
    }

    static func lineDistance(_ l: Polyline, _ p: Point) -> Double {
        var best = Double.infinity
        for (a, b) in zip(l.points, l.points.dropFirst()) {
            let d = b - a, L = d.squaredLength
            let t = L > 0 ? Swift.min(1, Swift.max(0, (p - a).dot(d) / L)) : 0
            best = Swift.min(best, p.distance(to: a + d * t))
        }
        return best
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * Swift.max(1, abs(b)) }

    static func rooms(_ v: Venue, count: Int, seed: UInt64) -> [ResolvedPlace] {
        var rng = SplitMix64(seed: seed)
        let walkable = v.spaces.indices.filter { v.spaces[$0].isWalkable }
        return (0 ..< count).map { _ in PlaceResolver.place(label: "r", spaces: [walkable[rng.int(0, walkable.count - 1)]], venue: v) }
    }

    /// Routes without closures are the same with and without the door cuts in the meshes.
    @Test(arguments: formats)
    func cutsLeaveOpenRoutesUnchanged(f: GeneratorOptions.Format) throws {
        let v = try Self.venue(f)
        let cut = try VenueRouter(venue: v), plain = try VenueRouter(venue: v, closableDoors: false)
        let ends = Self.rooms(v, count: 40, seed: 12)
        for k in stride(from: 0, to: ends.count, by: 2) {
            for profile in [RoutingProfile.default, RoutingProfile(avoidedTypes: [.elevator])] {
                let a = cut.route(from: ends[k], to: ends[k + 1], profile: profile), b = plain.route(from: ends[k], to: ends[k + 1], profile: profile)
                #expect(a.status == b.status)
                if a.status == .found { #expect(abs(a.cost - b.cost) <= 1e-9 * Swift.max(1, b.cost), "\(f) pair \(k): \(a.cost) with cuts vs \(b.cost)") }
            }
        }
    }

    @Test(arguments: formats)
    func closedDoorEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Self.venue(f)
        let router = try VenueRouter(venue: v)
        let sameFloor = v.doors.filter { !$0.joinsFloors && $0.line != nil && router.graph.isClosableCut($0.id) }
        #expect(sameFloor.count > 10, "\(f): closable same-floor doors \(sameFloor.count) of \(v.doors.count)")
        var rng = SplitMix64(seed: 9)
        let ends = Self.rooms(v, count: 24, seed: 4)
        var differing = 0, compared = 0, changed = 0
        for trial in 0 ..< 4 {
            let ids = Set((0 ..< 1 + trial).map { _ in sameFloor[rng.int(0, sameFloor.count - 1)].id })
            let closure = try router.closure(of: Array(ids))
            #expect(closure.connectionIds.isSuperset(of: ids))
            var profile = RoutingProfile.default
            profile.closedConnections = closure.connectionIds
            let edited = try VenueRouter(venue: Self.walled(v, ids))
            for k in stride(from: 0, to: ends.count, by: 2) {
                let got = router.route(from: ends[k], to: ends[k + 1], profile: profile)
                let want = edited.route(from: ends[k], to: ends[k + 1], profile: .default)
                compared += 1
                let open = router.route(from: ends[k], to: ends[k + 1], profile: .default)
                if open.status != got.status || !Self.close(open.cost, got.cost) { changed += 1 }
                #expect(got.status == want.status, "\(f) closed \(ids.sorted()) pair \(k): \(got.status) vs walled \(want.status)")
                if got.status == .found && want.status == .found && !Self.close(got.cost, want.cost) {
                    differing += 1
                    Issue.record("\(f) closed \(ids.sorted()) pair \(k): \(got.cost) vs walled \(want.cost)")
                }
            }
        }
        #expect(differing == 0, "\(differing) of \(compared)")
        #expect(router.graph.issues.count == (try VenueRouter(venue: v, closableDoors: false)).graph.issues.count, "cuts add no mesh issue")
    }

    /// Same-floor doors whose line the route's walking legs cross.
    static func crossedDoors(_ r: RouteResult, _ v: Venue, _ router: VenueRouter) -> [String] {
        var out: [String] = []
        for case let .walk(leg) in r.steps {
            for d in v.doors where d.floorIndex == leg.floor && !d.joinsFloors && router.graph.isClosableCut(d.id) {
                guard let line = d.line, let a = line.points.first, let b = line.points.last else { continue }
                for (p, q) in zip(leg.points, leg.points.dropFirst()) {
                    if Orientation.sign(a, b, p) * Orientation.sign(a, b, q) < 0 && Orientation.sign(p, q, a) * Orientation.sign(p, q, b) < 0 {
                        if !out.contains(d.id) { out.append(d.id) }
                    }
                }
            }
        }
        return out
    }

    /// For routes through same-floor doors: closing the first door crossed gives the route of the venue
    /// with a wall there (another way round, or none).
    @Test(arguments: formats)
    func closingACrossedDoorEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Self.venue(f)
        let router = try VenueRouter(venue: v)
        let ends = Self.rooms(v, count: 40, seed: 21)
        var tried = 0, unreachable = 0
        for k in stride(from: 0, to: ends.count, by: 2) where tried < 8 {
            let open = router.route(from: ends[k], to: ends[k + 1], profile: .default)
            guard open.status == .found, let door = Self.crossedDoors(open, v, router).first else { continue }
            tried += 1
            var profile = RoutingProfile.default
            profile.closedConnections = try router.closure(of: [door]).connectionIds
            let got = router.route(from: ends[k], to: ends[k + 1], profile: profile)
            let wr = try VenueRouter(venue: Self.walled(v, [door]))
            let want = wr.route(from: ends[k], to: ends[k + 1], profile: .default)
            if want.status == .found && Self.crossedDoors(want, v, router).contains(door) {
                let d = v.doors.first { $0.id == door }!
                Issue.record(
                    "\(f): the walled venue's route still crosses \(door) \(d.line!.points) walls near: \(v.walls.filter { $0.floorIndex == d.floorIndex }.map { Self.lineDistance($0.line, d.line!.points[0].interpolated(to: d.line!.points.last!, t: 0.5)) }.min() ?? -1)"
                )
            }
            #expect(got.status == want.status, "\(f) pair \(k) door \(door): \(got.status) vs walled \(want.status)")
            if got.status == .found && want.status == .found {
                #expect(Self.close(got.cost, want.cost), "\(f) pair \(k) door \(door): \(got.cost) vs walled \(want.cost)")
                #expect(got.cost > open.cost - 1e-9, "closing a door never shortens a route")
                #expect(!Self.crossedDoors(got, v, router).contains(door), "\(f): the route still crosses \(door)")
            } else {
                unreachable += 1
            }
        }
        #expect(tried >= 4, "\(f): only \(tried) routes cross a same-floor door")
    }

    /// A door closed on a floor with a walk table (every mesh corner's distance to every anchor, on the
    /// open mesh), both ends of the route on that floor: the view drops that floor's table and walks (they
    /// may cross the closed door) and keeps the other floors' tables, and the route, the routes from and to
    /// rooms of every floor (through that floor's anchors) and the matrix equal the walled venue's.
    @Test(arguments: formats)
    func closedDoorOnATabledFloorEqualsWalledVenue(f: GeneratorOptions.Format) throws {
        let v = try Self.venue(f)
        let router = try VenueRouter(venue: v)
        let graph = router.graph
        let ends = Self.rooms(v, count: 160, seed: 33)
        let others = Self.rooms(v, count: 12, seed: 34)
        func floor(_ p: ResolvedPlace) -> Int { p.points[0].floorIndex }
        var tried = 0, viaAnchors = 0
        for k in stride(from: 0, to: ends.count, by: 2) where tried < 6 {
            let a = ends[k], b = ends[k + 1], fl = floor(a)
            guard floor(b) == fl, graph.data.walkTables[fl] != nil else { continue }
            let open = router.route(from: a, to: b, profile: .default)
            guard open.status == .found, let door = Self.crossedDoors(open, v, router).first else { continue }
            tried += 1
            var profile = RoutingProfile.default
            profile.closedConnections = try router.closure(of: [door]).connectionIds
            let view = graph.closing(profile.closedConnections)
            #expect(view.walkTable(fl) == nil && view.isLazy(fl), "\(f): the view keeps floor \(fl)'s open walk table")
            for g in graph.meshes.indices where g != fl {
                #expect(
                    (view.walkTable(g) != nil) == (graph.walkTable(g) != nil) && view.isLazy(g) == graph.isLazy(g), "\(f): floor \(g) keeps its table")
            }
            let walled = try VenueRouter(venue: Self.walled(v, [door]))
            var pairs = [(a, b)]
            for o in others { pairs.append((a, o)); pairs.append((o, b)) }
            for (s, t) in pairs {
                let got = router.route(from: s, to: t, profile: profile), want = walled.route(from: s, to: t, profile: .default)
                #expect(got.status == want.status, "\(f) door \(door) \(s.spaceIndices) -> \(t.spaceIndices): \(got.status) vs walled \(want.status)")
                if got.status == .found && want.status == .found {
                    #expect(Self.close(got.cost, want.cost), "\(f) door \(door) \(s.spaceIndices) -> \(t.spaceIndices): \(got.cost) vs walled \(want.cost)")
                    if !got.connections.isEmpty { viaAnchors += 1 }
                }
            }
            let got = router.matrix(from: [a, b], to: [a, b] + others, profile: profile)
            let want = walled.matrix(from: [a, b], to: [a, b] + others, profile: .default)
            for (i, (gr, wr)) in zip(got.cells, want.cells).enumerated() {
                for (j, (gc, wc)) in zip(gr, wr).enumerated() {
                    #expect(
                        (gc == nil) == (wc == nil), "\(f) door \(door) matrix cell \(i),\(j): \(String(describing: gc)) vs walled \(String(describing: wc))")
                    if let gc, let wc { #expect(Self.close(gc.cost, wc.cost), "\(f) door \(door) matrix cell \(i),\(j): \(gc.cost) vs walled \(wc.cost)") }
                }
            }
        }
        #expect(tried >= 3, "\(f): only \(tried) same-floor routes on a tabled floor cross a door")
        #expect(viaAnchors > 0, "\(f): no compared route uses a connection")
    }
}
