import Foundation
import IndoorGeometry

/// Where a trail's first and last fixes were, from a segment likelihood over them together (the ends
/// rule of ``TrailMatcher``, on when ``TrailMatchParameters/endWindow`` > 0).
///
/// At a trail's start the walker is at an unknown point u (where the walk starts) and walks from it to
/// the anchor A, the matched point of the first fix ``TrailMatchParameters/endWindow`` seconds or more
/// later (by then the walker is out in the corridor, where the matched walk is right): along the
/// walking path from u to A (through u's room's door), arriving at A at the anchor's time. The end of a trail is the
/// same in reverse: from its anchor, the walk goes on to u and stops there. Each fix before the anchor
/// (after it, at the end) is Gaussian around the walker's point at its time (σ its accuracy). The walker
/// moves at a steady rate along the path, whatever its length: people do not walk the taut path (they
/// keep off walls and corners), so the path's length says little about their pace; a share
/// ``standingShare`` of walks stand at u for a few whole seconds first (stand there after arriving, at
/// the end), and a share ``stopShare`` stop on the way for a few whole seconds (at the anchor's end of
/// the path). A path the walker could not cover at ``TrailMatchParameters/maxSpeed`` in the time is not
/// a hypothesis. The prior of u: each room (a destination) as likely as another to be where a walk
/// starts or ends, whatever its size (``roomPrior(_:)``), the point uniform in it; a point of
/// circulation or open ground ``TrailMatchParameters/endDestinationPrior`` less likely than one of a
/// room of the venue's median area (people start and end walks in rooms).
///
/// The posterior is summed on a grid: u every σ / 3 (at least 0.5 m) within ``gridReach`` σ of the edge
/// fix, and each whole second of standing or stopping. Each end fix takes the space its posterior most likely places it in
/// (the decision that places the most fixes in their true space when the model holds), at the likeliest
/// hypothesis's point there. Costs one walking search per grid point in the free space that does not see
/// the anchor (at most about 250 of them), per end.
struct TrailEndPosterior {
    /// Share of walks that stand still at their start (end) point for a while before walking away (after
    /// arriving), rather than walking from the first fix (to the last).
    static let standingShare = 0.2
    /// Share of walks that stop on the way between their start (end) point and the anchor for a while (a
    /// stop every 80 m or so, seconds long, falls in an end's window about one walk end in ten). Modelled
    /// as a stop at the anchor's end of the path: the walker gets there early and waits.
    static let stopShare = 0.1
    /// Radius of the grid of start (end) points around the edge fix, in its σ: the walker's point lies
    /// within 3 σ of its fix 99% of the time (within 2.5 σ, 96%).
    static let gridReach = 3.0

    let matcher: TrailMatcher
    let graph: RoutingGraph
    let scratch: RoutingScratch

    /// Which end of a trail: its first fixes or its last.
    enum TrailEnd {
        case start
        case end
    }

    /// One hypothesis (a start or end point and the seconds stood there): its log weight and the walker's points at the end
    /// fixes' times.
    struct Hypothesis {
        var logWeight: Double
        var points: [Point]
        /// The walking path from the anchor to the hypothesis's start (end) point.
        var path: [Point]
    }

    /// The walk of one revised end: the anchor fix and the walking path from its matched point to the
    /// edge fix's decided point (the likeliest hypothesis's path there).
    struct EndWalk {
        var anchor: Int
        var path: [Point]
    }

    /// Replaces the matched fixes of one end of the trail (those before its anchor at the start, after it
    /// at the end) by the segment likelihood's decision (see the type), the anchor read from `anchors` (the
    /// matched fixes before either end was revised). The window is at most half the trail's seconds, so
    /// that the two ends' fixes are apart. Unchanged when the trail is too short, or the end's fixes are
    /// not all matched on the anchor's floor with no break between them.
    /// - Returns: the walk from the anchor to the edge fix's point, `nil` when unchanged.
    @discardableResult
    func revise(_ out: inout [TrailMatch.Fix?], anchors: [TrailMatch.Fix?], fixes: [NavigationFix], end: TrailEnd) -> EndWalk? {
        let times = TrailFit.times(fixes)
        guard fixes.count >= 3, let first = times.first, let last = times.last else { return nil }
        // At most half the trail, so that the two ends' fixes are apart.
        let window = min(matcher.parameters.endWindow, (last - first) / 2)
        guard window > 0 else { return nil }
        let order: [Int] = end == .start ? Array(fixes.indices) : Array(fixes.indices.reversed())
        guard let k = order.firstIndex(where: { abs(times[$0] - times[order[0]]) >= window }), k >= 1, k < order.count - 1 else { return nil }
        let anchor = order[k]
        let ends = Array(order[0 ..< k])
        // The anchor more than two windows from the edge: a gap in the fixes, not one walk from the edge.
        guard abs(times[anchor] - times[order[0]]) <= 2 * window, let a = anchors[anchor] else { return nil }
        for i in ends {
            guard let m = out[i], m.floor == a.floor else { return nil }
        }
        // A break between the edge and the anchor: the walk there is not one.
        let between = end == .start ? Array(1 ... anchor) : Array(anchor + 1 ..< fixes.count)
        guard !between.contains(where: { out[$0]?.startsSegment == true }) else { return nil }
        // Points on the free space's edge (a placed point, a path's corner) are taken to the free space.
        let mesh = graph.meshes[a.floor]
        func free(_ p: Point) -> Point? { mesh.locate(p) != nil ? p : mesh.snap(p, within: 1)?.point }
        guard let start = free(a.point) else { return nil }
        let hs = hypotheses(fixes, ends, times: times, anchor: (start, times[anchor]), floor: a.floor)
        guard let top = hs.map(\.logWeight).max() else { return nil }
        let kept = hs.filter { $0.logWeight > top - 14 }
        var walk: EndWalk? = nil
        for (q, i) in ends.enumerated() {
            guard let (space, decided, path) = decide(kept, fix: q, floor: a.floor), let point = free(decided) else { continue }
            out[i] = TrailMatch.Fix(
                floor: a.floor, point: point, space: space, offset: point.distance(to: fixes[i].point), startsSegment: out[i]?.startsSegment ?? false)
            if q == 0 { walk = EndWalk(anchor: anchor, path: path.dropLast() + [point]) }
        }
        return walk
    }

    /// The hypotheses of one end: per grid point u near the edge fix (`ends[0]`) in the free space of
    /// `floor`, per whole second stood there or stopped on the way, the walker's points at the times of
    /// `ends` on the walking path between the anchor and u.
    func hypotheses(_ fixes: [NavigationFix], _ ends: [Int], times: [Double], anchor: (point: Point, time: Double), floor: Int) -> [Hypothesis] {
        let p = matcher.parameters
        let mesh = graph.meshes[floor]
        let edge = fixes[ends[0]]
        let sigma0 = p.sigma(accuracy: edge.accuracy)
        guard sigma0.isFinite, sigma0 > 0 else { return [] }
        let step = max(0.5, sigma0 / 3)
        let n = Int(min(3 * Self.gridReach, Self.gridReach * sigma0 / step).rounded(.down))  // 9 when sigma0 ≥ 1.5 m
        let taus = ends.map { abs(times[$0] - anchor.time) }
        let span = taus.max() ?? 0
        let fastest = p.maxSpeed * span
        // Walking from the first fix on (to the last) without a stop; else stood at u, or stopped on the way,
        // for a whole number of seconds, each as likely.
        let waitLog = (
            walking: log(1 - Self.standingShare - Self.stopShare), stood: log(Self.standingShare / max(1, span - 1)),
            stopped: log(Self.stopShare / max(1, span - 1))
        )
        var out: [Hypothesis] = []
        for dx in -n ... n {
            for dy in -n ... n where dx * dx + dy * dy <= n * n {
                let u = Point(x: edge.point.x + Double(dx) * step, y: edge.point.y + Double(dy) * step)
                guard u.distance(to: anchor.point) <= fastest, mesh.locate(u) != nil else { continue }
                let space = matcher.locator.locate(u, floorIndex: floor, maxDistance: 0).space
                if let space, !matcher.spaces[floor].contains(space) { continue }
                let prior = space.flatMap { matcher.isDestination[$0] ? roomPrior($0) : nil } ?? -p.endDestinationPrior
                let path: [Point]
                if mesh.sees(anchor.point, u) {
                    path = [anchor.point, u]
                } else if let found = graph.walkingPath(floor: floor, from: anchor.point, to: u, scratch: scratch) {
                    path = found.points
                } else {
                    continue
                }
                let line = WalkedPath(path)
                // Stood at u for `wait` seconds, or at the anchor's end of the path for `stop` seconds (a stop
                // on the way), and walked the rest of the time at a steady rate along the path.
                let seconds = max(1, Int(span.rounded(.down)))
                for k in 0 ..< 2 * seconds - 1 {
                    let wait = k < seconds ? k : 0, stop = k < seconds ? 0 : k - seconds + 1
                    let moving = span - Double(wait + stop)
                    guard moving > 0, line.length <= p.maxSpeed * moving else { continue }
                    var log = prior + (stop > 0 ? waitLog.stopped : wait > 0 ? waitLog.stood : waitLog.walking)
                    var points: [Point] = []
                    for (q, i) in ends.enumerated() {
                        let at = line.point(at: line.length * min(1, max(0, taus[q] - Double(stop)) / moving))
                        let s = p.sigma(accuracy: fixes[i].accuracy)
                        log -= at.squaredDistance(to: fixes[i].point) / (2 * s * s)
                        points.append(at)
                    }
                    out.append(Hypothesis(logWeight: log, points: points, path: path))
                }
            }
        }
        return out
    }

    /// The log prior density of a start (end) point in destination `s`, relative to a room of the venue's
    /// median area: each room as likely as another to be where a walk starts or ends, whatever its size,
    /// the point uniform in it.
    func roomPrior(_ s: Int) -> Double {
        log(matcher.typicalRoomArea / max(1, matcher.router.venue.spaces[s].polygon.area))
    }

    /// The space (nil: open ground) holding the most posterior mass of end fix `q`'s point among
    /// `hypotheses`, and the likeliest hypothesis's point there and its path.
    func decide(_ hypotheses: [Hypothesis], fix q: Int, floor: Int) -> (space: Int?, point: Point, path: [Point])? {
        guard let top = hypotheses.map(\.logWeight).max() else { return nil }
        var mass: [Int: (mass: Double, best: Double, hypothesis: Int)] = [:]
        for (k, h) in hypotheses.enumerated() {
            let p = h.points[q]
            let s = matcher.locator.locate(p, floorIndex: floor, maxDistance: 0).space ?? -1
            let w = exp(h.logWeight - top)
            if let m = mass[s] {
                mass[s] = (m.mass + w, max(m.best, h.logWeight), h.logWeight > m.best ? k : m.hypothesis)
            } else {
                mass[s] = (w, h.logWeight, k)
            }
        }
        guard let best = mass.max(by: { ($0.value.mass, $0.key) < ($1.value.mass, $1.key) }) else { return nil }
        let h = hypotheses[best.value.hypothesis]
        return (best.key < 0 ? nil : best.key, h.points[q], h.path)
    }

    /// A walking path as cumulative lengths, to find its point at given walked metres.
    struct WalkedPath {
        let points: [Point]
        let cumulative: [Double]
        var length: Double { cumulative.last ?? 0 }

        init(_ points: [Point]) {
            self.points = points
            var c = [0.0]
            for k in 1 ..< max(1, points.count) { c.append(c[k - 1] + points[k - 1].distance(to: points[k])) }
            cumulative = c
        }

        /// The point `s` walked metres from the first (clamped to the ends).
        func point(at s: Double) -> Point {
            guard points.count > 1 else { return points.first ?? Point(x: 0, y: 0) }
            var k = 1
            while k < points.count - 1 && cumulative[k] < s { k += 1 }
            let a = cumulative[k - 1], b = cumulative[k]
            let t = b > a ? min(1, max(0, (s - a) / (b - a))) : 0
            return points[k - 1].interpolated(to: points[k], t: t)
        }
    }
}
