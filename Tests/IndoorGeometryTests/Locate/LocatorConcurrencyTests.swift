import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// One `Locator` and one `LocateBatch` shared by 8 threads answer exactly as one thread does.
/// Run under ThreadSanitizer: `swift test --sanitize=thread --filter Concurrency`.
@Suite(.tags(.concurrency)) struct LocatorConcurrencyTests {
    @Test("a shared Locator queried from 8 threads answers as it does sequentially")
    func sharedLocator() throws {
        let v = try LocateBatchStreamTests.venue()
        let locator = Locator(venue: v)
        var rng = SplitMix64(seed: 0xC0C0_0001)
        let box = MultiPolygon(v.spaces.map(\.polygon)).boundingBox
        let queries: [(Point, Int)] = (0 ..< 4_000).map { _ in
            let x = box.minX - 3 + Double(rng.next() % 10_000) / 10_000 * (box.maxX - box.minX + 6)
            let y = box.minY - 3 + Double(rng.next() % 10_000) / 10_000 * (box.maxY - box.minY + 6)
            return (Point(x: x, y: y), Int(rng.next() % UInt64(v.floors.count)))
        }
        let expected = queries.map { locator.locate($0.0, floorIndex: $0.1) }
        let answers = onThreads(8) { k in
            // Each thread walks the queries from its own offset, so threads hit different cells at once.
            (0 ..< queries.count).map { i -> LocateResult in
                let q = queries[(i + k * 500) % queries.count]
                return locator.locate(q.0, floorIndex: q.1)
            }
        }
        for (k, a) in answers.enumerated() {
            let mismatches = (0 ..< queries.count).filter { a[$0] != expected[($0 + k * 500) % queries.count] }
            #expect(mismatches.isEmpty, "thread \(k): \(mismatches.count) answers differ, first at query \(mismatches.first ?? -1)")
        }
    }

    @Test("LocateBatch on 8 threads: process and stream give the one-thread output")
    func batchOnEightThreads() throws {
        let v = try LocateBatchStreamTests.venue()
        let batch = LocateBatch(locator: Locator(venue: v))
        let w = LocateBatchStreamTests.workload(v, count: 6_000, seed: 41)
        let lines = w.map { Array($0.line.utf8)[...] }
        let one = batch.process(lines: lines, firstLineNumber: 1, threads: 1)
        #expect(String(decoding: one, as: UTF8.self) == LocateBatchStreamTests.expectedOutput(w))
        #expect(batch.process(lines: lines, firstLineNumber: 1, threads: 8) == one)
        let input = Array(w.map(\.line).joined(separator: "\n").utf8) + [0x0A]
        let (out, count, _) = try LocateBatchStreamTests.stream(batch, input, chunkBytes: 8_192, threads: 8)
        #expect(out == String(decoding: one, as: UTF8.self) && count == w.count)
        // Several batches over the one shared locator at the same time.
        let outputs = onThreads(8) { _ in batch.process(lines: lines, firstLineNumber: 1, threads: 2) }
        #expect(outputs.allSatisfy { $0 == one })
    }
}
