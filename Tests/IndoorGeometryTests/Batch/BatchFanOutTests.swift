import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// The shared batch layer with a line-by-line answer (as `route --batch` uses it) and a chunk-at-a-time
/// stateful one (as `progress --batch`): the streamed pipeline and the in-memory fan-out answer every line
/// once, in input order, with its stream-wide line number, whatever the chunk size and wherever lines are cut.
@Suite struct BatchFanOutTests {
    /// Lines of seeded lengths (blank ones and a last line without a newline included).
    static func input(seed: UInt64, count: Int) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        var text = ""
        for k in 0 ..< count {
            let length = Int(rng.next() % 40)
            text += String(repeating: Character(UnicodeScalar(UInt8(97 + k % 26))), count: length)
            if k < count - 1 { text += "\n" }
        }
        return Array(text.utf8)
    }

    /// The answer of a line: its number and its bytes, so that order and numbering are both checked.
    @Sendable static func answer(_ line: ArraySlice<UInt8>, _ n: Int) -> String { "\(n):" + String(decoding: line, as: UTF8.self) }

    static func expected(_ input: [UInt8]) -> String {
        BatchLines.lines(input).enumerated().map { answer($0.element, $0.offset + 1) + "\n" }.joined()
    }

    @Test("in memory: every line answered once, in order")
    func inMemory() {
        let input = Self.input(seed: 3, count: 2_000)
        #expect(BatchFanOut.answerInOrder(BatchLines.lines(input), answer: Self.answer) == Self.expected(input))
        #expect(BatchFanOut.answerInOrder([], answer: Self.answer) == "")
    }

    @Test("streamed: chunk boundaries mid-line, numbering across chunks", arguments: [5, 64, 1_000, 1 << 20])
    func streamed(chunkBytes: Int) throws {
        let input = Self.input(seed: 5, count: 1_500)
        let (out, lines) = try Self.stream(input, chunkBytes: chunkBytes) { c, first in
            BatchFanOut.answerLines(c, firstLineNumber: first, answer: Self.answer)
        }
        #expect(lines == 1_500)
        #expect(out == Self.expected(input))
    }

    /// A stateful answer (as `progress --batch` follows one walker): each line answers the bytes of every
    /// line before it and its own, so a line seen out of order, twice or never changes every later answer.
    struct RunningTotal {
        var bytes = 0
        mutating func answer(_ lines: [ArraySlice<UInt8>], _ first: Int) -> String {
            var out = ""
            for (k, line) in lines.enumerated() {
                bytes += line.count
                out += "\(first + k):\(bytes)\n"
            }
            return out
        }
    }

    @Test("a chunk at a time: state carried from chunk to chunk in input order", arguments: [5, 64, 1_000, 1 << 20])
    func streamedInOrder(chunkBytes: Int) throws {
        let input = Self.input(seed: 7, count: 1_200)
        var whole = RunningTotal()
        let expected = whole.answer(BatchLines.lines(input), 1)
        var total = RunningTotal()
        let (out, lines) = try Self.stream(input, chunkBytes: chunkBytes) { c, first in
            BatchFanOut.answerChunk(c, firstLineNumber: first) { total.answer($0, $1) }
        }
        #expect(lines == 1_200)
        #expect(out == expected)
        #expect(total.bytes == whole.bytes)
    }

    @Test("map keeps input order on all cores")
    func mapKeepsOrder() {
        let items = Array(0 ..< 5_000)
        #expect(BatchFanOut.map(items) { $0 * 3 } == items.map { $0 * 3 })
        #expect(BatchFanOut.map([Int]()) { $0 }.isEmpty)
    }

    /// `input` streamed through ``BatchStream`` (files in a fresh folder) with `answer`: the output and
    /// the number of lines read.
    static func stream(_ input: [UInt8], chunkBytes: Int, answer: (BatchChunk, Int) -> Void) throws -> (String, Int) {
        let dir = try FileManager.default.url(
            for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: FileManager.default.temporaryDirectory, create: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let inURL = dir.appendingPathComponent("in.txt"), outURL = dir.appendingPathComponent("out.txt")
        try Data(input).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let inHandle = try FileHandle(forReadingFrom: inURL), outHandle = try FileHandle(forWritingTo: outURL)
        let (lines, _) = BatchStream.run(from: inHandle, to: outHandle, chunkBytes: chunkBytes, parts: 1, answer: answer)
        try inHandle.close()
        try outHandle.close()
        return (String(decoding: try Data(contentsOf: outURL), as: UTF8.self), lines)
    }
}
