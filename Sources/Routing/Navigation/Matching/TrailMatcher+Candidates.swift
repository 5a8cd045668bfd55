import IndoorGeometry

extension TrailMatcher {
    /// Per fix, the floors its candidates are taken on with their penalties (0 for its own floor).
    func candidateFloors(_ fixes: [NavigationFix]) -> [[(floor: Int, penalty: Double)]] {
        let w = parameters.floorWindow
        let all = Array(router.venue.floors.indices)
        let anyFloor = fixes.contains { $0.floor != nil }
        return fixes.indices.map { i in
            var out: [(floor: Int, penalty: Double)] = []
            func add(_ f: Int, _ penalty: Double) {
                guard f >= 0 && f < router.venue.floors.count else { return }
                if let k = out.firstIndex(where: { $0.floor == f }) {
                    out[k].penalty = min(out[k].penalty, penalty)
                } else {
                    out.append((f, penalty))
                }
            }
            guard anyFloor else { return all.map { ($0, 0) } }
            if let f = fixes[i].floor { add(f, 0) }
            let own = fixes[i].floor == nil ? 0 : parameters.floorPenalty
            for j in max(0, i - w) ... min(fixes.count - 1, i + w) where j != i {
                if let f = fixes[j].floor { add(f, own) }
            }
            if out.isEmpty {
                // No floor near: the nearest reported floors before and after.
                if let f = fixes[..<i].last(where: { $0.floor != nil })?.floor { add(f, 0) }
                if let f = fixes[(i + 1)...].first(where: { $0.floor != nil })?.floor { add(f, 0) }
            }
            return out
        }
    }

    /// The candidates of one fix: per floor considered, per walkable space within the search radius, the
    /// point of the free space nearest to the fix in that space (and the nearest free point when it is in
    /// no space: open ground), nearest first, at most
    /// `limit` per floor (default ``TrailMatchParameters/maxCandidates``).
    func candidates(
        for fix: NavigationFix, at observed: (point: Point, sigmaFactor: Double), floors: [(floor: Int, penalty: Double)], limit: Int? = nil
    ) -> [Candidate] {
        let rawSigma = parameters.sigma(accuracy: fix.accuracy)
        let radius = parameters.radius(sigma: rawSigma)
        let sigma = max(parameters.minimumSigma, rawSigma * observed.sigmaFactor)
        let p = observed.point
        var out: [Candidate] = []
        let box = BoundingBox(corner: Point(x: p.x - radius, y: p.y - radius), Point(x: p.x + radius, y: p.y + radius))
        for (floor, penalty) in floors {
            // The free space itself, for ground in no space (synthesized open ground between buildings).
            if let (q, _) = router.graph.meshes[floor].snap(p, within: radius), locator.locate(q, floorIndex: floor, maxDistance: 0).space == nil {
                let offset = q.distance(to: p)
                out.append(Candidate(floor: floor, point: q, space: nil, offset: q.distance(to: fix.point), emission: emission(offset, sigma, penalty)))
            }
            let ids = spaces[floor]
            _ = trees[floor].search(intersecting: box) { k in
                let s = ids[k]
                guard let q = nearestFreePoint(of: s, floor: floor, to: p, within: radius) else { return true }
                let offset = q.distance(to: p)
                guard offset <= radius else { return true }
                let rawOffset = q.distance(to: fix.point)
                let located = locator.locate(q, floorIndex: floor, maxDistance: 0)
                let space = located.space
                if let j = out.firstIndex(where: { $0.floor == floor && $0.space == space }) {
                    if emission(offset, sigma, penalty) > out[j].emission {
                        out[j].point = q
                        out[j].offset = rawOffset
                        out[j].emission = emission(offset, sigma, penalty)
                    }
                    return true
                }
                out.append(Candidate(floor: floor, point: q, space: space, offset: rawOffset, emission: emission(offset, sigma, penalty)))
                return true
            }
        }
        // The best per floor, so that a penalised floor keeps its candidates (the fix may name the wrong one).
        out.sort { ($0.floor, -$0.emission) < ($1.floor, -$1.emission) }
        var kept: [Candidate] = []
        var count = 0
        for (k, c) in out.enumerated() {
            count = k > 0 && out[k - 1].floor == c.floor ? count + 1 : 1
            if count <= limit ?? parameters.maxCandidates { kept.append(c) }
        }
        return kept
    }

    /// The point of space `s`'s free space (on `floor`) nearest to `p`, when within `radius` of it.
    func nearestFreePoint(of s: Int, floor: Int, to p: Point, within radius: Double) -> Point? {
        let mesh = router.graph.meshes[floor]
        // How far a point on a space's outline may be from the free space inside it: the clearance, with
        // a margin for the polygonal offset.
        let reach = router.key.clearance + 0.5
        guard let q = Self.nearestPoint(of: router.venue.spaces[s].polygon, to: p), q.distance(to: p) <= radius else { return nil }
        if q != p {
            // A point on the outline: step into the space (away from the fix) by the reach, then to the free
            // space there, so that the wall's other side is not taken instead.
            let inward = q + (q - p) * (reach / q.distance(to: p))
            return mesh.snap(inward, within: reach)?.point
        }
        if let (snapped, _) = mesh.snap(q, within: reach) { return snapped }
        // Inside the space but not in its free space (a desk, a column): its nearest free point.
        return mesh.snap(q, within: radius)?.point
    }

    /// Log-likelihood of a candidate `offset` metres from the position, emission σ `sigma`, floor `penalty`.
    func emission(_ offset: Double, _ sigma: Double, _ penalty: Double) -> Double {
        let z = offset / sigma
        return -0.5 * z * z - penalty
    }

    /// The point of `polygon` (closed, holes respected) nearest to `p`: `p` itself when inside.
    static func nearestPoint(of polygon: Polygon, to p: Point) -> Point? {
        var inside = false
        var best = Double.infinity
        var bestPoint: Point? = nil
        for (r, ring) in polygon.rings.enumerated() {
            let pts = ring.points
            var crossings = false
            for i in 0 ..< pts.count - 1 {
                let a = pts[i], b = pts[i + 1]
                if (a.y > p.y) != (b.y > p.y) {
                    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > p.x { crossings.toggle() }
                }
                let q = Segment(a, b).closestPoint(to: p)
                let d = q.squaredDistance(to: p)
                if d < best {
                    best = d
                    bestPoint = q
                }
            }
            if r == 0 { inside = crossings } else if crossings { inside = false }
        }
        return inside ? p : bestPoint
    }
}

extension TrailMatcher {
    /// The fixes' positions smoothed for candidate search (``TrailMatchParameters/observationWindow``):
    /// each fitted over its neighbours that report the same floor, else left as reported, with the
    /// share of the fix's σ its emission takes (``TrailMatchParameters/observationSigmaFactor`` at the
    /// least, the fit's own spread where larger, as at a trail's ends; 1 for a raw position).
    func observations(_ fixes: [NavigationFix]) -> [(point: Point, sigmaFactor: Double)] {
        let w = parameters.observationWindow
        let raw = fixes.map(\.point)
        guard w > 0 else { return raw.map { ($0, 1) } }
        let times = TrailFit.times(fixes)
        return fixes.indices.map { i in
            guard let fit = TrailFit.localFitSpread(raw, times: times, at: i, window: w, accepts: { j in fixes[j].floor == fixes[i].floor }) else {
                return (raw[i], 1)
            }
            return (fit.point, min(1, max(parameters.observationSigmaFactor, fit.spread)))
        }
    }
}
