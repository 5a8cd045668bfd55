import IndoorGeometry

/// How ``VenueRouter/route(through:order:profile:closedSpaces:)`` orders the stops.
public enum ViaOrder: Hashable, Sendable {
    /// As given.
    case given
    /// The cheapest order of the middle stops, first and last fixed (exact: dynamic programming over the
    /// pairwise costs, Held–Karp).
    case optimizedFixedEnds
    /// The cheapest order of every stop after the first; the route ends wherever is cheapest.
    case optimizedFreeEnd

    /// Most stops an optimized order accepts besides the first (Held–Karp is `O(2^n · n²)`).
    public static let maxOptimizedStops = 12
}

/// A route through several stops (``VenueRouter/route(through:order:profile:closedSpaces:)``).
public struct ViaRoute: Hashable, Sendable {
    /// `.found` when every leg was found; else the first failing leg's status.
    public var status: RouteStatus
    /// Stop indices (into the given stops) in visiting order.
    public var order: [Int]
    /// One route per consecutive pair of visited stops.
    public var legs: [RouteResult]
    /// Sums over the legs: cost (walking-metre equivalents), metres walked, seconds.
    public var cost: Double
    public var distance: Double
    public var duration: Double
}

/// Why a via route could not be planned.
public enum ViaRouteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Fewer than two stops.
    case tooFewStops(Int)
    /// An optimized order with more stops than ``ViaOrder/maxOptimizedStops``.
    case tooManyStops(Int, limit: Int)

    public var description: String {
        switch self {
        case let .tooFewStops(n): return "a route through stops needs at least 2 (a start and a destination), got \(n)"
        case let .tooManyStops(n, limit):
            return "an optimized order takes at most \(limit) stops after the first (exact search grows as 2^n), got \(n); split the tour"
        }
    }
}

extension VenueRouter {
    /// The route through stops: in the given order, or in the cheapest order (exact). Each stop may have
    /// several points (a place anchored to several rooms); the cheapest chain of points is chosen by
    /// dynamic programming over the exact pairwise costs (one matrix over every stop point), then each leg is
    /// the single route between its chosen points, so the total is the sum of its legs.
    ///
    /// - Parameters:
    ///   - stops: the start, the stops, and (for ``ViaOrder/given`` and ``ViaOrder/optimizedFixedEnds``) the
    ///     destination, at least 2.
    ///   - order: how to order them.
    /// - Throws: ``ViaRouteError`` for fewer than 2 stops, or too many to optimize.
    public func route(
        through stops: [ResolvedPlace], order: ViaOrder = .given, profile: RoutingProfile,
        closedSpaces: Set<Int> = []
    ) throws(ViaRouteError) -> ViaRoute {
        guard stops.count >= 2 else { throw .tooFewStops(stops.count) }
        let middle = order == .optimizedFreeEnd ? stops.count - 1 : stops.count - 2
        if order != .given && middle > ViaOrder.maxOptimizedStops { throw .tooManyStops(stops.count - 1, limit: ViaOrder.maxOptimizedStops) }
        // Flatten the stops' points; pairwise exact costs between all of them.
        var pts: [FloorPoint] = []
        var stopOf: [Int] = []
        var pointsOf: [[Int]] = []
        for (i, s) in stops.enumerated() {
            pointsOf.append([])
            for p in s.points.prefix(Self.maxStartPoints) {
                pointsOf[i].append(pts.count)
                pts.append(p)
                stopOf.append(i)
            }
        }
        let single = pts.map { ResolvedPlace(label: "", points: [$0], spaceIndices: []) }
        let m = matrix(from: single, to: single, profile: profile).cells
        func c(_ a: Int, _ b: Int) -> Double { a == b ? 0 : (m[a][b]?.cost ?? .infinity) }
        var chain: [Int] = []  // chosen point per visited stop
        switch order {
        case .given:
            var best = pointsOf[0].map { _ in 0.0 }
            var parents: [[Int]] = [pointsOf[0].map { _ in -1 }]
            for k in 1 ..< stops.count {
                var next: [Double] = [], par: [Int] = []
                for p in pointsOf[k] {
                    var b = Double.infinity, arg = 0
                    for (qi, q) in pointsOf[k - 1].enumerated() where best[qi] + c(q, p) < b { b = best[qi] + c(q, p); arg = qi }
                    next.append(b)
                    par.append(arg)
                }
                best = next
                parents.append(par)
            }
            var i = best.indices.min { best[$0] < best[$1] } ?? 0
            for k in stride(from: stops.count - 1, through: 0, by: -1) {
                chain.append(pointsOf[k][i])
                i = parents[k][i]
            }
            chain.reverse()
        case .optimizedFixedEnds, .optimizedFreeEnd:
            chain = heldKarp(pointsOf: pointsOf, middle: middle, cost: c)
        }
        var legs: [RouteResult] = []
        let scratch = reuse.borrowScratch()
        defer { reuse.giveBack(scratch) }
        let graph = graph.closing(profile.closedConnections)  // one view for every leg
        for k in 0 ..< chain.count - 1 {
            let a = pts[chain[k]], b = pts[chain[k + 1]]
            legs.append(
                graph.route(
                    from: RoutePoint(floor: a.floorIndex, point: a.point), to: RoutePoint(floor: b.floorIndex, point: b.point),
                    profile: profile, scratch: scratch))
        }
        let failed = legs.first { $0.status != .found }
        return ViaRoute(
            status: failed?.status ?? .found, order: chain.map { stopOf[$0] }, legs: legs,
            cost: legs.reduce(0) { $0 + $1.cost }, distance: legs.reduce(0) { $0 + $1.distance },
            duration: legs.reduce(0) { $0 + $1.duration })
    }

    /// Held–Karp over the points of stops `1 ... middle` (each visited once, at one of its points), from a
    /// point of the first stop (the start), ending at a point of the last stop (fixed ends) or after the middle stops (free end).
    /// Returns the chosen point per visited stop, in order.
    private func heldKarp(pointsOf: [[Int]], middle: Int, cost c: (Int, Int) -> Double) -> [Int] {
        let n = middle
        let full = (1 << n) - 1
        let pointCount = pointsOf.reduce(0) { $0 + $1.count }
        // dp[mask][p]: cheapest from a start point through the stops of mask, ending at point p (of a stop in mask).
        var dp = [Double](repeating: .infinity, count: (full + 1) * pointCount)
        var parent = [Int](repeating: -1, count: (full + 1) * pointCount)
        for v in 0 ..< n {
            for p in pointsOf[v + 1] {
                for q in pointsOf[0] where c(q, p) < dp[(1 << v) * pointCount + p] {
                    dp[(1 << v) * pointCount + p] = c(q, p)
                    parent[(1 << v) * pointCount + p] = q
                }
            }
        }
        if n > 0 {
            for mask in 1 ... full {
                for v in 0 ..< n where mask & (1 << v) != 0 {
                    for p in pointsOf[v + 1] {
                        let here = dp[mask * pointCount + p]
                        guard here < .infinity else { continue }
                        for w in 0 ..< n where mask & (1 << w) == 0 {
                            let next = mask | (1 << w)
                            for r in pointsOf[w + 1] where here + c(p, r) < dp[next * pointCount + r] {
                                dp[next * pointCount + r] = here + c(p, r)
                                parent[next * pointCount + r] = p
                            }
                        }
                    }
                }
            }
        }
        let fixedEnd = pointsOf.count - 1 > n
        var bestEnd = -1, bestLast = -1, best = Double.infinity
        if n == 0 {
            // Start and destination only.
            for q in pointsOf[0] { for r in pointsOf[1] where c(q, r) < best || bestEnd < 0 { best = c(q, r); bestEnd = r; bestLast = q } }
            return [bestLast, bestEnd]
        }
        for v in 0 ..< n {
            for p in pointsOf[v + 1] {
                let here = dp[full * pointCount + p]
                if fixedEnd {
                    for r in pointsOf[pointsOf.count - 1] where here + c(p, r) < best || bestLast < 0 { best = here + c(p, r); bestLast = p; bestEnd = r }
                } else if here < best || bestLast < 0 {
                    best = here
                    bestLast = p
                }
            }
        }
        // No order reaches every stop: keep the given one (its failing leg says why).
        if best == .infinity { return pointsOf.map { $0[0] } }
        var chain: [Int] = fixedEnd ? [bestEnd] : []
        var mask = full, p = bestLast
        let stopOfPoint: [Int] = {
            var s = [Int](repeating: 0, count: pointCount)
            for (i, ps) in pointsOf.enumerated() { for q in ps { s[q] = i } }
            return s
        }()
        while mask != 0 {
            chain.append(p)
            let prev = parent[mask * pointCount + p]
            mask &= ~(1 << (stopOfPoint[p] - 1))
            p = prev
        }
        chain.append(p)  // the start point
        return chain.reversed()
    }
}
