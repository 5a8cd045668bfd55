import IndoorGeometry

/// What the graph's searches read of a profile, per anchor and per connection, computed once per profile and
/// graph: each anchor's usability, each connection's cost terms, the sparse floor graph reversed (for
/// ``FloorBound``) and the teleport slack. Reading a ``Connection`` or asking the profile in the search loop
/// would copy the connection (retains of its id and anchor lists) and compare its id with the closures.
struct ProfileTables {
    /// The profile and graph the tables were computed for (nil: none yet).
    var profile: RoutingProfile? = nil
    var graph: RoutingGraphToken? = nil
    /// Per anchor: whether the profile may use it (its connection and its own flags).
    var anchorUsable: [Bool] = []
    /// Per connection: its cost terms under the profile.
    var connectionTerms: [ConnectionCostTerms] = []
    /// Per floor: the floors with a usable connection transition into it, with the cheapest such cost
    /// (the sparse floor graph, reversed; O(floors + joined floor pairs) memory).
    var floorIncoming: [[(floor: Int32, cost: Double)]] = []
    /// Σ max(0, planar span − cost) over the usable transitions, metres: a route is never cheaper than its
    /// planar displacement minus this (walks cost at least their span).
    var teleportSlack = 0.0

    /// The tables of the last ``keptCount`` profiles and graphs asked, least recently used first (a batch of
    /// mixed profiles and clearances cycles through a few).
    var kept: [ProfileTables] = []
    /// How many profiles' tables a search state keeps.
    static let keptCount = 8
}

extension RoutingGraph {
    /// Makes `tables` those of `profile` on this graph: unchanged when they already are, kept from an earlier
    /// query when the profile and graph were asked among the last ``ProfileTables/keptCount``, else computed.
    /// - Complexity: O(1) when kept; else O(anchors + transitions + E log E) for the E joined floor pairs.
    func useProfile(_ profile: RoutingProfile, tables: inout ProfileTables) {
        guard tables.profile != profile || tables.graph !== token || tables.floorIncoming.count != floors.count else { return }
        var kept: [ProfileTables] = []
        swap(&kept, &tables.kept)
        // A profile (and graph) asked before, kept: a batch of mixed profiles does not recompute per line.
        if let k = kept.lastIndex(where: { $0.graph === token && $0.profile == profile }) {
            tables = kept.remove(at: k)
        } else {
            tables = computeProfileTables(profile)
            if kept.count == ProfileTables.keptCount { kept.removeFirst() }
        }
        kept.append(tables)
        tables.kept = kept
    }

    /// The tables of `profile` on this graph.
    private func computeProfileTables(_ profile: RoutingProfile) -> ProfileTables {
        let n = floors.count
        var cheapest: [Int: Double] = [:]
        var t = ProfileTables(profile: profile, graph: token)
        // Each anchor's usability under the profile, decided once per profile (reading a connection
        // copies it: retains of its id and anchor arrays).
        t.anchorUsable = anchors.map { anchor in
            profile.allows(connections[anchor.connection])
                && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags))
        }
        t.connectionTerms = connections.map { profile.costTerms(of: $0) }
        for (a, here) in anchors.enumerated() where here.canEnter && t.anchorUsable[a] {
            let terms = t.connectionTerms[here.connection]
            for id in transitions[a] {
                let there = anchors[Int(id)]
                guard t.anchorUsable[Int(id)] else { continue }
                let df = floorsCrossed(here.floor, there.floor)
                let planar = there.point.distance(to: here.point)
                let span = there.floor == here.floor ? planar : 0
                let cost = terms.metres(deltaFloors: df, span: span)
                t.teleportSlack += Swift.max(0, planar - cost)
                guard there.floor != here.floor else { continue }
                let k = here.floor * n + there.floor
                cheapest[k] = Swift.min(cheapest[k] ?? .infinity, cost)
            }
        }
        t.floorIncoming = [[(floor: Int32, cost: Double)]](repeating: [], count: n)
        for (k, cost) in cheapest.sorted(by: { $0.key < $1.key }) {
            t.floorIncoming[k % n].append((Int32(k / n), cost))
        }
        return t
    }
}
