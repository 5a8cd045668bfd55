import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// ``BatchWriter``: the batch engine's one unsafe buffer.
@Suite struct BatchWriterTests {
    static func text(_ w: BatchWriter) -> String { String(decoding: UnsafeBufferPointer(start: w.base, count: w.count), as: UTF8.self) }

    @Test("appends grow the buffer and keep every byte, exact-length copies included")
    func growAndCopy() {
        let out = BatchOutput(capacity: 1)
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

    static func millimetres(_ d: Double) -> String {
        let out = BatchOutput(capacity: 64)
        var w = out.writer
        w.reserve(32)
        w.putMillimetres(d)
        let text = Self.text(w)
        out.writer = w
        return text
    }

    @Test(
        "millimetres: JSONWriter's text of the rounded value, trailing zeros dropped",
        arguments: [
            (0.0, "0"), (0.0004, "0"), (0.0005, "0.001"), (0.01, "0.01"), (0.1, "0.1"), (1.25, "1.25"), (1.2, "1.2"), (12.3456, "12.346"),
            (9.9996, "10"), (1000, "1000"), (123_456.789, "123456.789"), (999_999_999.9999, "1000000000"), (2e9 + 0.5, "2000000000.5"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308")
        ])
    func millimetres(value: Double, expected: String) throws {
        #expect(Self.millimetres(value) == expected)
        // As the single-point answer writes it; past 1.8e305 m rounding overflows and the distance is written as is.
        if value < 1e305 { #expect(try JSONWriter.number((value * 1000).rounded() / 1000) == expected) }
    }

    @Test("millimetres agree with JSONWriter (the single-point answer's number) on seeded distances of every size")
    func millimetresAgreeWithTheWriter() throws {
        let seed: UInt64 = 0x10CA_7E
        var rng = SplitMix64(seed: seed)
        for k in 0 ..< 20_000 {
            let magnitude = Double(k % 14) - 4  // 1e-4 … 1e9: the fast path's range and past it
            let d = Double.random(in: 0 ..< 1, using: &rng) * pow(10, magnitude)
            let expected = try JSONWriter.number((d * 1000).rounded() / 1000)
            #expect(Self.millimetres(d) == expected, "seed \(seed): \(d)")
        }
    }
}
