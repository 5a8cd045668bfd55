import Foundation
import IndoorGeometry

/// Vincenty's inverse formula on the WGS84 ellipsoid: the geodesic distance between two positions, the
/// slow, independent reference for ``LocalProjection`` tests.
///
/// T. Vincenty, "Direct and inverse solutions of geodesics on the ellipsoid with application of nested
/// equations", Survey Review 23 (176), 1975, pp. 88–93. Iterates λ to 1e-13 rad; accurate to well under
/// a millimetre at the distances tested here. Not for nearly antipodal points (it may not converge).
enum VincentyInverse {
    /// Geodesic distance in metres between `p` and `q`, or `nil` if the iteration did not converge.
    static func distance(_ p: GeoCoordinate, _ q: GeoCoordinate) -> Double? {
        let a = LocalProjection.wgs84SemiMajorAxis
        let f = LocalProjection.wgs84Flattening
        let b = a * (1 - f)
        let rad = Double.pi / 180
        let l = (q.longitude - p.longitude) * rad
        let u1 = atan((1 - f) * tan(p.latitude * rad))
        let u2 = atan((1 - f) * tan(q.latitude * rad))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)
        var lambda = l
        var sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0, cos2Alpha = 0.0, cos2SigmaM = 0.0
        for _ in 0 ..< 200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let t1 = cosU2 * sinLambda
            let t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            sinSigma = (t1 * t1 + t2 * t2).squareRoot()
            if sinSigma == 0 { return 0 }  // coincident points
            cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            cos2Alpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cos2Alpha != 0 ? cosSigma - 2 * sinU1 * sinU2 / cos2Alpha : 0  // equatorial line
            let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda =
                l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-13 {
                let uSq = cos2Alpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                            - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return nil
    }
}
