import Foundation
import Testing
@testable import IndoorGeometry

/// ``LocateBatchWriter``: the batch engine's one unsafe buffer (issue 16, item 8).
@Suite struct LocateBatchWriterTests {
    static func text(_ w: LocateBatchWriter) -> String { String(decoding: UnsafeBufferPointer(start: w.base, count: w.count), as: UTF8.self) }

    @Test("appends grow the buffer and keep every byte, exact-length copies included")
    func growAndCopy() {
        let out = LocateBatchOutput(capacity: 1)
        var w = out.writer
        var expected = ""
        let pieces = ["\"f_1\"", "x", "", String(repeating: "abcdefgh", count: 40), "é\"😀"]
        for k in 0 ..< 200 {
            let s = pieces[k % pieces.count]
            let bytes = Array(s.utf8)
            w.reserve(bytes.count)
            bytes.withUnsafeBufferPointer { w.put($0) }
            w.append(Array("|".utf8))
            expected += s + "|"
        }
        #expect(Self.text(w) == expected)
        #expect(w.count <= w.capacity)
        out.writer = w
    }

    @Test("millimetres: three decimals, trailing .000 omitted, no formatting", arguments: [
        (0.0, "0"), (0.0004, "0"), (0.0005, "0.001"), (1.25, "1.250"), (12.3456, "12.346"), (9.9996, "10"), (1000, "1000"), (123_456.789, "123456.789"),
    ])
    func millimetres(value: Double, expected: String) {
        let out = LocateBatchOutput(capacity: 64)
        var w = out.writer
        w.reserve(32)
        w.putMillimetres(value)
        #expect(Self.text(w) == expected)
        out.writer = w
    }
}
