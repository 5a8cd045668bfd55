import Foundation
import IndoorGeometry
import Routing

/// One route query with its options, as given on the command line or in a batch line.
struct CLIRouteRequest {
    /// Where the route starts.
    var from: PlaceQuery
    /// Where it ends; `nil` for a question without one (`--to-nearest`, `--to-any`, `--optimize` with a
    /// free end).
    var to: PlaceQuery?
    /// Everything else the query asks (profile, avoided types, questions, closures, output).
    var settings: CLIRouteSettings

    struct Answer {
        /// The route document (``RouteDocument``), written with ``RouteDocument/encoder``.
        var document: GeoJSONFeatureCollection
        var warnings: String
    }

    struct Failure: Error {
        var message: String
        var code: CLIExitCode
    }

    /// A found route with what its document (``RouteDocument``) is made of.
    struct FoundRoute {
        var route: RouteResult
        var venue: Venue
        /// The labels of its ends.
        var from: String, to: String
        var profileName: String
        /// Douglas–Peucker tolerance of the legs in metres, `nil` for every vertex.
        var simplify: Double?
        var inferences: RouteInferenceIndex
        var warnings: String

        /// The route document as a collection (``RouteGeoJSON/featureCollection(_:venue:from:to:profileName:simplify:inferences:)``).
        var document: GeoJSONFeatureCollection {
            RouteGeoJSON.featureCollection(
                route, venue: venue, from: from, to: to, profileName: profileName, simplify: simplify, inferences: inferences)
        }

        /// Appends the document's compact text (``RouteGeoJSON/write(_:venue:from:to:profileName:simplify:inferences:into:)``).
        /// - Throws: ``JSONWriteError`` for a NaN or infinite number; `out` is then as it was.
        func write(into out: inout [UInt8]) throws(JSONWriteError) {
            try RouteGeoJSON.write(
                route, venue: venue, from: from, to: to, profileName: profileName, simplify: simplify, inferences: inferences, into: &out)
        }
    }

    /// What a request finds: a route between two places, or the document of a question (nearest, any,
    /// optimized visit order).
    enum Found {
        case route(FoundRoute)
        case answer(Answer)
    }

    /// The answer: the route document of ``plan(routers:)``'s route, or its question's document.
    func run(routers: VenueRouterCache) -> Result<Answer, Failure> {
        plan(routers: routers).map { found in
            switch found {
            case let .route(r): return Answer(document: r.document, warnings: r.warnings)
            case let .answer(a): return a
            }
        }
    }

    /// The route (or a question's answer) without writing its document, for a writer that writes it as bytes.
    func plan(routers: VenueRouterCache) -> Result<Found, Failure> {
        var profile = settings.routingProfile
        let router: VenueRouter
        do {
            router = try routers.router(for: settings.routerKey)
        } catch {
            return .failure(Failure(message: "cannot build the routing structure: \(error)", code: .dataError))
        }
        let venue = router.venue
        let closure: VenueClosure
        do {
            closure = try router.closure(of: settings.close)
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        profile.closedConnections = closure.connectionIds
        if settings.isQuestion {
            return runQuestion(router: router, places: routers.places, inferences: routers.inferences, profile: profile, closure: closure).map(Found.answer)
        }
        guard let to else {
            return .failure(Failure(message: "internal error: a route without a destination", code: .software))
        }
        let start: ResolvedPlace, goal: ResolvedPlace
        do {
            start = try routers.places.resolve(from)
            goal = try routers.places.resolve(to)
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        let r = router.route(from: start, to: goal, profile: profile)
        var warnings = closure.warning
        let closed = router.closedDoors.reduce(0) { $0 + $1.filter { $0.reason != .blockedInSource }.count }
        if closed > 0 {
            warnings += "warning: \(closed) door(s) at most \(2 * router.key.clearance) m wide are closed for this profile (see 'indoor check')\n"
        }
        switch r.status {
        case .found:
            return .success(
                .route(
                    FoundRoute(
                        route: r, venue: venue, from: start.label, to: goal.label, profileName: profile.requiresAccessible ? "accessible" : "default",
                        simplify: settings.simplify > 0 ? settings.simplify : nil, inferences: routers.inferences, warnings: warnings)))
        case .noPath:
            let why = VenueRouter.diagnosis(router: router, start: start, goal: goal, result: r, profile: profile)
            return .failure(Failure(message: "no route from '\(start.label)' to '\(goal.label)' for this profile: \(why)\n" + warnings, code: .nothingFound))
        case .startOutsideFreeSpace:
            return .failure(Failure(message: "'\(start.label)' is not within \(profile.snapDistance) m of walkable space on its floor", code: .nothingFound))
        case .goalOutsideFreeSpace:
            return .failure(Failure(message: "'\(goal.label)' is not within \(profile.snapDistance) m of walkable space on its floor", code: .nothingFound))
        case .startRestricted, .goalRestricted:
            let place = r.status == .startRestricted ? start : goal
            let what = router.restriction(of: place).map { " ('\($0)')" } ?? ""
            return .failure(
                Failure(
                    message: "'\(place.label)' is restricted\(what): only staff routes may start or end there (use --include-non-public)", code: .nothingFound))
        case .unknownStartFloor, .unknownGoalFloor:
            return .failure(Failure(message: "internal error: a resolved place names a floor the router does not have", code: .software))
        }
    }
}
