import IndoorGeometry

/// The searches' cost model: every cost term a search reads, computed once per profile and graph. Each
/// anchor's usability (the profile's filter, its closed connections), each connection's cost terms
/// (``ConnectionCostTerms``), whether re-entering an anchor right after leaving it can pay, the sparse floor
/// graph reversed (for ``FloorBound``), the teleport slack, and the comfort penalties on a path
/// (``penaltyMetres(onPathTo:profile:data:parent:)``). Reading a ``Connection`` or asking the profile in the
/// search loop would copy the connection (retains of its id and anchor lists) and compare its id with the
/// closures.
struct RouteCostModel {
    /// The profile, graph and key the tables were computed for (nil: none yet).
    var profile: RoutingProfile? = nil
    var graph: RoutingGraphToken? = nil
    var key: RouterKey? = nil
    /// Per anchor: whether the profile may use it (its connection and its own flags).
    var anchorUsable: [Bool] = []
    /// Per connection: its cost terms under the profile.
    var connectionTerms: [ConnectionCostTerms] = []
    /// Per anchor: whether re-entering it right after leaving it there can pay (``reentryPays(at:data:profile:)``).
    var reentryPays: [Bool] = []
    /// Per floor: the floors with a usable connection transition into it, with the cheapest such cost
    /// (the sparse floor graph, reversed; O(floors + joined floor pairs) memory).
    var floorIncoming: [[(floor: Int32, cost: Double)]] = []
    /// Σ max(0, planar span − cost) over the usable transitions, metres: a route is never cheaper than its
    /// planar displacement minus this (walks cost at least their span).
    var teleportSlack = 0.0

    /// The models of the last ``keptCount`` profiles and graphs asked, least recently used first (a batch of
    /// mixed profiles and clearances cycles through a few).
    var kept: [RouteCostModel] = []
    /// How many profiles' tables a search state keeps.
    static let keptCount = 8
}

extension RouteCostModel {
    /// Makes this the model of `profile` on `data` under `key` (``RoutingGraph/key``: its access decides
    /// which anchors are usable): unchanged when it already is, kept from an earlier query when the
    /// profile, data and key were asked among the last ``keptCount``, else computed.
    /// - Complexity: O(1) when kept; else O(anchors + transitions + E log E) for the E joined floor pairs.
    mutating func use(_ profile: RoutingProfile, on data: RoutingData, key: RouterKey) {
        let token = data.token
        guard self.profile != profile || graph !== token || self.key != key || floorIncoming.count != data.floors.count else { return }
        var kept: [RouteCostModel] = []
        swap(&kept, &self.kept)
        // A profile (and graph) asked before, kept: a batch of mixed profiles does not recompute per line.
        if let k = kept.lastIndex(where: { $0.graph === token && $0.profile == profile && $0.key == key }) {
            self = kept.remove(at: k)
        } else {
            self = Self(profile, on: data, key: key)
            if kept.count == Self.keptCount { kept.removeFirst() }
        }
        kept.append(self)
        self.kept = kept
    }

    /// The model of `profile` on `data` under `key`.
    private init(_ profile: RoutingProfile, on data: RoutingData, key: RouterKey) {
        let n = data.floors.count
        let anchors = data.anchors, connections = data.connections, transitions = data.transitions
        var cheapest: [Int: Double] = [:]
        var t = RouteCostModel(profile: profile, graph: data.token, key: key)
        // Each anchor's usability under the profile, decided once per profile (reading a connection
        // copies it: retains of its id and anchor arrays).
        t.anchorUsable = anchors.map { anchor in
            profile.allows(connections[anchor.connection], on: key)
                && profile.allows(PortalAnchor(floor: anchor.floor, point: anchor.point, flags: anchor.flags), on: key)
        }
        t.connectionTerms = connections.map { profile.costTerms(of: $0) }
        t.reentryPays = anchors.indices.map { Self.reentryPays(at: $0, data: data, profile: profile) }
        for (a, here) in anchors.enumerated() where here.canEnter && t.anchorUsable[a] {
            let terms = t.connectionTerms[here.connection]
            for id in transitions[a] {
                let there = anchors[Int(id)]
                guard t.anchorUsable[Int(id)] else { continue }
                let df = data.floorsCrossed(here.floor, there.floor)
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
        self = t
    }

    /// Whether re-entering connection anchor `a` right after leaving it there can pay under `profile`: costs
    /// are not subadditive for a connection charged per metre of same-floor span that also reaches other
    /// floors (a same-floor hop may cost more than a trip to another floor and back). Never for the raw model.
    private static func reentryPays(at a: Int, data: RoutingData, profile: RoutingProfile) -> Bool {
        let anchor = data.anchors[a]
        guard anchor.canEnter && data.spansFloors[anchor.connection], case let .time(model) = profile.costModel else { return false }
        return model.time(for: data.connections[anchor.connection].type).perMetreSeconds > 0
    }

    /// The comfort penalties on a search's path to `state`, in metres of cost that are no time: each use of a
    /// connection other than a door that crosses at least one floor (``RoutingProfile/floorChangePenalty``)
    /// and each passage through a wall (``RoutingProfile/throughRoomPenalty``).
    ///
    /// Walks the parent chain, where a connection use is an entering anchor state `2a` followed by an exit
    /// state `2b + 1` (the search's state layout).
    /// - Parameters:
    ///   - state: a settled state of the search whose parents `parent` reads (`-1` ends the chain).
    ///   - profile: the profile the search ran with.
    ///   - data: the data searched.
    ///   - parent: the parent of a state in that search.
    /// - Complexity: O(length of the chain).
    static func penaltyMetres(onPathTo state: Int, profile: RoutingProfile, data: RoutingData, parent: (Int) -> Int) -> Double {
        let anchors = data.anchors
        let a2 = 2 * anchors.count
        var changes = 0, crossings = 0
        var child = state
        var here = parent(child)
        while here >= 0 {
            if here < a2 && here & 1 == 0 && child < a2 && child & 1 == 1 {
                let from = anchors[here >> 1], to = anchors[child >> 1]
                let c = data.connections[from.connection]
                if c.type != .door && data.floorsCrossed(from.floor, to.floor) > 0 { changes += 1 }
                if c.passesThroughWall { crossings += 1 }
            }
            child = here
            here = parent(child)
        }
        let speed = profile.walkingSpeed
        return Double(changes) * (profile.floorChangePenalty * speed) + (crossings > 0 ? Double(crossings) * (profile.throughRoomPenalty * speed) : 0)
    }
}
