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
