import Foundation
import IndoorGeometry
import Routing

/// `indoor progress <venue> --route <route.json> (--at <lon,lat[@floor]> [--accuracy <m>] | --batch <file|->)`:
/// where a walker is along a route, and a new route when they left it.
enum ProgressCommand: CLISubcommand {
    /// What to answer.
    enum Query: Sendable, Equatable {
        /// One position, its floor when given (`@floor`).
        case single(GeoCoordinate, floor: String?)
        /// One JSON object per line (`{"t": …, "lon": …, "lat": …, "floor": …, "accuracy": …}`), in walking
        /// order, from a file or standard input (`-`).
        case batch(path: String)

        /// The batch input's path, nil for a single question.
        var batchPath: String? { if case let .batch(path) = self { path } else { nil } }
    }

    /// Typed options of `progress`.
    struct Options: Sendable, Equatable {
        var venuePath: String
        /// The route document (`indoor route` output) to follow.
        var routePath: String
        var query: Query
        /// Accuracy of `--at`, metres; `nil` takes ``RouteProgressParameters/defaultAccuracy``.
        var accuracyMetres: Double?
        /// The profile for rerouting; `nil` takes the route document's.
        var profile: CLIRouteProfile?
        var pretty: Bool
    }

    static let spec = CLICommandSpec(
        name: "progress",
        abstract: "Follow a walker along a route: progress, next instruction, off route and rerouting.",
        discussion: """
            Reads a route printed by 'indoor route' and a position, and prints one JSON object: the point \
            of the route the walker is matched to ('point', 'floor', 'leg'), metres and seconds travelled \
            and remaining, the next instruction and the metres to it, the distance from the route, and \
            'offRoute' (null, or the reason: 'tooFar' with the distance and the limit, or 'otherFloor'). \
            A position is off the route beyond max(4 × accuracy, 5 m) from the route near the progress made, \
            or on a floor the route does not walk there; the walker is off it after 2 such positions in a \
            row, so a single --at is never off the route. With --batch, reads one JSON object per line in \
            walking order ({"t": s, "lon": …, "lat": …} with optional "floor" and "accuracy"), follows \
            the walker through them and prints one JSON line per input line with its 'line' number; a bad \
            line gives {"line": n, "error": …} and the stream goes on. When a position makes the walker off \
            the route, its line also carries 'reroute': a new route (the route document) from the \
            position to the same destination with the same profile, which the following lines follow.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "route", valueName: "file", help: "The route to follow: the GeoJSON printed by 'indoor route'.", kind: .path, isRequired: true),
            CLIOptionSpec(name: "at", valueName: "lon,lat[@floor]", help: "The position, in WGS84 decimal degrees, with its floor when known.", kind: .text),
            CLIOptionSpec(
                name: "accuracy", valueName: "m", help: "The horizontal accuracy of --at, metres (0 to 1 km); default 5.",
                kind: .length(min: 0, max: CLINavigationFix.maxAccuracy)),
            CLIOptionSpec(name: "batch", valueName: "file|-", help: "Read positions (JSON lines) from a file or standard input.", kind: .path),
            CLIOptionSpec(
                name: "profile", valueName: "profile", help: "The profile for rerouting; default the route's own (its summary's 'profile').",
                kind: .choice(CLIRouteProfile.allCases.map(\.rawValue)))
        ],
        flags: [CLIFlagSpec(name: "pretty", help: "Pretty-print the JSON of a single --at.")],
        customSynopsis: "<venue> --route <file> (--at <lon,lat[@floor]> [--accuracy <m>] | --batch <file|->) [--profile <profile>] [--pretty]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let at = values.value("at")
        let batch = values.value("batch")
        var query: Query? = nil
        var issues: [CLIUsageIssue] = []
        switch (at, batch) {
        case (let at?, nil):
            let head = at.split(separator: "@", maxSplits: 1).map(String.init)
            do {
                let c = try CLIValueConversion.coordinate(head.first ?? "")
                let floor = head.count > 1 ? try CLIValueConversion.floor(head[1]).text : nil
                query = .single(c, floor: floor)
            } catch {
                issues.append(CLIUsageIssue(message: "Invalid value '\(at)' for '--at <lon,lat[@floor]>': \(error.reason)", label: "--at <lon,lat[@floor]>"))
            }
        case (nil, let batch?): query = .batch(path: batch)
        case (.some, .some): issues.append(CLIUsageIssue(message: "'--batch' cannot be combined with '--at' (batch lines carry the positions)"))
        case (nil, nil): issues.append(CLIUsageIssue(message: "Missing expected argument: give '--at <lon,lat[@floor]>' or '--batch <file|->'"))
        }
        let accuracy = try values.length("accuracy")
        if accuracy != nil && batch != nil { issues.append(CLIUsageIssue(message: "'--accuracy' goes with '--at' (batch lines carry \"accuracy\")")) }
        guard let query, issues.isEmpty else { throw CLIUsageFailure(issues: issues) }
        return Options(
            venuePath: values.requiredArgument("venue"), routePath: values.value("route") ?? "", query: query, accuracyMetres: accuracy,
            profile: try values.choice("profile", as: CLIRouteProfile.self), pretty: values.flag("pretty"))
    }

    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.routePath, role: "route", expecting: .fileOrStandardInput) { return problem }
        let venue: Venue, opened: CLIVenue.Opened
        switch CLIVenue.open(options.venuePath, batch: options.query.batchPath) {
        case let .failure(f): return f.result
        case let .success(v): (venue, opened) = (v.venue, v)
        }
        let route: NavigationRoute
        switch CLIInput.readAll(options.routePath, role: "route") {
        case let .failure(f): return f.result
        case let .success(bytes):
            do {
                route = try NavigationRoute(geoJSON: bytes, file: options.routePath, venue: venue)
            } catch {
                return .failure("route '\(options.routePath)': \(error)", code: .dataError)
            }
        }
        let named = options.profile ?? CLIRouteProfile(rawValue: route.profileName) ?? .standard
        let profile = named.routingProfile
        let router: VenueRouter
        do {
            router = try opened.routers().router(for: named.routerKey)
        } catch {
            return .failure("venue '\(options.venuePath)': \(error)", code: .dataError)
        }
        var navigator = RouteNavigator(route: route, router: router, profile: profile)
        switch options.query {
        case let .single(at, floorText):
            var floor: Int? = nil
            if let floorText {
                do {
                    floor = try venue.floorIndex(matching: floorText)
                } catch {
                    return CLIUsageFailure("\(error)", label: "--at <lon,lat[@floor]>").report(spec: spec, path: "indoor progress")
                }
            }
            let answer = navigator.update(NavigationFix(point: venue.projection.project(at), floor: floor, accuracy: options.accuracyMetres))
            return .json(describe(answer, line: nil, venue: venue), pretty: options.pretty, stderr: CLIVenue.warningSummary(venue))
        case let .batch(path):
            var batch = CLIProgressBatch(navigator: navigator, venue: venue)
            var result = batch.run(path: path)
            if result.exitCode == 0 { result.stderr += CLIVenue.warningSummary(venue) }
            return result
        }
    }

    /// One answer as JSON (`line` first in a batch). `inferences`: the venue's index for a reroute's route
    /// document (`nil` builds one when the answer reroutes).
    static func describe(_ answer: RouteNavigator.Answer, line: Int?, venue: Venue, inferences: RouteInferenceIndex? = nil) -> JSONValue {
        let p = answer.progress
        let m = CLINavigationFix.metres
        var o = JSONObject()
        if let line { o.append("line", .number(Double(line))) }
        let (lon, lat) = CLINavigationFix.position(p.point.point, venue: venue)
        o.append("point", [lon, lat])
        o.append("floor", .string(venue.floors[p.floor].id))
        o.append("leg", .number(Double(p.leg)))
        o.append("travelled", m(p.travelled))
        o.append("remaining", m(p.remaining))
        o.append("travelledDuration", m(p.travelledDuration))
        o.append("remainingDuration", m(p.remainingDuration))
        o.append(
            "nextInstruction",
            p.nextInstruction.map { ["text": .string($0.text), "distance": m(p.distanceToNextInstruction ?? 0)] } ?? .null)
        o.append("distanceFromRoute", m(p.distanceFromRoute))
        switch p.offRoute {
        case nil: o.append("offRoute", .null)
        case let .tooFar(d, limit)?: o.append("offRoute", ["reason": "tooFar", "distance": m(d), "limit": m(limit)])
        case let .otherFloor(f)?: o.append("offRoute", ["reason": "otherFloor", "floor": .string(venue.floors[f].id)])
        }
        if let r = answer.reroute {
            let doc = RouteGeoJSON.featureCollection(
                r.route, venue: venue, from: r.from, to: r.to, profileName: r.profileName, inferences: inferences)
            o.append("reroute", RouteDocument.encoder.value(doc))
        } else if let failure = answer.rerouteFailure {
            o.append("rerouteError", .string("no route from the position to the destination: \(failure)"))
        }
        return .object(o)
    }
}
