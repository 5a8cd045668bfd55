import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// ``JSONWriter``: the package's one JSON writer, its number policy, its escaping and its layout.
@Suite struct JSONWriterTests {
    @Test(
        "numbers: shortest round trip, integers without .0, -0 kept",
        arguments: [
            (0.0, "0"), (-0.0, "-0"), (3.0, "3"), (-12.0, "-12"), (0.1, "0.1"), (1.0 / 3.0, "0.3333333333333333"), (-122.6765, "-122.6765"),
            (1e-7, "1e-07"), (1.5e300, "1.5e+300"), (1e15, "1000000000000000"), (9_007_199_254_740_992.0, "9007199254740992"),
            (9_999_999_999_999_998.0, "9999999999999998"), (1e16, "1e+16"), (1e21, "1e+21"), (4_503_599_627_370_497.0, "4503599627370497"),
            (Double.leastNonzeroMagnitude, "5e-324"), (Double.leastNormalMagnitude, "2.2250738585072014e-308"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"), (-Double.greatestFiniteMagnitude, "-1.7976931348623157e+308")
        ])
    func numbers(value: Double, json: String) throws {
        #expect(try JSONWriter.number(value) == json)
        #expect(try JSONWriter().string(.number(value)) == json)
    }

    @Test("NaN and ±infinity throw with the value, never trap", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        do {
            _ = try JSONWriter.number(value)
            Issue.record("wrote \(value)")
        } catch {
            #expect(error.value.bitPattern == value.bitPattern)
            #expect(error.path == "")
            #expect(error.description.contains(value.isNaN ? "NaN" : "infinity"), "\(error)")
        }
    }

    @Test("a non-finite number is reported at its JSON path, compact or pretty")
    func errorPath() {
        let value: JSONValue = [
            "type": "FeatureCollection",
            "features": [["type": "Feature", "properties": ["cost": 1], "geometry": nil], ["properties": ["cost": .number(.nan)]]]
        ]
        for pretty in [false, true] {
            #expect(throws: JSONWriteError.self) { try JSONWriter(pretty: pretty).string(value) }
            do {
                _ = try JSONWriter(pretty: pretty).string(value)
            } catch {
                #expect(error.path == "features[1].properties.cost")
                #expect(error.description.contains("features[1].properties.cost"), "\(error)")
            }
        }
        #expect(throws: JSONWriteError(value: -.infinity, path: "[0][2]")) { try JSONWriter().string([[1, 2, .number(-.infinity)]]) }
    }

    @Test(
        "strings: quote, backslash, controls, U+2028/9 escaped; '/', DEL and non-ASCII as they are",
        arguments: [
            ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), ("back\\slash", #""back\\slash""#), ("a/b", #""a/b""#),
            ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#), ("\u{08}\u{0C}", #""\b\f""#), ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
            ("\u{7F}", "\"\u{7F}\""), ("café Санкт-Петербург 北京", "\"café Санкт-Петербург 北京\""), ("emoji 🏢 e\u{301}", "\"emoji 🏢 e\u{301}\""),
            ("\u{2028}\u{2029}", #""\u2028\u2029""#), ("", #""""#)
        ])
    func escaping(text: String, json: String) throws {
        let written = try JSONWriter().string(.string(text))
        #expect(written == json)
        #expect(JSONWriter.quoted(text) == json)
        // Both our parser and Foundation's read the same string back.
        #expect(try JSONParser.parse(Array(written.utf8)) == .string(text))
        #expect(try JSONDecoder().decode([String].self, from: Data("[\(written)]".utf8)) == [text])
    }

    @Test("seeded random doubles read back bit for bit, through our parser and Foundation's")
    func randomDoublesRoundTrip() throws {
        let seed: UInt64 = 20_261_129
        var rng = SplitMix64(seed: seed)
        var values: [Double] = []
        for i in 0 ..< 2000 {
            let value: Double
            switch i % 5 {
            case 0: value = Double(bitPattern: rng.next())  // any bit pattern: huge, tiny, subnormal, NaN, ±inf
            case 1: value = Double.random(in: -180 ... 180, using: &rng)  // coordinates
            case 2: value = (Double.random(in: 0 ... 1000, using: &rng) * 1000).rounded() / 1000  // millimetre lengths
            case 3: value = Double(Int64.random(in: -(1 << 54) ... 1 << 54, using: &rng))  // integers around 2^53
            default: value = Double(sign: .plus, exponent: Int.random(in: 40 ... 60, using: &rng), significand: 1)  // 1e12…1e18
            }
            guard value.isFinite else {
                #expect(throws: JSONWriteError.self) { try JSONWriter.number(value) }
                continue
            }
            values.append(value)
            let text = try JSONWriter.number(value)
            let back = try #require(try JSONParser.parse(Array(text.utf8)).numberValue, "seed \(seed): '\(text)'")
            #expect(back.bitPattern == value.bitPattern, "seed \(seed): \(value) → '\(text)' → \(back)")
            #expect(!text.hasSuffix(".0") && !text.contains(","), "seed \(seed): '\(text)'")
            #expect(Double(text)?.bitPattern == value.bitPattern, "seed \(seed): Swift reads '\(text)' differently")
        }
        let json = try JSONWriter().string(.array(values.map(JSONValue.number)))
        #expect(try JSONDecoder().decode([Double].self, from: Data(json.utf8)) == values, "seed \(seed)")
    }

    @Test("compact and pretty layout; member order and duplicate keys kept")
    func layout() throws {
        let value: JSONValue = [
            "type": "Feature",
            "properties": ["distance": 12.5, "floors": [1, 2], "ok": true, "note": nil],
            "empty": [], "none": [:]
        ]
        #expect(
            try JSONWriter().string(value) == #"{"type":"Feature","properties":{"distance":12.5,"floors":[1,2],"ok":true,"note":null},"empty":[],"none":{}}"#)
        #expect(
            try JSONWriter(pretty: true).string(value) == """
                {
                  "type": "Feature",
                  "properties": {
                    "distance": 12.5,
                    "floors": [1, 2],
                    "ok": true,
                    "note": null
                  },
                  "empty": [],
                  "none": {}
                }
                """)
        let keys = JSONValue.object(JSONObject([("z\"q", 1), ("a\n", 2), ("z\"q", 3)]))
        #expect(try JSONWriter().string(keys) == #"{"z\"q":1,"a\n":2,"z\"q":3}"#)
        #expect(try JSONWriter().bytes(keys) == Array(#"{"z\"q":1,"a\n":2,"z\"q":3}"#.utf8))
    }

    @Test("pretty output keeps an array of numbers on one line (a coordinate pair), and breaks any other array")
    func prettyNumberArrays() throws {
        let value: JSONValue = ["coordinates": [[-122.67705, 45.52294], [-122.6771, 45.523]], "mixed": [1, "a"]]
        #expect(
            try JSONWriter(pretty: true).string(value) == """
                {
                  "coordinates": [
                    [-122.67705, 45.52294],
                    [-122.6771, 45.523]
                  ],
                  "mixed": [
                    1,
                    "a"
                  ]
                }
                """)
        #expect(try JSONParser.parse(Array(try JSONWriter(pretty: true).string(value).utf8)) == value)
    }

    @Test("a parsed document writes and parses back to itself")
    func parsedRoundTrip() throws {
        let text = #"{"a":[1,-0,0.5,1e-300,"x\u0001\/y",true,false,null,{}],"b":{"c":[[]]},"é":"\u2028"}"#
        let v = try JSONParser.parse(Array(text.utf8))
        for pretty in [false, true] {
            #expect(try JSONParser.parse(Array(try JSONWriter(pretty: pretty).string(v).utf8)) == v)
        }
        #expect(try JSONWriter().string(v) == #"{"a":[1,-0,0.5,1e-300,"x\u0001/y",true,false,null,{}],"b":{"c":[[]]},"é":"\u2028"}"#)
    }

    @Test("batch error lines escape their message")
    func errorLine() throws {
        let line = JSONLines.errorLine(12, message: "bad \"floor\"\n")
        #expect(line == #"{"line":12,"error":"bad \"floor\"\n"}"#)
        #expect(JSONLines.answerLine(["x": .number(.nan)], line: 3).hasPrefix(#"{"line":3,"error":"internal error: cannot write the number at x"#))
    }

    /// The escaper by its documented rules, scalar by scalar (the oracle for the whole-string fast path).
    static func quotedByRule(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", u.value)
            default: out += u.value < 0x20 ? String(format: "\\u%04x", u.value) : String(u)
            }
        }
        return out + "\""
    }

    @Test("strings with and without escapes quote as the rules say, whole or scalar by scalar")
    func quotedStrings() throws {
        var rng = SplitMix64(seed: 0x9007)
        let pieces = ["a", "Z", "0", " ", "é", "漢", "😀", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", "/"]
        var strings = ["", "plain", "LineString", "\u{2028}", "a\u{2029}b", "\u{E2}\u{80}"]
        for _ in 0 ..< 3_000 {
            strings.append((0 ..< Int(rng.next() % 9)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined())
        }
        // Runs of plain text around one piece, so that the piece falls at every place of an eight-byte word
        // (the escape test reads whole words of plain text).
        for _ in 0 ..< 2_000 {
            let before = String(repeating: "a", count: Int(rng.next() % 20)), after = String(repeating: "b", count: Int(rng.next() % 20))
            strings.append(before + pieces[Int(rng.next() % UInt64(pieces.count))] + after)
        }
        for s in strings {
            #expect(JSONWriter.quoted(s) == Self.quotedByRule(s), "\(Array(s.unicodeScalars))")
            let back = try JSONSerialization.jsonObject(with: Data(JSONWriter.quoted(s).utf8), options: .fragmentsAllowed) as? String
            #expect(back == s, "reads back through Foundation")
        }
    }
}
