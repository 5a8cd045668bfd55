import IndoorGeometry
import Foundation
@testable import RouteCLI

/// Helpers shared by the CLI tests.
enum CLITest {
    /// Runs `indoor` with the words of `line` split on spaces (no quoting; use `run(_:)` for spaces in values).
    static func run(_ line: String) -> CLIResult {
        CLI.run(arguments: line.split(separator: " ").map(String.init))
    }

    /// Parses `arguments` for `command` and returns its typed options, or the usage failure.
    static func options<C: CLISubcommand>(_ command: C.Type, _ arguments: [String]) -> Result<C.Options, CLIUsageFailure> {
        do {
            switch try CLIArgumentParser.parse(arguments, spec: C.spec) {
            case .help: return .failure(CLIUsageFailure("help requested"))
            case .values(let values): return .success(try C.options(from: values))
            }
        } catch {
            return .failure(error)
        }
    }

    /// A fresh empty folder that exists for the test (a stand-in venue for the path checks).
    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("indoor-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A fresh file with `contents`.
    static func temporaryFile(_ contents: String, suffix: String = ".geojson") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("indoor-cli-\(UUID().uuidString)\(suffix)")
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
