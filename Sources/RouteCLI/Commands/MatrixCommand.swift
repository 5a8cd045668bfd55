import IndoorGeometry
import Routing

/// `indoor matrix <venue> (--source <ref> ... [--destination <ref> ...] | --batch <file|->)`: exact costs,
/// distances and durations from every source to every destination, in the shape of OSRM's table service.
enum MatrixCommand: CLISubcommand {
    struct Options: Sendable, Equatable {
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        var sources: [PlaceQuery]
        /// Empty: the sources (a square matrix), as OSRM does.
        var destinations: [PlaceQuery]
        var batch: String?
        var profile: CLIRouteProfile
        var includeNonPublic: Bool
        var close: [String]
        var pretty: Bool
    }

    static let spec = CLICommandSpec(
        name: "matrix",
        abstract: "Costs, distances and durations from each source to each destination (OSRM table).",
        discussion: """
            Prints one JSON object: 'sources' and 'destinations' (name, floor, location [lon, lat]), and \
            'durations' (seconds), 'distances' (metres walked) and 'costs' (walking-metre equivalents), each \
            a row per source with a cell per destination, null when no route exists under the profile. Every \
            cell is exact, the cheapest route a single 'indoor route' would find: one search per destination \
            point builds a distance table, then one search per source, on all cores. Without --destination \
            the matrix is square over the sources. With --batch, reads one JSON object per line \
            ({"sources": […], "destinations": […]} plus optional "profile", "includeNonPublic", "close") \
            and prints one answer or {"line": n, "error": …} per line.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(
                name: "source", valueName: "ref", help: "A source place (space id or name, location id, or 'lon,lat@floor'); repeat for several.",
                kind: .location, isRepeatable: true),
            CLIOptionSpec(
                name: "destination", valueName: "ref", help: "A destination place; repeat for several (default: the sources).", kind: .location,
                isRepeatable: true),
            .profile,
            CLIOptionSpec(
                name: "close", valueName: "id",
                help:
                    "Close a connection (stairs, elevator…), a door (a building entrance or a door between two spaces of one floor) or a space (all its doors) for this query: the closed parts are walls; repeatable.",
                kind: .text, isRepeatable: true),
            CLIOptionSpec(
                name: "batch", valueName: "file|-", help: "Read queries (JSON lines {\"sources\": […], \"destinations\": […]}) from a file or standard input.",
                kind: .path)
        ],
        flags: [
            CLIFlagSpec(name: "include-non-public", help: "Also use spaces and connections that are not public (staff only)."),
            CLIFlagSpec(name: "pretty", help: "Pretty-print the JSON output.")
        ] + CLIFlagSpec.inference,
        customSynopsis:
            "<venue> (--source <ref> ... [--destination <ref> ...] | --batch <file|->) [--profile <profile>] [--close <id> ...] [--include-non-public] [--pretty]"
    )

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let sources = try values.locations("source"), destinations = try values.locations("destination"), batch = values.value("batch")
        if batch != nil && !(sources.isEmpty && destinations.isEmpty) {
            throw CLIUsageFailure(issues: [CLIUsageIssue(message: "'--batch' cannot be combined with '--source' or '--destination' (batch lines carry them)")])
        }
        if batch == nil && sources.isEmpty {
            throw CLIUsageFailure(issues: [CLIUsageIssue(message: "Missing expected argument '--source <ref>'", label: "--source <ref>")])
        }
        return Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference, sources: sources, destinations: destinations, batch: batch,
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard,
            includeNonPublic: values.flag("include-non-public"), close: values.values("close"), pretty: values.flag("pretty"))
    }

    static func execute(_ options: Options) -> CLIResult {
        let routers: VenueRouterCache
        switch CLIQuestionSupport.routers(venuePath: options.venuePath, inference: options.inference, batch: options.batch) {
        case let .failure(f): return f.result
        case let .success(r): routers = r
        }
        let venue = routers.venue
        if let path = options.batch {
            return CLIQuestionSupport.batch(path: path) { o in answer(line: o, routers: routers, defaults: (options.profile, options.includeNonPublic)) }
        }
        switch answer(
            routers, sources: options.sources, destinations: options.destinations,
            query: CLIQuestionSupport.query(options.profile, includeNonPublic: options.includeNonPublic), close: options.close)
        {
        case let .success(j): return .json(j, pretty: options.pretty, stderr: CLIVenue.warningSummary(venue))
        case let .failure(f): return .failure(f.message, code: f.code)
        }
    }

    /// The answer to one batch line (or one `/matrix` request of `indoor serve`): its members read as the
    /// command line's options are, absent `profile` and `includeNonPublic` taken from `defaults`.
    static func answer(line o: JSONObject, routers: VenueRouterCache, defaults: (CLIRouteProfile, Bool)) -> Result<JSONValue, CLIRouteRequest.Failure> {
        let common: (CLIRouteProfile, Bool)
        switch CLIQuestionSupport.common(o, known: ["sources", "destinations"], defaults: defaults) {
        case let .success(c): common = c
        case let .failure(f): return .failure(f)
        }
        var lists: [[PlaceQuery]] = []
        for key in ["sources", "destinations"] {
            switch CLIQuestionSupport.places(o, key) {
            case let .success(v): lists.append(v)
            case let .failure(f): return .failure(f)
            }
        }
        let close: [String]
        switch CLIQuestionSupport.strings(o, "close") {
        case let .success(v): close = v
        case let .failure(f): return .failure(f)
        }
        if lists[0].isEmpty { return .failure(.init(message: "each line needs a non-empty array \"sources\"", code: .usage)) }
        return answer(routers, sources: lists[0], destinations: lists[1], query: CLIQuestionSupport.query(common.0, includeNonPublic: common.1), close: close)
    }

    /// The table for one query.
    static func answer(
        _ routers: VenueRouterCache, sources: [PlaceQuery], destinations: [PlaceQuery], query: (key: RouterKey, profile: RoutingProfile), close: [String]
    ) -> Result<JSONValue, CLIRouteRequest.Failure> {
        let router: VenueRouter, p: RoutingProfile, closure: VenueClosure
        switch CLIQuestionSupport.prepare(routers, query.key, query.profile, close: close) {
        case let .success(x): (router, p, closure) = x
        case let .failure(f): return .failure(f)
        }
        let venue = router.venue
        var src: [ResolvedPlace] = [], dst: [ResolvedPlace] = []
        do {
            for s in sources { src.append(try PlaceResolver.resolve(s, in: venue)) }
            for d in destinations.isEmpty ? sources : destinations { dst.append(try PlaceResolver.resolve(d, in: venue)) }
        } catch {
            return .failure(.init(message: error.description, code: .usage))
        }
        let m = router.matrix(from: src, to: dst, profile: p, closedSpaces: closure.spaceIndices)
        func waypoint(_ place: ResolvedPlace) -> JSONValue {
            let q = place.points[0]
            return ["name": .string(place.label), "floor": .string(venue.floors[q.floorIndex].id), "location": CLIQuestionSupport.position(q.point, venue)]
        }
        func table(_ f: (TargetCost) -> Double) -> JSONValue { .array(m.cells.map { row in .array(row.map { CLIQuestionSupport.number($0.map(f)) }) }) }
        return .success([
            "code": "Ok", "sources": .array(src.map(waypoint)), "destinations": .array(dst.map(waypoint)),
            "durations": table(\.duration), "distances": table(\.distance), "costs": table(\.cost)
        ])
    }
}
