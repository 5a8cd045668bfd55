/// One `indoor` subcommand: its declaration, the typed options parsed from it, and its execution.
///
/// Parsing and execution are separate steps so that execution is a plain function of typed, validated
/// options: `execute(options(from: parsedValues))`.
///
/// A new subcommand writes `execute` only: the options arrive typed and validated (lengths in metres and
/// in range, enums, ``PlaceQuery``), input paths exist. Report data on `stdout`: build JSON as a
/// `JSONValue` (GeoJSON as `GeoJSONFeatureCollection`, turned into one by the library's `GeoJSONEncoder`)
/// and print it with ``CLIResult/json(_:pretty:stderr:failure:)``, which writes it with the library's
/// `JSONWriter` (its number policy, its escaping); never build JSON text by hand. Report `Error: …` on
/// `stderr` with ``CLIExitCode`` `.dataError` (65) for bad venue data and `.nothingFound` (1) for a search
/// that found nothing, and test it in `SubcommandExecutionTests`.
protocol CLISubcommand: SendableMetatype {
    /// The typed options of this subcommand (units in the names, defaults applied).
    associatedtype Options: Sendable
    /// The declaration used for parsing and help.
    static var spec: CLICommandSpec { get }
    /// Converts validated values into typed options, checking rules between options (either `--at` or
    /// `--batch`) and collecting every violation.
    /// - Throws: ``CLIUsageFailure`` for rules the spec alone cannot express.
    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options
    /// Runs the subcommand.
    /// - Returns: what to print and the exit code.
    static func execute(_ options: Options) -> CLIResult
}

/// A subcommand with its type erased, as stored in the root command's table.
struct CLISubcommandEntry: Sendable {
    /// The subcommand's declaration.
    let spec: CLICommandSpec
    /// Converts values to options and executes; throws usage failures from the conversion.
    let run: @Sendable (CLIParsedValues) throws(CLIUsageFailure) -> CLIResult

    /// Wraps `command`.
    init<Command: CLISubcommand>(_ command: Command.Type) {
        spec = Command.spec
        run = { (values: CLIParsedValues) throws(CLIUsageFailure) -> CLIResult in
            Command.execute(try Command.options(from: values))
        }
    }
}
