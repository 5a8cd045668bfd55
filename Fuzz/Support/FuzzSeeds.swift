import Foundation
import IndoorGeometry

/// Seed corpora: each target names its seeds in code (so a seed and the decoder of that seed's layout never
/// drift apart), and `Fuzz/run.sh` asks for them by starting the target with `FUZZ_WRITE_SEEDS=<dir>`.
enum FuzzSeeds {
    /// When `FUZZ_WRITE_SEEDS` is set, writes `make()`'s seeds there as `seed-<n>` and exits; else returns.
    static func writeIfRequested(_ make: () -> [[UInt8]]) {
        guard let dir = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"], !dir.isEmpty else { return }
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for (k, seed) in make().enumerated() {
                try Data(seed).write(to: URL(fileURLWithPath: dir).appendingPathComponent("seed-\(k)"))
            }
        } catch {
            FileHandle.standardError.write(Data("cannot write seeds to \(dir): \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// The files of the sample venue `Samples/campus-mvf` (relative to `FUZZ_REPO`, default the current
    /// directory), sorted by path; empty when it is not there.
    static func sampleVenueFiles() -> [(path: String, bytes: [UInt8])] {
        let root = (ProcessInfo.processInfo.environment["FUZZ_REPO"] ?? ".") + "/Samples/campus-mvf"
        guard let source = try? FolderSource(root: root) else { return [] }  // no sample: generator seeds only
        return source.filePaths.sorted().compactMap { p in
            (try? source.read(p)).flatMap { $0 }.map { (p, $0) }
        }
    }
}

/// Small generated venues shared by the targets, built once per process.
enum FuzzVenues {
    /// A 1-building, 2-floor MVF venue with 8 rooms a floor.
    static let smallMVFOptions = GeneratorOptions(format: .mvf, buildings: 1, floors: 2, roomsPerFloor: 8, seed: 3)
    /// The same plan written as IMDF.
    static let smallIMDFOptions = GeneratorOptions(format: .imdf, buildings: 1, floors: 2, roomsPerFloor: 8, seed: 3)
    /// The same plan written as OpenStreetMap SIT XML (one `.osm` file).
    static let smallOSMOptions = GeneratorOptions(format: .osm, buildings: 1, floors: 2, roomsPerFloor: 8, seed: 3)
    /// The same plan written as osmtogeojson GeoJSON (one `.geojson` file).
    static let smallOSMGeoJSONOptions = GeneratorOptions(format: .osmGeoJSON, buildings: 1, floors: 2, roomsPerFloor: 8, seed: 3)

    /// The decoded small MVF venue.
    static let small: Venue = {
        do {
            return try MVFReader.read(VenueGenerator.source(smallMVFOptions))
        } catch {
            fatalError("the generator's venue does not read back: \(error)")
        }
    }()
}

/// The `argv` of `LLVMFuzzerInitialize`, which libFuzzer calls before the first input.
public typealias FuzzArgv = UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
