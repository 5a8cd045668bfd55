import Testing
@testable import RouteCLI

/// Issue 12, item 10: `--clearance` is documented as what it is, a half-width (the distance the walker's
/// centre keeps from walls), with the accessible default and the ADA door width it keeps open.
@Suite("route: --clearance help")
struct ClearanceHelpTests {
    @Test func clearanceHelpSaysHalfWidthAndCitesTheADAMinimum() {
        let r = CLI.run(arguments: ["help", "route"])
        #expect(r.exitCode == 0)
        let flat = r.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("half-width"), "\(flat)")
        #expect(flat.contains("accessible 0.40"), "the accessible default")
        #expect(flat.contains("ADA") && flat.contains("0.815 m"), "the standard the accessible default keeps open")
    }
}
