import IndoorGeometry
import Routing

extension ServeAPI {
    /// `POST /match`: the members of `match`: the trail, `profile` and `path`. The body is the trail as
    /// `match --trail` reads it (JSON lines) with `profile` and `path` in the query, or a JSON object
    /// `{"trail": [<position>, …], "profile": …, "path": …}`. Without `path` (or `path=false`) the answer is
    /// the lines `match` prints (NDJSON); with `path=true` it is the route document `match --path <file>`
    /// writes (the matched walk), 422 when fewer than two positions matched.
    func match(venueID: String?, request: HTTPRequest) -> HTTPResponse {
        var members: JSONObject
        var trail: [UInt8]
        let query = ServeParameters.object(query: request.query, schema: .init(booleans: ["path"]))
        if let object = Self.matchObject(request.body) {
            if let other = query.keys.first(where: { $0 != "venue" }) {
                return .error(400, "query parameter '\(other)' with a JSON body: give the members in the body")
            }
            members = object
            if members["venue"] == nil, let v = query["venue"] { members.append("venue", v) }
            guard case let .array(items)? = object["trail"] else { return .error(400, "\"trail\" must be an array of {\"t\", \"lon\", \"lat\", …} objects") }
            trail = []
            for item in items {
                guard let bytes = try? JSONWriter().bytes(item) else { return .error(400, "\"trail\": a number JSON cannot write") }
                trail += bytes
                trail.append(10)
            }
        } else {
            members = query
            trail = request.body
        }
        let (rest, venueMember) = ServeParameters.removing("venue", from: members)
        let v: ServeVenue
        switch venue(pathID: venueID, member: venueMember) {
        case let .success(x): v = x
        case let .failure(p): return .error(p.status, p.message)
        }
        if let unknown = rest.keys.first(where: { !["trail", "profile", "path"].contains($0) }) {
            return .error(400, "unknown member \"\(unknown)\" (known: venue, trail, profile, path)")
        }
        var profile = CLIRouteProfile.standard
        switch rest["profile"] {
        case nil: break
        case let .string(s)?:
            guard let p = CLIRouteProfile(rawValue: s) else { return .error(400, "unknown profile '\(s)'") }
            profile = p
        case let other?: return .error(400, "\"profile\" must be a string, found \(other.typeName)")
        }
        var path = false
        switch rest["path"] {
        case nil: break
        case let .bool(b)?: path = b
        case let other?: return .error(400, "\"path\" must be a boolean, found \(other.typeName)")
        }
        return matched(trail, profile: profile, path: path, v)
    }

    /// The answer of a trail: the lines, or with `path` the matched walk's route document.
    func matched(_ trail: [UInt8], profile: CLIRouteProfile, path: Bool, _ v: ServeVenue) -> HTTPResponse {
        let matcher: TrailMatcher
        do {
            matcher = TrailMatcher(router: try v.routers.router(for: profile.routerKey), profile: profile.routingProfile)
        } catch {
            return .error(500, "cannot build the routing structure: \(error)")
        }
        let (lines, match) = MatchCommand.answer(trail: trail, matcher: matcher, venue: v.venue)
        guard path else { return HTTPResponse(status: 200, contentType: "application/x-ndjson; charset=utf-8", body: Array(lines.utf8)) }
        guard let walk = match.walk else { return .error(422, "fewer than two positions matched: no walk") }
        let doc = RouteGeoJSON.featureCollection(
            walk, venue: v.venue, from: "trail start", to: "trail end", profileName: profile.rawValue, inferences: v.routers.inferences)
        do {
            return HTTPResponse(status: 200, contentType: "application/json; charset=utf-8", body: try RouteDocument.encoder.bytes(doc))
        } catch {
            return .error(500, "the matched walk holds a number JSON cannot write: \(error)")
        }
    }

    /// The body as a JSON object with a `trail` member, or `nil` when it is a trail of JSON lines.
    static func matchObject(_ body: [UInt8]) -> JSONObject? {
        guard let o = (try? JSONParser.parse(body))?.objectValue, o["trail"] != nil else { return nil }
        return o
    }
}
