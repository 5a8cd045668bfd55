/// The exit codes of `indoor`, from BSD's sysexits(3) where one fits; documented in the root help.
enum CLIExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case success = 0
    /// The search ran and found nothing: no route, or the point is in no space.
    case nothingFound = 1
    /// EX_USAGE: the command line is wrong (unknown option, missing or invalid value).
    case usage = 64
    /// EX_DATAERR: an input exists but its data is bad (malformed JSON, invalid geometry).
    case dataError = 65
    /// EX_NOINPUT: an input file or folder does not exist or cannot be read.
    case noInput = 66
    /// EX_UNAVAILABLE: a service cannot start (`serve`: the address cannot be listened on).
    case unavailable = 69
    /// EX_SOFTWARE: an internal error, or a subcommand not available in this build yet.
    case software = 70

    /// The one-line meaning printed in the root help's EXIT CODES section.
    var meaning: String {
        switch self {
        case .success: return "Success."
        case .nothingFound: return "Nothing found: no route, or the point is in no space."
        case .usage: return "Usage error: unknown option, missing or invalid value."
        case .dataError: return "Bad data: the input is malformed or invalid."
        case .noInput: return "Input not found or unreadable."
        case .unavailable: return "Service unavailable: 'serve' cannot listen on the address."
        case .software: return "Internal error (a bug; please report it)."
        }
    }
}
