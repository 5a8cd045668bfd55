import IndoorGeometry
import Testing

@testable import RouteCLI

/// `indoor generate --defect …`: every pattern the help lists reaches the generator as its own option.
@Suite struct GenerateDefectOptionsTests {
    @Test("each --defect value turns on exactly one generator pattern", arguments: GenerateCommand.Defect.allCases)
    func oneFlagEach(defect: GenerateCommand.Defect) throws {
        let options = try CLITest.options(GenerateCommand.self, ["out", "--defect", defect.rawValue]).get()
        #expect(options.defects == [defect])
        let on = options.generatorDefects
        #expect(!on.isEmpty)
        let others = GenerateCommand.Defect.allCases.filter { $0 != defect }
        for other in others {
            var both = options
            both.defects.append(other)
            #expect(both.generatorDefects != on, "\(other.rawValue) adds nothing to \(defect.rawValue)")
        }
        #expect(GenerateCommand.spec.options.contains { $0.name == "defect" && $0.help.contains(defect.rawValue) }, "the help does not name \(defect.rawValue)")
    }
}
