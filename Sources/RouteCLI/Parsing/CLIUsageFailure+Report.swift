/// Rendering a usage failure the way swift-argument-parser does.
extension CLIUsageFailure {
    /// The stderr text and exit 64 for this failure:
    ///
    /// ```
    /// Error: Missing expected argument '--from <ref>'
    /// Help:  --from <ref>  Where the route starts: a space id or name, or 'lon,lat@floor'.
    /// Usage: indoor route <venue> (--from <ref> --to <ref> | --batch <file|->) ...
    ///   See 'indoor route --help' for more information.
    /// ```
    ///
    /// One `Error:` line per issue; the `Help:` line only when there is a single issue about one declaration.
    /// - Parameters:
    ///   - spec: the command whose usage is shown.
    ///   - path: how that command is invoked (`indoor route`).
    func report(spec: CLICommandSpec, path: String) -> CLIResult {
        var lines = issues.map { "Error: " + $0.message }
        if issues.count == 1, let label = issues[0].label, let help = helpText(for: label, in: spec) {
            lines.append("Help:  \(label)  \(help)")
        }
        lines.append("Usage: " + CLIHelpRenderer().usage(for: spec, path: path))
        lines.append("  See '\(path) --help' for more information.")
        return CLIResult(stderr: lines.joined(separator: "\n") + "\n", exitCode: CLIExitCode.usage.rawValue)
    }

    private func helpText(for label: String, in spec: CLICommandSpec) -> String? {
        if let option = spec.options.first(where: { $0.label == label }) { return CLIHelpRenderer().optionHelp(option) }
        if let flag = spec.flags.first(where: { $0.label == label }) { return flag.help }
        return spec.arguments.first { $0.label == label }?.help
    }
}
