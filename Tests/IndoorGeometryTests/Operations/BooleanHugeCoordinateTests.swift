import Foundation
import Testing
@testable import IndoorGeometry

/// The overlay's grid covers every finite magnitude: coordinates past 2²⁴⁵ m used to fall off its range
/// and trap converting to Int64 (a 1e308 m clearance reached it; the geometry fuzz target keeps inputs
/// within ±1e6 m for speed, not for this).
@Suite struct BooleanHugeCoordinateTests {
    static func square(_ x: Double, _ y: Double, _ s: Double) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: [Point(x: x, y: y), Point(x: x + s, y: y), Point(x: x + s, y: y + s), Point(x: x, y: y + s), Point(x: x, y: y)]))
    }

    @Test("union and buffer far from the origin, and of huge squares, answer without trapping", arguments: [1e80, 1e150, 1e300])
    func huge(scale: Double) {
        let a = MultiPolygon([Self.square(0, 0, scale)]), b = MultiPolygon([Self.square(scale / 2, 0, scale)])
        let u = a.union(b)
        #expect(abs(u.area - 1.5 * scale * scale) <= 1e-9 * 1.5 * scale * scale || !(scale * scale).isFinite)
        let far = MultiPolygon([Self.square(scale, scale, 1), Self.square(scale + 0.5, scale, 1)])
        _ = MultiPolygon.union(of: far.polygons)
        _ = Polyline(uncheckedPoints: [Point(x: 0, y: 0), Point(x: scale, y: 0)]).buffer(distance: scale / 10)
    }
}
