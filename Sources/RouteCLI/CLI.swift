import Routing

/// The `indoor` command, callable in-process: all behaviour lives here so tests need no subprocess.
public enum CLI {
    /// The version printed by `indoor --version`.
    static var version: String { RoutingLibrary.version }

    /// Runs `indoor` with `arguments` (without the program name).
    ///
    /// - `indoor`, `indoor -h`, `indoor --help`, `indoor help`: the root help (exit 0).
    /// - `indoor --version`: the version (exit 0).
    /// - `indoor help <subcommand>`, `indoor <subcommand> -h|--help`: that subcommand's help (exit 0).
    /// - `indoor <subcommand> …`: parses, then runs the subcommand; see ``CLIExitCode`` for the codes.
    /// - Unknown subcommands and options, missing and invalid values: `Error: …` on stderr, exit 64.
    /// - Parameter arguments: the command-line arguments after the program name.
    /// - Returns: the text for stdout and stderr and the exit code; never traps on user input.
    public static func run(arguments: [String]) -> CLIResult {
        guard let first = arguments.first else { return .success(RootCommand.help()) }
        let rest = Array(arguments.dropFirst())
        let root = RootCommand.spec
        let rootPath = RootCommand.programName
        switch first {
        case "-h", "--help":
            return .success(RootCommand.help())
        case "--version":
            if !rest.isEmpty {
                let list = rest.map { "'\($0)'" }.joined(separator: ", ")
                return CLIUsageFailure("Unexpected argument\(rest.count == 1 ? "" : "s") after '--version': \(list)").report(spec: root, path: rootPath)
            }
            return .success(version + "\n")
        case HelpCommand.spec.name:
            return HelpCommand.run(rest)
        default:
            break
        }
        if CLIArgumentParser.isOptionLike(first) {
            let name = first.hasPrefix("--") ? String(first.dropFirst(2)) : String(first.dropFirst())
            let bare = name.split(separator: "=", maxSplits: 1).first.map(String.init) ?? name
            var message = "Unknown option '\(first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first)'"
            if let near = CLISuggestion.closest(to: bare, among: ["help", "version"]) {
                message += "; did you mean '--\(near)'?"
            } else {
                message += "; options go after the subcommand ('\(rootPath) <subcommand> \(first)')"
            }
            return CLIUsageFailure(message).report(spec: root, path: rootPath)
        }
        guard let entry = RootCommand.subcommands.first(where: { $0.spec.name == first }) else {
            return CLIUsageFailure(RootCommand.unknownSubcommandMessage(first)).report(spec: root, path: rootPath)
        }
        let path = "\(rootPath) \(entry.spec.name)"
        do {
            switch try CLIArgumentParser.parse(rest, spec: entry.spec) {
            case .help: return .success(RootCommand.help(ofSubcommand: entry.spec.name))
            case .values(let values):
                let notes = CLINotes()
                let outcome: Result<CLIResult, CLIUsageFailure> = CLINotes.$current.withValue(notes) {
                    do throws(CLIUsageFailure) { return .success(try entry.run(values)) } catch { return .failure(error) }
                }
                var result = try outcome.get()
                result.stderr = notes.text + result.stderr
                return result
            }
        } catch {
            return error.report(spec: entry.spec, path: path)
        }
    }
}
