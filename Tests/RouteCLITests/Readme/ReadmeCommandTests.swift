import Foundation
import IndoorGeometry
import Testing
import TestSupport
@testable import RouteCLI

/// Every `indoor` command of the README runs as written (through ``CLI/run(arguments:)``), succeeds, and
/// answers every `"key": value` the README quotes below it; every failing command of a `text` block prints
/// the error the README shows. A changed answer fails here until the README says it.
@Suite struct ReadmeCommandTests {
    /// A README command line split into the command and the file its output is redirected to (`> name`).
    static func redirect(_ line: String) -> (command: String, file: String?) {
        guard let r = line.range(of: " > ") else { return (line, nil) }
        return (String(line[..<r.lowerBound]), ReadmeText.words(String(line[r.upperBound...])).first)
    }

    /// The arguments of a README command line, with paths made absolute or temporary, a `printf` feed
    /// written to a file for `--batch -`, and the names of files earlier commands wrote (`files`: name →
    /// temporary path) replaced by their paths.
    static func arguments(_ line: String, files: [String: String] = [:]) throws -> [String] {
        let folder = try CLITest.temporaryFolder()
        var feed: String?
        var text = line
        if let bar = line.range(of: " | ") {
            let printf = ReadmeText.words(String(line[..<bar.lowerBound]))
            #expect(printf.first == "printf" && printf.count == 2, "only printf '…' feeds a README command: \(line)")
            feed = printf.last.map { $0.replacingOccurrences(of: "\\n", with: "\n") }
            text = String(line[bar.upperBound...])
        }
        var words = ReadmeText.words(text)
        if words.starts(with: ["swift", "run", "indoor"]) { words.removeFirst(3) }
        if words.first == "indoor" { words.removeFirst() }
        for k in words.indices {
            if words[k].hasPrefix("Samples/") { words[k] = PackageFolders.root + "/" + words[k] }
            if k > 0 && (words[k - 1] == "--out" || words[k - 1] == "--path") { words[k] = folder + "/" + words[k] }
            if let path = files[words[k]] { words[k] = path }
            if k == 1 && words[0] == "generate" { words[k] = folder + "/generated" }
            if words[k] == "-", let f = feed { words[k] = try CLITest.temporaryFile(f, suffix: ".txt") }
        }
        return words
    }

    /// Every JSON object in `value`, depth first.
    static func objects(_ value: JSONValue) -> [JSONObject] {
        switch value {
        case let .object(o): return [o] + o.values.flatMap(objects)
        case let .array(a): return a.flatMap(objects)
        default: return []
        }
    }

    @Test("every command of the README's tour and questions runs and answers what the README quotes")
    func commandsAnswerTheirQuotes() throws {
        let commands = try ReadmeText().commands
        #expect(commands.count >= 12, "the README's commands were not found")
        #expect(commands.filter { !$0.quotes.isEmpty }.count >= 9)
        var files: [String: String] = [:]
        for c in commands {
            let (command, file) = Self.redirect(c.line)
            let args = try Self.arguments(command, files: files)
            let r = CLI.run(arguments: args)
            #expect(r.exitCode == 0, "\(c.line): exit \(r.exitCode): \(r.stderr)")
            // A file written with --out (a prebuilt venue) is found by its README name in later commands.
            let words = ReadmeText.words(command)
            if let k = words.firstIndex(of: "--out"), k + 1 < words.count, let j = args.firstIndex(of: "--out"), j + 1 < args.count {
                files[words[k + 1]] = args[j + 1]
            }
            if let file { files[file] = try CLITest.temporaryFile(r.stdout, suffix: "-" + file) }
            guard !c.quotes.isEmpty else { continue }
            let answers = r.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(Array($0.utf8)) }
            let whole = try? JSONParser.parse(Array(r.stdout.utf8))
            let objects = (whole.map { [$0] } ?? answers).flatMap(Self.objects)
            for quote in c.quotes {
                let groups = ReadmeText.pairGroups(quote)
                #expect(!groups.isEmpty, "\(c.line): a quoted line without a \"key\": value pair: \(quote)")
                for group in groups {
                    let pairs = try group.map { ($0.key, try JSONParser.parse(Array($0.value.utf8))) }
                    let found = objects.contains { o in pairs.allSatisfy { o[$0.0] == $0.1 } }
                    #expect(
                        found, "\(c.line)\n  quotes \(group.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")) but no object of the answer has them")
                }
            }
        }
    }

    @Test("every failing command the README shows prints the error the README shows")
    func failuresPrintTheirErrors() throws {
        let failures = try ReadmeText().failures
        #expect(!failures.isEmpty)
        for f in failures {
            let r = CLI.run(arguments: try Self.arguments(f.command))
            #expect(r.exitCode != 0, "\(f.command)")
            let printed = r.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(printed.contains(f.output), "\(f.command) printed:\n\(r.stderr)")
        }
    }
}
