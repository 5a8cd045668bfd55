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
        var out: [UInt8] = []
        append(to: &out, keepAlive: keepAlive, includeBody: includeBody)
        return out
    }

    /// Appends ``serialized(keepAlive:includeBody:)`` to `out`, writing the head byte by byte (no
    /// intermediate string).
    func append(to out: inout [UInt8], keepAlive: Bool, includeBody: Bool) {
        out.reserveCapacity(out.count + 160 + (includeBody ? body.count : 0))
        out += Self.statusLine(status)
        out += "Content-Type: ".utf8
        out += contentType.utf8
        out += "\r\nContent-Length: ".utf8
        Self.appendDecimal(body.count, to: &out)
        out += keepAlive ? "\r\nConnection: keep-alive\r\n".utf8 : "\r\nConnection: close\r\n".utf8
        for (k, v) in headers {
            out += k.utf8
            out += ": ".utf8
            out += v.utf8
            out += "\r\n".utf8
        }
        out += "\r\n".utf8
        if includeBody { out += body }
    }

    /// `HTTP/1.1 <status> <reason>` and CRLF.
    static func statusLine(_ status: Int) -> [UInt8] {
        status == 200 ? okLine : Array("HTTP/1.1 \(status) \(reason(status))\r\n".utf8)
    }

    private static let okLine = Array("HTTP/1.1 200 OK\r\n".utf8)

    /// Appends the decimal digits of `n` to `out`.
    static func appendDecimal(_ n: Int, to out: inout [UInt8]) { JSONWriter.appendInteger(Int64(n), to: &out) }
}
