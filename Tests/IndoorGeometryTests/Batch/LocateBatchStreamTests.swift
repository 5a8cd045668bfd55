import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The batch engine's output, line for line, against the single-point ``Locator`` answers: through
/// `process(lines:)` and through the pipelined `stream(from:to:)` with chunks small enough that their
/// boundaries fall mid-line, with bad lines, CRLF, blank lines and a missing final newline.
@Suite struct LocateBatchStreamTests {
    /// The fixture of ``LocatorTests`` with a second floor that has no space.
    static func venue() throws -> Venue { try LocatorTests.fixture() }

    /// The answer line `LocateBatch` must print for `r`, written independently of its writer.
    static func expected(_ r: LocateResult, _ v: Venue) -> String {
        func q(_ s: String) -> String {
            var t = ""
            JSONWriter.appendQuoted(s, to: &t)
            return t
        }
        var s = "{\"floor\":\(q(v.floors[r.floorIndex].id)),\"space\":\(r.space.map { q(v.spaces[$0].id) } ?? "null")"
        s += ",\"spaces\":[\(r.spaces.map { q(v.spaces[$0].id) }.joined(separator: ","))],\"boundary\":\(r.isOnBoundary)"
        if r.distance.isFinite {
            // As `indoor locate` writes it: millimetres by JSONWriter's number policy (finite here, so the
            // fallback text, which would fail the comparison, never shows).
            s += ",\"distance\":" + ((try? JSONWriter.number((r.distance * 1000).rounded() / 1000)) ?? "unwritable")
        } else {
            s += ",\"distance\":null"
        }
        s += ",\"status\":\"\(r.status.rawValue)\""
        if let n = r.nearest { s += ",\"nearest\":\(q(v.spaces[n].id))" }
        return s + "}"
    }

    /// Seeded input lines and the output line each must produce (blank lines answer an error too).
    /// Floors are given by id, name, lower-case name and ordinal; a few lines are bad, blank, NDJSON or
    /// padded with spaces, and some end in CR (the caller joins them with `\n`).
    static func workload(_ v: Venue, count: Int, seed: UInt64) -> [(line: String, answer: String?)] {
        let locator = Locator(venue: v)
        var rng = SplitMix64(seed: seed)
        var out: [(String, String?)] = []
        for k in 0 ..< count {
            let lineNumber = k + 1
            let f = Int(rng.next() % 2)
            let p: Point
            switch rng.next() % 4 {
            case 0: p = LocatorTests.cases[Int(rng.next() % UInt64(LocatorTests.cases.count))].point  // edges and vertices
            default: p = Point(x: Double.random(in: -8 ... 28, using: &rng), y: Double.random(in: -10 ... 16, using: &rng))
            }
            let c = v.projection.unproject(p)
            let answer = expected(locator.locate(v.projection.project(c), floorIndex: f), v)
            let floorText = [v.floors[f].id, v.floors[f].name, v.floors[f].name.lowercased(), "\(v.floors[f].ordinal)"][Int(rng.next() % 4)]
            switch rng.next() % 40 {
            case 0: out.append(("this is not a query", "{\"line\":\(lineNumber),\"error\":\"expected floor,lon,lat or a JSON object\"}"))
            case 1: out.append(("", "{\"line\":\(lineNumber),\"error\":\"\(LocateBatch.blankLineMessage)\"}"))
            case 2: out.append(("  \t", "{\"line\":\(lineNumber),\"error\":\"\(LocateBatch.blankLineMessage)\"}"))
            case 3:
                out.append(
                    (
                        "Level 9,\(c.longitude),\(c.latitude)",
                        "{\"line\":\(lineNumber),\"error\":\"no floor 'Level 9' (floors are given by id, name, ordinal or building:ordinal; known: f_1 (Level 1, ordinal 0), f_2 (Level 2, ordinal 1))\"}"
                    ))
            case 4: out.append(("f_1,200,\(c.latitude)", "{\"line\":\(lineNumber),\"error\":\"coordinate [200.0, \(c.latitude)] is out of range\"}"))
            case 5: out.append(("{\"floor\": \"\(floorText)\", \"lon\": \(c.longitude), \"lat\": \(c.latitude)}", answer))
            case 6: out.append((" \(floorText) , \(c.longitude) , \(c.latitude) ", answer))
            case 7, 8, 9: out.append(("\(floorText),\(c.longitude),\(c.latitude)\r", answer))
            default: out.append(("\(floorText),\(c.longitude),\(c.latitude)", answer))
            }
        }
        return out
    }

    static func expectedOutput(_ w: [(line: String, answer: String?)]) -> String {
        w.compactMap(\.answer).map { $0 + "\n" }.joined()
    }

    /// Runs `stream` on `input` from a file, answering the output and the counts.
    static func stream(_ batch: LocateBatch, _ input: [UInt8], chunkBytes: Int, threads: Int = 2) throws -> (String, Int, Int) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locate-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inURL = dir.appendingPathComponent("in.csv"), outURL = dir.appendingPathComponent("out.ndjson")
        try Data(input).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let inHandle = try FileHandle(forReadingFrom: inURL), outHandle = try FileHandle(forWritingTo: outURL)
        let (lines, errors) = batch.stream(from: inHandle, to: outHandle, chunkBytes: chunkBytes, threads: threads)
        try inHandle.close()
        try outHandle.close()
        return (String(decoding: try Data(contentsOf: outURL), as: UTF8.self), lines, errors)
    }

    @Test("process(lines:) answers every line as the single-point locate does", arguments: [1, 2, 4])
    func processMatchesLocate(threads: Int) throws {
        let v = try Self.venue()
        let w = Self.workload(v, count: 3_000, seed: 11)
        let out = LocateBatch(locator: Locator(venue: v)).process(lines: w.map { Array($0.line.utf8)[...] }, firstLineNumber: 1, threads: threads)
        #expect(String(decoding: out, as: UTF8.self) == Self.expectedOutput(w))
    }

    @Test("stream: chunk boundaries mid-line, error line numbers across chunks, CRLF, blank lines", arguments: [7, 64, 1_000, 1 << 16, 1 << 21])
    func streamMatchesLocate(chunkBytes: Int) throws {
        let v = try Self.venue()
        let w = Self.workload(v, count: 5_000, seed: 23)
        let input = Array(w.map(\.line).joined(separator: "\n").utf8) + [0x0A]
        let (out, lines, errors) = try Self.stream(LocateBatch(locator: Locator(venue: v)), input, chunkBytes: chunkBytes)
        #expect(out == Self.expectedOutput(w), "chunkBytes \(chunkBytes)")
        #expect(lines == w.count)
        #expect(errors == w.filter { $0.answer?.hasPrefix("{\"line\":") == true }.count)
        #expect(errors > 100, "the workload has bad lines")
    }

    @Test("stream: a last line without newline, CRLF endings, a line longer than a chunk")
    func streamEdges() throws {
        let v = try Self.venue()
        let batch = LocateBatch(locator: Locator(venue: v))
        let w = Self.workload(v, count: 300, seed: 5)
        for chunkBytes in [3, 50, 4_096] {
            // No final newline.
            let plain = Array(w.map(\.line).joined(separator: "\n").utf8)
            let (out, lines, _) = try Self.stream(batch, plain, chunkBytes: chunkBytes)
            #expect(out == Self.expectedOutput(w) && lines == w.count, "no final newline, chunkBytes \(chunkBytes)")
            // CRLF everywhere, final CRLF.
            let crlf = Array(w.map { $0.line + "\r\n" }.joined().utf8)
            let (out2, lines2, _) = try Self.stream(batch, crlf, chunkBytes: chunkBytes)
            #expect(out2 == Self.expectedOutput(w) && lines2 == w.count, "CRLF, chunkBytes \(chunkBytes)")
        }
        // A bad line of 100 kB between good ones, with a 4 kB chunk: the chunk grows.
        let c = v.projection.unproject(Point(x: 2, y: 8))
        let good = "f_1,\(c.longitude),\(c.latitude)"
        let answer = Self.expected(Locator(venue: v).locate(Point(x: 2, y: 8), floorIndex: 0), v) + "\n"
        let input = Array((good + "\n" + String(repeating: "x", count: 100_000) + "\n" + good).utf8)
        let (out, lines, errors) = try Self.stream(batch, input, chunkBytes: 4_096)
        #expect(out == answer + "{\"line\":2,\"error\":\"expected floor,lon,lat or a JSON object\"}\n" + answer)
        #expect(lines == 3 && errors == 1)
    }

    @Test("stream: empty input, only blank lines")
    func streamEmpty() throws {
        let batch = LocateBatch(locator: Locator(venue: try Self.venue()))
        let (out, lines, errors) = try Self.stream(batch, [], chunkBytes: 64)
        #expect(out.isEmpty && lines == 0 && errors == 0)
        let (out2, lines2, errors2) = try Self.stream(batch, Array("\n\r\n \n".utf8), chunkBytes: 2)
        let blank = (1 ... 3).map { "{\"line\":\($0),\"error\":\"\(LocateBatch.blankLineMessage)\"}\n" }.joined()
        #expect(out2 == blank && lines2 == 3 && errors2 == 3, "one output line per input line, blank ones included")
    }

    @Test("stream from a pipe fed in small pieces answers the same")
    func streamFromPipe() throws {
        let v = try Self.venue()
        let w = Self.workload(v, count: 2_000, seed: 31)
        let input = Array(w.map(\.line).joined(separator: "\n").utf8)
        let pipe = Pipe()
        let feeder = Thread {
            var i = 0
            var size = 1
            while i < input.count {
                let n = min(size, input.count - i)
                pipe.fileHandleForWriting.write(Data(input[i ..< i + n]))
                i += n
                size = size * 3 % 1_021 + 1  // uneven pieces, often mid-line
                if i % 7 == 0 { usleep(100) }
            }
            try? pipe.fileHandleForWriting.close()
        }
        feeder.start()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("locate-batch-pipe-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: dir.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outHandle = try FileHandle(forWritingTo: dir)
        let (lines, _) = LocateBatch(locator: Locator(venue: v)).stream(from: pipe.fileHandleForReading, to: outHandle, chunkBytes: 4_096)
        try outHandle.close()
        #expect(String(decoding: try Data(contentsOf: dir), as: UTF8.self) == Self.expectedOutput(w))
        #expect(lines == w.count)
    }
}
