/// One thing wrong with a command line, with enough context to print a precise message and a help hint.
struct CLIUsageIssue: Sendable, Equatable {
    /// The sentence printed after `Error: `, e.g. `Unknown option '--flor'; did you mean '--floor'?`.
    var message: String
    /// The label of the argument or option concerned (`--floor <id|name|ordinal>`), used to print its help
    /// line when this is the only issue; `nil` when no single declaration is concerned.
    var label: String? = nil
}

/// The usage errors of one command line, all of them, for the command whose usage they concern.
///
/// Thrown by parsing and by the typed option structs; ``CLI`` renders it on stderr with exit 64.
struct CLIUsageFailure: Error, Sendable, Equatable {
    /// The issues in the order they were found, never empty.
    var issues: [CLIUsageIssue]

    /// A failure with a single issue.
    init(_ message: String, label: String? = nil) {
        issues = [CLIUsageIssue(message: message, label: label)]
    }

    /// A failure with several issues.
    /// - Precondition: `issues` is not empty.
    init(issues: [CLIUsageIssue]) {
        precondition(!issues.isEmpty, "a usage failure needs at least one issue")
        self.issues = issues
    }
}
