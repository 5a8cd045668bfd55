import Foundation
import IndoorGeometry

/// Turn-by-turn instructions for a route: start, turns at the route's bends, doors passed through,
/// connections taken ("take the elevator up to Level 3"), arrival.
///
/// A bend is announced when the heading changes by more than 30° (slight below 60°, sharp above 120°,
/// "turn around" above 160°); bends within 1.5 m of a door crossing are folded into the door step.
public enum RouteInstructions {
    /// - Parameter inferred: the inferred elements the route uses (``RouteInferences/used(by:in:)``), which
    ///   the steps concerned say plainly ("Enter 'Shop 12' across its open front (no door mapped).").
    public static func make(_ route: RouteResult, venue: Venue, from: String, to: String, inferred: [InferredElement] = []) -> [String] {
        guard route.status == .found else { return [] }
        var out: [String] = []
        let startFloor = route.start.map { venue.floors[$0.floor].name } ?? ""
        let edges = inferred.filter { $0.kind == .doorlessEdge }
        func atEdge(_ p: RoutePoint?) -> Bool {
            guard let p else { return false }
            return edges.contains { $0.floorIndex == p.floor && $0.point.distance(to: p.point) <= RouteInferences.approachReach }
        }
        let entrances = Set(inferred.filter { $0.kind == .entrance }.map(\.id))
        out.append(atEdge(route.start) ? "Start at the edge of \(from) on \(startFloor) (no door mapped)." : "Start at \(from) on \(startFloor).")
        for step in route.steps {
            switch step {
            case let .walk(leg):
                out += walkInstructions(leg, venue: venue)
            case let .connection(c):
                let fromOrdinal = venue.floors[c.entrance.floor].ordinal
                let toOrdinal = venue.floors[c.exit.floor].ordinal
                let target = venue.floors[c.exit.floor].name
                switch c.type {
                case .door:
                    let note = entrances.contains(c.id) ? " (an outer door; no entrance mapped)" : ""
                    out.append(venue.floors[c.exit.floor].isOutdoor ? "Go out through the entrance\(note)." : "Go in through the entrance to \(target)\(note).")
                default:
                    let direction = toOrdinal > fromOrdinal ? "up " : (toOrdinal < fromOrdinal ? "down " : "")
                    out.append("Take the \(c.type) \(direction)to \(target).")
                }
            }
        }
        out.append(atEdge(route.goal) ? "Arrive at the edge of \(to) (no door mapped)." : "Arrive at \(to).")
        return out
    }

    static func walkInstructions(_ leg: RouteLeg, venue: Venue) -> [String] {
        var out: [String] = []
        let pts = leg.points
        guard pts.count >= 2 else { return out }
        // The segments of the leg's floor's door lines, read once per leg: reading a `Door` per path segment
        // copied it, with retains of its lists.
        let doorIndices = venue.doors.indices.filter { venue.doors[$0].floorIndex == leg.floor && venue.doors[$0].line != nil }
        let doorSegments = FlatLists(
            doorIndices.map { j -> [Segment] in
                let line = venue.doors[j].line!
                return (0 ..< line.segmentCount).map { line.segment($0) }
            })
        var pendingMetres = 0.0
        var turnAngle = 0.0
        func flush() {
            if pendingMetres >= 1 { out.append("Walk \(Int(pendingMetres.rounded())) m.") }
            pendingMetres = 0
        }
        for i in 0 ..< pts.count - 1 {
            let a = pts[i], b = pts[i + 1]
            // Doors crossed by this segment, in walking order.
            var crossings: [(t: Double, name: String?)] = []  // parameter along a → b
            for j in 0 ..< doorSegments.count {
                for q in doorSegments.range(j) {
                    let s = doorSegments.items[q]
                    if SegmentIntersection(a, b, s.start, s.end).intersects {
                        let mid = s.midpoint
                        crossings.append(((mid - a).dot(b - a) / max((b - a).squaredLength, 1e-12), doorText(venue, door: doorIndices[j])))
                        break
                    }
                }
            }
            let length = a.distance(to: b)
            var t0 = 0.0
            for c in crossings.sorted(by: { $0.t < $1.t }) {
                let t = max(t0, min(1, c.t))
                pendingMetres += length * (t - t0)
                flush()
                out.append(c.name ?? "Go through the door.")
                t0 = t
            }
            pendingMetres += length * (1 - t0)
            // A taut path turns around a corner in several short arc segments: add their heading
            // changes up and announce the turn once the path straightens out (next segment ≥ 1 m).
            if i + 2 < pts.count {
                turnAngle += signedTurn(a, b, pts[i + 2])
                let next = pts[i + 1].distance(to: pts[i + 2])
                if next >= 1, let t = turnText(degrees: turnAngle) {
                    flush()
                    out.append(t)
                }
                if next >= 1 { turnAngle = 0 }
            }
        }
        flush()
        return out
    }

    /// What to say when walking through door `j`: `nil` for a drawn door ("Go through the door."), a plain
    /// sentence for an inferred opening.
    static func doorText(_ venue: Venue, door j: Int) -> String? {
        let d = venue.doors[j]
        guard let kind = d.inference, let s = d.spaceIndices.first, s < venue.spaces.count else { return nil }
        let name = venue.spaces[s].names.first ?? venue.spaces[s].id
        switch kind {
        case .openFront: return "Pass '\(name)' across its open front (no door mapped)."
        case .verticalOpening: return "Pass into '\(name)' where it opens onto the walkway (no opening mapped)."
        default: return nil
        }
    }

    /// The heading change in degrees at `b` between `a → b` and `b → c`, positive to the left.
    static func signedTurn(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let u = b - a, v = c - b
        guard u.squaredLength > 1e-12, v.squaredLength > 1e-12 else { return 0 }
        return atan2(u.cross(v), u.dot(v)) * 180 / .pi
    }

    /// The instruction for a heading change of `angle` degrees (positive left), or `nil` under 30°.
    static func turnText(degrees angle: Double) -> String? {
        let m = abs(angle)
        if m < 30 { return nil }
        let side = angle > 0 ? "left" : "right"
        if m > 160 { return "Turn around." }
        if m < 60 { return "Bear \(side)." }
        if m > 120 { return "Turn sharp \(side)." }
        return "Turn \(side)."
    }
}
