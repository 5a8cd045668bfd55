// The request parser of `indoor serve` (HTTPRequestParser) on arbitrary bytes, read as a connection reads
// them: request after request while whole ones are there. Each request takes at least one byte and at most
// what is left, its body has its Content-Length, a refusal is a 4xx or 505; every request read is then
// answered by a server with no venues (paths, methods, query and body members go through ServeAPI).
@testable import RouteCLI

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        [
            "GET /health HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET /route?from=ALD%20101&to=Caf%C3%A9&via=a&via=b&optimize HTTP/1.1\r\n\r\nHEAD /venues HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
            "POST /venues/v/route HTTP/1.1\r\nContent-Length: 26\r\n\r\n{\"from\": \"a\", \"to\": \"b\"}\n",
            "POST /locate?maxDistance=3 HTTP/1.1\r\nContent-Length: 9\r\n\r\n1,2.5,3\n\n",
            "OPTIONS * HTTP/1.1\r\n\r\n", "DELETE /x HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
            "POST /route HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        ].map { Array($0.utf8) }
    }
    return 0
}

let parser = HTTPRequestParser(limits: .init(headerBytes: 4096, bodyBytes: 8192, headerFields: 50))
let api = ServeAPI(venues: [])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    var rest = bytes[...]
    while !rest.isEmpty {
        switch parser.parse(rest) {
        case .incomplete, .awaitingBody:
            return 0
        case let .invalid(status, message):
            fuzzCheck((400 ..< 500).contains(status) || status == 505, "refused with status \(status): \(message)")
            fuzzCheck(!message.isEmpty, "a refusal without a message")
            return 0
        case let .request(request, consumed):
            fuzzCheck(consumed > 0 && consumed <= rest.count, "a request took \(consumed) of \(rest.count) bytes")
            let length = request.header("content-length").flatMap { Int($0) } ?? 0
            fuzzCheck(request.body.count == length, "body of \(request.body.count) bytes for Content-Length \(length)")
            fuzzCheck(request.path.hasPrefix("/") || request.path == "*", "path '\(request.path)'")
            let response = api.respond(request)
            fuzzCheck((200 ..< 600).contains(response.status), "status \(response.status)")
            fuzzCheck(response.status != 500, "a 500 for \(request.method) \(request.target)")
            rest = rest.dropFirst(consumed)
        }
    }
    return 0
}
