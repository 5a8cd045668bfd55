/// `indoor route <venue> (--from <ref> --to <ref> | --batch <file|->) [options]`: a walking route.
enum RouteCommand: CLISubcommand {
    /// Connection types a route can be told to avoid (MVF connection types that change floors or need steps).
    enum AvoidableConnection: String, Sendable, CaseIterable, Hashable {
        case stairs, escalator, elevator, travelator, ramp, ladder
    }

    /// What to route.
    enum Query: Sendable, Equatable {
        /// One route between two places.
        case single(from: CLILocationReference, to: CLILocationReference)
        /// One `from<TAB>to` pair per line from a file or standard input (`-`).
        case batch(path: String)
    }

    /// Typed options of `route`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// The places to route between, or the batch input.
        var query: Query
        /// Who is moving.
        var profile: CLIRouteProfile
        /// Minimum clear width of doors and passages in metres; `nil` keeps the profile's own.
        var clearanceMetres: Double?
        /// Connection types never to use, without duplicates, in command-line order.
        var avoid: [AvoidableConnection]
        /// Whether non-public spaces and connections may be used.
        var includeNonPublic: Bool
        /// Douglas–Peucker tolerance for the output line, metres; 0 keeps every vertex.
        var simplifyToleranceMetres: Double
        /// Pretty-print the GeoJSON.
        var pretty: Bool
    }

    static let spec = CLICommandSpec(
        name: "route",
        abstract: "Find the shortest walking route between two places.",
        discussion: """
            A place is a space id or name ('s_12', 'Room 101') or a position 'lon,lat@floor' (floor by id, \
            name or elevation ordinal), e.g. '-122.6765,45.5231@1'. Prints the route as a GeoJSON \
            FeatureCollection (one LineString per floor, with distance in metres and the connections used). \
            With --batch, reads one 'from<TAB>to' pair per line and prints one FeatureCollection per line. \
            Exits with 1 when no route exists under the chosen profile.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "from", valueName: "ref", help: "Where the route starts: a space id or name, or 'lon,lat@floor'.", kind: .location),
            CLIOptionSpec(name: "to", valueName: "ref", help: "Where the route ends: a space id or name, or 'lon,lat@floor'.", kind: .location),
            .profile,
            CLIOptionSpec(name: "clearance", valueName: "m", help: "Minimum clear width of doors and passages, in metres (units m, cm, mm accepted); defaults to the profile's own.", kind: .length(min: 0)),
            CLIOptionSpec(name: "avoid", valueName: "type", help: "A connection type never to use; repeat to avoid several.", kind: .choice(AvoidableConnection.allCases.map(\.rawValue)), isRepeatable: true),
            CLIOptionSpec(name: "simplify", valueName: "m", help: "Simplify the route line to this tolerance in metres (Douglas-Peucker); 0 keeps every vertex.", kind: .length(min: 0), defaultValue: "0"),
            CLIOptionSpec(name: "batch", valueName: "file|-", help: "Read queries ('from<TAB>to', one per line) from a file or standard input.", kind: .path),
        ],
        flags: [
            CLIFlagSpec(name: "include-non-public", help: "Also use spaces and connections that are not public (staff only)."),
            CLIFlagSpec(name: "pretty", help: "Pretty-print the GeoJSON output."),
        ],
        customSynopsis: "<venue> (--from <ref> --to <ref> | --batch <file|->) [--profile <profile>] [--clearance <m>] [--avoid <type> ...] [--include-non-public] [--simplify <m>] [--pretty]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let from = try values.location("from")
        let to = try values.location("to")
        let batch = values.value("batch")
        var issues: [CLIUsageIssue] = []
        var query: Query?
        switch (from, to, batch) {
        case (let from?, let to?, nil): query = .single(from: from, to: to)
        case (nil, nil, let batch?): query = .batch(path: batch)
        case (_, _, .some): issues.append(CLIUsageIssue(message: "'--batch' cannot be combined with '--from' or '--to'"))
        case (_, _, nil):
            if from == nil { issues.append(CLIUsageIssue(message: "Missing expected argument '--from <ref>'", label: "--from <ref>")) }
            if to == nil { issues.append(CLIUsageIssue(message: "Missing expected argument '--to <ref>'", label: "--to <ref>")) }
        }
        guard let query, issues.isEmpty else { throw CLIUsageFailure(issues: issues) }
        return Options(
            venuePath: values.requiredArgument("venue"),
            query: query,
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard,
            clearanceMetres: try values.length("clearance"),
            avoid: try values.choices("avoid", as: AvoidableConnection.self),
            includeNonPublic: values.flag("include-non-public"),
            simplifyToleranceMetres: try values.length("simplify") ?? 0,
            pretty: values.flag("pretty"))
    }

    /// Not wired yet: checks the venue and batch paths (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        if case .batch(let path) = options.query,
           let problem = CLIInputCheck.problem(with: path, role: "batch input", expecting: .fileOrStandardInput) {
            return problem
        }
        return .notAvailable(spec.name)
    }
}
