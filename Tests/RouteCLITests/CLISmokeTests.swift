import Testing
@testable import RouteCLI

@Test func helpExitsZeroAndUnknownIsUsageError() {
    let h = CLI.run(arguments: ["--help"])
    #expect(h.exitCode == 0)
    #expect(h.stdout.contains("OVERVIEW"))
    let u = CLI.run(arguments: ["frobnicate"])
    #expect(u.exitCode == 64)
    #expect(u.stderr.hasPrefix("Error:"))
}
