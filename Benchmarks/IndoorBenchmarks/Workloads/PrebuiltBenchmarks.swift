import Foundation
import IndoorGeometry

/// Opening a prebuilt venue file (map, check, rebuild the `Venue`) against reading its source with the
/// default inference (what every command does without one): Pacific U when ../shared/venues exists, and the
/// generated 1x and 100x campuses written to a temporary folder. Each row's figure is the file's size.
func prebuiltBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    var venues: [(String, () throws -> String)] = []
    if FileManager.default.fileExists(atPath: BenchVenues.pacificFolder) { venues.append(("pacific", { BenchVenues.pacificFolder })) }
    for factor in quick ? [1] : [1, 100] {
        venues.append(("generated-\(factor)x", { try PrebuiltBench.generatedFolder(factor) }))
    }
    for (name, folder) in venues {
        out.append(
            Benchmark(name: "prebuilt.read-source.\(name)", n: 1) {
                let path = try folder()
                let spaces = try VenueLoader.load(path: path).spaces.count
                return Workload(
                    operationsPerRun: 1, run: { try VenueLoader.load(path: path).spaces.count }, check: { try expect($0 == spaces, "spaces \($0)") })
            })
        out.append(
            Benchmark(name: "prebuilt.open.\(name)", n: 1) {
                let path = try folder()
                let venue = try VenueLoader.load(path: path)
                let file = try PrebuiltBench.write(venue, name: name)
                let size = Double((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
                return Workload(
                    operationsPerRun: 1, run: { try PrebuiltFile(path: file).venue().spaces.count },
                    check: { try expect($0 == venue.spaces.count, "spaces \($0)") }, figure: { ("file MB", size / 1e6) })
            })
    }
    return out
}

enum PrebuiltBench {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("indoor-bench-prebuilt").path

    /// The generated campus of `factor` times Pacific U's size, written once as an MVF folder.
    static func generatedFolder(_ factor: Int) throws -> String {
        let path = directory + "/generated-\(factor)x"
        if !FileManager.default.fileExists(atPath: path + "/manifest.geojson") {
            try VenueGenerator.write(.pacificScale(factor), to: path)
        }
        return path
    }

    /// `venue` written as a prebuilt file; returns its path.
    static func write(_ venue: Venue, name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var w = PrebuiltWriter()
        w.add(venue: venue, inference: .default)
        let path = directory + "/\(name).indoor"
        try PrebuiltWriter.write(w.fileBytes(engineVersion: "bench", sourcePath: nil, sourceChecksum: 0), to: path)
        return path
    }
}
