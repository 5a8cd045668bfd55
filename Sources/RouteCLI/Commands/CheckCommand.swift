/// `indoor check <venue> [--profile <profile>]`: validate a venue and its routing graph.
enum CheckCommand: CLISubcommand {
    /// Typed options of `check`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// The profile whose reachability is checked.
        var profile: CLIRouteProfile
    }

    static let spec = CLICommandSpec(
        name: "check",
        abstract: "Validate a venue's geometry, doors and reachability.",
        discussion: """
            Reports invalid or unclosed rings, doors that lie on no wall, floors no connection reaches and \
            spaces unreachable under the profile. Exits with 65 when the venue has errors, 0 when it has at \
            most warnings.
            """,
        arguments: [.venue],
        options: [.profile])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(venuePath: values.requiredArgument("venue"), profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard)
    }

    /// Not wired yet: checks the venue path (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        return .notAvailable(spec.name)
    }
}
