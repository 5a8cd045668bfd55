import Foundation
import Testing
import IndoorGeometry
import TestSupport

@Suite struct LocalProjectionTests {
    /// The documented bounds in `LocalProjection` (relative distance error, |latitude| ≤ 60°): end points
    /// within 3 km of the origin, and within 300 m. Keep in step with the doc comment there.
    static let documentedCampusBound = 0.001
    static let documentedBuildingBound = 0.0001

    @Test("Vincenty reference reproduces the published Flinders Peak – Buninyong geodesic")
    func vincentyReference() throws {
        // Vincenty (1975) / Geoscience Australia example: 54 972.271 m.
        func dms(_ d: Double, _ m: Double, _ s: Double) -> Double { d.sign == .minus ? -(abs(d) + m / 60 + s / 3600) : d + m / 60 + s / 3600 }
        let flinders = GeoCoordinate(longitude: dms(144, 25, 29.52440), latitude: dms(-37, 57, 3.72030))
        let buninyong = GeoCoordinate(longitude: dms(143, 55, 35.38390), latitude: dms(-37, 39, 10.15610))
        let s = try #require(VincentyInverse.distance(flinders, buninyong))
        #expect(abs(s - 54_972.271) < 0.001, "Vincenty gave \(s) m")
    }

    @Test("one degree of latitude at 45.5° is about 111 141 m")
    func degreeOfLatitude() throws {
        let projection = LocalProjection(origin: GeoCoordinate(longitude: -122.68, latitude: 45.5))
        #expect(abs(projection.metresPerDegreeNorth - 111_141) < 1, "got \(projection.metresPerDegreeNorth)")
        // The geodesic from 45° to 46° along a meridian agrees to a few metres (curvature varies along it).
        let s = try #require(VincentyInverse.distance(GeoCoordinate(longitude: 0, latitude: 45), GeoCoordinate(longitude: 0, latitude: 46)))
        #expect(abs(s - projection.metresPerDegreeNorth) < 5, "Vincenty 45°–46°: \(s) m")
        // And one degree of longitude at 45.5° is N·cos φ per radian: about 78 100 m.
        #expect(abs(projection.metresPerDegreeEast - 78_100) < 100, "got \(projection.metresPerDegreeEast)")
    }

    @Test("project and unproject round-trip", arguments: [0.0, 45.5, 60, -33])
    func roundTrip(latitude: Double) {
        let projection = LocalProjection(origin: GeoCoordinate(longitude: 151.2, latitude: latitude))
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0 ..< 200 {
            let p = Point(x: Double.random(in: -3000 ... 3000, using: &rng), y: Double.random(in: -3000 ... 3000, using: &rng))
            let back = projection.project(projection.unproject(p))
            #expect(back.distance(to: p) < 1e-8, "latitude \(latitude): \(p) → \(back)")
            let c = projection.unproject(p)
            let again = projection.unproject(projection.project(c))
            #expect(abs(again.latitude - c.latitude) < 1e-12 && abs(again.longitude - c.longitude) < 1e-12, "latitude \(latitude): \(c) → \(again)")
        }
        #expect(projection.project(projection.origin) == .zero)
    }

    /// Worst relative error |planar − geodesic| / geodesic over point pairs whose planar separation is in
    /// `distances` and whose end points lie within `reach` metres of the origin, many bearings and offsets.
    static func worstRelativeError(latitude: Double, distances: [Double], reach: Double, seed: UInt64) -> (Double, String) {
        let projection = LocalProjection(origin: GeoCoordinate(longitude: 4.9, latitude: latitude))
        var rng = SplitMix64(seed: seed)
        var worst = 0.0
        var worstCase = ""
        for d in distances {
            for k in 0 ..< 24 {
                let bearing = Double(k) * Double.pi / 12
                let dir = Point(x: sin(bearing), y: cos(bearing))
                // From the origin; centred on the circle of radius reach − d/2 (the far north and south
                // ends of the venue, where the east–west scale drifts most); and from random centres.
                var starts = [Point.zero]
                for j in 0 ..< 8 {
                    let t = Double(j) * Double.pi / 4
                    starts.append(Point(x: cos(t), y: sin(t)) * (reach - d / 2) - dir * (d / 2))
                }
                for _ in 0 ..< 4 {
                    let r = Double.random(in: 0 ... reach - d / 2, using: &rng)
                    let t = Double.random(in: 0 ..< 2 * Double.pi, using: &rng)
                    starts.append(Point(x: r * cos(t), y: r * sin(t)) - dir * (d / 2))
                }
                for a in starts {
                    let b = a + dir * d
                    guard let s = VincentyInverse.distance(projection.unproject(a), projection.unproject(b)) else { continue }
                    let e = abs(d - s) / s
                    if e > worst {
                        worst = e
                        worstCase = "latitude \(latitude), \(d) m, bearing \(Double(k) * 15)°, from \(a): planar \(d), geodesic \(s)"
                    }
                }
            }
        }
        return (worst, worstCase)
    }

    @Test("planar distances match Vincenty at building scale (10–300 m)", arguments: [0.0, 45.5, 60, -33])
    func buildingScale(latitude: Double) {
        let (worst, at) = Self.worstRelativeError(latitude: latitude, distances: [10, 30, 100, 300], reach: 300, seed: 0xB111D)
        print("LocalProjection building scale, latitude \(latitude)°: worst relative error \(worst) (\(at))")
        #expect(worst < Self.documentedBuildingBound, "\(at)")
        #expect(worst > 0 || latitude == 0, "the comparison must measure something: \(at)")
    }

    @Test("planar distances match Vincenty at campus scale (1–3 km, and short hops at the campus edge)", arguments: [0.0, 45.5, 60, -33])
    func campusScale(latitude: Double) {
        let (worst, at) = Self.worstRelativeError(latitude: latitude, distances: [10, 100, 1000, 2000, 3000], reach: 3000, seed: 0xCA4105)
        print("LocalProjection campus scale, latitude \(latitude)°: worst relative error \(worst) (\(at))")
        #expect(worst < Self.documentedCampusBound, "\(at)")
    }

    @Test("the projection's error is real: a naive spherical scale would be caught")
    func boundBites() throws {
        // The round constant 111 320 m per degree of longitude at the equator, applied at 45.5° without
        // the ellipsoid, is about 0.2% off; the campus bound must reject such a projection.
        let origin = GeoCoordinate(longitude: 4.9, latitude: 45.5)
        let naiveEast = 111_320 * cos(45.5 * Double.pi / 180)
        let b = GeoCoordinate(longitude: origin.longitude + 1000 / naiveEast, latitude: origin.latitude)
        let s = try #require(VincentyInverse.distance(origin, b))
        #expect(abs(s - 1000) / s > Self.documentedCampusBound, "naive scale gave \(s) m for 1000 m")
    }
}
