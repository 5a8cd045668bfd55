/// Bridges of a mesh's dual graph (polygons joined through shared edges), for dead-end pruning.
///
/// Removing a bridge edge splits its component in two; a shortest path never crosses the same edge
/// twice, so a search may skip crossing a bridge towards the side that holds no target (a room behind
/// its doorway, a corridor branch without the goal). This generalises Polyanya's dead-end pruning
/// (Cui et al. 2017, §5) from single polygons to whole dead-end regions.
///
/// Computed with an iterative depth-first search (Tarjan's bridge test `low[child] > pre[parent]`);
/// each side of a bridge is a pre-order interval of the DFS tree or its complement. Two bytes a number on
/// floors of fewer than 65,535 polygons (``CompactIndices``).
struct NavigationMeshDeadEnds: Sendable {
    /// Pre-order number of each polygon in the DFS forest.
    let preorder: CompactIndices
    /// One past the last pre-order number in the polygon's DFS subtree.
    let subtreeEnd: CompactIndices
    /// DFS parent polygon when the edge to it is a bridge, else -1 (a root, or a parent joined by a cycle
    /// too): the only parents pruning asks about, in one array instead of a parent and a flag.
    let bridgeParent: CompactIndices

    /// - Complexity: O(s) for s polygon edges.
    /// - Parameters:
    ///   - start: polygon `p`'s edge slots are `start[p] ..< start[p + 1]`.
    ///   - neighbours: the polygon across each slot, or -1.
    init(start: [Int32], neighbours: [Int32]) {
        let n = start.count - 1
        var pre = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var end = [Int32](repeating: 0, count: n)
        var parent = [Int32](repeating: -1, count: n)
        var bridge = [Bool](repeating: false, count: n)
        var counter: Int32 = 0
        // Only one slot leading back to the DFS parent is the tree edge: two polygons may share two
        // collinear edges (parallel edges of the dual graph), and the second one is a back edge.
        var stack: [(tri: Int32, nextSlot: Int32, skippedParent: Bool)] = []
        for root in 0 ..< n where pre[root] < 0 {
            pre[root] = counter
            low[root] = counter
            counter += 1
            stack.append((Int32(root), start[root], false))
            while let top = stack.last {
                let t = Int(top.tri)
                if top.nextSlot < start[t + 1] {
                    let s = top.nextSlot
                    stack[stack.count - 1].nextSlot += 1
                    let u = neighbours[Int(s)]
                    guard u >= 0 else { continue }
                    let ui = Int(u)
                    if pre[ui] < 0 {
                        parent[ui] = Int32(t)
                        pre[ui] = counter
                        low[ui] = counter
                        counter += 1
                        stack.append((u, start[ui], false))
                    } else if u == parent[t] && !top.skippedParent {
                        stack[stack.count - 1].skippedParent = true
                    } else {
                        low[t] = Swift.min(low[t], pre[ui])
                    }
                } else {
                    stack.removeLast()
                    end[t] = counter
                    let p = Int(parent[t])
                    if p >= 0 {
                        low[p] = Swift.min(low[p], low[t])
                        bridge[t] = low[t] > pre[p]
                    }
                }
            }
        }
        preorder = CompactIndices(pre)
        subtreeEnd = CompactIndices(end)
        for t in 0 ..< n where !bridge[t] { parent[t] = -1 }
        bridgeParent = CompactIndices(parent)
    }

    /// Whether crossing from polygon `t` into its neighbour `u` leads into a region that cannot contain
    /// any polygon whose pre-order number is in `targets` (so the crossing is useless).
    @inline(__always)
    func isDeadEnd(from t: Int, into u: Int, targets: [Int32]) -> Bool {
        if bridgeParent[u] == Int32(t) {
            let lo = preorder[u], hi = subtreeEnd[u]
            for p in targets where p >= lo && p < hi { return false }
            return true
        }
        if bridgeParent[t] == Int32(u) {
            let lo = preorder[t], hi = subtreeEnd[t]
            for p in targets where p < lo || p >= hi { return false }
            return true
        }
        return false
    }
}
