import Foundation
import IndoorGeometry
import Routing

/// The HTTP API of `indoor serve`: maps a request to the answer the matching command prints, through the
/// same code (batch-line readers, answer builders, ``CLIResult/json(_:pretty:stderr:failure:)``), so that
/// a document the CLI prints and the server sends are the same bytes.
///
/// Endpoints (docs/serve.md has an example of each): `GET /` (the map page), `/health`, `/venues`,
/// `/venues/{id}` (`info --json`), `/venues/{id}/floors/{floor}.svg` (`render`), `/venues/{id}/floors/{floor}.geojson`
/// (the page's floor drawing), and the questions `/route`, `/matrix`, `/reachable`, `/locate`, `/check`
/// and `/progress` (GET query or POST JSON), `/match` (POST), each also under `/venues/{id}/…`.
struct ServeAPI: Sendable {
    /// The venues served, in command-line order.
    let venues: [ServeVenue]

    /// The methods the server knows; any other is answered 405.
    static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "OPTIONS"]

    /// The question endpoints: the methods each takes (GET also covers HEAD).
    static let questions: [String: [String]] = [
        "route": ["GET", "POST"], "matrix": ["GET", "POST"], "reachable": ["GET", "POST"], "locate": ["GET", "POST"], "check": ["GET", "POST"],
        "match": ["POST"], "progress": ["GET", "POST"]
    ]

    /// The answer to `request`; never traps on what a client sends.
    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        let allowed = Self.allowedMethods(parts)
        guard let allowed else { return .error(404, "no such endpoint '\(request.path)' (see /health, /venues, /route, … in docs/serve.md)") }
        // Built only for the answers that name it (OPTIONS, 405).
        func allowHeader() -> String { (allowed + (allowed.contains("GET") ? ["HEAD"] : []) + ["OPTIONS"]).joined(separator: ", ") }
        if request.method == "OPTIONS" {
            return HTTPResponse(status: 204, contentType: "text/plain", body: [], headers: [("Allow", allowHeader())])
        }
        let method = request.method == "HEAD" ? "GET" : request.method
        guard Self.knownMethods.contains(request.method), allowed.contains(method) else {
            var r = HTTPResponse.error(405, "method \(request.method) is not allowed on \(request.path) (allowed: \(allowHeader()))")
            r.headers.append(("Allow", allowHeader()))
            return r
        }
        switch parts.count {
        case 0: return HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ServeMapPage.html.utf8))
        case 1 where parts[0] == "health":
            return .json(#"{"status":"ok","venues":\#(venues.count)}"# + "\n")
        case 1 where parts[0] == "venues":
            return Self.json(.array(venues.map(\.summary)))
        case 1:
            return question(parts[0], venueID: nil, request: request)
        default:
            break
        }
        guard let venue = venues.first(where: { $0.id == parts[1] }) else {
            return .error(404, "no venue '\(parts[1])' (served: \(venues.map(\.id).joined(separator: ", ")))")
        }
        switch parts.count {
        case 2: return Self.json(VenueReport.infoValue(venue.venue))
        case 3: return question(parts[2], venueID: venue.id, request: request)
        default: return floor(parts[3], of: venue)
        }
    }

    /// The methods a path takes, `nil` for no such path.
    static func allowedMethods(_ parts: [String]) -> [String]? {
        switch parts.count {
        case 0: return ["GET"]
        case 1 where parts[0] == "health" || parts[0] == "venues": return ["GET"]
        case 1: return questions[parts[0]]
        case 2 where parts[0] == "venues": return ["GET"]
        case 3 where parts[0] == "venues": return questions[parts[2]]
        case 4 where parts[0] == "venues" && parts[2] == "floors" && (parts[3].hasSuffix(".svg") || parts[3].hasSuffix(".geojson")): return ["GET"]
        default: return nil
        }
    }

    /// A JSON document as the CLI prints it (``CLIResult/json(_:pretty:stderr:failure:)``): 200, or 500 when
    /// it holds a number JSON cannot write.
    static func json(_ value: JSONValue, pretty: Bool = false) -> HTTPResponse {
        var body: [UInt8] = []
        do {
            try JSONWriter(pretty: pretty).write(value, into: &body)
        } catch {
            let r = CLIResult.json(value, pretty: pretty)
            return .error(500, CLIInput.trimmed(r.stderr.utf8))
        }
        body.append(10)
        return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: body)
    }

    /// A found route's document (``RouteDocument``) as the CLI prints it, written straight from the route
    /// into the body's bytes (``CLIRouteRequest/FoundRoute/write(into:)``); when it holds a number JSON
    /// cannot write, the answer of ``document(_:)-(GeoJSONFeatureCollection)`` for its collection.
    static func document(_ route: CLIRouteRequest.FoundRoute) -> HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(16_384)
        do {
            try route.write(into: &body)
        } catch {
            return document(route.document)
        }
        body.append(10)
        return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: body)
    }

    /// A route document (``RouteDocument``) as the CLI prints it (``CLIResult/document(_:pretty:stderr:failure:)``),
    /// written straight into the body's bytes: 200, or 500 when it holds a number JSON cannot write.
    static func document(_ collection: GeoJSONFeatureCollection) -> HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(16_384)
        do {
            try RouteDocument.encoder.write(collection, into: &body)
        } catch {
            return json(RouteDocument.encoder.value(collection))
        }
        body.append(10)
        return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: body)
    }

    /// The HTTP status of a command's failure: a usage error is 400 (404 for a place the venue does not
    /// have), nothing found 422, anything else 500.
    static func status(of failure: CLIRouteRequest.Failure) -> Int {
        switch failure.code {
        case .usage: return failure.message.hasPrefix("no space, location or name") ? 404 : 400
        case .nothingFound: return 422
        default: return 500
        }
    }

    /// The HTTP status of a floor reference that names no floor (404) or several (400).
    static func status(of error: FloorLookupError) -> Int {
        if case .unknownFloor = error { return 404 }
        return 400
    }

    /// An error answer for a command's failure (its message without the trailing newline and warnings).
    static func error(_ failure: CLIRouteRequest.Failure) -> HTTPResponse {
        let first = failure.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? failure.message
        return .error(status(of: failure), first)
    }

    /// The venue a question is about: the one in the path, else the `venue` member, else the only one.
    func venue(pathID: String?, member: JSONValue?) -> Result<ServeVenue, ServeParameters.Problem> {
        let id: String
        switch (pathID, member) {
        case let (p?, _): id = p
        case let (nil, .string(s)?): id = s
        case (nil, nil) where venues.count == 1: return .success(venues[0])
        case (nil, nil):
            return .failure(.init(status: 400, message: "several venues are served: name one with 'venue' (\(venues.map(\.id).joined(separator: ", ")))"))
        case let (nil, other?): return .failure(.init(status: 400, message: "\"venue\" must be a string, found \(other.typeName)"))
        }
        guard let v = venues.first(where: { $0.id == id }) else {
            return .failure(.init(status: 404, message: "no venue '\(id)' (served: \(venues.map(\.id).joined(separator: ", ")))"))
        }
        return .success(v)
    }
}
