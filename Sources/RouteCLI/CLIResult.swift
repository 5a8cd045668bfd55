/// The result of one `indoor` invocation: what to print on each stream and the exit code.
///
/// `indoor` writes data to `stdout` and messages (`Error: …`, warnings, progress) to `stderr`; the
/// `@main` entry point prints both and exits with `exitCode`.
public struct CLIResult: Sendable, Equatable {
    /// Text for standard output: the command's data (text, JSON, GeoJSON, SVG) or help.
    public var stdout: String
    /// Text for standard error: `Error: …` lines with a usage hint, or warnings.
    public var stderr: String
    /// The process exit code; see ``CLIExitCode`` (0, 1, 64, 65, 66, 70).
    public var exitCode: Int32

    /// Creates a result.
    /// - Parameters:
    ///   - stdout: data for standard output.
    ///   - stderr: messages for standard error.
    ///   - exitCode: the process exit code.
    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }

    /// A successful result printing `output` on stdout.
    static func success(_ output: String) -> CLIResult {
        CLIResult(stdout: output, exitCode: CLIExitCode.success.rawValue)
    }

    /// A failure printing `Error: message` on stderr with `code`.
    static func failure(_ message: String, code: CLIExitCode) -> CLIResult {
        CLIResult(stderr: "Error: \(message)\n", exitCode: code.rawValue)
    }
}
