import IndoorGeometry

/// `indoor locate <venue> (--at <lon,lat> --floor <f> | --batch <file|->) [--max-distance <m>]`: which space
/// contains a point.
enum LocateCommand: CLISubcommand {
    /// What to locate.
    enum Query: Sendable, Equatable {
        /// One position on one floor.
        case single(GeoCoordinate, floor: CLIFloorReference)
        /// One `lon,lat@floor` per line from a file or standard input (`-`).
        case batch(path: String)
    }

    /// Typed options of `locate`.
    struct Options: Sendable, Equatable {
        /// The venue folder or `.zip`.
        var venuePath: String
        /// The point or the batch input.
        var query: Query
        /// How far, in metres, a point outside every space may be from the nearest one to still report it.
        var maxDistanceMetres: Double
    }

    static let spec = CLICommandSpec(
        name: "locate",
        abstract: "Find the space that contains a point on a floor.",
        discussion: """
            Prints the space (id, name, kind) that contains the point; a point on a shared wall reports both \
            spaces. With --batch, reads one 'lon,lat@floor' per line and prints one JSON object per line. \
            Exits with 1 when the point is in no space.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "at", valueName: "lon,lat", help: "The point, in WGS84 decimal degrees, longitude first.", kind: .coordinate),
            .floor(required: false, help: "The floor of --at, by id, name or elevation ordinal."),
            CLIOptionSpec(name: "batch", valueName: "file|-", help: "Read queries ('lon,lat@floor', one per line) from a file or standard input.", kind: .path),
            CLIOptionSpec(name: "max-distance", valueName: "m", help: "Outside every space, report the nearest one within this distance, in metres.", kind: .length(min: 0), defaultValue: "0"),
        ],
        customSynopsis: "<venue> (--at <lon,lat> --floor <id|name|ordinal> | --batch <file|->) [--max-distance <m>]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        let at = try values.coordinate("at")
        let floor = try values.floor("floor")
        let batch = values.value("batch")
        var issues: [CLIUsageIssue] = []
        var query: Query?
        switch (at, floor, batch) {
        case (let at?, let floor?, nil): query = .single(at, floor: floor)
        case (nil, nil, let batch?): query = .batch(path: batch)
        case (_, _, .some): issues.append(CLIUsageIssue(message: "'--batch' cannot be combined with '--at' or '--floor'"))
        case (.some, nil, nil): issues.append(CLIUsageIssue(message: "Missing expected argument '--floor <id|name|ordinal>' (needed with '--at')", label: "--floor <id|name|ordinal>"))
        case (nil, .some, nil): issues.append(CLIUsageIssue(message: "Missing expected argument '--at <lon,lat>' (needed with '--floor')", label: "--at <lon,lat>"))
        case (nil, nil, nil): issues.append(CLIUsageIssue(message: "Missing expected argument: give '--at <lon,lat> --floor <id|name|ordinal>' or '--batch <file|->'"))
        }
        guard let query, issues.isEmpty else { throw CLIUsageFailure(issues: issues) }
        return Options(venuePath: values.requiredArgument("venue"), query: query, maxDistanceMetres: try values.length("max-distance") ?? 0)
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
