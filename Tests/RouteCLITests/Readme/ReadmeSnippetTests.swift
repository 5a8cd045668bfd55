import Foundation
import ReadmeExamples
import Testing
import TestSupport

/// The README's Swift blocks are the regions of `Examples/ReadmeExamples` (compiled with the package), and
/// they run: a changed API breaks the build, a changed block or example fails here.
@Suite struct ReadmeSnippetTests {
    /// The `// README: <name>` … `// README: end` regions of the examples, de-indented, in file order.
    static func regions() throws -> [String] {
        let folder = PackageFolders.root + "/Examples/ReadmeExamples"
        var out: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
            var region: [String]?
            for line in try String(contentsOfFile: folder + "/" + file, encoding: .utf8).components(separatedBy: "\n") {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t == "// README: end", let r = region {
                    let indent = r.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                    out.append(r.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n"))
                    region = nil
                } else if t.hasPrefix("// README: ") {
                    region = []
                } else {
                    region?.append(line)
                }
            }
        }
        return out
    }

    @Test("every Swift block of the README is, verbatim, a region of Examples/ReadmeExamples")
    func blocksAreTheExamples() throws {
        let blocks = try ReadmeText().blocks.filter { $0.language == "swift" }.map { $0.lines.joined(separator: "\n") }
        let regions = try Self.regions()
        #expect(blocks.count >= 2)
        #expect(blocks.count == regions.count, "README Swift blocks: \(blocks.count), example regions: \(regions.count)")
        for (block, region) in zip(blocks, regions) {
            #expect(block == region, "the README's Swift block differs from its example:\n\(block)\n---\n\(region)")
        }
    }

    @Test("the README's library code runs on the sample campus and finds what the README says it finds")
    func examplesRun() throws {
        #expect(FileManager.default.changeCurrentDirectoryPath(PackageFolders.root))
        let printed = try LibraryTour.run()
        #expect(printed.count == 3)
        #expect(printed.first?.hasPrefix("inside") == true, "\(printed)")
        #expect(printed.dropFirst().first?.hasPrefix("found") == true, "\(printed)")
    }
}
