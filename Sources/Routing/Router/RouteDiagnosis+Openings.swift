import Foundation
import IndoorGeometry

extension RouteDiagnosis {
    /// Neighbouring spaces that no opening joins, per floor, with the piece of free space on each side:
    /// the walls a missing opening leaves between two parts of a venue (an aisle beside an elevator, two
    /// offices wall to wall, in data that maps no openings).
    ///
    /// Computed per floor on first use and kept, for one graph (closures included) and one profile: `check`
    /// diagnoses every unreachable room with one instance. Safe from any thread.
    final class MissingOpenings: @unchecked Sendable {
        /// Two spaces sharing a wall and no opening, and the pieces of free space holding their points.
        struct Pair {
            var first: Int
            var second: Int
            /// Shared boundary, metres.
            var length: Double
            var firstPart: RoutingGraph.Part
            var secondPart: RoutingGraph.Part
        }

        private let lock = NSLock()
        private var byFloor: [Int: [Pair]] = [:]

        /// The pairs of floor `floor`: walkable spaces (not voids) sharing more than twice the router's
        /// clearance of boundary (an opening there could pass), with no door listing both, whose points lie
        /// in two different pieces of `graph`'s free space.
        func pairs(floor: Int, router: VenueRouter, graph: RoutingGraph, snapDistance: Double) -> [Pair] {
            lock.lock()
            let known = byFloor[floor]
            lock.unlock()
            if let known { return known }
            let v = router.venue
            let shared = SharedBoundary.pairs(in: v, floorIndex: floor, minLength: 2 * router.key.clearance) { s in
                s.isWalkable && s.isHitTestable && !s.isVoid
            }
            var joined = Set<[Int]>()
            for d in v.doors where d.floorIndex == floor {
                let s = d.spaceIndices.sorted()
                for i in s.indices { for j in s.indices where i < j { joined.insert([s[i], s[j]]) } }
            }
            var parts: [Int: RoutingGraph.Part?] = [:]
            func part(_ i: Int) -> RoutingGraph.Part? {
                if let known = parts[i] { return known }
                let p = graph.part(of: RoutePoint(floor: floor, point: PlaceResolver.point(of: v.spaces[i])), snapDistance: snapDistance)
                parts[i] = p
                return p
            }
            var out: [Pair] = []
            for s in shared where s.length > 2 * router.key.clearance && !joined.contains([s.first, s.second]) {
                guard let a = part(s.first), let b = part(s.second), a != b else { continue }
                out.append(Pair(first: s.first, second: s.second, length: s.length, firstPart: a, secondPart: b))
            }
            lock.lock()
            byFloor[floor] = out
            lock.unlock()
            return out
        }
    }

    /// A wall without an opening between the start's side and the goal's: two neighbouring spaces, one in a
    /// piece reachable from the start and one in a piece that reaches the goal (the longest such wall), else
    /// one on an end's side and one whose piece has a connection to another floor the profile may use.
    /// `nil` when no such pair exists.
    static func missingOpening(
        router: VenueRouter, graph: RoutingGraph, fromStart: Set<RoutingGraph.Part>, toGoal: Set<RoutingGraph.Part>, profile: RoutingProfile,
        openings: MissingOpenings
    ) -> (end: End, cause: Cause)? {
        guard !fromStart.isEmpty || !toGoal.isEmpty, fromStart.isDisjoint(with: toGoal) else { return nil }
        let floors = Set(fromStart.map(\.floor)).union(toGoal.map(\.floor)).sorted()
        let pairs = floors.flatMap { openings.pairs(floor: $0, router: router, graph: graph, snapDistance: profile.snapDistance) }
        var best: (end: End, cause: Cause, length: Double)?
        func consider(_ end: End, _ a: Int, _ b: Int, _ length: Double) {
            if length > best?.length ?? 0 { best = (end, .noOpening(space: a, neighbour: b, sharedLength: length), length) }
        }
        for p in pairs {
            if fromStart.contains(p.firstPart) && toGoal.contains(p.secondPart) { consider(.start, p.first, p.second, p.length) }
            if fromStart.contains(p.secondPart) && toGoal.contains(p.firstPart) { consider(.start, p.second, p.first, p.length) }
        }
        if let best { return (best.end, best.cause) }
        // No wall between the two sides: one between an end's side and a piece that leaves the floor.
        var leaves: [RoutingGraph.Part: Bool] = [:]
        func leavesFloor(_ part: RoutingGraph.Part) -> Bool {
            if let known = leaves[part] { return known }
            let ok = graph.connectionsLeaving(part, profile: profile).contains { $0.allowed }
            leaves[part] = ok
            return ok
        }
        for (end, side) in [(End.start, fromStart), (End.goal, toGoal)] {
            for p in pairs {
                if side.contains(p.firstPart) && !side.contains(p.secondPart) && leavesFloor(p.secondPart) { consider(end, p.first, p.second, p.length) }
                if side.contains(p.secondPart) && !side.contains(p.firstPart) && leavesFloor(p.firstPart) { consider(end, p.second, p.first, p.length) }
            }
        }
        return best.map { ($0.end, $0.cause) }
    }
}
