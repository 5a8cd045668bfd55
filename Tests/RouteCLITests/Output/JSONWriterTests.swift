import Foundation
import Testing
@testable import RouteCLI
import TestSupport

@Suite("CLI JSON writer")
struct JSONWriterTests {
    @Test("String escaping", arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("a/b", #""a/b""#),
        ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
        ("\u{08}\u{0C}", #""\b\f""#),
        ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("café Санкт-Петербург 北京", "\"café Санкт-Петербург 北京\""),
        ("emoji 🏢 e\u{301}", "\"emoji 🏢 e\u{301}\""),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("", #""""#),
    ])
    func escaping(text: String, json: String) throws {
        let written = CLIJSONWriter().string(for: .string(text))
        #expect(written == json)
        // And a standard parser reads the same string back.
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(written)]".utf8))
        #expect(decoded == [text])
    }

    @Test("Number formatting", arguments: [
        (0.0, "0"), (-0.0, "-0"), (3.0, "3"), (-12.0, "-12"), (0.1, "0.1"), (1.0 / 3.0, "0.3333333333333333"),
        (-122.6765, "-122.6765"), (1e-7, "1e-07"), (1.5e300, "1.5e+300"), (9_007_199_254_740_992.0, "9007199254740992.0"), (1e16, "1e+16"),
        (4_503_599_627_370_497.0, "4503599627370497"), (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func numbers(value: Double, json: String) {
        #expect(CLIJSONWriter.number(value) == json)
    }

    @Test func randomDoublesRoundTrip() throws {
        let seed: UInt64 = 20_261_129
        var rng = SplitMix64(seed: seed)
        var values: [Double] = []
        for i in 0..<400 {
            let value: Double
            switch i % 4 {
            case 0: value = Double(bitPattern: rng.next())  // any bit pattern, including huge, tiny, subnormal
            case 1: value = Double.random(in: -180...180, using: &rng)  // coordinates
            case 2: value = (Double.random(in: 0...1000, using: &rng) * 100).rounded() / 100  // centimetre lengths
            default: value = Double(Int64.random(in: -1 << 53 ... 1 << 53, using: &rng))  // integral values
            }
            guard value.isFinite else { continue }
            values.append(value)
            let text = CLIJSONWriter.number(value)
            let back = try #require(Double(text), "seed \(seed): '\(text)' does not parse")
            #expect(back.bitPattern == value.bitPattern || (back == 0 && value == 0 && back.sign == value.sign),
                    "seed \(seed): \(value) → '\(text)' → \(back)")
            #expect(!text.contains(","), "seed \(seed): locale-dependent output '\(text)'")
        }
        // The whole array is valid JSON to Foundation's parser and reads back exactly.
        let json = CLIJSONWriter().string(for: .array(values.map { .number($0) }))
        let decoded = try JSONDecoder().decode([Double].self, from: Data(json.utf8))
        #expect(decoded == values, "seed \(seed)")
    }

    @Test func compactAndPrettyOutput() {
        let value = CLIJSONValue.object([
            "type": .string("Feature"),
            "properties": .object(["distance": .number(12.5), "floors": .array([.integer(1), .integer(2)]), "ok": .bool(true), "note": .null]),
            "empty": .array([]),
            "none": .object([]),
        ])
        #expect(CLIJSONWriter().string(for: value)
                == #"{"type":"Feature","properties":{"distance":12.5,"floors":[1,2],"ok":true,"note":null},"empty":[],"none":{}}"#)
        #expect(CLIJSONWriter(pretty: true).string(for: value) == """
            {
              "type": "Feature",
              "properties": {
                "distance": 12.5,
                "floors": [
                  1,
                  2
                ],
                "ok": true,
                "note": null
              },
              "empty": [],
              "none": {}
            }
            """)
    }

    @Test func keysAreEscapedAndOrderKept() throws {
        let value = CLIJSONValue.object([CLIJSONMember(key: "z\"q", value: .integer(1)), CLIJSONMember(key: "a\n", value: .integer(2))])
        let text = CLIJSONWriter().string(for: value)
        #expect(text == #"{"z\"q":1,"a\n":2}"#)
        let decoded = try JSONDecoder().decode([String: Int].self, from: Data(text.utf8))
        #expect(decoded == ["z\"q": 1, "a\n": 2])
    }
}
