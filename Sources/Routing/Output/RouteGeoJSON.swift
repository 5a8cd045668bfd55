import IndoorGeometry

/// Writes a route as the ``RouteDocument`` GeoJSON FeatureCollection, which MapKit's `MKGeoJSONDecoder`
/// and MapLibre draw as is and `indoor render --route` reads back (``RenderRoute``).
///
/// - One `LineString` feature per walking leg (``RouteDocument/floor``, ``RouteDocument/leg``, …).
/// - One `MultiPoint` feature per floor change: entrance point, exit point, with
///   ``RouteDocument/fromFloor`` and ``RouteDocument/toFloor``.
/// - A top-level foreign member `summary` (RFC 7946 §6.1): `distance` (metres walked), `duration`
///   (seconds), `cost` (walking-metre equivalents), `from`, `to`, `profile`, a `breakdown` (one entry per
///   leg and connection; a connection's `sourceCost` is the source data's own weight for it, for reference
///   only, see ``RouteDocument``), turn-by-turn `instructions` and `inferred`: what the route relies on that
///   the source does not draw (``RouteInferences``; also on the legs and connections concerned).
/// Coordinates are WGS84 `[longitude, latitude]`; legs carry every vertex unless `simplify` (metres) is set.
/// Write the collection with ``RouteDocument/encoder`` (coordinates to 1e-9 degrees).
public enum RouteGeoJSON {
    /// The route document of a found route.
    /// - Parameters:
    ///   - route: a route with status ``RouteStatus/found``.
    ///   - venue: the venue it was planned in (floor ids and names, the projection to degrees).
    ///   - from, to: the labels of its ends, for the summary and the instructions.
    ///   - profileName: the profile's name for the summary (`default`, `accessible`).
    ///   - simplify: Douglas–Peucker tolerance in metres for the legs; `nil` keeps every vertex.
    ///   - inferences: the venue's ``RouteInferenceIndex`` (``VenueRouterCache/inferences``); `nil` builds one
    ///     for this call, at a cost in proportion to the venue's doors.
    /// - Returns: the FeatureCollection, `summary` a foreign member (write it with ``RouteDocument/encoder``).
    public static func featureCollection(
        _ route: RouteResult, venue: Venue, from: String, to: String, profileName: String, simplify: Double? = nil,
        inferences: RouteInferenceIndex? = nil
    ) -> GeoJSONFeatureCollection {
        let p = venue.projection
        func metres(_ d: Double) -> JSONValue { .number((d * 1000).rounded() / 1000) }
        var features: [GeoJSONFeature] = []
        var breakdown: [JSONValue] = []
        var legIndex = 0
        let index = inferences ?? RouteInferenceIndex(venue: venue)
        let doors = RouteDoorCrossings(route: route, venue: venue, index: index)
        let crossings = RouteInferences.crossings(of: route, in: venue, index: index, doors: doors)
        let inferred = RouteInferences.used(by: route, in: venue, index: index, crossings: crossings)
        let inferredByID = Dictionary(inferred.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (k, step) in route.steps.enumerated() {
            switch step {
            case let .walk(leg):
                var pts = leg.points
                if let tol = simplify, tol > 0, pts.count > 2 { pts = Polyline(uncheckedPoints: pts).simplified(tolerance: tol).points }
                if pts.count == 1 { pts.append(pts[0]) }
                let f = venue.floors[leg.floor]
                var properties: JSONObject = [
                    RouteDocument.leg: .number(Double(legIndex)), RouteDocument.floor: .string(f.id), "floorName": .string(f.name),
                    "ordinal": .number(Double(f.ordinal)), "distance": metres(leg.distance)
                ]
                var legInferred = crossings[k].compactMap { inferredByID[venue.doors[$0].id] }
                if f.id == VenueInference.outdoorFloorID, let g = inferredByID[VenueInference.outdoorFloorID] { legInferred.insert(g, at: 0) }
                if !legInferred.isEmpty { properties.append("inferred", .array(legInferred.map(RouteInferences.value))) }
                features.append(GeoJSONFeature(id: nil, geometry: .lineString(pts, projection: p), properties: properties))
                breakdown.append(["kind": "walk", "floor": .string(f.id), "distance": metres(leg.distance), "cost": metres(leg.distance)])
                legIndex += 1
            case let .connection(c):
                let a = venue.floors[c.entrance.floor], b = venue.floors[c.exit.floor]
                var properties: JSONObject = [
                    RouteDocument.connection: .string(c.type.description), "id": .string(c.id), RouteDocument.fromFloor: .string(a.id),
                    RouteDocument.toFloor: .string(b.id), RouteDocument.fromFloorName: .string(a.name), RouteDocument.toFloorName: .string(b.name),
                    "floorsCrossed": .number(Double(c.floorsCrossed)), "cost": metres(c.cost), "duration": metres(c.seconds)
                ]
                if let e = inferredByID[c.id] { properties.append("inferred", .array([RouteInferences.value(e)])) }
                features.append(GeoJSONFeature(id: nil, geometry: .multiPoint([c.entrance.point, c.exit.point], projection: p), properties: properties))
                breakdown.append([
                    "kind": .string(c.type.description), "id": .string(c.id), "fromFloor": .string(a.id), "toFloor": .string(b.id),
                    "cost": metres(c.cost), "duration": metres(c.seconds), "sourceCost": metres(c.rawCost)
                ])
            }
        }
        let instructions = RouteInstructions.positioned(route, venue: venue, from: from, to: to, inferred: inferred, doors: doors, index: index)
        var summary: JSONObject = [
            "distance": metres(route.distance), "duration": metres(route.duration), "cost": metres(route.cost),
            "from": .string(from), "to": .string(to), "profile": .string(profileName),
            "breakdown": .array(breakdown),
            "instructions": .array(instructions.map { JSONValue.string($0.text) }),
            "inferred": .array(inferred.map(RouteInferences.value))
        ]
        // A space beyond the walkways: the route ends short of it, and says by how much.
        if let e = inferred.last(where: { $0.kind == .approach }), let d = e.distance {
            summary.append("approach", ["space": .string(e.spaceIDs[0]), "distance": metres(d)])
        }
        return GeoJSONFeatureCollection(features: features, foreignMembers: [RouteDocument.summary: .object(summary)])
    }
}
