import IndoorGeometry
import Routing

extension ServeAPI {
    /// The members `/progress` reads itself; any other member is one of the route's, when the route is
    /// given by `from` and `to` instead of as a document.
    static let progressMembers: Set<String> = ["route", "positions", "at", "accuracy", "profile", "pretty"]

    /// `/progress`, GET or POST: the route to follow (`route`: the route document, as an object or as JSON
    /// text; or the members of a `/route` question, `from`, `to`, …, answered first), then either `at`
    /// (`lon,lat[@floor]`) with optional `accuracy` (metres) and `pretty` (what `progress --route <file>
    /// --at …` prints) or `positions` (an array of `progress --batch` lines: what `--batch` prints, as
    /// NDJSON); `profile` reroutes with another profile than the route's.
    func progress(_ o: JSONObject, _ v: ServeVenue) -> HTTPResponse {
        var routeMembers = JSONObject()
        for (k, x) in o.members where !Self.progressMembers.contains(k) { routeMembers.append(k, x) }
        let document: [UInt8]
        switch (o["route"], routeMembers.keys.isEmpty) {
        case let (.string(text)?, true): document = Array(text.utf8)
        case let (value?, true) where value.objectValue != nil:
            guard let bytes = try? JSONWriter().bytes(value) else { return .error(400, "\"route\": a number JSON cannot write") }
            document = bytes
        case (nil, false):
            if let p = o["profile"] { routeMembers.append("profile", p) }
            let answer = route(routeMembers, v)
            guard answer.status == 200 else { return answer }
            document = answer.body
        case (_?, false):
            let first = routeMembers.keys.first ?? ""
            return .error(400, "unknown member \"\(first)\" (give \"route\" or the route's members such as \"from\" and \"to\", not both)")
        default:
            return .error(400, "give \"route\": the route document (what /route answers), or \"from\" and \"to\" to route first")
        }
        let venue = v.venue
        let route: NavigationRoute
        do {
            route = try NavigationRoute(geoJSON: document, file: "request", venue: venue)
        } catch {
            return .error(400, "\"route\": \(error)")
        }
        let navigator: RouteNavigator
        switch progressNavigator(route, profile: o["profile"], v) {
        case let .success(n): navigator = n
        case let .failure(p): return .error(p.status, p.message)
        }
        switch (o["at"], o["positions"]) {
        case (nil, nil): return .error(400, "give \"at\" (lon,lat[@floor]) or \"positions\" (an array of {\"t\", \"lon\", \"lat\", …} objects)")
        case (_?, _?): return .error(400, "\"positions\" cannot be combined with \"at\" (each position carries its own)")
        case let (at?, nil): return progressAt(at, accuracy: o["accuracy"], pretty: o["pretty"], navigator: navigator, venue: venue)
        case let (nil, positions?):
            if o["accuracy"] != nil { return .error(400, "\"accuracy\" goes with \"at\" (positions carry \"accuracy\")") }
            return progressBatch(positions, navigator: navigator, venue: venue)
        }
    }

    /// The navigator of a route: the router of `profile` (a profile name) or of the route's own profile.
    func progressNavigator(_ route: NavigationRoute, profile: JSONValue?, _ v: ServeVenue) -> Result<RouteNavigator, ServeParameters.Problem> {
        var named = CLIRouteProfile(rawValue: route.profileName) ?? .standard
        switch profile {
        case nil: break
        case let .string(s)?:
            guard let p = CLIRouteProfile(rawValue: s) else { return .failure(.init(status: 400, message: "unknown profile '\(s)'")) }
            named = p
        case let other?: return .failure(.init(status: 400, message: "\"profile\" must be a string, found \(other.typeName)"))
        }
        do {
            let router = try v.routers.router(for: named.routerKey)
            return .success(RouteNavigator(route: route, router: router, profile: named.routingProfile))
        } catch {
            return .failure(.init(status: 500, message: "cannot build the routing structure: \(error)"))
        }
    }

    /// One position (`at`: `lon,lat[@floor]`): the object `progress --at` prints (pretty with `pretty`).
    func progressAt(_ at: JSONValue, accuracy: JSONValue?, pretty: JSONValue?, navigator: RouteNavigator, venue: Venue) -> HTTPResponse {
        guard let text = at.stringValue else { return .error(400, "\"at\" must be a string 'lon,lat[@floor]', found \(at.typeName)") }
        let head = text.split(separator: "@", maxSplits: 1).map(String.init)
        let coordinate: GeoCoordinate
        var floor: Int? = nil
        do throws(CLIValueError) {
            coordinate = try CLIValueConversion.coordinate(head.first ?? "")
            if head.count > 1 {
                let reference = try CLIValueConversion.floor(head[1]).text
                do {
                    floor = try venue.floorIndex(matching: reference)
                } catch {
                    return .error(Self.status(of: error), "\(error)")
                }
            }
        } catch {
            return .error(400, "\"at\" '\(text)': \(error.reason)")
        }
        var metres: Double? = nil
        switch accuracy {
        case nil: break
        case let .number(a)? where a >= 0 && a <= CLINavigationFix.maxAccuracy: metres = a
        default: return .error(400, "\"accuracy\" must be a number of metres between 0 and \(Int(CLINavigationFix.maxAccuracy))")
        }
        let isPretty: Bool
        switch pretty {
        case nil: isPretty = false
        case let .bool(b)?: isPretty = b
        case let other?: return .error(400, "\"pretty\" must be a boolean, found \(other.typeName)")
        }
        var n = navigator
        let answer = n.update(NavigationFix(point: venue.projection.project(coordinate), floor: floor, accuracy: metres))
        return Self.json(ProgressCommand.describe(answer, line: nil, venue: venue), pretty: isPretty)
    }

    /// An array of positions: the lines `progress --batch` prints, as `application/x-ndjson`.
    func progressBatch(_ positions: JSONValue, navigator: RouteNavigator, venue: Venue) -> HTTPResponse {
        guard case let .array(items) = positions else { return .error(400, "give \"positions\": an array of {\"t\", \"lon\", \"lat\", …} objects") }
        // Each position as the text of one batch line, read by the batch reader itself.
        var text: [UInt8] = []
        for p in items {
            do {
                text += try JSONWriter().bytes(p)
            } catch {
                return .error(400, "\"positions\": \(error)")
            }
            text.append(10)
        }
        var batch = CLIProgressBatch(navigator: navigator, venue: venue)
        let out = items.isEmpty ? "" : batch.answer(BatchLines.lines(text), firstLineNumber: 1)
        return HTTPResponse(status: 200, contentType: "application/x-ndjson; charset=utf-8", body: Array(out.utf8))
    }

    /// `/venues/{id}/floors/{floor}.svg` (what `render --floor` prints) and `….geojson` (the map page's
    /// drawing of the floor: ``ServeFloorMap``).
    func floor(_ file: String, of v: ServeVenue) -> HTTPResponse {
        let svg = file.hasSuffix(".svg")
        let reference = String(file.dropLast(svg ? 4 : 8))
        let f: Int
        do {
            f = try v.venue.floorIndex(matching: reference)
        } catch {
            return .error(Self.status(of: error), "\(error)")
        }
        if svg { return HTTPResponse(status: 200, contentType: "image/svg+xml", body: Array(FloorRenderer(venue: v.venue).render(floorIndex: f).utf8)) }
        return Self.json(ServeFloorMap.document(v.venue, floorIndex: f))
    }
}
