/// `indoor info <venue> [--json]`: summarise a venue.
enum InfoCommand: CLISubcommand {
    /// Typed options of `info`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// Print JSON instead of text.
        var json: Bool
    }

    static let spec = CLICommandSpec(
        name: "info",
        abstract: "Summarise a venue: floors, spaces, doors, connections.",
        discussion: "Reads the whole venue and reports what it found, including the warnings a strict reader would turn into errors.",
        arguments: [.venue],
        flags: [CLIFlagSpec(name: "json", help: "Print the summary as JSON instead of text.")])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(venuePath: values.requiredArgument("venue"), json: values.flag("json"))
    }

    /// Not wired yet: checks the venue path (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        return .notAvailable(spec.name)
    }
}
