/// `indoor generate <out> [--format …] [--buildings B] [--floors F] [--rooms-per-floor R] [--seed S] [--zip]`.
enum GenerateCommand: CLISubcommand {
    /// The venue format to write.
    enum Format: String, Sendable, CaseIterable, Hashable { case mvf, imdf }

    /// Typed options of `generate`.
    struct Options: Sendable, Equatable {
        /// The folder (or `.zip` with `zip`) to create.
        var outputPath: String
        /// Format to write.
        var format: Format
        /// Number of buildings (≥ 1).
        var buildings: Int
        /// Floors per building (≥ 1).
        var floors: Int
        /// Rooms on each floor (≥ 1).
        var roomsPerFloor: Int
        /// Seed of the random generator; the same seed gives the same venue.
        var seed: Int
        /// Write a `.zip` instead of a folder.
        var zip: Bool
    }

    static let spec = CLICommandSpec(
        name: "generate",
        abstract: "Generate a synthetic venue for tests and benchmarks.",
        discussion: """
            Writes a deterministic venue: corridors with rooms on both sides, doors, stairs and elevators \
            between floors. The same options and seed always give the same files.
            """,
        arguments: [CLIArgumentSpec(name: "out", help: "The folder to create, or the .zip file to write with --zip.", kind: .path)],
        options: [
            CLIOptionSpec(name: "format", valueName: "format", help: "The venue format to write.", kind: .choice(Format.allCases.map(\.rawValue)), defaultValue: Format.mvf.rawValue),
            CLIOptionSpec(name: "buildings", valueName: "B", help: "Number of buildings.", kind: .integer(min: 1, max: 100), defaultValue: "1"),
            CLIOptionSpec(name: "floors", valueName: "F", help: "Floors per building.", kind: .integer(min: 1, max: 200), defaultValue: "3"),
            CLIOptionSpec(name: "rooms-per-floor", valueName: "R", help: "Rooms on each floor.", kind: .integer(min: 1, max: 100_000), defaultValue: "50"),
            CLIOptionSpec(name: "seed", valueName: "S", help: "Seed of the random generator.", kind: .integer(min: 0, max: Int.max), defaultValue: "1"),
        ],
        flags: [CLIFlagSpec(name: "zip", help: "Write a .zip archive instead of a folder.")])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(
            outputPath: values.requiredArgument("out"),
            format: try values.choice("format", as: Format.self) ?? .mvf,
            buildings: try values.integer("buildings") ?? 1,
            floors: try values.integer("floors") ?? 3,
            roomsPerFloor: try values.integer("rooms-per-floor") ?? 50,
            seed: try values.integer("seed") ?? 1,
            zip: values.flag("zip"))
    }

    /// Not wired yet: exits 70.
    static func execute(_ options: Options) -> CLIResult {
        .notAvailable(spec.name)
    }
}
