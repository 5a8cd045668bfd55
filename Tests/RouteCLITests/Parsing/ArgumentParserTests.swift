import IndoorGeometry
import Routing
import Testing
@testable import RouteCLI

@Suite("CLI argument parser")
struct ArgumentParserTests {
    // MARK: --name value and --name=value

    struct Equivalence: CustomTestStringConvertible, Sendable {
        var spaced: [String]
        var joined: [String]
        var testDescription: String { spaced.joined(separator: " ") }
    }

    @Test(
        "--name value equals --name=value",
        arguments: [
            Equivalence(
                spaced: ["v", "--from", "s_1", "--to", "-122.6,45.5@2", "--clearance", "90cm", "--profile", "accessible"],
                joined: ["v", "--from=s_1", "--to=-122.6,45.5@2", "--clearance=90cm", "--profile=accessible"]),
            Equivalence(
                spaced: ["v", "--avoid", "stairs", "--from", "Room 101", "--avoid", "ladder", "--to", "b", "--simplify", "0.5"],
                joined: ["v", "--avoid=stairs", "--from=Room 101", "--avoid=ladder", "--to=b", "--simplify=0.5"]),
            Equivalence(spaced: ["v", "--batch", "-"], joined: ["v", "--batch=-"])
        ])
    func spacedAndJoinedAgree(_ pair: Equivalence) throws {
        let a = try CLITest.options(RouteCommand.self, pair.spaced).get()
        let b = try CLITest.options(RouteCommand.self, pair.joined).get()
        #expect(a == b)
    }

    @Test func routeOptionsAreTyped() throws {
        let o = try CLITest.options(
            RouteCommand.self,
            [
                "venue.zip", "--from", "s_1", "--to", "-122.6765,45.5231@L2", "--profile", "accessible", "--clearance", "90cm",
                "--avoid", "stairs", "--avoid", "escalator", "--avoid", "ladder", "--avoid", "stairs", "--include-non-public", "--simplify", "0.25", "--pretty"
            ]
        ).get()
        #expect(o.venuePath == "venue.zip")
        #expect(
            o.query
                == .single(
                    from: .reference("s_1"),
                    to: .position(GeoCoordinate(longitude: -122.6765, latitude: 45.5231), floor: "L2")))
        #expect(o.settings.profile == .accessible)
        #expect(o.settings.clearance.map { abs($0 - 0.9) < 1e-12 } == true)
        #expect(o.settings.avoid == [.stairs, .escalator, .ladder])
        #expect(o.settings.includeNonPublic && o.pretty)
        #expect(o.settings.simplify == 0.25)
    }

    @Test func defaultsApplyWhenOptionsAreAbsent() throws {
        let route = try CLITest.options(RouteCommand.self, ["v", "--from", "a", "--to", "b"]).get()
        #expect(route.settings == CLIRouteSettings())
        #expect(!route.pretty)
        let buffer = try CLITest.options(BufferCommand.self, ["-", "--distance", "-2.5"]).get()
        #expect(buffer == BufferCommand.Options(inputPath: "-", distanceMetres: -2.5, cap: .round, join: .round, mitreLimit: 5, segmentsPerQuadrant: 8))
        let generate = try CLITest.options(GenerateCommand.self, ["out"]).get()
        #expect(generate == GenerateCommand.Options(outputPath: "out", format: .mvf, buildings: 2, floors: 3, roomsPerFloor: 24, seed: 1, zip: false))
    }

    @Test func negativeNumbersAndDashAreValuesNotOptions() throws {
        let locate = try CLITest.options(LocateCommand.self, ["v", "--at", "-0.5,-33.9", "--floor", "-1"]).get()
        #expect(locate.query == .single(GeoCoordinate(longitude: -0.5, latitude: -33.9), floor: CLIFloorReference(text: "-1")))
        #expect(CLIFloorReference(text: "-1").ordinal == -1)
        let buffer = try CLITest.options(BufferCommand.self, ["-", "--distance", "-.5"]).get()
        #expect(buffer.inputPath == "-" && buffer.distanceMetres == -0.5)
    }

    // MARK: --

    @Test func doubleDashEndsOptions() throws {
        let spec = SimplifyCommand.spec
        guard case .values(let v) = try CLIArgumentParser.parse(["--tolerance", "1", "--", "--help"], spec: spec) else {
            Issue.record("'--help' after '--' must be a value, not a help request"); return
        }
        #expect(v.argument("input") == "--help")
        #expect(v.value("tolerance") == "1")

        // An option after `--` is an argument too, so the required option is then missing.
        let after = CLI.run(arguments: ["simplify", "--", "--tolerance", "1"])
        #expect(after.exitCode == 64)
        #expect(after.stderr.contains("Error: Unexpected argument '1'"))
        #expect(after.stderr.contains("Error: Missing expected argument '--tolerance <m>'"))

        // A file literally named '-h' reached through '--' is looked up, not treated as help.
        let named = CLI.run(arguments: ["simplify", "--tolerance", "1", "--", "-h"])
        #expect(named.exitCode == 66)
        #expect(named.stderr == "Error: input '-h' not found\n")
    }

    // MARK: Repetition

    @Test func nonRepeatableOptionGivenTwiceIsAnError() {
        let r = CLI.run(arguments: ["walls", "v", "--floor", "1", "--floor", "2"])
        #expect(r.exitCode == 64)
        #expect(r.stderr.hasPrefix("Error: '--floor' was given more than once ('1', then '2'); it takes a single value\n"))
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var firstLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "Usage errors are precise and exit 64",
        arguments: [
            ErrorCase(arguments: ["walls", "v", "--floor"], firstLine: "Error: Missing value for '--floor <id|name|ordinal>'"),
            ErrorCase(arguments: ["walls", "v", "--floor", "--json"], firstLine: "Error: Missing value for '--floor <id|name|ordinal>'"),
            ErrorCase(arguments: ["walls", "--floor", "1"], firstLine: "Error: Missing expected argument '<venue>'"),
            ErrorCase(arguments: ["walls", "v"], firstLine: "Error: Missing expected argument '--floor <id|name|ordinal>'"),
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--profile", "fast"],
                firstLine: "Error: Invalid value 'fast' for '--profile <profile>': expected one of 'default', 'accessible'"),
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--profile", "acessible"],
                firstLine: "Error: Invalid value 'acessible' for '--profile <profile>': expected one of 'default', 'accessible'; did you mean 'accessible'?"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "2", "--join", "miter"],
                firstLine: "Error: Invalid value 'miter' for '--join <style>': expected one of 'round', 'mitre', 'bevel'; did you mean 'mitre'?"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "two"],
                firstLine: "Error: Invalid value 'two' for '--distance <m>': expected a length in metres such as '0.9', '0.9m' or '90cm'"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "3ft"],
                firstLine: "Error: Invalid value '3ft' for '--distance <m>': unknown unit 'ft'; use m, cm, mm or km (metres if none)"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "1", "--segments", "0"],
                firstLine: "Error: Invalid value '0' for '--segments <n>': must be between 1 and 1000"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "1", "--mitre-limit", "0.5"],
                firstLine: "Error: Invalid value '0.5' for '--mitre-limit <x>': must be between 1 and 100"),
            ErrorCase(
                arguments: ["simplify", "-", "--tolerance", "-1"],
                firstLine: "Error: Invalid value '-1' for '--tolerance <m>': must be between 0 and 10000 m"),
            // Ranges are checked before any work: a huge clearance once crashed the overlay and 1 km ran a minute.
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--clearance", "1e308"],
                firstLine: "Error: Invalid value '1e308' for '--clearance <m>': must be between 0 and 2 m"),
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--clearance", "1km"],
                firstLine: "Error: Invalid value '1km' for '--clearance <m>': must be between 0 and 2 m"),
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--clearance", "-1"],
                firstLine: "Error: Invalid value '-1' for '--clearance <m>': must be between 0 and 2 m"),
            ErrorCase(
                arguments: ["buffer", "-", "--distance", "1e9"],
                firstLine: "Error: Invalid value '1e9' for '--distance <m>': must be between -10000 and 10000 m"),
            ErrorCase(
                arguments: ["locate", "v", "--at", "1,2", "--floor", "1", "--max-distance", "1e12"],
                firstLine: "Error: Invalid value '1e12' for '--max-distance <m>': must be between 0 and 10000 m"),
            ErrorCase(
                arguments: ["locate", "v", "--at", "45.5,-122.6", "--floor", "1"],
                firstLine:
                    "Error: Invalid value '45.5,-122.6' for '--at <lon,lat>': latitude -122.6 is outside [-90, 90] (did you swap longitude and latitude?)"),
            ErrorCase(
                arguments: ["locate", "v", "--at", "1;2", "--floor", "1"],
                firstLine: "Error: Invalid value '1;2' for '--at <lon,lat>': expected 'lon,lat' in decimal degrees such as '-122.6765,45.5231'"),
            ErrorCase(
                arguments: ["locate", "v", "--at", "1,2"], firstLine: "Error: Missing expected argument '--floor <id|name|ordinal>' (needed with '--at')"),
            ErrorCase(
                arguments: ["locate", "v"],
                firstLine: "Error: Missing expected argument: give '--at <lon,lat> --floor <id|name|ordinal>' or '--batch <file|->'"),
            ErrorCase(arguments: ["locate", "v", "--batch", "-", "--at", "1,2"], firstLine: "Error: '--batch' cannot be combined with '--at' or '--floor'"),
            ErrorCase(
                arguments: ["route", "v", "--from", "1.5,2.5", "--to", "b"],
                firstLine: "Error: Invalid value '1.5,2.5' for '--from <ref>': a position needs a floor: write 'lon,lat@floor' such as '1.5,2.5@1'"),
            ErrorCase(
                arguments: ["route", "v", "--from", "a", "--to", "b", "--pretty=yes"], firstLine: "Error: '--pretty' takes no value, but was given 'yes'"),
            ErrorCase(arguments: ["info", "a", "b", "c"], firstLine: "Error: 2 unexpected arguments: 'b', 'c'"),
            ErrorCase(
                arguments: ["generate", "out", "--floors", "1.5"],
                firstLine: "Error: Invalid value '1.5' for '--floors <F>': expected a whole number such as '3'"),
            ErrorCase(arguments: ["info", "v", "-x"], firstLine: "Error: Unknown option '-x'")
        ])
    func usageErrors(_ c: ErrorCase) {
        let r = CLI.run(arguments: c.arguments)
        #expect(r.exitCode == 64)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == c.firstLine)
        #expect(lines.contains { $0.hasPrefix("Usage: indoor \(c.arguments[0])") })
        #expect(lines.last == "  See 'indoor \(c.arguments[0]) --help' for more information.")
    }

    @Test func singleErrorShowsTheHelpOfItsOption() {
        let r = CLI.run(arguments: ["route", "v", "--from", "a"])
        #expect(
            r.stderr == """
                Error: Missing expected argument '--to <ref>' (or '--to-nearest <kind>', '--to-any <ref>', or '--via <ref>' with '--optimize')
                Help:  --to <ref>  Where the route ends: a space id or name, or 'lon,lat@floor'.
                Usage: indoor route <venue> (--from <ref> (--to <ref> | --to-nearest <kind> | --to-any <ref> ...) [--via <ref> ... [--optimize]] | --batch <file|->) [--close <id> ...] [--profile <profile>] [--clearance <m>] [--avoid <type> ...] [--include-non-public] [--simplify <m>] [--floor-change-penalty <s>] [--strict] [--open-nonwalkable-doors] [--pretty]
                  See 'indoor route --help' for more information.

                """)
    }

    @Test func errorsAreCombined() {
        let r = CLI.run(arguments: ["buffer", "--cap", "flat", "--join", "sharp", "--segmens", "4", "--distance"])
        #expect(r.exitCode == 64)
        let errors = r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }
        #expect(
            errors == [
                "Error: Invalid value 'sharp' for '--join <style>': expected one of 'round', 'mitre', 'bevel'",
                "Error: Unknown option '--segmens'; did you mean '--segments'?",
                "Error: Missing value for '--distance <m>'",
                "Error: Missing expected argument '<input>'"
            ])
        #expect(!r.stderr.contains("Help:  "), "Help: is for a single error")
    }

    // MARK: Did you mean

    struct Misspelling: CustomTestStringConvertible, Sendable {
        var command: String
        var typed: String
        var suggestion: String?
        var testDescription: String { "\(command) \(typed)" }
    }

    @Test(
        "Misspelt options get a suggestion",
        arguments: [
            Misspelling(command: "locate", typed: "--flor", suggestion: "--floor"),
            Misspelling(command: "locate", typed: "--max-dist", suggestion: "--max-distance"),
            Misspelling(command: "locate", typed: "--max-distnace", suggestion: "--max-distance"),
            Misspelling(command: "route", typed: "--form", suggestion: "--from"),
            Misspelling(command: "route", typed: "--avodi", suggestion: "--avoid"),
            Misspelling(command: "route", typed: "--prety", suggestion: "--pretty"),
            Misspelling(command: "route", typed: "--include-nonpublic", suggestion: "--include-non-public"),
            Misspelling(command: "buffer", typed: "--mitre-limt", suggestion: "--mitre-limit"),
            Misspelling(command: "buffer", typed: "--miter-limit", suggestion: "--mitre-limit"),
            Misspelling(command: "generate", typed: "-seed", suggestion: "--seed"),
            Misspelling(command: "simplify", typed: "--tolerence=2", suggestion: "--tolerance"),
            Misspelling(command: "info", typed: "--hlep", suggestion: "--help"),
            Misspelling(command: "info", typed: "--xyzzy", suggestion: nil)
        ])
    func optionSuggestions(_ m: Misspelling) {
        let r = CLI.run(arguments: [m.command, "x", m.typed])
        #expect(r.exitCode == 64)
        let shown = m.typed.split(separator: "=").first.map(String.init) ?? m.typed
        let expected = "Error: Unknown option '\(shown)'" + (m.suggestion.map { "; did you mean '\($0)'?" } ?? "")
        #expect(r.stderr.split(separator: "\n").first.map(String.init) == expected)
    }

    @Test(
        "Misspelt subcommands get a suggestion",
        arguments: [
            ("rout", "route"), ("lcoate", "locate"), ("simplfy", "simplify"), ("hepl", "help"), ("wall", "walls"),
            ("generat", "generate"), ("inf", "info"), ("rendre", "render"), ("bufer", "buffer"), ("chekc", "check")
        ])
    func subcommandSuggestions(typed: String, expected: String) {
        let r = CLI.run(arguments: [typed, "venue"])
        #expect(r.exitCode == 64)
        #expect(r.stderr.hasPrefix("Error: Unknown subcommand '\(typed)'; did you mean '\(expected)'?\nUsage: indoor <subcommand>\n"))
    }

    @Test func unrelatedSubcommandGetsNoSuggestion() {
        let r = CLI.run(arguments: ["frobnicate"])
        #expect(r.exitCode == 64)
        #expect(r.stderr.hasPrefix("Error: Unknown subcommand 'frobnicate'\n"))
    }

    @Test func rootOptions() {
        #expect(CLI.run(arguments: ["--verison"]).stderr.hasPrefix("Error: Unknown option '--verison'; did you mean '--version'?\n"))
        let misplaced = CLI.run(arguments: ["--floor", "1", "walls"])
        #expect(misplaced.exitCode == 64)
        #expect(misplaced.stderr.hasPrefix("Error: Unknown option '--floor'; options go after the subcommand ('indoor <subcommand> --floor')\n"))
    }

    @Test func misspeltOptionTakesItsValueAlong() {
        // `--flor 2` must not also report '2' as an unexpected argument.
        let r = CLI.run(arguments: ["walls", "v", "--flor", "2"])
        #expect(
            r.stderr.split(separator: "\n").filter { $0.hasPrefix("Error:") } == [
                "Error: Unknown option '--flor'; did you mean '--floor'?",
                "Error: Missing expected argument '--floor <id|name|ordinal>'"
            ])
    }

    // MARK: Short names

    @Test func declaredShortNamesWork() throws {
        let spec = CLICommandSpec(
            name: "t", abstract: "test",
            options: [CLIOptionSpec(name: "out", shortName: "o", valueName: "file", help: "Out.", kind: .path)],
            flags: [CLIFlagSpec(name: "verbose", shortName: "v", help: "More.")])
        guard case .values(let v) = try CLIArgumentParser.parse(["-o", "a.svg", "-v"], spec: spec) else {
            Issue.record("expected values"); return
        }
        #expect(v.value("out") == "a.svg" && v.flag("verbose"))
        let help = CLIHelpRenderer().help(for: spec, path: "indoor t")
        #expect(help.contains("  -o, --out <file>") && help.contains("  -v, --verbose"))
    }
}
