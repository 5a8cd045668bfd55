/// Renders help text and usage lines in swift-argument-parser's layout.
///
/// Sections, in order and each only when non-empty: `OVERVIEW:` (abstract, then the discussion),
/// `USAGE:`, `ARGUMENTS:`, `OPTIONS:` (with `(values: …; default: …)` notes and `-h, --help` last),
/// `SUBCOMMANDS:` and any extra sections (the root adds `EXIT CODES:`). Labels are indented by 2 and help
/// starts in column 26; a longer label puts its help on the next line. Text wraps at 80 columns.
struct CLIHelpRenderer: Sendable {
    /// A row of a two-column section: a label (`--floor <f>`, `route`, `64`) and its help.
    struct Row: Sendable {
        var label: String
        var help: String
    }

    /// A titled section of rows with an optional closing paragraph.
    struct Section: Sendable {
        var title: String
        var rows: [Row]
        var footer: String = ""
    }

    /// Total line width.
    var width = 80
    /// Column where help text starts.
    var helpColumn = 26

    /// The full help of a command.
    /// - Parameters:
    ///   - spec: the command.
    ///   - path: how the command is invoked (`indoor route`).
    ///   - extraOptions: rows appended to OPTIONS before `-h, --help` (the root's `--version`).
    ///   - extraSections: sections appended at the end (SUBCOMMANDS, EXIT CODES).
    /// - Returns: the text, ending with a newline.
    func help(for spec: CLICommandSpec, path: String, extraOptions: [Row] = [], extraSections: [Section] = []) -> String {
        var blocks: [String] = []
        var overview = wrap("OVERVIEW: " + spec.abstract, indent: 0)
        if !spec.discussion.isEmpty {
            overview +=
                "\n\n"
                + spec.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : wrap(String($0), indent: leadingSpaces($0)) }
                .joined(separator: "\n")
        }
        blocks.append(overview)
        blocks.append(wrapUsage("USAGE: " + usage(for: spec, path: path)))

        let argumentRows = spec.arguments.map { Row(label: $0.label, help: $0.help) }
        if !argumentRows.isEmpty { blocks.append(render(Section(title: "ARGUMENTS", rows: argumentRows))) }

        var optionRows: [Row] = []
        for option in spec.options {
            let short = option.shortName.map { "-\($0), " } ?? ""
            optionRows.append(Row(label: short + option.label, help: optionHelp(option)))
        }
        for flag in spec.flags {
            let short = flag.shortName.map { "-\($0), " } ?? ""
            optionRows.append(Row(label: short + flag.label, help: flag.help))
        }
        optionRows += extraOptions
        optionRows.append(Row(label: "-h, --help", help: "Show help information."))
        blocks.append(render(Section(title: "OPTIONS", rows: optionRows)))

        for section in extraSections { blocks.append(render(section)) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The synopsis after `USAGE:`: the custom one if declared, otherwise positional arguments, required
    /// options, optional options (`[--x <v>]`, `[--x <v> ...]` when repeatable) and flags, in declaration order.
    func usage(for spec: CLICommandSpec, path: String) -> String {
        if let custom = spec.customSynopsis { return path + (custom.isEmpty ? "" : " " + custom) }
        var parts = [path]
        for argument in spec.arguments { parts.append(argument.isRequired ? argument.label : "[\(argument.label)]") }
        for option in spec.options {
            let repeated = option.isRepeatable ? " ..." : ""
            parts.append(option.isRequired ? option.label + repeated : "[\(option.label)\(repeated)]")
        }
        for flag in spec.flags { parts.append("[\(flag.label)]") }
        return parts.joined(separator: " ")
    }

    /// An option's help sentence with its `(values: …; default: …)` note.
    func optionHelp(_ option: CLIOptionSpec) -> String {
        var notes: [String] = []
        let allowed = option.kind.allowedValues
        if !allowed.isEmpty { notes.append("values: " + allowed.joined(separator: ", ")) }
        if let value = option.defaultValue { notes.append("default: " + value) }
        return notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// A section: `TITLE:`, its rows, and its footer after a blank line.
    func render(_ section: Section) -> String {
        var lines = [section.title + ":"]
        for row in section.rows { lines.append(renderRow(row)) }
        if !section.footer.isEmpty { lines.append(""); lines.append(wrap("  " + section.footer, indent: 2)) }
        return lines.joined(separator: "\n")
    }

    /// One row: the label at column 2, the help at ``helpColumn`` (on the next line if the label is too long).
    func renderRow(_ row: Row) -> String {
        let label = "  " + row.label
        if row.help.isEmpty { return label }
        let pad = String(repeating: " ", count: helpColumn)
        let lines = wrapWords(row.help, lineWidth: width - helpColumn)
        let rest = lines.dropFirst().map { pad + $0 }
        if label.count + 2 <= helpColumn {
            let first = label + String(repeating: " ", count: helpColumn - label.count) + lines[0]
            return ([first] + rest).joined(separator: "\n")
        }
        return ([label, pad + lines[0]] + rest).joined(separator: "\n")
    }

    /// Wraps a usage line with continuation lines indented by 9, never separating an option from its value
    /// (`--batch <file|->`) or a repeated value from its `...`.
    func wrapUsage(_ text: String) -> String {
        let glue: Character = "\u{1F}"  // a unit separator never found in declarations
        let chars = Array(text)
        var glued = ""
        for (i, c) in chars.enumerated() {
            let next = i + 1 < chars.count ? chars[i + 1] : " "
            glued.append(c == " " && (next == "<" || next == ".") ? glue : c)
        }
        return String(wrap(glued, indent: 9).map { $0 == glue ? " " : $0 })
    }

    /// Wraps `text` at ``width``, keeping its leading spaces; continuation lines are indented by `indent`.
    func wrap(_ text: String, indent: Int) -> String {
        let leading = leadingSpaces(Substring(text))
        let body = String(text.dropFirst(leading))
        let firstWidth = width - leading
        let lines = wrapWords(body, lineWidth: firstWidth, laterWidth: width - indent)
        let pad = String(repeating: " ", count: indent)
        var out = [String(repeating: " ", count: leading) + lines[0]]
        out += lines.dropFirst().map { pad + $0 }
        return out.joined(separator: "\n")
    }

    /// Splits `text` into lines of at most `lineWidth` characters (`laterWidth` after the first) at spaces.
    /// Words longer than a line are not broken. Never returns an empty array.
    func wrapWords(_ text: String, lineWidth: Int, laterWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let limit = lines.isEmpty ? lineWidth : (laterWidth ?? lineWidth)
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count > limit {
                lines.append(line)
                line = String(word)
            } else {
                line += " " + word
            }
        }
        lines.append(line)
        return lines
    }

    private func leadingSpaces(_ text: Substring) -> Int { text.prefix { $0 == " " }.count }
}
