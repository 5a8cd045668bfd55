/// Best cost and parent per search state, cleared in O(1) between queries by a generation stamp: a state
/// whose stamp is not the current generation has cost ∞ (never reached in this query). The three live side
/// by side (16 bytes a state), so that reaching a state touches one cache line, not three. Storage grows to the
/// largest query served and is never shrunk or refilled.
struct StampedCosts {
    private struct Entry {
        var g: Double
        var parent: Int32
        var stamp: UInt32
    }

    private var entries: [Entry] = []
    private var current: UInt32 = 0

    /// Starts a query over `count` states: every state unreached.
    mutating func reset(count: Int) {
        if entries.count < count {
            entries = [Entry](repeating: Entry(g: .infinity, parent: -1, stamp: 0), count: count)
            current = 0
        }
        if current == UInt32.max {
            current = 0
            for i in entries.indices { entries[i].stamp = 0 }
        }
        current += 1
    }

    /// The state's best cost in this query, ∞ when unreached.
    @inline(__always) func cost(_ s: Int) -> Double {
        let e = entries[s]
        return e.stamp == current ? e.g : .infinity
    }

    /// Reads the state's entry and returns a value of it (its stamp), for nothing but bringing the entry into
    /// the cache: a search touches the entries of a node's neighbours first, so that their misses overlap.
    @inline(__always) func touch(_ s: Int) -> UInt32 { entries[s].stamp }

    /// The state each state's best cost came from (-1: none), valid for reached states.
    @inline(__always) func parent(_ s: Int) -> Int32 { entries[s].parent }

    /// Records a better cost for state `s`, reached from `from`.
    @inline(__always) mutating func set(_ s: Int, cost: Double, parent from: Int32) {
        entries[s] = Entry(g: cost, parent: from, stamp: current)
    }
}
