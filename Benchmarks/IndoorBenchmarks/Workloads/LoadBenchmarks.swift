import Foundation
import IndoorGeometry

/// Venue loading: the whole Pacific U MVF bundle (when ../shared/venues exists) from the folder and from
/// memory, its node graph, raw JSON parsing of all its files, and generated MVF bundles of growing size.
func loadBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let folder = LoadBenchFixtures.pacificFolder
    if FileManager.default.fileExists(atPath: folder + "/manifest.geojson") {
        out.append(
            Benchmark(name: "load.mvf.pacific.folder", n: 24) {
                let bytes = try LoadBenchFixtures.bundleBytes(folder, includeNodes: false)
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        let v = try MVFReader.read(try FolderSource(root: folder))
                        return LoadBenchFixtures.checksum(v)
                    }, check: LoadBenchFixtures.checkPacific, throughputUnit: ("MB", Double(bytes) / 1e6))
            })
        out.append(
            Benchmark(name: "load.mvf.pacific.folder.with-nodes", n: 24) {
                let bytes = try LoadBenchFixtures.bundleBytes(folder, includeNodes: true)
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        let b = try MVFReader.readBundle(try FolderSource(root: folder), options: MVFReadOptions(includeNodeGraph: true))
                        return b.nodeGraph?.nodeCount == 58_982 ? LoadBenchFixtures.checksum(b.venue) : -1  // -1 fails checkPacific
                    }, check: LoadBenchFixtures.checkPacific, throughputUnit: ("MB", Double(bytes) / 1e6))
            })
        let zip = folder + ".zip"
        out.append(
            Benchmark(name: "load.mvf.pacific.zip", n: 24) {
                Workload(
                    operationsPerRun: 1,
                    run: {
                        LoadBenchFixtures.checksum(try MVFReader.read(try ZipSource(path: zip)))
                    }, check: LoadBenchFixtures.checkPacific)
            })
        out.append(
            Benchmark(name: "load.mvf.pacific.zip.with-nodes", n: 24) {
                Workload(
                    operationsPerRun: 1,
                    run: {
                        let b = try MVFReader.readBundle(try ZipSource(path: zip), options: MVFReadOptions(includeNodeGraph: true))
                        return b.nodeGraph?.nodeCount == 58_982 ? LoadBenchFixtures.checksum(b.venue) : -1  // -1 fails checkPacific
                    }, check: LoadBenchFixtures.checkPacific)
            })
        out.append(
            Benchmark(name: "load.mvf.pacific.memory", n: 24) {
                let source = try LoadBenchMemorySource(folder: folder)
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        LoadBenchFixtures.checksum(try MVFReader.read(source))
                    }, check: LoadBenchFixtures.checkPacific, throughputUnit: ("MB", Double(source.byteCount(includeNodes: false)) / 1e6))
            })
        out.append(
            Benchmark(name: "load.mvf.pacific.nodegraph", n: 58_982) {
                let source = try LoadBenchMemorySource(folder: folder)
                let venue = try MVFReader.read(source)
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        guard let g = try MVFReader.readNodeGraph(source, venue: venue) else { return -1 }
                        return g.nodeCount &* 1_000_003 &+ g.edgeCount
                    },
                    check: { c in
                        try expect(c / 1_000_003 == 58_982, "node count \(c / 1_000_003) != 58982")
                    }, throughputUnit: ("MB", Double(source.byteCount(includeNodes: true) - source.byteCount(includeNodes: false)) / 1e6))
            })
        out.append(
            Benchmark(name: "load.json.pacific.parse-all", n: 0) {
                let source = try LoadBenchMemorySource(folder: folder)
                let files = source.filePaths.compactMap { source.files[$0] }
                let total = files.reduce(0) { $0 + $1.count }
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        var n = 0
                        for f in files {
                            if case let .array(a) = try JSONParser.parse(f) { n += a.count } else { n += 1 }
                        }
                        return n
                    }, check: { n in try expect(n > 0, "nothing parsed") }, throughputUnit: ("MB", Double(total) / 1e6))
            })
    } else {
        FileHandle.standardError.write(Data("note: \(folder) not found; Pacific U load benchmarks skipped\n".utf8))
    }
    for side in quick ? [4, 12] : [4, 12, 32, 64] {
        let floors = 3
        out.append(
            Benchmark(name: "load.mvf.synthetic.\(side)x\(side)", n: side * side * floors) {
                let source = LoadBenchMemorySource(files: LoadBenchFixtures.syntheticBundle(side: side, floors: floors))
                return Workload(
                    operationsPerRun: 1,
                    run: {
                        LoadBenchFixtures.checksum(try MVFReader.read(source))
                    },
                    check: { c in
                        try expect(
                            c == LoadBenchFixtures.expectedChecksum(rooms: side * side * floors, doors: (side - 1) * side * floors), "synthetic checksum \(c)")
                    }, throughputUnit: ("MB", Double(source.byteCount(includeNodes: false)) / 1e6))
            })
    }
    return out
}

/// Fixtures of the load benchmarks.
enum LoadBenchFixtures {
    /// `<package root>/../shared/venues/pacific-u-mvf3`, or `$INDOOR_VENUES/pacific-u-mvf3`.
    static var pacificFolder: String {
        if let env = ProcessInfo.processInfo.environment["INDOOR_VENUES"] { return env + "/pacific-u-mvf3" }
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 4 { url.deleteLastPathComponent() }  // Workloads → IndoorBenchmarks → Benchmarks → root
        return url.deletingLastPathComponent().appendingPathComponent("shared/venues/pacific-u-mvf3").path
    }

    static func bundleBytes(_ folder: String, includeNodes: Bool) throws -> Int {
        try LoadBenchMemorySource(folder: folder).byteCount(includeNodes: includeNodes)
    }

    /// Rooms, doors and door-space links folded into one number.
    static func checksum(_ v: Venue) -> Int {
        let rooms = v.spaces.filter { $0.kind == .room }.count
        let links = v.doors.reduce(0) { $0 + $1.spaceIndices.count }
        return rooms &* 1_000_000 &+ v.doors.count &* 1_000 &+ links % 1_000
    }

    static func expectedChecksum(rooms: Int, doors: Int) -> Int { rooms &* 1_000_000 &+ doors &* 1_000 &+ (2 * doors) % 1_000 }

    static func checkPacific(_ c: Int) throws {
        try expect(c / 1_000_000 == 724, "Pacific rooms \(c / 1_000_000) != 724")
        try expect((c / 1_000) % 1_000 == 865, "Pacific doors \((c / 1_000) % 1_000) != 865")
    }

    /// An MVF bundle of `floors` floors, each a `side`×`side` grid of 4 m square rooms, with a door on every
    /// shared vertical edge (so `(side - 1) · side` doors per floor, each joining two rooms).
    static func syntheticBundle(side: Int, floors: Int) -> [String: [UInt8]] {
        let lon0 = -123.1, lat0 = 45.52, step = 4.0
        let dLon = step / 78_000.0, dLat = step / 111_140.0
        func pos(_ x: Double, _ y: Double) -> String { "[\(lon0 + x * dLon),\(lat0 + y * dLat)]" }
        var files: [String: [UInt8]] = [:]
        var floorFeatures: [String] = []
        var connections: [String] = []
        for f in 0 ..< floors {
            let fid = "f_\(f)"
            floorFeatures.append(#"{"type":"Feature","geometry":null,"properties":{"id":"\#(fid)","elevation":\#(f),"details":{"name":"Level \#(f)"}}}"#)
            var features: [String] = []
            var kinds: [String] = []
            for i in 0 ..< side {
                for j in 0 ..< side {
                    let x = Double(i), y = Double(j)
                    let ring = [pos(x, y), pos(x + 1, y), pos(x + 1, y + 1), pos(x, y + 1), pos(x, y)].joined(separator: ",")
                    let gid = "g_\(f)_\(i)_\(j)"
                    features.append(#"{"type":"Feature","geometry":{"type":"Polygon","coordinates":[[\#(ring)]]},"properties":{"id":"\#(gid)"}}"#)
                    kinds.append(#""\#(gid)":"room""#)
                    if i + 1 < side {
                        let did = "g_d\(f)_\(i)_\(j)"
                        let line = [pos(x + 1, y + 0.4), pos(x + 1, y + 0.6)].joined(separator: ",")
                        features.append(#"{"type":"Feature","geometry":{"type":"LineString","coordinates":[\#(line)]},"properties":{"id":"\#(did)"}}"#)
                        connections.append(
                            #"{"id":"c_\#(f)_\#(i)_\#(j)","type":"door","entrances":[{"floorId":"\#(fid)","geometryId":"\#(did)","flags":[5]}],"exits":[{"floorId":"\#(fid)","geometryId":"\#(did)","flags":[5]}],"entryCost":100,"floorCostMultiplier":1}"#
                        )
                    }
                }
            }
            files["geometry/\(fid).geojson"] = Array((#"{"type":"FeatureCollection","features":["# + features.joined(separator: ",") + "]}").utf8)
            files["kinds/\(fid).json"] = Array(("{" + kinds.joined(separator: ",") + "}").utf8)
        }
        files["manifest.geojson"] = Array(
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[-123.1,45.52]},"properties":{"name":"Synthetic","version":"3.0.0"}}]}"#
                .utf8)
        files["floors.geojson"] = Array((#"{"type":"FeatureCollection","features":["# + floorFeatures.joined(separator: ",") + "]}").utf8)
        files["floor-stacks.json"] = Array((#"[{"id":"fs_1","floors":["# + (0 ..< floors).map { "\"f_\($0)\"" }.joined(separator: ",") + "]}]").utf8)
        files["navigationFlags.json"] = Array(#"{"accessible":{"index":0,"bit":0},"outdoors":{"index":0,"bit":1},"public":{"index":0,"bit":2}}"#.utf8)
        files["connections.json"] = Array(("[" + connections.joined(separator: ",") + "]").utf8)
        return files
    }
}

/// A bundle held in memory (to time decoding without file I/O).
struct LoadBenchMemorySource: VenueSource {
    let files: [String: [UInt8]]
    let filePaths: [String]
    var displayName: String { "memory" }

    init(files: [String: [UInt8]]) {
        self.files = files
        filePaths = files.keys.sorted()
    }

    init(folder: String) throws {
        let f = try FolderSource(root: folder)
        var files: [String: [UInt8]] = [:]
        for p in f.filePaths { files[p] = try f.read(p) }
        self.init(files: files)
    }

    func read(_ relativePath: String) throws -> [UInt8]? { files[relativePath] }
    func contains(_ relativePath: String) -> Bool { files[relativePath] != nil }

    func byteCount(includeNodes: Bool) -> Int {
        files.filter { includeNodes || !$0.key.hasPrefix("nodes/") }.reduce(0) { $0 + $1.value.count }
    }
}
