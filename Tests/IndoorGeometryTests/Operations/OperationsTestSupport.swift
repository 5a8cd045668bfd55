import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

enum BooleanTestSupport {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, holes: [[Point]] = []) -> Polygon {
        let shell = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
        return Polygon(shell: Ring(uncheckedPoints: shell), holes: holes.map { Ring(uncheckedPoints: $0) })
    }

    static func rectRing(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x0, y: y1), Point(x: x1, y: y1), Point(x: x1, y: y0), Point(x: x0, y: y0)]
    }

    /// A random star-shaped (hence simple) polygon around `c`: jittered, evenly spread angles keep every
    /// angular gap below π, so the centre sees every edge.
    static func star(_ g: inout SplitMix64, center c: Point, radius: Double, vertices n: Int) -> Polygon {
        let step = 2 * Double.pi / Double(n)
        let angles = (0 ..< n).map { k in step * (Double(k) + g.double(-0.2 ... 0.2)) }
        var pts: [Point] = []
        for a in angles {
            let r = radius * g.double(0.3 ... 1)
            pts.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        pts.append(pts[0])
        return Polygon(shell: Ring(uncheckedPoints: pts))
    }

    /// A random axis-aligned rectangle on a coarse grid (so edges often coincide), sometimes with a hole.
    static func gridRect(_ g: inout SplitMix64, cells: Int = 8, step: Double = 1.0) -> Polygon {
        let x0 = g.int(0 ... cells - 1), y0 = g.int(0 ... cells - 1)
        let x1 = g.int(x0 + 1 ... cells), y1 = g.int(y0 + 1 ... cells)
        var holes: [[Point]] = []
        if x1 - x0 >= 3 && y1 - y0 >= 3 && g.int(0 ... 2) == 0 {
            holes.append(rectRing(Double(x0 + 1) * step, Double(y0 + 1) * step, Double(x1 - 1) * step, Double(y1 - 1) * step))
        }
        return rect(Double(x0) * step, Double(y0) * step, Double(x1) * step, Double(y1) * step, holes: holes)
    }

    /// Even–odd membership over every ring of every polygon: the slow, obvious oracle.
    static func evenOdd(_ p: Point, _ m: MultiPolygon) -> Bool {
        var inside = false
        for poly in m.polygons {
            for ring in poly.rings {
                let pts = ring.points
                for i in 0 ..< pts.count - 1 {
                    let a = pts[i], b = pts[i + 1]
                    if (a.y > p.y) != (b.y > p.y) {
                        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                        if p.x < x { inside.toggle() }
                    }
                }
            }
        }
        return inside
    }

    /// Distance from `p` to the nearest boundary edge of `m`.
    static func boundaryDistance(_ p: Point, _ m: MultiPolygon) -> Double {
        var d = Double.infinity
        for poly in m.polygons {
            for ring in poly.rings {
                for i in 0 ..< ring.edgeCount { d = min(d, ring.edge(i).distance(to: p)) }
            }
        }
        return d
    }

    /// Strict validity issues (orientation and no repeated points included).
    static func issues(_ m: MultiPolygon) -> [PolygonValidityIssue] { m.validityIssues(options: .strict) }
}
