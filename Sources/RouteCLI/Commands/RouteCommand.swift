import Foundation
import IndoorGeometry
import Routing

/// `indoor route <venue> (--from <ref> --to <ref> | --batch <file|->) [options]`: a walking route.
enum RouteCommand: CLISubcommand {
    /// Connection types a route can be told to avoid (MVF connection types that change floors or need steps).
    enum AvoidableConnection: String, Sendable, CaseIterable, Hashable {
        case stairs, escalator, elevator, travelator, ramp, ladder
    }

    /// What to route.
    enum Query: Sendable, Equatable {
        /// One route between two places.
        case single(from: PlaceQuery, to: PlaceQuery)
        /// A question without one `--to`: the nearest of several places, or an optimized tour with a free
        /// end (the destination is in the options' `toNearest`, `toAny` or `via`).
        case question(from: PlaceQuery)
        /// One JSON object per line, `{"from": "<ref>", "to": "<ref>"}` with optional `profile`,
        /// `clearance`, `avoid`, `includeNonPublic` and `simplify` members, from a file or standard input (`-`).
        case batch(path: String)

        /// The batch input's path, nil for a single question.
        var batchPath: String? { if case let .batch(path) = self { path } else { nil } }
    }

    /// Typed options of `route`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// The places to route between, or the batch input.
        var query: Query
        /// Pretty-print the GeoJSON.
        var pretty: Bool
        /// Profile, avoided types, questions (`--to-nearest`, `--to-any`, `--via`, `--optimize`), closures
        /// and output tolerance; a batch line's defaults.
        var settings: CLIRouteSettings
    }

    /// Largest `--simplify` tolerance, metres: beyond it a route line loses the corridors it follows.
    static let maxSimplifyTolerance = 100.0

    static let spec = CLICommandSpec(
        name: "route",
        abstract: "Find the shortest walking route between two places.",
        discussion: """
            A place is a space id ('g_…', an IMDF unit id, an OSM 'way/…'), a location id ('loc_…', an IMDF occupant or amenity id), an \
            exact name ('Library'; an ambiguous name is an error listing the candidates) or a position \
            'lon,lat@floor' (floor by id, name, ordinal or building:ordinal). A room starts or ends at its \
            display point, else the interior point farthest from its walls, snapped into free space on that \
            floor. Prints a GeoJSON FeatureCollection: one LineString per floor leg (properties floor, \
            distance in metres, leg), one MultiPoint per floor change (connection type, start and end), and \
            a top-level 'summary' with distance (m), duration (s), cost, a per-step breakdown and \
            turn-by-turn instructions. Cost is in walking-metre equivalents of the profile's time model; a \
            connection's 'sourceCost' in the breakdown is the source data's own weight for it (MVF \
            entryCost + floorCostMultiplier x floors), shown for reference and never used. With --batch, reads one JSON object per line \
            ({"from": …, "to": …} plus optional "profile", "clearance", "avoid", "includeNonPublic", \
            "simplify", …; a member left out takes the command line's value) and prints one compact FeatureCollection or {"error": …} per line, in order, using all \
            cores. Exits with 1 when no route exists under the chosen profile.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "from", valueName: "ref", help: "Where the route starts: a space id or name, or 'lon,lat@floor'.", kind: .location),
            CLIOptionSpec(name: "to", valueName: "ref", help: "Where the route ends: a space id or name, or 'lon,lat@floor'.", kind: .location),
            .profile,
            CLIOptionSpec(
                name: "clearance", valueName: "m",
                help:
                    "How far the walker's centre keeps from walls and obstacles, in metres, 0 to 2 (a half-width: doors narrower than twice it are closed; units m, cm, mm accepted); defaults to the profile's own (default 0.3, accessible 0.40, so that doors of the ADA minimum 0.815 m clear width stay open).",
                kind: .length(min: RouterKey.clearanceRange.lowerBound, max: RouterKey.clearanceRange.upperBound)),
            CLIOptionSpec(
                name: "floor-change-penalty", valueName: "s",
                help:
                    "Seconds of walking one floor change costs in the route's cost (not its duration), 0 to 600 (default 12), so that routes do not climb and come back down to save a second.",
                kind: .number(min: RoutingProfile.floorChangePenaltyRange.lowerBound, max: RoutingProfile.floorChangePenaltyRange.upperBound)),
            CLIOptionSpec(
                name: "avoid", valueName: "type", help: "A connection type never to use; repeat to avoid several.",
                kind: .choice(AvoidableConnection.allCases.map(\.rawValue)), isRepeatable: true),
            CLIOptionSpec(
                name: "simplify", valueName: "m",
                help: "Simplify the route line to this tolerance in metres, 0 to 100 (Douglas-Peucker); 0 keeps every vertex.",
                kind: .length(min: 0, max: RouteCommand.maxSimplifyTolerance), defaultValue: "0"),
            CLIOptionSpec(
                name: "to-nearest", valueName: "kind",
                help:
                    "Instead of --to: go to the nearest place of a category or kind (an MVF location category such as 'restroom' or 'Cafe', an IMDF unit or amenity category, a space kind, 'exit' for building entrances, or a connection type such as 'elevator').",
                kind: .text),
            CLIOptionSpec(
                name: "to-any", valueName: "ref", help: "Instead of --to: a candidate destination; repeat to go to the nearest of several places.",
                kind: .location, isRepeatable: true),
            CLIOptionSpec(
                name: "via", valueName: "ref", help: "A stop between --from and --to, in order; repeat for several (one leg group per stop).", kind: .location,
                isRepeatable: true),
            CLIOptionSpec(
                name: "close", valueName: "id",
                help:
                    "Close a connection (stairs, elevator…), a door (a building entrance or a door between two spaces of one floor) or a space (all its doors) for this query: the closed parts are walls; repeat to close several.",
                kind: .text, isRepeatable: true),
            CLIOptionSpec(
                name: "batch", valueName: "file|-", help: "Read queries (JSON lines {\"from\": …, \"to\": …}) from a file or standard input.", kind: .path)
        ],
        flags: [
            CLIFlagSpec(name: "include-non-public", help: "Also use spaces and connections that are not public (staff only)."),
            CLIFlagSpec(name: "pretty", help: "Pretty-print the GeoJSON output."),
            CLIFlagSpec(
                name: "optimize",
                help:
                    "Visit the --via stops in the cheapest order (exact, at most 12 stops): --from stays first, --to (when given) last; without --to the route ends wherever is cheapest."
            )
        ] + CLIFlagSpec.inference,
        customSynopsis:
            "<venue> (--from <ref> (--to <ref> | --to-nearest <kind> | --to-any <ref> ...) [--via <ref> ... [--optimize]] | --batch <file|->) [--close <id> ...] [--profile <profile>] [--clearance <m>] [--avoid <type> ...] [--include-non-public] [--simplify <m>] [--floor-change-penalty <s>] [--strict] [--open-nonwalkable-doors] [--pretty]"
    )

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let from = try values.location("from")
        let to = try values.location("to")
        let batch = values.value("batch")
        let toNearest = values.value("to-nearest")
        let toAny = try values.locations("to-any"), via = try values.locations("via")
        let optimize = values.flag("optimize")
        var issues: [CLIUsageIssue] = []
        var query: Query?
        let questions = toNearest != nil || !toAny.isEmpty || !via.isEmpty
        let destinations = (to == nil ? 0 : 1) + (toNearest == nil ? 0 : 1) + (toAny.isEmpty ? 0 : 1)
        switch (from, to, batch) {
        case (let from?, let to?, nil) where destinations == 1: query = .single(from: from, to: to)
        case (let from?, nil, nil) where destinations == 1 || (destinations == 0 && optimize && !via.isEmpty): query = .question(from: from)
        case (nil, nil, let batch?) where !questions: query = .batch(path: batch)
        case (_, _, .some):
            issues.append(
                CLIUsageIssue(message: "'--batch' cannot be combined with '--from', '--to', '--to-nearest', '--to-any' or '--via' (batch lines carry them)"))
        case (_, _, nil):
            if from == nil { issues.append(CLIUsageIssue(message: "Missing expected argument '--from <ref>'", label: "--from <ref>")) }
            if destinations == 0 {
                issues.append(
                    CLIUsageIssue(
                        message: "Missing expected argument '--to <ref>' (or '--to-nearest <kind>', '--to-any <ref>', or '--via <ref>' with '--optimize')",
                        label: "--to <ref>"))
            }
            if destinations > 1 { issues.append(CLIUsageIssue(message: "'--to', '--to-nearest' and '--to-any' are alternatives: give one")) }
        }
        if !via.isEmpty && (toNearest != nil || !toAny.isEmpty) {
            issues.append(CLIUsageIssue(message: "'--via' goes with '--to', not with '--to-nearest' or '--to-any'"))
        }
        if optimize && via.isEmpty { issues.append(CLIUsageIssue(message: "'--optimize' orders '--via' stops: give at least one '--via <ref>'")) }
        if optimize && via.count + (to == nil ? 0 : 1) > ViaOrder.maxOptimizedStops {
            issues.append(
                CLIUsageIssue(
                    message:
                        "'--optimize' takes at most \(ViaOrder.maxOptimizedStops) stops after '--from' (exact search grows as 2^n), got \(via.count + (to == nil ? 0 : 1))"
                ))
        }
        guard let query, issues.isEmpty else {
            throw CLIUsageFailure(issues: issues.isEmpty ? [CLIUsageIssue(message: "invalid combination of options")] : issues)
        }
        let settings = CLIRouteSettings(
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard, clearance: try values.length("clearance"),
            avoid: try values.choices("avoid", as: AvoidableConnection.self), includeNonPublic: values.flag("include-non-public"),
            simplify: try values.length("simplify") ?? 0, floorChangePenalty: try values.number("floor-change-penalty"),
            toNearest: toNearest, toAny: toAny, via: via, optimize: optimize, close: values.values("close"))
        return Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference, query: query, pretty: values.flag("pretty"),
            settings: settings)
    }

    /// Loads the venue, builds the router of the query's key (clearance, access), resolves both places and prints the
    /// route as GeoJSON; or answers a batch of queries on all cores.
    static func execute(_ options: Options) -> CLIResult {
        let routers: VenueRouterCache
        switch CLIVenue.open(options.venuePath, inference: options.inference, batch: options.query.batchPath) {
        case let .failure(f): return f.result
        case let .success(v): routers = v.routers()
        }
        switch options.query {
        case let .single(from, to):
            return answer(from: from, to: to, options: options, routers: routers)
        case let .question(from):
            return answer(from: from, to: nil, options: options, routers: routers)
        case let .batch(path):
            return CLIRouteBatch.run(path: path, routers: routers, defaults: options)
        }
    }

    /// The answer to one route or question from the command line (`to` is `nil` for a question without
    /// `--to`), as GeoJSON on stdout with the venue's and the query's warnings on stderr.
    static func answer(from: PlaceQuery, to: PlaceQuery?, options: Options, routers: VenueRouterCache) -> CLIResult {
        let request = CLIRouteRequest(from: from, to: to, settings: options.settings)
        switch request.run(routers: routers) {
        case let .success(answer):
            return .document(answer.document, pretty: options.pretty, stderr: CLIVenue.warningSummary(routers.venue) + answer.warnings)
        case let .failure(failure):
            return .failure(failure.message, code: failure.code)
        }
    }
}
