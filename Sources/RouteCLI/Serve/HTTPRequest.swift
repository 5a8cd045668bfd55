/// One parsed HTTP/1.1 request: method, decoded path and query, headers and body.
///
/// Produced by ``HTTPRequestParser``; every field is already checked (the path is percent-decoded UTF-8,
/// the body has exactly the declared `Content-Length`).
struct HTTPRequest: Sendable, Equatable {
    /// The method as sent (`GET`, `POST`, …), case-sensitive as RFC 9110 says.
    var method: String
    /// The request target as sent (`/route?from=A&to=B`), for the access log.
    var target: String
    /// The decoded path (`/venues/campus-mvf`), without the query.
    var path: String
    /// The decoded query parameters, in order; a name may repeat (`via=A&via=B`).
    var query: [(name: String, value: String)]
    /// `HTTP/1.0` or `HTTP/1.1`.
    var version: String
    /// Header fields in order, names lowercased, values trimmed.
    var headers: [(name: String, value: String)]
    /// The body (empty without `Content-Length`).
    var body: [UInt8]

    /// The last value of header `name` (lowercase), if any.
    func header(_ name: String) -> String? { headers.last { $0.name == name }?.value }

    /// Every value of query parameter `name`, in order.
    func queryValues(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`, HTTP/1.0
    /// only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if tokens.contains("close") { return false }
        return version == "HTTP/1.1" || tokens.contains("keep-alive")
    }

    static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.target == b.target && a.path == b.path && a.version == b.version && a.body == b.body
            && a.query.map { [$0.name, $0.value] } == b.query.map { [$0.name, $0.value] }
            && a.headers.map { [$0.name, $0.value] } == b.headers.map { [$0.name, $0.value] }
    }
}
