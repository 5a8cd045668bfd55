import IndoorGeometry
import Routing

/// The result of one `indoor` invocation: what to print and the exit code.
public struct CLIResult: Sendable, Equatable {
    public var stdout: String
    public var stderr: String
    public var exitCode: Int32
}

/// The `indoor` command, callable in-process.
public enum CLI {
    /// Runs `indoor` with `arguments` (without the program name).
    public static func run(arguments: [String]) -> CLIResult {
        if arguments.isEmpty || arguments == ["--help"] || arguments == ["-h"] {
            return CLIResult(stdout: "OVERVIEW: Indoor-map geometry: hit-testing and routing for MVF v3 and IMDF venues.\n\nUSAGE: indoor <subcommand> [options]\n", stderr: "", exitCode: 0)
        }
        if arguments == ["--version"] {
            return CLIResult(stdout: RoutingLibrary.version + "\n", stderr: "", exitCode: 0)
        }
        return CLIResult(stdout: "", stderr: "Error: unknown subcommand '\(arguments[0])'\n", exitCode: 64)
    }
}
