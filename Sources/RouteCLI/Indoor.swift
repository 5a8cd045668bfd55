import Foundation

/// Entry point of the `indoor` command; all behaviour lives in ``CLI/run(arguments:)`` so tests call it in-process.
@main
struct Indoor {
    static func main() {
        CLIRuntime.streamsToStandardOutput = true
        let result = CLI.run(arguments: Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(result.stdout.utf8))
        FileHandle.standardError.write(Data(result.stderr.utf8))
        exit(result.exitCode)
    }
}
