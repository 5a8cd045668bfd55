/// Best cost and parent per search state, cleared in O(1) between queries by a generation stamp: a state
/// whose stamp is not the current generation has cost ∞ (never reached in this query). Arrays grow to the
/// largest query served and are never shrunk or refilled.
struct StampedCosts {
    private var g: [Double] = []
    /// The state each state's best cost came from (-1: none), valid for reached states.
    private(set) var parent: [Int32] = []
    private var stamp: [UInt32] = []
    private var current: UInt32 = 0

    /// Starts a query over `count` states: every state unreached.
    mutating func reset(count: Int) {
        if g.count < count {
            g = [Double](repeating: .infinity, count: count)
            parent = [Int32](repeating: -1, count: count)
            stamp = [UInt32](repeating: 0, count: count)
        }
        if current == UInt32.max {
            current = 0
            for i in stamp.indices { stamp[i] = 0 }
        }
        current += 1
    }

    /// The state's best cost in this query, ∞ when unreached.
    @inline(__always) func cost(_ s: Int) -> Double { stamp[s] == current ? g[s] : .infinity }

    /// Records a better cost for state `s`, reached from `from`.
    @inline(__always) mutating func set(_ s: Int, cost: Double, parent from: Int32) {
        stamp[s] = current
        g[s] = cost
        parent[s] = from
    }
}
