/// Disjoint sets over `0 ..< count` (union–find with path halving; Tarjan & van Leeuwen 1984): which
/// elements a sequence of unions has joined. Used for the components of overlay graphs, of floors joined
/// by connections and of touching rings.
package struct DisjointSets {
    private var parent: [Int]

    /// `count` singletons.
    package init(count: Int) { parent = Array(0 ..< count) }

    /// Adds a singleton and returns it (the next integer).
    package mutating func add() -> Int {
        parent.append(parent.count)
        return parent.count - 1
    }

    /// The representative of `x`'s set (the same for every member until the next union).
    /// - Complexity: amortised nearly O(1).
    package mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Joins the sets of `a` and `b`; returns whether they were apart.
    @discardableResult
    package mutating func union(_ a: Int, _ b: Int) -> Bool {
        let ra = find(a), rb = find(b)
        guard ra != rb else { return false }
        parent[ra] = rb
        return true
    }
}
