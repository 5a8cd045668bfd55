import IndoorGeometry
import Routing

/// `indoor reachable <venue> (--from <ref> --within <limit> | --batch <file|->)`: the spaces reachable
/// within a walking time or distance, as GeoJSON polygons with their cost (an isochrone over rooms).
enum ReachableCommand: CLISubcommand {
    struct Options: Sendable, Equatable {
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        var from: PlaceQuery?
        /// The limit as typed (`120s`, `2min`, `150m`).
        var within: String?
        var batch: String?
        var profile: CLIRouteProfile
        var includeNonPublic: Bool
        var close: [String]
        var pretty: Bool
    }

    static let spec = CLICommandSpec(
        name: "reachable",
        abstract: "Spaces reachable within a walking time or distance (isochrone over rooms).",
        discussion: """
            Prints a GeoJSON FeatureCollection: one Polygon per walkable space whose cheapest route from \
            --from is within the limit (properties id, name (absent for a space without one, such as most \
            hallways), kind (room, hallway, area), floor, duration in seconds, distance in metres walked, \
            cost in walking-metre equivalents), nearest first, and a 'summary' (from, within, count). \
            The limit is a duration ('120s', '2min') or a distance ('150m'); a distance counts connections \
            by their time at the profile's walking speed (the route cost), so both bound the same search. \
            With --batch, reads one JSON object per line ({"from": …, "within": "120s"} plus optional \
            "profile", "includeNonPublic", "close").
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "from", valueName: "ref", help: "Where the walker is: a space id or name, or 'lon,lat@floor'.", kind: .location),
            CLIOptionSpec(
                name: "within", valueName: "limit", help: "A duration ('120s', '2min') or a distance in metres ('150m'), greater than 0.", kind: .text),
            .profile,
            CLIOptionSpec(
                name: "close", valueName: "id",
                help:
                    "Close a connection (stairs, elevator…), a door (a building entrance or a door between two spaces of one floor) or a space (all its doors) for this query: the closed parts are walls; repeatable.",
                kind: .text, isRepeatable: true),
            CLIOptionSpec(
                name: "batch", valueName: "file|-", help: "Read queries (JSON lines {\"from\": …, \"within\": …}) from a file or standard input.", kind: .path)
        ],
        flags: [
            CLIFlagSpec(name: "include-non-public", help: "Also use spaces and connections that are not public (staff only)."),
            CLIFlagSpec(name: "pretty", help: "Pretty-print the GeoJSON output.")
        ] + CLIFlagSpec.inference,
        customSynopsis: "<venue> (--from <ref> --within <limit> | --batch <file|->) [--profile <profile>] [--close <id> ...] [--include-non-public] [--pretty]")

    /// A limit in walking-metre equivalents: seconds × speed, or metres.
    static func limit(_ text: String, speed: Double) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        for (suffix, factor) in [("min", 60.0 * speed), ("s", speed), ("m", 1.0)] where t.hasSuffix(suffix) {
            guard let x = Double(t.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)), x > 0, x.isFinite, x <= 86_400 else { return nil }
            return x * factor
        }
        return nil
    }

    static let limitHelp = "expected a duration such as '120s' or '2min', or a distance such as '150m' (greater than 0, at most 86400)"

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let from = try values.location("from"), within = values.value("within"), batch = values.value("batch")
        var issues: [CLIUsageIssue] = []
        if batch != nil && (from != nil || within != nil) { issues.append(CLIUsageIssue(message: "'--batch' cannot be combined with '--from' or '--within'")) }
        if batch == nil && from == nil { issues.append(CLIUsageIssue(message: "Missing expected argument '--from <ref>'", label: "--from <ref>")) }
        if batch == nil && within == nil { issues.append(CLIUsageIssue(message: "Missing expected argument '--within <limit>'", label: "--within <limit>")) }
        if let w = within, limit(w, speed: 1) == nil { issues.append(CLIUsageIssue(message: "invalid value '\(w)' for '--within <limit>': \(limitHelp)")) }
        guard issues.isEmpty else { throw CLIUsageFailure(issues: issues) }
        return Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference, from: from, within: within, batch: batch,
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
        guard let from = options.from, let within = options.within else {
            return .failure("internal error: '--from' and '--within' are required without '--batch'", code: .software)
        }
        switch answer(
            routers, from: from, within: within,
            query: CLIQuestionSupport.query(options.profile, includeNonPublic: options.includeNonPublic), close: options.close)
        {
        case let .success(j): return .json(j, pretty: options.pretty, stderr: CLIVenue.warningSummary(venue))
        case let .failure(f): return .failure(f.message, code: f.code)
        }
    }

    /// The answer to one batch line (or one `/reachable` request of `indoor serve`): its members read as
    /// the command line's options are, absent `profile` and `includeNonPublic` taken from `defaults`.
    static func answer(line o: JSONObject, routers: VenueRouterCache, defaults: (CLIRouteProfile, Bool)) -> Result<JSONValue, CLIRouteRequest.Failure> {
        let common: (CLIRouteProfile, Bool)
        switch CLIQuestionSupport.common(o, known: ["from", "within"], defaults: defaults) {
        case let .success(c): common = c
        case let .failure(f): return .failure(f)
        }
        guard case let .string(fromText)? = o["from"], !fromText.isEmpty, case let .string(within)? = o["within"] else {
            return .failure(.init(message: "each line needs string members \"from\" and \"within\"", code: .usage))
        }
        let from: PlaceQuery
        switch CLIQuestionSupport.place("from", fromText) {
        case let .success(q): from = q
        case let .failure(f): return .failure(f)
        }
        let close: [String]
        switch CLIQuestionSupport.strings(o, "close") {
        case let .success(v): close = v
        case let .failure(f): return .failure(f)
        }
        return answer(routers, from: from, within: within, query: CLIQuestionSupport.query(common.0, includeNonPublic: common.1), close: close)
    }

    static func answer(
        _ routers: VenueRouterCache, from: PlaceQuery, within: String, query: (key: RouterKey, profile: RoutingProfile), close: [String]
    ) -> Result<JSONValue, CLIRouteRequest.Failure> {
        // An isochrone is a walk of so many seconds or metres: floor changes count their time, not the
        // comfort penalty that routes add to their cost.
        var profile = query.profile
        profile.floorChangePenalty = 0
        guard let maxCost = limit(within, speed: profile.walkingSpeed) else { return .failure(.init(message: "'\(within)': \(limitHelp)", code: .usage)) }
        let router: VenueRouter, p: RoutingProfile, closure: VenueClosure
        switch CLIQuestionSupport.prepare(routers, query.key, profile, close: close) {
        case let .success(x): (router, p, closure) = x
        case let .failure(f): return .failure(f)
        }
        let venue = router.venue
        let start: ResolvedPlace
        do {
            start = try PlaceResolver.resolve(from, in: venue)
        } catch {
            return .failure(.init(message: error.description, code: .usage))
        }
        let spaces = router.reachable(from: start, maxCost: maxCost, profile: p, closedSpaces: closure.spaceIndices)
        var features: [GeoJSONFeature] = []
        for r in spaces {
            let s = venue.spaces[r.space]
            var properties = JSONObject()
            properties.append("id", .string(s.id))
            if let name = s.names.first { properties.append("name", .string(name)) }  // unnamed hallways have none
            properties.append("kind", .string(s.kind.description))
            properties.append("floor", .string(venue.floors[s.floorIndex].id))
            properties.append("duration", CLIQuestionSupport.number(r.cost.duration))
            properties.append("distance", CLIQuestionSupport.number(r.cost.distance))
            properties.append("cost", CLIQuestionSupport.number(r.cost.cost))
            features.append(GeoJSONFeature(id: nil, geometry: .polygon(s.polygon, projection: venue.projection), properties: properties))
        }
        let summary: JSONValue = ["from": .string(start.label), "within": .string(within), "count": .number(Double(spaces.count))]
        return .success(CLIQuestionSupport.encoder.value(GeoJSONFeatureCollection(features: features, foreignMembers: ["summary": summary])))
    }
}
