import IndoorGeometry

/// A constant-velocity Kalman filter of a walker's position on the plane, the two axes independent:
/// per axis the state is position and velocity, driven by white acceleration of spectral density `q`
/// (m²/s³), measured by a fix of sigma `r` metres. Constant work and memory per fix.
struct WalkerKalmanFilter: Sendable {
    /// One axis: position (m), velocity (m/s) and their covariance.
    struct Axis: Sendable {
        var x: Double
        var v: Double
        var pxx: Double
        var pxv: Double
        var pvv: Double

        init(position: Double, sigma: Double, speedSpread: Double) {
            x = position
            v = 0
            pxx = sigma * sigma
            pxv = 0
            pvv = speedSpread * speedSpread
        }

        /// Predicts `dt` seconds ahead, then takes the measurement `z` of variance `r2`.
        mutating func update(_ z: Double, variance r2: Double, dt: Double, q: Double) {
            // Predict: x += v dt; P = F P Fᵀ + Q.
            x += v * dt
            let dt2 = dt * dt
            pxx += 2 * dt * pxv + dt2 * pvv + q * dt2 * dt / 3
            pxv += dt * pvv + q * dt2 / 2
            pvv += q * dt
            // Update with the position measurement.
            let s = pxx + r2
            let kx = pxx / s, kv = pxv / s
            let innovation = z - x
            x += kx * innovation
            v += kv * innovation
            let oldPxx = pxx, oldPxv = pxv
            pxx -= kx * oldPxx
            pxv -= kx * oldPxv
            pvv -= kv * oldPxv
        }
    }

    var x: Axis
    var y: Axis

    /// The position at the time of `before` given the fix taken since (`after`, `dt` seconds later): the
    /// one-step Rauch–Tung–Striebel smoother, per axis; and its standard deviation per axis.
    static func smoothed(_ before: WalkerKalmanFilter, _ after: WalkerKalmanFilter, dt: Double, q: Double) -> (point: Point, sigma: Double) {
        func axis(_ b: Axis, _ a: Axis) -> (x: Double, pxx: Double) {
            let dt2 = dt * dt
            let xp = b.x + b.v * dt, vp = b.v
            let pxxP = b.pxx + 2 * dt * b.pxv + dt2 * b.pvv + q * dt2 * dt / 3
            let pxvP = b.pxv + dt * b.pvv + q * dt2 / 2
            let pvvP = b.pvv + q * dt
            let det = pxxP * pvvP - pxvP * pxvP
            guard det > 1e-12 else { return (b.x, b.pxx) }
            let r0 = b.pxx + dt * b.pxv, r1 = b.pxv
            let c0 = (r0 * pvvP - r1 * pxvP) / det, c1 = (-r0 * pxvP + r1 * pxxP) / det
            let x = b.x + c0 * (a.x - xp) + c1 * (a.v - vp)
            let p = b.pxx + c0 * c0 * (a.pxx - pxxP) + 2 * c0 * c1 * (a.pxv - pxvP) + c1 * c1 * (a.pvv - pvvP)
            return (x, max(0, p))
        }
        let sx = axis(before.x, after.x), sy = axis(before.y, after.y)
        return (Point(x: sx.x, y: sy.x), ((sx.pxx + sy.pxx) / 2).squareRoot())
    }

    /// A filter at `point`, standing still with velocity spread `speedSpread` (m/s).
    init(at point: Point, sigma: Double, speedSpread: Double) {
        x = Axis(position: point.x, sigma: sigma, speedSpread: speedSpread)
        y = Axis(position: point.y, sigma: sigma, speedSpread: speedSpread)
    }

    /// The filtered position.
    var point: Point { Point(x: x.x, y: y.x) }
    /// Standard deviation of the filtered position per axis, metres.
    var sigma: Double { (max(0, (x.pxx + y.pxx) / 2)).squareRoot() }

    /// The filtered speed, m/s.
    var speed: Double { (x.v * x.v + y.v * y.v).squareRoot() }

    /// Takes the fix at `point` (sigma metres) `dt` seconds after the last one.
    mutating func update(_ point: Point, sigma: Double, dt: Double, q: Double) {
        x.update(point.x, variance: sigma * sigma, dt: dt, q: q)
        y.update(point.y, variance: sigma * sigma, dt: dt, q: q)
    }
}
