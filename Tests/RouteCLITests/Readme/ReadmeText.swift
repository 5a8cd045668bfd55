import Foundation
import TestSupport

/// The README read as the tests need it: its fenced blocks, the commands of its `sh` blocks with the
/// results quoted after them, and its `text` blocks of a failing command with the error it prints.
struct ReadmeText {
    /// A fenced block: its language (`sh`, `swift`, `text`) and its lines.
    struct Block {
        var language: String
        var lines: [String]
    }

    /// A command of an `sh` block and the comment lines right below it (what it answers).
    struct Command {
        var line: String
        var quotes: [String]
    }

    let blocks: [Block]

    init(path: String = PackageFolders.root + "/README.md") throws {
        var blocks: [Block] = []
        var current: Block?
        for line in try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let b = current {
                    blocks.append(b)
                    current = nil
                } else {
                    current = Block(language: String(line.dropFirst(3)), lines: [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        self.blocks = blocks
    }

    /// The `indoor` commands of the `sh` blocks (`swift run indoor …`, possibly fed by `printf … |`), without
    /// the server (`indoor serve`, which runs until stopped) and the requests sent to it: those are
    /// ``serviceCommands``.
    var commands: [Command] { shellCommands.filter { !Self.isService($0.line) } }

    /// The `indoor serve` command and the `curl` requests of the README, with what they answer: run by
    /// `ReadmeServeTests` against a server started in process.
    var serviceCommands: [Command] { shellCommands.filter { Self.isService($0.line) } }

    /// Whether a command line starts the server or asks it something.
    static func isService(_ line: String) -> Bool { line.contains("swift run indoor serve ") || line.hasPrefix("curl ") }

    /// Every command of the `sh` blocks (`swift run indoor …` and `curl …`) with the comment lines below it.
    private var shellCommands: [Command] {
        var out: [Command] = []
        for b in blocks where b.language == "sh" {
            for line in b.lines {
                if line.hasPrefix("# "), !out.isEmpty, out[out.count - 1].line != "" {
                    out[out.count - 1].quotes.append(String(line.dropFirst(2)))
                } else if line.contains("swift run indoor ") || line.hasPrefix("curl ") {
                    out.append(Command(line: line, quotes: []))
                }
            }
        }
        return out
    }

    /// The failing commands of `text` blocks: `$ indoor …` and the lines it prints, joined by spaces.
    var failures: [(command: String, output: String)] {
        blocks.filter { $0.language == "text" && $0.lines.first?.hasPrefix("$ indoor ") == true }.map { b in
            (String(b.lines[0].dropFirst(2)), b.lines.dropFirst().filter { !$0.isEmpty }.joined(separator: " "))
        }
    }

    /// The words of a shell command line: double and single quotes group, a `#` after a space starts a
    /// comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
                inWord = true
            } else if c == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if c == "#" && !inWord {
                break
            } else {
                word.append(c)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The `"key": value` pairs of a quoted result, in groups separated by `;` (the pairs of one group
    /// are members of one JSON object of the answer). A value is a JSON string, number or array; a key
    /// whose value opens an object (`"summary": {`) only scopes the pairs inside it.
    static func pairGroups(_ quote: String) -> [[(key: String, value: String)]] {
        quote.split(separator: ";").map { group in
            var pairs: [(String, String)] = []
            let s = Array(group)
            var i = 0
            while i < s.count {
                guard s[i] == "\"", let close = s[(i + 1)...].firstIndex(of: "\""), close + 2 < s.count, s[close + 1] == ":" else {
                    i += 1
                    continue
                }
                let key = String(s[(i + 1) ..< close])
                var j = close + 2
                while j < s.count, s[j] == " " { j += 1 }
                guard j < s.count else { break }
                let start = j
                switch s[j] {
                case "\"":
                    j = (s[(j + 1)...].firstIndex(of: "\"") ?? s.count - 1) + 1
                case "[":
                    var depth = 0
                    var inString = false
                    while j < s.count {
                        if s[j] == "\"" { inString.toggle() }
                        if !inString && s[j] == "[" { depth += 1 }
                        if !inString && s[j] == "]" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        j += 1
                    }
                    j += 1
                case "-", "0" ... "9":
                    while j < s.count, "-+.eE0123456789".contains(s[j]) { j += 1 }
                default:
                    i = j
                    continue
                }
                pairs.append((key, String(s[start ..< min(j, s.count)])))
                i = j
            }
            return pairs
        }.filter { !$0.isEmpty }
    }
}
