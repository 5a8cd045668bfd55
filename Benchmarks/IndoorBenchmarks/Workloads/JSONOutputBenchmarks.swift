import Foundation
import IndoorGeometry
import Routing

/// Writing JSON, the rows issue 16 item 4 (one writer, one GeoJSON encoder) must keep within noise:
/// route documents of routes found during set-up (what `indoor route` prints per answer) and the generator's
/// MVF and IMDF files (`indoor generate`, planning included). The locate batch's writer is timed by the
/// `locate.*.batch-*` rows.
func jsonOutputBenchmarks(quick: Bool) -> [Benchmark] {
    var out: [Benchmark] = []
    let routes = quick ? 20 : 200
    out.append(
        Benchmark(name: "write.route-document.pacific", n: routes) {
            let (venue, results, inferences) = try pacificRouteDocuments(routes)
            return Workload(
                operationsPerRun: results.count,
                run: {
                    var bytes = 0
                    for r in results {
                        let document = RouteGeoJSON.featureCollection(
                            r, venue: venue, from: "a", to: "b", profileName: "default", inferences: inferences)
                        bytes += try RouteDocument.encoder.string(document).utf8.count
                    }
                    return bytes
                }, check: { c in try expect(c > results.count * 300, "route documents of \(c) bytes for \(results.count) routes") })
        })
    out.append(
        Benchmark(name: "write.route-document-bytes.pacific", n: routes) {
            // The same routes' documents written straight from the route (what `indoor serve` answers).
            let (venue, results, inferences) = try pacificRouteDocuments(routes)
            return Workload(
                operationsPerRun: results.count,
                run: {
                    var out: [UInt8] = []
                    var bytes = 0
                    for r in results {
                        out.removeAll(keepingCapacity: true)
                        try RouteGeoJSON.write(r, venue: venue, from: "a", to: "b", profileName: "default", inferences: inferences, into: &out)
                        bytes += out.count
                    }
                    return bytes
                }, check: { c in try expect(c > results.count * 300, "route documents of \(c) bytes for \(results.count) routes") })
        })
    for format in GeneratorOptions.Format.allCases {
        let options = GeneratorOptions.pacificScale(1, format: format)
        out.append(
            Benchmark(name: "write.generate.\(format.rawValue).pacific-1x", n: options.buildings * options.floors * options.roomsPerFloor) {
                Workload(
                    operationsPerRun: 1,
                    run: {
                        VenueGenerator.files(options).values.reduce(0) { $0 + $1.count }
                    },
                    check: { c in
                        // OSM writes one file of nodes and ways, about half the bytes of the MVF and IMDF bundles.
                        try expect(c > 400_000, "generated \(format.rawValue) files of \(c) bytes")
                    })
            })
    }
    return out
}

/// The set-up of the `write.route-document*` rows: Pacific U, `count` seeded room pairs routed, and the venue's
/// inference index, built once per venue as the CLI and the server keep it (`VenueRouterCache.inferences`).
private func pacificRouteDocuments(_ count: Int) throws -> (Venue, [RouteResult], RouteInferenceIndex) {
    guard let venue = try BenchVenues.real(BenchVenues.pacificFolder) else {
        throw BenchmarkFailure("\(BenchVenues.pacificFolder) not found (../shared/venues)")
    }
    let router = try VenueRouter(venue: venue)
    let pairs = VenueRoutingBench.pairs(router, count: count, seed: 13)
    try expect(pairs.count >= count / 4, "only \(pairs.count) reachable room pairs")
    return (venue, pairs.map { router.graph.route(from: $0.0, to: $0.1) }, RouteInferenceIndex(venue: venue))
}
