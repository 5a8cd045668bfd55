// `indoor match --trail` on the small generated venue: up to 64 lines read as the CLI reads them
// (CLINavigationFix.read), the fixes read matched by TrailMatcher. Every matched fix is on a floor of the
// venue, at a finite point with a finite offset; every point of the matched walk is finite.
@testable import RouteCLI
import IndoorGeometry
import Routing

let matcher: TrailMatcher = {
    do { return TrailMatcher(router: try VenueRouter(venue: FuzzVenues.small)) } catch { fatalError("the small venue's router does not build: \(error)") }
}()

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let v = FuzzVenues.small
        var seeds: [[UInt8]] = []
        for (k, route) in SyntheticTrail.routes(in: matcher.router, count: 3, seed: 5, minimumDistance: 20).enumerated() {
            let trail = SyntheticTrail(
                walking: route, locator: matcher.locator, options: SyntheticTrailOptions(seed: UInt64(k), sigma: 3, floorMislabelRate: 0.1))
            let lines = trail.fixes.prefix(40).enumerated().map { i, f -> String in
                let g = v.projection.unproject(f.point)
                let floor = f.floor.map { #","floor":"\#(v.floors[$0].id)""# } ?? ""
                let time = k == 2 ? "" : #""t":\#(i % 7 == 3 ? 1e300 : f.time ?? Double(i)),"#
                return #"{\#(time)"lon":\#(g.longitude),"lat":\#(g.latitude)\#(floor),"accuracy":\#(f.accuracy ?? 5)}"#
            }
            seeds.append(Array(lines.joined(separator: "\n").utf8))
        }
        seeds.append(Array("{\"t\":0,\"lon\":0,\"lat\":0}\n{\"t\":-1e308,\"lon\":180,\"lat\":-90,\"accuracy\":1000}\n{}\n[1]".utf8))
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatchTrail(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let venue = FuzzVenues.small
    let fixes = BatchLines.lines(fuzzBytes(data, size)).prefix(64).compactMap { line -> NavigationFix? in
        guard case let .success(fix) = CLINavigationFix.read(CLIInput.trimmed(line), venue: venue) else { return nil }
        return fix
    }
    let match = matcher.match(fixes)
    fuzzCheck(match.fixes.count == fixes.count, "\(match.fixes.count) answers for \(fixes.count) fixes")
    for m in match.fixes.compactMap({ $0 }) {
        fuzzCheck(venue.floors.indices.contains(m.floor), "matched floor \(m.floor)")
        fuzzCheck(m.point.x.isFinite && m.point.y.isFinite && m.offset.isFinite, "matched point \(m.point), offset \(m.offset)")
    }
    for step in match.walk?.steps ?? [] {
        if case let .walk(leg) = step { fuzzCheck(leg.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "a walk point is not finite") }
    }
    return 0
}
