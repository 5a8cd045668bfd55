import IndoorGeometry

/// `indoor generate <out> [--format …] [--buildings B] [--floors F] [--rooms-per-floor R] [--seed S] [--defect D …] [--zip]`.
enum GenerateCommand: CLISubcommand {
    /// What real exports leave out, reproduced on request (``GeneratorDefects``).
    enum Defect: String, Sendable, CaseIterable, Hashable {
        case doorlessShops = "doorless-shops"
        case noOpenings = "no-openings"
        case noOutdoorFloor = "no-outdoor-floor"
        case sameOrdinalLevels = "same-ordinal-levels"
        case openPlan = "open-plan"
        case nestedRooms = "nested-rooms"
        case overlappingRooms = "overlapping-rooms"
        case duplicateBuildings = "duplicate-buildings"
        case exportCategories = "export-categories"
    }

    /// The venue format to write.
    enum Format: String, Sendable, CaseIterable, Hashable {
        case mvf, imdf, osm
        case osmGeoJSON = "osm-geojson"
    }

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
        /// Patterns of real exports' omissions to reproduce; none by default.
        var defects: [Defect] = []

        /// ``defects`` as the generator's options.
        var generatorDefects: GeneratorDefects {
            GeneratorDefects(
                doorlessShops: defects.contains(.doorlessShops), noOpenings: defects.contains(.noOpenings),
                noOutdoorFloor: defects.contains(.noOutdoorFloor), sameOrdinalLevels: defects.contains(.sameOrdinalLevels),
                openPlan: defects.contains(.openPlan), nestedRooms: defects.contains(.nestedRooms), overlappingRooms: defects.contains(.overlappingRooms),
                duplicateBuildings: defects.contains(.duplicateBuildings), exportCategories: defects.contains(.exportCategories))
        }
    }

    static let spec = CLICommandSpec(
        name: "generate",
        abstract: "Generate a synthetic venue for tests and benchmarks.",
        discussion: """
            Writes a deterministic, realistic campus: rotated L-shaped buildings with bending corridors, \
            L-shaped rooms, rooms with pillars (holes), open areas with desks, doors on shared edges, walls \
            broken at doors, stairs and elevators on every floor, entrances to an outdoor floor, and named \
            locations with categories. The same options and seed always give the same files.
            """,
        arguments: [CLIArgumentSpec(name: "out", help: "The folder to create, or the .zip file to write with --zip.", kind: .path)],
        options: [
            CLIOptionSpec(
                name: "format", valueName: "format", help: "The venue format to write.", kind: .choice(Format.allCases.map(\.rawValue)),
                defaultValue: Format.mvf.rawValue),
            CLIOptionSpec(name: "buildings", valueName: "B", help: "Number of buildings.", kind: .integer(min: 1, max: 10_000), defaultValue: "2"),
            CLIOptionSpec(name: "floors", valueName: "F", help: "Floors per building.", kind: .integer(min: 1, max: 200), defaultValue: "3"),
            CLIOptionSpec(name: "rooms-per-floor", valueName: "R", help: "Rooms on each floor.", kind: .integer(min: 8, max: 100_000), defaultValue: "24"),
            CLIOptionSpec(name: "seed", valueName: "S", help: "Seed of the random generator.", kind: .integer(min: 0, max: Int.max), defaultValue: "1"),
            CLIOptionSpec(
                name: "defect", valueName: "pattern",
                help:
                    "Draw the venue as real exports do, to try the inference rules: doorless-shops (ground-floor offices become shops without doors), no-openings (no doors at all), no-outdoor-floor, same-ordinal-levels (a ground floor drawn as two levels at one ordinal), open-plan (offices without doors, their backs 1-3 cubicles touching only the office), nested-rooms (ground floors as store outlines: no doors but entrances, stores behind or inside other stores), overlapping-rooms (doorless kiosks drawn inside the hallway, a shop overlapping it by 0.3 m), duplicate-buildings (a second outline with each building's name and no floors of its own; IMDF and OSM), export-categories (IMDF categories as a station exports them: walkway_sta, store_sta, accessible restroom, information desk, ticket office, xyzzy). Repeat to combine.",
                kind: .choice(Defect.allCases.map(\.rawValue)), isRepeatable: true)
        ],
        flags: [CLIFlagSpec(name: "zip", help: "Write a .zip archive instead of a folder.")])

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(
            outputPath: values.requiredArgument("out"),
            format: try values.choice("format", as: Format.self) ?? .mvf,
            buildings: try values.integer("buildings") ?? 2,
            floors: try values.integer("floors") ?? 3,
            roomsPerFloor: try values.integer("rooms-per-floor") ?? 24,
            seed: try values.integer("seed") ?? 1,
            zip: values.flag("zip"), defects: try values.choices("defect", as: Defect.self))
    }

    /// Writes the venue with ``VenueGenerator`` into a folder, or one `.zip` with `--zip`.
    static func execute(_ options: Options) -> CLIResult {
        var generatorOptions = GeneratorOptions(
            format: GeneratorOptions.Format(rawValue: options.format.rawValue) ?? .mvf, buildings: options.buildings, floors: options.floors,
            roomsPerFloor: options.roomsPerFloor, seed: UInt64(options.seed))
        generatorOptions.defects = options.generatorDefects
        do {
            if options.zip {
                var writer = ZipWriter()
                for (path, bytes) in VenueGenerator.files(generatorOptions).sorted(by: { $0.key < $1.key }) {
                    writer.add(name: path, bytes: bytes, compression: .deflate)
                }
                try writer.write(to: options.outputPath)
            } else {
                try VenueGenerator.write(generatorOptions, to: options.outputPath)
            }
        } catch {
            return .failure("cannot write '\(options.outputPath)': \(error)", code: .noInput)
        }
        return .success("")
    }
}
