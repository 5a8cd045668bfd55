import Foundation
import IndoorGeometry

// Rows that exist for the side-by-side comparison with GEOS (Benchmarks/geos/compare.py), which does the
// same work through Shapely on the same venue.

/// `walls.pacific.buffer-union`: every floor's wall centre lines buffered by their style's per-side
/// `buffer` (Walls 0.15 m, ExteriorWalls 0.30 m) with flat caps and mitre joins, then unioned per floor.
///
/// Setting INDOOR_WALLS_EXPORT=<file.json> writes the per-floor areas (m², floor order of the venue) so the
/// GEOS side can check that it produced the same geometry.
func geosComparisonBenchmarks(quick: Bool) -> [Benchmark] {
    [
        Benchmark(name: "walls.pacific.buffer-union", n: 1) {
            guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else {
                throw BenchmarkFailure("\(BenchVenues.pacificFolder) not found (../shared/venues)")
            }
            let floors = GeosComparisonWalls.groups(venue)
            let wallCount = venue.walls.count
            try expect(wallCount > 0, "Pacific U has no walls")
            var areas: [Double] = []
            var expected = 0
            for f in floors {
                let m = GeosComparisonWalls.bufferUnion(f)
                let issues = m.validityIssues(options: .strict)
                try expect(issues.isEmpty, "walls buffer-union invalid: \(issues.first.map { "\($0)" } ?? "")")
                areas.append(m.area)
                expected &+= GeosComparisonWalls.checksum(m)
            }
            if let path = ProcessInfo.processInfo.environment["INDOOR_WALLS_EXPORT"] {
                let url = URL(fileURLWithPath: path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let json =
                    "{\"floors\":[" + venue.floors.map { "\"\($0.id)\"" }.joined(separator: ",") + "],\"walls\":\(wallCount),\"areas\":["
                    + areas.map { String($0) }.joined(separator: ",") + "]}"
                try Data(json.utf8).write(to: url)
            }
            return Workload(
                operationsPerRun: 1,
                run: {
                    var s = 0
                    for f in floors { s &+= GeosComparisonWalls.checksum(GeosComparisonWalls.bufferUnion(f)) }
                    return s
                }, check: { s in try expect(s == expected, "walls buffer-union checksum \(s) != \(expected)") })
        }
    ]
}

enum GeosComparisonWalls {
    /// Per floor (venue order): the wall centre lines grouped by per-side buffer distance.
    static func groups(_ venue: Venue) -> [[(distance: Double, lines: [Polyline])]] {
        var perFloor = [[Double: [Polyline]]](repeating: [:], count: venue.floors.count)
        for w in venue.walls where w.thickness > 0 { perFloor[w.floorIndex][w.thickness / 2, default: []].append(w.line) }
        return perFloor.map { byDistance in byDistance.keys.sorted().map { d in (d, byDistance[d] ?? []) } }
    }

    /// Flat caps, mitre joins (limit 5, as GEOS): one buffer per distance group, then their union.
    static func bufferUnion(_ groups: [(distance: Double, lines: [Polyline])]) -> MultiPolygon {
        let style = BufferStyle(cap: .flat, join: .mitre)
        var out = MultiPolygon()
        for g in groups { out = out.union(MultiPolygon.buffer(lines: g.lines, distance: g.distance, style: style)) }
        return out
    }

    /// Area in mm² plus vertex count: only the same answer reproduces it.
    static func checksum(_ m: MultiPolygon) -> Int {
        var v = 0
        for p in m.polygons { for r in p.rings { v += r.points.count } }
        return Int((m.area * 1e6).rounded()) &+ v
    }
}
