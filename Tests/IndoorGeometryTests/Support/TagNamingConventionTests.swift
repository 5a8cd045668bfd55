import Foundation
import Testing
import TestSupport

/// `swift test --skip Slow` must leave out exactly the tests tagged `.slow`, since Swift Testing 6.3
/// filters by name only: a `.slow` tag sits on a suite whose type name has `Slow` in it, and every such
/// suite carries the tag. Reads the test sources of all three test targets. (Its own name avoids `Slow`, so
/// the fast set runs it.)
@Suite struct TagNamingConventionTests {
    static let pattern = #"struct \w*Slow"#

    @Test("every .slow tag is on a suite named *Slow*, and every suite named *Slow* is tagged .slow")
    func slowTagsMatchSuiteNames() throws {
        let root = PackageFolders.root + "/Tests"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("TestSupport/") && !$0.hasSuffix("/TagNamingConventionTests.swift") }
        #expect(files.count > 50, "test sources not found under \(root)")
        var tagged = 0
        for file in files {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("//") { continue }
                // The suite's declaration: on the attribute's line or the next one.
                let declaration = text.hasPrefix("@Suite") ? (text.contains("struct ") ? text : lines[min(i + 1, lines.count - 1)]) : nil
                let namedSlow = declaration?.range(of: Self.pattern, options: .regularExpression) != nil
                if text.contains(".slow") {
                    tagged += 1
                    #expect(namedSlow, "\(file):\(i + 1): .slow outside a suite named *Slow*: \(text)")
                } else if namedSlow {
                    Issue.record("\(file):\(i + 1): a suite named *Slow* without .tags(.slow): \(text)")
                }
            }
        }
        #expect(tagged >= 20, "only \(tagged) .slow tags found")
    }
}
