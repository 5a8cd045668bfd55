import Foundation
import IndoorGeometry

/// Point location, plain (`Polygon.locate`) and prepared (`PreparedPolygon.locate`), on star-shaped
/// polygons of growing size with random query points in the bounding box, plus prepared distance and
/// build time. Every checksum is validated against the plain form computed at set-up.
func pointLocationBenchmarks(quick: Bool) -> [Benchmark] {
    let sizes = quick ? [10, 1_000] : [10, 50, 1_000, 10_000, 100_000]
    var out: [Benchmark] = []
    for n in sizes {
        out.append(
            Benchmark(name: "pointlocation.prepared.locate", n: n) {
                let (polygon, queries) = pointLocationInput(vertices: n, queries: 4096)
                let prepared = PreparedPolygon(polygon)
                let expected = pointLocationChecksum(queries) { polygon.locate($0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationChecksum(queries) { prepared.locate($0) }
                    }, check: { s in try expect(s == expected, "prepared checksum \(s) != plain \(expected)") })
            })
        out.append(
            Benchmark(name: "pointlocation.plain.locate", n: n) {
                // Fewer queries on huge polygons keep one run near 10 ms.
                let (polygon, queries) = pointLocationInput(vertices: n, queries: n >= 10_000 ? 256 : 4096)
                let expected = pointLocationChecksum(queries) { PointLocationBenchmarkOracle.locate(polygon, $0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationChecksum(queries) { polygon.locate($0) }
                    }, check: { s in try expect(s == expected, "plain checksum \(s) != brute-force \(expected)") })
            })
        // distance(to:): queries in the box grown by 20% on each side (inside points cost a locate only).
        out.append(
            Benchmark(name: "pointlocation.prepared.distance", n: n) {
                let (polygon, queries) = pointLocationInput(vertices: n, queries: 1024, margin: 0.2)
                let prepared = PreparedPolygon(polygon)
                let expected = pointLocationDistanceChecksum(queries) { polygon.distance(to: $0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationDistanceChecksum(queries) { prepared.distance(to: $0) }
                    }, check: { s in try expect(s == expected, "prepared distance checksum \(s) != plain \(expected)") })
            })
        out.append(
            Benchmark(name: "pointlocation.plain.distance", n: n) {
                let (polygon, queries) = pointLocationInput(vertices: n, queries: n >= 10_000 ? 64 : 1024, margin: 0.2)
                let expected = pointLocationDistanceChecksum(queries) { PointLocationBenchmarkOracle.distance(polygon, $0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationDistanceChecksum(queries) { polygon.distance(to: $0) }
                    }, check: { s in try expect(s == expected, "plain distance checksum \(s) != brute force \(expected)") })
            })
        // boundaryDistance(to:) for points within 1 m of a vertex: snapping a tap to the nearest wall.
        out.append(
            Benchmark(name: "pointlocation.prepared.snap", n: n) {
                let (polygon, _) = pointLocationInput(vertices: n, queries: 0)
                var g = SeededGenerator(seed: 99)
                let ring = polygon.shell.points
                let queries = (0 ..< 1024).map { _ in
                    ring[Int.random(in: 0 ..< ring.count - 1, using: &g)]
                        + Point(x: Double.random(in: -1 ... 1, using: &g), y: Double.random(in: -1 ... 1, using: &g))
                }
                let prepared = PreparedPolygon(polygon)
                let expected = pointLocationDistanceChecksum(queries) { polygon.boundaryDistance(to: $0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationDistanceChecksum(queries) { prepared.boundaryDistance(to: $0) }
                    }, check: { s in try expect(s == expected, "prepared snap checksum \(s) != plain \(expected)") })
            })
        // boundaryDistance(to:) for points anywhere in the box: the worst case of the banded search,
        // an interior point far from every wall reads every band within that distance.
        out.append(
            Benchmark(name: "pointlocation.prepared.boundaryDistance", n: n) {
                let (polygon, queries) = pointLocationInput(vertices: n, queries: n >= 10_000 ? 256 : 1024)
                let prepared = PreparedPolygon(polygon)
                let expected = pointLocationDistanceChecksum(queries) { polygon.boundaryDistance(to: $0) }
                return Workload(
                    operationsPerRun: queries.count,
                    run: {
                        pointLocationDistanceChecksum(queries) { prepared.boundaryDistance(to: $0) }
                    }, check: { s in try expect(s == expected, "prepared boundary distance checksum \(s) != plain \(expected)") })
            })
        out.append(
            Benchmark(name: "pointlocation.prepared.build", n: n) {
                let (polygon, _) = pointLocationInput(vertices: n, queries: 0)
                let probe = Point(x: polygon.boundingBox.center.x, y: polygon.boundingBox.center.y)
                let expected = polygon.locate(probe)
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        PreparedPolygon(polygon).locate(probe) == expected ? 1 : 0
                    }, check: { s in try expect(s == 1, "prepared polygon disagrees with plain at the centre") })
            })
    }
    if !quick {
        // Shapes that stress the bands: a comb whose 2 500 teeth span the full height (every band holds
        // every tooth, so the guard coarsens the bands and a query reads ~half the teeth), and a hall
        // with 400 square pillars (holes found through the hole bands).
        out.append(
            Benchmark(name: "pointlocation.prepared.locate.comb", n: 10_000) {
                var pts = [Point(x: 0, y: 0)]
                for t in 0 ..< 2_500 {
                    let x = Double(t) * 2
                    pts += [Point(x: x + 1, y: 0), Point(x: x + 1, y: 1000), Point(x: x + 2, y: 1000), Point(x: x + 2, y: 0)]
                }
                pts += [Point(x: 5000, y: -5), Point(x: 0, y: -5), Point(x: 0, y: 0)]
                return pointLocationPreparedWorkload(Polygon(shell: Ring(uncheckedPoints: pts)))
            })
        out.append(
            Benchmark(name: "pointlocation.prepared.locate.pillars", n: 1_604) {
                let shell = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 200), Point(x: 0, y: 200), Point(x: 0, y: 0)]
                var holes: [Ring] = []
                for i in 0 ..< 20 {
                    for j in 0 ..< 20 {
                        let c = Point(x: Double(i) * 10 + 5, y: Double(j) * 10 + 5)
                        holes.append(
                            Ring(uncheckedPoints: [
                                c + Point(x: -1, y: -1), c + Point(x: -1, y: 1), c + Point(x: 1, y: 1), c + Point(x: 1, y: -1), c + Point(x: -1, y: -1)
                            ]))
                    }
                }
                return pointLocationPreparedWorkload(Polygon(shell: Ring(uncheckedPoints: shell), holes: holes))
            })
    }
    return out
}

/// Prepared locate of 4096 random points in the polygon's box, checked against the plain form.
private func pointLocationPreparedWorkload(_ polygon: Polygon) -> Workload {
    var g = SeededGenerator(seed: 4096)
    let b = polygon.boundingBox
    let queries = (0 ..< 4096).map { _ in
        Point(x: Double.random(in: b.minX ... b.maxX, using: &g), y: Double.random(in: b.minY ... b.maxY, using: &g))
    }
    let prepared = PreparedPolygon(polygon)
    let expected = pointLocationChecksum(queries) { polygon.locate($0) }
    return Workload(
        operationsPerRun: queries.count,
        run: {
            pointLocationChecksum(queries) { prepared.locate($0) }
        }, check: { s in try expect(s == expected, "prepared checksum \(s) != plain \(expected)") })
}

/// A star-shaped outline with `vertices` vertices: a wobbly circle of radius 10 m · √(n/10) whose
/// vertices are jittered radially by up to half an edge length, so small n gives irregular rooms and
/// large n gives long outlines made of short edges (a building footprint, a traced campus boundary).
/// Query points are uniform in the bounding box.
private func pointLocationInput(vertices n: Int, queries: Int, margin: Double = 0) -> (Polygon, [Point]) {
    var g = SeededGenerator(seed: UInt64(n) &* 7919)
    let radius = 10 * (Double(n) / 10).squareRoot()
    let jitter = Double.pi * radius / Double(n)
    var pts: [Point] = []
    pts.reserveCapacity(n + 1)
    for i in 0 ..< n {
        let a = Double(i) / Double(n) * 2 * Double.pi
        let r = radius * (0.8 + 0.15 * sin(3 * a)) + Double.random(in: -jitter ... jitter, using: &g)
        pts.append(Point(x: 1000 + r * cos(a), y: 2000 + r * sin(a)))
    }
    pts.append(pts[0])
    let polygon = Polygon(shell: Ring(uncheckedPoints: pts))
    let b = polygon.boundingBox.expanded(by: margin * polygon.boundingBox.width)
    let qs = (0 ..< queries).map { _ in
        Point(x: Double.random(in: b.minX ... b.maxX, using: &g), y: Double.random(in: b.minY ... b.maxY, using: &g))
    }
    return (polygon, qs)
}

/// Order-sensitive checksum of the locations of `queries`.
@inline(__always)
private func pointLocationChecksum(_ queries: [Point], _ locate: (Point) -> Location) -> Int {
    var s = 0
    for q in queries {
        let code: Int
        switch locate(q) {
        case .interior: code = 1
        case .boundary: code = 2
        case .exterior: code = 3
        }
        s = s &* 31 &+ code
    }
    return s
}

/// Order-sensitive checksum of the exact bit patterns of the distances of `queries`.
@inline(__always)
private func pointLocationDistanceChecksum(_ queries: [Point], _ distance: (Point) -> Double) -> Int {
    var s = 0
    for q in queries { s = s &* 31 &+ Int(truncatingIfNeeded: distance(q).bitPattern) }
    return s
}

/// Brute-force even–odd location (every edge, exact orientation) to validate the plain form.
private enum PointLocationBenchmarkOracle {
    static func locate(_ polygon: Polygon, _ p: Point) -> Location {
        var inside = false
        for ring in polygon.rings {
            var odd = false
            for i in 0 ..< ring.edgeCount {
                let a = ring.points[i], b = ring.points[i + 1]
                let s = Orientation.sign(a, b, p)
                if s == 0 && min(a.x, b.x) <= p.x && p.x <= max(a.x, b.x) && min(a.y, b.y) <= p.y && p.y <= max(a.y, b.y) {
                    return .boundary
                }
                if (a.y > p.y) != (b.y > p.y) && (s > 0) == (b.y > a.y) { odd.toggle() }
            }
            if odd { inside.toggle() }
        }
        return inside ? .interior : .exterior
    }

    /// 0 inside or on the boundary, else the smallest `Segment.distance` over every edge.
    static func distance(_ polygon: Polygon, _ p: Point) -> Double {
        if locate(polygon, p) != .exterior { return 0 }
        var best = Double.infinity
        for ring in polygon.rings {
            for i in 0 ..< ring.edgeCount { best = min(best, ring.edge(i).distance(to: p)) }
        }
        return best
    }
}
