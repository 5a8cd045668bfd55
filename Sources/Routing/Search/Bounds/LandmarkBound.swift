import IndoorGeometry

/// The landmark bound of the route A* (``RoutingLandmarks``) toward one query's goal: per landmark `L`, by the
/// triangle inequality in the relaxed graph, `d'(L, t) − d'(L, v)` and `d'(v, L) − d'(t, L)`.
/// Kept in ``RoutingSearchState`` (its buffers are reused between queries).
struct LandmarkBound: RouteLowerBound {
    /// Per landmark: a lower bound of `d'(L, t)` (the last walk to the goal at its exact length when the goal's
    /// walks are known, else at its straight-line length).
    var fromLandmark: [Double] = []
    /// Per landmark: `d'(t, L)` when the goal's walks are exact (∞ otherwise: that bound is then unused).
    var toLandmark: [Double] = []
    /// Landmarks this query uses (0: the bound is off).
    private(set) var count = 0
    /// The graph's ``RoutingLandmarks/distances`` for this query.
    private var distances: [Double] = []
    private var anchorCount = 0

    /// Whether the bound holds for this query.
    var isActive: Bool { count > 0 }

    /// Starts a query with `landmarks` (nil: the bound is off), every goal distance ∞.
    mutating func start(_ landmarks: RoutingLandmarks?, anchorCount: Int) {
        count = landmarks?.count ?? 0
        distances = landmarks?.distances ?? []
        self.anchorCount = anchorCount
        fromLandmark.removeAll(keepingCapacity: true)
        fromLandmark.append(contentsOf: repeatElement(.infinity, count: count))
        toLandmark.removeAll(keepingCapacity: true)
        toLandmark.append(contentsOf: repeatElement(.infinity, count: count))
    }

    /// The goal is `d` from state `state` (walking from it when `forward`, to it otherwise).
    mutating func goal(at state: Int, distance d: Double, forward: Bool) {
        let k = count
        let r = RoutingLandmarks.row(state, anchorCount: anchorCount) * 2 * k
        for l in 0 ..< k {
            if forward {
                fromLandmark[l] = Swift.min(fromLandmark[l], distances[r + l] + d)
            } else {
                toLandmark[l] = Swift.min(toLandmark[l], d + distances[r + k + l])
            }
        }
    }

    /// Drops the backward bound (the goal's walks were not exact).
    mutating func dropBackward() {
        for l in 0 ..< count { toLandmark[l] = .infinity }
    }

    /// Drops the graph's table (a scratch kept after its graph does not keep it alive).
    mutating func release() { distances = [] }

    @inline(__always) mutating func bound(_ state: Int, floor: Int, point: Point) -> Double {
        let k = count
        let r = RoutingLandmarks.row(state, anchorCount: anchorCount) * 2 * k
        var best = 0.0
        // The backward term only for anchor states: a corner state's relaxed distances leave it along
        // tangents only, which a path through the goal, pulled taut, need not do (see RoutingLandmarks).
        let back = state < 2 * anchorCount
        for l in 0 ..< k {
            let df = distances[r + l]
            if df < .infinity { best = Swift.max(best, fromLandmark[l] - df) }
            let dt = toLandmark[l]
            if back && dt < .infinity { best = Swift.max(best, distances[r + k + l] - dt) }
        }
        // A relative margin against rounding: the bound must never exceed the real cost.
        return best - 1e-9 * (1 + best)
    }
}
