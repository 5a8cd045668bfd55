import Foundation
import IndoorGeometry

/// One HTTP answer: status, content type, body and extra header fields.
struct HTTPResponse: Sendable {
    /// The status code (200, 404, …).
    var status: Int
    /// The `Content-Type` of the body.
    var contentType: String
    /// The body bytes (sent without it for `HEAD`, whose `Content-Length` still counts it).
    var body: [UInt8]
    /// Further header fields, in order.
    var headers: [(String, String)] = []

    /// A JSON answer: the text as the CLI prints it (one document and a newline).
    static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// An error answer `{"error": message, "code": "<reason>"}` with `status`.
    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        let o = JSONObject([("error", .string(message)), ("code", .string(reasonCode(status)))])
        // Two strings always write (only numbers that are not finite fail): losing the error is right.
        let text = (try? JSONWriter().string(.object(o))) ?? "{}"
        return .json(text + "\n", status: status)
    }

    /// The short reason phrase of a status.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }

    /// The `code` member of an error answer: the reason phrase in lower camel case (`NotFound` → `notFound`),
    /// in the spirit of OSRM's `code`.
    static func reasonCode(_ status: Int) -> String {
        let words = reason(status).split(separator: " ")
        guard let first = words.first else { return "error" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// The bytes on the wire: status line, `Content-Type`, `Content-Length`, `Connection`, the extra fields,
    /// then the body unless `includeBody` is false (`HEAD`).
    func serialized(keepAlive: Bool, includeBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        for (k, v) in headers { head += "\(k): \(v)\r\n" }
        head += "\r\n"
        var out = Array(head.utf8)
        if includeBody { out += body }
        return out
    }
}
