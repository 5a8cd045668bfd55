import Foundation
import IndoorGeometry

/// OpenStreetMap SIT reading: Gare de l'Est (osmtogeojson GeoJSON, from disk) and generated campuses
/// about 1x and 10x Pacific U's size, as `.osm` XML and as GeoJSON, decoded from memory.
func osmLoadBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let gare = BenchVenues.sharedDirectory + "/osm-gare-de-l-est.geojson"
    if FileManager.default.fileExists(atPath: gare) {
        // 81 rooms + 24 corridors + 11 areas; 16 entrances.
        out.append(
            Benchmark(name: "osm.load.gare-de-l-est.geojson", n: 116) {
                Workload(
                    operationsPerRun: 1, run: { OSMBenchData.checksum(try VenueLoader.load(path: gare, inference: .strict)) },
                    check: { c in
                        try expect(c == 116 * 1_000 + 16, "Gare de l'Est checksum \(c) != \(116 * 1_000 + 16)")
                    })
            })
    } else {
        FileHandle.standardError.write(Data("note: \(gare) not found; Gare de l'Est OSM benchmark skipped\n".utf8))
    }
    for factor in quick ? [1] : [1, 10] {
        for format in [GeneratorOptions.Format.osm, .osmGeoJSON] {
            let suffix = format == .osm ? "xml" : "geojson"
            out.append(
                Benchmark(name: "osm.load.generated.\(factor)x.\(suffix)", n: 8 * factor * 3 * 30) {
                    // Generated here, when the row is selected: a run filtered to other rows skips it.
                    let files = VenueGenerator.files(GeneratorOptions.pacificScale(factor, format: format))
                    let bytes = files.values.reduce(0) { $0 + $1.count }
                    let source = MemorySource(name: "generated", files: files)
                    let expected = OSMBenchData.checksum(try OSMReader.read(source))
                    return Workload(
                        operationsPerRun: 1, run: { OSMBenchData.checksum(try OSMReader.read(source)) },
                        check: { c in
                            try expect(c == expected, "generated checksum \(c) != \(expected)")
                        }, throughputUnit: ("MB", Double(bytes) / 1e6))
                })
        }
    }
    return out
}

enum OSMBenchData {
    /// Spaces × 1000 + doors: changes when a read loses or gains either.
    static func checksum(_ v: Venue) -> Int { v.spaces.count * 1_000 + v.doors.count }
}
