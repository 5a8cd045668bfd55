/// `indoor walls <venue> --floor <f>`: the walls of one floor as GeoJSON.
enum WallsCommand: CLISubcommand {
    /// Typed options of `walls`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// The floor whose walls are printed.
        var floor: CLIFloorReference
    }

    static let spec = CLICommandSpec(
        name: "walls",
        abstract: "Print the walls of a floor as GeoJSON.",
        discussion: "Walls are the space boundaries that no door crosses, merged into LineStrings.",
        arguments: [.venue],
        options: [.floor(required: true)])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let floor = try values.floor("floor") else {
            throw CLIUsageFailure("Missing expected argument '--floor <id|name|ordinal>'", label: "--floor <id|name|ordinal>")
        }
        return Options(venuePath: values.requiredArgument("venue"), floor: floor)
    }

    /// Not wired yet: checks the venue path (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.venuePath, role: "venue", expecting: .venue) { return problem }
        return .notAvailable(spec.name)
    }
}
