import Testing
@testable import IndoorGeometry

@Suite struct JSONElementStreamTests {
    static let arrays = [
        "[]", " [ ] ", "[1]", #"[{"id":"c_1","exits":[{"geometryId":"g_1"}]}, {"id":"c_2"}, null, "x", [1, [2]]]"#,
        "\u{FEFF}[true, false]", "[-0, 1e3, 0.000123]"
    ]

    @Test("hands over the elements of a top-level array in order, equal to the whole parse", arguments: arrays)
    func elementsMatchTheWholeParse(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard case let .array(expected) = try JSONParser.parse(bytes) else {
            Issue.record("not an array: \(text)")
            return
        }
        var seen: [JSONValue] = []
        let outcome = try JSONElementStream.forEachElement(bytes) { k, v in
            #expect(k == seen.count)
            seen.append(v)
        }
        guard case .array = outcome else {
            Issue.record("outcome is not .array for \(text)")
            return
        }
        #expect(seen == expected)
    }

    @Test("another top-level value is parsed whole and returned, the closure not called", arguments: ["{\"a\":[1]}", "3", "\"s\"", "null"])
    func otherValuesAreReturned(_ text: String) throws {
        let bytes = Array(text.utf8)
        var calls = 0
        let outcome = try JSONElementStream.forEachElement(bytes) { _, _ in calls += 1 }
        guard case let .other(v) = outcome else {
            Issue.record("a non-array was streamed: \(text)")
            return
        }
        #expect(v == (try JSONParser.parse(bytes)))
        #expect(calls == 0)
    }

    @Test("malformed JSON throws the parser's located error", arguments: ["[1,]", "[1 2]", "[1", "[1] x", "[{\"a\" 1}]", "[01]", ""])
    func malformedInputThrowsTheParserError(_ text: String) {
        let bytes = Array(text.utf8)
        var expected: JSONParseError?
        do { _ = try JSONParser.parse(bytes) } catch { expected = error }
        #expect(expected != nil, "the parser accepts \(text)")
        do {
            _ = try JSONElementStream.forEachElement(bytes) { _, _ in }
            Issue.record("accepted \(text)")
        } catch let e as JSONParseError {
            #expect(e.description == expected?.description, "input \(text)")
        } catch {
            Issue.record("unexpected error \(error) for \(text)")
        }
    }

    struct Stop: Error, Equatable { let at: Int }

    @Test("an error of the closure stops the parse and is passed through")
    func closureErrorStops() {
        var visited: [Int] = []
        #expect(throws: Stop(at: 1)) {
            _ = try JSONElementStream.forEachElement(Array("[10, 20, 30]".utf8)) { k, _ in
                visited.append(k)
                if k == 1 { throw Stop(at: 1) }
            }
        }
        #expect(visited == [0, 1])
    }
}
