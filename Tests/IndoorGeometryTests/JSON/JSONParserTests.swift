import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct JSONParserTests {
    static let valid: [(String, JSONValue)] = [
        ("null", .null),
        ("true", .bool(true)),
        (" [1, -2.5, 1e3, 0.000123, -0] ", .array([.number(1), .number(-2.5), .number(1000), .number(0.000123), .number(-0.0)])),
        (#"{"a":{"b":[]},"c":"x\"y\u00e9\ud83d\ude00"}"#, .object(JSONObject([("a", .object(JSONObject([("b", .array([]))]))), ("c", .string("x\"yé😀"))]))),
        ("-123.10896208726703", .number(-123.10896208726703)),
        ("45.52132639024324", .number(45.52132639024324)),
        ("123456789012345678901234567890", .number(123456789012345678901234567890.0))
    ]

    @Test("valid documents", arguments: valid.indices)
    func parsesValid(_ k: Int) throws {
        let (text, expected) = Self.valid[k]
        #expect(try JSONParser.parse(Array(text.utf8)) == expected, "input \(text)")
    }

    static let invalid: [(String, String)] = [
        ("", "unexpected end"),
        ("[1,]", "unexpected character"),
        ("{\"a\" 1}", "expected ':'"),
        ("01", "leading zero"),
        ("NaN", "unexpected character"),
        ("[1] x", "after the top-level value"),
        ("\"abc", "unterminated"),
        ("\"\\ud800\"", "surrogate"),
        ("1.", "missing digits"),
        ("{\"a\":1,}", "member name"),
        ("\"a\tb\"", "control character")
    ]

    @Test("invalid documents are rejected with a located message", arguments: invalid.indices)
    func rejectsInvalid(_ k: Int) {
        let (text, fragment) = Self.invalid[k]
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            Issue.record("accepted invalid JSON \(text)")
        } catch {
            #expect(error.description.contains(fragment), "input \(text): \(error)")
        }
    }

    /// Found by Fuzz/Targets/json.swift: a number past Double's range parses to infinity (so the geometry
    /// decoder can report it with its path), and JSONWriter trapped writing it back (`indoor simplify`
    /// on GeoJSON with such a property, for one). It now refuses it with the number's path.
    @Test("overflowing numbers parse to ±infinity, and writing them back throws with their path")
    func overflowingNumbersAreRefusedWithTheirPath() throws {
        let cases = [("-4444444444444444447444444444444444444444.133e444444443", ""), (#"{"x":[2,1e400,-1.8e308]}"#, "x[1]")]
        for (text, path) in cases {
            let v = try JSONParser.parse(Array(text.utf8))
            for pretty in [false, true] {
                #expect(throws: JSONWriteError(value: v.numberValue ?? .infinity, path: path)) { try JSONWriter(pretty: pretty).string(v) }
            }
        }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test("numbers agree with Foundation's conversion on seeded random decimals")
    func numbersRoundTrip() throws {
        let seed: UInt64 = 0x5EED_0001
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 5_000 {
            let d = Double(bitPattern: rng.next() & 0x7FEF_FFFF_FFFF_FFFF) * (rng.next() % 2 == 0 ? 1 : -1)
            let text = "\(d)"
            let parsed = try JSONParser.parse(Array(text.utf8))
            #expect(parsed == .number(d), "seed \(seed): \(text)")
            let short = String(format: "%.15g", d)
            #expect(try JSONParser.parse(Array(short.utf8)) == .number(strtod(short, nil)), "seed \(seed): \(short)")
        }
    }
}
