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
        let url = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A fresh file with `contents`.
    static func temporaryFile(_ contents: String, suffix: String = ".geojson") throws -> String {
        let url = scratch.appendingPathComponent("\(UUID().uuidString)\(suffix)")
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// This test process's folder for temporaries, `indoor-cli-tests-<pid>` in the temporary directory. Made
    /// on first use, after removing the folders of earlier test processes that are no longer running: a test
    /// run leaves at most its own folder behind, not thousands of files.
    static let scratch: URL = {
        let fm = FileManager.default
        let temp = fm.temporaryDirectory
        let prefix = "indoor-cli-tests-"
        for name in (try? fm.contentsOfDirectory(atPath: temp.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? fm.removeItem(at: temp.appendingPathComponent(name))
        }
        let url = temp.appendingPathComponent("\(prefix)\(getpid())")
        try? fm.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
}
