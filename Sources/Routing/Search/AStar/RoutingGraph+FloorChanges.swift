extension RoutingGraph {
    /// The comfort penalties on a search's path to `state`, in metres of cost that are no time: each use of a
    /// connection other than a door that crosses at least one floor (``RoutingProfile/floorChangePenalty``)
    /// and each passage through a wall (``RoutingProfile/throughRoomPenalty``).
    ///
    /// Walks the parent chain, where a connection use is an entering anchor state `2a` followed by an exit
    /// state `2b + 1` (the search's state layout).
    /// - Parameters:
    ///   - state: a settled state of the search whose parents `parent` reads (`-1` ends the chain).
    ///   - profile: the profile the search ran with.
    ///   - parent: the parent of a state in that search.
    /// - Complexity: O(length of the chain).
    func penaltyMetres(onPathTo state: Int, profile: RoutingProfile, parent: (Int) -> Int) -> Double {
        let a2 = 2 * anchors.count
        var changes = 0, crossings = 0
        var child = state
        var here = parent(child)
        while here >= 0 {
            if here < a2 && here & 1 == 0 && child < a2 && child & 1 == 1 {
                let from = anchors[here >> 1], to = anchors[child >> 1]
                let c = connections[from.connection]
                if c.type != .door && floorsCrossed(from.floor, to.floor) > 0 { changes += 1 }
                if c.passesThroughWall { crossings += 1 }
            }
            child = here
            here = parent(child)
        }
        let speed = profile.walkingSpeed
        return Double(changes) * (profile.floorChangePenalty * speed) + (crossings > 0 ? Double(crossings) * (profile.throughRoomPenalty * speed) : 0)
    }
}
