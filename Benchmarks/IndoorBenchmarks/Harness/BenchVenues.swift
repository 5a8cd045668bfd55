import Foundation
import IndoorGeometry

/// Venues the benchmarks share: the real ones in `../shared/venues` (when present) and generated ones of
/// growing size, each loaded once per process.
enum BenchVenues {
    /// `<package root>/../shared/venues`, or `$INDOOR_VENUES`.
    static var sharedDirectory: String {
        if let env = ProcessInfo.processInfo.environment["INDOOR_VENUES"] { return env }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 4 { url.deleteLastPathComponent() }  // Harness → IndoorBenchmarks → Benchmarks → root
        return url.deletingLastPathComponent().appendingPathComponent("shared/venues").path
    }

    static var pacificFolder: String { sharedDirectory + "/pacific-u-mvf3" }
    static var spbstuFolder: String { sharedDirectory + "/spbstu-imdf" }
    static var hasShared: Bool { FileManager.default.fileExists(atPath: pacificFolder + "/manifest.geojson") }

    /// How the real venues are read: `$INDOOR_BENCH_INFERENCE` `strict` reads them as drawn (no inferred
    /// elements, as `--strict`), to compare with builds that inferred nothing; otherwise the default inference
    /// every command uses.
    static var inference: VenueInference {
        ProcessInfo.processInfo.environment["INDOOR_BENCH_INFERENCE"] == "strict" ? .strict : .default
    }

    /// Loads a real venue by folder name, or `nil` when ../shared is absent.
    static func real(_ folder: String) throws -> Venue? {
        guard FileManager.default.fileExists(atPath: folder) else { return nil }
        return try VenueLoader.load(path: folder, inference: inference)
    }

    /// A generated venue about `factor` times Pacific U's size (see `GeneratorOptions.pacificScale`).
    static func generated(_ factor: Int) throws -> Venue {
        try MVFReader.read(VenueGenerator.source(.pacificScale(factor)))
    }
}
