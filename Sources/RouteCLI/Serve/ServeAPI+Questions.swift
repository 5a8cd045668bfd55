import Foundation
import IndoorGeometry
import Routing

extension ServeAPI {
    /// Query-parameter types of the questions answered from a JSON object.
    static let schemas: [String: ServeParameters.Schema] = [
        "route": .init(
            arrays: ["avoid", "toAny", "via", "close"], numbers: ["clearance", "simplify", "floorChangePenalty"], booleans: ["includeNonPublic", "optimize"]),
        "matrix": .init(arrays: ["sources", "destinations", "close"], booleans: ["includeNonPublic"]),
        "reachable": .init(arrays: ["close"], booleans: ["includeNonPublic"]),
        "check": .init(booleans: ["includeNonPublic"]),
        "locate": .init(numbers: ["lon", "lat", "maxDistance"]),
        "progress": .init(
            arrays: ["avoid", "toAny", "via", "close"], numbers: ["accuracy", "clearance", "simplify", "floorChangePenalty"],
            booleans: ["pretty", "includeNonPublic", "optimize"])
    ]

    /// The answer to question `name` (`route`, `matrix`, …) about the venue in the path or the request.
    func question(_ name: String, venueID: String?, request: HTTPRequest) -> HTTPResponse {
        if request.method == "POST" && name == "locate" { return lines(name, venueID: venueID, request: request) }
        if name == "match" { return match(venueID: venueID, request: request) }
        let o: JSONObject
        switch ServeParameters.object(of: request, schema: Self.schemas[name] ?? .init()) {
        case let .success(x): o = x
        case let .failure(p): return .error(p.status, p.message)
        }
        let (members, venueMember) = ServeParameters.removing("venue", from: o)
        let v: ServeVenue
        switch venue(pathID: venueID, member: venueMember) {
        case let .success(x): v = x
        case let .failure(p): return .error(p.status, p.message)
        }
        switch name {
        case "route": return route(members, v)
        case "matrix": return answer(MatrixCommand.answer(line: members, routers: v.routers, defaults: (.standard, false)))
        case "reachable": return answer(ReachableCommand.answer(line: members, routers: v.routers, defaults: (.standard, false)))
        case "check": return check(members, v)
        case "locate": return locate(members, v)
        case "progress": return progress(members, v)
        default: return .error(404, "no such endpoint '\(request.path)'")
        }
    }

    /// A JSON answer or the failure's error.
    func answer(_ r: Result<JSONValue, CLIRouteRequest.Failure>) -> HTTPResponse {
        switch r {
        case let .success(j): return Self.json(j)
        case let .failure(f): return Self.error(f)
        }
    }

    /// `/route`: the members of a `route --batch` line; the document `route --from … --to …` prints.
    func route(_ o: JSONObject, _ v: ServeVenue) -> HTTPResponse {
        let defaults = RouteCommand.Options(venuePath: v.path, query: .batch(path: "-"), pretty: false, settings: CLIRouteSettings())
        switch CLIRouteBatchLine.request(.object(o), defaults: defaults) {
        case let .failure(p): return .error(400, p.message)
        case let .success(request):
            switch request.plan(routers: v.routers) {
            case let .success(.route(r)): return Self.document(r)
            case let .success(.answer(a)): return Self.document(a.document)
            case let .failure(f): return Self.error(f)
            }
        }
    }

    /// `/check`: `profile` and `includeNonPublic`; the document `check --json` prints.
    func check(_ o: JSONObject, _ v: ServeVenue) -> HTTPResponse {
        if o["close"] != nil { return .error(400, "unknown member \"close\" (known: profile, includeNonPublic)") }
        let common: (CLIRouteProfile, Bool)
        switch CLIQuestionSupport.common(o, known: [], defaults: (.standard, false)) {
        case let .success(c): common = c
        case let .failure(f): return Self.error(f)
        }
        let (key, profile) = CLIQuestionSupport.query(common.0, includeNonPublic: common.1)
        do {
            return Self.json(RoutingCheck(router: try v.routers.router(for: key), profile: profile).json)
        } catch {
            return .error(500, "cannot build the routing structure: \(error)")
        }
    }

    /// `GET /locate`: `lon`, `lat`, `floor` and optional `maxDistance` (metres); the document
    /// `locate --at lon,lat --floor f` prints (200 also when no space holds the point: its `status` says so).
    func locate(_ o: JSONObject, _ v: ServeVenue) -> HTTPResponse {
        let known = ["lon", "lat", "floor", "maxDistance"]
        if let unknown = o.keys.first(where: { !known.contains($0) }) {
            return .error(400, "unknown member \"\(unknown)\" (known: \(known.joined(separator: ", ")))")
        }
        guard let lon = o["lon"]?.numberValue, let lat = o["lat"]?.numberValue else { return .error(400, "give numbers \"lon\" and \"lat\" (WGS84 degrees)") }
        let floor: String
        switch o["floor"] {
        case let .string(s)? where !s.isEmpty: floor = s
        case let .number(x)? where x == x.rounded() && abs(x) < 1e6: floor = String(Int(x))
        default: return .error(400, "give \"floor\": a floor id, name or ordinal")
        }
        let maxDistance = o["maxDistance"]?.numberValue ?? Locator.defaultMaxDistance
        guard (0 ... 10_000).contains(maxDistance) else { return .error(400, "\"maxDistance\" must be a number of metres between 0 and 10000") }
        let at = GeoCoordinate(longitude: lon, latitude: lat)
        guard at.isValid else { return .error(400, "'\(lon),\(lat)' is not a valid longitude,latitude") }
        let venue = v.venue
        let p = venue.projection.project(at)
        let f: Int
        do {
            f = try venue.floorIndex(matching: floor, at: p)
        } catch {
            return .error(Self.status(of: error), "\(error)")
        }
        let result = v.locator.locate(p, floorIndex: f, maxDistance: maxDistance)
        return Self.json(LocateCommand.describe(result, at: at, venue: venue), pretty: true)
    }

    /// `POST /locate` (body: `locate --batch` lines; query `maxDistance`): the lines the command prints, as
    /// `application/x-ndjson`.
    func lines(_ name: String, venueID: String?, request: HTTPRequest) -> HTTPResponse {
        let params = ServeParameters.object(query: request.query, schema: .init(numbers: ["maxDistance"]))
        let (members, venueMember) = ServeParameters.removing("venue", from: params)
        let v: ServeVenue
        switch venue(pathID: venueID, member: venueMember) {
        case let .success(x): v = x
        case let .failure(p): return .error(p.status, p.message)
        }
        if let unknown = members.keys.first(where: { $0 != "maxDistance" }) {
            return .error(400, "unknown query parameter '\(unknown)' (known: venue, maxDistance)")
        }
        let maxDistance = members["maxDistance"]?.numberValue ?? Locator.defaultMaxDistance
        guard (0 ... 10_000).contains(maxDistance) else { return .error(400, "'maxDistance' must be a number of metres between 0 and 10000") }
        let batch = LocateBatch(locator: v.locator, maxDistance: maxDistance)
        let text = String(decoding: batch.process(lines: BatchLines.lines(request.body), firstLineNumber: 1), as: UTF8.self)
        return HTTPResponse(status: 200, contentType: "application/x-ndjson; charset=utf-8", body: Array(text.utf8))
    }
}
