import IndoorGeometry

/// `indoor info <venue> [--json]`: summarise a venue.
enum InfoCommand: CLISubcommand {
    /// Typed options of `info`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// What to infer that the source leaves out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// Print JSON instead of text.
        var json: Bool
    }

    static let spec = CLICommandSpec(
        name: "info",
        abstract: "Summarise a venue: floors, spaces, doors, connections.",
        discussion: "Reads the whole venue and reports what it found, including the warnings a strict reader would turn into errors.",
        arguments: [.venue],
        flags: [CLIFlagSpec(name: "json", help: "Print the summary as JSON instead of text.")] + CLIFlagSpec.inference)

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(venuePath: values.requiredArgument("venue"), inference: values.inference, json: values.flag("json"))
    }

    /// Loads the venue and prints ``VenueReport/infoText(_:warningLimit:)`` or ``VenueReport/infoJSON(_:)``.
    static func execute(_ options: Options) -> CLIResult {
        switch CLIVenue.load(options.venuePath, inference: options.inference) {
        case let .failure(f): return f.result
        case let .success(venue):
            return options.json ? .json(VenueReport.infoValue(venue)) : .success(VenueReport.infoText(venue))
        }
    }
}
