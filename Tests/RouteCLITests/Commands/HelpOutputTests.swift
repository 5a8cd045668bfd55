import Testing
@testable import RouteCLI

@Suite("CLI help output")
struct HelpOutputTests {
    static let subcommands = RootCommand.subcommandNames

    @Test("Root help is the same for every way of asking", arguments: [[], ["--help"], ["-h"], ["help"]])
    func rootHelpForms(arguments: [String]) {
        let result = CLI.run(arguments: arguments)
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == RootCommand.help())
    }

    @Test func rootHelpHasSectionsSubcommandsAndExitCodes() {
        let help = CLI.run(arguments: ["--help"]).stdout
        for section in ["OVERVIEW: ", "USAGE: indoor <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "EXIT CODES:"] {
            #expect(help.contains(section), "missing \(section)")
        }
        let lines = help.split(separator: "\n").map(String.init)
        for name in Self.subcommands {
            #expect(lines.contains { $0.hasPrefix("  \(name) ") }, "subcommand \(name) not listed")
        }
        for code in ["0", "1", "64", "65", "66", "70"] {
            #expect(lines.contains { $0.hasPrefix("  \(code) ") }, "exit code \(code) not listed")
        }
        #expect(help.contains("--version"))
        #expect(help.contains("See 'indoor help <subcommand>' for detailed help."))
    }

    @Test("Every subcommand's help has the sections and every declaration", arguments: subcommands)
    func subcommandHelp(name: String) throws {
        let spec = try #require(RootCommand.spec(ofSubcommand: name))
        let help = CLI.run(arguments: [name, "--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: \(spec.abstract.prefix(20))"))
        #expect(help.stdout.contains("USAGE: indoor \(name)"))
        #expect(help.stdout.contains("OPTIONS:"))
        #expect(help.stdout.contains("  -h, --help"))
        #expect(help.stdout.contains("ARGUMENTS:") == !spec.arguments.isEmpty)
        #expect(!help.stdout.contains("SUBCOMMANDS:"))
        for argument in spec.arguments { #expect(help.stdout.contains("  \(argument.label)"), "\(name): \(argument.label)") }
        for flag in spec.flags { #expect(help.stdout.contains("  \(flag.label)"), "\(name): \(flag.label)") }
        let flat = help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for option in spec.options {
            #expect(help.stdout.contains("  \(option.label)"), "\(name): \(option.label)")
            if let value = option.defaultValue { #expect(flat.contains("default: \(value))"), "\(name): default of \(option.name)") }
            let allowed = option.kind.allowedValues
            if !allowed.isEmpty { #expect(flat.contains("(values: " + allowed.joined(separator: ", ")), "\(name): values of \(option.name)") }
        }
    }

    @Test("-h, --help and help <subcommand> print the same text", arguments: subcommands)
    func helpFormsAgree(name: String) {
        let long = CLI.run(arguments: [name, "--help"])
        #expect(CLI.run(arguments: [name, "-h"]) == long)
        #expect(CLI.run(arguments: ["help", name]) == long)
        // Help wins over other mistakes on the same line, as in swift-argument-parser.
        #expect(CLI.run(arguments: [name, "--bogus", "x", "--help"]) == long)
    }

    @Test("Help lines fit in 80 columns", arguments: [[String]()] + subcommands.map { [$0] })
    func helpWidth(path: [String]) {
        let text = CLI.run(arguments: ["help"] + path).stdout
        for line in text.split(separator: "\n") {
            let longestWord = line.split(separator: " ").map(\.count).max() ?? 0
            #expect(line.count <= 80 || longestWord > 50, "too long: \(line)")
        }
    }

    @Test("Usage wrapping keeps each option with its value", arguments: subcommands)
    func usageWrapping(name: String) {
        let lines = CLI.run(arguments: ["help", name]).stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("USAGE: ") }) else { Issue.record("no USAGE"); return }
        let usage = lines[start...].prefix { !$0.isEmpty }
        for line in usage.dropFirst() {
            #expect(line.hasPrefix("         ") && !line.hasPrefix("          "), "continuation indent: \(line)")
            let first = line.drop { $0 == " " }
            #expect(!first.hasPrefix("<") && !first.hasPrefix("..."), "value separated from its option: \(line)")
        }
    }

    @Test func routeHelpMatchesGolden() {
        let help = CLI.run(arguments: ["route", "--help"]).stdout
        #expect(
            help.contains(
                """
                USAGE: indoor route <venue> (--from <ref> (--to <ref> | --to-nearest <kind> |
                         --to-any <ref> ...) [--via <ref> ... [--optimize]] | --batch <file|->)
                         [--close <id> ...] [--profile <profile>] [--clearance <m>]
                         [--avoid <type> ...] [--include-non-public] [--simplify <m>]
                         [--floor-change-penalty <s>] [--strict] [--open-nonwalkable-doors]
                         [--pretty]
                """))
        #expect(
            help.contains(
                """
                  --profile <profile>     Who is moving: 'accessible' avoids stairs, escalators,
                                          ladders and narrow doors. (values: default,
                                          accessible; default: default)
                """))
    }

    @Test func versionPrintsTheLibraryVersion() {
        let result = CLI.run(arguments: ["--version"])
        #expect(result == CLIResult(stdout: CLI.version + "\n", stderr: "", exitCode: 0))
        #expect(CLI.version.split(separator: ".").count == 3)
        let extra = CLI.run(arguments: ["--version", "now"])
        #expect(extra.exitCode == 64)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument after '--version': 'now'"))
    }

    @Test func helpOfHelpAndHelpErrors() {
        let own = CLI.run(arguments: ["help", "help"])
        #expect(own.exitCode == 0)
        #expect(own.stdout.contains("USAGE: indoor help [<subcommand>]"))
        #expect(CLI.run(arguments: ["help", "--help"]) == own)

        let unknown = CLI.run(arguments: ["help", "rute"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasPrefix("Error: Unknown subcommand 'rute'; did you mean 'route'?\n"))
        #expect(unknown.stdout.isEmpty)

        let extra = CLI.run(arguments: ["help", "route", "locate"])
        #expect(extra.exitCode == 64)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'locate'\n"))
    }
}
