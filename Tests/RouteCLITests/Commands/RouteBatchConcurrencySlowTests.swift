import Foundation
import IndoorGeometry
import Routing
import Testing
import TestSupport
@testable import RouteCLI

/// `indoor route --batch`: lines answered in parallel, sharing one router cache that builds a router per
/// clearance on first use, give the one-thread answers in input order.
/// Run under ThreadSanitizer: `swift test --sanitize=thread --filter Concurrency`.
@Suite(.tags(.concurrency, .slow)) struct RouteBatchConcurrencySlowTests {
    static let venue: Venue = {
        do {
            return try MVFReader.read(VenueGenerator.source(GeneratorOptions(buildings: 1, floors: 2, roomsPerFloor: 10, seed: 5)))
        } catch {
            fatalError("generated venue must read: \(error)")
        }
    }()
    static let defaults = RouteCommand.Options(
        venuePath: "memory", query: .batch(path: "-"), pretty: false, settings: CLIRouteSettings())

    /// 48 lines mixing profiles, three clearances (so three routers race to be built), an unknown place
    /// and a line that is not JSON.
    static func lines() -> [String] {
        let ids = venue.spaces.map(\.id)
        var rng = SplitMix64(seed: 0xC0C0_0003)
        var out: [String] = []
        for k in 0 ..< 48 {
            let a = ids[Int(rng.next() % UInt64(ids.count))], b = ids[Int(rng.next() % UInt64(ids.count))]
            switch k % 6 {
            case 0: out.append(#"{"from":"\#(a)","to":"\#(b)"}"#)
            case 1: out.append(#"{"from":"\#(a)","to":"\#(b)","profile":"accessible"}"#)
            case 2: out.append(#"{"from":"\#(a)","to":"\#(b)","clearance":0.5,"avoid":["stairs"]}"#)
            case 3: out.append(#"{"from":"\#(a)","to":"\#(b)","clearance":0.2,"simplify":0.5}"#)
            case 4: out.append(#"{"from":"\#(a)","to":"nowhere"}"#)
            default: out.append("not json")
            }
        }
        return out
    }

    @Test("route --batch lines from 8 threads over one router cache answer as one thread does")
    func batchLinesOnEightThreads() {
        let lines = Self.lines()
        let sequential = VenueRouterCache(venue: Self.venue)
        let expected = lines.indices.map { i in CLIRouteBatch.answer(Array(lines[i].utf8)[...], lineNumber: i + 1, routers: sequential, defaults: Self.defaults)
        }
        #expect(expected.contains { $0.hasPrefix("{\"type\":\"FeatureCollection\"") }, "the workload finds routes")
        let shared = VenueRouterCache(venue: Self.venue)
        let answers = onThreads(8) { k in
            (0 ..< lines.count).map { i -> String in
                let j = (i + 6 * k) % lines.count
                return CLIRouteBatch.answer(Array(lines[j].utf8)[...], lineNumber: j + 1, routers: shared, defaults: Self.defaults)
            }
        }
        for (k, a) in answers.enumerated() {
            let mismatches = (0 ..< lines.count).filter { a[$0] != expected[($0 + 6 * k) % lines.count] }
            #expect(mismatches.isEmpty, "thread \(k): \(mismatches.count) answers differ")
        }
        // The batch engine itself (concurrentPerform over the lines), in input order.
        let all = CLIRouteBatch.run(input: Array(lines.joined(separator: "\n").utf8), routers: VenueRouterCache(venue: Self.venue), defaults: Self.defaults)
        #expect(all == expected.map { $0 + "\n" }.joined())
    }
}
