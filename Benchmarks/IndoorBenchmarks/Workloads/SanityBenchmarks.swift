import IndoorGeometry

/// A tiny workload that proves the harness works: orientation tests on random triples.
func sanityBenchmarks(quick: Bool) -> [Benchmark] {
    [
        Benchmark(name: "predicates.orientation", n: 100_000) {
            var g = SeededGenerator(seed: 1)
            let pts = (0 ..< 100_000).map { _ in Point(x: Double.random(in: 0 ..< 100, using: &g), y: Double.random(in: 0 ..< 100, using: &g)) }
            // Oracle: the same triples evaluated naively, where the naive sign is far from zero.
            return Workload(
                operationsPerRun: pts.count - 2,
                run: {
                    var s = 0
                    for i in 0 ..< pts.count - 2 { s &+= Orientation.sign(pts[i], pts[i + 1], pts[i + 2]) }
                    return s
                },
                check: { s in
                    var naive = 0
                    for i in 0 ..< pts.count - 2 {
                        let d = (pts[i + 1] - pts[i]).cross(pts[i + 2] - pts[i])
                        naive &+= d > 0 ? 1 : (d < 0 ? -1 : 0)
                    }
                    try expect(s == naive, "orientation checksum \(s) != naive \(naive)")
                })
        }
    ]
}
