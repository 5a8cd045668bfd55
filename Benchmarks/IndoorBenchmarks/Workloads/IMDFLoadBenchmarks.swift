import Foundation
import IndoorGeometry

/// IMDF reading: the real SPbPU archive (from disk, and from bytes already in memory, and the venue build
/// alone), plus generated archives of growing size (grids of rooms with doors and a stair shaft per level).
func imdfLoadBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let folder = IMDFBenchData.spbstuFolder
    if FileManager.default.fileExists(atPath: folder + "/unit.geojson") {
        // Expected SPbPU shape: 443 units, 465 of 472 openings joining two units, 18 inferred vertical
        // connections (17 stair and 1 elevator chains: stacked units paired one to one, one connection per
        // chain; it was 41 pairwise links before).
        let expected = 443 * 1_000_000 + 465 * 1_000 + 18
        out.append(
            Benchmark(name: "imdf.load.spbstu.folder", n: 443) {
                let source = try FolderSource(root: folder)
                return Workload(
                    operationsPerRun: 1, run: { IMDFBenchData.checksum(try IMDFReader.read(source)) },
                    check: { c in
                        try expect(c == expected, "SPbPU checksum \(c) != \(expected)")
                    })
            })
        out.append(
            Benchmark(name: "imdf.load.spbstu.memory", n: 443) {
                let source = try IMDFBenchMemorySource(copying: FolderSource(root: folder))
                return Workload(
                    operationsPerRun: 1, run: { IMDFBenchData.checksum(try IMDFReader.read(source)) },
                    check: { c in
                        try expect(c == expected, "SPbPU checksum \(c) != \(expected)")
                    }, throughputUnit: ("MB", Double(source.imdfBytes) / 1e6))
            })
        out.append(
            Benchmark(name: "imdf.build.spbstu", n: 443) {
                let archive = try IMDFReader.decode(FolderSource(root: folder))
                return Workload(
                    operationsPerRun: 1, run: { IMDFBenchData.checksum(IMDFReader.venue(from: archive)) },
                    check: { c in
                        try expect(c == expected, "SPbPU checksum \(c) != \(expected)")
                    })
            })
    } else {
        FileHandle.standardError.write(Data("note: \(folder) not found; SPbPU IMDF benchmarks skipped\n".utf8))
    }
    let sizes: [(levels: Int, side: Int)] = quick ? [(2, 8)] : [(2, 8), (4, 20), (6, 40)]
    for (levels, side) in sizes {
        let units = levels * (side * side + 1)
        out.append(
            Benchmark(name: "imdf.load.generated", n: units) {
                let source = IMDFBenchData.generated(levels: levels, side: side)
                // Doors: (side - 1) per row per level; connections: the stair units stacked on every level make
                // one chain, and the reader makes one connection per chain.
                let expected = units * 1_000_000 + levels * side * (side - 1) * 1_000 + (levels > 1 ? 1 : 0)
                return Workload(
                    operationsPerRun: 1, run: { IMDFBenchData.checksum(try IMDFReader.read(source)) },
                    check: { c in
                        try expect(c == expected, "generated checksum \(c) != \(expected)")
                    }, throughputUnit: ("MB", Double(source.totalBytes) / 1e6))
            })
    }
    return out
}

/// A bundle held in memory, so a benchmark can time decoding without disk reads.
struct IMDFBenchMemorySource: VenueSource {
    var files: [String: [UInt8]]
    var displayName: String { "memory" }
    var filePaths: [String] { files.keys.sorted() }
    var totalBytes: Int { files.values.reduce(0) { $0 + $1.count } }
    /// Bytes of the files the IMDF reader decodes (non-standard extras are only listed, never parsed).
    var imdfBytes: Int {
        let names = ["venue", "building", "footprint", "level", "unit", "opening", "amenity", "anchor", "occupant", "fixture", "relationship"]
        let used = Set(names.map { $0 + ".geojson" } + ["manifest.json"])
        return files.filter { used.contains($0.key) }.values.reduce(0) { $0 + $1.count }
    }

    init(files: [String: [UInt8]]) { self.files = files }

    init(copying source: any VenueSource) throws {
        var f: [String: [UInt8]] = [:]
        for p in source.filePaths { f[p] = try source.read(p) }
        files = f
    }

    func read(_ relativePath: String) throws -> [UInt8]? { files[relativePath] }
    func contains(_ relativePath: String) -> Bool { files[relativePath] != nil }
}

enum IMDFBenchData {
    /// SPbPU's folder in the shared venues (``BenchVenues/sharedDirectory``: `$INDOOR_VENUES` when set).
    static var spbstuFolder: String { BenchVenues.spbstuFolder }

    static func checksum(_ v: Venue) -> Int { v.spaces.count * 1_000_000 + v.doors.filter { $0.spaceIndices.count == 2 }.count * 1_000 + v.connections.count }

    /// `levels` floors of `side × side` rooms of 5 m, a door on every shared east–west wall, and one
    /// 3 × 3 m stair unit west of the grid on every level.
    static func generated(levels: Int, side: Int) -> IMDFBenchMemorySource {
        let projection = LocalProjection(origin: GeoCoordinate(longitude: 30.37, latitude: 60.0))
        func c(_ x: Double, _ y: Double) -> String {
            let g = projection.unproject(Point(x: x, y: y))
            return "[\(g.longitude),\(g.latitude)]"
        }
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
            "[[\(c(x0, y0)),\(c(x1, y0)),\(c(x1, y1)),\(c(x0, y1)),\(c(x0, y0))]]"
        }
        var levelFeatures: [String] = []
        var units: [String] = []
        var openings: [String] = []
        let size = Double(side) * 5
        for l in 0 ..< levels {
            levelFeatures.append(
                #"{"type":"Feature","id":"L\#(l)","feature_type":"level","geometry":{"type":"Polygon","coordinates":\#(rect(-4, 0, size, size))},"properties":{"ordinal":\#(l),"outdoor":false,"name":{"en":"Level \#(l)"},"building_ids":["B"]}}"#
            )
            units.append(
                #"{"type":"Feature","id":"S\#(l)","feature_type":"unit","geometry":{"type":"Polygon","coordinates":\#(rect(-4, 0, -1, 3))},"properties":{"category":"stairs","level_id":"L\#(l)","name":{"en":"Stairs"}}}"#
            )
            for i in 0 ..< side {
                for j in 0 ..< side {
                    let x = Double(i) * 5
                    let y = Double(j) * 5
                    units.append(
                        #"{"type":"Feature","id":"U\#(l)-\#(i)-\#(j)","feature_type":"unit","geometry":{"type":"Polygon","coordinates":\#(rect(x, y, x + 5, y + 5))},"properties":{"category":"room","level_id":"L\#(l)","name":{"en":"Room \#(l)\#(i)\#(j)","ru":"Комната"}}}"#
                    )
                    if i > 0 {
                        openings.append(
                            #"{"type":"Feature","id":"O\#(l)-\#(i)-\#(j)","feature_type":"opening","geometry":{"type":"LineString","coordinates":[\#(c(x, y + 2)),\#(c(x, y + 3))]},"properties":{"category":"pedestrian","level_id":"L\#(l)"}}"#
                        )
                    }
                }
            }
        }
        func fc(_ fs: [String]) -> [UInt8] { Array(#"{"type":"FeatureCollection","features":[\#(fs.joined(separator: ","))]}"#.utf8) }
        return IMDFBenchMemorySource(files: [
            "manifest.json": Array(#"{"version":"1.0.0","language":"en"}"#.utf8),
            "building.geojson": fc([#"{"type":"Feature","id":"B","feature_type":"building","geometry":null,"properties":{"name":{"en":"Generated"}}}"#]),
            "level.geojson": fc(levelFeatures),
            "unit.geojson": fc(units),
            "opening.geojson": fc(openings)
        ])
    }
}
