/// `indoor help [<subcommand>]`: the root help, or a subcommand's help.
enum HelpCommand {
    /// The declaration of `help`.
    static let spec = CLICommandSpec(
        name: "help",
        abstract: "Show the help of indoor or of one subcommand.",
        arguments: [CLIArgumentSpec(name: "subcommand", help: "The subcommand to describe; the root help if omitted.", isRequired: false)])

    /// Runs `help` with the arguments after `help`.
    /// - Returns: the help on stdout (exit 0), or a usage error for an unknown subcommand (exit 64).
    static func run(_ arguments: [String]) -> CLIResult {
        let path = "\(RootCommand.programName) \(spec.name)"
        let values: CLIParsedValues
        do {
            switch try CLIArgumentParser.parse(arguments, spec: spec) {
            case .help: return .success(RootCommand.help(ofSubcommand: spec.name))
            case .values(let parsed): values = parsed
            }
        } catch {
            return error.report(spec: spec, path: path)
        }
        guard let name = values.argument("subcommand") else { return .success(RootCommand.help()) }
        guard RootCommand.spec(ofSubcommand: name) != nil else {
            return CLIUsageFailure(RootCommand.unknownSubcommandMessage(name)).report(spec: spec, path: path)
        }
        return .success(RootCommand.help(ofSubcommand: name))
    }
}
