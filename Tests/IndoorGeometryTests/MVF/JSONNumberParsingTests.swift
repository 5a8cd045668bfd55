import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The parser's number conversion (Clinger fast path, Eisel–Lemire, strtod fallback) against `strtod`.
@Suite struct JSONNumberParsingTests {
    static func strtodValue(_ s: String) -> Double { s.withCString { strtod($0, nil) } }

    static func parsed(_ s: String) throws -> Double {
        guard case let .number(d) = try JSONParser.parse(Array(s.utf8)) else { throw FormatError(file: "", message: "not a number: \(s)") }
        return d
    }

    @Test func powerTableMatchesKnownEntries() {
        let t = JSONEiselLemire.powers
        let at = { (q: Int) in t[q - JSONEiselLemire.minExponent] }
        #expect(at(0) == (hi: 1 << 63, lo: 0))
        #expect(at(1) == (hi: 0xA000_0000_0000_0000, lo: 0))
        #expect(at(-1) == (hi: 0xCCCC_CCCC_CCCC_CCCC, lo: 0xCCCC_CCCC_CCCC_CCCC))
        // 10^-22 from Go's detailedPowersOfTen.
        #expect(at(-22) == (hi: 0xF1C9_0080_BAF7_2CB1, lo: 0x5324_C68B_12DD_6338))
    }

    static let cases: [String] = [
        "-123.10890924676264", "45.522911290565766", "45.52132639024324", "0.1", "0.3", "1e23", "9007199254740993",
        "9007199254740992.5", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308", "1e-400", "123456789012345678",
        "1234567890123456789", "12345678901234567890", "0.000000000000000000001234567890123456789", "-0.0", "5e-324",
        "89255.0e-22", "7.2057594037927933e16", "9223372036854775807", "18446744073709551615", "1.00000000000000011102230246251565404236316680908203125"
    ]

    @Test("hard and typical numbers", arguments: cases)
    func matchesStrtod(_ s: String) throws {
        let a = try Self.parsed(s), b = Self.strtodValue(s)
        #expect(a.bitPattern == b.bitPattern, "\(s): parsed \(a) strtod \(b)")
    }

    @Test func randomCoordinatesMatchStrtod() throws {
        let seed: UInt64 = 0x5EED_C00D
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 20_000 {
            let d = Double.random(in: -180 ... 180, using: &rng)
            let digits = Int.random(in: 1 ... 19, using: &rng)
            let s = String(format: "%.\(digits)g", d)
            let a = try Self.parsed(s), b = Self.strtodValue(s)
            if a.bitPattern != b.bitPattern {
                Issue.record("seed \(seed): \(s) parsed \(a) strtod \(b)")
                return
            }
        }
    }

    @Test func randomDigitStringsMatchStrtod() throws {
        let seed: UInt64 = 0xD161_7500
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 20_000 {
            let n = Int.random(in: 1 ... 19, using: &rng)
            var m = String(Int.random(in: 1 ... 9, using: &rng))
            for _ in 1 ..< n { m += String(Int.random(in: 0 ... 9, using: &rng)) }
            let e = Int.random(in: -140 ... 140, using: &rng)
            let s = (Bool.random(using: &rng) ? "-" : "") + m + "e\(e)"
            let a = try Self.parsed(s), b = Self.strtodValue(s)
            if a.bitPattern != b.bitPattern {
                Issue.record("seed \(seed): \(s) parsed \(a) strtod \(b)")
                return
            }
        }
    }

    @Test func halfwayCasesAreExact() throws {
        // Exactly between two doubles: 2^53 + 1 and neighbours, written out in full.
        for s in ["9007199254740993", "9007199254740995", "9007199254740997", "1.00000000000000011102230246251565", "4503599627370496.5", "4503599627370497.5"]
        {
            let a = try Self.parsed(s), b = Self.strtodValue(s)
            #expect(a.bitPattern == b.bitPattern, "\(s)")
        }
    }
}
