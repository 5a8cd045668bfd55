import IndoorGeometry
import Routing

extension VenueClosure {
    /// A warning line naming the doors of closed spaces that stay open (a door line that could not be made a
    /// mesh edge; every other door closes); empty when none.
    var warning: String {
        openDoors.isEmpty
            ? ""
            : "warning: \(openDoors.count) door(s) of the closed space(s) stay open (their lines could not be made closable): \(openDoors.prefix(8).joined(separator: ", "))\n"
    }
}

extension CLIRouteRequest {
    /// `--to-nearest`, `--to-any` and `--via`: the nearest of several places, or a route through stops.
    func runQuestion(
        router: VenueRouter, places: PlaceDirectory, inferences: RouteInferenceIndex, profile: RoutingProfile, closure: VenueClosure
    ) -> Result<Answer, Failure> {
        let venue = router.venue
        let profileName = profile.requiresAccessible ? "accessible" : "default"
        let start: ResolvedPlace
        do {
            start = try places.resolve(from)
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        if settings.toNearest != nil || !settings.toAny.isEmpty {
            var candidates: [ResolvedPlace] = []
            if let kind = settings.toNearest {
                candidates = places.places(ofKind: kind)
                if candidates.isEmpty {
                    return .failure(
                        Failure(
                            message:
                                "no place of category or kind '\(kind)' in this venue (try a location category, an IMDF unit or amenity category, a space kind, 'exit', or a connection type such as 'elevator')",
                            code: .usage))
                }
            } else {
                do {
                    for ref in settings.toAny { candidates.append(try places.resolve(ref)) }
                } catch {
                    return .failure(Failure(message: error.description, code: .usage))
                }
            }
            let near = router.nearest(from: start, to: candidates, profile: profile, closedSpaces: closure.spaceIndices)
            guard let k = near.place, near.route.status == .found else {
                return .failure(
                    Failure(
                        message: "no route from '\(start.label)' to any of \(candidates.count) candidate place(s) for this profile\n" + closure.warning,
                        code: .nothingFound))
            }
            var document = RouteGeoJSON.featureCollection(
                near.route, venue: venue, from: start.label, to: candidates[k].label, profileName: profileName,
                simplify: settings.simplify > 0 ? settings.simplify : nil, inferences: inferences)
            document.foreignMembers = Self.patchSummary(document.foreignMembers) { s in
                s = Self.setting(s, "nearest", .string(candidates[k].label))
                s = Self.setting(s, "candidates", .number(Double(candidates.count)))
            }
            return .success(Answer(document: document, warnings: closure.warning))
        }
        var stops = [start]
        do {
            for ref in settings.via { stops.append(try places.resolve(ref)) }
            if let to { stops.append(try places.resolve(to)) }
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        let order: ViaOrder = !settings.optimize ? .given : (to == nil ? .optimizedFreeEnd : .optimizedFixedEnds)
        let tour: ViaRoute
        do {
            tour = try router.route(through: stops, order: order, profile: profile, closedSpaces: closure.spaceIndices)
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        guard tour.status == .found else {
            let k = tour.legs.firstIndex { $0.status != .found } ?? 0
            return .failure(
                Failure(
                    message:
                        "no route from '\(stops[tour.order[k]].label)' to '\(stops[tour.order[k + 1]].label)' (leg \(k + 1) of \(tour.legs.count)) for this profile\n"
                        + closure.warning, code: .nothingFound))
        }
        // One leg group per stop: each leg's features carry "legGroup" (0-based) and the stops it joins.
        var features: [GeoJSONFeature] = []
        var groups: [JSONValue] = []
        for (k, leg) in tour.legs.enumerated() {
            let a = stops[tour.order[k]].label, b = stops[tour.order[k + 1]].label
            let fc = RouteGeoJSON.featureCollection(
                leg, venue: venue, from: a, to: b, profileName: profileName, simplify: settings.simplify > 0 ? settings.simplify : nil,
                inferences: inferences)
            for var f in fc.features {
                f.properties = Self.setting(f.properties, "legGroup", .number(Double(k)))
                features.append(f)
            }
            if let s = fc.foreignMembers[RouteDocument.summary] { groups.append(s) }
        }
        func metres(_ d: Double) -> JSONValue { .number((d * 1000).rounded() / 1000) }
        let summary: JSONValue = [
            "distance": metres(tour.distance), "duration": metres(tour.duration), "cost": metres(tour.cost),
            "from": .string(start.label), "to": .string(stops[tour.order.last ?? 0].label), "profile": .string(profileName),
            "optimized": .bool(settings.optimize), "order": .array(tour.order.map { .string(stops[$0].label) }), "legGroups": .array(groups)
        ]
        return .success(
            Answer(document: GeoJSONFeatureCollection(features: features, foreignMembers: [RouteDocument.summary: summary]), warnings: closure.warning))
    }

    /// A route document's foreign members with the `summary` object edited.
    static func patchSummary(_ members: JSONObject, _ edit: (inout JSONObject) -> Void) -> JSONObject {
        guard case var .object(s)? = members[RouteDocument.summary] else { return members }
        edit(&s)
        return setting(members, RouteDocument.summary, .object(s))
    }

    /// `o` with member `key` set to `value` (replaced in place, else appended).
    static func setting(_ o: JSONObject, _ key: String, _ value: JSONValue) -> JSONObject {
        var out = JSONObject()
        var done = false
        for (k, v) in o.members {
            if k == key { out.append(k, value); done = true } else { out.append(k, v) }
        }
        if !done { out.append(key, value) }
        return out
    }
}
