/// The declarative description of one `indoor` command: what it is for, what it accepts, and how its help reads.
///
/// A spec is data only; ``CLIArgumentParser`` reads it to parse a command line and ``CLIHelpRenderer`` to print
/// the help, so the two can never disagree. Names are kebab-case and given without dashes (`max-distance`).
struct CLICommandSpec: Sendable {
    /// The subcommand name as typed (`route`), or the program name for the root command.
    var name: String
    /// One sentence shown after `OVERVIEW:` and in the root's SUBCOMMANDS list.
    var abstract: String
    /// Further paragraphs printed below the overview; empty for none. Lines are kept, long lines are wrapped.
    var discussion: String = ""
    /// Positional arguments, in the order they must appear.
    var arguments: [CLIArgumentSpec] = []
    /// Options that take a value.
    var options: [CLIOptionSpec] = []
    /// Options without a value.
    var flags: [CLIFlagSpec] = []
    /// A hand-written synopsis after the command path, for commands whose option rules a plain list cannot
    /// say (`(--at <lon,lat> --floor <f> | --batch <file|->)`); `nil` derives it from the declarations.
    var customSynopsis: String? = nil

    /// The option declared with the long `name` (without dashes), if any.
    func option(named name: String) -> CLIOptionSpec? { options.first { $0.name == name } }
    /// The flag declared with the long `name` (without dashes), if any.
    func flag(named name: String) -> CLIFlagSpec? { flags.first { $0.name == name } }
    /// The positional argument declared as `name`, if any.
    func argument(named name: String) -> CLIArgumentSpec? { arguments.first { $0.name == name } }
}

/// A positional argument such as `<venue>`.
struct CLIArgumentSpec: Sendable {
    /// The name shown between angle brackets and used to look the value up.
    var name: String
    /// One sentence for the ARGUMENTS section.
    var help: String
    /// What the value must look like; it is checked while parsing so conversion errors are reported together.
    var kind: CLIValueKind = .text
    /// Whether the argument must be given; an optional argument is written `[<name>]` in the usage.
    var isRequired: Bool = true
    /// Whether the argument takes every remaining positional value (`<venue>...`); only the last may.
    var isVariadic: Bool = false

    /// `<venue>`: the label used in usage lines and messages.
    var label: String { "<\(name)>" }
}

/// An option that takes a value: `--name value` or `--name=value`.
struct CLIOptionSpec: Sendable {
    /// The long name without dashes (`max-distance`).
    var name: String
    /// An optional one-letter short name without the dash (`o` for `-o`).
    var shortName: Character? = nil
    /// The placeholder shown in help (`m`, `lon,lat`, `file|-`), written between angle brackets.
    var valueName: String
    /// One sentence for the OPTIONS section, with the unit where there is one.
    var help: String
    /// What the value must look like; an `.choice` kind also supplies the `(values: …)` list in help.
    var kind: CLIValueKind = .text
    /// The value used when the option is absent, shown as `(default: …)`; `nil` for none.
    var defaultValue: String? = nil
    /// Whether the option may be given several times (`--avoid stairs --avoid escalator`).
    var isRepeatable: Bool = false
    /// Whether the option must be given at least once.
    var isRequired: Bool = false

    /// `--name <value>`: the label used in usage lines and messages.
    var label: String { "--\(name) <\(valueName)>" }
}

/// An option without a value, such as `--pretty`; giving it sets it, giving it twice is harmless.
struct CLIFlagSpec: Sendable {
    /// The long name without dashes.
    var name: String
    /// An optional one-letter short name without the dash.
    var shortName: Character? = nil
    /// One sentence for the OPTIONS section.
    var help: String

    /// `--name`: the label used in usage lines and messages.
    var label: String { "--\(name)" }
}
