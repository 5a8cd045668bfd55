import Foundation
import IndoorGeometry
import Routing

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

    /// Where the prebuilt file `name` of this build's format version goes: the version is in the name, so
    /// that two builds alternated by `Benchmarks/alternate.sh` never open each other's files.
    static func fileName(_ name: String) -> String { directory + "/\(name).v\(PrebuiltFormat.version).indoor" }

    /// `venue` written as a prebuilt file; returns its path.
    static func write(_ venue: Venue, name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var w = PrebuiltWriter()
        w.add(venue: venue, inference: .default)
        let path = fileName(name)
        try PrebuiltWriter.write(w.fileBytes(engineVersion: "bench", sourcePath: nil, sourceChecksum: 0), to: path)
        return path
    }
}

/// Opening a prebuilt file with its stored default router (map, check, rebuild the venue, copy and check the
/// router's arrays) and answering one route between the first and the last room: what a one-route command
/// does before printing. Pacific U when ../shared/venues exists, and the generated 1x and 100x campuses.
/// Each row's figure is the file's size; the route must equal the one of a router built from the source.
func prebuiltRouterBenchmarks(quick: Bool) -> [Benchmark] {
    var venues: [(String, () throws -> String)] = []
    if FileManager.default.fileExists(atPath: BenchVenues.pacificFolder) { venues.append(("pacific", { BenchVenues.pacificFolder })) }
    for factor in quick ? [1] : [1, 100] {
        venues.append(("generated-\(factor)x", { try PrebuiltBench.generatedFolder(factor) }))
    }
    return venues.map { name, folder in
        Benchmark(name: "prebuilt.open-route.\(name)", n: 1) {
            let venue = try VenueLoader.load(path: try folder())
            let router = try VenueRouter(venue: venue)
            let file = try PrebuiltBench.write(venue, name: name + "-routers", routers: [router])
            let (a, b) = PrebuiltBench.ends(venue)
            let expected = PrebuiltBench.millimetres(router.graph.route(from: a, to: b).distance)
            let size = Double((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
            return Workload(
                operationsPerRun: 1,
                run: {
                    let f = try PrebuiltFile(path: file)
                    let v = try f.venue()
                    guard let r = try VenueRouter.prebuilt(venue: v, file: f, key: .default) else { return -1 }
                    return PrebuiltBench.millimetres(r.graph.route(from: a, to: b).distance)
                }, check: { try expect($0 == expected, "distance \($0) mm, built \(expected) mm") }, figure: { ("file MB", size / 1e6) })
        }
    }
}

extension PrebuiltBench {
    /// `venue` and `routers` written as a prebuilt file; returns its path.
    static func write(_ venue: Venue, name: String, routers: [VenueRouter]) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var w = PrebuiltWriter()
        w.add(venue: venue, inference: .default)
        try VenueRouter.addPrebuilt(routers, to: &w)
        let path = fileName(name)
        try PrebuiltWriter.write(w.fileBytes(engineVersion: "bench", sourcePath: nil, sourceChecksum: 0), to: path)
        return path
    }

    /// A route's distance in whole millimetres (the workload's integer result; -2 for no route).
    static func millimetres(_ metres: Double) -> Int { metres.isFinite ? Int((metres * 1000).rounded()) : -2 }

    /// The label points of the venue's first and last hit-testable walkable spaces.
    static func ends(_ venue: Venue) -> (RoutePoint, RoutePoint) {
        let rooms = venue.spaces.filter { $0.isWalkable && $0.isHitTestable }
        let a = rooms.first ?? venue.spaces[0], b = rooms.last ?? venue.spaces[0]
        return (
            RoutePoint(floor: a.floorIndex, point: a.polygon.labelPoint().point), RoutePoint(floor: b.floorIndex, point: b.polygon.labelPoint().point)
        )
    }
}
