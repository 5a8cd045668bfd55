import Foundation
import IndoorGeometry

/// Landmark lower bounds for the route A* on large venues (ALT: Goldberg and Harrelson, "Computing the
/// shortest path: A* search meets graph theory", SODA 2005).
///
/// The bounds come from a relaxed state graph `G'`: the route search's states (anchors on foot and through
/// their connection, corner-graph corners) with every walking edge at its exact length on the open meshes and
/// every connection free (cost 0, blocked ones included). Any profile's search graph has the same or fewer
/// edges, each costing at least as much (connections never cost less than 0; closed cuts only lengthen
/// walks), so distances `d'` in `G'` never exceed the real route costs, and for a landmark `L`
/// `d'(L, t) − d'(L, v)` and `d'(v, L) − d'(t, L)` are lower bounds of the cost from `v` to the goal `t`,
/// consistent along every edge. `d'(L, t)` is found per query from the goal's walks (only lower bounds of
/// it are needed); `d'(t, L)` only when the goal's walks are exact (a walk table or a corner graph).
///
/// Corner states are the exception: their edges in `G'` leave them along tangents only (all a path bending
/// there needs), so `d'(v, L)` from a corner may exceed the relaxed distance of a path from it through the
/// goal pulled taut (which may leave the corner in any direction), and `d'(L, v)` into a corner landmark
/// likewise: landmarks are anchor states, and the backward term is used for anchor states only. The forward
/// term holds for every state (it compares concrete paths of `G'` only).
///
/// Landmarks are picked farthest-first among the anchor states (each the one farthest in `G'` from those
/// already picked).
/// Memory: `2 × landmarks × 8` bytes per state.
struct RoutingLandmarks: Sendable {
    /// Number of landmarks.
    let count: Int
    /// Per row (search states without the start and the goal: `state` for anchor states, `state − 2` after),
    /// `2 × count` values side by side (one or two cache lines, the search's one random read per state):
    /// `distances[row * 2 * count + l]` is `d'(L_l, state)`, `distances[row * 2 * count + count + l]` is
    /// `d'(state, L_l)` (∞: unreachable).
    let distances: [Double]

    /// Row of search state `state` (not the start or the goal) for a graph with `anchorCount` anchors.
    @inline(__always) static func row(_ state: Int, anchorCount a: Int) -> Int { state < 2 * a ? state : state - 2 }

    /// The relaxed state graph as forward edges (`start`, `target`, `weight`, CSR over rows).
    struct Edges {
        var start: [Int32] = [0]
        var target: [Int32] = []
        var weight: [Double] = []

        mutating func add(_ t: Int, _ w: Double) {
            target.append(Int32(t))
            weight.append(w)
        }

        mutating func close() { start.append(Int32(target.count)) }

        /// The same edges reversed.
        func reversed(rows n: Int) -> Edges {
            var counts = [Int32](repeating: 0, count: n + 1)
            for t in target { counts[Int(t) + 1] += 1 }
            for i in 0 ..< n { counts[i + 1] += counts[i] }
            var fill = counts
            var rt = [Int32](repeating: 0, count: target.count)
            var rw = [Double](repeating: 0, count: target.count)
            for u in 0 ..< n {
                for e in Int(start[u]) ..< Int(start[u + 1]) {
                    let v = Int(target[e])
                    let k = Int(fill[v])
                    rt[k] = Int32(u)
                    rw[k] = weight[e]
                    fill[v] += 1
                }
            }
            return Edges(start: counts, target: rt, weight: rw)
        }

        /// Distances from `source` (Dijkstra).
        func distances(from source: Int, rows n: Int) -> [Double] { distances(from: [source], rows: n) }

        /// Distances from the nearest of `sources` (one multi-source Dijkstra).
        func distances(from sources: [Int], rows n: Int) -> [Double] {
            var dist = [Double](repeating: .infinity, count: n)
            var heap = BinaryHeap<HeapEntry<Int32>>()
            for source in sources where dist[source] != 0 {
                dist[source] = 0
                heap.push(0, Int32(source))
            }
            while let (d, x) = heap.pop() {
                let u = Int(x)
                if d > dist[u] { continue }
                for e in Int(start[u]) ..< Int(start[u + 1]) {
                    let v = Int(target[e])
                    let nd = d + weight[e]
                    if nd < dist[v] {
                        dist[v] = nd
                        heap.push(nd, Int32(v))
                    }
                }
            }
            return dist
        }
    }

    /// Picks `count` landmarks farthest-first among rows `0 ..< candidates` (the anchor states) and computes
    /// their distances over `edges` (`rows` states), each search's written into ``distances`` as it ends (no
    /// per-landmark arrays kept beside the table).
    init(edges: Edges, rows n: Int, count k: Int, seed: Int, candidates m: Int) {
        var distances = [Double](repeating: .infinity, count: n * 2 * k)
        var nearest = [Double](repeating: .infinity, count: n)
        var next = seed
        // The first landmark: the state farthest from the seed; then each the farthest from those picked.
        let fromSeed = edges.distances(from: seed, rows: n)
        var far = -1.0
        for v in 0 ..< m where fromSeed[v] < .infinity && fromSeed[v] > far {
            far = fromSeed[v]
            next = v
        }
        var sources: [Int] = []
        for l in 0 ..< k {
            sources.append(next)
            let d = edges.distances(from: next, rows: n)
            for v in 0 ..< n { distances[v * 2 * k + l] = d[v] }
            var best = -1.0
            for v in 0 ..< m where d[v] < .infinity {
                nearest[v] = Swift.min(nearest[v], d[v])
                if nearest[v] > best {
                    best = nearest[v]
                    next = v
                }
            }
        }
        let reversed = edges.reversed(rows: n)
        let landmarkStates = sources
        distances.withUnsafeMutableBufferPointer { buffer in
            // Each worker writes its own landmark's entries.
            let out = DisjointWrites(buffer)
            DispatchQueue.concurrentPerform(iterations: k) { l in
                let back = reversed.distances(from: landmarkStates[l], rows: n)
                for v in 0 ..< n { out[v * 2 * k + k + l] = back[v] }
            }
        }
        self.count = k
        self.distances = distances
    }
}
