extension RoutingGraph {
    /// The floor changes on a search's path to `state`: uses of connections other than doors that cross at
    /// least one floor (each priced ``RoutingProfile/floorChangePenalty`` in the cost, never in the time).
    ///
    /// Walks the parent chain, where a connection use is an entering anchor state `2a` followed by an exit
    /// state `2b + 1` (the search's state layout).
    /// - Parameters:
    ///   - state: a settled state of the search whose parents `parent` reads (`-1` ends the chain).
    ///   - parent: the parent of a state in that search.
    /// - Complexity: O(length of the chain).
    func floorChanges(onPathTo state: Int, parent: (Int) -> Int) -> Int {
        let a2 = 2 * anchors.count
        var changes = 0
        var child = state
        var here = parent(child)
        while here >= 0 {
            if here < a2 && here & 1 == 0 && child < a2 && child & 1 == 1 {
                let from = anchors[here >> 1], to = anchors[child >> 1]
                if connections[from.connection].type != .door && floorsCrossed(from.floor, to.floor) > 0 { changes += 1 }
            }
            child = here
            here = parent(child)
        }
        return changes
    }
}
