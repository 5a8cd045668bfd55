/// Parses the arguments of one command against its ``CLICommandSpec``, in swift-argument-parser's conventions.
///
/// Rules:
/// - `--name value` and `--name=value` are the same; `-x value` for declared short names.
/// - A value may start with `-` when it is a number (`--at -122.6,45.5`) or is `-` itself (standard input);
///   any other value starting with `-` must use the `--name=value` form.
/// - `--` ends the options: everything after it is positional, even `--help`.
/// - `-h` or `--help` anywhere before `--` asks for this command's help, whatever else is wrong.
/// - Options not marked repeatable may be given once; repeatable ones collect every value in order.
/// - Every problem is collected (unknown options with a suggestion, missing or invalid values, missing
///   required arguments and options, unexpected extra arguments) and thrown together.
enum CLIArgumentParser {
    /// The outcome of a successful parse.
    enum Outcome: Sendable {
        /// The user asked for help (`-h` or `--help`).
        case help
        /// The values to run the command with.
        case values(CLIParsedValues)
    }

    /// Parses `tokens` (the arguments after the subcommand name).
    /// - Throws: ``CLIUsageFailure`` with every issue found, in command-line order, then missing requirements.
    /// - Complexity: O(n · k) for n tokens and k declared names.
    static func parse(_ tokens: [String], spec: CLICommandSpec) throws(CLIUsageFailure) -> Outcome {
        let beforeTerminator = tokens.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") { return .help }

        var parsed = CLIParsedValues(spec: spec)
        var issues: [CLIUsageIssue] = []
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        var mentioned: Set<String> = []  // options named on the line, even without a value
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if optionsEnded || !isOptionLike(token) {
                positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue, isLong) = split(token)
            if let option = lookUpOption(name, isLong: isLong, in: spec) {
                mentioned.insert(option.name)
                var value = inlineValue
                if value == nil, index < tokens.count, !isOptionLike(tokens[index]) {
                    value = tokens[index]
                    index += 1
                }
                guard let value else {
                    issues.append(CLIUsageIssue(message: "Missing value for '\(option.label)'", label: option.label))
                    continue
                }
                let previous = parsed.options[option.name, default: []]
                if !option.isRepeatable, let first = previous.first {
                    issues.append(
                        CLIUsageIssue(
                            message: "'--\(option.name)' was given more than once ('\(first)', then '\(value)'); it takes a single value",
                            label: option.label))
                    continue
                }
                do {
                    try CLIValueConversion.validate(value, as: option.kind)
                } catch {
                    issues.append(CLIUsageIssue(message: "Invalid value '\(value)' for '\(option.label)': \(error.reason)", label: option.label))
                }
                parsed.options[option.name] = previous + [value]
            } else if let flag = lookUpFlag(name, isLong: isLong, in: spec) {
                if let inlineValue {
                    issues.append(CLIUsageIssue(message: "'\(flag.label)' takes no value, but was given '\(inlineValue)'", label: flag.label))
                }
                parsed.flags.insert(flag.name)
            } else {
                let (message, suggestion) = unknownOption(token: token, name: name, isLong: isLong, spec: spec)
                issues.append(CLIUsageIssue(message: message))
                // `--flor 2` is most likely `--floor 2`: let the value go with the misspelt option rather than
                // report it again as an unexpected argument.
                if inlineValue == nil, let suggestion, spec.option(named: suggestion) != nil,
                    index < tokens.count, !isOptionLike(tokens[index])
                {
                    index += 1
                }
            }
        }

        // Positional arguments, in declaration order.
        for (position, argument) in spec.arguments.enumerated() {
            guard position < positionals.count else {
                if argument.isRequired {
                    issues.append(CLIUsageIssue(message: "Missing expected argument '\(argument.label)'", label: argument.label))
                }
                continue
            }
            let value = positionals[position]
            do {
                try CLIValueConversion.validate(value, as: argument.kind)
            } catch {
                issues.append(CLIUsageIssue(message: "Invalid value '\(value)' for '\(argument.label)': \(error.reason)", label: argument.label))
            }
            parsed.arguments[argument.name] = value
            if argument.isVariadic {
                for more in positionals.dropFirst(position + 1) {
                    do {
                        try CLIValueConversion.validate(more, as: argument.kind)
                    } catch {
                        issues.append(CLIUsageIssue(message: "Invalid value '\(more)' for '\(argument.label)': \(error.reason)", label: argument.label))
                    }
                }
                parsed.variadicArguments = Array(positionals.dropFirst(position))
            }
        }
        let extra = spec.arguments.last?.isVariadic == true ? [] : positionals.dropFirst(spec.arguments.count)
        if !extra.isEmpty {
            let list = extra.map { "'\($0)'" }.joined(separator: ", ")
            issues.append(CLIUsageIssue(message: extra.count == 1 ? "Unexpected argument \(list)" : "\(extra.count) unexpected arguments: \(list)"))
        }

        for option in spec.options where option.isRequired && !mentioned.contains(option.name) {
            issues.append(CLIUsageIssue(message: "Missing expected argument '\(option.label)'", label: option.label))
        }

        if !issues.isEmpty { throw CLIUsageFailure(issues: issues) }
        return .values(parsed)
    }

    // MARK: - Tokens

    /// Whether `token` is an option rather than a value: it starts with `-`, is not `-` alone and is not a
    /// negative number or number pair (`-3`, `-.5`, `-122.6,45.5`).
    static func isOptionLike(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token != "-" else { return false }
        let second = token.dropFirst().first
        if let second, second.isNumber || second == "." { return false }
        return true
    }

    /// Splits `--name=value` into name and value; `-x` gives name `x`.
    private static func split(_ token: String) -> (name: String, value: String?, isLong: Bool) {
        if token.hasPrefix("--") {
            let body = token.dropFirst(2)
            if let eq = body.firstIndex(of: "=") {
                return (String(body[..<eq]), String(body[body.index(after: eq)...]), true)
            }
            return (String(body), nil, true)
        }
        let body = token.dropFirst()
        if let eq = body.firstIndex(of: "=") {
            return (String(body[..<eq]), String(body[body.index(after: eq)...]), false)
        }
        return (String(body), nil, false)
    }

    private static func lookUpOption(_ name: String, isLong: Bool, in spec: CLICommandSpec) -> CLIOptionSpec? {
        if isLong { return spec.option(named: name) }
        guard name.count == 1, let c = name.first else { return nil }
        return spec.options.first { $0.shortName == c }
    }

    private static func lookUpFlag(_ name: String, isLong: Bool, in spec: CLICommandSpec) -> CLIFlagSpec? {
        if isLong { return spec.flag(named: name) }
        guard name.count == 1, let c = name.first else { return nil }
        return spec.flags.first { $0.shortName == c }
    }

    /// `Unknown option '--flor'; did you mean '--floor'?`, suggesting among the long names, also for a
    /// single-dash word (`-floor` → `--floor`). Returns the message and the suggested long name, if any.
    static func unknownOption(token: String, name: String, isLong: Bool, spec: CLICommandSpec) -> (message: String, suggestion: String?) {
        let shown = token.split(separator: "=", maxSplits: 1).first.map(String.init) ?? token
        var message = "Unknown option '\(shown)'"
        let longNames = spec.options.map(\.name) + spec.flags.map(\.name) + ["help"]
        guard isLong || name.count > 1, let near = CLISuggestion.closest(to: name, among: longNames) else {
            return (message, nil)
        }
        message += "; did you mean '--\(near)'?"
        return (message, near)
    }
}
