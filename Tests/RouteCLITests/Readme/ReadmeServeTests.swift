import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import RouteCLI

/// The README's "As a service" commands: `indoor serve` parses as written, a server on its venues (on a
/// free port, in process) answers each `curl` shown, and every `"key": value` the README quotes below it
/// is in the answer. (``ReadmeCommandTests`` runs the other commands; this one cannot run as written.)
@Suite(.serialized) struct ReadmeServeTests {
    @Test("the README's server command parses and its curl requests answer what the README quotes")
    func serviceCommandsAnswerTheirQuotes() throws {
        let commands = try ReadmeText().serviceCommands
        let serve = try #require(commands.first { $0.line.contains("indoor serve ") }, "the README shows no 'indoor serve'")
        var words = try ReadmeCommandTests.arguments(serve.line.replacingOccurrences(of: " &", with: ""))
        #expect(words.first == "serve")
        words.removeFirst()
        let options: ServeCommand.Options
        switch CLITest.options(ServeCommand.self, words) {
        case let .success(o): options = o
        case let .failure(f): throw f
        }
        let curls = commands.filter { $0.line.hasPrefix("curl ") }
        #expect(!curls.isEmpty && curls.allSatisfy { !$0.quotes.isEmpty }, "each curl of the README quotes its answer")
        let server = try ServeTestServer(venuePaths: options.venuePaths)
        defer { server.stop() }
        for c in curls {
            let url = try #require(ReadmeText.words(c.line).first { $0.hasPrefix("http://") }, "\(c.line)")
            let afterHost = url.dropFirst("http://".count)
            let target = String(afterHost[try #require(afterHost.firstIndex(of: "/"))...])
            #expect(url.contains(":\(options.server.port)/"), "the curl asks the port the server listens on: \(c.line)")
            let r = try server.get(target)
            #expect(r.status == 200, "\(c.line): \(r.text)")
            let objects = ReadmeCommandTests.objects(try JSONParser.parse(r.body))
            for quote in c.quotes {
                for group in ReadmeText.pairGroups(quote) {
                    let pairs = try group.map { ($0.key, try JSONParser.parse(Array($0.value.utf8))) }
                    #expect(objects.contains { o in pairs.allSatisfy { o[$0.0] == $0.1 } }, "\(c.line) quotes \(quote), not in the answer")
                }
            }
        }
    }
}
