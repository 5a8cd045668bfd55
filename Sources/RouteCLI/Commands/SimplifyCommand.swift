/// `indoor simplify <input> --tolerance <m> [--preserve-topology]`: simplify GeoJSON lines and polygons.
enum SimplifyCommand: CLISubcommand {
    /// Typed options of `simplify`.
    struct Options: Sendable, Equatable {
        /// A GeoJSON file, or `-` for standard input.
        var inputPath: String
        /// Largest distance, in metres, a removed vertex may lie from the simplified line.
        var toleranceMetres: Double
        /// Keep rings valid: no self-intersections, holes stay inside, nothing collapses.
        var preserveTopology: Bool
    }

    static let spec = CLICommandSpec(
        name: "simplify",
        abstract: "Simplify GeoJSON lines and polygons (Douglas-Peucker).",
        discussion: """
            Removes vertices that lie within the tolerance of the simplified line (Douglas and Peucker, 1973). \
            With --preserve-topology, rings stay valid and holes stay inside their shells, at the cost of \
            keeping more vertices.
            """,
        arguments: [.geoJSONInput],
        options: [
            CLIOptionSpec(name: "tolerance", valueName: "m", help: "Largest deviation allowed, in metres (units m, cm, mm, km accepted).", kind: .length(min: 0), isRequired: true),
        ],
        flags: [CLIFlagSpec(name: "preserve-topology", help: "Keep rings simple and holes inside their shells.")])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        guard let tolerance = try values.length("tolerance") else {
            throw CLIUsageFailure("Missing expected argument '--tolerance <m>'", label: "--tolerance <m>")
        }
        return Options(inputPath: values.requiredArgument("input"), toleranceMetres: tolerance, preserveTopology: values.flag("preserve-topology"))
    }

    /// Not wired yet: checks the input path (exit 66), then exits 70.
    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.inputPath, role: "input", expecting: .fileOrStandardInput) { return problem }
        return .notAvailable(spec.name)
    }
}
