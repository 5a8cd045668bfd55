import Foundation
import IndoorGeometry
import TestSupport

extension SplitMix64 {
    /// A multiple of `step` in `[lo, hi]`.
    mutating func grid(_ lo: Double, _ hi: Double, step: Double) -> Double {
        let n = Int(((hi - lo) / step).rounded(.down))
        return lo + Double(int(0, n)) * step
    }
}

/// Generators of free-space domains for routing tests (all valid polygons, holes strictly inside).
enum RoutingTestDomains {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]
    }

    static func polygon(_ shell: [Point], holes: [[Point]] = []) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: shell), holes: holes.map { Ring(uncheckedPoints: $0) })
    }

    /// A rectangle (or an L-shape) with random rectangular and convex polygonal holes that neither touch
    /// each other nor the shell. Rectangles on a 0.5 m grid (lots of collinear vertices), polygons in
    /// floating point.
    static func holes(seed: UInt64, lShape: Bool) -> Polygon {
        var rng = SplitMix64(seed: seed)
        let w = 40.0, h = 30.0
        let shell: [Point]
        if lShape {
            shell = [
                Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h / 2), Point(x: w / 2, y: h / 2),
                Point(x: w / 2, y: h), Point(x: 0, y: h), Point(x: 0, y: 0)
            ]
        } else {
            shell = rect(0, 0, w, h)
        }
        var boxes: [BoundingBox] = []
        var holes: [[Point]] = []
        func inside(_ b: BoundingBox) -> Bool {
            if b.minX < 1 || b.minY < 1 || b.maxX > w - 1 || b.maxY > h - 1 { return false }
            if lShape && b.maxX > w / 2 - 1 && b.maxY > h / 2 - 1 { return false }
            return !boxes.contains { $0.expanded(by: 0.75).intersects(b) }
        }
        for _ in 0 ..< 40 where holes.count < rng.int(4, 9) {
            if rng.unit() < 0.5 {
                let x = rng.grid(1, w - 4, step: 0.5), y = rng.grid(1, h - 4, step: 0.5)
                let b = BoundingBox(minX: x, minY: y, maxX: x + rng.grid(0.5, 6, step: 0.5), maxY: y + rng.grid(0.5, 6, step: 0.5))
                guard b.width > 0, b.height > 0, inside(b) else { continue }
                boxes.append(b)
                holes.append(rect(b.minX, b.minY, b.maxX, b.maxY).reversed())
            } else {
                let c = Point(x: rng.double(3, w - 3), y: rng.double(3, h - 3))
                let r = rng.double(0.8, 3)
                let n = rng.int(3, 7)
                var angles = (0 ..< n).map { _ in rng.double(0, 2 * Double.pi) }
                angles.sort()
                var pts = angles.map { Point(x: c.x + r * cos($0), y: c.y + r * sin($0)) }
                let b = BoundingBox(points: pts)
                guard inside(b), (Ring(uncheckedPoints: pts + [pts[0]]).area > 0.2) else { continue }
                boxes.append(b)
                pts.append(pts[0])
                holes.append(pts)
            }
        }
        return polygon(shell, holes: holes)
    }

    /// A corridor along y ∈ [0, corridorWidth] with `rooms` rooms above it, each joined by a doorway gap in
    /// the 0.2 m wall; optionally a row of rooms below too and pillars in the corridor. One polygon.
    static func corridor(
        rooms: Int, roomWidth: Double = 5, roomDepth: Double = 4, corridorWidth: Double = 2.5,
        below: Bool = false, pillars: Bool = true, doorSeed: UInt64 = 1
    ) -> Polygon {
        var rng = SplitMix64(seed: doorSeed)
        let wall = 0.2
        let length = Double(rooms) * roomWidth
        var pts: [Point] = []
        func doorRange(_ i: Int) -> (Double, Double) {
            let x0 = Double(i) * roomWidth
            let dw = 0.9
            let dx = x0 + wall + rng.grid(0.2, roomWidth - 2 * wall - dw - 0.2, step: 0.1)
            return (dx, dx + dw)
        }
        // Bottom side, left to right.
        pts.append(Point(x: 0, y: 0))
        if below {
            for i in 0 ..< rooms {
                let x0 = Double(i) * roomWidth, x1 = x0 + roomWidth
                let (d0, d1) = doorRange(i)
                pts.append(Point(x: d0, y: 0))
                pts.append(Point(x: d0, y: -wall))
                pts.append(Point(x: x0 + wall / 2, y: -wall))
                pts.append(Point(x: x0 + wall / 2, y: -wall - roomDepth))
                pts.append(Point(x: x1 - wall / 2, y: -wall - roomDepth))
                pts.append(Point(x: x1 - wall / 2, y: -wall))
                pts.append(Point(x: d1, y: -wall))
                pts.append(Point(x: d1, y: 0))
            }
        }
        pts.append(Point(x: length, y: 0))
        pts.append(Point(x: length, y: corridorWidth))
        // Top side, right to left.
        for i in stride(from: rooms - 1, through: 0, by: -1) {
            let x0 = Double(i) * roomWidth, x1 = x0 + roomWidth
            let (d0, d1) = doorRange(i)
            let y = corridorWidth
            pts.append(Point(x: d1, y: y))
            pts.append(Point(x: d1, y: y + wall))
            pts.append(Point(x: x1 - wall / 2, y: y + wall))
            pts.append(Point(x: x1 - wall / 2, y: y + wall + roomDepth))
            pts.append(Point(x: x0 + wall / 2, y: y + wall + roomDepth))
            pts.append(Point(x: x0 + wall / 2, y: y + wall))
            pts.append(Point(x: d0, y: y + wall))
            pts.append(Point(x: d0, y: y))
        }
        pts.append(Point(x: 0, y: corridorWidth))
        pts.append(Point(x: 0, y: 0))
        var holes: [[Point]] = []
        if pillars {
            var x = roomWidth * 1.5
            while x < length - roomWidth {
                holes.append(rect(x, corridorWidth / 2 - 0.2, x + 0.4, corridorWidth / 2 + 0.2).reversed())
                x += roomWidth * 2
            }
        }
        return polygon(pts, holes: holes)
    }

    /// A random point strictly inside the polygon.
    static func randomInteriorPoint(_ p: Polygon, _ rng: inout SplitMix64) -> Point {
        let b = p.boundingBox
        while true {
            let q = Point(x: rng.double(b.minX, b.maxX), y: rng.double(b.minY, b.maxY))
            if RoutingOracle.locate(q, in: [p]) == 1 { return q }
        }
    }
}
