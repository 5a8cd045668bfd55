/// The root `indoor` command: its declaration, the subcommand table, and the root help.
enum RootCommand {
    /// The program name used in usage lines.
    static let programName = "indoor"

    /// The root declaration: no arguments of its own besides the subcommand.
    static let spec = CLICommandSpec(
        name: programName,
        abstract: "Indoor-map geometry: hit-testing and routing for Mappedin MVF v3, Apple IMDF and OpenStreetMap indoor venues.",
        discussion: """
            Positions are WGS84 'lon,lat' in decimal degrees (longitude first, as GeoJSON). Lengths are in \
            metres; 'cm', 'mm' and 'km' suffixes are accepted ('90cm'). A floor is given by id, name or \
            elevation ordinal. '-' reads standard input. Data goes to standard output, errors to standard \
            error. A value that starts with '-' and is not a number is written '--name=value'.
            """,
        customSynopsis: "<subcommand>")

    /// Every subcommand except `help`, in the order the root help lists them.
    static let subcommands: [CLISubcommandEntry] = [
        CLISubcommandEntry(InfoCommand.self),
        CLISubcommandEntry(LocateCommand.self),
        CLISubcommandEntry(RouteCommand.self),
        CLISubcommandEntry(ProgressCommand.self),
        CLISubcommandEntry(MatchCommand.self),
        CLISubcommandEntry(FollowCommand.self),
        CLISubcommandEntry(MatrixCommand.self),
        CLISubcommandEntry(ReachableCommand.self),
        CLISubcommandEntry(CheckCommand.self),
        CLISubcommandEntry(BufferCommand.self),
        CLISubcommandEntry(SimplifyCommand.self),
        CLISubcommandEntry(WallsCommand.self),
        CLISubcommandEntry(BuildCommand.self),
        CLISubcommandEntry(GenerateCommand.self),
        CLISubcommandEntry(RenderCommand.self),
        CLISubcommandEntry(ServeCommand.self)
    ]

    /// The names a user can type after `indoor`, `help` included.
    static var subcommandNames: [String] { subcommands.map(\.spec.name) + [HelpCommand.spec.name] }

    /// The declaration of subcommand `name` (`help` included), or `nil`.
    static func spec(ofSubcommand name: String) -> CLICommandSpec? {
        if name == HelpCommand.spec.name { return HelpCommand.spec }
        return subcommands.first { $0.spec.name == name }?.spec
    }

    /// The `--version` row shown in the root OPTIONS.
    static let versionRow = CLIHelpRenderer.Row(label: "--version", help: "Show the version.")

    /// The root help: overview, usage, options, subcommands and exit codes.
    static func help() -> String {
        let renderer = CLIHelpRenderer()
        var rows = subcommands.map { CLIHelpRenderer.Row(label: $0.spec.name, help: $0.spec.abstract) }
        rows.append(CLIHelpRenderer.Row(label: HelpCommand.spec.name, help: HelpCommand.spec.abstract))
        let subcommandSection = CLIHelpRenderer.Section(
            title: "SUBCOMMANDS", rows: rows, footer: "See '\(programName) help <subcommand>' for detailed help.")
        let exitCodes = CLIHelpRenderer.Section(
            title: "EXIT CODES",
            rows: CLIExitCode.allCases.map { CLIHelpRenderer.Row(label: String($0.rawValue), help: $0.meaning) })
        return renderer.help(for: spec, path: programName, extraOptions: [versionRow], extraSections: [subcommandSection, exitCodes])
    }

    /// The help of subcommand `name` (`help` included).
    /// - Precondition: `name` is a subcommand.
    static func help(ofSubcommand name: String) -> String {
        guard let spec = spec(ofSubcommand: name) else { preconditionFailure("no subcommand '\(name)'") }
        return CLIHelpRenderer().help(for: spec, path: "\(programName) \(name)")
    }

    /// `Unknown subcommand 'rout'; did you mean 'route'?` (the suggestion only when one is close).
    static func unknownSubcommandMessage(_ name: String) -> String {
        var message = "Unknown subcommand '\(name)'"
        if let near = CLISuggestion.closest(to: name, among: subcommandNames) { message += "; did you mean '\(near)'?" }
        return message
    }
}
