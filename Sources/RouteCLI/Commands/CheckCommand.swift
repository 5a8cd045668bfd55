import IndoorGeometry
import Routing

/// `indoor check <venue> [--profile <profile>] [--include-non-public]`: validate a venue and its routing graph.
enum CheckCommand: CLISubcommand {
    /// Typed options of `check`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// The profile whose reachability is checked.
        var profile: CLIRouteProfile
        /// Print every finding as JSON instead of the text summary (which lists 20 per kind).
        var json: Bool = false
        /// Whether non-public spaces and connections may be used (a staff route).
        var includeNonPublic: Bool = false
    }

    static let spec = CLICommandSpec(
        name: "check",
        abstract: "Validate a venue's geometry, doors and reachability.",
        discussion: """
            Builds the routing structure for the profile and reports, grouped by kind: rooms no route \
            reaches from a reference space in the largest walkable component \
            (the most walkable spaces reachable under the profile; the report says how many), doors too narrow for the profile's clearance (or blocked \
            in the source), stairs and elevators whose anchor space has no door, connection anchors off the \
            free space, and floors no connection reaches. Exits 0 once the report is printed (findings are \
            data, not failures); 65 when the venue cannot be read. Restricted rooms (staff only) are checked \
            only with --include-non-public.
            """,
        arguments: [.venue],
        options: [.profile],
        flags: [
            CLIFlagSpec(
                name: "json",
                help:
                    "Print every finding as one JSON object (reference, counts per code, findings with code, id, floor, message and, for unreachable rooms, the diagnosis codes of route errors) instead of the text summary, which lists 20 per kind."
            ),
            CLIFlagSpec(name: "include-non-public", help: "Check a staff route: restricted spaces and non-public connections may be used.")
        ] + CLIFlagSpec.inference)

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(
            venuePath: values.requiredArgument("venue"), inference: values.inference,
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard,
            json: values.flag("json"), includeNonPublic: values.flag("include-non-public"))
    }

    /// Loads the venue, builds the router for the profile and prints a ``RoutingCheck`` report.
    static func execute(_ options: Options) -> CLIResult {
        let venue: Venue
        switch CLIVenue.load(options.venuePath, inference: options.inference) {
        case let .failure(f): return f.result
        case let .success(v): venue = v
        }
        let (key, profile) = CLIQuestionSupport.query(options.profile, includeNonPublic: options.includeNonPublic)
        do {
            let router = try VenueRouter(venue: venue, key: key)
            let check = RoutingCheck(router: router, profile: profile)
            return options.json ? .json(check.json) : .success(check.text())
        } catch {
            return .failure("cannot build the routing structure: \(error)", code: .dataError)
        }
    }
}
