import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// Trail matching on the generated sample campus (2 buildings × 3 floors and the ground between them):
/// synthetic walks between random rooms, a fix a second, scored against their truth.
@Suite struct TrailMatcherTests {
    static let router = VenueRouterTests.router
    static let matcher = TrailMatcher(router: router)
    static let routes = SyntheticTrail.routes(in: router, count: 12, seed: 11, minimumDistance: 40)

    static func trails(sigma: Double, mislabel: Double = 0, seed: UInt64) -> [SyntheticTrail] {
        routes.enumerated().map { k, r in
            SyntheticTrail(
                walking: r, locator: matcher.locator, options: SyntheticTrailOptions(seed: seed &+ UInt64(k), sigma: sigma, floorMislabelRate: mislabel))
        }
    }

    /// Matching the true positions themselves (no noise) finds the true space for nearly every fix and a
    /// walk as long as the true one.
    @Test func exactFixes() {
        let a = TrailAccuracy.measure(Self.matcher, trails: Self.trails(sigma: 0, seed: 5))
        #expect(a.floorRate >= 0.99)
        #expect(a.spaceRate >= 0.95)
        #expect(a.medianLengthError <= 0.05)
    }

    /// A fix that names another floor than the walk is on is matched to the walk's floor when its
    /// neighbours name the right one.
    @Test func mislabelledFloorIsOverruled() throws {
        var trail = Self.trails(sigma: 1, seed: 3)[0]
        // A fix with three fixes on each side on its floor.
        let k = try #require(
            (3 ..< trail.fixes.count - 3).first { k in (k - 3 ... k + 3).allSatisfy { trail.truth[$0].floor == trail.truth[k].floor } })
        let venue = Self.router.venue
        var rng = SyntheticRandom(seed: 1)
        let other = try #require(SyntheticTrail.otherFloor(of: trail.truth[k].floor, in: venue, random: &rng))
        trail.fixes[k].floor = other
        let m = Self.matcher.match(trail.fixes)
        #expect(m.fixes[k]?.floor == trail.truth[k].floor)
    }

    /// Every matched point is in the free space of its floor, and the walk's legs stay in it.
    @Test func matchedPointsAreWalkable() throws {
        let trail = Self.trails(sigma: 3, seed: 9)[0]
        let m = Self.matcher.match(trail.fixes)
        for f in m.fixes {
            let f = try #require(f)
            #expect(Self.router.graph.meshes[f.floor].snap(f.point, within: 0.01) != nil)
        }
        for (k, f) in m.fixes.enumerated() {
            if let f { #expect(abs(f.offset - f.point.distance(to: trail.fixes[k].point)) < 1e-9) }
        }
        let walk = try #require(m.walk)
        #expect(walk.distance > 0)
        #expect(walk.legs.allSatisfy { $0.points.count >= 2 })
    }

    /// At a trail's ends, candidates in destinations (rooms) gain ``TrailMatchParameters/endDestinationPrior``
    /// and candidates in circulation (hallways, open areas) nothing.
    @Test func endPriorFavoursDestinationsOnly() throws {
        let m = Self.matcher
        let trail = Self.trails(sigma: 3, seed: 9)[0]
        let fix = trail.fixes[0]
        let floors = m.candidateFloors(trail.fixes)[0]
        // Every candidate within the radius (no limit): a room and a hallway among them.
        let before = m.candidates(for: fix, at: (fix.point, 1), floors: floors, limit: .max)
        var after = before
        m.favourDestinations(&after)
        let venue = Self.router.venue
        let kinds = before.compactMap(\.space).map { VenueInference.isCirculation($0, in: venue) }
        try #require(kinds.contains(true) && kinds.contains(false))
        for (b, a) in zip(before, after) {
            let isRoom = b.space.map { !VenueInference.isCirculation($0, in: venue) } ?? false
            #expect(abs(a.emission - b.emission - (isRoom ? m.parameters.endDestinationPrior : 0)) < 1e-12)
        }
    }

    /// ``TrailMatchParameters/throughRoomPenalty`` falls on leaving a dead-end room only: not on entering
    /// it, staying in it, leaving circulation, nor leaving a room a floor change passes through (the
    /// campus's stairwells hold their stairs' ends).
    @Test func throughRoomPenaltyChargesLeavingDeadEndRooms() throws {
        let m = Self.matcher
        let venue = Self.router.venue
        let rooms = venue.spaces.indices.filter { m.isRoom[$0] }
        let corridor = try #require(venue.spaces.indices.first { VenueInference.isCirculation($0, in: venue) })
        let room = try #require(rooms.first)
        // Every stair or elevator's end on a floor lies in a space that is no dead-end room.
        for c in Self.router.graph.connections {
            for a in c.entrances + c.exits {
                if let s = m.locator.locate(a.point, floorIndex: a.floor, maxDistance: 0).space { #expect(!m.isRoom[s]) }
            }
        }
        // Dead ends: every open door of a dead-end room leads to one space.
        for r in rooms {
            let others = Set(venue.doors.filter { !$0.isBlocked && $0.spaceIndices.contains(r) }.flatMap(\.spaceIndices)).subtracting([r])
            #expect(others.count <= 1)
        }
        func candidate(_ space: Int) -> TrailMatcher.Candidate {
            TrailMatcher.Candidate(floor: venue.spaces[space].floorIndex, point: Point(x: 0, y: 0), space: space, offset: 0, emission: 0)
        }
        #expect(m.leavesRoom(candidate(room), candidate(corridor)) == m.parameters.throughRoomPenalty)
        #expect(m.leavesRoom(candidate(corridor), candidate(room)) == 0)
        #expect(m.leavesRoom(candidate(room), candidate(room)) == 0)
        // The room a trail starts in: its first fix's candidates there gain the penalty back.
        var first = [candidate(room), candidate(corridor)]
        m.creditStartRoom(&first)
        #expect(first[0].emission == m.parameters.throughRoomPenalty && first[1].emission == 0)
    }

    /// A jump no walker could make in the time between two fixes breaks the match there.
    @Test func impossibleJumpBreaks() throws {
        let trail = Self.trails(sigma: 1, seed: 4)[0]
        let first = trail.truth[0]
        // The fix whose true position is farthest from the start, reported a hundredth of a second later.
        let far = try #require(trail.truth.indices.max { trail.truth[$0].point.distance(to: first.point) < trail.truth[$1].point.distance(to: first.point) })
        #expect(trail.truth[far].point.distance(to: first.point) > 2 * TrailMatchParameters().radius(sigma: 1) + 2)
        var jump = [trail.fixes[0], trail.fixes[far]]
        jump[1].time = (jump[0].time ?? 0) + 0.01
        let m = Self.matcher.match(jump)
        #expect(m.fixes[0]?.startsSegment == true)
        #expect(m.fixes[1]?.startsSegment == true)
        // The same two fixes far enough apart in time join up.
        jump[1].time = (jump[0].time ?? 0) + 600
        #expect(Self.matcher.match(jump).fixes[1]?.startsSegment == false)
    }
}

/// The mesh's line of sight agrees with Polyanya: a segment it sees is a shortest walk.
@Suite struct NavigationMeshSightTests {
    @Test func seenSegmentsAreShortestWalks() {
        let router = VenueRouterTests.router
        var rng = SyntheticRandom(seed: 8)
        let scratch = RoutingScratch()
        var seen = 0, hidden = 0
        for floor in router.graph.meshes.indices {
            let mesh = router.graph.meshes[floor]
            let box = router.freeSpace[floor].region.boundingBox
            guard !box.isEmpty else { continue }
            var points: [Point] = []
            while points.count < 60 {
                let p = Point(x: box.minX + rng.unit() * (box.maxX - box.minX), y: box.minY + rng.unit() * (box.maxY - box.minY))
                if mesh.locate(p) != nil { points.append(p) }
            }
            for k in 0 ..< points.count - 1 {
                let a = points[k], b = points[k + 1]
                guard let walk = router.graph.walkingPath(floor: floor, from: a, to: b, scratch: scratch) else { continue }
                if mesh.sees(a, b) {
                    seen += 1
                    #expect(abs(walk.length - a.distance(to: b)) < 1e-6, "floor \(floor): \(a) sees \(b) but walks \(walk.length)")
                } else if walk.length > a.distance(to: b) + 1e-6 {
                    hidden += 1
                }
            }
        }
        #expect(seen > 10 && hidden > 10)
    }
}
