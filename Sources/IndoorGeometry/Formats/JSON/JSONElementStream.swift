/// Parses a JSON text whose top level is an array one element at a time: each element's value is built,
/// handed to a closure and dropped before the next is parsed.
///
/// For large files of many small records (an MVF bundle's `connections.json`, `locations.json`): the
/// whole tree of such a file is several times its size in small allocations, and a reader that keeps a
/// few values from each record (ids, lines) would leave them scattered over the tree's freed pages,
/// which the allocator cannot return. Parsed element by element, each record's temporaries reuse the
/// previous record's memory. Same grammar and errors as ``JSONParser/parse(_:)``.
public enum JSONElementStream {
    /// What the top level turned out to be.
    public enum Outcome {
        /// An array; every element was handed to the closure.
        case array
        /// Another value, parsed whole and not handed to the closure (callers report the wrong type).
        case other(JSONValue)
    }

    /// An error of the closure, passed through the parse.
    struct BodyError: Error {
        let error: any Error
    }

    /// Calls `body` with the index and value of each element of the top-level array of `bytes`, in order.
    /// - Returns: ``Outcome/array``, or the whole value when the top level is not an array.
    /// - Throws: ``JSONParseError`` for malformed JSON (elements before the error were handed over), or
    ///   the first error `body` throws (parsing stops there).
    /// - Complexity: O(n) in the byte count; memory of the largest element's tree.
    public static func forEachElement(_ bytes: [UInt8], _ body: (Int, JSONValue) throws -> Void) throws -> Outcome {
        let r: Result<Outcome, any Error> = bytes.withUnsafeBufferPointer { buf in
            var p = JSONParserCursor(buf)
            do {
                p.skipBOM()
                p.skipWhitespace()
                guard p.i < buf.count, buf[p.i] == UInt8(ascii: "[") else {
                    let v = try p.parseValue(depth: 0)
                    p.skipWhitespace()
                    if p.i != buf.count { throw p.error("unexpected data after the top-level value") }
                    return .success(.other(v))
                }
                p.i += 1
                p.skipWhitespace()
                if p.i < buf.count, buf[p.i] == UInt8(ascii: "]") {
                    p.i += 1
                } else {
                    var k = 0
                    while true {
                        p.skipWhitespace()
                        let v = try p.parseValue(depth: 1)
                        do { try body(k, v) } catch { throw BodyError(error: error) }
                        k += 1
                        p.skipWhitespace()
                        guard p.i < buf.count else { throw p.error("unexpected end of input in array") }
                        if buf[p.i] == UInt8(ascii: ",") {
                            p.i += 1
                            continue
                        }
                        if buf[p.i] == UInt8(ascii: "]") {
                            p.i += 1
                            break
                        }
                        throw p.error("expected ',' or ']' in array")
                    }
                }
                p.skipWhitespace()
                if p.i != buf.count { throw p.error("unexpected data after the top-level value") }
                return .success(.array)
            } catch let e as BodyError {
                return .failure(e.error)
            } catch {
                return .failure(error)
            }
        }
        return try r.get()
    }
}
