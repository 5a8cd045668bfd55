import IndoorGeometry

extension NavigationRoute {
    /// Reads the route document `indoor route` prints (``RouteGeoJSON``) back into a route to follow.
    ///
    /// Walking legs are the `LineString` features with a ``RouteDocument/floor`` id, in file order; floor
    /// changes the `MultiPoint` features with ``RouteDocument/fromFloor`` and ``RouteDocument/toFloor``
    /// (their `duration`, seconds, and `cost` are kept); the `summary` gives `from`, `to`, `profile` and
    /// `duration` (absent members: the labels `start`, `destination`, the profile `default`, the duration
    /// of walking at ``RoutingProfile/default``'s speed plus the connections').
    /// - Throws: ``FormatError`` naming the file and feature: malformed GeoJSON, a floor id the venue does
    ///   not have, a leg of fewer than two positions, no leg at all.
    public init(geoJSON bytes: [UInt8], file: String, venue: Venue) throws(FormatError) {
        let collection = try GeoJSONDecoder(file: file).decodeFeatureCollection(bytes)
        var floorIndex: [String: Int] = [:]
        for (i, f) in venue.floors.enumerated() where floorIndex[f.id] == nil { floorIndex[f.id] = i }
        var connectionIndex: [String: Int] = [:]
        for (i, c) in VenueRouter.connections(of: venue).enumerated() where connectionIndex[c.id] == nil { connectionIndex[c.id] = i }
        func floor(_ v: JSONValue?, _ path: String, _ feature: GeoJSONFeature) throws(FormatError) -> Int {
            guard case let .string(id)? = v else {
                throw FormatError(file: file, path: path, featureID: feature.id, message: "expected a floor id (string), found \(v?.typeName ?? "nothing")")
            }
            guard let f = floorIndex[id] else {
                throw FormatError(file: file, path: path, featureID: feature.id, message: "the venue has no floor '\(id)'")
            }
            return f
        }
        let p = venue.projection
        var steps: [RouteStep] = []
        var walked = 0.0, connectionSeconds = 0.0, cost = 0.0
        for (i, feature) in collection.features.enumerated() {
            let path = "features[\(i)]"
            switch feature.geometry {
            case let .lineString(cs)? where feature.properties[RouteDocument.floor] != nil:
                let f = try floor(feature.properties[RouteDocument.floor], path + ".properties.floor", feature)
                guard cs.count >= 2 else {
                    throw FormatError(
                        file: file, path: path + ".geometry.coordinates", featureID: feature.id,
                        message: "a route leg needs at least two positions, found \(cs.count)")
                }
                let leg = RouteLeg(floor: f, walking: cs.map(p.project))
                walked += leg.distance
                cost += leg.distance
                steps.append(.walk(leg))
            case let .multiPoint(cs)? where cs.count == 2 && feature.properties[RouteDocument.fromFloor] != nil:
                let a = try floor(feature.properties[RouteDocument.fromFloor], path + ".properties.fromFloor", feature)
                let b = try floor(feature.properties[RouteDocument.toFloor], path + ".properties.toFloor", feature)
                let id = feature.properties["id"]?.stringValue ?? ""
                let seconds = feature.properties["duration"]?.numberValue ?? 0
                let c = feature.properties["cost"]?.numberValue ?? seconds * RoutingProfile.default.walkingSpeed
                connectionSeconds += seconds
                cost += c
                steps.append(
                    .connection(
                        RouteConnectionUse(
                            connection: connectionIndex[id] ?? -1, id: id,
                            type: ConnectionType(feature.properties[RouteDocument.connection]?.stringValue ?? "unknown"),
                            entrance: RoutePoint(floor: a, point: p.project(cs[0])), exit: RoutePoint(floor: b, point: p.project(cs[1])),
                            floorsCrossed: feature.properties["floorsCrossed"]?.intValue ?? 0, cost: c, seconds: seconds, rawCost: 0)))
            default:
                continue
            }
        }
        let legs = steps.compactMap { if case let .walk(l) = $0 { return l } else { return nil } }
        guard let first = legs.first, let last = legs.last else {
            throw FormatError(file: file, message: "no route leg: expected LineString features with a 'floor' property, as printed by 'indoor route'")
        }
        let summary = collection.foreignMembers[RouteDocument.summary]
        let duration = summary?["duration"]?.numberValue ?? walked / RoutingProfile.default.walkingSpeed + connectionSeconds
        let route = RouteResult(
            status: .found, start: RoutePoint(floor: first.floor, point: first.points[0]),
            goal: RoutePoint(floor: last.floor, point: last.points[last.points.count - 1]), steps: steps, cost: summary?["cost"]?.numberValue ?? cost,
            distance: walked, duration: duration)
        self.init(
            route, venue: venue, from: summary?["from"]?.stringValue ?? "start", to: summary?["to"]?.stringValue ?? "destination",
            profileName: summary?["profile"]?.stringValue ?? "default")
    }
}
