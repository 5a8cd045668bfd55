import IndoorGeometry

extension RoutingGraph {
    /// A connected piece of one floor's free space: walking never leaves it, connections join pieces.
    public struct Part: Hashable, Sendable {
        /// Floor index.
        public var floor: Int
        /// Connected component of the floor's navigation mesh.
        public var component: Int32
    }

    /// The piece of free space holding `p` after snapping it as a route end is snapped, or `nil` when it is
    /// farther than `snapDistance` metres from the floor's free space.
    public func part(of p: RoutePoint, snapDistance: Double) -> Part? {
        guard p.floor >= 0 && p.floor < floorCount, let (_, poly) = mesh(p.floor).snap(p.point, within: snapDistance) else { return nil }
        return Part(floor: p.floor, component: mesh(p.floor).component[poly])
    }

    /// Every piece of free space a walker can reach from `start` under `profile` (forward), or every piece
    /// from which `start` can be reached (`forward: false`, for a goal), through the connections and
    /// anchors the profile allows. One breadth-first pass over the pieces; for diagnosing failed routes,
    /// not for routing.
    /// - Complexity: O(anchors + transitions).
    public func reachableParts(from start: Part, profile: RoutingProfile, forward: Bool = true) -> Set<Part> {
        // Backwards: the anchors with a transition into each anchor.
        var pairs: [(key: Int32, element: Int32)] = []
        if !forward {
            for a in anchors.indices where anchors[a].canEnter { for b in transitions[a] { pairs.append((b, Int32(a))) } }
        }
        let into = FlatLists(count: forward ? 0 : anchors.count, pairs: pairs)
        // Each connection judged once, when first met (reading a `Connection` copies its id and anchor lists):
        // 1 allowed, 0 not, -1 not judged yet.
        var allowed = [Int8](repeating: -1, count: connections.count)
        func usable(_ a: Int) -> Bool {
            let anchor = anchors[a]
            if allowed[anchor.connection] < 0 { allowed[anchor.connection] = profile.allows(connections[anchor.connection], on: key) ? 1 : 0 }
            return allowed[anchor.connection] == 1 && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags), on: key)
        }
        var seen: Set<Part> = [start]
        var queue = [start]
        while let part = queue.popLast() {
            for id in anchorsByFloor[part.floor] {
                let a = Int(id)
                guard component(a) == part.component, usable(a) else { continue }
                func reach(_ b: Int) {
                    guard usable(b) else { return }
                    let p = Part(floor: anchors[b].floor, component: component(b))
                    if seen.insert(p).inserted { queue.append(p) }
                }
                if forward {
                    guard anchors[a].canEnter else { continue }
                    for b in transitions[a] { reach(Int(b)) }
                } else {
                    guard anchors[a].canExit else { continue }
                    for k in into.range(a) { reach(Int(into.items[k])) }
                }
            }
        }
        return seen
    }

    /// The connections with a usable-or-not anchor in `part`, as (connection index, allowed by `profile`).
    public func connectionsLeaving(_ part: Part, profile: RoutingProfile) -> [(connection: Int, allowed: Bool)] {
        var out: [(Int, Bool)] = []
        var seen = Set<Int>()
        for id in anchorsByFloor[part.floor] where component(Int(id)) == part.component {
            let anchor = anchors[Int(id)]
            guard data.spansFloors[anchor.connection], seen.insert(anchor.connection).inserted else { continue }
            let ok =
                profile.allows(connections[anchor.connection], on: key)
                && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags), on: key)
            out.append((anchor.connection, ok))
        }
        return out
    }

    /// Area in m² of a piece of free space (the mesh polygons of its component).
    public func area(of part: Part) -> Double { area(of: part, upTo: .infinity) }

    /// The area of `part` in m² when at most `limit`, else some sum above `limit` (it stops adding there:
    /// "is this piece no larger than its room?" asked of a campus's outdoor floor reads a few polygons).
    func area(of part: Part, upTo limit: Double) -> Double {
        let mesh = mesh(part.floor)
        var total = 0.0
        for p in 0 ..< mesh.polygonCount where mesh.component[p] == part.component {
            if total > limit { break }
            let n = mesh.edgeCount(p)
            var twice = 0.0
            for k in 0 ..< n {
                let a = mesh.point(p, k), b = mesh.point(p, (k + 1) % n)
                twice += a.x * b.y - b.x * a.y
            }
            total += abs(twice) / 2
        }
        return total
    }
}
