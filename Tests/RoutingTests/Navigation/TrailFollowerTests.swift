import Foundation
import IndoorGeometry
import Testing
@testable import Routing

/// The live follower (``TrailFollower``) on the sample campus: synthetic walks fed one fix at a time.
@Suite struct TrailFollowerTests {
    static let matcher = TrailMatcherTests.matcher

    /// Without noise the follower finds the true floor always, the true space for most fixes (the filtered
    /// position lags a little at turns and a change of space waits for a second fix, so a fix just past a
    /// door may keep the space before it: about 91% on these walks), and its walked metres add up to
    /// the true walk's.
    @Test func exactFixes() {
        let a = TrailAccuracy.measureFollow(Self.matcher, trails: TrailMatcherTests.trails(sigma: 0, seed: 5))
        print("follow, exact fixes: \(a)")
        #expect(a.floorRate >= 0.99)
        #expect(a.spaceRate >= 0.90)
        #expect(a.medianLengthError <= 0.05)
    }

    /// Every answer lies in the free space of its floor, its offset is its distance from the raw fix, its
    /// confidence a share, and only the first fix starts a segment on a walk without gaps.
    @Test func answersAreWalkable() throws {
        let trail = TrailMatcherTests.trails(sigma: 3, seed: 9)[0]
        var f = TrailFollower(matcher: Self.matcher)
        for (k, fix) in trail.fixes.enumerated() {
            let answer = f.update(fix)
            let a = try #require(answer)
            #expect(Self.matcher.router.graph.meshes[a.floor].snap(a.point, within: 0.01) != nil)
            #expect(abs(a.offset - a.point.distance(to: fix.point)) < 1e-9)
            #expect(a.confidence > 0 && a.confidence <= 1 + 1e-12)
            #expect(a.startsSegment == (k == 0))
            #expect(a.walked >= 0 && a.walked.isFinite)
        }
    }

    /// Lag one: each fix's settled answer (``TrailFollowStep/previous`` of the next fix, ``TrailFollower/finish()``
    /// for the last) lies in the free space at its offset from the fix, starts a segment where the
    /// immediate answer did, and the settled answers place at least as many fixes in their true space as
    /// the immediate ones.
    @Test func settledAnswers() throws {
        let trails = TrailMatcherTests.trails(sigma: 3, seed: 9)
        var f = TrailFollower(matcher: Self.matcher)
        let trail = trails[1]
        var immediate: [TrailFollowAnswer] = [], settled: [TrailFollowAnswer] = []
        for fix in trail.fixes {
            let step = f.step(fix)
            if let p = step.previous { settled.append(p) }
            immediate.append(try #require(step.answer))
        }
        let last = f.finish(), again = f.finish()
        settled.append(try #require(last))
        #expect(again == nil)
        #expect(settled.count == trail.fixes.count)
        for (k, (a, b)) in zip(settled, immediate).enumerated() {
            #expect(Self.matcher.router.graph.meshes[a.floor].snap(a.point, within: 0.01) != nil)
            #expect(abs(a.offset - a.point.distance(to: trail.fixes[k].point)) < 1e-9)
            #expect(a.startsSegment == b.startsSegment)
            #expect(a.walked >= 0 && a.walked.isFinite)
        }
        let lagged = TrailAccuracy.measureFollow(Self.matcher, trails: trails, lagged: true)
        let live = TrailAccuracy.measureFollow(Self.matcher, trails: trails, lagged: false)
        #expect(lagged.spaceHits >= live.spaceHits, "lag one \(lagged), no lag \(live)")
    }

    /// A gap longer than ``TrailFollowParameters/restartGap`` starts again, and a fix far beyond what the
    /// time since the previous one allows (a jump across the campus in a second) starts again too.
    @Test func gapAndJumpRestart() throws {
        let trails = TrailMatcherTests.trails(sigma: 1, seed: 3)
        let a = trails[0], b = try #require(trails.first { $0.fixes[0].point.distance(to: a.fixes[0].point) > 60 })
        var f = TrailFollower(matcher: Self.matcher)
        for fix in a.fixes.prefix(10) { _ = f.update(fix) }
        var later = a.fixes[10]
        later.time = (later.time ?? 0) + 120
        #expect(f.update(later)?.startsSegment == true)
        var jump = b.fixes[0]
        jump.time = (later.time ?? 0) + 1
        let jumped = f.update(jump)
        let answer = try #require(jumped)
        #expect(answer.startsSegment)
        #expect(answer.walked == 0)
        #expect(answer.point.distance(to: b.truth[0].point) < 10)
    }

    /// A fix that names another floor than the walk is on, among fixes on the right one, is answered on
    /// the walk's floor (no connection fits in a second).
    @Test func mislabelledFloorIsOverruled() throws {
        var trail = TrailMatcherTests.trails(sigma: 1, seed: 3)[0]
        let k = try #require((3 ..< trail.fixes.count).first { k in (k - 3 ... k).allSatisfy { trail.truth[$0].floor == trail.truth[k].floor } })
        var rng = SyntheticRandom(seed: 1)
        trail.fixes[k].floor = try #require(SyntheticTrail.otherFloor(of: trail.truth[k].floor, in: Self.matcher.router.venue, random: &rng))
        var f = TrailFollower(matcher: Self.matcher)
        var answer: TrailFollowAnswer? = nil
        for fix in trail.fixes.prefix(k + 1) { answer = f.update(fix) }
        #expect(answer?.floor == trail.truth[k].floor)
    }

    /// After a ride on stairs or in an elevator (no fixes meanwhile), a first fix that still names the floor
    /// the walker left does not hold the dot there: the floors a connection reaches in the gap are
    /// candidates too, so the next fixes, which name the new floor, are answered on it (settled, lag one).
    @Test func mislabelAfterFloorChangeGap() throws {
        let trails = TrailMatcherTests.trails(sigma: 1, seed: 3)
        var checked = 0
        for trail in trails {
            // A floor change across a gap, followed by three fixes on the new floor.
            guard
                let k = (1 ..< trail.fixes.count - 3).first(where: { k in
                    trail.truth[k].floor != trail.truth[k - 1].floor && (k ... k + 3).allSatisfy { trail.truth[$0].floor == trail.truth[k].floor }
                        && (trail.fixes[k].time ?? 0) - (trail.fixes[k - 1].time ?? 0) >= 4
                })
            else { continue }
            var spoilt = trail.fixes
            spoilt[k].floor = trail.truth[k - 1].floor
            var f = TrailFollower(matcher: Self.matcher)
            var settled: [TrailFollowAnswer?] = []
            for fix in spoilt.prefix(k + 3) { settled.append(f.step(fix).previous) }
            // settled[j] is fix j − 1's answer: fixes k + 1 and k + 2 name the new floor.
            #expect(settled[k + 2]?.floor == trail.truth[k + 1].floor, "trail \(checked): fix after the ride's mislabelled one")
            checked += 1
        }
        try #require(checked >= 2, "too few floor changes in the test trails")
    }

    /// Fixes mislabelled for long enough to move the dot to another floor and back add to the walked
    /// metres what the filtered speed walks in their time, not two walks through the venue's connections
    /// (no floor change fits in a second).
    @Test func mislabelledRunAddsNoConnectionWalk() throws {
        let trail = TrailMatcherTests.trails(sigma: 1, seed: 3)[0]
        let k = try #require((3 ..< trail.fixes.count - 8).first { k in (k - 3 ... k + 8).allSatisfy { trail.truth[$0].floor == trail.truth[k].floor } })
        var rng = SyntheticRandom(seed: 1)
        let other = try #require(SyntheticTrail.otherFloor(of: trail.truth[k].floor, in: Self.matcher.router.venue, random: &rng))
        var spoilt = trail
        for j in k ..< k + 4 { spoilt.fixes[j].floor = other }
        func walk(_ fixes: [NavigationFix]) -> (metres: Double, floors: Set<Int>) {
            var f = TrailFollower(matcher: Self.matcher)
            var answers: [TrailFollowAnswer] = []
            for fix in fixes { if let p = f.step(fix).previous { answers.append(p) } }
            if let last = f.finish() { answers.append(last) }
            return (answers.reduce(0) { $0 + $1.walked }, Set(answers.map(\.floor)))
        }
        let clean = walk(trail.fixes), mislabelled = walk(spoilt.fixes)
        print("walked: \(clean.metres) m, \(mislabelled.metres) m with four fixes on floor \(other)")
        try #require(mislabelled.floors.contains(other), "the dot stays on its floor: nothing to check")
        #expect(abs(mislabelled.metres - clean.metres) < 5)
    }

    /// The one-step smoother (the settled answers' position) of a walker at a steady pace: on exact
    /// fixes it is the fix itself once the filter has found the pace; on noisy ones it is nearer to the truth than the filtered position on
    /// most fixes, and its spread is below the filter's.
    @Test func smootherOfOneStep() {
        let q = 0.1, dt = 1.0, sigma = 3.0
        var rng = SyntheticRandom(seed: 7)
        var exact = WalkerKalmanFilter(at: Point(x: 0, y: 0), sigma: sigma, speedSpread: 1.5)
        var noisy = exact
        var nearer = 0, count = 0
        for k in 1 ... 200 {
            let truth = Point(x: 1.3 * Double(k), y: 0.4 * Double(k))
            let before = exact
            exact.update(truth, sigma: sigma, dt: dt, q: q)
            if k > 50 {
                let s = WalkerKalmanFilter.smoothed(before, exact, dt: dt, q: q)
                #expect(s.point.distance(to: Point(x: 1.3 * Double(k - 1), y: 0.4 * Double(k - 1))) < 0.5)
                #expect(s.sigma < before.sigma)
            }
            let previous = noisy
            noisy.update(Point(x: truth.x + sigma * rng.gaussian(), y: truth.y + sigma * rng.gaussian()), sigma: sigma, dt: dt, q: q)
            if k > 10 {
                let was = Point(x: 1.3 * Double(k - 1), y: 0.4 * Double(k - 1))
                count += 1
                if WalkerKalmanFilter.smoothed(previous, noisy, dt: dt, q: q).point.distance(to: was) < previous.point.distance(to: was) { nearer += 1 }
            }
        }
        #expect(nearer * 2 > count, "smoothed nearer on \(nearer) of \(count) fixes")
    }

    /// The state does not grow over a long stream: the same walk fed over and over (time running on)
    /// keeps at most ``TrailMatchParameters/floorWindow`` floors and one fix's candidates.
    @Test func stateIsBounded() {
        let trail = TrailMatcherTests.trails(sigma: 3, seed: 9)[0]
        var f = TrailFollower(matcher: Self.matcher)
        var limit = 0
        for round in 0 ..< 20 {
            for var fix in trail.fixes {
                fix.time = (fix.time ?? 0) + Double(round) * 10_000
                _ = f.update(fix)
                limit = max(limit, f.last?.candidates.count ?? 0)
                #expect(f.recentFloors.count <= Self.matcher.parameters.floorWindow)
            }
        }
        #expect(limit <= Self.matcher.parameters.maxCandidates * Self.matcher.router.venue.floors.count)
    }
}
