import Foundation
import Testing
@testable import RouteCLI

/// `indoor route` says why there is no route (exit 1), as `indoor check` does.
@Suite("route: no route, and why")
struct RouteNoRouteTests {
    @Test func noRouteNamesTheEndAndTheCause() {
        let r = CLI.run(arguments: ["route", WiredCommandTests.sample, "--from", "ALD 101", "--to", "ALD 204", "--avoid", "stairs", "--avoid", "elevator"])
        #expect(r.exitCode == 1)
        #expect(r.stderr.contains("the goal 'ALD 204'"), "\(r.stderr)")
        #expect(r.stderr.contains("stairs (avoided)") && r.stderr.contains("elevator (avoided)"), "\(r.stderr)")
        let batch = try? CLITest.temporaryFile(#"{"from":"ALD 101","to":"ALD 204","avoid":["stairs","elevator"]}"# + "\n", suffix: ".ndjson")
        let b = CLI.run(arguments: ["route", WiredCommandTests.sample, "--batch", batch ?? "-"])
        #expect(b.stdout.contains("the goal 'ALD 204'") && b.stdout.contains("\"line\":1"), "\(b.stdout)")
    }
}
