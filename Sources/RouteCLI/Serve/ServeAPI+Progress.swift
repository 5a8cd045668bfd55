import IndoorGeometry
import Routing

extension ServeAPI {
    /// `POST /progress`: `{"route": <route document>, "positions": [<progress --batch line>, …], "profile": …}`;
    /// the lines `progress --route <file> --batch <positions>` prints, as `application/x-ndjson`.
    func progress(_ o: JSONObject, _ v: ServeVenue) -> HTTPResponse {
        let known = ["route", "positions", "profile"]
        if let unknown = o.keys.first(where: { !known.contains($0) }) {
            return .error(400, "unknown member \"\(unknown)\" (known: \(known.joined(separator: ", ")))")
        }
        guard let routeValue = o["route"], routeValue.objectValue != nil else {
            return .error(400, "give \"route\": the route document (what /route answers)")
        }
        guard case let .array(positions)? = o["positions"] else { return .error(400, "give \"positions\": an array of {\"t\", \"lon\", \"lat\", …} objects") }
        let venue = v.venue
        let route: NavigationRoute
        do {
            route = try NavigationRoute(geoJSON: try JSONWriter().bytes(routeValue), file: "request", venue: venue)
        } catch {
            return .error(400, "\"route\": \(error)")
        }
        var named = CLIRouteProfile(rawValue: route.profileName) ?? .standard
        switch o["profile"] {
        case nil: break
        case let .string(s)?:
            guard let p = CLIRouteProfile(rawValue: s) else { return .error(400, "unknown profile '\(s)'") }
            named = p
        case let other?: return .error(400, "\"profile\" must be a string, found \(other.typeName)")
        }
        let router: VenueRouter
        do {
            router = try v.routers.router(for: named.routerKey)
        } catch {
            return .error(500, "cannot build the routing structure: \(error)")
        }
        // Each position as the text of one batch line, read by the batch reader itself.
        var text: [UInt8] = []
        for p in positions {
            do {
                text += try JSONWriter().bytes(p)
            } catch {
                return .error(400, "\"positions\": \(error)")
            }
            text.append(10)
        }
        var batch = CLIProgressBatch(navigator: RouteNavigator(route: route, router: router, profile: named.routingProfile), venue: venue)
        let out = positions.isEmpty ? "" : batch.answer(BatchLines.lines(text), firstLineNumber: 1)
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
