import IndoorGeometry

/// Building the hit-testing index (`Locator(venue:)`) for real and generated venues: the price every
/// `indoor locate` call pays after loading, and a server pays once per venue.
func locatorBuildBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    for (name, folder) in [("pacific", BenchVenues.pacificFolder), ("spbstu", BenchVenues.spbstuFolder)] {
        out.append(
            Benchmark(name: "locate.\(name).build", n: 1) {
                guard let venue = try BenchVenues.real(folder) else { throw BenchmarkFailure("\(folder) not found (../shared/venues)") }
                return LocatorBuildBench.workload(venue)
            })
    }
    for factor in quick ? [1] : [1, 10, 100] {
        out.append(
            Benchmark(name: "locate.generated-\(factor)x.build", n: 1) {
                LocatorBuildBench.workload(try BenchVenues.generated(factor))
            })
    }
    return out
}

enum LocatorBuildBench {
    /// Builds the locator and answers one point with it (so the build cannot be elided); the checksum is
    /// the number of spaces that point is in, checked against the plain polygon test.
    static func workload(_ venue: Venue) -> Workload {
        let s = venue.spaces.firstIndex(where: Locator.isSpace) ?? 0
        let p = venue.spaces[s].polygon.shell.points[0]  // a vertex: on the boundary of at least this space
        let f = venue.spaces[s].floorIndex
        let expected = venue.spaces.filter { Locator.isSpace($0) && $0.floorIndex == f && $0.polygon.locate(p) != .exterior }.count
        return Workload(
            operationsPerRun: 1,
            run: {
                Locator(venue: venue).locate(p, floorIndex: f).spaces.count
            }, check: { c in try expect(c == expected, "locate after build found \(c) spaces, the polygons say \(expected)") })
    }
}
