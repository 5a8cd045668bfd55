// `indoor route --batch` lines (CLIRouteBatch.answer) against the small generated venue: each non-blank
// line answers one JSON line (a route FeatureCollection or {"error":…}).
@testable import RouteCLI
import IndoorGeometry
import Routing

let routers = VenueRouterCache(venue: FuzzVenues.small)
let defaults = RouteCommand.Options(venuePath: "fuzz", query: .batch(path: "-"), pretty: false, settings: CLIRouteSettings())
/// Clearances a line may ask for, besides out-of-range ones (which must answer an error line). Each new
/// clearance builds (and caches) a router, so other in-range values are skipped to keep time and memory
/// bounded; the router target covers clearances in 0...1 m.
let clearances: Set<Double> = [0, 0.25, 0.3, 0.4, 0.45, 0.5, 1]

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let v = FuzzVenues.small
        let ids = v.spaces.map(\.id)
        let names = v.spaces.compactMap(\.names.first)
        var seeds: [[UInt8]] = []
        for k in 0 ..< 6 {
            let a = ids[(k * 7) % ids.count], b = ids[(k * 13 + 5) % ids.count]
            var line = #"{"from":"\#(a)","to":"\#(b)""#
            if k % 2 == 1 { line += #","profile":"accessible","clearance":0.45"# }
            if k % 3 == 2 { line += #","avoid":["stairs","elevator"],"includeNonPublic":true,"simplify":0.5"# }
            seeds.append(Array((line + "}").utf8))
        }
        if let n = names.first, let m = names.last { seeds.append(Array(#"{"from":"\#(n)","to":"\#(m)"}"#.utf8)) }
        let p = v.projection.unproject(v.spaces[0].polygon.shell.points[0])
        seeds.append(Array(#"{"from":"\#(p.longitude),\#(p.latitude)@\#(v.floors[0].id)","to":"\#(ids[1])"}"#.utf8))
        seeds.append(Array("\n{}\n[1]\n{\"from\":1,\"to\":\"x\"}\n{\"from\":\"a\",\"to\":\"b\",\"profile\":\"fast\"}".utf8))
        return seeds
    }
    return 0
}

/// Whether the line asks for a clearance outside `clearances` (see there).
func skipsClearance(_ line: ArraySlice<UInt8>) -> Bool {
    guard let v = try? JSONParser.parse(Array(line)), let c = v["clearance"]?.numberValue else { return false }  // not JSON: the batch reports it
    return RouterKey.clearanceRange.contains(c) && !clearances.contains(c)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteBatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let lines = BatchLines.lines(fuzzBytes(data, size))
    for (k, line) in lines.prefix(8).enumerated() where !skipsClearance(line) {
        let answer = CLIRouteBatch.answer(line, lineNumber: k + 1, routers: routers, defaults: defaults)
        do { _ = try JSONParser.parse(Array(answer.utf8)) } catch {
            fuzzCheck(false, "answer is not JSON (\(error)): \(answer)")
        }
    }
    return 0
}
