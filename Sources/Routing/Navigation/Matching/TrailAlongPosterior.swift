import Foundation
import IndoorGeometry

/// The walked metres of one run's fixes on the matched walk, from their posterior under a walker model
/// (``TrailMatcher/alongPosterior(_:floor:fixes:times:centres:segs:)``):
/// - the walker is on the walk (`segs`, on `floor`) and moves along it at its pace;
/// - the pace drifts around the profile's walking speed, an Ornstein–Uhlenbeck process of spread
///   ``TrailMatchParameters/paceSpread`` and time constant ``TrailMatchParameters/paceTime``;
/// - each fix is Gaussian around the walker in two dimensions (σ its accuracy), so a fix beside a
///   turn weighs every point of the walk by its distance, where a projection would put it on the
///   corner.
///
/// Forward–backward over a grid of walked metres (``step``) and pace, each fix's metres within a
/// band around its line fit `centres` (1.5 σ, at least 4 m, at most ``bandLimit`` on each side).
/// Each fix takes the space its posterior most likely places it in, and of that space's grid points
/// the one nearest to its posterior mean there: the decision that places the most fixes in their true
/// space when the model holds. Work and memory are linear in the fixes: about 740 states a fix at
/// σ 3 m (46 steps of metres × 16 of pace).
struct TrailAlongPosterior {
    /// Grid step of walked metres, metres; its pace step is this per second, so that a pace moves a whole
    /// number of steps in a whole second.
    static let step = 0.2
    /// Widest half-band of walked metres searched around a fix's line fit, metres: bounds the work and the
    /// memory of a fix of poor accuracy.
    static let bandLimit = 15.0

    let parameters: TrailMatchParameters
    /// The profile's walking speed, m/s: the pace drifts around it.
    let walkingSpeed: Double
    let locator: Locator

    /// A pace's distribution one interval later, flat for the forward–backward loops: from pace step
    /// `v`, the steps `first[v] ..< first[v] + count[v]` with probabilities `weights[start[v]...]`; and
    /// the grid steps of walked metres each pace moves in the interval.
    struct PaceKernel {
        var first: [Int] = []
        var count: [Int] = []
        var start: [Int] = []
        var weights: [Double] = []
        var shift: [Int] = []
    }

    /// The pace kernels of one run by interval, each computed once.
    struct PaceKernels {
        let paces: Int
        let speed: Double
        let spread: Double
        let time: Double
        var known: [Double: PaceKernel] = [:]

        mutating func kernel(_ dt: Double) -> PaceKernel {
            if let k = known[dt] { return k }
            let k = TrailAlongPosterior.paceKernel(dt: dt, paces: paces, step: TrailAlongPosterior.step, speed: speed, spread: spread, time: time)
            known[dt] = k
            return k
        }
    }

    /// Per fix of `run` (in order), its walked metres (see the type); `nil` when the walk has no segment on
    /// `floor`.
    func walked(
        _ run: [Int], floor: Int, fixes: [NavigationFix], times: [Double], centres: [Double], segs: [NavigationRoute.Segment]
    ) -> [Double?] {
        let onFloor = segs.filter { $0.floor == floor }
        guard let first = onFloor.first, let last = onFloor.last, run.count == centres.count, !run.isEmpty else {
            return [Double?](repeating: nil, count: run.count)
        }
        let h = Self.step
        let lowest = first.along, highest = last.along + last.length
        let base = (lowest / h).rounded(.down)
        let stepCount = Int((highest / h).rounded(.up) - base) + 1
        let sigmas = run.map { parameters.sigma(accuracy: fixes[$0].accuracy) }
        // Per fix: its band of steps (indices from `base`).
        let bands = centres.enumerated().map { k, c -> ClosedRange<Int> in
            let half = min(max(4, 1.5 * sigmas[k]), Self.bandLimit)
            let centre = c.isFinite ? min(max(c, lowest), highest) : lowest
            let lo = max(0, Int((max(lowest, centre - half) / h).rounded(.down) - base))
            let hi = min(stepCount - 1, Int((min(highest, centre + half) / h).rounded(.up) - base))
            return lo ... max(lo, hi)
        }
        let used = (bands.map(\.lowerBound).min() ?? 0) ... (bands.map(\.upperBound).max() ?? 0)
        let points = Self.sample(onFloor, from: (base + Double(used.lowerBound)) * h, step: h, count: used.count)
        let spaces = sampledSpaces(points, floor: floor)

        let paces = Int((parameters.maxSpeed / h).rounded()) + 1
        let speed = walkingSpeed
        let spread = parameters.paceSpread.isFinite && parameters.paceSpread > 0 ? parameters.paceSpread : parameters.maxSpeed
        var kernels = PaceKernels(paces: paces, speed: speed, spread: spread, time: parameters.paceTime)
        let prior = (0 ..< paces).map { v -> Double in
            let z = (Double(v) * h - speed) / spread
            return exp(-0.5 * z * z)
        }
        let emissions = run.indices.map { k -> [Double] in
            let p = fixes[run[k]].point, twoSigma2 = 2 * sigmas[k] * sigmas[k]
            return bands[k].map { exp(-points[$0 - used.lowerBound].squaredDistance(to: p) / twoSigma2) }
        }
        // Seconds between fixes k − 1 and k: 0 when time runs back; a million at most (a gap of days
        // forgets the pace and allows any move), so that grid steps stay integers.
        let dts = run.indices.map { k -> Double in
            guard k > 0 else { return 0 }
            let d = times[run[k]] - times[run[k - 1]]
            return d.isNaN ? 1e6 : min(max(0, d), 1e6)
        }
        let (alpha, restart) = Self.forward(bands: bands, emissions: emissions, prior: prior, dts: dts, kernels: &kernels)
        return Self.backward(alpha: alpha, restart: restart, bands: bands, emissions: emissions, dts: dts, kernels: &kernels) { k, mass in
            Self.decide(mass, steps: bands[k], space: { spaces[$0 - used.lowerBound] }).map { (base + Double($0)) * h }
        }
    }

    /// The forward pass: per fix, α over its band × paces (flat, normalised); `restart[k]`: no state of fix
    /// k − 1 reaches fix k's band, so fix k starts afresh (from its emissions and the pace `prior`).
    static func forward(
        bands: [ClosedRange<Int>], emissions: [[Double]], prior: [Double], dts: [Double], kernels: inout PaceKernels
    ) -> (alpha: [[Double]], restart: [Bool]) {
        let paces = kernels.paces
        var alpha: [[Double]] = []
        var restart = [Bool](repeating: false, count: bands.count)
        for k in bands.indices {
            let band = bands[k], e = emissions[k]
            var a = [Double](repeating: 0, count: band.count * paces)
            if k > 0 {
                let K = kernels.kernel(dts[k]), previous = alpha[k - 1], count = band.count
                let offset = bands[k - 1].lowerBound - band.lowerBound
                let least = (previous.max() ?? 0) * 1e-12
                a.withUnsafeMutableBufferPointer { a in
                    for i in 0 ..< bands[k - 1].count {
                        for v in 0 ..< paces {
                            let x = previous[i * paces + v]
                            guard x > least else { continue }
                            let first = K.first[v], start = K.start[v]
                            for w in 0 ..< K.count[v] {
                                let to = first + w, j = i + offset + K.shift[to]
                                if j >= 0 && j < count { a[j * paces + to] += x * K.weights[start + w] }
                            }
                        }
                    }
                    for j in 0 ..< count where e[j] != 1 {
                        for v in 0 ..< paces { a[j * paces + v] *= e[j] }
                    }
                }
            }
            var total = a.reduce(0, +)
            if !(total > 0) {
                restart[k] = true
                for j in 0 ..< band.count {
                    for v in 0 ..< paces { a[j * paces + v] = e[j] * prior[v] }
                }
                total = a.reduce(0, +)
            }
            if total > 0 { for j in a.indices { a[j] /= total } }
            alpha.append(a)
        }
        return (alpha, restart)
    }

    /// The backward pass over the forward pass's `alpha`, each fix decided (`decide(k, mass)`, `mass` its
    /// posterior per step of its band) from α × β.
    static func backward(
        alpha: [[Double]], restart: [Bool], bands: [ClosedRange<Int>], emissions: [[Double]], dts: [Double], kernels: inout PaceKernels,
        decide: (Int, [Double]) -> Double?
    ) -> [Double?] {
        let paces = kernels.paces
        let n = bands.count
        var out = [Double?](repeating: nil, count: n)
        var beta = [Double](repeating: 1, count: bands[n - 1].count * paces)
        for k in stride(from: n - 1, through: 0, by: -1) {
            let band = bands[k]
            let mass = (0 ..< band.count).map { j in
                (0 ..< paces).reduce(0.0) { $0 + alpha[k][j * paces + $1] * beta[j * paces + $1] }
            }
            out[k] = decide(k, mass)
            guard k > 0 else { break }
            var b = [Double](repeating: 1, count: bands[k - 1].count * paces)
            if !restart[k] {
                let K = kernels.kernel(dts[k]), e = emissions[k], count = band.count
                let offset = bands[k - 1].lowerBound - band.lowerBound
                let least = (alpha[k - 1].max() ?? 0) * 1e-12
                b.withUnsafeMutableBufferPointer { b in
                    for i in 0 ..< bands[k - 1].count {
                        for v in 0 ..< paces {
                            // States the forward pass never reached take no part in a posterior.
                            guard alpha[k - 1][i * paces + v] > least else {
                                b[i * paces + v] = 0
                                continue
                            }
                            var sum = 0.0
                            let first = K.first[v], start = K.start[v]
                            for w in 0 ..< K.count[v] {
                                let to = first + w, j = i + offset + K.shift[to]
                                if j >= 0 && j < count { sum += K.weights[start + w] * e[j] * beta[j * paces + to] }
                            }
                            b[i * paces + v] = sum
                        }
                    }
                }
                let top = b.max() ?? 0
                if top > 0 { for j in b.indices { b[j] /= top } }
            }
            beta = b
        }
        return out
    }

    /// The Ornstein–Uhlenbeck pace over `dt` seconds on pace steps of `step` m/s (`paces` of them, from
    /// 0): from pace `v`, Gaussian around `speed + ρ (v − speed)` with standard deviation
    /// `spread √(1 − ρ²)` (at least half a step), `ρ = e^(−dt / time)`, cut at 3 standard deviations
    /// and at the steps' ends, normalised; pace `v` moves `v × dt` grid steps of `step` metres.
    static func paceKernel(dt: Double, paces: Int, step h: Double, speed: Double, spread: Double, time: Double) -> PaceKernel {
        let rho = exp(-dt / max(time, 1e-9))
        let q = max(spread * (1 - rho * rho).squareRoot(), h / 2)
        var k = PaceKernel()
        for from in 0 ..< paces {
            let mean = speed + rho * (Double(from) * h - speed)
            var lo = max(0, Int(((mean - 3 * q) / h).rounded(.down))), hi = min(paces - 1, Int(((mean + 3 * q) / h).rounded(.up)))
            if lo > hi {
                lo = min(max(Int((mean / h).rounded()), 0), paces - 1)
                hi = lo
            }
            let w = (lo ... hi).map { to -> Double in
                let z = (Double(to) * h - mean) / q
                return exp(-0.5 * z * z)
            }
            let total = w.reduce(0, +)
            k.first.append(lo)
            k.count.append(w.count)
            k.start.append(k.weights.count)
            k.weights += w.map { total > 0 ? $0 / total : 1 / Double(w.count) }
            k.shift.append(Int((Double(from) * dt).rounded()))
        }
        return k
    }

    /// Of the grid `steps` holding posterior `mass` (in order), the space (`space` of a step) holding the
    /// most mass, and its step nearest to the mass's mean within it; `nil` when no step holds mass.
    static func decide(_ mass: [Double], steps: ClosedRange<Int>, space: (Int) -> Int) -> Int? {
        var bySpace: [Int: (mass: Double, moment: Double)] = [:]
        for (j, m) in mass.enumerated() where m > 0 {
            let b = steps.lowerBound + j
            bySpace[space(b), default: (0, 0)].mass += m
            bySpace[space(b), default: (0, 0)].moment += m * Double(b)
        }
        guard let (best, sums) = bySpace.max(by: { ($0.value.mass, $0.key) < ($1.value.mass, $1.key) }) else { return nil }
        let mean = sums.moment / sums.mass
        var chosen: Int? = nil
        for b in steps where space(b) == best {
            if chosen.map({ abs(Double(b) - mean) < abs(Double($0) - mean) }) ?? true { chosen = b }
        }
        return chosen
    }

    /// The points of the walk `segs` (one floor's, in order) at `count` walked metres from `start`, `step`
    /// apart; a metre in a gap between two of them (the walk on another floor) at the nearer end, one
    /// before the first or after the last at that end.
    static func sample(_ segs: [NavigationRoute.Segment], from start: Double, step: Double, count: Int) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(count)
        var k = 0
        for n in 0 ..< count {
            let s = start + Double(n) * step
            while k + 1 < segs.count, segs[k].along + segs[k].length < s { k += 1 }
            let g = segs[k]
            if s < g.along {
                let gapStart = k > 0 ? segs[k - 1].along + segs[k - 1].length : -Double.infinity
                out.append(k > 0 && s - gapStart < g.along - s ? segs[k - 1].b : g.a)
            } else if s >= g.along + g.length || g.length == 0 {
                out.append(g.b)
            } else {
                out.append(g.a.interpolated(to: g.b, t: (s - g.along) / g.length))
            }
        }
        return out
    }

    /// The space (its index; −1 for none) of each of `points`, a walk sampled densely, on `floor`:
    /// located every fifth point, and every point between two located ones that differ.
    func sampledSpaces(_ points: [Point], floor: Int) -> [Int] {
        func at(_ i: Int) -> Int { locator.locate(points[i], floorIndex: floor, maxDistance: 0).space ?? -1 }
        guard points.count > 1 else { return points.isEmpty ? [] : [at(0)] }
        var out = [Int](repeating: -1, count: points.count)
        out[0] = at(0)
        var previous = 0
        while previous < points.count - 1 {
            let j = min(previous + 5, points.count - 1)
            out[j] = at(j)
            for m in previous + 1 ..< j { out[m] = out[j] == out[previous] ? out[j] : at(m) }
            previous = j
        }
        return out
    }
}
