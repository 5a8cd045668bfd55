import Foundation
import Testing
import TestSupport

@testable import RouteCLI

/// `CLIInput.trimmed` (batch lines: ASCII white space cut on the bytes) answers exactly what Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` answers, Unicode white space and broken UTF-8 included.
@Suite struct LineTrimTests {
    static func foundation(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("hand-picked lines: ASCII and Unicode white space around and inside, empty, broken UTF-8")
    func examples() {
        let lines =
            [
                "", " ", "\t\r\n\u{0B}\u{0C}", "{\"from\": \"a\"}", "  {\"from\": \"a\"}\r", "\u{00A0}{\"to\": 1}\u{2028}", "\u{3000} x \u{3000}",
                "é", " é ", "a b", "\u{85}x\u{85}", "x\u{200B}"
            ].map { Array($0.utf8) } + [[0xFF, 0x20], [0x20, 0xC3], [0xE2, 0x80]]
        for bytes in lines {
            #expect(CLIInput.trimmed(bytes[...]) == Self.foundation(bytes), "\(bytes)")
        }
    }

    @Test("random lines over white space, ASCII and multi-byte characters agree with Foundation")
    func random() {
        var rng = SplitMix64(seed: 0x7217)
        let pieces = [" ", "\t", "\r", "\n", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{85}", "a", "{", "\"", "é", "漢", "😀"].map { Array($0.utf8) }
        for _ in 0 ..< 2_000 {
            var bytes: [UInt8] = []
            for _ in 0 ..< Int(rng.next() % 8) { bytes += pieces[Int(rng.next() % UInt64(pieces.count))] }
            if rng.next() % 10 == 0 { bytes.append(UInt8(truncatingIfNeeded: rng.next())) }
            #expect(CLIInput.trimmed(bytes[...]) == Self.foundation(bytes), "\(bytes)")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(CLIInput.trimmed(text.utf8) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(bytes) as a string")
        }
    }
}
