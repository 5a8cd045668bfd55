import IndoorGeometry

/// Simplification workloads: Douglas–Peucker on random-walk polylines of growing size, and the
/// topology-preserving simplifier on a grid of rooms whose shared walls are noisy polylines.
func simplifyBenchmarks(quick: Bool) -> [Benchmark] {
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
    var out: [Benchmark] = []
    for n in sizes {
        out.append(
            Benchmark(name: "simplify.dp.polyline", n: n) {
                var g = SeededGenerator(seed: 21)
                var p = Point.zero
                var pts: [Point] = [p]
                pts.reserveCapacity(n)
                for _ in 1 ..< n {
                    p = p + Point(x: Double.random(in: -1 ..< 1, using: &g), y: Double.random(in: -1 ..< 1, using: &g))
                    pts.append(p)
                }
                let line = Polyline(uncheckedPoints: pts)
                let tolerance = 2.0
                let reference = line.simplified(tolerance: tolerance).points
                try simplifyBenchCheckWithinTolerance(input: pts, output: reference, tolerance: tolerance)
                return Workload(
                    operationsPerRun: 1,
                    run: { line.simplified(tolerance: tolerance).points.count },
                    check: { try expect($0 == reference.count, "DP kept \($0) vertices, expected \(reference.count)") },
                    throughputUnit: ("Mvertex", Double(n) / 1e6))
            })
    }
    let grids = quick ? [4] : [4, 16, 32]
    for side in grids {
        let rooms = side * side
        out.append(
            Benchmark(name: "simplify.topology.rooms", n: rooms) {
                let polygons = simplifyBenchRoomGrid(side: side, cell: 10, verticesPerWall: 40, noise: 0.3, seed: 22)
                let vertices = polygons.reduce(0) { $0 + $1.edgeCount }
                let tolerance = 0.5
                let reference = polygons.simplifiedPreservingTopology(tolerance: tolerance)
                let kept = reference.reduce(0) { $0 + $1.edgeCount }
                try expect(kept < vertices / 2, "topology simplification kept \(kept) of \(vertices) vertices")
                return Workload(
                    operationsPerRun: 1,
                    run: { polygons.simplifiedPreservingTopology(tolerance: tolerance).reduce(0) { $0 + $1.edgeCount } },
                    check: { try expect($0 == kept, "topology simplification kept \($0) vertices, expected \(kept)") },
                    throughputUnit: ("Mvertex", Double(vertices) / 1e6))
            })
    }
    return out
}

/// Throws unless every removed input vertex lies within `tolerance` of the output segment replacing it.
private func simplifyBenchCheckWithinTolerance(input: [Point], output: [Point], tolerance: Double) throws {
    try expect(output.first == input.first && output.last == input.last, "DP lost an end point")
    var k = 0
    for o in 1 ..< output.count {
        let seg = Segment(output[o - 1], output[o])
        k += 1
        while k < input.count && input[k] != output[o] {
            try expect(seg.distance(to: input[k]) <= tolerance, "DP removed vertex \(k) farther than \(tolerance) m")
            k += 1
        }
    }
    try expect(k == input.count - 1, "DP output is not a subsequence of its input")
}

/// `side × side` square rooms whose interior walls are shared noisy polylines (identical in both rooms).
private func simplifyBenchRoomGrid(side: Int, cell: Double, verticesPerWall: Int, noise: Double, seed: UInt64) -> [Polygon] {
    var g = SeededGenerator(seed: seed)
    func corner(_ i: Int, _ j: Int) -> Point { Point(x: Double(i) * cell, y: Double(j) * cell) }
    func wall(_ a: Point, _ b: Point) -> [Point] {
        let d = b - a
        let normal = Point(x: -d.y, y: d.x) / d.length
        var pts = [a]
        for k in 1 ..< verticesPerWall {
            pts.append(a + d * (Double(k) / Double(verticesPerWall)) + normal * Double.random(in: -noise ..< noise, using: &g))
        }
        pts.append(b)
        return pts
    }
    let horizontal = (0 ..< side).map { i in (0 ... side).map { j in wall(corner(i, j), corner(i + 1, j)) } }
    let vertical = (0 ... side).map { i in (0 ..< side).map { j in wall(corner(i, j), corner(i, j + 1)) } }
    var polygons: [Polygon] = []
    for j in 0 ..< side {
        for i in 0 ..< side {
            var pts = horizontal[i][j]
            pts += vertical[i + 1][j].dropFirst()
            pts += horizontal[i][j + 1].reversed().dropFirst()
            pts += vertical[i][j].reversed().dropFirst()
            polygons.append(Polygon(shell: Ring(uncheckedPoints: pts)))
        }
    }
    return polygons
}
