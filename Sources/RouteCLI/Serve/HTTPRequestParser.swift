/// Reads one HTTP/1.1 request from the bytes received so far on a connection: a pure function of the
/// bytes, so that it can be tested and fuzzed without a socket.
///
/// Accepted: a request line `METHOD SP origin-form SP HTTP/1.x` (or `*` for `OPTIONS`), header fields
/// `name: value` ended by CRLF (a bare LF is accepted as well), and a body of `Content-Length` bytes
/// (`Expect: 100-continue` is reported, for the server to answer `100 Continue`).
/// Refused, with the status to answer: a request line and headers over ``Limits/headerBytes`` (431), a
/// malformed line or field, bytes that are not UTF-8 in the head, bad percent-encoding, a missing or
/// conflicting `Content-Length` (400), `Transfer-Encoding` (411: send a length), a body over
/// ``Limits/bodyBytes`` (413), a version other than 1.0 or 1.1 (505).
struct HTTPRequestParser: Sendable {
    /// What the parser refuses beyond.
    struct Limits: Sendable, Equatable {
        /// Most bytes of request line and header fields together, CRLFs included (default 16 KiB).
        var headerBytes = 16 * 1024
        /// Most bytes of a body (default 8 MiB: a trail of about 80,000 positions, a locate batch of about
        /// 150,000 points).
        var bodyBytes = 8 * 1024 * 1024
        /// Most header fields (default 100).
        var headerFields = 100
    }

    /// The outcome of one call.
    enum Outcome: Sendable, Equatable {
        /// More bytes are needed to finish the request.
        case incomplete
        /// The head is read and acceptable, the body is still to come; `expectsContinue` when the client
        /// waits for `100 Continue` before sending it (`Expect: 100-continue`).
        case awaitingBody(expectsContinue: Bool)
        /// A whole request, and how many bytes of the input it took (the rest belongs to the next one).
        case request(HTTPRequest, consumed: Int)
        /// The bytes are not an acceptable request: answer `status` with `message`, then close.
        case invalid(status: Int, message: String)
    }

    /// The limits this parser enforces.
    var limits = Limits()

    /// Parses the request at the start of `bytes`.
    /// - Complexity: O(n) in the bytes of the head, plus the body copied once.
    func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        guard let headEnd = Self.headEnd(bytes, limit: limits.headerBytes) else {
            if bytes.count > limits.headerBytes { return .invalid(status: 431, message: "request line and headers exceed \(limits.headerBytes) bytes") }
            return .incomplete
        }
        let head = bytes[bytes.startIndex ..< headEnd.start]
        if head.count > limits.headerBytes { return .invalid(status: 431, message: "request line and headers exceed \(limits.headerBytes) bytes") }
        // The head is UTF-8 as a whole (checked once: LF and CR never sit inside a multi-byte sequence, so
        // that is every line being UTF-8), then read line by line as bytes, split on LF, a CR before it dropped.
        guard head.allSatisfy({ $0 < 0x80 }) || String(validating: head, as: UTF8.self) != nil else {
            return .invalid(status: 400, message: "the request line or a header is not UTF-8")
        }
        var lines = Self.lines(head)
        // RFC 9112 2.2: a server should ignore at least one empty line before the request line.
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else { return .invalid(status: 400, message: "empty request") }
        var request: HTTPRequest
        switch Self.requestLine(requestLine) {
        case let .success(r): request = r
        case let .failure(f): return .invalid(status: f.status, message: f.message)
        }
        switch Self.headers(lines.dropFirst(), limit: limits.headerFields) {
        case let .success(h): request.headers = h
        case let .failure(f): return .invalid(status: f.status, message: f.message)
        }
        if request.header("transfer-encoding") != nil {
            return .invalid(status: 411, message: "Transfer-Encoding is not supported: send the body with a Content-Length")
        }
        var lengths: [String] = []
        for h in request.headers where h.name == "content-length" { lengths.append(h.value) }
        var length = 0
        if let first = lengths.first {
            guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.count <= 18, first.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                let n = Int(first)
            else { return .invalid(status: 400, message: "bad Content-Length '\(lengths.joined(separator: ", "))'") }
            length = n
        }
        if length > limits.bodyBytes { return .invalid(status: 413, message: "the body of \(length) bytes exceeds the limit of \(limits.bodyBytes) bytes") }
        let bodyStart = headEnd.end
        guard bytes.endIndex - bodyStart >= length else {
            return .awaitingBody(expectsContinue: request.header("expect")?.lowercased() == "100-continue")
        }
        request.body = Array(bytes[bodyStart ..< bodyStart + length])
        return .request(request, consumed: bodyStart + length - bytes.startIndex)
    }

    /// A refusal while reading the head.
    struct Refusal: Error {
        var status: Int
        var message: String
    }

    /// Where the head ends (the empty line): the index of its first terminator byte and the index after it;
    /// `nil` when not within `limit` + 4 bytes.
    static func headEnd(_ b: ArraySlice<UInt8>, limit: Int) -> (start: Int, end: Int)? {
        var i = b.startIndex
        let stop = min(b.endIndex, b.startIndex + limit + 4)
        // Leading empty lines are skipped by the caller; a head is only ended after some content.
        var sawContent = false
        while i < stop {
            if b[i] == 10 {
                if sawContent {
                    if i + 1 < b.endIndex && b[i + 1] == 10 { return (i, i + 2) }
                    if i + 2 < b.endIndex && b[i + 1] == 13 && b[i + 2] == 10 { return (i, i + 3) }
                }
            } else if b[i] != 13 {
                sawContent = true
            }
            i += 1
        }
        return nil
    }

    /// The lines of a head: its bytes split on LF, a CR before the LF dropped.
    static func lines(_ head: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        out.reserveCapacity(8)
        var start = head.startIndex
        for i in head.indices where head[i] == 10 {
            out.append(head[start ..< (i > start && head[i - 1] == 13 ? i - 1 : i)])
            start = i + 1
        }
        out.append(head[start ..< (head.endIndex > start && head[head.endIndex - 1] == 13 ? head.endIndex - 1 : head.endIndex)])
        return out
    }

    /// The method, target and version of a request line (UTF-8 bytes).
    static func requestLine(_ line: ArraySlice<UInt8>) -> Result<HTTPRequest, Refusal> {
        // Exactly two spaces: method, target, version (each may be empty here, as split pieces would be).
        guard let s1 = line.firstIndex(of: 32), let s2 = line[(s1 + 1)...].firstIndex(of: 32), !line[(s2 + 1)...].contains(32) else {
            return .failure(Refusal(status: 400, message: "malformed request line (expected 'METHOD /path HTTP/1.1')"))
        }
        let methodBytes = line[..<s1], target = line[(s1 + 1) ..< s2], versionBytes = line[(s2 + 1)...]
        guard !methodBytes.isEmpty, methodBytes.allSatisfy(isTokenByte) else { return .failure(Refusal(status: 400, message: "malformed method")) }
        let method = String(decoding: methodBytes, as: UTF8.self), version = String(decoding: versionBytes, as: UTF8.self)
        guard version.hasPrefix("HTTP/") else { return .failure(Refusal(status: 400, message: "malformed HTTP version '\(version)'")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return .failure(Refusal(status: 505, message: "HTTP version '\(version)' not supported")) }
        if target.elementsEqual("*".utf8) && method == "OPTIONS" {
            return .success(HTTPRequest(method: method, target: "*", path: "*", query: [], version: version, headers: [], body: []))
        }
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 32 && $0 < 127 }) else {
            return .failure(Refusal(status: 400, message: "the request target must be a path starting with '/'"))
        }
        let question = target.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex
        guard let path = HTTPQuery.percentDecoded(bytes: target[..<question], plusIsSpace: false) else {
            return .failure(Refusal(status: 400, message: "bad percent-encoding in the path"))
        }
        var query: [(name: String, value: String)] = []
        if question < target.endIndex {
            guard let q = HTTPQuery.parameters(bytes: target[(question + 1)...]) else {
                return .failure(Refusal(status: 400, message: "bad percent-encoding in the query (each '%' needs two hex digits and the result UTF-8)"))
            }
            query = q
        }
        let text = String(decoding: target, as: UTF8.self)
        return .success(HTTPRequest(method: method, target: text, path: path, query: query, version: version, headers: [], body: []))
    }

    /// The header fields after the request line (UTF-8 bytes per line), names lowercased (ASCII: a name is
    /// token bytes), values without surrounding spaces and tabs.
    static func headers(_ lines: ArraySlice<ArraySlice<UInt8>>, limit: Int) -> Result<[(name: String, value: String)], Refusal> {
        var out: [(name: String, value: String)] = []
        out.reserveCapacity(lines.count)
        for line in lines {
            guard out.count < limit else { return .failure(Refusal(status: 431, message: "more than \(limit) header fields")) }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .failure(Refusal(status: 400, message: "malformed header field (no ':')")) }
            let name = line[line.startIndex ..< colon]
            guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return .failure(Refusal(status: 400, message: "malformed header field name")) }
            var value = line[(colon + 1)...]
            while let b = value.first, b == 32 || b == 9 { value = value.dropFirst() }
            while let b = value.last, b == 32 || b == 9 { value = value.dropLast() }
            guard !value.contains(where: { $0 < 32 && $0 != 9 || $0 == 127 }) else {
                return .failure(Refusal(status: 400, message: "control character in header '\(String(decoding: name, as: UTF8.self))'"))
            }
            let lowered = String(unsafeUninitializedCapacity: name.count) { buffer in
                for (k, b) in name.enumerated() { buffer[k] = b >= 65 && b <= 90 ? b + 32 : b }
                return name.count
            }
            out.append((lowered, String(decoding: value, as: UTF8.self)))
        }
        return .success(out)
    }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ c: UInt8) -> Bool {
        switch c {
        case 48 ... 57, 65 ... 90, 97 ... 122: return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"),
            UInt8(ascii: "~"):
            return true
        default: return false
        }
    }
}
